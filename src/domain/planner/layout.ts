// Where each appliance sits along the counter run, for the to-scale plan in the wizard and the SOW.
//
// The run is one or more legs (one per section of the island whose edge the appliances follow: the rectangle's
// single edge, or the arms of an L or a U in run order). The appliances follow the plan's order: the first one
// after the end buffer, the others one gap apart. An appliance the homeowner placed on an arm
// (plan.arrangement) goes to that arm's leg and stays there even when the arm is too short for it: it is then
// marked as not fitting, so "Fit to my appliances" lengthens that arm rather than moving the appliance. Any
// other appliance that would straddle a corner moves to the start of the next leg, the ones after it keeping
// their gaps.
//
// When the counter allows, the grill is given its landing space (24 in of free counter on one side, 12 in on
// the other) by widening the spaces beside it, so the drawing shows the counter the design check counts: a
// contractor builds what is drawn (docs/product/statement-of-work.md, design rules). The widening is kept
// only when every appliance still fits and the run keeps its end buffer.
import { findCatalogueAppliance } from "./catalogue";
import { applianceWidthIn, effectiveShape } from "./geometry";
import { APPLIANCE_GAP_IN, END_BUFFER_IN } from "./limits";
import type { ApplianceId } from "./catalogue";
import type { Arm } from "./model";
import type { PlannerData } from "./schema";
import { LAYOUT } from "../sow/code-figures";

/** One leg of the run: the section whose edge it follows and its usable length. */
export interface RunLegLength {
  section: string;
  length: number;
}

export interface RunPlacement {
  id: ApplianceId;
  name: string;
  width: number;
  /** Index of the leg it stands on. */
  leg: number;
  /** Inches from the start of its leg to its first side. */
  t: number;
  /** Inches from the start of the run to its first side, the legs laid end to end. */
  runX: number;
  /** false when it lies past the end of its leg: the arm it was placed on, or the run, is too short. */
  fits: boolean;
}

export interface LandingSides {
  before: number;
  after: number;
}

/** The cheaper way to reach the grill's landing space from the free counter on each side: which side gets 24 in. */
export function landingArrangement(least: LandingSides): { sides: LandingSides; cost: number } {
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;
  const [first, second] = [
    { before: Math.max(least.before, oneSide), after: Math.max(least.after, otherSide) },
    { before: Math.max(least.before, otherSide), after: Math.max(least.after, oneSide) },
  ].map((sides) => ({ sides, cost: sides.before - least.before + sides.after - least.after }));
  return first!.cost <= second!.cost ? first! : second!;
}

/**
 * Free counter on each side of the appliance at `index`, along the run: back to the previous appliance (or
 * the run's start) and on to the next one (or the run's end).
 */
export function landingGaps(placed: readonly Pick<RunPlacement, "runX" | "width">[], index: number, runEnd: number): LandingSides {
  const item = placed[index]!;
  const previous = placed[index - 1];
  const next = placed[index + 1];
  return {
    before: Math.max(0, item.runX - (previous ? previous.runX + previous.width : 0)),
    after: Math.max(0, (next ? next.runX : runEnd) - (item.runX + item.width)),
  };
}

/**
 * Whether free counter of `before` and `after` gives the grill its landing space. Positions are rounded to
 * 1/1000 in and summed, which can leave a gap a hair short (11.999 of 12 in): within 1/100 in meets.
 */
export function landingMet({ before, after }: LandingSides): boolean {
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;
  const atLeast = (gap: number, need: number) => gap >= need - 0.01;
  return atLeast(Math.max(before, after), oneSide) && atLeast(Math.min(before, after), otherSide);
}

/** The arms the homeowner placed appliances on, when the plan was arranged on its current shape. */
export function arrangedArms(data: PlannerData): Partial<Record<ApplianceId, Arm>> {
  return data.arrangement && hasOwnArrangement(data) ? data.arrangement.arms : {};
}

/** Whether the homeowner arranged the appliances on the plan's current shape (an L or a U). */
export function hasOwnArrangement(data: PlannerData): boolean {
  return data.arrangement !== undefined && data.arrangement.shape === effectiveShape(data);
}

interface Item {
  id: ApplianceId;
  name: string;
  width: number;
  /** The leg it was placed on; undefined: it flows. */
  pin: number | undefined;
}

/** The appliances along the legs, `extra` inches added before each one (the grill's landing space). */
function flow(items: readonly Item[], legs: readonly RunLegLength[], extra: readonly number[]): RunPlacement[] {
  const starts: number[] = [];
  let total = 0;
  for (const leg of legs) {
    starts.push(total);
    total += leg.length;
  }
  const last = legs.length - 1;
  let cur = 0;
  let pos = END_BUFFER_IN;
  /** Where the appliance placed last ends on the current leg; null before the first. */
  let prevEnd: number | null = null;
  return items.map((item, i) => {
    if (item.pin !== undefined && item.pin > cur) {
      // onto the arm it was placed on: one gap from the appliance before it still holds, the counter left
      // round the corner counting towards it
      let need = prevEnd === null ? 0 : APPLIANCE_GAP_IN - Math.max(0, legs[cur]!.length - prevEnd);
      for (let l = cur + 1; l < item.pin; l++) need -= legs[l]!.length;
      cur = item.pin;
      pos = Math.max(0, need);
    }
    pos += extra[i] ?? 0;
    // placed on an earlier arm than the appliances before it reached: it flows with them
    const pinned = item.pin === cur;
    if (!pinned) {
      // a gap that reaches past the corner carries on along the next leg
      while (cur < last && pos >= legs[cur]!.length) {
        pos -= legs[cur]!.length;
        cur += 1;
      }
      while (cur < last && pos + item.width > legs[cur]!.length) {
        cur += 1;
        pos = 0;
      }
    }
    const t = pos;
    prevEnd = t + item.width;
    pos += item.width + APPLIANCE_GAP_IN;
    return {
      id: item.id,
      name: item.name,
      width: item.width,
      leg: cur,
      t,
      runX: starts[cur]! + t,
      fits: t + item.width <= legs[cur]!.length,
    };
  });
}

/**
 * Where each appliance stands on the run's legs, in the plan's order, on the arms the homeowner chose, the
 * grill with its landing space where the counter allows.
 */
export function arrangeOnRun(data: PlannerData, legs: readonly RunLegLength[]): RunPlacement[] {
  const arms = arrangedArms(data);
  const items: Item[] = data.appliances.map((a) => {
    const arm = arms[a.id];
    const pin = arm === undefined ? -1 : legs.findIndex((leg) => leg.section === arm);
    return {
      id: a.id,
      name: a.name ?? findCatalogueAppliance(a.id)?.name ?? a.id,
      width: applianceWidthIn(a),
      pin: pin === -1 ? undefined : pin,
    };
  });
  const none = items.map(() => 0);
  const base = flow(items, legs, none);
  const grill = base.findIndex((a) => a.id === "grill");
  if (grill === -1 || base.some((a) => !a.fits)) return base;
  const runEnd = legs.reduce((sum, leg) => sum + leg.length, 0);
  const gaps = landingGaps(base, grill, runEnd);
  if (landingMet(gaps)) return base;
  const endFree = (placed: RunPlacement[]) => {
    const lastItem = placed[placed.length - 1]!;
    return runEnd - (lastItem.runX + lastItem.width);
  };
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;
  const trials = [
    [oneSide, otherSide],
    [otherSide, oneSide],
  ].map(([before, after]) => {
    // Widen the space before the grill and after it until both are reached; an appliance that then moves past
    // a corner changes the gaps, so measure again (a few rounds settle it).
    const extra = [...none];
    let placed = base;
    for (let round = 0; round < 4; round++) {
      const now = landingGaps(placed, grill, runEnd);
      const widenBefore = Math.max(0, before! - now.before);
      const widenAfter = grill === items.length - 1 ? 0 : Math.max(0, after! - now.after);
      if (widenBefore < 0.01 && widenAfter < 0.01) break;
      extra[grill] = extra[grill]! + widenBefore;
      if (grill + 1 < items.length) extra[grill + 1] = extra[grill + 1]! + widenAfter;
      placed = flow(items, legs, extra);
    }
    const ok = placed.every((a) => a.fits) && endFree(placed) >= END_BUFFER_IN - 0.01 && landingMet(landingGaps(placed, grill, runEnd));
    return { placed, ok, cost: extra.reduce((sum, e) => sum + e, 0) };
  });
  const best = trials.filter((trial) => trial.ok).sort((x, y) => x.cost - y.cost)[0];
  return best ? best.placed : base;
}
