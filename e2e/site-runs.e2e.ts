import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PlannerData } from "../src/domain/planner/schema";
import { completePlan } from "../src/domain/testing/plans";
import { htmlText, normaliseText, pdfText } from "../src/server/test/sow-text";
import { expectAccessible } from "./support/axe";
import { nextStep, openBudgetStep, openNewPlan, signUpFromBudgetStep } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";

const product = setUpProduct();

async function openPlanner(viewport?: { width: number; height: number }): Promise<ProductPage> {
  const page = await product.openPage(viewport);
  await openNewPlan(page, product.server.url);
  return page;
}

const next = nextStep;

const pipeSize = (page: Page) => page.getByTestId("gas-pipe-size");
const runsPrice = async (page: Page) => Number((await page.getByTestId("utility-runs-price").textContent())?.replace(/[$,]/g, ""));

/** The field is on screen and a tap at its middle reaches it, not the step bar stuck to the bottom. */
async function expectReachable(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.scrollIntoViewIfNeeded();
  const reached = await field.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === el && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(reached, `${label} is reachable`).toBe(true);
}

/**
 * A homeowner with the grill rates it at 120,000 BTU/h in step 1's editor, goes to step 4, picks natural
 * gas and types the gas run: 50 ft takes a 3/4 in pipe, 100 ft a 1 in pipe and costs more.
 */
async function gasRunJourney(page: ProductPage) {
  await expect.poll(() => page.getByRole("checkbox", { name: "Built-in Grill" }).getAttribute("aria-checked")).toBe("true");
  await page.getByRole("button", { name: "Edit Built-in Grill" }).click();
  await page.getByLabel("Gas rating (BTU/h)").fill("120000");
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await next(page, 2);
  await next(page, 3);
  await page.getByRole("radiogroup", { name: "Side Materials" }).getByRole("radio", { name: "Stucco" }).click();
  await page.getByRole("radiogroup", { name: "Countertop Materials" }).getByRole("radio", { name: "Granite" }).click();
  await next(page, 4);
  await page.getByRole("heading", { name: "Runs from the house", exact: true }).waitFor();

  const fuel = page.getByRole("radiogroup", { name: "Fuel for your gas appliances" });
  await fuel.getByRole("radio", { name: "Natural gas" }).click();
  // the fuel's one tab stop leads on to the gas run's length
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(
    await page.getByLabel("Gas run length", { exact: true }).getAttribute("id"),
  );
  await expectReachable(page, "Gas run length");
  await page.keyboard.type("50");
  await expect.poll(() => pipeSize(page).textContent()).toBe("3/4 in");
  await page.getByText("120 CFH over 50 ft: 3/4 in pipe carries 151 CFH; 1/2 in carries only 72 CFH.").waitFor();
  await page.getByRole("heading", { name: "Utility runs from the house" }).waitFor();
  const at50 = await runsPrice(page);
  expect(at50).toBeGreaterThan(0);

  await page.getByLabel("Gas run length", { exact: true }).fill("100");
  await expect.poll(() => pipeSize(page).textContent()).toBe("1 in");
  await expect.poll(() => runsPrice(page)).toBeGreaterThan(at50);

  for (const label of ["Electrical run length", "What the trench crosses", "Electrical panel size"]) {
    await expectReachable(page, label);
  }
  await page.getByLabel("What the trench crosses").selectOption("pavers");
  await page.getByLabel("Electrical run length", { exact: true }).fill("40");
  const sketch = page.getByTestId("site-sketch");
  await sketch.scrollIntoViewIfNeeded();
  await expect.poll(() => sketch.textContent()).toContain("Gas 100 ft, 1 in pipe");
  await expect.poll(() => page.getByRole("img", { name: /^Site sketch, not to scale/ }).count()).toBe(1);
  await expectAccessible(page);
  expect(page.errors).toEqual([]);
}

describe("site and utility runs", () => {
  it("sizes the gas pipe and prices the runs from the house as the owner types", async () => {
    const page = await openPlanner();
    await gasRunJourney(page);
  });

  it("works the same on a 390 x 844 phone screen", async () => {
    const page = await openPlanner({ width: 390, height: 844 });
    await gasRunJourney(page);
  });

  it("finds the pipe size, the priced runs and the bid form's fixed quantities in the downloaded SOW", async () => {
    const page = await openPlanner();
    await gasRunJourney(page);
    // the rest of the plan as a homeowner would finish it; the answers of steps 1 and 4 are the ones typed
    const typed = await page.evaluate(() => JSON.parse(localStorage.getItem("okp.planner.v1") ?? "{}").data as PlannerData);
    const plan = completePlan((p) => {
      p.appliances = typed.appliances;
      p.materials = typed.materials;
      p.site = typed.site;
    });
    expect(plan.site).toMatchObject({ fuel: "natural-gas", gasRunFt: 100, electricalRunFt: 40, trenchSurface: "pavers" });
    await openBudgetStep(page, product.server.url, plan);
    const main = page.getByRole("main");
    await main.getByText("Utility runs from the house").first().waitFor();

    await signUpFromBudgetStep(page, "runs", "grill-master-2026");
    await main.getByText(/as Rectangular Kitchen \(#\d+\)/).waitFor();
    await main.getByRole("group", { name: "Bronze" }).getByRole("button", { name: "Buy Bronze" }).click();
    await page.waitForURL(/\/checkout\/test\?session_id=/);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();

    const pdf = page.getByRole("button", { name: "Download SOW (PDF)" });
    await expect.poll(() => pdf.isEnabled()).toBe(true);
    const [pdfFile] = await Promise.all([page.waitForEvent("download"), pdf.click()]);
    const text = normaliseText(await pdfText(await readFile(await pdfFile.path())));
    const html = page.getByRole("button", { name: "Download SOW (HTML)" });
    await expect.poll(() => html.isEnabled()).toBe(true);
    const [htmlFile] = await Promise.all([page.waitForEvent("download"), html.click()]);
    const htmlSow = normaliseText(htmlText(await readFile(await htmlFile.path(), "utf8")));
    for (const sow of [text, htmlSow]) {
      // the utilities section: the run, its size and the table behind it
      expect(sow).toContain("100 ft");
      expect(sow).toMatch(/1 in (gas )?pipe/);
      expect(sow).toContain("IFGC Table 402.4(2)");
      // the budget line, as step 4 showed it
      expect(sow).toContain("Utility runs from the house");
      expect(sow).toContain("100 ft of 1 in gas pipe x $34 = $3,400");
      // the bid form fixes the length every bidder prices, and asks a price per foot beyond it
      expect(sow).toMatch(/Gas run: 100 ft of 1 in/);
      expect(sow).toMatch(/Shared trench: 100 ft/);
    }
    expect(page.errors).toEqual([]);
  });
});
