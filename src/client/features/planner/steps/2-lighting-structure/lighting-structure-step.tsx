import { Lightbulb, Tent } from "lucide-react";
import { useEffect, useState } from "react";
import { RATES } from "../../../../../domain/budget/rates";
import { formatUsd } from "../../../../../domain/common/format";
import { PERGOLA_DEFAULT_DIMENSIONS, PERGOLA_DIMENSION_BOUNDS } from "../../../../../domain/planner/limits";
import type { ConstructionType, StructureType } from "../../../../../domain/planner/model";
import type { Pergola } from "../../../../../domain/planner/schema";
import {
  type PergolaDimensionField,
  applyPergolaDimension,
  selectStructureType,
  setGazeboSpotlights,
} from "../../../../../domain/planner/selection";
import { Checkbox } from "../../../../components/ui/checkbox";
import { TextField } from "../../../../components/ui/field";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { usePlanner } from "../../planner-store";
import { StepCard } from "../step-card";
import { StepLayout } from "../step-layout";

type YesNo = "yes" | "no";
const yesNo = (value: boolean): YesNo => (value ? "yes" : "no");

const STRUCTURE_OPTIONS: { value: StructureType; label: string; description: string }[] = [
  { value: "pergola", label: "Pergola", description: "Open beams or louvers overhead; shade with an open feel." },
  {
    value: "gazebo-pavilion",
    label: "Gazebo / Pavilion",
    description: "A solid roof on posts; cooks and guests stay dry in any weather.",
  },
];

const CONSTRUCTION_OPTIONS: { value: ConstructionType; label: string; description: string }[] = [
  { value: "prefabricated", label: "Prefabricated", description: "A kit assembled on site: faster and lower cost." },
  { value: "custom", label: "Custom", description: "Designed and built to measure for your yard." },
];

const SPOTLIGHT_OPTIONS: { value: "none" | "2" | "4"; label: string; description?: string }[] = [
  { value: "none", label: "No spotlights" },
  { value: "2", label: "2 posts with LED lights", description: `${formatUsd(RATES.pergola.spotlightPerPost * 2)}` },
  { value: "4", label: "4 posts with LED lights", description: `${formatUsd(RATES.pergola.spotlightPerPost * 4)}` },
];

const DIMENSION_FIELDS: { field: PergolaDimensionField; label: string }[] = [
  { field: "length", label: "Length" },
  { field: "width", label: "Width" },
  { field: "height", label: "Height" },
];

/** A structure size kept as typed while editing and applied on blur (blank restores the default). */
function StructureDimensionField({
  field,
  label,
  pergola,
  onCommit,
}: {
  field: PergolaDimensionField;
  label: string;
  pergola: Pergola;
  onCommit(next: Pergola): void;
}) {
  const value = pergola.dimensions[field];
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <TextField
      label={label}
      suffix="in"
      inputMode="numeric"
      autoComplete="off"
      placeholder={String(PERGOLA_DEFAULT_DIMENSIONS[field])}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        const next = applyPergolaDimension(pergola, field, draft);
        setDraft(String(next.dimensions[field]));
        onCommit(next);
      }}
    />
  );
}

function StructureOptions({ pergola, onChange }: { pergola: Pergola; onChange(next: Pergola): void }) {
  const set = (patch: Partial<Pergola>) => onChange({ ...pergola, ...patch });
  const isPergola = pergola.structureType === "pergola";
  return (
    <div className="grid gap-6 border-t border-stone-100 pt-5">
      <RadioGroup
        legend="Type of structure"
        value={pergola.structureType}
        onValueChange={(type) => onChange(selectStructureType(pergola, type))}
        options={STRUCTURE_OPTIONS}
        orientation="horizontal"
        variant="cards"
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-stone-900">Structure size (inches)</legend>
        <div className="grid grid-cols-3 gap-3">
          {DIMENSION_FIELDS.map(({ field, label }) => (
            <StructureDimensionField key={field} field={field} label={label} pergola={pergola} onCommit={onChange} />
          ))}
        </div>
        <p className="text-sm text-stone-600">
          Between {PERGOLA_DIMENSION_BOUNDS.min} and {PERGOLA_DIMENSION_BOUNDS.max} inches. Leave a field empty to
          use the typical size.
        </p>
      </fieldset>

      <Checkbox
        checked={pergola.embedded}
        onCheckedChange={(embedded) => set({ embedded })}
        label="Embed the structure into the BBQ island"
        description={`The posts are built into the island itself (${formatUsd(RATES.pergola.integration)} integration).`}
      />

      {isPergola ? (
        <div className="grid gap-6">
          <Checkbox
            checked={pergola.oneSided}
            onCheckedChange={(oneSided) => set({ oneSided })}
            label="One-sided pergola"
            description="Attached to the house or a wall on one side, so it needs fewer posts."
          />
          <RadioGroup
            legend="Add adjustable louvers?"
            value={yesNo(pergola.hasLouvers)}
            onValueChange={(v) => set({ hasLouvers: v === "yes" })}
            options={[
              { value: "yes", label: "Yes, add louvers", description: `${formatUsd(RATES.pergola.louversPerSqFt)} per sq ft of roof` },
              { value: "no", label: "No louvers" },
            ]}
            orientation="horizontal"
            variant="cards"
          />
          <RadioGroup
            legend="Spotlights"
            value={pergola.spotlights === "" ? "none" : pergola.spotlights}
            onValueChange={(v) => set({ spotlights: v === "none" ? "" : v })}
            options={SPOTLIGHT_OPTIONS}
            orientation="horizontal"
            variant="cards"
          />
        </div>
      ) : (
        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-stone-900">Gazebo / pavilion extras</legend>
          <Checkbox
            checked={pergola.hasHeaters}
            onCheckedChange={(hasHeaters) => set({ hasHeaters })}
            label="Heaters"
            description={`Overhead patio heaters (${formatUsd(RATES.pergola.heaters)}).`}
          />
          <Checkbox
            checked={pergola.hasFan}
            onCheckedChange={(hasFan) => set({ hasFan })}
            label="Ceiling fan"
            description={`An outdoor-rated fan (${formatUsd(RATES.pergola.fan)}).`}
          />
          <Checkbox
            checked={pergola.spotlights !== ""}
            onCheckedChange={(on) => onChange(setGazeboSpotlights(pergola, on))}
            label="Spotlights"
            description={`LED spotlights on 2 posts (${formatUsd(RATES.pergola.spotlightPerPost * 2)}).`}
          />
        </fieldset>
      )}

      <RadioGroup
        legend="Construction type"
        value={pergola.type}
        onValueChange={(type) => set({ type })}
        options={CONSTRUCTION_OPTIONS}
        orientation="horizontal"
        variant="cards"
      />
    </div>
  );
}

export function LightingStructureStep() {
  const { data, update } = usePlanner();
  const setPergola = (pergola: Pergola) => update((d) => ({ ...d, pergola }));
  return (
    <StepLayout
      title="Lighting & Covered Structure"
      intro={<p>Both are optional. Decide now so the wiring and footings are planned in, not added later.</p>}
    >
      <StepCard icon={<Lightbulb className="size-5" />}>
        <RadioGroup
          legend="Would you like recessed conduit for LED lighting around the barbecue?"
          value={yesNo(data.lighting)}
          onValueChange={(v) => update((d) => ({ ...d, lighting: v === "yes" }))}
          options={[
            {
              value: "yes",
              label: "Yes, include lighting",
              description: `LED lighting package: ${formatUsd(RATES.ledLightingPackage)}`,
            },
            { value: "no", label: "No lighting needed" },
          ]}
          orientation="horizontal"
          variant="cards"
        />
      </StepCard>

      <StepCard icon={<Tent className="size-5" />}>
        <RadioGroup
          legend="Would you like a covered or partially covered structure?"
          value={yesNo(data.pergola.enabled)}
          onValueChange={(v) => update((d) => ({ ...d, pergola: { ...d.pergola, enabled: v === "yes" } }))}
          options={[
            { value: "yes", label: "Yes, add a structure", description: "A pergola, gazebo or pavilion over the kitchen." },
            { value: "no", label: "No structure" },
          ]}
          orientation="horizontal"
          variant="cards"
        />
        {data.pergola.enabled ? <StructureOptions pergola={data.pergola} onChange={setPergola} /> : null}
      </StepCard>
    </StepLayout>
  );
}
