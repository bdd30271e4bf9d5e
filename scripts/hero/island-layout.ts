// The island of a landing picture laid out from the plan drawing: blocks of counter (one per height) and the
// appliances placed on them along the run.
import type { CountertopMaterialId, SideMaterialId } from "../../src/domain/planner/catalogue";
import type { PlanAppliance, PlanDrawing } from "../../src/domain/planner/plan-drawing";
import type { PlannerData } from "../../src/domain/planner/schema";
import { inside, type P2, v, type V3 } from "./geometry";

// The island: blocks of counter (one per height), the appliances placed by the plan drawing.

/** Countertop slab thickness and its usual overhang, inches. */
export const SLAB = 1.5;
export const OVERHANG = 1.5;

export interface Block {
  outline: P2[];
  /** Height of the countertop's top surface. */
  top: number;
  overhang: number[];
  /** Edges that touch a taller block: no face, no overhang. */
  hidden: boolean[];
  /** Per edge: where the face starts (above a lower neighbour's counter). */
  faceFrom: number[];
}

export interface Placed {
  plan: PlanAppliance;
  block: Block;
  /** On the door line, at the appliance's first side. */
  origin: P2;
  /** Along the run. */
  dir: P2;
  /** Out of the counter, towards the cook. */
  out: P2;
  width: number;
  /** Counter depth behind the door line. */
  depth: number;
  top: number;
}

export type SideMaterial = SideMaterialId;
export type TopMaterial = CountertopMaterialId;

export interface IslandStyle {
  stone?: "warm" | "grey";
  brick?: "red" | "buff";
  tile?: "charcoal" | "sand";
  stucco?: string;
  granite?: "dark" | "light";
}

/** Point on an appliance's door plane: u along the run from its first side, z up, o out of the face. */
export function doorPoint(p: Placed, u: number, z: number, o = 0): V3 {
  return v(p.origin[0] + p.dir[0] * u + p.out[0] * o, p.origin[1] + p.dir[1] * u + p.out[1] * o, z);
}
/** Point on top of the counter over an appliance: u along the run, d back from the door line. */
export const topPoint = (p: Placed, u: number, d: number, z: number): V3 => doorPoint(p, u, z, -d);
export const outNormal = (p: Placed): V3 => v(p.out[0], p.out[1], 0);
export const dirVec = (p: Placed): V3 => v(p.dir[0], p.dir[1], 0);

export function placeAppliances(drawing: PlanDrawing, blocks: Block[]): Placed[] {
  return drawing.appliances.map((a) => {
    if (!a.fits) throw new Error(`${a.name} does not fit on the sample island`);
    const leg = drawing.run.legs.find((l) => l.section === a.section)!;
    const len = Math.hypot(leg.end.x - leg.start.x, leg.end.y - leg.start.y);
    const dir: P2 = [(leg.end.x - leg.start.x) / len, (leg.end.y - leg.start.y) / len];
    const corners: P2[] = [
      [a.rect.x, a.rect.y],
      [a.rect.x + a.rect.width, a.rect.y],
      [a.rect.x, a.rect.y + a.rect.height],
      [a.rect.x + a.rect.width, a.rect.y + a.rect.height],
    ];
    const us = corners.map((c) => (c[0] - leg.start.x) * dir[0] + (c[1] - leg.start.y) * dir[1]);
    const u0 = Math.min(...us);
    const normal: P2 = [-dir[1], dir[0]];
    const towardsLine = (leg.start.x - a.center.x) * normal[0] + (leg.start.y - a.center.y) * normal[1];
    const out: P2 = towardsLine > 0 ? normal : [-normal[0], -normal[1]];
    const section = drawing.sections.find((s) => s.label === a.section)!;
    const center: P2 = [a.center.x, a.center.y];
    const block = blocks.find((b) => inside(center, b.outline)) ?? blocks[0]!;
    return {
      plan: a,
      block,
      origin: [leg.start.x + dir[0] * u0, leg.start.y + dir[1] * u0],
      dir,
      out,
      width: a.widthIn,
      depth: section.widthIn,
      top: block.top,
    };
  });
}

export function singleBlock(drawing: PlanDrawing, data: PlannerData): Block[] {
  const outline = drawing.outline.map((p) => [p.x, p.y] as P2);
  return [
    {
      outline,
      top: data.dimensions.height,
      overhang: outline.map(() => OVERHANG),
      hidden: outline.map(() => false),
      faceFrom: outline.map(() => 0),
    },
  ];
}

export function minXY(p: Placed, pad: number): [number, number] {
  const a = topPoint(p, 0, 0, 0);
  const b = topPoint(p, p.width, p.depth - 4, 0);
  return [Math.min(a[0], b[0]) - pad, Math.min(a[1], b[1]) - pad];
}
export function maxXY(p: Placed, pad: number): [number, number] {
  const a = topPoint(p, 0, 0, 0);
  const b = topPoint(p, p.width, p.depth - 4, 0);
  return [Math.max(a[0], b[0]) + pad, Math.max(a[1], b[1]) + pad];
}

/** Bar height of the raised seating counter, and how far it overhangs for knees. */
export const BAR_HEIGHT = 42;
export const BAR_OVERHANG = 12;

/**
 * The L's return arm raised to bar height (the plan's "varying heights" with a seating area): the base at
 * the plan's counter height, the arm at bar height overhanging its outer side for the stools.
 */
export function barBlocks(drawing: PlanDrawing, data: PlannerData): Block[] {
  const [base, arm] = drawing.sections.map((s) => s.rect);
  if (!base || !arm) throw new Error("the bar needs an L-shaped plan");
  const rect = (r: typeof base): P2[] => [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  return [
    { outline: rect(base), top: data.dimensions.height, overhang: [OVERHANG, OVERHANG, 0, OVERHANG], hidden: [false, false, false, false], faceFrom: [0, 0, 0, 0] },
    {
      outline: rect(arm),
      top: BAR_HEIGHT,
      // top edge (against the base), the outer side with the knee space, the end, the cook's side
      overhang: [0, BAR_OVERHANG, OVERHANG, OVERHANG],
      hidden: [true, false, false, false],
      faceFrom: [0, 0, 0, 0],
    },
  ];
}

