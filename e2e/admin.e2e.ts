import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING } from "../src/domain/commerce/tiers";
import { formatUsd, toIsoDate } from "../src/domain/common/format";
import { completePlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { signupFormLoad } from "./support/form-load";
import { logInThroughPage as logIn, openBudgetStep, uniqueEmail } from "./support/planner";
import { setUpProduct } from "./support/product";
import { headerControl } from "./support/header";

const ADMIN = { email: "owner-admin@example.com", password: "dashboard-keeper-2026" };
const product = setUpProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

/** A customer made through the API: an account, a paid project (the test checkout) and one downloaded SOW. */
async function customerWithDownload(baseUrl: string) {
  const email = uniqueEmail("buyer");
  const password = "customer-pass-2026";
  const json = { "content-type": "application/json" };
  const signup = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      mode: "signup",
      _bot_detection: await signupFormLoad(baseUrl),
      email,
      password,
      firstName: "=Lee",
      lastName: "Park",
      propertyAddress: "1 Garden Way",
      propertyCity: "Davis",
      propertyState: "CA",
      propertyZip: "95616",
      acceptTerms: true,
    }),
  });
  expect(signup.status).toBe(201);
  const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const authed = { ...json, cookie };
  const project = (await (await fetch(`${baseUrl}/api/projects`, { method: "POST", headers: authed, body: JSON.stringify(completePlan()) })).json()) as { id: number };
  const checkout = (await (
    await fetch(`${baseUrl}/api/create-checkout-session`, {
      method: "POST",
      headers: authed,
      body: JSON.stringify({ projectId: project.id, serviceTier: "bronze", rushFee: false }),
    })
  ).json()) as { url: string };
  const sessionId = new URL(checkout.url, "http://localhost").searchParams.get("session_id");
  expect((await fetch(`${baseUrl}/api/test-checkout/${sessionId}/pay`, { method: "POST", headers: { cookie } })).ok).toBe(true);
  const tracked = await fetch(`${baseUrl}/api/projects/${project.id}/track-download`, {
    method: "POST",
    headers: authed,
    body: JSON.stringify({ documentType: "pdf" }),
  });
  expect(tracked.status).toBe(204);
  return { email, password, projectId: project.id };
}

function logInThroughPage(page: Page, email: string, password: string) {
  return logIn(page, product.server.url, email, password);
}

describe("the administrator's dashboard", () => {
  it("filters by dates, exports the downloads and a budget as CSV, and changes a price a customer sees at step 9", async () => {
    const customer = await customerWithDownload(product.server.url);
    const page = await product.openPage();
    await logInThroughPage(page, ADMIN.email, ADMIN.password);
    await (await headerControl(page, "link", "Admin Dashboard")).click();
    await page.getByRole("heading", { level: 1, name: "Download Analytics Dashboard" }).waitFor();
    await page.getByText("Track SOW document downloads").waitFor();
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Bot Detection Statistics" }).waitFor();
    await main.getByRole("heading", { name: "Recent Downloads" }).waitFor();
    await main.getByRole("cell", { name: customer.email }).waitFor();

    // the chart's legend names the last day drawn and its figures while the pointer is off the chart, not dashes
    const legend = main.locator(".u-legend");
    await legend.waitFor();
    expect(await legend.innerText()).toContain(new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date()));
    expect(await legend.innerText()).not.toContain("--");

    // dates: today includes the download, a day in the past does not
    const today = toIsoDate(new Date());
    await page.getByLabel("From").fill("2020-01-01");
    await page.getByLabel("To").fill("2020-01-02");
    await main.getByText("No downloads in this period.").first().waitFor();
    await expect.poll(() => main.getByRole("button", { name: "Export to CSV" }).isDisabled()).toBe(true);
    await page.getByLabel("From").fill(today);
    await page.getByLabel("To").fill(today);
    await main.getByRole("cell", { name: customer.email }).waitFor();
    await expect.poll(() => main.getByRole("button", { name: "Export to CSV" }).isEnabled()).toBe(true);
    await expectAccessible(page);

    const [exported] = await Promise.all([page.waitForEvent("download"), main.getByRole("button", { name: "Export to CSV" }).click()]);
    expect(exported.suggestedFilename()).toBe(`downloads-${today}.csv`);
    const csv = await readFile(await exported.path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("Download ID,Time,User,Name,Project,Project name,Type,IP address");
    expect(csv).toContain(customer.email);
    // the name a spreadsheet would run is written as text
    expect(csv).toContain("'=Lee Park");
    expect(csv).toContain(`,${customer.projectId},Rectangular Kitchen,PDF,`);

    const [budget] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("button", { name: /Download Excel budget Rectangular Kitchen/ }).click(),
    ]);
    expect(budget.suggestedFilename()).toBe(`project-${customer.projectId}-budget.csv`);
    expect(await readFile(await budget.path(), "utf8")).toContain("Contractor markup");
    await page.getByText(`Excel budget for Project #${customer.projectId} downloaded`).first().waitFor();

    // silver's price, edited, is what a signed-in customer sees at step 9
    const silver = main.getByRole("article", { name: "Silver" });
    await silver.getByRole("button", { name: /Edit/ }).click();
    await silver.getByLabel("Current Price ($)").fill("139.5");
    await silver.getByLabel("Original Price ($)").fill("");
    await silver.getByRole("button", { name: /Save/ }).click();
    await page.getByText("Pricing updated successfully").first().waitFor();
    await silver.getByText("$139.50").first().waitFor();

    const customerPage = await product.openPage({ width: 390, height: 844 });
    await logInThroughPage(customerPage, customer.email, customer.password);
    await openBudgetStep(customerPage, product.server.url, completePlan());
    const card = customerPage.getByRole("group", { name: "Silver" });
    await card.getByText("$139.50").waitFor();
    expect(await card.getByText(formatUsd(DEFAULT_PRICING.silver.originalPrice ?? 0)).count()).toBe(0);
    expect(page.errors).toEqual([]);
    expect(customerPage.errors).toEqual([]);
  });

  it("sends a user who is not an administrator from the dashboard to the home page", async () => {
    const customer = await customerWithDownload(product.server.url);
    const page = await product.openPage();
    await logInThroughPage(page, customer.email, customer.password);
    await page.goto(`${product.server.url}/admin/dashboard`);
    await page.waitForURL(`${product.server.url}/`);
    expect(await page.getByRole("heading", { name: "Download Analytics Dashboard" }).count()).toBe(0);
    expect(page.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
