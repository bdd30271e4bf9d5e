import { type BudgetResult, calculateBudget, calculateBudgetAmounts } from "../../../domain/budget/budget";
import { estimatedLengthIn } from "../../../domain/planner/geometry";
import type { PlannerData } from "../../../domain/planner/schema";
import { planWarnings } from "../../../domain/planner/warnings";

export type BudgetResponse = Pick<BudgetResult, "total" | "incentiveAmount"> & {
  /** The sum of the lines before the markup: a line of its own, so absent when the caller may not see them. */
  subtotal?: number;
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
  // A visitor's lines are never written out, not even to be dropped; the subtotal with the total would give
  // away the markup line, so a visitor gets the total alone (docs/product/planner-wizard.md section 6).
  const { total, incentiveAmount } = calculateBudgetAmounts(plan);
  return { total, incentiveAmount, breakdown: null, explanations: null, estimatedLengthIn: lengthIn, warnings };
}
