import { useEffect, useRef } from "react";
import { type PlannerData, plannerDataSchema, type StoredBudget, storedBudgetSchema, TOTAL_STEPS } from "../../../domain";
import { usePlanner } from "./planner-store";

/**
 * Session storage (seed and decision 3): the plan a visitor takes to the login page and back. Only this tab
 * sees it, and it is gone when the tab closes, so a shared computer does not keep someone's plan.
 */
export const LOGIN_HANDOFF_KEY = "okp.planner.handoff";

/** The step the planner reopens on after login: the budget. */
const HANDOFF_STEP = TOTAL_STEPS;

export type LoginHandoff = {
  data: PlannerData;
  /** The budget the visitor saw; the planner prices the plan again once signed in. */
  budget: StoredBudget | undefined;
  savedAt: number;
};

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // some browsers throw on access when storage is blocked
    return undefined;
  }
}

/** Keeps the plan and its budget for the round trip through the login page. */
export function saveLoginHandoff(data: PlannerData, storage: Storage | undefined = sessionStore()): void {
  const handoff: LoginHandoff = { data, budget: data.budget, savedAt: Date.now() };
  try {
    storage?.setItem(LOGIN_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // storage full or blocked: the plan still lives in local storage, only the jump back to step 9 is lost
  }
}

/** The saved plan, or null when there is none or it no longer fits the planner's schema. */
export function readLoginHandoff(storage: Storage | undefined = sessionStore()): LoginHandoff | null {
  try {
    const raw = storage?.getItem(LOGIN_HANDOFF_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { data?: unknown; budget?: unknown; savedAt?: unknown };
    const data = plannerDataSchema.safeParse(parsed.data);
    if (!data.success) return null;
    const budget = storedBudgetSchema.safeParse(parsed.budget);
    return {
      data: data.data,
      budget: budget.success ? budget.data : undefined,
      savedAt: typeof parsed.savedAt === "number" ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function hasLoginHandoff(storage: Storage | undefined = sessionStore()): boolean {
  return readLoginHandoff(storage) !== null;
}

/** Forgets the plan kept for the login round trip (a new plan, or the visitor left the budget step). */
export function clearLoginHandoff(storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(LOGIN_HANDOFF_KEY);
  } catch {
    // nothing to clear when storage is blocked
  }
}

/**
 * Takes the saved plan out of session storage, once. Reading and clearing together means a reload or a
 * second visit to /planner does not throw the user back to step 9.
 */
export function takeLoginHandoff(storage: Storage | undefined = sessionStore()): LoginHandoff | null {
  const handoff = readLoginHandoff(storage);
  clearLoginHandoff(storage);
  return handoff;
}

/**
 * On opening the planner: a plan brought back from the login page replaces the one in the store and the
 * wizard opens on the budget step, which prices it again (now with the breakdown when signed in).
 */
function useRestoreLoginHandoff(storage?: Storage): void {
  const { replace, goTo } = usePlanner();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const handoff = takeLoginHandoff(storage ?? sessionStore());
    if (!handoff) return;
    // The visitor's budget has no lines; the budget step drops it and asks the server again. A plan that
    // carries a project id (the latest project stored at login) is saved back into that project.
    replace(handoff.data);
    goTo(HANDOFF_STEP);
  }, [replace, goTo, storage]);
}

/**
 * The budget step keeps the plan for the login round trip as it shows the login prompt; going back to an
 * earlier step forgets it, since the plan is being changed and logging in should not bring back the old one.
 */
function useForgetHandoffOffBudget(storage?: Storage): void {
  const { step } = usePlanner();
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === HANDOFF_STEP && step !== HANDOFF_STEP) clearLoginHandoff(storage ?? sessionStore());
    previous.current = step;
  }, [step, storage]);
}

/** Mount inside the PlannerProvider of the planner page: runs the restore once, and forgets a stale plan. */
export function RestoreLoginHandoff({ storage }: { storage?: Storage }): null {
  useRestoreLoginHandoff(storage);
  useForgetHandoffOffBudget(storage);
  return null;
}
