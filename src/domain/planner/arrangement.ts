// The homeowner's own arrangement of the appliances in the design preview: the order along the run (the
// order of plan.appliances) and, on an L or a U, the arm each one stands on (plan.arrangement). Moves are
// made by dragging an appliance in the drawing or with the buttons beside its name (left, right, to another
// arm); both end in arrangeAppliance. The layout (./layout) reads the result, so the drawing, the fit, the
// landing-space check and the SOW all follow it (docs/product/planner-wizard.md, step 7).
import type { ApplianceId } from "./catalogue";
import { effectiveShape } from "./geometry";
import { hasOwnArrangement } from "./layout";
import type { Arm } from "./model";
import { appliancesOnRun, planDrawing, type PlanPoint, runSections } from "./plan-drawing";
import type { PlannerData } from "./schema";

export interface ArmAppliances {
  /** The section the arm is: "L" for the rectangle, L1 to L3 on an L or a U. */
  arm: string;
  /** Its appliances in run order. */
  ids: ApplianceId[];
}

/** Where an appliance goes: an arm and its place among that arm's other appliances (0 = first). */
export interface ArrangeTarget {
  arm: string;
  index: number;
}

/** "left" and "right" are along the run: towards appliance 1, and away from it. */
export type ArrangeMove = "left" | "right" | { arm: string };

/** The run's arms in order, each with the appliances standing on it, as the plan drawing places them. */
export function arrangementOf(plan: PlannerData): ArmAppliances[] {
  const arms: ArmAppliances[] = runSections(plan).map((arm) => ({ arm, ids: [] }));
  for (const a of appliancesOnRun(plan)) arms.find((x) => x.arm === a.section)?.ids.push(a.id);
  return arms;
}

/**
 * The plan with the appliance moved to `target`: the others keep their order and, on an L or a U, every
 * appliance keeps the arm it stands on now, so one move never reshuffles the rest. Unchanged when the
 * appliance or the arm is not on the run.
 */
export function arrangeAppliance(plan: PlannerData, id: ApplianceId, target: ArrangeTarget): PlannerData {
  const arms = arrangementOf(plan);
  const from = arms.find((a) => a.ids.includes(id));
  const to = arms.find((a) => a.arm === target.arm);
  if (!from || !to) return plan;
  from.ids = from.ids.filter((x) => x !== id);
  to.ids.splice(Math.max(0, Math.min(target.index, to.ids.length)), 0, id);
  const byId = new Map(plan.appliances.map((a) => [a.id, a]));
  const appliances = arms.flatMap((a) => a.ids).flatMap((x) => byId.get(x) ?? []);
  const shape = effectiveShape(plan);
  const arrangement =
    shape === "rectangular"
      ? plan.arrangement
      : { shape, arms: Object.fromEntries(arms.flatMap((a) => a.ids.map((x) => [x, a.arm as Arm]))) };
  return { ...plan, appliances, arrangement };
}

/** Where a move takes the appliance, or null when it cannot go that way (the first cannot go left). */
export function moveTarget(plan: PlannerData, id: ApplianceId, move: ArrangeMove): ArrangeTarget | null {
  const arms = arrangementOf(plan);
  const at = arms.findIndex((a) => a.ids.includes(id));
  if (at === -1) return null;
  const arm = arms[at]!;
  const index = arm.ids.indexOf(id);
  if (move === "left") {
    if (index > 0) return { arm: arm.arm, index: index - 1 };
    const before = arms[at - 1];
    return before ? { arm: before.arm, index: before.ids.length } : null;
  }
  if (move === "right") {
    if (index < arm.ids.length - 1) return { arm: arm.arm, index: index + 1 };
    const after = arms[at + 1];
    return after ? { arm: after.arm, index: 0 } : null;
  }
  const goal = arms.findIndex((a) => a.arm === move.arm);
  if (goal === -1 || goal === at) return null;
  // to the end of an arm before it, to the start of one after it: the nearest place on that arm
  return { arm: move.arm, index: goal < at ? arms[goal]!.ids.length : 0 };
}

/** The plan after a move; unchanged when the move is not possible. */
export function moveAppliance(plan: PlannerData, id: ApplianceId, move: ArrangeMove): PlannerData {
  const target = moveTarget(plan, id, move);
  return target ? arrangeAppliance(plan, id, target) : plan;
}

/**
 * Where an appliance dragged in the drawing lands: on the arm whose counter is nearest to `center` (its
 * centre where it was dropped, in the drawing's inches), before the first appliance there whose centre lies
 * further along the run.
 */
export function dropTarget(plan: PlannerData, id: ApplianceId, center: PlanPoint): ArrangeTarget | null {
  const drawing = planDrawing(plan);
  const distance = (section: string) => {
    const rect = drawing.sections.find((s) => s.label === section)?.rect;
    if (!rect) return Number.POSITIVE_INFINITY;
    const dx = Math.max(rect.x - center.x, 0, center.x - (rect.x + rect.width));
    const dy = Math.max(rect.y - center.y, 0, center.y - (rect.y + rect.height));
    return Math.hypot(dx, dy);
  };
  const leg = drawing.run.legs.reduce<(typeof drawing.run.legs)[number] | null>(
    (best, l) => (best === null || distance(l.section) < distance(best.section) ? l : best),
    null,
  );
  if (!leg) return null;
  const length = Math.hypot(leg.end.x - leg.start.x, leg.end.y - leg.start.y) || 1;
  const along = ((center.x - leg.start.x) * (leg.end.x - leg.start.x) + (center.y - leg.start.y) * (leg.end.y - leg.start.y)) / length;
  const index = drawing.appliances.filter((a) => a.section === leg.section && a.id !== id && a.legX + a.widthIn / 2 < along).length;
  return { arm: leg.section, index };
}

/**
 * The plan with the appliances left to flow along the run by themselves, in their order. An arrangement made
 * on another shape is kept for that shape.
 */
export function clearArrangement(plan: PlannerData): PlannerData {
  if (!hasOwnArrangement(plan)) return plan;
  const { arrangement: _, ...rest } = plan;
  return rest;
}
