import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatUsd } from "../src/domain/common/format";
import { GATING_MESSAGES } from "../src/domain/planner/wizard";
import { expectAccessible } from "./support/axe";
import { expectStep, nextStep, openNewPlan } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";
import { hoverUntilTooltip } from "./support/header";

const product = setUpProduct();

async function openPlanner(viewport?: { width: number; height: number }): Promise<ProductPage> {
  const page = await product.openPage(viewport);
  await openNewPlan(page, product.server.url);
  return page;
}

const nextButton = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const gateMessage = (page: Page) => page.locator("#planner-gate-message");
/** The gating message under the step counter now, "" when there is none (never waits for it). */
const gateText = async (page: Page) => (await gateMessage(page).allTextContents()).join("");

const next = nextStep;

async function chooseMaterials(page: Page, sides: string, countertop: string) {
  await page.getByRole("radiogroup", { name: "Side Materials" }).getByRole("radio", { name: sides }).click();
  await page.getByRole("radiogroup", { name: "Countertop Materials" }).getByRole("radio", { name: countertop }).click();
}

async function fillContract(page: Page) {
  await page.getByLabel("Maximum completion time").selectOption("4");
  await page.getByLabel("Budget range").selectOption("15k-25k");
  await page
    .getByRole("radiogroup", { name: "Have you already chosen a contractor?" })
    .getByRole("radio", { name: /^No/ })
    .click();
  await page
    .getByRole("radiogroup", { name: "Do you need help finding a contractor?" })
    .getByRole("radio", { name: /^No/ })
    .click();
}

/**
 * Journey (a): a rectangular kitchen with the default grill and a sink, through all nine steps. Expected
 * total by hand from docs/budget-model.md: appliances 2,800 + 800; materials 64 x 25 + 21.33 x 55 = 2,773;
 * labor 960 + 960 + 533.33 + 2 x 175 = 2,803; utilities 1,200 cold water + 650 + 3 x 225 + 3 x 150 = 2,975;
 * permits 450 + 150 + 150 = 750; subtotal 12,901; markup 2,580; total 15,481.
 */
async function rectangularJourney(page: ProductPage) {
  await expect.poll(() => page.getByRole("checkbox", { name: "Built-in Grill" }).getAttribute("aria-checked")).toBe("true");
  await page.getByRole("checkbox", { name: "Outdoor Sink" }).click();
  await page.getByRole("radiogroup", { name: "Sink Type" }).waitFor();
  await expectAccessible(page);
  await next(page, 2);
  await expectAccessible(page);
  await next(page, 3);
  await chooseMaterials(page, "Stucco", "Granite");
  await expectAccessible(page);
  await next(page, 4);
  await page.getByRole("radiogroup", { name: "Water supply for your sink" }).waitFor();
  await expectAccessible(page);
  await next(page, 5);
  await expectAccessible(page);
  await page.getByRole("button", { name: /Rectangular/ }).click();
  await expectStep(page, 6);
  await page.getByRole("checkbox", { name: /Confirm constraints/ }).click();
  await expectAccessible(page);
  await next(page, 7);
  await page.getByRole("heading", { name: "Give a rough estimate of desired the outdoor kitchen!" }).waitFor();
  await page.getByRole("img", { name: /./ }).first().waitFor();
  await expectAccessible(page);
  await next(page, 8);
  await fillContract(page);
  await expectAccessible(page);

  const budgetResponse = page.waitForResponse((r) => r.url().endsWith("/api/calculate-budget"));
  await next(page, 9);
  const response = await budgetResponse;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total: number; breakdown: Record<string, number> | null };
  expect(body.total).toBe(15481);
  const main = page.getByRole("main");
  await main.getByText(formatUsd(15481)).first().waitFor();
  // a visitor sees the total; the server keeps the itemised lines for signed-in users
  expect(body.breakdown).toBeNull();
  await main.getByRole("list", { name: "Budget breakdown (hidden until you log in)" }).waitFor();
  expect(await main.getByText("64 sq ft x $25 stucco", { exact: false }).count()).toBe(0);
  await expectAccessible(page);
  expect(page.errors).toEqual([]);
}

describe("the planner wizard", () => {
  it("(a) plans a rectangular kitchen with a grill and a sink through all nine steps to the server's total", async () => {
    const page = await openPlanner();
    await rectangularJourney(page);
  });

  it("(e) works the same on a 390 x 844 phone screen", async () => {
    const page = await openPlanner({ width: 390, height: 844 });
    await rectangularJourney(page);
  });

  it("(b) plans an asymmetrical U with a pergola: clamping, mirroring, notices and warnings", async () => {
    const page = await openPlanner();
    // 36 + 48 + 24 + 30 in of appliances + 3 gaps + end buffers = 190 in: more than the U will hold
    await page.getByRole("checkbox", { name: "Pizza Oven" }).click();
    await page.getByRole("checkbox", { name: "Outdoor Fridge" }).click();
    await page.getByRole("checkbox", { name: "Outdoor Oven" }).click();
    await next(page, 2);
    await page
      .getByRole("radiogroup", { name: "Would you like a covered or partially covered structure?" })
      .getByRole("radio", { name: /^Yes/ })
      .click();
    await page.getByRole("radiogroup", { name: "Type of structure" }).getByRole("radio", { name: /^Pergola/ }).click();
    await page.getByRole("radiogroup", { name: "Add adjustable louvers?" }).getByRole("radio", { name: /^Yes/ }).click();
    await expectAccessible(page);
    await next(page, 3);
    await chooseMaterials(page, "Brick", "Concrete");
    await next(page, 4);
    await next(page, 5);
    await page.getByRole("button", { name: /U-Shaped/ }).click();
    await expectStep(page, 6);

    // constraints: fields are blocked until editing is enabled
    const l1Min = page.getByLabel("L1 Minimum");
    expect(await l1Min.isDisabled()).toBe(true);
    await page.getByRole("switch", { name: /Enable editing/ }).click();
    expect(await l1Min.isDisabled()).toBe(false);
    await l1Min.fill("60");
    await l1Min.blur();
    const l1Max = page.getByLabel("L1 Maximum");
    await l1Max.fill("50");
    await l1Max.blur();
    const constraintNotice = page.getByText('L1 minimum automatically adjusted to 50" to match maximum');
    await constraintNotice.waitFor();
    expect(await l1Min.inputValue()).toBe("50");
    await constraintNotice.waitFor({ state: "detached", timeout: 6000 });
    await page.getByRole("checkbox", { name: /Confirm constraints/ }).click();
    await expectAccessible(page);
    await next(page, 7);

    // dimensions: L1 is clamped into its constraint on arrival (default 48 fits), then on blur
    const l1 = page.getByLabel("L1 length");
    await l1.fill("300");
    await l1.blur();
    expect(await l1.inputValue()).toBe("50");
    const adjusted = page.getByText(/Dimensions auto-adjusted to meet constraints:/);
    await adjusted.waitFor();
    // a symmetrical U mirrors the first arm: the plan labels the third arm with L1's value
    const plan = page.getByRole("img", { name: /U-shaped/i }).first();
    await expect.poll(() => plan.locator("text").allTextContents()).toContain('L3 50"');
    await page.getByText('L2 must be greater than W1 + W3 + 36" for proper spacing').waitFor();
    await page.getByText("Current L is insufficient for the selected appliances").waitFor();
    await expectAccessible(page);
    await adjusted.waitFor({ state: "detached", timeout: 8000 });

    // asymmetrical: the third arm gets its own fields and stops following the first
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 6);
    await page.getByRole("switch", { name: /Asymmetrical U/ }).click();
    await next(page, 7);
    const l3 = page.getByLabel("L3 length");
    await l3.fill("40");
    await l3.blur();
    await expect.poll(() => plan.locator("text").allTextContents()).toContain('L3 40"');
    expect(await l1.inputValue()).toBe("50");
    expect(page.errors).toEqual([]);
  });

  it("(c) shows every gating message while its step is not complete", async () => {
    const page = await openPlanner();
    await page.getByRole("checkbox", { name: "Built-in Grill" }).click();
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.appliances);
    expect(await nextButton(page).getAttribute("aria-disabled")).toBe("true");
    // forced: a browser test tool refuses to click an aria-disabled button, a person can
    await nextButton(page).click({ force: true });
    await expectStep(page, 1);
    // the tooltip carries the same words for pointer users (a click closes it until the pointer comes back)
    await hoverUntilTooltip(page, nextButton(page));
    expect(await page.getByRole("tooltip").allTextContents()).toContain(GATING_MESSAGES.appliances);

    await page.getByRole("checkbox", { name: "Built-in Grill" }).click();
    await next(page, 2);
    await next(page, 3);
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.materialsBoth);
    await page.getByText("Please select both side materials and countertop materials to continue.").waitFor();
    await page.getByRole("radiogroup", { name: "Side Materials" }).getByRole("radio", { name: "Stucco" }).click();
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.materialsCountertop);
    await page.reload();
    await expectStep(page, 3);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("okp.planner.v1") ?? "{}");
      stored.data.materials = { sides: "", countertop: "granite" };
      localStorage.setItem("okp.planner.v1", JSON.stringify(stored));
    });
    await page.reload();
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.materialsSides);
    await page.getByRole("radiogroup", { name: "Side Materials" }).getByRole("radio", { name: "Tile" }).click();
    await next(page, 4);
    await next(page, 5);
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.shape);
    await page.getByRole("button", { name: /L-Shaped/ }).click();
    await expectStep(page, 6);
    await expect.poll(() => gateText(page)).toBe(GATING_MESSAGES.constraints);
    await page.getByRole("checkbox", { name: /Confirm constraints/ }).click();
    await next(page, 7);
    await next(page, 8);
    await expect.poll(() => gateText(page)).toBe(
      `${GATING_MESSAGES.contract}Still needed: Maximum completion time, Budget range, Contractor chosen (yes or no).`,
    );
    await page.getByLabel("Maximum completion time").selectOption("6");
    await page.getByLabel("Budget range").selectOption("25k-40k");
    await page
      .getByRole("radiogroup", { name: "Have you already chosen a contractor?" })
      .getByRole("radio", { name: /^Yes/ })
      .click();
    await page.getByLabel("Contractor name").fill("Sierra Outdoor Builders");
    await page.getByLabel("License number").fill("CSLB 1049281");
    await page.getByLabel("Contractor address").fill("1200 J Street, Sacramento, CA 95814");
    // still one field short: the warranty
    await expect.poll(() => gateText(page)).toBe(`${GATING_MESSAGES.contract}Still needed: Warranty.`);
    await page.getByLabel("Warranty").selectOption("5");
    await expect.poll(() => gateMessage(page).count()).toBe(0);
    await next(page, 9);
    expect(page.errors).toEqual([]);
  });

  it("(d) keeps the plan and the step across a reload", async () => {
    const page = await openPlanner();
    await page.getByRole("checkbox", { name: "Smoker" }).click();
    await next(page, 2);
    await next(page, 3);
    await chooseMaterials(page, "Natural Stone", "Stainless");
    await next(page, 4);
    await page.getByRole("button", { name: "More outside outlets" }).click();
    await page.reload();
    await expectStep(page, 4);
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 3);
    expect(
      await page
        .getByRole("radiogroup", { name: "Side Materials" })
        .getByRole("radio", { name: "Natural Stone" })
        .getAttribute("aria-checked"),
    ).toBe("true");
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, 1);
    expect(await page.getByRole("checkbox", { name: "Smoker" }).getAttribute("aria-checked")).toBe("true");
  });
});
