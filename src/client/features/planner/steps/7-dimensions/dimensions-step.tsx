import { AlertTriangle, Ruler } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { formatInches } from "../../../../../domain/common/format";
import { clearArrangement } from "../../../../../domain/planner/arrangement";
import { findCatalogueAppliance } from "../../../../../domain/planner/catalogue";
import { boundsFor, clampDimensions, type DimensionField, formatAdjustNotice } from "../../../../../domain/planner/clamping";
import { type FitResult, fitStartingSize, fitToAppliances, formatFitNotice, shapeWord } from "../../../../../domain/planner/fit";
import { applianceWidthIn, currentLengthIn, effectiveShape, estimatedLengthIn } from "../../../../../domain/planner/geometry";
import { STANDARD_HEIGHT_RANGE } from "../../../../../domain/planner/limits";
import { ADJUST_NOTICE_MS } from "../../../../app/ui-constants";
import type { KitchenShape } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { planWarnings } from "../../../../../domain/planner/warnings";
import { SHAPE_TITLES } from "../../../../../domain/projects/projects";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { PlanPreview } from "../../plan-preview";
import { usePlanner } from "../../planner-store";
import { commitDimension, dimensionGroups, draftPlan, fieldLabel, fieldValue, warningDimensions } from "./dimensions-fields";
import { InchesField } from "../dimensions-input";
import { AdjustNotice, DesignWarning, FieldFeedback, type FieldNotice, useTimedNotice } from "../dimensions-notice";
import { StepLayout } from "../step-layout";

const DIMENSIONS_HINT = `standard height ${STANDARD_HEIGHT_RANGE.min}-${STANDARD_HEIGHT_RANGE.max} inches; include 3 inches x 2 for widths and lengths when adjusting`;

type NoFit = Extract<FitResult, { fits: false }>;

/** Why no island of this shape holds the appliances, and the offer to switch to one that would. */
function NoFitAdvice({
  result,
  onSwitch,
  onAutoArrange,
}: {
  result: NoFit;
  onSwitch(shape: KitchenShape): void;
  onAutoArrange(): void;
}) {
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{result.reason}</span>
      </p>
      {result.arrangedTooTight ? (
        <div>
          <Button size="sm" variant="secondary" onClick={onAutoArrange}>
            Arrange automatically and fit
          </Button>
        </div>
      ) : result.alternative ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p>
            {result.alternative === "l-shaped" ? "An" : "A"} {SHAPE_TITLES[result.alternative]} island holds them.
          </p>
          <Button size="sm" variant="secondary" onClick={() => onSwitch(result.alternative!)}>
            Switch to {SHAPE_TITLES[result.alternative]} and fit
          </Button>
        </div>
      ) : (
        <p>Choose fewer or narrower appliances in step 1, or widen your size constraints in step 6.</p>
      )}
    </div>
  );
}

function AppliancesSummary({
  onFit,
  noFit,
  onSwitch,
  onAutoArrange,
}: {
  onFit(): void;
  noFit: NoFit | null;
  onSwitch(shape: KitchenShape): void;
  onAutoArrange(): void;
}) {
  const { data } = usePlanner();
  const items = data.appliances.map((a) => ({
    id: a.id,
    name: a.name ?? findCatalogueAppliance(a.id)?.name ?? a.id,
    width: applianceWidthIn(a),
  }));
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold text-stone-900">Your appliances</h3>
        {items.length > 0 ? (
          <p className="text-sm text-stone-600">
            Estimated length needed:{" "}
            <span className="font-semibold text-stone-900 tabular-nums">{formatInches(estimatedLengthIn(data.appliances))}</span>
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Selected appliances">
            {items.map((item) => (
              <li key={item.id} className="rounded-full border border-stone-200 bg-stone-50 px-3 py-1 text-sm text-stone-800">
                {item.name} <span className="font-semibold tabular-nums">{formatInches(item.width)}</span>
              </li>
            ))}
          </ul>
          {noFit ? <NoFitAdvice result={noFit} onSwitch={onSwitch} onAutoArrange={onAutoArrange} /> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-stone-200 pt-3">
            <Button variant="secondary" onClick={onFit} aria-describedby="fit-explained">
              <Ruler className="size-4" aria-hidden="true" />
              Fit to my appliances
            </Button>
            <p id="fit-explained" className="min-w-0 flex-1 basis-56 text-sm text-stone-600">
              The smallest {shapeWord(effectiveShape(data))} island that holds them, with room between them and at
              the ends{data.appliances.some((a) => a.id === "grill") ? ", and landing space beside the grill" : ""}.
            </p>
          </div>
        </>
      ) : (
        <p className="text-sm text-stone-600">No appliances selected. Appliances are optional; add them in step 1.</p>
      )}
    </Card>
  );
}

export function DimensionsStep() {
  const { data, update } = usePlanner();
  const shape = effectiveShape(data);
  const [drafts, setDrafts] = useState<Partial<Record<DimensionField, string>>>({});
  const [notice, showNotice, clearNotice] = useTimedNotice(ADJUST_NOTICE_MS.planner);
  // what a change made in a field adjusted, shown under that field's group
  const [fieldNotice, showFieldNotice, clearFieldNotice] = useTimedNotice<FieldNotice<DimensionField>>(
    ADJUST_NOTICE_MS.planner,
  );
  // the field last typed in: the warnings it can raise show under its group, the others under the fields
  const [owner, setOwner] = useState<DimensionField | null>(null);

  const [noFit, setNoFit] = useState<NoFit | null>(null);

  // Constraints may have changed since the dimensions were entered: bring them into range on arrival. A
  // starting size the user never changed that cannot hold the appliances is fitted to them instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the step opens; blur handles the rest
  useEffect(() => {
    const text = formatAdjustNotice(clampDimensions(data).changes);
    if (text) {
      update((d) => clampDimensions(d).data);
      showNotice(text);
      return;
    }
    const starting = fitStartingSize(data);
    if (starting) {
      update(() => starting.data);
      showNotice(formatFitNotice(starting.changes) ?? "");
      return;
    }
    if (planWarnings(data).length > 0) {
      const result = fitToAppliances(data);
      if (!result.fits) setNoFit(result);
    }
  }, []);

  const applyFit = (plan: PlannerData) => {
    const result = fitToAppliances(plan);
    if (!result.fits) {
      update(() => plan);
      setNoFit(result);
      return;
    }
    setNoFit(null);
    setDrafts({});
    setOwner(null);
    clearFieldNotice();
    update(() => result.data);
    showNotice(formatFitNotice(result.changes) ?? "Your island is already the smallest that holds your appliances.");
  };

  const preview = useMemo(() => draftPlan(data, drafts), [data, drafts]);
  const warnings = planWarnings(preview);
  const groups = dimensionGroups(shape, data.constraints.asymmetrical);
  const ownerDim = groups.flatMap((g) => g.fields).find((spec) => spec.field === owner)?.dim;
  const ownedWarnings = ownerDim ? warnings.filter((w) => warningDimensions(w, preview).includes(ownerDim)) : [];
  const otherWarnings = warnings.filter((w) => !ownedWarnings.includes(w));
  const notesAt = (fields: DimensionField[]) => (fieldNotice && fields.includes(fieldNotice.at) ? fieldNotice.lines : []);

  const setDraft = (field: DimensionField, raw: string | null) => {
    if (raw !== null) setOwner(field);
    setDrafts((current) => {
      const next = { ...current };
      if (raw === null) delete next[field];
      else next[field] = raw;
      return next;
    });
  };

  const commit = (field: DimensionField, raw: string) => {
    const { notice: text, limit } = commitDimension(data, field, raw);
    update((d) => commitDimension(d, field, raw).data);
    setOwner(field);
    const lines = [limit, text].filter((line): line is string => line !== null);
    if (lines.length > 0) {
      // the newest adjustment is said by its field; the step's own notice would repeat an older one
      clearNotice();
      showFieldNotice({ at: field, lines });
    }
  };

  const placementCurrent = (appliancePlacement: "inside" | "outside") =>
    formatInches(currentLengthIn({ ...preview, appliancePlacement }));

  return (
    <StepLayout
      title="Give a rough estimate of desired the outdoor kitchen!"
      intro="Enter the size you have in mind, in inches. We keep it within your size constraints and show it to scale as you type."
    >
      <AdjustNotice notice={notice} />
      <AppliancesSummary
        onFit={() => applyFit(data)}
        noFit={noFit}
        onSwitch={(shape) => applyFit({ ...data, shape })}
        onAutoArrange={() => applyFit(clearArrangement(data))}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card className="grid gap-5 p-4 sm:p-6">
          <h3 className="text-base font-semibold text-stone-900">Dimensions</h3>

          {shape !== "rectangular" ? (
            <RadioGroup
              legend="Where do the appliances go?"
              value={data.appliancePlacement}
              onValueChange={(appliancePlacement) => update((d) => ({ ...d, appliancePlacement }))}
              variant="cards"
              options={[
                {
                  value: "outside",
                  label: "Outside edge",
                  description: `Along the outer edges · current L ${placementCurrent("outside")}`,
                },
                {
                  value: "inside",
                  label: "Inside edge",
                  description: `Along the inner edges, corners excluded · current L ${placementCurrent("inside")}`,
                },
              ]}
            />
          ) : null}

          {groups.map((group) => (
            <fieldset key={`${shape}-${group.title}`} className="grid gap-2 rounded-xl border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold text-stone-900">{group.title}</legend>
              <div className="grid grid-cols-2 gap-3">
                {group.fields.map((spec) => {
                  const range = boundsFor(spec.dim, data.constraints);
                  return (
                    <InchesField
                      key={spec.field}
                      label={fieldLabel(spec)}
                      hint={`${formatInches(range.min)} to ${formatInches(range.max)}`}
                      value={fieldValue(data, spec.field)}
                      onDraftChange={(raw) => setDraft(spec.field, raw)}
                      onCommit={(raw) => commit(spec.field, raw)}
                    />
                  );
                })}
              </div>
              <FieldFeedback
                notes={notesAt(group.fields.map((spec) => spec.field))}
                warnings={group.fields.some((spec) => spec.field === owner) ? ownedWarnings : []}
              />
            </fieldset>
          ))}
          <div className="grid gap-2">
            <div className="grid grid-cols-2 gap-3">
              <InchesField
                label="Height"
                value={data.dimensions.height}
                onDraftChange={(raw) => setDraft("height", raw)}
                onCommit={(raw) => commit("height", raw)}
              />
            </div>
            <FieldFeedback notes={notesAt(["height"])} />
          </div>

          {shape === "u-shaped" && !data.constraints.asymmetrical ? (
            <p className="text-sm text-stone-600">
              L3 and W3 match L1 and W1. For a different right arm, turn on Asymmetrical U in the previous step.
            </p>
          ) : null}
          {data.constraints.varyingHeights ? (
            <p className="text-sm text-stone-600">
              You chose {data.constraints.heightCount} counter heights: enter the main counter height here; the others
              are detailed with your contractor.
            </p>
          ) : null}

          <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
            <span className="font-semibold">Hint:</span> {DIMENSIONS_HINT}
          </p>

          {otherWarnings.length > 0 ? (
            <ul className="grid gap-2" aria-label="Design warnings">
              {otherWarnings.map((warning) => (
                <DesignWarning key={warning} as="li" text={warning} />
              ))}
            </ul>
          ) : null}
        </Card>

        <Card className="grid gap-3 p-4 sm:p-6 lg:sticky lg:top-6">
          <h3 className="text-base font-semibold text-stone-900">Design preview</h3>
          <PlanPreview data={preview} onArrange={update} />
        </Card>
      </div>
    </StepLayout>
  );
}
