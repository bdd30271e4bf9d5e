import {
  applyBlankDefaults,
  boundsFor,
  clampDimensions,
  clampHeight,
  type DimensionField,
  formatAdjustNotice,
  formatLimitNote,
  shapeFields,
} from "../../../../../domain/planner/clamping";
import { effectiveShape } from "../../../../../domain/planner/geometry";
import { clampToRange, HEIGHT_BOUNDS, type Range } from "../../../../../domain/planner/limits";
import type { ConstraintDim, KitchenShape } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { WARNING_MESSAGES } from "../../../../../domain/planner/warnings";

export interface DimensionFieldSpec {
  field: Exclude<DimensionField, "height">;
  /** The constraint that bounds it, also its name on the diagrams. */
  dim: ConstraintDim;
  /** "length" or "depth" after the name: "L1 length". Empty for the rectangle, whose fields are plain words. */
  measure: string;
}

export interface DimensionGroup {
  /** The part of the island, as on the constraints step. */
  title: string;
  fields: [DimensionFieldSpec, DimensionFieldSpec];
}

const pair = (
  title: string,
  length: DimensionFieldSpec["field"],
  lengthDim: ConstraintDim,
  width: DimensionFieldSpec["field"],
  widthDim: ConstraintDim,
): DimensionGroup => ({
  title,
  fields: [
    { field: length, dim: lengthDim, measure: "length" },
    { field: width, dim: widthDim, measure: "depth" },
  ],
});

/** The length and width inputs of each shape, grouped by part and named as on the constraints diagram. */
export function dimensionGroups(shape: KitchenShape, asymmetrical: boolean): DimensionGroup[] {
  switch (shape) {
    case "l-shaped":
      return [pair("Base run", "length1", "L1", "width1", "W1"), pair("Return arm", "length2", "L2", "width2", "W2")];
    case "u-shaped": {
      const groups = [pair("Base", "length2", "L2", "width2", "W2"), pair("Left arm", "length1", "L1", "width1", "W1")];
      return asymmetrical ? [...groups, pair("Right arm", "length3", "L3", "width3", "W3")] : groups;
    }
    default:
      return [
        {
          title: "Island",
          fields: [
            { field: "length", dim: "L1", measure: "" },
            { field: "width", dim: "W1", measure: "" },
          ],
        },
      ];
  }
}

/** The accessible and visible name of a field: "L1 length", or "Length" / "Width" on a rectangle. */
export function fieldLabel(spec: DimensionFieldSpec): string {
  if (spec.measure === "") return spec.field === "length" ? "Length" : "Width";
  return `${spec.dim} ${spec.measure}`;
}

function storeOf(data: PlannerData, field: DimensionField): "dimensions" | "lShape" | "uShape" {
  if (field === "height") return "dimensions";
  switch (effectiveShape(data)) {
    case "l-shaped":
      return "lShape";
    case "u-shaped":
      return "uShape";
    default:
      return "dimensions";
  }
}

export function fieldValue(data: PlannerData, field: DimensionField): number {
  const store: Record<string, number> = data[storeOf(data, field)];
  return store[field] ?? Number.NaN;
}

function withFieldValue(data: PlannerData, field: DimensionField, value: number): PlannerData {
  const store = storeOf(data, field);
  return { ...data, [store]: { ...data[store], [field]: value } };
}

/** The typed text as inches: NaN for blank or non-numeric, which the blank-on-blur rule then replaces. */
function parseInches(raw: string): number {
  const cleaned = raw.replace(/["\s,]|in(ches)?$/gi, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** The range a field is kept in: its constraint (or the hard limit) for a length or width, what a plan holds for the height. */
function rangeOf(data: PlannerData, field: DimensionField): Range {
  if (field === "height") return HEIGHT_BOUNDS;
  const dim = shapeFields(data).fields.find((spec) => spec.field === field)?.dimension;
  return dim ? boundsFor(dim, data.constraints) : { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
}

/**
 * What happens when a dimension input loses focus: blank takes the shape's default, then every length and
 * width is clamped into its range (a symmetrical U's third arm following the first). The height, which the
 * product's rules leave unbounded, is only kept within what the plan can store. `limit` says, for the field
 * itself, that the number typed was beyond its range and now stands at the nearest end ("24 in is the least:
 * changed from 10"); a value moved further by another rule (a rectangle's length raised to its width) is
 * left to the notice.
 */
export function commitDimension(
  data: PlannerData,
  field: DimensionField,
  raw: string,
): { data: PlannerData; notice: string | null; limit: string | null } {
  const typedValue = parseInches(raw);
  const typed = applyBlankDefaults(withFieldValue(data, field, typedValue), field);
  const range = rangeOf(data, field);
  let result: { data: PlannerData; notice: string | null };
  if (field === "height") result = clampHeight(typed);
  else {
    const { data: clamped, changes } = clampDimensions(typed);
    result = { data: clamped, notice: formatAdjustNotice(changes) };
  }
  const atEnd = fieldValue(result.data, field) === clampToRange(typedValue, range);
  return { ...result, limit: atEnd ? formatLimitNote(typedValue, range) : null };
}

/** The dimensions each of the product's warnings depends on: the fields a change of which can raise it. */
export function warningDimensions(warning: string, data: PlannerData): ConstraintDim[] {
  switch (warning) {
    case WARNING_MESSAGES.lShapeW2GreaterThanL1:
      return ["L1", "W2"];
    case WARNING_MESSAGES.uShapeSpacing:
      return ["L2", "W1", "W3"];
    case WARNING_MESSAGES.insufficientLength:
      // the inside edge loses the arms' depths at the corners
      return data.appliancePlacement === "inside" && effectiveShape(data) !== "rectangular"
        ? ["L1", "L2", "L3", "W1", "W2", "W3"]
        : ["L1", "L2", "L3"];
    default:
      return [];
  }
}

/** The plan as it would be with the values being typed, kept drawable: for the live preview and warnings. */
export function draftPlan(data: PlannerData, drafts: Partial<Record<DimensionField, string>>): PlannerData {
  let next = data;
  for (const [field, raw] of Object.entries(drafts) as [DimensionField, string][]) {
    const value = parseInches(raw);
    if (Number.isFinite(value) && value > 0) next = withFieldValue(next, field, value);
  }
  return clampHeight(clampDimensions(next).data).data;
}
