import type { Page } from "playwright-core";
import { expect } from "vitest";
import { TOTAL_STEPS } from "../../src/domain";
import { BOT_DEFENCE } from "../../src/server/features/bot-defence/service";

/** Waits until the wizard shows step `n`. */
export async function expectStep(page: Page, n: number): Promise<void> {
  await page.getByRole("navigation", { name: "Planner steps" }).getByText(`Step ${n} of ${TOTAL_STEPS}`).waitFor();
}

/** The server refuses an account form sent faster than a person can fill it in (bot defence). */
export const HUMAN_FILL_MS = BOT_DEFENCE.minFormFillMs + 100;

/** Waits until a person who opened the form at `openedAt` could have filled it in. */
export async function waitForHumanFill(page: Page, openedAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_MS - (Date.now() - openedAt)));
}

/** Creates an account straight through the API (no browser page, so no Origin header). */
export async function createAccount(baseUrl: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      mode: "signup",
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
