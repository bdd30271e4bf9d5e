import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ACCOUNT_MESSAGES } from "../../src/domain/accounts/messages";
import { TOTAL_STEPS } from "../../src/domain/planner/wizard";
import type { PlannerData } from "../../src/domain/planner/schema";
import { BOT_DEFENCE } from "../../src/server/features/bot-defence/service";
import { formLoadAnsweredSince, signupFormLoad } from "./form-load";

/** Waits until the wizard shows step `n`. */
export async function expectStep(page: Page, n: number): Promise<void> {
  await page.getByRole("navigation", { name: "Planner steps" }).getByText(`Step ${n} of ${TOTAL_STEPS}`).waitFor();
}

/** The server refuses an account form sent faster than a person can fill it in (bot defence). */
export const HUMAN_FILL_MS = BOT_DEFENCE.minFormFillMs + 100;

/**
 * Waits until a person who opened the form at `openedAt` could have filled it in: the minimum fill time
 * counted from when the form's form-load call was answered (the server counts from its receipt of that call,
 * which a slow start can delay past the heading's appearance).
 */
export async function waitForHumanFill(page: Page, openedAt: number): Promise<void> {
  const from = Math.max(openedAt, await formLoadAnsweredSince(page, openedAt));
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_MS - (Date.now() - from)));
}

/** Fills in and sends the login form as a person would (the caller waits for what it expects). */
export async function submitLogin(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
  const opened = Date.now();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await waitForHumanFill(page, opened);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Logs in through the login page as a person would, and waits for the "logged in" message. */
export async function logInThroughPage(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await submitLogin(page, baseUrl, email, password);
  await page.getByText(ACCOUNT_MESSAGES.loggedIn).first().waitFor();
}

/** Creates an account straight through the API (no browser page, so no Origin header). */
export async function createAccount(baseUrl: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      mode: "signup",
      _bot_detection: await signupFormLoad(baseUrl),
      email,
      password,
      firstName: "Lee",
      lastName: "Park",
      propertyAddress: "1 Garden Way",
      propertyCity: "Davis",
      propertyState: "CA",
      propertyZip: "95616",
      acceptTerms: true,
    }),
  });
  expect(res.status).toBe(201);
}

/** An e-mail no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens the planner on `step` with `plan`, as a visitor who planned it in this browser would see it. */
export async function openPlannerStep(page: Page, baseUrl: string, plan: PlannerData, step: number): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((stored) => localStorage.setItem("okp.planner.v1", stored), JSON.stringify({ data: plan, step }));
  await page.goto(`${baseUrl}/planner`);
  await expectStep(page, step);
  await plannerTakenOver(page);
  await expectStep(page, step);
}

/**
 * Waits until the page's code has taken the planner over. The HTML arrives drawn for step 1 of a new plan; with a
 * plan kept in the browser the code draws the page afresh, so the drawn step shows (and passes a wait for it)
 * before the page is replaced and its layout changes under a test that already tabs or clicks.
 */
export async function plannerTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root?.querySelector('nav[aria-label="Planner steps"]') != null && root.querySelector("[inert]") === null;
  });
}

/** Opens the planner on step 9 with `plan`, as a visitor who planned it in this browser would see it. */
export async function openBudgetStep(page: Page, baseUrl: string, plan: PlannerData): Promise<void> {
  await openPlannerStep(page, baseUrl, plan, TOTAL_STEPS);
}

/** Fills in the create-account form as a person would (the caller waits the human fill time and submits). */
export async function fillSignup(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number (optional)").fill("(916) 555-0142");
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Street address").fill("2100 Capitol Ave");
  await page.getByLabel("City").fill("Sacramento");
  await page.getByLabel("State").selectOption("CA");
  await page.getByLabel("ZIP code").fill("95816");
  await page.getByRole("checkbox", { name: /at least 18 years old/ }).click();
}

/**
 * Waits for the sign-up's "account created" message. When it does not come, the error says what the page
 * showed instead (a refusal, a field's complaint) and which requests failed, so a failed run explains itself.
 */
export async function expectAccountCreated(page: Page): Promise<void> {
  const failed: string[] = [];
  const onResponse = (res: { status(): number; url(): string; request(): { method(): string } }) => {
    if (res.status() >= 400) failed.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
  };
  page.on("response", onResponse);
  try {
    await page.getByText(ACCOUNT_MESSAGES.accountCreated).first().waitFor();
  } catch (error) {
    const shown = await page.locator("main").innerText().catch(() => "(no main)");
    throw new Error(
      `no "${ACCOUNT_MESSAGES.accountCreated}" at ${page.url()}; failed requests: ${failed.join(", ") || "none"}; the page showed: ${shown.slice(0, 1500)}`,
      { cause: error },
    );
  } finally {
    page.off("response", onResponse);
  }
}

/** Opens the planner as a fresh visitor does: step 1 of a new plan. */
export async function openNewPlan(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/planner`);
  await expectStep(page, 1);
  await plannerTakenOver(page);
}

/** Presses Next and waits for step `to`. */
export async function nextStep(page: Page, to: number): Promise<void> {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectStep(page, to);
}

/**
 * Signs up from the budget step's "Sign Up" link as a person would, and waits until the planner is back on the
 * budget step with the plan.
 */
export async function signUpFromBudgetStep(page: Page, tag: string, password: string): Promise<void> {
  await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
  await page.getByRole("heading", { level: 1, name: "Create account" }).waitFor();
  const opened = Date.now();
  await fillSignup(page, uniqueEmail(tag), password);
  await waitForHumanFill(page, opened);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expectAccountCreated(page);
  await expectStep(page, TOTAL_STEPS);
}
