import { z } from "zod";
import { budgetResultSchema } from "../../../domain/planner/schema";

/**
 * The answer of POST /api/calculate-budget. The server leaves out the itemised lines (null) and the subtotal
 * for a caller who may not see them, so the client never has more than it is allowed to show.
 */
export const budgetResponseSchema = budgetResultSchema.extend({
  subtotal: budgetResultSchema.shape.subtotal.optional(),
  breakdown: budgetResultSchema.shape.breakdown.nullable(),
  explanations: budgetResultSchema.shape.explanations.nullable(),
  estimatedLengthIn: z.number(),
  warnings: z.array(z.string()),
});
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;
