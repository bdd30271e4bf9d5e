import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, type RenderResult, render, screen } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { calculateBudget } from "../../domain/budget/budget";
import { estimatedLengthIn } from "../../domain/planner/geometry";
import { createDefaultPlannerData } from "../../domain/planner/model";
import type { PlannerData } from "../../domain/planner/schema";
import { planWarnings } from "../../domain/planner/warnings";
import { createQueryClient } from "../app/query-client";
import { Toaster } from "../components/ui/toaster";
import { PlannerPage } from "../pages/planner-page";
import { createMemoryStorage } from "./memory-storage";
import { renderAt } from "./harness";
import type { BudgetResponse } from "../features/planner/api";
import { type PlannerContextValue, PlannerProvider, usePlanner } from "../features/planner/planner-store";
import { loadStepScreen } from "../features/planner/steps";
import { WIZARD_STEPS } from "../../domain/planner/wizard";

/**
 * Loads the code the planner page loads on demand (every step screen, the confirmation dialog, the tooltip),
 * as the planner does in the background once its first screen is up. For a beforeAll of the tests that open
 * the planner page: the first import of such code is compiled on the spot, which on a cold, busy machine can
 * take longer than a test waits for what it checks.
 */
export async function loadPlannerCode(): Promise<void> {
  await Promise.all([
    ...WIZARD_STEPS.map((step) => loadStepScreen(step.number)),
    import("../components/ui/alert-dialog"),
    import("../components/ui/tooltip"),
  ]);
}

export type RenderWithPlannerOptions = {
  /** The plan to start from; without it, a fresh plan. */
  data?: PlannerData;
  /** The step to start on; without it, step 1. */
  step?: number;
  /** Wraps everything in a QueryClientProvider with a fresh createQueryClient(). */
  withQueryClient?: boolean;
  /** Renders a <Toaster /> beside the planner. */
  withToaster?: boolean;
};

export type RenderWithPlannerResult = RenderResult & {
  /** The planner as the last render saw it. */
  planner(): PlannerContextValue;
};

/**
 * Renders `ui` inside a PlannerProvider with its own in-memory storage, plus a probe that keeps
 * the current planner context for the test to read through `planner()`.
 */
export function renderWithPlanner(ui: ReactElement, options: RenderWithPlannerOptions = {}): RenderWithPlannerResult {
  const { data, step, withQueryClient = false, withToaster = false } = options;
  // made once, so a rerender keeps the same storage and query cache
  const storage = createMemoryStorage();
  const queryClient = withQueryClient ? createQueryClient() : null;
  let current: PlannerContextValue | undefined;

  function Probe() {
    current = usePlanner();
    return null;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    let tree: ReactNode = (
      <>
        <PlannerProvider storage={storage} initial={{ data, step }}>
          {children}
          <Probe />
        </PlannerProvider>
        {withToaster ? <Toaster /> : null}
      </>
    );
    if (queryClient) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
    return tree;
  }

  const result = render(ui, { wrapper: Wrapper });
  return {
    ...result,
    planner() {
      if (!current) throw new Error("the planner probe has not rendered");
      return current;
    },
  };
}

/** A fresh plan with the rectangular shape chosen, changed in place by `change` (for the steps after the shape). */
export function rectangularPlan(change: (d: PlannerData) => void = () => {}): PlannerData {
  const data = createDefaultPlannerData();
  data.shape = "rectangular";
  change(data);
  return data;
}

/** The input with this accessible name. */
export const labelledInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** Focuses the named input and types `value` into it, leaving it focused; returns the input. */
export function focusAndType(name: string, value: string): HTMLInputElement {
  const el = labelledInput(name);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  return el;
}

/** What POST /api/calculate-budget answers for `data`: the lines for a signed-in caller, the total alone otherwise. */
export function serverBudgetAnswer(data: PlannerData, reveal = true): BudgetResponse {
  const { subtotal, ...result } = calculateBudget(data);
  return {
    ...result,
    ...(reveal ? { subtotal } : {}),
    breakdown: reveal ? result.breakdown : null,
    explanations: reveal ? result.explanations : null,
    estimatedLengthIn: estimatedLengthIn(data.appliances),
    warnings: planWarnings(data),
  };
}

/** Whether the step bar says "Step n of 9". */
export const stepIs = (n: number) =>
  screen.getByRole("navigation", { name: "Planner steps" }).textContent?.includes(`Step ${n} of 9`);

/** The whole planner page at `path`, as the router opens it; the caller stubs the API. */
export function renderPlannerPage(path: string) {
  return renderAt(
    path,
    <PlannerPage />,
  );
}
