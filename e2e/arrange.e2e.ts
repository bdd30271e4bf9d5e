import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createApplianceItem } from "../src/domain/planner/model";
import type { PlannerData } from "../src/domain/planner/schema";
import { completePlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { openPlannerStep } from "./support/planner";
import { setUpProduct } from "./support/product";

// Arranging the appliances in step 7's design preview (docs/product/planner-wizard.md, step 7): by dragging
// with a mouse or a finger, and by the buttons beside each name.
const product = setUpProduct();

const PHONE = { width: 390, height: 844 };

const lPlan = (): PlannerData => ({
  ...completePlan((p) => {
    p.shape = "l-shaped";
    p.lShape = { length1: 144, width1: 32, length2: 96, width2: 32 };
    p.appliances = (["grill", "sink", "fridge"] as const).map(createApplianceItem);
  }),
  budget: undefined,
});

/** Each appliance of the list as "name · arm", in the list's order. */
async function rows(page: Page): Promise<string[]> {
  const items = page.getByRole("list", { name: "Appliances on the plan" }).getByRole("listitem");
  return (await items.allTextContents()).map((t) => t.replace(/^\d+/, "").replace(/\s\d+"/, "").replace(/(To L\d)+$/, "").trim());
}

async function storedPlan(page: Page): Promise<PlannerData> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("okp.planner.v1") ?? "{}").data);
}

async function center(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse, or with a finger through Chromium's touch input, in small steps as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, touch: boolean, during: () => Promise<void>) {
  const steps = 12;
  const at = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i)] });
    await during();
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(at(i).x, at(i).y);
  await during();
  await page.mouse.up();
}

describe.each([
  ["desktop", undefined, false],
  ["phone", PHONE, true],
] as const)("arranging the appliances (%s)", (_name, viewport, touch) => {
  it("moves one onto the other arm by dragging and along the run by its buttons; the plan keeps it and the fit keeps the order", async () => {
    const page = await product.openPage(viewport);
    await openPlannerStep(page, product.server.url, lPlan(), 7);
    const preview = page.getByRole("img", { name: /^L-shaped island/ });
    await preview.scrollIntoViewIfNeeded();
    expect(await rows(page)).toEqual(["Built-in Grill · L1", "Outdoor Sink · L1", "Outdoor Fridge · L1"]);

    // drag the sink onto the return arm: the arm it would land on is marked while it moves
    const from = await center(page, '[data-appliance="sink"] rect');
    const to = await center(page, 'line[data-arm="L2"]');
    await drag(page, from, to, touch, async () => {
      expect(await page.locator("line[data-drop-target]").getAttribute("data-arm")).toBe("L2");
    });
    await page.getByRole("status").filter({ hasText: "Outdoor Sink moved to L2" }).waitFor();
    expect(await rows(page)).toEqual(["Built-in Grill · L1", "Outdoor Fridge · L1", "Outdoor Sink · L2"]);
    // drawn on the arm: the sink's rectangle lies below the base run now
    const base = await page.locator('line[data-arm="L1"]').boundingBox();
    const sinkNow = await page.locator('[data-appliance="sink"] rect').boundingBox();
    expect(sinkNow!.y).toBeGreaterThan(base!.y + 10);

    // by keyboard: Tab to the grill's "right" button and press Enter, twice: over the corner onto L2
    const right = page.getByRole("button", { name: "Move Built-in Grill right" });
    await right.focus();
    await page.keyboard.press("Enter");
    expect(await rows(page)).toEqual(["Outdoor Fridge · L1", "Built-in Grill · L1", "Outdoor Sink · L2"]);
    expect(await right.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await rows(page)).toEqual(["Outdoor Fridge · L1", "Built-in Grill · L2", "Outdoor Sink · L2"]);
    // the focused button is in view, not under the fixed step bar (the page scrolls smoothly to it)
    const bar = await page.getByRole("navigation", { name: "Planner steps" }).boundingBox();
    await expect
      .poll(async () => {
        const box = await right.boundingBox();
        return box!.y + box!.height <= bar!.y + 1 && box!.y >= 0;
      })
      .toBe(true);

    // kept in the plan: a reload shows the same arrangement
    await expect.poll(async () => (await storedPlan(page)).arrangement?.arms).toEqual({ fridge: "L1", grill: "L2", sink: "L2" });
    await page.reload();
    await page.getByRole("list", { name: "Appliances on the plan" }).waitFor();
    expect(await rows(page)).toEqual(["Outdoor Fridge · L1", "Built-in Grill · L2", "Outdoor Sink · L2"]);

    // "Fit to my appliances" sizes the island around this arrangement and keeps it
    await page.getByRole("button", { name: "Fit to my appliances" }).click();
    await page.getByText(/Sized to fit your appliances|already the smallest/).first().waitFor();
    expect(await rows(page)).toEqual(["Outdoor Fridge · L1", "Built-in Grill · L2", "Outdoor Sink · L2"]);
    expect(await page.getByText("does not fit").count()).toBe(0);

    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});
