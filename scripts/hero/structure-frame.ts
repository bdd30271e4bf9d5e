// The covered structure of the plan (pergola or gazebo), from the plan drawing's footprint and posts: its
// posts, beams, rafters, slats and roof planes.
import type { PlanDrawing } from "../../src/domain/planner/plan-drawing";
import type { PlannerData } from "../../src/domain/planner/schema";
import { type P2, unit, v, type V3 } from "./geometry";

// The covered structure of the plan (pergola or gazebo), from the plan drawing's footprint and posts

export interface Beam {
  kind: "post" | "beam" | "rafter" | "slat";
  min: V3;
  max: V3;
}

export interface RoofPlane {
  points: V3[];
  /** Outward (upward) normal of the top surface. */
  normal: V3;
}

export interface Frame {
  type: "pergola" | "gazebo-pavilion";
  height: number;
  pieces: Beam[];
  roof: RoofPlane[];
  /** The eave outline, for the roof's fascia and its shadow. */
  eave: V3[];
  ridge: V3[];
  centre: V3;
}

export const ROOF_THICKNESS = 5;

export function frameOf(drawing: PlanDrawing, data: PlannerData): Frame | null {
  const s = drawing.pergola;
  if (!s) return null;
  const H = data.pergola.dimensions.height;
  const { x, y, width: w, height: d } = s.rect;
  const pieces: Beam[] = [];
  const centre = v(x + w / 2, y + d / 2, H);
  if (s.structureType === "pergola") {
    const post = 3;
    for (const p of s.posts) {
      const cx = p.x < centre[0] ? p.x + post : p.x - post;
      const cy = p.y < centre[1] ? p.y + post : p.y - post;
      pieces.push({ kind: "post", min: v(cx - post, cy - post, 0), max: v(cx + post, cy + post, H - 9) });
    }
    for (const by of [y + post, y + d - post]) pieces.push({ kind: "beam", min: v(x - 16, by - 1.75, H - 9), max: v(x + w + 16, by + 1.75, H) });
    const rafters = Math.max(4, Math.round(w / 16));
    for (let i = 0; i <= rafters; i++) {
      const rx = x - 4 + ((w + 8) * i) / rafters;
      pieces.push({ kind: "rafter", min: v(rx - 1, y - 14, H), max: v(rx + 1, y + d + 14, H + 7.5) });
    }
    for (let sy = y - 10; sy <= y + d + 10; sy += 7) pieces.push({ kind: "slat", min: v(x - 12, sy - 0.9, H + 7.5), max: v(x + w + 12, sy + 0.9, H + 9.3) });
    return { type: "pergola", height: H, pieces, roof: [], eave: [], ridge: [], centre };
  }
  const post = 3.5;
  const corners: P2[] = [];
  for (const p of s.posts) {
    const cx = p.x < centre[0] ? p.x + post : p.x - post;
    const cy = p.y < centre[1] ? p.y + post : p.y - post;
    corners.push([cx, cy]);
    pieces.push({ kind: "post", min: v(cx - post, cy - post, 0), max: v(cx + post, cy + post, H - 10) });
  }
  const [x0, x1] = [Math.min(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[0]))];
  const [y0, y1] = [Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[1]))];
  pieces.push({ kind: "beam", min: v(x0 - 3, y0 - 3, H - 10), max: v(x1 + 3, y0 + 3, H) });
  pieces.push({ kind: "beam", min: v(x0 - 3, y1 - 3, H - 10), max: v(x1 + 3, y1 + 3, H) });
  pieces.push({ kind: "beam", min: v(x0 - 3, y0 + 3, H - 10), max: v(x0 + 3, y1 - 3, H) });
  pieces.push({ kind: "beam", min: v(x1 - 3, y0 + 3, H - 10), max: v(x1 + 3, y1 - 3, H) });
  // a hip roof over the eave, its ridge along the longer side
  const ex0 = x - 16;
  const ex1 = x + w + 16;
  const ey0 = y - 16;
  const ey1 = y + d + 16;
  const alongX = ex1 - ex0 >= ey1 - ey0;
  const half = (alongX ? ey1 - ey0 : ex1 - ex0) / 2;
  const rise = half * 0.55;
  const z = H;
  const rz = H + rise;
  const cy = (ey0 + ey1) / 2;
  const cx = (ex0 + ex1) / 2;
  const roof: RoofPlane[] = alongX
    ? [
        { points: [v(ex0, ey0, z), v(ex1, ey0, z), v(ex1 - half, cy, rz), v(ex0 + half, cy, rz)], normal: unit(v(0, -rise, half)) },
        { points: [v(ex1, ey1, z), v(ex0, ey1, z), v(ex0 + half, cy, rz), v(ex1 - half, cy, rz)], normal: unit(v(0, rise, half)) },
        { points: [v(ex0, ey1, z), v(ex0, ey0, z), v(ex0 + half, cy, rz)], normal: unit(v(-rise, 0, half)) },
        { points: [v(ex1, ey0, z), v(ex1, ey1, z), v(ex1 - half, cy, rz)], normal: unit(v(rise, 0, half)) },
      ]
    : [
        { points: [v(ex0, ey1, z), v(ex0, ey0, z), v(cx, ey0 + half, rz), v(cx, ey1 - half, rz)], normal: unit(v(-rise, 0, half)) },
        { points: [v(ex1, ey0, z), v(ex1, ey1, z), v(cx, ey1 - half, rz), v(cx, ey0 + half, rz)], normal: unit(v(rise, 0, half)) },
        { points: [v(ex0, ey0, z), v(ex1, ey0, z), v(cx, ey0 + half, rz)], normal: unit(v(0, -rise, half)) },
        { points: [v(ex1, ey1, z), v(ex0, ey1, z), v(cx, ey1 - half, rz)], normal: unit(v(0, rise, half)) },
      ];
  const ridge = alongX ? [v(ex0 + half, cy, rz), v(ex1 - half, cy, rz)] : [v(cx, ey0 + half, rz), v(cx, ey1 - half, rz)];
  return {
    type: "gazebo-pavilion",
    height: H,
    pieces,
    roof,
    eave: [v(ex0, ey0, z), v(ex1, ey0, z), v(ex1, ey1, z), v(ex0, ey1, z)],
    ridge,
    centre,
  };
}

