import {
  type BudgetResult,
  calculateBudget,
  calculateBudgetAmounts,
  estimatedLengthIn,
  type PlannerData,
  planWarnings,
} from "../../../domain";

export type BudgetResponse = Pick<BudgetResult, "total" | "subtotal" | "incentiveAmount"> & {
  /** null when the caller may not see the itemised lines. */
  breakdown: BudgetResult["breakdown"] | null;
  explanations: BudgetResult["explanations"] | null;
  estimatedLengthIn: number;
  warnings: string[];
};

/** The server's budget: the authority the client preview mirrors with the same domain function. */
export function computeBudget(options: { plan: PlannerData; revealBreakdown: boolean }): BudgetResponse {
  const { plan, revealBreakdown } = options;
  const lengthIn = estimatedLengthIn(plan.appliances);
  const warnings = planWarnings(plan);
  if (revealBreakdown) {
    const { total, subtotal, incentiveAmount, breakdown, explanations } = calculateBudget(plan);
    return { total, subtotal, incentiveAmount, breakdown, explanations, estimatedLengthIn: lengthIn, warnings };
  }
  // A visitor's lines are never written out, not even to be dropped.
  const { total, subtotal, incentiveAmount } = calculateBudgetAmounts(plan);
  return { total, subtotal, incentiveAmount, breakdown: null, explanations: null, estimatedLengthIn: lengthIn, warnings };
}
