// The seed's design warnings: advice shown on the dimensions step, never a block on moving forward.
import { currentLengthIn, effectiveShape, estimatedLengthIn, uShapeArms } from "./geometry";
import { U_SHAPE_CLEARANCE_IN } from "./limits";
import type { PlannerData } from "./planner-schema";

export const WARNING_MESSAGES = {
  lShapeW2GreaterThanL1: "W2 is greater than L1, which may affect design layout",
  uShapeSpacing: `L2 must be greater than W1 + W3 + ${U_SHAPE_CLEARANCE_IN}" for proper spacing`,
  insufficientLength: "Current L is insufficient for the selected appliances",
} as const;

export function planWarnings(data: PlannerData): string[] {
  const warnings: string[] = [];
  const shape = effectiveShape(data);
  if (shape === "l-shaped" && data.lShape.width2 > data.lShape.length1) {
    warnings.push(WARNING_MESSAGES.lShapeW2GreaterThanL1);
  }
  if (shape === "u-shaped") {
    const u = uShapeArms(data);
    if (!(u.length2 > u.width1 + u.width3 + U_SHAPE_CLEARANCE_IN)) warnings.push(WARNING_MESSAGES.uShapeSpacing);
  }
  if (currentLengthIn(data) < estimatedLengthIn(data.appliances)) {
    warnings.push(WARNING_MESSAGES.insufficientLength);
  }
  return warnings;
}
