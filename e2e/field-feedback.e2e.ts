// What a change to a field does is said beside that field, where the eye is: a number beyond its range, the
// product's adjustment notices and the design warnings a change raises show under the field's group, in full
// view above the planner's step bar, and in a polite live region (docs/product/planner-wizard.md 4.5 and 5).
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WARNING_MESSAGES } from "../src/domain/planner/warnings";
import { completePlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { openPlannerStep } from "./support/planner";
import { setUpProduct } from "./support/product";

const product = setUpProduct();

const PHONE = { width: 390, height: 844 };
// a phone whose owner asked for less motion scrolls at once, so a message that grows afterwards must follow
const SCREENS = [
  ["desktop", { width: 1280, height: 800 }, false],
  ["phone", PHONE, false],
  ["phone with reduced motion", PHONE, true],
] as const;

async function openPage(viewport: { width: number; height: number }, reduceMotion: boolean) {
  const page = await product.openPage(viewport);
  if (reduceMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

/** The live region under a group of fields: the fieldset named `group`. */
const feedbackOf = (page: Page, group: string) =>
  page.getByRole("main").getByRole("group", { name: group, exact: true }).getByRole("status");

/**
 * Where the feedback is against the field and the screen, measured in one moment (the page may be scrolling):
 * how far below the field it starts, and whether it is in full view, clear of a sticky header and above the
 * step bar.
 */
async function placement(page: Page, field: Locator, feedback: Locator) {
  const handles = [await field.elementHandle(), await feedback.elementHandle()] as const;
  return page.evaluate(([fieldEl, feedbackEl]) => {
    const f = fieldEl!.getBoundingClientRect();
    const n = feedbackEl!.getBoundingClientRect();
    const bar = document.querySelector('nav[aria-label="Planner steps"]')!.getBoundingClientRect();
    const header = document.querySelector("header");
    const headerBottom = header && getComputedStyle(header).position === "sticky" ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    return {
      below: n.top - f.bottom,
      // a message that has gone (after its 3 or 5 seconds) leaves a 1 px region behind: that is not in view
      inView: feedbackEl!.textContent !== "" && n.top >= headerBottom && n.bottom <= Math.min(bar.top, window.innerHeight),
    };
  }, handles);
}

/** The feedback is under the field, at most a hint's line away, and settles in full view. */
async function expectBesideAndInView(page: Page, field: Locator, feedback: Locator): Promise<void> {
  const { below } = await placement(page, field, feedback);
  expect(below).toBeGreaterThanOrEqual(0);
  expect(below).toBeLessThan(80);
  await expect.poll(async () => (await placement(page, field, feedback)).inView).toBe(true);
  // and stays there once the page has settled
  await page.waitForTimeout(300);
  expect((await placement(page, field, feedback)).inView).toBe(true);
  expect(await feedback.getAttribute("aria-live")).toBe("polite");
}

describe.each(SCREENS)("feedback beside the field (%s)", (_name, viewport, reduceMotion) => {
  it("says beside a step 7 length typed below its minimum that it was raised, in view, without moving focus", async () => {
    const page = await openPage(viewport, reduceMotion);
    const plan = completePlan((p) => {
      p.appliances = [];
      p.dimensions = { ...p.dimensions, length: 96, width: 32 };
      p.constraints = { ...p.constraints, enabled: true, L1: { min: 48, max: 120 } };
    });
    await openPlannerStep(page, product.server.url, plan, 7);
    const main = page.getByRole("main");
    const length = main.getByLabel("Length", { exact: true });
    const feedback = feedbackOf(page, "Island");
    // present, and silent, before anything is typed: a screen reader hears what arrives in it
    expect(await feedback.textContent()).toBe("");
    await length.fill("10");
    await length.press("Tab");
    expect(await length.inputValue()).toBe("48");
    await feedback.getByText("48 in is the least: changed from 10").waitFor();
    expect(await feedback.textContent()).toContain('Dimensions auto-adjusted to meet constraints: Length from 10" to 48"');
    await expectBesideAndInView(page, length, feedback);
    // focus went where Tab sent it, not to the message
    expect(await main.getByLabel("Width", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });

  it("says beside a step 6 maximum typed above the limit that it now reads 204", async () => {
    const page = await openPage(viewport, reduceMotion);
    const plan = completePlan((p) => {
      p.constraints = { ...p.constraints, enabled: true };
    });
    await openPlannerStep(page, product.server.url, plan, 6);
    const maximum = page.getByRole("main").getByLabel("Length Maximum");
    const feedback = feedbackOf(page, "Length");
    expect(await feedback.textContent()).toBe("");
    await maximum.fill("300");
    await maximum.press("Tab");
    expect(await maximum.inputValue()).toBe("204");
    await feedback.getByText("204 in is the most: changed from 300").waitFor();
    await expectBesideAndInView(page, maximum, feedback);
    // said where it happened, not under every row
    expect(await feedbackOf(page, "Width").textContent()).toBe("");
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });

  it("shows a U's walkway warning beside the base length that made it too narrow, in view", async () => {
    const page = await openPage(viewport, reduceMotion);
    const plan = completePlan((p) => {
      p.shape = "u-shaped";
      p.appliances = [];
      p.uShape = { length1: 60, width1: 32, length2: 150, width2: 32, length3: 60, width3: 32 };
    });
    await openPlannerStep(page, product.server.url, plan, 7);
    const base = page.getByRole("main").getByLabel("L2 length");
    const feedback = feedbackOf(page, "Base");
    await page.getByRole("main").getByLabel("L1 length").waitFor();
    expect(await page.getByText(WARNING_MESSAGES.uShapeSpacing).count()).toBe(0);
    // 80 is not more than W1 32 + W3 32 + 36
    await base.fill("80");
    await base.press("Tab");
    await feedback.getByText(WARNING_MESSAGES.uShapeSpacing).waitFor();
    expect(await page.getByText(WARNING_MESSAGES.uShapeSpacing).count()).toBe(1);
    await expectBesideAndInView(page, base, feedback);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});
