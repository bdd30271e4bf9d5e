// Whether the plan is ready for bidding (docs/product/statement-of-work.md section 5): a finding of the design
// check that blocks means the island cannot be built as drawn, so the SOW is not issued for bids until it is
// fixed.
import type { SowCheckItem } from "./model";

/**
 * The rules whose "needs attention" blocks bidding: the appliances do not fit the run or the island's depth, or
 * a layout rule of the planner fails (the U walkway, the L proportion). Any other finding is built to or priced as a line of the
 * bid form; these change the island itself, so no two bidders would price the same thing.
 */
export const BLOCKING_CHECK_IDS: ReadonlySet<string> = new Set(["run-length", "island-depth", "u-walkway", "l-proportion"]);

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
