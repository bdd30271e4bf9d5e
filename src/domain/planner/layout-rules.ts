// The layout rules an island must pass to hold its appliances: the size limits, the run length, every
// appliance on the counter, the grill's landing space, the U walkway and the L proportion. The dimensions
// step's "Fit to my appliances" (./fit) searches with them and the SOW's design check (./sow/design-check)
// reports with them, so the two never disagree.
import { clampDimensions, type ClampBounds } from "./clamping";
import { appliancesOnRun, type PlanAppliance, runLegLengths } from "./plan-drawing";
import { currentLengthIn } from "./geometry";
import { END_BUFFER_IN } from "./limits";
import type { PlannerData } from "./schema";
import { hasOwnArrangement, type LandingSides, landingArrangement, landingGaps, landingMet } from "./layout";
import { lProportionExceeded, runLengthInsufficient, uWalkwayShortfall } from "./warnings";

export type { LandingSides };

export interface GrillLanding {
  grill: PlanAppliance;
  /** The appliances beside it on the run, if any. */
  previous: PlanAppliance | undefined;
  next: PlanAppliance | undefined;
  /** Some appliance lies past the end of the run. */
  overflow: boolean;
  /** Free counter on each side of the grill as drawn. */
  before: number;
  after: number;
  /**
   * Counter left after the last appliance's end buffer, which a contractor may set anywhere on the run; with
   * the homeowner's arrangement, what is left at the end of the grill's own arm.
   */
  spare: number;
  /** The grill's arm when the homeowner arranged the appliances (lengthening that arm is what helps); else null. */
  arm: string | null;
  /** The cheaper arrangement giving the grill its landing space, and how much counter it takes beyond the drawn one. */
  sides: LandingSides;
  cost: number;
  /** The drawing already gives the grill its landing space. */
  drawnMeets: boolean;
  /** The grill has its landing space: the drawing gives it (the layout sets the spare counter beside it when it can). */
  meets: boolean;
}

/**
 * The landing space beside the grill, measured on the appliance positions of the plan drawing; null without a
 * grill. The layout (./layout) already sets the spare counter beside the grill when the run allows, so only
 * the drawn placement meets; the spare left after the last appliance is what lengthening must add to.
 */
export function grillLanding(plan: PlannerData): GrillLanding | null {
  const placed = appliancesOnRun(plan);
  const index = placed.findIndex((a) => a.id === "grill");
  const grill = placed[index];
  if (!grill) return null;
  const runEnd = currentLengthIn(plan);
  const next = placed[index + 1];
  const last = placed[placed.length - 1]!;
  const overflow = placed.some((a) => !a.fits);
  const { before, after } = landingGaps(
    placed.map((a) => ({ runX: a.runX, width: a.widthIn })),
    index,
    runEnd,
  );
  // Arranged by the homeowner, the appliances keep their arms: only the counter left on the grill's own arm can
  // go beside it. Otherwise they flow, and the counter left at the end of the run can.
  const arm = hasOwnArrangement(plan) ? grill.section : null;
  const onArm = arm ? placed.filter((a) => a.section === arm) : placed;
  const lastHere = onArm[onArm.length - 1]!;
  const legs = runLegLengths(plan);
  const leg = arm ? legs.findIndex((l) => l.section === arm) : legs.length - 1;
  const legEnd = arm ? legs[leg]!.length : runEnd;
  const lastEnd = arm ? lastHere.legX + lastHere.widthIn : last.runX + last.widthIn;
  const spare = overflow ? 0 : Math.max(0, legEnd - lastEnd - (leg === legs.length - 1 ? END_BUFFER_IN : 0));
  const { sides, cost } = landingArrangement({ before, after: lastHere.id === grill.id ? after - spare : after });
  const drawnMeets = landingMet({ before, after });
  return {
    grill,
    previous: placed[index - 1],
    next,
    overflow,
    before,
    after,
    spare,
    arm,
    sides,
    cost,
    drawnMeets,
    // The layout draws the grill with its landing space whenever the spare counter allows, so the drawing decides.
    meets: drawnMeets,
  };
}

/** The rectangle's stated rule: its length is never smaller than its width. */
export function lengthBelowWidth(plan: PlannerData): boolean {
  return (plan.shape === "" || plan.shape === "rectangular") && plan.dimensions.length < plan.dimensions.width;
}

export const LAYOUT_RULE_IDS = [
  "size-limits",
  "length-below-width",
  "run-length",
  "appliances-on-counter",
  "grill-landing",
  "u-walkway",
  "l-proportion",
] as const;
export type LayoutRuleId = (typeof LAYOUT_RULE_IDS)[number];

/**
 * The layout rules the plan breaks, in the order above; empty when the island holds its appliances.
 * "size-limits" covers the length and width ranges (server bounds, the user's constraints, the hard limits),
 * and a symmetrical U's mirrored arm: whatever clamping would change. A rectangle's length below its width is
 * its own rule: clamping raises the length, unless the ranges forbid it.
 */
export function brokenLayoutRules(plan: PlannerData, bounds?: ClampBounds): LayoutRuleId[] {
  const broken: LayoutRuleId[] = [];
  if (clampDimensions(plan, bounds).changes.length > 0) broken.push("size-limits");
  if (lengthBelowWidth(plan)) broken.push("length-below-width");
  if (runLengthInsufficient(plan)) broken.push("run-length");
  if (appliancesOnRun(plan).some((a) => !a.fits)) broken.push("appliances-on-counter");
  if (grillLanding(plan)?.meets === false) broken.push("grill-landing");
  if (uWalkwayShortfall(plan)) broken.push("u-walkway");
  if (lProportionExceeded(plan)) broken.push("l-proportion");
  return broken;
}
