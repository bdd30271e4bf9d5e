import { calculateBudget, calculateBudgetAmounts } from "../../../domain/budget/budget";
import type { BudgetAnswer } from "../../../domain/budget/budget.contract";
import { estimatedLengthIn } from "../../../domain/planner/geometry";
import type { PlannerData } from "../../../domain/planner/schema";
import { planWarnings } from "../../../domain/planner/warnings";

/** The route's answer (budgetAnswerSchema of the budget contract). */
export type BudgetResponse = BudgetAnswer;

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
