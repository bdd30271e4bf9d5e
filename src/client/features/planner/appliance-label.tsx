import { formatInches } from "../../../domain/common/format";
import type { PlanAppliance } from "../../../domain/planner/plan-drawing";
import { cn } from "../../components/ui/cn";

/** An appliance as the preview's legend names it: its number in the drawing, its name and width, and whether it fits. */
export function ApplianceLabel({ appliance: a, arm, className }: { appliance: PlanAppliance; arm?: string; className?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white",
          a.fits ? "bg-ember-600" : "bg-red-700",
        )}
      >
        {a.number}
      </span>
      <span className={cn("text-stone-800", className)}>
        {a.name} <span className="text-stone-600">{formatInches(a.widthIn)}</span>
        {arm ? <span className="text-stone-600"> · {arm}</span> : null}
        {a.fits ? null : <span className="font-medium text-red-700"> · does not fit</span>}
      </span>
    </>
  );
}
