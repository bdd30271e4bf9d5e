import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../src/domain/accounts/messages";
import type { OutboxPage } from "../src/domain/analytics/admin-mail";
import { SITE } from "../src/domain/site/site-settings";
import { extractResetLink, plainTextOf } from "../src/server/test/smtp-capture";
import { expectAccessible } from "./support/axe";
import { createAccount, uniqueEmail, waitForHumanFill } from "./support/planner";
import { type ProductPage, setUpProductWithMail } from "./support/product";

// A real SMTP server on loopback takes the product's mail, so the outbox rows move to Sent as in life.
const ADMIN = { email: "mail-admin@example.com", password: "mail-keeper-2026-admin" };
const product = setUpProductWithMail({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const mail = () => product.mail();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const RESET_SUBJECT = `Reset your ${SITE.name} password`;

/** Logs the administrator in on /login, as a person would (the form's time is checked against bots). */
async function logInAsAdmin(page: ProductPage) {
  await page.goto(`${product.server.url}/login`);
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
  const opened = Date.now();
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await waitForHumanFill(page, opened);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByText(ACCOUNT_MESSAGES.loggedIn).first().waitFor();
}

/** A message written on /contact as a visitor writes it; answers the subject of the mail it makes. */
async function writeThroughContactPage(page: ProductPage, who: { name: string; email: string; subject: string; message: string }) {
  await page.goto(`${product.server.url}/contact`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("Email", { exact: true }).fill(who.email);
  await form.getByLabel("Subject", { exact: true }).fill(who.subject);
  await form.getByLabel("Message", { exact: true }).fill(who.message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.getByRole("status").filter({ hasText: "Our answer will go to" }).waitFor();
  return `Contact form: ${who.subject} (from ${who.name})`;
}

/** Asks for a reset link on /forgot-password; answers the token of the link the mail server received. */
async function askForResetLink(page: ProductPage, email: string): Promise<string> {
  const seen = mail().messages.length;
  await page.goto(`${product.server.url}/forgot-password`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
  let received = await mail().nextMessage(seen);
  while (!received.to.includes(email)) received = await mail().nextMessage(mail().messages.indexOf(received) + 1);
  const token = new URL(extractResetLink(plainTextOf(received.raw))).searchParams.get("token");
  expect(token).toBeTruthy();
  return token as string;
}

/** Waits until the mail server has taken every mail of the outbox (the worker marks the rows sent). */
async function everyMailSent(page: ProductPage) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${product.server.url}/api/admin/mail-outbox`);
        const body = (await res.json()) as OutboxPage;
        return body.mails.every((m) => m.status === "sent");
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function walk(viewport: { width: number; height: number }, tag: string) {
  const page = await product.openPage(viewport);
  const customer = uniqueEmail(`reset-${tag}`);
  await createAccount(product.server.url, customer, "a-customer-password-22");
  const writer = { name: `Dana ${tag}`, email: `dana.${tag}@example.com`, subject: `Hood over the grill ${tag}`, message: `Can the grill and the oven share one hood? (${tag})` };
  const contactSubject = await writeThroughContactPage(page, writer);
  const token = await askForResetLink(page, customer);

  await logInAsAdmin(page);
  await everyMailSent(page);
  await page.goto(`${product.server.url}/admin/dashboard`);
  await page.getByRole("heading", { level: 1, name: "Download Analytics Dashboard" }).waitFor();
  const main = page.getByRole("main");

  // the message, newest first, with who wrote it and what
  const messages = main.getByRole("region", { name: "Contact Messages" });
  const newest = messages.getByRole("listitem").first();
  await newest.getByRole("heading", { level: 3, name: writer.subject }).waitFor();
  await newest.getByRole("link", { name: writer.email }).waitFor();
  await newest.getByText(writer.message).waitFor();

  // the outbox: the reset mail (newest) and the contact mail, each sent, with kind, recipient and attempts
  const outbox = main.getByRole("region", { name: "Mail Outbox" });
  const rows = outbox.getByRole("listitem");
  const reset = rows.filter({ has: page.getByRole("heading", { level: 3, name: RESET_SUBJECT }) }).first();
  await reset.waitFor();
  expect(await rows.first().getByRole("heading", { level: 3 }).innerText()).toBe(RESET_SUBJECT);
  await reset.getByText("Password reset").waitFor();
  await reset.getByText(customer).waitFor();
  await reset.getByText("Sent", { exact: true }).first().waitFor();
  expect(await reset.locator("dt", { hasText: "Attempts" }).locator("xpath=following-sibling::dd").innerText()).toBe("1");
  const contactRow = rows.filter({ has: page.getByRole("heading", { level: 3, name: contactSubject }) });
  await contactRow.getByText("Contact message").waitFor();
  await contactRow.getByText(SITE.supportEmail).waitFor();
  await contactRow.getByText("Sent", { exact: true }).first().waitFor();

  // never the link or its token, anywhere on the page
  const html = await page.content();
  expect(html).not.toContain(token);
  expect(html).not.toContain("reset-password?token");

  await reset.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  expect(page.errors).toEqual([]);
  return page;
}

describe("the administrator sees contact messages and the mail outbox", () => {
  it("on a desktop: the message sent through /contact, its mail and a reset mail, each with its status, no token", async () => {
    await walk(DESKTOP, "desk");
  });

  it("on a phone: the same, each row readable within the screen's width", async () => {
    const page = await walk(PHONE, "phone");
    // a row's details stack under its subject instead of running off the screen
    const row = page.getByRole("region", { name: "Mail Outbox" }).getByRole("listitem").first();
    const box = await row.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });
});
