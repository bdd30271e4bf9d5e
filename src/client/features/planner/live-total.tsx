import { useMemo } from "react";
import { calculateBudgetAmounts } from "../../../domain/budget/budget";
import { CONTRACTOR_MARKUP_PERCENT } from "../../../domain/budget/rates";
import { formatUsd } from "../../../domain/common/format";
import { TOTAL_STEPS } from "../../../domain/planner/wizard";
import { Card } from "../../components/ui/card";
import { usePlanner } from "./planner-store";
import { ANNOUNCE_AFTER_MS, useSettledAnnouncement } from "./settled-announcement";

export { ANNOUNCE_AFTER_MS };

function applianceCount(count: number): string {
  return count === 1 ? "1 appliance" : `${count} appliances`;
}

/**
 * The running total beside the wizard (sidebar on desktop, a line in the step bar on phones), computed in the browser by
 * the same domain function the server uses. It shows the total only: the itemised lines are for signed-in
 * users, on the budget step.
 */
export function LiveTotal({ variant }: { variant: "sidebar" | "chip" }) {
  const { data, step } = usePlanner();
  const budget = useMemo(() => calculateBudgetAmounts(data), [data]);
  const total = formatUsd(budget.total);
  const announcement = useSettledAnnouncement(`Estimated total ${total}`);
  const liveRegion = (
    <span aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </span>
  );

  if (variant === "chip") {
    // The budget step shows the server's total in full; a second one on a small screen would only crowd it.
    if (step === TOTAL_STEPS) return null;
    return (
      <p data-testid="live-total-chip" className="text-xs text-stone-600">
        <span className="sr-only">Estimated </span>Total <span className="font-bold text-stone-900 tabular-nums">{total}</span>
        <span className="sr-only"> · {applianceCount(data.appliances.length)}</span>
        {liveRegion}
      </p>
    );
  }

  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">Estimated total</h2>
      <p className="text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{total}</p>
      {liveRegion}
      <ul className="grid gap-1 text-sm text-stone-700">
        <li>Includes {CONTRACTOR_MARKUP_PERCENT}% contractor markup</li>
        <li>{applianceCount(data.appliances.length)}</li>
        {budget.incentiveAmount > 0 ? (
          <li>Plus a {formatUsd(budget.incentiveAmount)} completion incentive, not in the total</li>
        ) : null}
      </ul>
      <p className="border-t border-stone-200 pt-3 text-xs text-stone-500">
        {step === TOTAL_STEPS
          ? "Updates as you plan. Every line of the budget is on this step."
          : "Updates as you plan. Every line of the budget is on the last step."}
      </p>
    </Card>
  );
}
