// The island of a landing picture laid out as the planner draws it: blocks of counter (one per height, the
// levels of the scene model, src/domain/scene/build-scene.ts), the appliances placed on them along the plan
// drawing's run, and the scene model's stools.
import type { CountertopMaterialId, SideMaterialId } from "../../src/domain/planner/catalogue";
import type { PlanAppliance, PlanDrawing } from "../../src/domain/planner/plan-drawing";
import type { PlannerData } from "../../src/domain/planner/schema";
import type { Scene } from "../../src/domain/scene/scene";
import { inside, type P2, v, type V3 } from "./geometry";
import type { Stool } from "./scene-spec";

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

/**
 * The blocks of counter the planner's scene model (src/domain/scene/build-scene.ts) draws for the plan: the
 * plan drawing's outline at the counter height, and the raised bar of varying heights as the scene builds it,
 * a low wall standing on the counter with the bar top over it, overhanging for the knees on the seats' side.
 */
export function islandBlocks(drawing: PlanDrawing, data: PlannerData, scene: Scene): Block[] {
  const bars = scene.sections.filter((s) => s.level === "bar");
  return [
    ...singleBlock(drawing, data),
    ...bars.map((s): Block => {
      const { min, size } = s.body;
      const slab = s.slab;
      return {
        outline: [
          [min.x, min.z],
          [min.x + size.x, min.z],
          [min.x + size.x, min.z + size.z],
          [min.x, min.z + size.z],
        ],
        top: slab.min.y + slab.size.y,
        // by edge: the far side, the right end, the near side, the left end (the plan drawing's sides)
        overhang: [min.z - slab.min.z, slab.min.x + slab.size.x - (min.x + size.x), slab.min.z + slab.size.z - (min.z + size.z), min.x - slab.min.x],
        hidden: [false, false, false, false],
        faceFrom: [min.y, min.y, min.y, min.y],
      };
    }),
  ];
}

/** The stools the scene model seats along the counter: each one's centre on the plan and its seat height. */
export function stoolsOf(scene: Scene): Stool[] {
  return scene.seats.map((s) => ({ at: [s.box.min.x + s.box.size.x / 2, s.box.min.z + s.box.size.z / 2], seat: s.box.min.y + s.box.size.y }));
}
