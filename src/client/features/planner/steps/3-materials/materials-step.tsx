import { CircleCheck, Circle, Info, TriangleAlert } from "lucide-react";
import { formatUsd } from "../../../../../domain/common/format";
import { COUNTERTOP_MATERIALS, type CountertopMaterialId, SIDE_MATERIALS, type SideMaterialId } from "../../../../../domain/planner/catalogue";
import type { Materials } from "../../../../../domain/planner/schema";
import { COUNTERTOP_FINISHES, SIDE_FINISHES } from "../../../../../domain/planner/finishes";
import { MATERIALS_WARNING } from "../../../../../domain/planner/wizard";
import { materialsProgress } from "../../../../../domain/planner/selection";
import { cn } from "../../../../components/ui/cn";
import { usePlanner } from "../../planner-store";
import { MaterialCardGrid, type MaterialCardOption } from "./materials-card-grid";
import { StepLayout } from "../step-layout";

const SIDE_OPTIONS: MaterialCardOption<SideMaterialId>[] = SIDE_MATERIALS.map((m) => ({
  value: m.id,
  name: m.name,
  price: `${formatUsd(m.ratePerSqFt)} per sq ft`,
  badge: m.badge,
  look: SIDE_FINISHES[m.id],
}));

const COUNTERTOP_OPTIONS: MaterialCardOption<CountertopMaterialId>[] = COUNTERTOP_MATERIALS.map((m) => ({
  value: m.id,
  name: m.name,
  price: `${formatUsd(m.displayedRange.min)} - ${formatUsd(m.displayedRange.max)} per sq ft`,
  note: `Estimate uses ${formatUsd(m.ratePerSqFt)} per sq ft`,
  badge: m.badge,
  look: COUNTERTOP_FINISHES[m.id],
}));

/** On a phone the two groups are a long scroll apart, so a small box says how far along the choice is. */
function SelectionProgress({ materials }: { materials: Materials }) {
  const progress = materialsProgress(materials);
  const sides = materials.sides !== "";
  const countertop = materials.countertop !== "";
  const row = (done: boolean, label: string) => (
    <li className="flex items-center gap-2 text-sm">
      {done ? (
        <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
      ) : (
        <Circle className="size-4 text-stone-400" aria-hidden="true" />
      )}
      <span className={done ? "text-stone-900" : "text-stone-600"}>
        {label}
        <span className="sr-only">{done ? ": selected" : ": not selected yet"}</span>
      </span>
    </li>
  );
  return (
    <div
      data-testid="materials-progress"
      className={cn(
        "grid gap-2 rounded-2xl border p-4 md:hidden",
        progress.complete ? "border-emerald-200 bg-emerald-50" : "border-stone-200 bg-white",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-stone-900">Selection progress</p>
        <p aria-live="polite" className="text-sm font-medium text-stone-700">
          {progress.hint}
        </p>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div
          className={cn("h-full rounded-full transition-[width]", progress.complete ? "bg-emerald-600" : "bg-ember-600")}
          style={{ width: `${(progress.selected / 2) * 100}%` }}
        />
      </div>
      <ul className="grid grid-cols-2 gap-2">
        {row(sides, "Side material")}
        {row(countertop, "Countertop")}
      </ul>
    </div>
  );
}

export function MaterialsStep() {
  const { data, update } = usePlanner();
  const { sides, countertop } = data.materials;
  const complete = materialsProgress(data.materials).complete;
  return (
    <StepLayout
      title="Finishing Materials"
      intro={
        <p>
          Don't worry if you're unsure: pick what looks closest to what you want. You can change it later, and
          your contractor can show you samples.
        </p>
      }
    >
      <SelectionProgress materials={data.materials} />

      <MaterialCardGrid
        title="Side Materials"
        description="The finish on the outside of the island."
        value={sides}
        options={SIDE_OPTIONS}
        onValueChange={(value) => update((d) => ({ ...d, materials: { ...d.materials, sides: value } }))}
      />
      <MaterialCardGrid
        title="Countertop Materials"
        description="The work surface on top of the island."
        value={countertop}
        options={COUNTERTOP_OPTIONS}
        onValueChange={(value) => update((d) => ({ ...d, materials: { ...d.materials, countertop: value } }))}
      />

      <div className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
        <p>
          <span className="font-semibold">Recommended: </span>
          include marine-grade trim and stainless steel framing for refrigerator cavities. They resist moisture
          and rust, so the island lasts outdoors.
        </p>
      </div>

      {complete ? null : (
        <p
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{MATERIALS_WARNING}</span>
        </p>
      )}
    </StepLayout>
  );
}
