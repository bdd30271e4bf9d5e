// The product's design warnings: advice shown on the dimensions step, never a block on moving forward.
// Each warning's test is its own exported predicate, so the SOW's design check flags exactly the same plans.
import { currentLengthIn, effectiveShape, estimatedLengthIn, uShapeArms } from "./geometry";
import { U_SHAPE_CLEARANCE_IN } from "./limits";
import type { PlannerData } from "./schema";

export const WARNING_MESSAGES = {
  lShapeW2GreaterThanL1: "W2 is greater than L1, which may affect design layout",
  uShapeSpacing: `L2 must be greater than W1 + W3 + ${U_SHAPE_CLEARANCE_IN}" for proper spacing`,
  insufficientLength: "Current L is insufficient for the selected appliances",
} as const;

/** An L whose return arm is deeper (W2) than its base run is long (L1). */
export function lProportionExceeded(data: PlannerData): boolean {
  return effectiveShape(data) === "l-shaped" && data.lShape.width2 > data.lShape.length1;
}

/** A U whose base (L2) is not longer than both arms' depths plus the clearance between them. */
export function uWalkwayShortfall(data: PlannerData): boolean {
  if (effectiveShape(data) !== "u-shaped") return false;
  const u = uShapeArms(data);
  return !(u.length2 > u.width1 + u.width3 + U_SHAPE_CLEARANCE_IN);
}

/** A counter run shorter than the selected appliances need. */
export function runLengthInsufficient(data: PlannerData): boolean {
  return currentLengthIn(data) < estimatedLengthIn(data.appliances);
}

export function planWarnings(data: PlannerData): string[] {
  const warnings: string[] = [];
  if (lProportionExceeded(data)) warnings.push(WARNING_MESSAGES.lShapeW2GreaterThanL1);
  if (uWalkwayShortfall(data)) warnings.push(WARNING_MESSAGES.uShapeSpacing);
  if (runLengthInsufficient(data)) warnings.push(WARNING_MESSAGES.insufficientLength);
  return warnings;
}
