// The product's dimension rules: clamping into the allowed range, U mirroring, blank-on-blur defaults,
// min/max adjustment of the constraints and the two steppers (docs/product/planner-wizard.md sections 4 and 5).
import { formatInches, formatQuantity } from "../common/format";
import { effectiveShape } from "./geometry";
import {
  clampToRange,
  DEFAULT_DIMENSIONS,
  DEFAULT_HEIGHT,
  HEIGHT_BOUNDS,
  LENGTH_LIMITS,
  OUTLETS,
  type Range,
  SEAT_COUNT,
  WIDTH_LIMITS,
} from "./limits";
import type { ConstraintDim, Constraints, PlannerData } from "./schema";

/** Bounds given by the server; they win over the user's constraints and the hard limits. */
export type ClampBounds = Partial<Record<ConstraintDim | "length" | "width", Range>>;

export interface DimensionChange {
  dimension: ConstraintDim;
  /** What the notice calls it: "Length" and "Width" for a rectangle, L1...W3 otherwise. */
  label: string;
  /** null when the field was blank. */
  from: number | null;
  to: number;
}

export type DimensionField =
  | "length"
  | "width"
  | "height"
  | "length1"
  | "length2"
  | "length3"
  | "width1"
  | "width2"
  | "width3";

const isLengthDim = (dim: ConstraintDim) => dim.startsWith("L");

export function limitsFor(dim: ConstraintDim): Range {
  return isLengthDim(dim) ? LENGTH_LIMITS : WIDTH_LIMITS;
}

/** The range a dimension is clamped to: server bounds, else enabled user constraints, else hard limits. */
export function boundsFor(dim: ConstraintDim, constraints: Constraints, bounds?: ClampBounds): Range {
  const server = bounds?.[dim] ?? (isLengthDim(dim) ? bounds?.length : bounds?.width);
  if (server) return server;
  return constraints.enabled ? constraints[dim] : limitsFor(dim);
}

const isBlank = (value: number) => !Number.isFinite(value) || value <= 0;

export interface DimensionFieldSpec {
  dimension: ConstraintDim;
  label: string;
  field: DimensionField;
  fallback: number;
}

/** The chosen shape's length and width fields, where the plan keeps them and their blank-on-blur defaults. */
export function shapeFields(data: Pick<PlannerData, "shape">): { store: "dimensions" | "lShape" | "uShape"; fields: DimensionFieldSpec[] } {
  switch (effectiveShape(data)) {
    case "l-shaped": {
      const d = DEFAULT_DIMENSIONS["l-shaped"];
      return {
        store: "lShape",
        fields: [
          { dimension: "L1", label: "L1", field: "length1", fallback: d.length1 },
          { dimension: "L2", label: "L2", field: "length2", fallback: d.length2 },
          { dimension: "W1", label: "W1", field: "width1", fallback: d.width1 },
          { dimension: "W2", label: "W2", field: "width2", fallback: d.width2 },
        ],
      };
    }
    case "u-shaped": {
      const d = DEFAULT_DIMENSIONS["u-shaped"];
      return {
        store: "uShape",
        fields: [
          { dimension: "L1", label: "L1", field: "length1", fallback: d.length1 },
          { dimension: "L2", label: "L2", field: "length2", fallback: d.length2 },
          { dimension: "L3", label: "L3", field: "length3", fallback: d.length3 },
          { dimension: "W1", label: "W1", field: "width1", fallback: d.width1 },
          { dimension: "W2", label: "W2", field: "width2", fallback: d.width2 },
          { dimension: "W3", label: "W3", field: "width3", fallback: d.width3 },
        ],
      };
    }
    default: {
      const d = DEFAULT_DIMENSIONS.rectangular;
      return {
        store: "dimensions",
        fields: [
          { dimension: "L1", label: "Length", field: "length", fallback: d.length },
          { dimension: "W1", label: "Width", field: "width", fallback: d.width },
        ],
      };
    }
  }
}

/** Records a field's new value, merging with an earlier change of the same dimension. */
function noteChange(changes: DimensionChange[], change: DimensionChange): void {
  const earlier = changes.findIndex((c) => c.dimension === change.dimension);
  const from = earlier >= 0 ? changes[earlier]!.from : change.from;
  if (earlier >= 0) changes.splice(earlier, 1);
  if (from !== change.to) changes.push({ ...change, from });
}

/**
 * The product's stated rule "length cannot be smaller than width", on the rectangle: a length below the width is
 * raised to it (within the length's range); only when that range stops short does the width come down.
 */
function keepLengthAtLeastWidth(
  data: PlannerData,
  values: Record<string, number>,
  changes: DimensionChange[],
  bounds?: ClampBounds,
): void {
  const length = values.length ?? Number.NaN;
  const width = values.width ?? Number.NaN;
  if (!(length < width)) return;
  const raised = Math.min(width, boundsFor("L1", data.constraints, bounds).max);
  if (raised !== length) {
    noteChange(changes, { dimension: "L1", label: "Length", from: length, to: raised });
    values.length = raised;
  }
  if (raised < width) {
    const lowered = Math.max(raised, boundsFor("W1", data.constraints, bounds).min);
    if (lowered !== width) {
      noteChange(changes, { dimension: "W1", label: "Width", from: width, to: lowered });
      values.width = lowered;
    }
  }
}

/** What the screens call a dimension of the plan's shape: "Length" and "Width" on a rectangle, L1...W3 otherwise. */
export function dimensionLabel(data: Pick<PlannerData, "shape">, dim: ConstraintDim): string {
  return shapeFields(data).fields.find((spec) => spec.dimension === dim)?.label ?? dim;
}

/**
 * Clamps the chosen shape's lengths and widths into their ranges (a rectangle's length never below its
 * width), and for a symmetrical U makes the third
 * arm follow the first. Blank (non-finite or non-positive) values take the shape's defaults first.
 * Returns a new plan; applying it twice changes nothing more.
 */
export function clampDimensions(
  data: PlannerData,
  bounds?: ClampBounds,
): { data: PlannerData; changes: DimensionChange[] } {
  const { store, fields } = shapeFields(data);
  const values: Record<string, number> = { ...data[store] };
  const changes: DimensionChange[] = [];
  for (const spec of fields) {
    const current = values[spec.field] ?? Number.NaN;
    const start = isBlank(current) ? spec.fallback : current;
    const next = clampToRange(start, boundsFor(spec.dimension, data.constraints, bounds));
    if (next !== current) {
      changes.push({ dimension: spec.dimension, label: spec.label, from: isBlank(current) ? null : current, to: next });
    }
    values[spec.field] = next;
  }
  if (store === "dimensions") keepLengthAtLeastWidth(data, values, changes, bounds);
  if (store === "uShape" && !data.constraints.asymmetrical) {
    const mirrors: [ConstraintDim, "length3" | "width3", "length1" | "width1"][] = [
      ["L3", "length3", "length1"],
      ["W3", "width3", "width1"],
    ];
    for (const [dimension, third, first] of mirrors) {
      const target = values[first] ?? Number.NaN;
      if (values[third] === target) continue;
      noteChange(changes, { dimension, label: dimension, from: values[third] ?? null, to: target });
      values[third] = target;
    }
  }
  return { data: { ...data, [store]: values }, changes };
}

/** The product's blank-on-blur rule: an empty length or width of the chosen shape takes its default. */
export function applyBlankDefaults(data: PlannerData, field?: DimensionField): PlannerData {
  let next = data;
  if ((field === undefined || field === "height") && isBlank(data.dimensions.height)) {
    next = { ...next, dimensions: { ...next.dimensions, height: DEFAULT_HEIGHT } };
  }
  const { store, fields } = shapeFields(next);
  const values: Record<string, number> = { ...next[store] };
  let changed = false;
  for (const spec of fields) {
    if (field !== undefined && spec.field !== field) continue;
    if (isBlank(values[spec.field] ?? Number.NaN)) {
      values[spec.field] = spec.fallback;
      changed = true;
    }
  }
  return changed ? { ...next, [store]: values } : next;
}

export const ADJUST_NOTICE_PREFIX = "Dimensions auto-adjusted to meet constraints: ";

/** The planner's notice listing what clamping changed (or another adjustment, after `prefix`); null when nothing did. */
export function formatAdjustNotice(changes: readonly DimensionChange[], prefix = ADJUST_NOTICE_PREFIX): string | null {
  if (changes.length === 0) return null;
  const parts = changes.map((c) =>
    c.from === null
      ? `${c.label} set to ${formatInches(c.to)}`
      : `${c.label} from ${formatInches(c.from)} to ${formatInches(c.to)}`,
  );
  return `${prefix}${parts.join(", ")}`;
}

/**
 * What a field says beside itself when the number typed was outside its range and was changed to the nearest
 * end: "204 in is the most: changed from 300". null when the typed number was within the range or no number.
 */
export function formatLimitNote(typed: number, range: Readonly<Range>): string | null {
  if (!Number.isFinite(typed)) return null;
  if (typed > range.max) return `${formatQuantity(range.max)} in is the most: changed from ${formatQuantity(typed)}`;
  if (typed < range.min) return `${formatQuantity(range.min)} in is the least: changed from ${formatQuantity(typed)}`;
  return null;
}

function parseBound(raw: string | number): number {
  if (typeof raw === "number") return raw;
  const trimmed = raw.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

export interface ConstraintAdjustment {
  constraints: Constraints;
  notice: string | null;
  /** The typed number was beyond the hard limit and was changed to it (formatLimitNote); null otherwise. */
  limit: string | null;
}

/**
 * A new minimum on blur: blank or non-numeric resets to the hard limit, the value is kept within the
 * limits, and a minimum above the maximum pulls the maximum up to it.
 */
export function adjustConstraintMin(
  constraints: Constraints,
  dim: ConstraintDim,
  raw: string | number,
  label: string = dim,
): ConstraintAdjustment {
  const limits = limitsFor(dim);
  const parsed = parseBound(raw);
  const min = clampToRange(Number.isFinite(parsed) ? parsed : limits.min, limits);
  const limit = formatLimitNote(parsed, limits);
  const current = constraints[dim];
  if (min > current.max) {
    return {
      constraints: { ...constraints, [dim]: { min, max: min } },
      notice: `${label} maximum automatically adjusted to ${formatInches(min)} to match minimum`,
      limit,
    };
  }
  return { constraints: { ...constraints, [dim]: { min, max: current.max } }, notice: null, limit };
}

/** The mirror of adjustConstraintMin: a maximum below the minimum pulls the minimum down to it. */
export function adjustConstraintMax(
  constraints: Constraints,
  dim: ConstraintDim,
  raw: string | number,
  label: string = dim,
): ConstraintAdjustment {
  const limits = limitsFor(dim);
  const parsed = parseBound(raw);
  const max = clampToRange(Number.isFinite(parsed) ? parsed : limits.max, limits);
  const limit = formatLimitNote(parsed, limits);
  const current = constraints[dim];
  if (max < current.min) {
    return {
      constraints: { ...constraints, [dim]: { min: max, max } },
      notice: `${label} minimum automatically adjusted to ${formatInches(max)} to match maximum`,
      limit,
    };
  }
  return { constraints: { ...constraints, [dim]: { min: current.min, max } }, notice: null, limit };
}

/** Seat count stepper: stops at 1 and 18. */
export function stepSeatCount(count: number, delta: number): number {
  const start = Number.isFinite(count) ? Math.round(count) : SEAT_COUNT.default;
  return clampToRange(start + Math.round(delta), SEAT_COUNT);
}

/** Outlet stepper on the stored strings: minus from 1 wraps to 10, plus from 10 wraps to 1. */
export function stepOutlets(value: string, delta: number): string {
  const parsed = Number.parseInt(value, 10);
  const current = Number.isFinite(parsed) ? clampToRange(parsed, OUTLETS) : OUTLETS.default;
  const span = OUTLETS.max - OUTLETS.min + 1;
  const offset = (((current - OUTLETS.min + Math.round(delta)) % span) + span) % span;
  return String(OUTLETS.min + offset);
}

/**
 * The wizard leaves the height unbounded (docs/product/planner-wizard.md section 5); it is only kept within what a plan can hold (HEIGHT_BOUNDS), with a
 * notice in the same words as the other adjustments.
 */
export function clampHeight(data: PlannerData): { data: PlannerData; notice: string | null } {
  const height = data.dimensions.height;
  const bounded = clampToRange(height, HEIGHT_BOUNDS);
  if (bounded === height) return { data, notice: null };
  return {
    data: { ...data, dimensions: { ...data.dimensions, height: bounded } },
    notice: `${ADJUST_NOTICE_PREFIX}Height from ${formatInches(height)} to ${formatInches(bounded)} (counters are planned ${formatInches(HEIGHT_BOUNDS.min)} to ${formatInches(HEIGHT_BOUNDS.max)} high)`,
  };
}
