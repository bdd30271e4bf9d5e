// The wizard as a newcomer meets it, on a desktop and on a phone, by keyboard and by touch: nothing focused
// hides under the step bar or the header, the bars never cover content or the footer, the adjustment notice
// shows where the eye is, logging in from the header comes back to the budget, the island fits its
// appliances, and no step has a serious accessibility violation with any of its popovers open.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { calculateBudget } from "../src/domain/budget/budget";
import { formatUsd } from "../src/domain/common/format";
import { TOTAL_STEPS } from "../src/domain/planner/wizard";
import { createApplianceItem } from "../src/domain/planner/model";
import type { PlannerData } from "../src/domain/planner/schema";
import { completePlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { createAccount, expectStep, openPlannerStep, uniqueEmail, waitForHumanFill } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";
import { hoverUntilTooltip } from "./support/header";

const product = setUpProduct();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** A page that scrolls at once (as with reduced motion), so where focus lands can be measured right away. */
async function openAt(viewport: { width: number; height: number }, plan: PlannerData, step: number): Promise<ProductPage> {
  const page = await product.openPage(viewport);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPlannerStep(page, product.server.url, plan, step);
  return page;
}

const stepBar = (page: Page) => page.getByRole("navigation", { name: "Planner steps" });

/** Five appliances: more run than a rectangle may have. */
const FIVE = ["grill", "sink", "fridge", "pizza-oven", "trash-drawer"] as const;

/**
 * What hides the focused element, if anything: the step bar or the header drawn over a part of it, or the
 * element left off screen. null when it is in full view (or is not drawn, like a visually hidden input).
 */
async function focusHiddenBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return null;
    const label = el.getAttribute("aria-label") ?? el.closest("label")?.textContent ?? el.textContent ?? "";
    const name = `${el.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
    if (r.bottom <= 0 || r.top >= window.innerHeight) return `${name} is off screen`;
    const bar = document.querySelector('nav[aria-label="Planner steps"]');
    const header = document.querySelector("header");
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (y < 0 || y >= window.innerHeight) return `${name} is partly off screen`;
        const top = document.elementFromPoint(x, y);
        if (!top || el.contains(top) || top.contains(el)) continue;
        if (bar?.contains(top) && !bar.contains(el)) return `${name} is under the step bar`;
        if (header?.contains(top) && !header.contains(el)) return `${name} is under the header`;
      }
    }
    return null;
  });
}

/** Tabs through the page from the top and returns every stop that something hid. */
async function hiddenTabStops(page: Page, stops: number): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("body").focus();
  const hidden: string[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press("Tab");
    const by = await focusHiddenBy(page);
    if (by) hidden.push(by);
  }
  return hidden;
}

function plansByStep(): Record<number, PlannerData> {
  return {
    1: completePlan((p) => {
      p.appliances = (["grill", "sink", "fridge"] as const).map(createApplianceItem);
    }),
    6: completePlan((p) => {
      p.shape = "l-shaped";
      p.constraints = { ...p.constraints, enabled: true };
    }),
    7: completePlan((p) => {
      p.appliances = FIVE.map(createApplianceItem);
    }),
    9: completePlan(),
  };
}

describe("the newcomer's walk", () => {
  for (const [screen, viewport] of SCREENS) {
    for (const step of [1, 6, 7, 9]) {
      it(`keeps every focused control of step ${step} clear of the step bar and the header on a ${screen}`, async () => {
        const page = await openAt(viewport, plansByStep()[step]!, step);
        // enough stops to go past the step bar into the footer
        const hidden = await hiddenTabStops(page, step === 1 ? 70 : 45);
        expect(hidden).toEqual([]);
        expect(page.errors).toEqual([]);
      });
    }

    it(`gives the bar and the running total their own space on a ${screen}: the footer is never under them`, async () => {
      const page = await openAt(viewport, plansByStep()[7]!, 7);
      // step 7's screen loads on demand: measure the page it makes, not the short page of its spinner
      await page.locator("#planner-step-title").waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole("contentinfo").boundingBox();
      const bar = await stepBar(page).boundingBox();
      expect(footer && bar).toBeTruthy();
      // the bar ends where the footer starts
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(footer!.y + 1);
      if (screen === "phone") {
        // the total is a line of the bar, not a layer over the page
        const chip = page.getByTestId("live-total-chip");
        expect(await stepBar(page).getByTestId("live-total-chip").count()).toBe(1);
        expect(await chip.textContent()).toMatch(/Total \$/);
        expect(bar!.height).toBeLessThan(90);
      }
    });

    it(`opens a toast clear of the header's Login and Start Planning and of the step bar on a ${screen}`, async () => {
      // the budget step's failure toast (Finish leads on to the projects page, not to a toast)
      const page = await product.openPage(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.route("**/api/calculate-budget", (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Busy", code: "unavailable" }) }),
      );
      await openPlannerStep(page, product.server.url, completePlan(), TOTAL_STEPS);
      await page.getByRole("button", { name: "Retry" }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const toast = page.locator(".toast").filter({ hasText: "Error" });
      await toast.waitFor();
      // past its 200 ms entrance
      await page.waitForTimeout(300);
      const box = (await toast.boundingBox())!;
      const bar = (await stepBar(page).boundingBox())!;
      for (const name of ["Login", "Start Planning"]) {
        const control = (await page.getByRole("banner").getByRole("link", { name }).boundingBox())!;
        const overlaps = box.y < control.y + control.height && control.y < box.y + box.height;
        const beside = box.x >= control.x + control.width || control.x >= box.x + box.width;
        expect(overlaps && !beside, `the toast covers ${name}`).toBe(false);
      }
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
      // beside the steps, where the running total stands, it keeps clear of the Estimated Total card
      const total = page.getByRole("complementary", { name: "Running total" });
      if (await total.isVisible()) {
        const card = (await total.locator(":scope > div").first().boundingBox())!;
        const covers = box.y < card.y + card.height && card.y < box.y + box.height && box.x < card.x + card.width && card.x < box.x + box.width;
        expect(covers, "the toast covers the Estimated Total").toBe(false);
      }
    });

    it(`shows the step 7 notice where the eye is as the step opens, and announces it politely, on a ${screen}`, async () => {
      const plan = completePlan((p) => {
        p.dimensions = { ...p.dimensions, length: 150 };
        p.constraints = { ...p.constraints, enabled: true, L1: { min: 24, max: 100 } };
      });
      const page = await openAt(viewport, plan, 6);
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expectStep(page, 7);
      const notice = page.getByRole("status").filter({ hasText: "Dimensions auto-adjusted to meet constraints:" });
      await notice.waitFor();
      expect(await notice.textContent()).toBe('Dimensions auto-adjusted to meet constraints: Length from 150" to 100"');
      expect(await notice.getAttribute("aria-live")).toBe("polite");
      const box = await notice.boundingBox();
      const bar = await stepBar(page).boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    });
  }

  it("brings a visitor who logs in from the header at step 9 back to the budget with the plan", async () => {
    const email = uniqueEmail("header-login");
    const password = "grill-master-2026";
    await createAccount(product.server.url, email, password);
    const plan = completePlan((p) => {
      p.shape = "l-shaped";
      p.lShape = { length1: 84, width1: 30, length2: 60, width2: 30 };
    });
    const page = await openAt(DESKTOP, plan, TOTAL_STEPS);
    const main = page.getByRole("main");
    await main.getByRole("list", { name: /hidden until you log in/ }).waitFor();
    // kept at the budget step, before any button of the login prompt is used
    const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem("okp.planner.handoff") ?? "null"));
    expect(kept?.data.lShape).toEqual(plan.lShape);
    expect(kept?.budget.total).toBe(calculateBudget(plan).total);

    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await page.getByRole("heading", { level: 1, name: /Log in/i }).waitFor();
    const opened = Date.now();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await waitForHumanFill(page, opened);
    await page.getByRole("button", { name: "Log in", exact: true }).click();

    await page.waitForURL(`${product.server.url}/planner`);
    await expectStep(page, TOTAL_STEPS);
    await main.getByRole("list", { name: "Budget breakdown", exact: true }).waitFor();
    await main.getByText(formatUsd(calculateBudget(plan).total)).first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("okp.planner.v1") ?? "{}").data as PlannerData);
    expect(stored.lShape).toEqual(plan.lShape);
    expect(page.errors).toEqual([]);
  });

  it("fits the island to its appliances at step 7, and offers the shape that holds them when the rectangle cannot", async () => {
    const page = await openAt(DESKTOP, completePlan((p) => (p.dimensions = { ...p.dimensions, length: 150 })), 7);
    const drawing = page.getByRole("img", { name: /island/i }).first();
    await page.getByRole("button", { name: "Fit to my appliances" }).click();
    expect(await page.getByLabel("Length", { exact: true }).inputValue()).toBe("74");
    await expect.poll(() => drawing.locator("text").allTextContents()).toContain('Length 74"');
    await page.getByText('Sized to fit your appliances: Length from 150" to 74"').waitFor();

    await openPlannerStep(page, product.server.url, plansByStep()[7]!, 7);
    const advice = page.getByRole("alert").filter({ hasText: "Your 5 appliances need" });
    await advice.waitFor();
    expect(await advice.textContent()).toContain("An L-Shaped island holds them.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Switch to L-Shaped and fit" }).click();
    await expect.poll(() => page.getByRole("img", { name: /L-shaped island/i }).count()).toBeGreaterThan(0);
    expect(await page.getByText("Current L is insufficient for the selected appliances").count()).toBe(0);
    expect(await advice.count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("okp.planner.v1") ?? "{}").data as PlannerData);
    expect(stored.shape).toBe("l-shaped");
    expect(page.errors).toEqual([]);
  });

  it.each(SCREENS)(
    "has no serious or critical accessibility violation on any step, with every popover open, on a %s",
    async (_screen, viewport) => {
      const plan = completePlan((p) => {
        p.appliances = (["grill", "sink"] as const).map(createApplianceItem);
      });
      // a step not done yet: Next says why in its tooltip
      const page = await openAt(viewport, { ...plan, materials: { sides: "", countertop: "" } }, 3);
      await hoverUntilTooltip(page, page.getByRole("button", { name: "Next", exact: true }));
      await expectAccessible(page);

      for (let step = 1; step <= TOTAL_STEPS; step += 1) {
        await openPlannerStep(page, product.server.url, plan, step);
        await page.getByRole("heading", { level: 2 }).first().waitFor();
        await expectAccessible(page);

        // the confirmation of a new plan
        await page.getByRole("button", { name: "Start a new plan" }).click();
        await page.getByRole("alertdialog", { name: "Start a new plan?" }).waitFor();
        await expectAccessible(page);
        await page.keyboard.press("Escape");
        await page.getByRole("alertdialog").waitFor({ state: "detached" });

        if (step === 1) {
          await page.getByRole("button", { name: "Edit Built-in Grill" }).click();
          await page.getByLabel("Custom price").waitFor();
          await expectAccessible(page);
        }
        if (step === 8) {
          await page.getByRole("button", { name: /Preferred start date/ }).click();
          await page.getByRole("dialog", { name: "Choose a start date" }).waitFor();
          await expectAccessible(page);
          await page.keyboard.press("Escape");
        }
      }
      expect(page.errors).toEqual([]);
    },
  );
});
