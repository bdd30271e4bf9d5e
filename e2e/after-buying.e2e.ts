// Around a purchase, on a desktop and on a phone (docs/product/accounts-and-commerce.md section 2.2 and 2.10):
// a plan that cannot be built as drawn asks before buying and names the finding; after buying, the success
// page and the confirmation e-mail say what happens next for the tier bought; step 9 marks the tier
// purchased and offers the higher ones as upgrades; Finish opens the project's card with its next steps.
import { describe, expect, it } from "vitest";
import { purchaseNextSteps } from "../src/domain/commerce/after-purchase";
import { createApplianceItem } from "../src/domain/planner/model";
import type { PlannerData } from "../src/domain/planner/schema";
import { completePlan } from "../src/domain/testing/plans";
import { plainTextOf } from "../src/server/test/smtp-capture";
import { expectAccessible } from "./support/axe";
import { createAccount, expectStep, logInThroughPage, openPlannerStep, uniqueEmail } from "./support/planner";
import { type ProductPage, setUpProductWithMail } from "./support/product";

// No STRIPE_SECRET_KEY: the local test checkout. Mail goes to a capture server, as the buyer would read it.
const product = setUpProductWithMail();

const PASSWORD = "grill-master-2026";

/** Five appliances on a 60 in run: they do not fit. */
function unbuildablePlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { ...plan.dimensions, length: 60 };
    plan.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven"] as const).map(createApplianceItem);
  });
}

/** Whether the element with focus is fully on screen, clear of the header and the planner's bar. */
async function focusInView(page: ProductPage): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const box = el.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header - 1 && box.bottom <= window.innerHeight;
  });
}

describe.each([
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const)("buying and after (%s)", (_screen, viewport) => {
  it("asks before buying a plan that cannot be built, then buys bronze and says what happens next everywhere", async () => {
    const email = uniqueEmail("after-buying");
    await createAccount(product.server.url, email, PASSWORD);
    const page = await product.openPage(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await logInThroughPage(page, product.server.url, email, PASSWORD);
    await openPlannerStep(page, product.server.url, unbuildablePlan(), 9);
    const main = page.getByRole("main");
    const saved = main.getByText(/Project saved/);
    await saved.waitFor();
    const projectId = Number(/#(\d+)/.exec((await saved.locator("..").textContent()) ?? "")?.[1]);
    expect(projectId).toBeGreaterThan(0);

    // Buy asks first, naming the finding and the step that fixes it
    const bronze = main.getByRole("group", { name: "Bronze" });
    await bronze.getByRole("button", { name: "Buy Bronze" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Your plan cannot be built as drawn yet" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Run length for the appliances: Counter run 60 in; the 5 appliances need/);
    expect(await dialog.textContent()).toContain("(Step 7, Dimensions)");
    const fix = dialog.getByRole("button", { name: "Fix it first" });
    expect(await fix.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // Fix it first opens the dimensions step, and nothing was bought
    await fix.click();
    await expectStep(page, 7);
    await page.getByRole("heading", { level: 2, name: /rough estimate/ }).waitFor();
    expect(page.url()).not.toMatch(/checkout/);

    // back on step 9, Buy anyway goes on to the checkout
    await page.getByRole("navigation", { name: "All steps" }).getByRole("button", { name: /Go to Step 9: Budget/ }).click();
    await expectStep(page, 9);
    await bronze.getByRole("button", { name: "Buy Bronze" }).click();
    await dialog.getByRole("button", { name: "Buy anyway" }).click();
    await page.waitForURL(/\/checkout\/test\?session_id=cs_local_/);
    const seen = product.mail().messages.length;
    await page.getByRole("button", { name: /^Pay \$49/ }).click();

    // the success page says what happens next for bronze
    await page.waitForURL(/\/payment-success\?session_id=cs_local_/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    const next = page.getByRole("region", { name: "What happens next" });
    await next.waitFor();
    const shown = (await next.textContent()) ?? "";
    for (const step of purchaseNextSteps("bronze", false)) expect(shown).toContain(step.text);
    expect(shown).toContain("MSI quotes are $40 each");
    expect(shown).not.toMatch(/onsite|free quotes/i);
    await expectAccessible(page);

    // the confirmation e-mail says the same
    let mail = await product.mail().nextMessage(seen);
    while (!mail.to.includes(email)) mail = await product.mail().nextMessage(product.mail().messages.indexOf(mail) + 1);
    const text = plainTextOf(mail.raw).replace(/\s+/g, " ");
    expect(mail.raw).toMatch(/Subject: Your Bronze package is confirmed/);
    expect(text).toContain("Your Bronze package for \"Rectangular Kitchen\" is paid.");
    expect(text).toContain("What happens next:");
    for (const step of purchaseNextSteps("bronze", false)) expect(text).toContain(step.text.replace(/\s+/g, " "));

    // step 9 now: Bronze purchased, Silver and Gold as upgrades, no second Bronze
    await page.goto(`${product.server.url}/planner?project=${projectId}&step=9`);
    await expectStep(page, 9);
    await bronze.getByText("Purchased", { exact: true }).waitFor();
    expect(await bronze.getByRole("button").count()).toBe(0);
    await main.getByRole("group", { name: "Silver" }).getByRole("button", { name: "Upgrade to Silver" }).waitFor();
    await main.getByRole("group", { name: "Gold" }).getByRole("button", { name: "Upgrade to Gold" }).waitFor();
    expect(await main.getByRole("button", { name: /^Buy (Bronze|Silver|Gold)$/ }).count()).toBe(0);
    await expectAccessible(page);

    // Finish opens the project's card with its next steps, focused and in view
    await page.getByRole("navigation", { name: "Planner steps" }).getByRole("button", { name: "Finish" }).click();
    await page.waitForURL(`${product.server.url}/projects?project=${projectId}`);
    const steps = main.getByRole("region", { name: "Next steps" });
    await steps.waitFor();
    expect(await steps.textContent()).toContain("Download your Statement of Work");
    expect(await steps.textContent()).toContain("Get bids");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    expect(await focusInView(page)).toBe(true);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });
});
