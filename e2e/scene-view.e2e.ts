import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PlannerData } from "../src/domain/planner/schema";
import { lSinkPergolaPlan, rectanglePergolaPlan, uGazeboPlan } from "../src/domain/testing/scene-plans";
import { expectAccessible } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { createAccount, openBudgetStep, openPlannerStep, uniqueEmail } from "./support/planner";
import { type RunningServer, startServer } from "./support/server";

// The live 3D view of step 7's design preview (docs/decisions/0040-live-3d-view.md), drawn by Chromium's software
// WebGL (SwiftShader): it shows the island, follows what is typed, turns by keyboard, and explains itself where
// WebGL is refused; the same design, read-only, at step 9 and on the projects page. What is on screen is read
// from its pixels.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ webgl: true });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type WatchedPage = Page & { errors: string[]; threeRequests: string[] };

/** A page that records uncaught errors, console errors and every request for the 3D view's code. */
async function openPage(viewport: { width: number; height: number }, options: { refuseWebgl?: boolean } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = (await context.newPage()) as WatchedPage;
  page.errors = [];
  page.threeRequests = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  page.on("console", (m) => {
    // a visitor's "who am I?" answers 401 by contract, and the browser logs it
    if (m.type() === "error" && !m.text().includes("status of 401")) page.errors.push(m.text());
  });
  page.on("request", (r) => {
    if (/\/assets\/scene-canvas-[^/]+\.js$/.test(r.url())) page.threeRequests.push(r.url());
  });
  if (options.refuseWebgl) {
    // a browser with WebGL turned off: every canvas refuses a WebGL context
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        if (kind === "webgl" || kind === "webgl2" || kind === "experimental-webgl") return null;
        return (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
  }
  return page;
}

const withoutBudget = (plan: PlannerData): PlannerData => ({ ...plan, budget: undefined });

/** The 3D view's picture, once it is drawn. */
async function showThreeD(page: Page): Promise<Locator> {
  await page.getByRole("tab", { name: "3D view" }).click();
  await page.locator('[data-scene-view="ready"]').waitFor({ timeout: 30_000 });
  const picture = page.locator('[data-scene-view="ready"] [role="img"]');
  await picture.scrollIntoViewIfNeeded();
  return picture;
}

/** The picture's pixels, as a person sees them (the page composited). */
async function pixelsOf(picture: Locator): Promise<{ data: Buffer; colours: number }> {
  const { data } = await sharp(await picture.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  // colours counted coarsely (5 bits a channel), so noise does not count and shading does
  for (let i = 0; i + 2 < data.length; i += 3) colours.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
  return { data, colours: colours.size };
}

/** The share of pixels that differ between two pictures of the same size. */
function changedShare(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return 1;
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) changed++;
  }
  return changed / (a.length / 3);
}

/** Waits until the picture has changed from `before` by more than a sliver, and settles; returns the new pixels. */
async function changedFrom(picture: Locator, before: Buffer): Promise<Buffer> {
  await expect.poll(async () => changedShare(before, (await pixelsOf(picture)).data), { timeout: 10_000 }).toBeGreaterThan(0.02);
  // a glide ends within a third of a second
  await picture.page().waitForTimeout(600);
  return (await pixelsOf(picture)).data;
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("the 3D view at step 7 (%s)", (_name, viewport) => {
  it("draws the island, follows a length as it is typed, turns by keyboard, and passes axe", async () => {
    const page = await openPage(viewport);
    await openPlannerStep(page, server.url, withoutBudget(rectanglePergolaPlan()), 7);
    // the plan first; three.js is not fetched until the 3D view is chosen
    expect(await page.getByRole("tab", { name: "Plan" }).getAttribute("aria-selected")).toBe("true");
    expect(page.threeRequests).toEqual([]);

    const picture = await showThreeD(page);
    expect(page.threeRequests.length).toBeGreaterThan(0);
    expect(await picture.getAttribute("aria-label")).toMatch(/island 144" x 36"/);
    // drawn: not a blank box but a shaded picture of many colours
    await page.waitForTimeout(500);
    const first = await pixelsOf(picture);
    expect(first.colours).toBeGreaterThan(40);

    // a longer island, as it is typed: the picture and its name change before the field is left
    const length = page.getByRole("main").getByLabel("Length", { exact: true });
    await length.fill("180");
    await expect.poll(() => picture.getAttribute("aria-label")).toMatch(/island 180" x 36"/);
    const longer = await changedFrom(picture, first.data);

    // by keyboard: Tab from the view's tab to "Rotate left", Enter turns the island
    await page.getByRole("tab", { name: "3D view" }).focus();
    const rotateLeft = page.getByRole("button", { name: "Rotate left" });
    for (let i = 0; i < 8 && !(await rotateLeft.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    expect(await rotateLeft.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    const turned = await changedFrom(picture, longer);
    // and "Reset view" brings back the first view of the longer island
    await page.getByRole("button", { name: "Reset view" }).click();
    await changedFrom(picture, turned);

    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe("the 3D view without WebGL", () => {
  it("says why in a sentence and keeps the plan, without fetching three.js", async () => {
    const page = await openPage(PHONE, { refuseWebgl: true });
    await openPlannerStep(page, server.url, withoutBudget(uGazeboPlan()), 7);
    await page.getByRole("tab", { name: "3D view" }).click();
    const panel = page.getByRole("tabpanel", { name: "3D view" });
    await panel.getByText("This browser cannot show the 3D view").waitFor();
    expect(await panel.getByRole("img", { name: /^U-shaped island/ }).evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
    expect(await panel.getByRole("button", { name: "Rotate left" }).count()).toBe(0);
    expect(page.threeRequests).toEqual([]);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("the design at step 9 and on the projects page (%s)", (name, viewport) => {
  it("shows the saved island as a plan and in 3D, fetching three.js only when asked, and passes axe", async () => {
    const email = uniqueEmail("design-views");
    const password = "Grill-Island-2026";
    await createAccount(server.url, email, password);
    const page = await openPage(viewport);
    // signed in through the API within the page's context (the login page is not what this test is about)
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { mode: "login", email, password },
      headers: { Origin: server.url },
    });
    expect(login.status()).toBe(200);
    await openBudgetStep(page, server.url, withoutBudget(lSinkPergolaPlan()));
    const main = page.getByRole("main");
    await main.getByText(/Project saved/).waitFor();

    // step 9: open on a desktop, one tap away on a phone, and the plan first
    const design = main.getByRole("region", { name: "Your design" });
    if (name === "phone") {
      expect(await design.isHidden()).toBe(true);
      await main.getByRole("button", { name: "Show your design" }).click();
    }
    await design.getByRole("img", { name: /^L-shaped island/ }).waitFor();
    expect(await design.getByRole("list", { name: "Appliances on the plan" }).getByRole("listitem").allTextContents()).toEqual([
      '1Built-in Grill 36"',
      '2Side Burner 15"',
      '3Outdoor Sink 21"',
      '4Outdoor Fridge 24"',
    ]);
    expect(page.threeRequests).toEqual([]);
    const atBudget = await showThreeD(page);
    expect(page.threeRequests.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect((await pixelsOf(atBudget)).colours).toBeGreaterThan(40);
    await expectAccessible(page);

    // the projects page: the saved project's design under its own button, the plan and then the 3D view
    await page.goto(`${server.url}/projects`);
    const card = main.getByRole("article", { name: "L-Shaped Kitchen" });
    const view = card.getByRole("button", { name: "View design L-Shaped Kitchen" });
    expect(await view.getAttribute("aria-expanded")).toBe("false");
    await view.focus();
    await page.keyboard.press("Enter");
    expect(await card.getByRole("button", { name: "Hide design L-Shaped Kitchen" }).getAttribute("aria-expanded")).toBe("true");
    const plan = card.getByRole("img", { name: /^L-shaped island/ });
    await plan.waitFor();
    expect(await plan.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
    expect(await card.getByRole("list", { name: "Appliances on the plan" }).getByRole("listitem").count()).toBe(4);
    await expectAccessible(page);
    const atProjects = await showThreeD(page);
    await page.waitForTimeout(500);
    expect((await pixelsOf(atProjects)).colours).toBeGreaterThan(40);
    expect(await atProjects.getAttribute("aria-label")).toMatch(/^L-shaped island/);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});
