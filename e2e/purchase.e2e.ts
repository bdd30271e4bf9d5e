import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { calculateBudget } from "../src/domain/budget/budget";
import { formatUsd } from "../src/domain/common/format";
import { gazeboUPlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { expectAccountCreated, expectStep, fillSignup, openBudgetStep, uniqueEmail, waitForHumanFill } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";
import { headerControl } from "./support/header";

// No STRIPE_SECRET_KEY: the purchase runs through the local test checkout, as on a fresh clone.
const product = setUpProduct();

const PASSWORD = "grill-master-2026";

async function projectCount(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch("/api/projects")).json()) as { projects: unknown[] }).projects.length);
}

/** Plans as a visitor, signs up from step 9, buys silver with the rush fee through the test checkout. */
async function purchaseJourney(page: ProductPage) {
  const plan = gazeboUPlan();
  const total = calculateBudget(plan).total;
  await openBudgetStep(page, product.server.url, plan);
  const main = page.getByRole("main");
  await main.getByText(formatUsd(total)).first().waitFor();

  // sign up from the budget step; the planner comes back with the plan and saves it as a project
  await main.getByRole("link", { name: "Sign Up" }).click();
  await page.getByRole("heading", { level: 1, name: "Create account" }).waitFor();
  const opened = Date.now();
  const email = uniqueEmail("buyer");
  await fillSignup(page, email, PASSWORD);
  await waitForHumanFill(page, opened);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expectAccountCreated(page);
  await page.waitForURL(`${product.server.url}/planner`);
  await expectStep(page, 9);

  await page.getByText("Project saved successfully").first().waitFor();
  const saved = main.getByText(/as U-Shaped Kitchen \(#\d+\)/);
  await saved.waitFor();
  const projectId = Number(/#(\d+)/.exec((await saved.textContent()) ?? "")?.[1]);
  expect(projectId).toBeGreaterThan(0);
  expect(await projectCount(page)).toBe(1);

  // a reload of step 9 prices the plan again but saves no second project
  await page.reload();
  await expectStep(page, 9);
  await main.getByText(/as U-Shaped Kitchen \(#\d+\)/).waitFor();
  await main.getByRole("group", { name: "Silver" }).waitFor();
  expect(await projectCount(page)).toBe(1);
  await expectAccessible(page);

  // silver with the rush fee: $149 + $20
  const silver = main.getByRole("group", { name: "Silver" });
  await silver.getByRole("checkbox", { name: /Rush delivery/ }).click();
  await silver.getByText("$169").waitFor();
  await silver.getByRole("button", { name: "Buy Silver" }).click();

  await page.waitForURL(/\/checkout\/test\?session_id=cs_local_/);
  await page.getByText(/Test payment/).first().waitFor();
  await page.getByText("$169").first().waitFor();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Pay \$169/ }).click();

  await page.waitForURL(/\/payment-success\?session_id=cs_local_/);
  await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
  await page.getByText("Thank you for your purchase").waitFor();
  await page.getByText("Your Documents are Ready!").waitFor();
  await page.getByText("U Shaped").waitFor();
  await page.getByText(formatUsd(total)).first().waitFor();
  await page.getByText("Silver").first().waitFor();
  const pdf = page.getByRole("button", { name: "Download SOW (PDF)" });
  const html = page.getByRole("button", { name: "Download SOW (HTML)" });
  await expect.poll(() => pdf.isEnabled()).toBe(true);
  expect(await html.isEnabled()).toBe(true);
  await expectAccessible(page);

  // the documents themselves, saved under the project's number
  const [pdfFile] = await Promise.all([page.waitForEvent("download"), pdf.click()]);
  expect(pdfFile.suggestedFilename()).toBe(`sow-project-${projectId}.pdf`);
  expect((await readFile(await pdfFile.path())).subarray(0, 5).toString()).toBe("%PDF-");
  await expect.poll(() => html.isEnabled()).toBe(true);
  const [htmlFile] = await Promise.all([page.waitForEvent("download"), html.click()]);
  expect(htmlFile.suggestedFilename()).toBe(`sow-project-${projectId}.html`);
  const sow = await readFile(await htmlFile.path(), "utf8");
  expect(sow).toContain("Statement of Work: Outdoor Kitchen");
  expect(sow).toContain(formatUsd(total));

  // My projects lists it with the paid tier, from the header
  await (await headerControl(page, "link", "My Projects")).click();
  await page.getByRole("heading", { level: 1, name: "My projects" }).waitFor();
  await main.getByRole("heading", { name: "U-Shaped Kitchen" }).waitFor();
  await main.getByText("Paid: Silver").waitFor();
  await main.getByRole("button", { name: "Download SOW (PDF) U-Shaped Kitchen" }).waitFor();
  await expectAccessible(page);
  return { projectId, page };
}

describe("buying a service package", () => {
  it("plans, signs up at step 9, buys silver with the rush fee through the test checkout, and finds it paid (desktop)", async () => {
    const page = await product.openPage();
    await purchaseJourney(page);
    expect(page.errors).toEqual([]);
  });

  it("does the same on a 390 x 844 phone screen", async () => {
    const page = await product.openPage({ width: 390, height: 844 });
    await purchaseJourney(page);
    expect(page.errors).toEqual([]);
  });
});
