import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { toIsoDate } from "../../../domain/common/format";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { type StepValidation, TOTAL_STEPS, validateStep, WIZARD_STEPS } from "../../../domain/planner/wizard";
import { trackEvent } from "../../lib/analytics/track-event";

import { markPlanKept, PLANNER_STORAGE_KEY } from "./kept-plan";

export { PLANNER_STORAGE_KEY };

/** The plan in progress and the step it is on, as this browser keeps it. */
export type Stored = { data: PlannerData; step: number };

/** Today in the visitor's zone, as the step rules compare start dates. */
export const todayIso = (): string => toIsoDate(new Date());

export function clampStep(step: unknown): number {
  const n = typeof step === "number" && Number.isInteger(step) ? step : 1;
  return Math.min(TOTAL_STEPS, Math.max(1, n));
}

export function createFreshPlanner(): Stored {
  return { data: createDefaultPlannerData(), step: 1 };
}

export type PlannerContextValue = {
  data: PlannerData;
  /** The current step, 1 to 9. */
  step: number;
  /** Whether the current step lets the user continue, and the product's gating message when not. */
  validation: StepValidation;
  /** Functional update of the plan: update((d) => ({ ...d, lighting: true })). */
  update(updater: (data: PlannerData) => PlannerData): void;
  /** Replaces the whole plan (restoring after login, loading a project). */
  replace(data: PlannerData): void;
  /** Jumps to a step (the product's "navigate to a given step"). */
  goTo(step: number): void;
  /** Forward when the current step is valid; fires the step-completed event for steps 1 to 8. */
  next(): void;
  previous(): void;
  /** Starts over with a fresh plan on step 1. */
  reset(): void;
};

const PlannerContext = createContext<PlannerContextValue | null>(null);

export function PlannerProvider({
  children,
  initial,
  storage = globalThis.localStorage,
}: {
  children: ReactNode;
  /**
   * What to start from: the planner page passes what this browser kept (stored-plan.ts); without it, a fresh
   * plan on step 1.
   */
  initial?: Partial<Stored>;
  /** Where the plan in progress is kept as it changes. */
  storage?: Storage;
}) {
  const [state, setState] = useState<Stored>(() => ({
    data: initial?.data ?? createDefaultPlannerData(),
    step: clampStep(initial?.step ?? 1),
  }));

  useEffect(() => {
    try {
      storage?.setItem(PLANNER_STORAGE_KEY, JSON.stringify(state));
      markPlanKept();
    } catch {
      // storage full or blocked (private mode): the plan still works for this visit
    }
  }, [state, storage]);

  const validation = useMemo(
    () => validateStep(state.step, state.data, { today: todayIso() }),
    [state.step, state.data],
  );

  const update = useCallback((updater: (data: PlannerData) => PlannerData) => {
    setState((s) => ({ ...s, data: updater(s.data) }));
  }, []);
  const replace = useCallback((data: PlannerData) => setState((s) => ({ ...s, data })), []);
  const goTo = useCallback((step: number) => setState((s) => ({ ...s, step: clampStep(step) })), []);
  const next = useCallback(() => {
    setState((s) => {
      if (s.step >= TOTAL_STEPS || !validateStep(s.step, s.data, { today: todayIso() }).valid) return s;
      return { ...s, step: s.step + 1 };
    });
  }, []);
  const previous = useCallback(() => setState((s) => ({ ...s, step: Math.max(1, s.step - 1) })), []);
  const reset = useCallback(() => setState({ data: createDefaultPlannerData(), step: 1 }), []);

  // Step-completed events fire on the way forward, outside the state updater (which may run twice).
  const lastStep = useRef(state.step);
  useEffect(() => {
    const previousStep = lastStep.current;
    if (state.step === previousStep + 1 && previousStep <= 8) {
      const completed = WIZARD_STEPS[previousStep - 1];
      trackEvent("step_completed", { step: previousStep, stepId: completed?.id ?? String(previousStep) });
    }
    lastStep.current = state.step;
  }, [state.step]);

  const value = useMemo<PlannerContextValue>(
    () => ({ data: state.data, step: state.step, validation, update, replace, goTo, next, previous, reset }),
    [state, validation, update, replace, goTo, next, previous, reset],
  );
  return <PlannerContext.Provider value={value}>{children}</PlannerContext.Provider>;
}

export function usePlanner(): PlannerContextValue {
  const value = useContext(PlannerContext);
  if (!value) throw new Error("usePlanner must be used inside <PlannerProvider>");
  return value;
}
