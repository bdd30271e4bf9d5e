// The budget route's contract: the plan it prices and the answer it gives (docs/budget-model.md).
import { z } from "zod";
import { routeContract } from "../common/api-contract";
import { budgetResultSchema, plannerDataSchema } from "../planner/schema";

/**
 * The answer of POST /api/calculate-budget. The server leaves out the itemised lines (null) and the subtotal
 * for a caller who may not see them (a visitor), so the client never has more than it is allowed to show.
 */
export const budgetAnswerSchema = budgetResultSchema.extend({
  /** The sum of the lines before the markup: absent when the caller may not see the lines. */
  subtotal: budgetResultSchema.shape.subtotal.optional(),
  /** null when the caller may not see the itemised lines. */
  breakdown: budgetResultSchema.shape.breakdown.nullable(),
  explanations: budgetResultSchema.shape.explanations.nullable(),
  estimatedLengthIn: z.number(),
  warnings: z.array(z.string()),
});
export type BudgetAnswer = z.infer<typeof budgetAnswerSchema>;

export const budgetContract = {
  calculate: routeContract({
    method: "POST",
    path: "/api/calculate-budget",
    body: plannerDataSchema,
    response: { 200: budgetAnswerSchema },
  }),
} as const;
