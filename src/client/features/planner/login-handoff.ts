import { useEffect, useRef } from "react";
import { TOTAL_STEPS } from "../../../domain/planner/wizard";
import type { PlannerData, StoredBudget } from "../../../domain/planner/schema";
import { sessionStore } from "../../lib/session-store";
import { usePlanner } from "./planner-store";

import { LOGIN_HANDOFF_KEY } from "./kept-plan";

export { LOGIN_HANDOFF_KEY };

/** The step the planner reopens on after login: the budget. */
export const HANDOFF_STEP = TOTAL_STEPS;

export type LoginHandoff = {
  data: PlannerData;
  /** The budget the visitor saw; the planner prices the plan again once signed in. */
  budget: StoredBudget | undefined;
  savedAt: number;
};

export { sessionStore };

/** Keeps the plan and its budget for the round trip through the login page. */
export function saveLoginHandoff(data: PlannerData, storage: Storage | undefined = sessionStore()): void {
  const handoff: LoginHandoff = { data, budget: data.budget, savedAt: Date.now() };
  try {
    storage?.setItem(LOGIN_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // storage full or blocked: the plan still lives in local storage, only the jump back to step 9 is lost
  }
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

/**
 * Mount inside the PlannerProvider of the planner page: forgets a kept plan that is no longer the one on the
 * budget step. (Bringing a kept plan back is the planner page's first move: stored-plan.ts.)
 */
export function ForgetStaleLoginHandoff({ storage }: { storage?: Storage }): null {
  useForgetHandoffOffBudget(storage);
  return null;
}
