import { useQuery } from "@tanstack/react-query";
import { type StoredPlan, storedPlanOf } from "../../../domain/planner/model";
import type { PlannerData, StoredBudget } from "../../../domain/planner/schema";
import type { BudgetAnswer } from "../../../domain/budget/budget.contract";
import { ApiError, apiRequest } from "../../app/query-client";
import { SIGN_IN_DEPENDENT } from "../../lib/session";

export const CALCULATE_BUDGET_URL = "/api/calculate-budget";

/** The user-facing fallback of the error catalogue when a failure carries no message. */
export const BUDGET_FAILURE_MESSAGE = "Failed to calculate budget";

/** The server's answer, as the budget route's contract describes it. */
export type BudgetResponse = BudgetAnswer;

/**
 * What the server is asked to price or save: the plan as the user built it, without a previous result and
 * without the id of the project it is saved as (which changes nothing in its price).
 */
export function budgetRequestBody(data: PlannerData): StoredPlan {
  return storedPlanOf(data);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
}

/**
 * The plan's identity for pricing: the same for two plans that would be priced the same request, whatever
 * order their keys were written in. A budget is current only for the fingerprint it was computed from.
 */
export function planFingerprint(data: PlannerData): string {
  return stableJson(budgetRequestBody(data));
}

/** The part of a response the plan carries along (storedBudgetSchema); a visitor's has no lines. */
export function toStoredBudget(response: BudgetResponse): StoredBudget {
  const { total, subtotal, incentiveAmount, breakdown, explanations } = response;
  return {
    total,
    ...(subtotal !== undefined ? { subtotal } : {}),
    incentiveAmount,
    ...(breakdown ? { breakdown } : {}),
    ...(explanations ? { explanations } : {}),
  };
}

/** The product's wording for a failed budget or project call: "API error: {status} - {response text}". */
function apiFailure(status: number, text: string): Error {
  return new Error(`API error: ${status} - ${text}`);
}

/** Asks the server (the authority) for the budget of a plan. Failures raise "API error: …". */
export async function fetchBudget(data: PlannerData): Promise<BudgetResponse> {
  let res: Response;
  try {
    res = await apiRequest("POST", CALCULATE_BUDGET_URL, budgetRequestBody(data));
  } catch (error) {
    if (error instanceof ApiError) {
      // ApiError's message is "status: body" (status text when the body is empty); keep only the text.
      throw apiFailure(error.status, error.message.slice(`${error.status}: `.length));
    }
    throw error;
  }
  // apiRequest resolves a network failure as a synthetic 503 instead of throwing.
  if (!res.ok) throw apiFailure(res.status, await res.text().catch(() => ""));
  // the route's contract comes with zod, which the planner's first screen does without
  const { budgetContract } = await import("../../../domain/budget/budget.contract");
  const parsed = budgetContract.calculate.response[200].safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new Error(`${BUDGET_FAILURE_MESSAGE}: the server's answer was not a budget`);
  return parsed.data;
}

export function budgetQueryKey(fingerprint: string) {
  return [CALCULATE_BUDGET_URL, fingerprint] as const;
}

/**
 * The server's budget for this plan. Keyed on the plan's fingerprint, so a plan already priced in this visit
 * is answered from the cache and any change since then asks again.
 */
export function useBudgetQuery(data: PlannerData, options: { enabled?: boolean } = {}) {
  const fingerprint = planFingerprint(data);
  return useQuery({
    queryKey: budgetQueryKey(fingerprint),
    queryFn: () => fetchBudget(data),
    enabled: options.enabled ?? true,
    meta: SIGN_IN_DEPENDENT,
  });
}
