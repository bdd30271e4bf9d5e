import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HERO_FADE_MS, HERO_INTERVAL_MS } from "../src/client/features/landing/hero-timing";
import { SITE } from "../src/domain/site/site-settings";
import { expectAccessible } from "./support/axe";
import { type ProductPage, setUpProduct } from "./support/product";

const product = setUpProduct();

/** The label of the slide on show ("2 of 5"). */
const currentSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][data-current]').getAttribute("aria-label");

/** Opacity of each slide as drawn right now, in page order. */
const opacities = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((s) => Number(getComputedStyle(s).opacity)));

async function openLanding(page: ProductPage) {
  await page.goto(product.server.url);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.locator('[aria-roledescription="slide"][data-current] img').waitFor();
  // the drawn page's controls take a click or focus once its code has taken the page over
  await page.waitForFunction(() => document.querySelector('[aria-roledescription="carousel"] [inert]') === null);
}

/** Long enough for one slide change to have happened, had the slides been rotating. */
const MORE_THAN_ONE_INTERVAL = HERO_INTERVAL_MS + HERO_FADE_MS;

describe("the landing page", () => {
  it("advances the slides every few seconds with a cross-fade, and the arrows and dots move them", async () => {
    const page = await product.openPage();
    await openLanding(page);
    expect(await currentSlide(page)).toBe("1 of 5");

    await page.waitForFunction(
      () => document.querySelector('[aria-roledescription="slide"][data-current]')?.getAttribute("aria-label") === "2 of 5",
      undefined,
      { timeout: MORE_THAN_ONE_INTERVAL },
    );
    // the new slide fades in over HERO_FADE_MS above the old one; while it is partly drawn, the old one is fully
    // there (read from the styles and the drawn opacities, not from a wait: a busy machine may draw no frame for a while)
    const current = page.locator('[aria-roledescription="slide"][data-current]');
    expect(await current.evaluate((slide) => [getComputedStyle(slide).transitionProperty, getComputedStyle(slide).transitionDuration])).toEqual([
      "opacity",
      `${HERO_FADE_MS / 1000}s`,
    ]);
    const during = await opacities(page);
    if (during[1]! < 1) expect(during[0]).toBe(1);
    await expect.poll(() => opacities(page)).toEqual([0, 1, 0, 0, 0]);

    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next slide" }).click();
    expect(await currentSlide(page)).toBe("3 of 5");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    expect(await currentSlide(page)).toBe("1 of 5");
    await page.getByRole("button", { name: "Previous slide" }).click();
    expect(await currentSlide(page)).toBe("5 of 5");
    await page.getByRole("button", { name: "Show slide 4" }).click();
    expect(await currentSlide(page)).toBe("4 of 5");
    expect(await page.getByRole("button", { name: "Show slide 4" }).getAttribute("aria-current")).toBe("true");

    // every slide carries its description
    const alts = await page.locator('[aria-roledescription="slide"] img').evaluateAll((imgs) =>
      imgs.map((i) => (i as HTMLImageElement).alt),
    );
    expect(alts.length).toBeGreaterThanOrEqual(2);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(20);
    expect(page.errors).toEqual([]);
  });

  it("holds the slide while the pointer is over it, and moves on once it leaves", async () => {
    const page = await product.openPage();
    await openLanding(page);
    const box = await page.locator('[aria-roledescription="carousel"]').boundingBox();
    if (!box) throw new Error("the carousel is not drawn");
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
    await page.waitForTimeout(MORE_THAN_ONE_INTERVAL);
    expect(await currentSlide(page)).toBe("1 of 5");

    await page.mouse.move(1, 899);
    await page.waitForFunction(
      () => document.querySelector('[aria-roledescription="slide"][data-current]')?.getAttribute("aria-label") === "2 of 5",
      undefined,
      { timeout: MORE_THAN_ONE_INTERVAL },
    );
  });

  it("holds the slide while a control in it has keyboard focus", async () => {
    const page = await product.openPage();
    await openLanding(page);
    await page.mouse.move(1, 899);
    await page.getByRole("button", { name: "Show slide 1" }).focus();
    await page.waitForTimeout(MORE_THAN_ONE_INTERVAL);
    expect(await currentSlide(page)).toBe("1 of 5");

    // Tab on and out of the carousel: rotation resumes
    await page.getByRole("link", { name: "FAQ" }).first().focus();
    await page.waitForFunction(
      () => document.querySelector('[aria-roledescription="slide"][data-current]')?.getAttribute("aria-label") === "2 of 5",
      undefined,
      { timeout: MORE_THAN_ONE_INTERVAL },
    );
  });

  it("stays still and changes without a fade when the visitor asks for reduced motion", async () => {
    const page = await product.openPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openLanding(page);
    await page.mouse.move(1, 899);
    await page.waitForTimeout(MORE_THAN_ONE_INTERVAL);
    expect(await currentSlide(page)).toBe("1 of 5");

    // the next slide is there at once, fully drawn: no fade
    await page.getByRole("button", { name: "Next slide" }).click();
    expect(await currentSlide(page)).toBe("2 of 5");
    // two frames drawn: a fade would have barely begun (a reduced-motion transition of 0.01 ms ends by the next
    // frame, and a busy machine may draw none for a while, so frames are waited for, not time)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const drawn = { opacity: (await opacities(page))[1], current: await currentSlide(page), errors: page.errors };
    expect(drawn).toEqual({ opacity: 1, current: "2 of 5", errors: [] });
  });

  it("offers the free consultation at the site's booking link and a way into the planner", async () => {
    const page = await product.openPage();
    await openLanding(page);
    const consultation = page.getByRole("link", { name: new RegExp(`free ${SITE.consultationMinutes}-minute consultation`, "i") });
    expect(await consultation.first().getAttribute("href")).toBe(SITE.consultationUrl);
    await page.getByRole("link", { name: "Start Planning" }).first().click();
    await page.waitForURL(/\/planner$/);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    it(`fits a ${viewport.width} px screen and has no serious or critical accessibility violation`, async () => {
      const page = await product.openPage(viewport);
      await openLanding(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      expect(page.errors).toEqual([]);
    });
  }
});
