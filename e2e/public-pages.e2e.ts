import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { setUpProduct } from "./support/product";

const product = setUpProduct();

const QUESTIONS = [
  "What is a Statement of Work (SOW)?",
  "Why does a Statement of Work protect me as a homeowner?",
  "How do I use the SOW to compare three contractor bids?",
  "What do the Bronze, Silver and Gold service tiers include?",
  "Do I need permits and inspections for an outdoor kitchen?",
] as const;

const question = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The questions whose answer is open, in page order. */
async function openQuestions(page: Page): Promise<string[]> {
  const open: string[] = [];
  for (const name of QUESTIONS) {
    if ((await question(page, name).getAttribute("aria-expanded")) === "true") open.push(name);
  }
  return open;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const pathname = (page: Page) => new URL(page.url()).pathname;

async function openFaq(page: Page) {
  await page.goto(`${product.server.url}/faq`);
  await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
}

describe("the public information pages", () => {
  it("FAQ: a click opens one answer and closes the one that was open", async () => {
    const page = await product.openPage();
    await openFaq(page);
    expect(await openQuestions(page)).toEqual([]);

    await question(page, QUESTIONS[0]).click();
    await expect.poll(() => openQuestions(page)).toEqual([QUESTIONS[0]]);
    expect(await page.getByRole("region", { name: QUESTIONS[0] }).isVisible()).toBe(true);

    await question(page, QUESTIONS[3]).click();
    await expect.poll(() => openQuestions(page)).toEqual([QUESTIONS[3]]);
    const tiers = page.getByRole("region", { name: QUESTIONS[3] });
    for (const tier of ["Bronze", "Silver", "Gold"]) {
      expect(await tiers.getByRole("heading", { level: 3, name: new RegExp(`^${tier}`) }).isVisible()).toBe(true);
    }

    await question(page, QUESTIONS[3]).click();
    await expect.poll(() => openQuestions(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("FAQ: works from the keyboard (arrows move, Enter and Space open and close)", async () => {
    const page = await product.openPage();
    await openFaq(page);
    // the questions take focus once the page's code has taken the drawn page over
    await expect
      .poll(async () => {
        await question(page, QUESTIONS[0]).focus();
        return focusedText(page);
      })
      .toBe(QUESTIONS[0]);
    await page.keyboard.press("Enter");
    await expect.poll(() => openQuestions(page)).toEqual([QUESTIONS[0]]);

    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe(QUESTIONS[1]);
    await page.keyboard.press("Space");
    await expect.poll(() => openQuestions(page)).toEqual([QUESTIONS[1]]);

    await page.keyboard.press("End");
    expect(await focusedText(page)).toBe(QUESTIONS[4]);
    await page.keyboard.press("Enter");
    await expect.poll(() => openQuestions(page)).toEqual([QUESTIONS[4]]);
    await page.keyboard.press("Enter");
    await expect.poll(() => openQuestions(page)).toEqual([]);

    await page.keyboard.press("Home");
    expect(await focusedText(page)).toBe(QUESTIONS[0]);
    expect(page.errors).toEqual([]);
  });

  it("terms from the login page: Back to Login returns to the login page", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/login`);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("main").getByRole("link", { name: "Terms and Conditions" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms and Conditions" }).waitFor();
    expect(new URL(page.url()).search).toBe("?returnTo=login");
    expect(await page.getByText("Last updated January 25, 2025").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Return to Login" }).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect.poll(() => pathname(page)).toBe("/login");
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("privacy from the login page: after using the contents, Return to Login still returns to the login page", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/login`);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();

    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "7. Cookies and Similar Technologies" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#cookies");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cookies");

    await page.getByRole("link", { name: "Return to Login" }).click();
    await expect.poll(() => pathname(page)).toBe("/login");
    expect(page.errors).toEqual([]);
  });

  it("terms and privacy opened directly: Back to Home and Return to Home go to /", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/terms-and-conditions`);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect.poll(() => pathname(page)).toBe("/");

    await page.goto(`${product.server.url}/privacy-policy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect.poll(() => pathname(page)).toBe("/");
    expect(page.errors).toEqual([]);
  });

  it("shows the 404 page for an unknown path, with a way home", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/this/page/does-not-exist`);
    await page.getByRole("heading", { level: 1, name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    expect(await page.title()).toBe("404 Page Not Found · Outdoor Kitchen Planner");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect.poll(() => pathname(page)).toBe("/");
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no serious or critical accessibility violation at ${viewport.width} px`, async () => {
      const page = await product.openPage(viewport);
      await openFaq(page);
      await expectAccessible(page);
      await question(page, QUESTIONS[3]).click();
      await page.getByRole("region", { name: QUESTIONS[3] }).waitFor();
      await expectAccessible(page);

      for (const [path, heading] of [
        ["/terms-and-conditions", "Terms and Conditions"],
        ["/privacy-policy?returnTo=login", "Privacy Policy"],
        ["/no-such-page", "404 Page Not Found"],
      ] as const) {
        await page.goto(`${product.server.url}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await expectAccessible(page);
      }
    });
  }

  it("fits every public page on a 320 px screen without sideways scrolling", async () => {
    const page = await product.openPage({ width: 320, height: 640 });
    const overflowing: string[] = [];
    for (const path of ["/", "/faq", "/contact", "/terms-and-conditions", "/privacy-policy", "/login", "/no-such-page"]) {
      await page.goto(`${product.server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
    }
    expect(overflowing).toEqual([]);
  });
});
