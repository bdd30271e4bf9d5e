import { CheckCircle2 } from "lucide-react";
import { formatInches } from "../../../../../domain/common/format";
import { adjustConstraintMax, adjustConstraintMin, dimensionLabel, limitsFor, stepSeatCount } from "../../../../../domain/planner/clamping";
import { effectiveShape } from "../../../../../domain/planner/geometry";
import { LENGTH_LIMITS, SEAT_COUNT, WIDTH_LIMITS } from "../../../../../domain/planner/limits";
import { ADJUST_NOTICE_MS } from "../../../../app/ui-constants";
import type { ConstraintDim, KitchenShape } from "../../../../../domain/planner/model";
import type { Constraints } from "../../../../../domain/planner/schema";
import { Card } from "../../../../components/ui/card";
import { Checkbox } from "../../../../components/ui/checkbox";
import { cn } from "../../../../components/ui/cn";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { Stepper } from "../../../../components/ui/stepper";
import { Switch } from "../../../../components/ui/switch";
import { usePlanner } from "../../planner-store";
import { ConstraintsDiagram } from "./constraints-diagram";
import { InchesField } from "../dimensions-input";
import { FieldFeedback, type FieldNotice, useTimedNotice } from "../dimensions-notice";
import { StepLayout } from "../step-layout";

/** What each dimension is on the diagram of each shape. */
const DIMENSION_NAMES: Record<KitchenShape, Partial<Record<ConstraintDim, string>>> = {
  rectangular: { L1: "Length", W1: "Width" },
  "l-shaped": { L1: "Base run", W1: "Base depth", L2: "Return arm", W2: "Arm depth" },
  "u-shaped": {
    L1: "Left arm",
    W1: "Left arm depth",
    L2: "Base",
    W2: "Base depth",
    L3: "Right arm",
    W3: "Right arm depth",
  },
};

/** The dimensions a shape has, as pairs (length, depth) of its parts; L3 and W3 only for an asymmetrical U. */
function dimensionPairs(shape: KitchenShape, asymmetrical: boolean): [ConstraintDim, ConstraintDim][] {
  switch (shape) {
    case "l-shaped":
      return [
        ["L1", "W1"],
        ["L2", "W2"],
      ];
    case "u-shaped":
      return asymmetrical
        ? [
            ["L2", "W2"],
            ["L1", "W1"],
            ["L3", "W3"],
          ]
        : [
            ["L2", "W2"],
            ["L1", "W1"],
          ];
    default:
      return [["L1", "W1"]];
  }
}

const LIMITS_TEXT = `lengths ${formatInches(LENGTH_LIMITS.min)} to ${formatInches(LENGTH_LIMITS.max)}, widths ${formatInches(WIDTH_LIMITS.min)} to ${formatInches(WIDTH_LIMITS.max)}`;

function RangeRow({
  dim,
  tag,
  name,
  constraints,
  notes,
  onMin,
  onMax,
}: {
  dim: ConstraintDim;
  /** The dimension's name on the diagram (L1...W3); null on a rectangle, whose parts are plain words. */
  tag: string | null;
  name: string;
  constraints: Constraints;
  /** What the last change in this row adjusted: shown under its fields. */
  notes: readonly string[];
  onMin(raw: string): void;
  onMax(raw: string): void;
}) {
  const editing = constraints.enabled;
  // With editing off the standard limits apply, so those are what the dimmed fields show.
  const range = editing ? constraints[dim] : limitsFor(dim);
  return (
    <fieldset className={cn("grid gap-2 rounded-xl border p-3", editing ? "border-stone-300" : "border-stone-200 bg-stone-50")}>
      <legend className="px-1 text-sm font-semibold text-stone-900">
        {tag ? (
          <>
            <span className="text-ember-700">{tag}</span> · {name}
          </>
        ) : (
          <span className="text-ember-700">{name}</span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <InchesField
          label={
            <>
              <span className="sr-only">{tag ?? name} </span>Minimum
            </>
          }
          value={range.min}
          onCommit={onMin}
          disabled={!editing}
        />
        <InchesField
          label={
            <>
              <span className="sr-only">{tag ?? name} </span>Maximum
            </>
          }
          value={range.max}
          onCommit={onMax}
          disabled={!editing}
        />
      </div>
      <FieldFeedback notes={notes} />
    </fieldset>
  );
}

export function ConstraintsStep() {
  const { data, update } = usePlanner();
  const constraints = data.constraints;
  const shape = effectiveShape(data);
  const [notice, showNotice] = useTimedNotice<FieldNotice<ConstraintDim>>(ADJUST_NOTICE_MS.constraints);

  const setConstraints = (change: (c: Constraints) => Constraints) =>
    update((d) => ({ ...d, constraints: change(d.constraints) }));

  const commitBound = (dim: ConstraintDim, which: "min" | "max", raw: string) => {
    const adjust = which === "min" ? adjustConstraintMin : adjustConstraintMax;
    const { notice: text, limit } = adjust(constraints, dim, raw, dimensionLabel(data, dim));
    setConstraints((c) => adjust(c, dim, raw).constraints);
    const lines = [limit, text].filter((line): line is string => line !== null);
    if (lines.length > 0) showNotice({ at: dim, lines });
  };

  const names = DIMENSION_NAMES[shape];
  const pairs = dimensionPairs(shape, constraints.asymmetrical);

  return (
    <StepLayout
      title="Set Your Size Constraints"
      intro="Tell us the smallest and largest island you would accept. We keep the dimensions you enter next within these limits."
    >
      <Card className="grid gap-6 p-4 sm:p-6">
        <div className="grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-2">
            <h3 className="text-base font-semibold text-stone-900">Your island's measurements</h3>
            <ConstraintsDiagram shape={shape} asymmetrical={constraints.asymmetrical} />
            {shape === "u-shaped" && !constraints.asymmetrical ? (
              <p className="text-sm text-stone-600">The right arm (L3, W3) matches the left arm (L1, W1).</p>
            ) : null}
          </div>
          <div className="rounded-xl bg-stone-50 p-4">
            <Switch
              checked={constraints.enabled}
              onCheckedChange={(enabled) => setConstraints((c) => ({ ...c, enabled }))}
              label="Enable editing"
              description={
                constraints.enabled
                  ? `Set the smallest and largest size you would accept (${LIMITS_TEXT}).`
                  : `The standard limits apply: ${LIMITS_TEXT}. Turn on to set your own.`
              }
            />
          </div>
        </div>
        {/* The disabled inputs dim themselves; the names stay at full contrast so they remain readable. */}
        <div className="grid items-start gap-3 sm:grid-cols-2">
          {pairs.flat().map((dim) => (
            <RangeRow
              key={dim}
              dim={dim}
              tag={shape === "rectangular" ? null : dim}
              name={names[dim] ?? dim}
              constraints={constraints}
              notes={notice?.at === dim ? notice.lines : []}
              onMin={(raw) => commitBound(dim, "min", raw)}
              onMax={(raw) => commitBound(dim, "max", raw)}
            />
          ))}
        </div>
      </Card>

      <Card className="grid gap-5 p-4 sm:p-6">
        <h3 className="text-base font-semibold text-stone-900">Design preferences</h3>
        {shape === "u-shaped" ? (
          <Switch
            checked={constraints.asymmetrical}
            onCheckedChange={(asymmetrical) => setConstraints((c) => ({ ...c, asymmetrical }))}
            label="Asymmetrical U"
            description="Give the right arm (L3, W3) its own size instead of matching the left arm."
          />
        ) : null}
        <div className="grid gap-3">
          <Switch
            checked={constraints.varyingHeights}
            onCheckedChange={(varyingHeights) => setConstraints((c) => ({ ...c, varyingHeights }))}
            label="Varying heights"
            description="Counters at different levels, such as a raised bar behind the cooking area."
          />
          {constraints.varyingHeights ? (
            <RadioGroup
              legend="How many heights?"
              value={constraints.heightCount}
              onValueChange={(heightCount) => setConstraints((c) => ({ ...c, heightCount }))}
              orientation="horizontal"
              variant="cards"
              options={[
                { value: "2", label: "2 heights" },
                { value: "3", label: "3 heights" },
              ]}
              className="sm:max-w-md"
            />
          ) : null}
        </div>
        <div className="grid gap-3">
          <Switch
            checked={constraints.seatingArea}
            onCheckedChange={(seatingArea) => setConstraints((c) => ({ ...c, seatingArea }))}
            label="Seating area"
            description="Counter space with room for stools."
          />
          {constraints.seatingArea ? (
            <Stepper
              label="Number of seats"
              value={constraints.seatCount}
              onStep={(delta) => setConstraints((c) => ({ ...c, seatCount: stepSeatCount(c.seatCount, delta) }))}
              decrementLabel="Fewer seats"
              incrementLabel="More seats"
              hint={`recommended ${SEAT_COUNT.recommendedMin}-${SEAT_COUNT.recommendedMax}`}
            />
          ) : null}
        </div>
      </Card>

      <Card
        className={cn(
          "grid gap-3 p-4 sm:p-6",
          constraints.confirmed && "border-emerald-300 bg-emerald-50/60",
        )}
      >
        <Checkbox
          checked={constraints.confirmed}
          onCheckedChange={(confirmed) => setConstraints((c) => ({ ...c, confirmed }))}
          label="Confirm constraints"
          description={
            constraints.enabled
              ? "Use the minimum and maximum sizes set above."
              : `Use the standard limits (${LIMITS_TEXT}).`
          }
        />
        {constraints.confirmed ? (
          <p className="flex items-start gap-2 text-sm text-emerald-900">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Confirmed. You can still change anything on this screen: your changes are saved and stay confirmed.
          </p>
        ) : null}
      </Card>
    </StepLayout>
  );
}
