import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_SENT_MESSAGE, CONTACT_TOASTS } from "../src/domain/site/contact";
import { SITE } from "../src/domain/site/site-settings";
import { plainTextOf } from "../src/server/test/smtp-capture";
import { expectAccessible } from "./support/axe";
import { setUpProductWithMail } from "./support/product";

// A real SMTP server on loopback receives the product's mail: the support inbox is read as support would.
const product = setUpProductWithMail();
const mail = () => product.mail();

const PHONE = { width: 390, height: 844 };

async function openContact(viewport?: { width: number; height: number }) {
  const page = await product.openPage(viewport);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") posts.push(request.url());
  });
  await page.goto(`${product.server.url}/contact`);
  await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
  return Object.assign(page, { posts });
}

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillForm(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await form(page).getByLabel("Name", { exact: true }).fill(values.name);
  await form(page).getByLabel("Email", { exact: true }).fill(values.email);
  await form(page).getByLabel("Subject", { exact: true }).fill(values.subject);
  await form(page).getByLabel("Message", { exact: true }).fill(values.message);
}

describe("the contact page in the browser", () => {
  it("sends a message that reaches the support inbox, with the sender to reply to", async () => {
    const page = await openContact();
    expect(await page.title()).toBe("Contact · Outdoor Kitchen Planner");
    await expectAccessible(page);

    const seen = mail().messages.length;
    const message = "We have a 12 x 16 ft patio.\nCould the grill and the pizza oven share one hood?";
    await fillForm(page, { name: "Dana Rivera", email: "dana.rivera@example.com", subject: "Grill and pizza oven", message });
    await page.getByRole("button", { name: "Send Message" }).click();

    await page.getByRole("region", { name: /notifications/i }).getByText(CONTACT_TOASTS.successTitle).waitFor();
    const confirmation = page.getByRole("status").filter({ hasText: "Our answer will go to" });
    await confirmation.getByText(CONTACT_SENT_MESSAGE).waitFor();
    await confirmation.getByText("dana.rivera@example.com").waitFor();
    expect(await form(page).getByLabel("Message", { exact: true }).inputValue()).toBe("");
    expect(await form(page).getByLabel("Name", { exact: true }).inputValue()).toBe("");
    await expectAccessible(page);

    const received = await mail().nextMessage(seen);
    expect(received.to).toEqual([SITE.supportEmail]);
    expect(received.raw).toMatch(/^Reply-To: Dana Rivera <dana\.rivera@example\.com>/m);
    const text = plainTextOf(received.raw).replaceAll("\r\n", "\n");
    expect(text).toContain("From: Dana Rivera");
    expect(text).toContain("Email: dana.rivera@example.com");
    expect(text).toContain("Subject: Grill and pizza oven");
    expect(text).toContain(message);
    expect(page.errors).toEqual([]);
  });

  it("shows what is wrong with an e-mail address by the field and sends nothing", async () => {
    const page = await openContact();
    const seen = mail().messages.length;
    await fillForm(page, { name: "Dana Rivera", email: "dana@", subject: "Hello", message: "A question" });
    await page.getByRole("button", { name: "Send Message" }).click();

    const email = form(page).getByLabel("Email", { exact: true });
    await page.getByText("Enter a valid email address").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // give a stray request the time it would need, then check none went out
    await page.waitForTimeout(500);
    expect(page.posts).toEqual([]);
    expect(mail().messages.length).toBe(seen);
  });

  it("fits and passes axe on a phone, with the contact details below the form", async () => {
    const page = await openContact(PHONE);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const aside = page.getByRole("complementary", { name: "Other ways to reach us" });
    expect(await aside.getByRole("link", { name: SITE.supportPhone }).getAttribute("href")).toBe("tel:+19165550142");
    const formBox = await form(page).boundingBox();
    const asideBox = await aside.boundingBox();
    expect(formBox && asideBox && asideBox.y > formBox.y + formBox.height).toBe(true);

    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Name is required").waitFor();
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});
