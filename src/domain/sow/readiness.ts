// Whether the plan is ready for bidding (docs/product/statement-of-work.md section 5): a finding of the design
// check that blocks means the island cannot be built as drawn, so the SOW is not issued for bids until it is
// fixed. Also whether the estimate is above the owner's budget range, said on the cover and in the summary.
import type { BudgetRangeId } from "../planner/limits";
import { BUDGET_RANGES } from "../planner/limits";
import type { PlannerData } from "../planner/schema";
import type { SowCheckItem } from "./model";

/**
 * The rules whose "needs attention" blocks bidding: the appliances do not fit the run, or a layout rule of the
 * planner fails (the U walkway, the L proportion). Any other finding is built to or priced as a line of the
 * bid form; these change the island itself, so no two bidders would price the same thing.
 */
export const BLOCKING_CHECK_IDS: ReadonlySet<string> = new Set(["run-length", "u-walkway", "l-proportion"]);

/** Whether this finding stops the SOW from being bid. */
export function isBlocking(item: SowCheckItem): boolean {
  return item.status === "attention" && BLOCKING_CHECK_IDS.has(item.id);
}

export interface Readiness {
  ready: boolean;
  /** The blocking findings, in the check's order; empty when ready. */
  blocking: SowCheckItem[];
}

/** Reads the design check's results: ready for bidding when no blocking finding stands. */
export function bidReadiness(items: readonly SowCheckItem[]): Readiness {
  const blocking = items.filter(isBlocking);
  return { ready: blocking.length === 0, blocking };
}

/** The top of each budget range in dollars; the open range above $90,000 has none. */
const RANGE_MAX_USD: Record<BudgetRangeId, number | null> = {
  "under-10k": 10_000,
  "10k-15k": 15_000,
  "15k-25k": 25_000,
  "25k-40k": 40_000,
  "40k-60k": 60_000,
  "60k-90k": 90_000,
  "above-90k": null,
};

/**
 * The owner's budget range when the estimated total is above its top, else null (no range chosen, the open
 * range, or within it).
 */
export function budgetAboveRange(plan: PlannerData, total: number): { label: string; maxUsd: number } | null {
  const id = plan.contractInfo.budgetRange as BudgetRangeId | "" | null | undefined;
  if (!id) return null;
  const range = BUDGET_RANGES.find((r) => r.id === id);
  const maxUsd = RANGE_MAX_USD[id];
  if (!range || maxUsd === null || maxUsd === undefined || total <= maxUsd) return null;
  return { label: range.label, maxUsd };
}
