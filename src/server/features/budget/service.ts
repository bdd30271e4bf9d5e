import {
  type BudgetResult,
  calculateBudget,
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
  const result = calculateBudget(plan);
  return {
    total: result.total,
    subtotal: result.subtotal,
    incentiveAmount: result.incentiveAmount,
    breakdown: revealBreakdown ? result.breakdown : null,
    explanations: revealBreakdown ? result.explanations : null,
    estimatedLengthIn: estimatedLengthIn(plan.appliances),
    warnings: planWarnings(plan),
  };
}
