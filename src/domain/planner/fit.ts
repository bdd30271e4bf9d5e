// "Fit to my appliances" on the dimensions step: the smallest island of the chosen shape that holds the
// selected appliances under every layout rule (./layout-rules), or why none can and which shape would.
//
// Choices (docs/decisions/0014-newcomer-walk-and-fit.md):
// - Only the lengths are fitted. The depths (widths) stay as the user set them, brought into their range:
//   a counter's depth follows the appliances' cut-outs, not the run, and the user may want a deeper one.
// - "Smallest" is the least countertop area; between equal areas the proportions nearer the shape's
//   starting size win. Lengths are whole inches.
// - The product's "length cannot be smaller than width" holds for every part: an arm is never shorter than it is
//   deep (where its range allows).
// - An asymmetrical U keeps its right arm as long as its left one wherever the right arm's range allows.
// - The homeowner's arrangement (./arrangement) is kept: order and arms stay, the arms are sized to hold them.
import {
  boundsFor,
  type ClampBounds,
  clampDimensions,
  type DimensionChange,
  formatAdjustNotice,
  shapeFields,
} from "./clamping";
import { formatInches } from "../common/format";
import { countertopSqFt, currentLengthIn, effectiveShape, estimatedLengthIn, uShapeArms } from "./geometry";
import { brokenLayoutRules, type LayoutRuleId } from "./layout-rules";
import { clearArrangement } from "./arrangement";
import { hasOwnArrangement } from "./layout";
import { clampToRange, DEFAULT_DIMENSIONS, type Range } from "./limits";
import { SHAPE_NAMES } from "./plan-drawing";
import type { ConstraintDim, KitchenShape, PlannerData } from "./schema";
import { lProportionExceeded, planWarnings, uWalkwayShortfall } from "./warnings";

export type FitResult =
  | {
      fits: true;
      /** The plan with the fitted dimensions; nothing else changed. */
      data: PlannerData;
      /** What changed, as the adjustment notice lists it. */
      changes: DimensionChange[];
    }
  | {
      fits: false;
      /** Why no island of this shape holds the appliances, in words for the homeowner. */
      reason: string;
      /** A shape that would hold them, the nearest one first; null when none would. */
      alternative: KitchenShape | null;
      /** The arms the homeowner placed the appliances on are what stands in the way: arranged by the product, they fit. */
      arrangedTooTight: boolean;
    };

/** Whole inches from the range's low end to its high end (both ends kept when they are fractional). */
function candidates(range: Range, atLeast = Number.NEGATIVE_INFINITY): number[] {
  const low = Math.max(range.min, Math.min(range.max, atLeast));
  const values = low === Math.ceil(low) ? [] : [low];
  for (let v = Math.ceil(low); v <= range.max; v += 1) values.push(v);
  if (range.max !== Math.floor(range.max) && range.max > low) values.push(range.max);
  return values;
}

interface Trial {
  data: PlannerData;
  area: number;
  /** Distance from the shape's starting proportions; breaks ties of area. */
  skew: number;
}

const bound = (plan: PlannerData, dim: ConstraintDim, bounds?: ClampBounds) => boundsFor(dim, plan.constraints, bounds);

/** Every island of the plan's shape the search considers: its widths kept, its lengths on whole inches. */
function trials(base: PlannerData, bounds?: ClampBounds): Trial[] {
  const out: Trial[] = [];
  const push = (data: PlannerData, skew: number) => out.push({ data, area: countertopSqFt(data), skew });
  switch (effectiveShape(base)) {
    case "l-shaped": {
      const d = DEFAULT_DIMENSIONS["l-shaped"];
      const l = base.lShape;
      for (const length1 of candidates(bound(base, "L1", bounds), l.width1)) {
        for (const length2 of candidates(bound(base, "L2", bounds), l.width2)) {
          push({ ...base, lShape: { ...base.lShape, length1, length2 } }, Math.abs(length1 / length2 - d.length1 / d.length2));
        }
      }
      return out;
    }
    case "u-shaped": {
      const d = DEFAULT_DIMENSIONS["u-shaped"];
      const u = uShapeArms(base);
      const asymmetrical = base.constraints.asymmetrical;
      for (const length1 of candidates(bound(base, "L1", bounds), u.width1)) {
        const length3 = asymmetrical ? clampToRange(Math.max(length1, u.width3), bound(base, "L3", bounds)) : length1;
        for (const length2 of candidates(bound(base, "L2", bounds), u.width2)) {
          push(
            { ...base, uShape: { ...base.uShape, length1, length2, length3 } },
            Math.abs(length1 / length2 - d.length1 / d.length2),
          );
        }
      }
      return out;
    }
    default:
      for (const length of candidates(bound(base, "L1", bounds), base.dimensions.width)) {
        push({ ...base, dimensions: { ...base.dimensions, length } }, 0);
      }
      return out;
  }
}

/** The plan with its shape's widths brought into range (and a symmetrical U mirrored), lengths untouched. */
function withWidthsInRange(plan: PlannerData, bounds?: ClampBounds): PlannerData {
  const clamped = clampDimensions(plan, bounds).data;
  switch (effectiveShape(plan)) {
    case "l-shaped":
      return { ...plan, lShape: { ...plan.lShape, width1: clamped.lShape.width1, width2: clamped.lShape.width2 } };
    case "u-shaped":
      return {
        ...plan,
        uShape: { ...plan.uShape, width1: clamped.uShape.width1, width2: clamped.uShape.width2, width3: clamped.uShape.width3 },
      };
    default:
      return { ...plan, dimensions: { ...plan.dimensions, width: clamped.dimensions.width } };
  }
}

/** The smallest island of the plan's shape that breaks no layout rule, or null. */
function smallestFitting(plan: PlannerData, bounds?: ClampBounds): PlannerData | null {
  const needed = estimatedLengthIn(plan.appliances);
  const ordered = trials(withWidthsInRange(plan, bounds), bounds)
    // the cheap rules first: most trials fail one of them
    .filter((t) => currentLengthIn(t.data) >= needed && !uWalkwayShortfall(t.data) && !lProportionExceeded(t.data))
    .sort((a, b) => a.area - b.area || a.skew - b.skew);
  for (const trial of ordered) {
    if (brokenLayoutRules(trial.data, bounds).length === 0) return trial.data;
  }
  return null;
}

function longestRun(plan: PlannerData, bounds?: ClampBounds): number {
  const base = withWidthsInRange(plan, bounds);
  const all = trials(base, bounds);
  return all.reduce((longest, t) => Math.max(longest, currentLengthIn(t.data)), 0);
}

/** The shape's name inside a sentence: "rectangular", "L-shaped". */
export function shapeWord(shape: KitchenShape): string {
  return shape === "rectangular" ? "rectangular" : SHAPE_NAMES[shape];
}

/** The other shapes, the nearest to this one first: a rectangle grows into an L, an L into a U. */
const ALTERNATIVES: Record<KitchenShape, KitchenShape[]> = {
  rectangular: ["l-shaped", "u-shaped"],
  "l-shaped": ["u-shaped", "rectangular"],
  "u-shaped": ["l-shaped", "rectangular"],
};

function whyNone(plan: PlannerData, bounds?: ClampBounds): string {
  const shape = shapeWord(effectiveShape(plan));
  const count = plan.appliances.length;
  const what = count === 1 ? "Your appliance needs" : `Your ${count} appliances need`;
  const needed = estimatedLengthIn(plan.appliances);
  const longest = longestRun(plan, bounds);
  const limits = plan.constraints.enabled ? "within your size constraints" : "within the size limits";
  if (longest < needed) {
    return `${what} ${formatInches(needed)} of counter; the longest ${shape} island ${limits} gives ${formatInches(longest)}.`;
  }
  const rules = new Set<LayoutRuleId>();
  for (const t of trials(withWidthsInRange(plan, bounds), bounds)) {
    if (currentLengthIn(t.data) >= needed) for (const r of brokenLayoutRules(t.data, bounds)) rules.add(r);
  }
  if (rules.has("length-below-width")) {
    return `Your size constraints keep the length below the width, and a ${shape} island's length cannot be smaller than its width.`;
  }
  if (rules.has("grill-landing")) {
    return `No ${shape} island ${limits} holds your appliances and leaves the grill 24" of free counter on one side and 12" on the other.`;
  }
  return `No ${shape} island ${limits} holds your appliances with room between them and at the ends.`;
}

/**
 * The smallest island of the plan's shape holding its appliances: the product's gaps and end buffers, the
 * grill's landing space, the U walkway, the L proportion, within the limits and the user's constraints.
 */
export function fitToAppliances(plan: PlannerData, bounds?: ClampBounds): FitResult {
  const fitted = smallestFitting(plan, bounds);
  if (fitted) {
    const changes = dimensionChanges(plan, fitted);
    return { fits: true, data: fitted, changes };
  }
  if (hasOwnArrangement(plan) && smallestFitting(clearArrangement(plan), bounds) !== null) {
    const shape = shapeWord(effectiveShape(plan));
    const limits = plan.constraints.enabled ? "within your size constraints" : "within the size limits";
    return {
      fits: false,
      reason: `No ${shape} island ${limits} holds your appliances on the arms you placed them on; arranged automatically, they fit.`,
      alternative: null,
      arrangedTooTight: true,
    };
  }
  const alternative =
    ALTERNATIVES[effectiveShape(plan)].find((shape) => smallestFitting({ ...plan, shape }, bounds) !== null) ?? null;
  return { fits: false, reason: whyNone(plan, bounds), alternative, arrangedTooTight: false };
}

function dimensionChanges(before: PlannerData, after: PlannerData): DimensionChange[] {
  const { store, fields } = shapeFields(after);
  const was: Record<string, number> = before[store];
  const now: Record<string, number> = after[store];
  return fields
    .filter((spec) => was[spec.field] !== now[spec.field])
    .map((spec) => {
      const from = was[spec.field];
      return { dimension: spec.dimension, label: spec.label, from: from !== undefined && Number.isFinite(from) ? from : null, to: now[spec.field]! };
    });
}

export const FIT_NOTICE_PREFIX = "Sized to fit your appliances: ";

/** The notice after a fit: "Sized to fit your appliances: L2 from 72" to 101""; null when nothing changed. */
export function formatFitNotice(changes: readonly DimensionChange[]): string | null {
  return formatAdjustNotice(changes, FIT_NOTICE_PREFIX);
}

/** Whether the chosen shape still has the starting size the product gives it (its blank-on-blur defaults). */
export function hasDefaultDimensions(plan: PlannerData): boolean {
  const { store, fields } = shapeFields(plan);
  const values: Record<string, number> = plan[store];
  return fields.every((spec) => values[spec.field] === spec.fallback);
}

/**
 * The size the dimensions step opens with: the product's starting size unless it breaks one of the product's own
 * rules (its warnings: the default U's walkway, a default L too short for a grill, a sink and a fridge) while
 * the user has not changed it; then the fitted size. null when nothing is to change.
 */
export function fitStartingSize(plan: PlannerData, bounds?: ClampBounds): Extract<FitResult, { fits: true }> | null {
  if (!hasDefaultDimensions(plan) || planWarnings(plan).length === 0) return null;
  const result = fitToAppliances(plan, bounds);
  return result.fits && result.changes.length > 0 ? result : null;
}
