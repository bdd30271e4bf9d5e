import { PLAN_KEPT_HINT_COOKIE } from "../../../domain/site/page-variants";
import { sessionStore } from "../../lib/session-store";

// Whether this browser keeps a plan, told without reading it: the page's entry asks before it draws anything
// (it decides whether the planner's HTML drawn at build time is this visitor's), so this module stays small.

/** Where the plan in progress survives a reload, until the project is saved. */
export const PLANNER_STORAGE_KEY = "okp.planner.v1";

/**
 * Session storage (docs/product/planner-wizard.md section 4.6): the plan a visitor takes to the login page and back.
 * Only this tab sees it, and it is gone when the tab closes, so a shared computer does not keep someone's plan.
 */
export const LOGIN_HANDOFF_KEY = "okp.planner.handoff";

/** Whether this browser kept a plan taken through the login page. */
export function keepsAHandoff(): boolean {
  try {
    return sessionStore()?.getItem(LOGIN_HANDOFF_KEY) != null;
  } catch {
    return false;
  }
}

/** Whether this browser kept a plan in progress or a plan taken through the login page. */
export function keepsAPlan(): boolean {
  try {
    return globalThis.localStorage?.getItem(PLANNER_STORAGE_KEY) != null || keepsAHandoff();
  } catch {
    // storage blocked: nothing can have been kept
    return false;
  }
}

/** A year: the hint lasts as long as a kept plan is likely to. */
const HINT_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server, by a cookie that carries nothing else, that this browser keeps a plan: its next opening of
 * the planner gets the page drawn for a kept plan ("Opening your plan..."), not a fresh plan's first step.
 */
export function markPlanKept(): void {
  if (typeof document === "undefined" || document.cookie.includes(`${PLAN_KEPT_HINT_COOKIE}=`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line hint; the Cookie Store API is not in every browser the product serves
  document.cookie = `${PLAN_KEPT_HINT_COOKIE}=1; path=/; max-age=${HINT_MAX_AGE_S}; samesite=lax`;
}
