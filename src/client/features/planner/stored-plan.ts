import { plannerDataSchema, storedBudgetSchema } from "../../../domain/planner/schema";
import { clearLoginHandoff, HANDOFF_STEP, LOGIN_HANDOFF_KEY, type LoginHandoff, sessionStore } from "./login-handoff";
import { clampStep, createFreshPlanner, PLANNER_STORAGE_KEY, type Stored } from "./planner-store";

// Reading back what this browser kept: the plan in progress (local storage) and the plan taken through the
// login page (session storage). Anything kept is checked against the planner's schema first, so this module
// brings zod with it; the planner page loads it only when something was kept (planner-page.tsx).

/** Reads the saved plan; anything unreadable or no longer valid starts a fresh plan instead of crashing. */
export function loadStoredPlanner(storage: Storage | undefined = globalThis.localStorage): Stored {
  const fresh = createFreshPlanner();
  if (!storage) return fresh;
  try {
    const raw = storage.getItem(PLANNER_STORAGE_KEY);
    if (!raw) return fresh;
    const parsed = JSON.parse(raw) as { data?: unknown; step?: unknown };
    const data = plannerDataSchema.safeParse(parsed.data);
    return data.success ? { data: data.data, step: clampStep(parsed.step) } : fresh;
  } catch {
    return fresh;
  }
}

/** The plan kept for the login round trip, or null when there is none or it no longer fits the schema. */
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

/**
 * Takes the kept plan out of session storage, once. Reading and clearing together means a reload or a
 * second visit to /planner does not throw the user back to step 9.
 */
export function takeLoginHandoff(storage: Storage | undefined = sessionStore()): LoginHandoff | null {
  const handoff = readLoginHandoff(storage);
  clearLoginHandoff(storage);
  return handoff;
}

/**
 * What the planner opens on: a plan brought back from the login page, on the budget step (which prices it
 * again, now with the breakdown when signed in), else the plan in progress, else a fresh plan.
 */
export function restorePlanner(
  local: Storage | undefined = globalThis.localStorage,
  session: Storage | undefined = sessionStore(),
): Stored {
  const handoff = takeLoginHandoff(session);
  return handoff ? { data: handoff.data, step: HANDOFF_STEP } : loadStoredPlanner(local);
}
