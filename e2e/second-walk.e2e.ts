import { describe, expect, it } from "vitest";
import { COUNTERTOP_FINISHES, SIDE_FINISHES } from "../src/domain/planner/finishes";
import { completePlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { createAccount, expectStep, fillSignup, openPlannerStep, uniqueEmail, waitForHumanFill } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";

// What a newcomer stumbled on in the second walk through the product (docs/product/planner-wizard.md 2.2 and 5).
const product = setUpProduct();

const PHONE = { width: 390, height: 844 };

/** Whether the element is inside the visible area of the page. */
async function inView(page: ProductPage, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);
}

describe.each([
  ["desktop", undefined],
  ["phone", PHONE],
] as const)("the planner for a newcomer (%s)", (_name, viewport) => {
  it("opens any done step from the progress card, and none past the first still to do", async () => {
    const page = await product.openPage(viewport);
    const plan = { ...completePlan(), budget: undefined };
    await openPlannerStep(page, product.server.url, plan, 9);
    const steps = page.getByRole("navigation", { name: "All steps" });
    await steps.getByRole("button", { name: "Go to Step 3: Finishing Materials, done" }).click();
    await expectStep(page, 3);
    await page.getByRole("heading", { level: 2, name: /Finishing Materials/ }).waitFor();
    // back to where it was in one move, not six
    await steps.getByRole("button", { name: /Go to Step 9: Budget/ }).click();
    await expectStep(page, 9);
    // every other step is a button; the current one is marked as current instead
    await steps.getByRole("button", { name: "Go to Step 5: Shape, done" }).click();
    await expectStep(page, 5);
    expect(await steps.getByRole("button").count()).toBe(9 - 1);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Step 5: Shape");
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });

  it("shows each finish as a swatch of its colour on its card", async () => {
    const page = await product.openPage(viewport);
    await openPlannerStep(page, product.server.url, completePlan(), 3);
    const looks = [
      ["Side Materials", "Brick", SIDE_FINISHES.brick.base],
      ["Side Materials", "Stucco", SIDE_FINISHES.stucco.base],
      ["Countertop Materials", "Granite", COUNTERTOP_FINISHES.granite.base],
      ["Countertop Materials", "Stainless Steel", COUNTERTOP_FINISHES.stainless.base],
    ] as const;
    for (const [group, name, base] of looks) {
      const swatch = page.getByRole("radiogroup", { name: group }).getByRole("radio", { name }).getByTestId("finish-swatch");
      await swatch.scrollIntoViewIfNeeded();
      const painted = await swatch.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { color: style.backgroundColor, image: style.backgroundImage, width: box.width, height: box.height };
      });
      const n = Number.parseInt(base.slice(1), 16);
      expect(painted.color).toBe(`rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`);
      expect(painted.image).not.toBe("none");
      expect(painted.width).toBeGreaterThan(100);
      expect(painted.height).toBeGreaterThan(40);
    }
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });

  it("marks step 8's required fields and names the missing ones under the step bar's message", async () => {
    const page = await product.openPage(viewport);
    const plan = completePlan((p) => {
      p.contractInfo = { ...p.contractInfo, hasContractor: "yes", contractorName: "", contractorLicense: "", contractorAddress: "", warrantyYears: "" };
    });
    await openPlannerStep(page, product.server.url, plan, 8);
    const main = page.getByRole("main");
    for (const name of ["Contractor name", "License number", "Contractor address", "Warranty"]) {
      expect(await main.getByLabel(name, { exact: true }).evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
    }
    expect(await main.getByText("(required)").count()).toBeGreaterThanOrEqual(6);
    const gate = page.locator("#planner-gate-message");
    await gate.getByText("Still needed: Contractor name, License number, Contractor address, Warranty.").waitFor();
    expect(await inView(page, "#planner-gate-message")).toBe(true);
    await main.getByLabel("Contractor name", { exact: true }).fill("Sierra Outdoor Builders");
    await gate.getByText("Still needed: License number, Contractor address, Warranty.").waitFor();
    await main.getByLabel("License number", { exact: true }).fill("CSLB 1045521");
    await main.getByLabel("Contractor address", { exact: true }).fill("12 Oak St, Sacramento, CA");
    await main.getByLabel("Warranty", { exact: true }).selectOption("5");
    await gate.waitFor({ state: "detached" });
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe("the appliance cards for a newcomer", () => {
  it("say when the price is the owner's own", async () => {
    const page = await product.openPage();
    await openPlannerStep(page, product.server.url, completePlan(), 1);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Edit Built-in Grill" }).click();
    const price = main.getByLabel("Custom price", { exact: true });
    await price.fill("3100");
    await price.blur();
    await main.getByRole("button", { name: "Done", exact: true }).click();
    const card = main.getByRole("listitem").filter({ has: page.getByText("Built-in Grill", { exact: true }) });
    await card.getByText("$3,100").waitFor();
    await card.getByText("Custom price", { exact: true }).waitFor();
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe("the landing page for a newcomer", () => {
  it("says what the service tiers cost, at the prices the checkout charges", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/`);
    const prices = (await (await fetch(`${product.server.url}/api/pricing`)).json()) as Record<string, { price: number }>;
    const tiers = page.getByRole("list", { name: "Service tiers and their prices" });
    await tiers.scrollIntoViewIfNeeded();
    for (const tier of ["bronze", "silver", "gold"]) {
      expect(await page.getByTestId(`landing-price-${tier}`).textContent()).toBe(`$${prices[tier]?.price}`);
    }
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe("the sign-up form for a newcomer", () => {
  it("keeps what was typed, never the password, through a look at the Terms and back", async () => {
    const page = await product.openPage();
    await page.goto(`${product.server.url}/login?mode=signup`);
    await page.getByRole("heading", { level: 1, name: "Create account" }).waitFor();
    await fillSignup(page, "newcomer@example.com", "grill-master-2026");
    await page.getByRole("main").getByRole("link", { name: "Terms and Conditions" }).click();
    await page.getByRole("heading", { level: 1, name: /Terms/ }).waitFor();
    await page.getByRole("link", { name: "Back to Login" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Create account" }).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Dana");
    expect(await page.getByLabel("Email").inputValue()).toBe("newcomer@example.com");
    expect(await page.getByLabel("ZIP code").inputValue()).not.toBe("");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await page.evaluate(() => sessionStorage.getItem("okp.signup.draft"))).not.toContain("grill-master-2026");
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});

describe("the header of a signed-in user on a phone", () => {
  it("is one row, with the links and buttons behind a menu that Escape closes", async () => {
    const email = uniqueEmail("menu");
    await createAccount(product.server.url, email, "grill-master-2026");
    const page = await product.openPage(PHONE);
    await page.goto(`${product.server.url}/login`);
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    const opened = Date.now();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("grill-master-2026");
    await waitForHumanFill(page, opened);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    const banner = page.getByRole("banner");
    const menu = banner.getByRole("button", { name: "Menu", exact: true });
    await menu.waitFor();
    expect((await banner.boundingBox())?.height).toBeLessThan(80);
    expect(await banner.getByRole("link", { name: "My Projects" }).isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["FAQ", "Contact", "My Projects", "Account", "Start Planning"]) {
      expect(await banner.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await menu.click();
    await banner.getByRole("link", { name: "My Projects", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "My projects" }).waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(page.errors).toEqual([]);
  });
});
