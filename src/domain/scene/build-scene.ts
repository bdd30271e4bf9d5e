// The island in three dimensions (./scene.ts), built from the plan and its plan drawing: every position on the
// patio is the drawing's, so the 3D view, the SOW's perspective view and the plan drawing always agree. The
// rules of what is drawn are docs/product/three-d-scene.md; in short:
//
// - Each section of the drawing is a cabinet body clad in the side finish, from the patio to the underside of a
//   countertop slab 1.5 in thick whose top is the counter height (plan.dimensions.height). The slab overhangs
//   the body 1.5 in on every open side; on the seats' side it overhangs by the knee space the SOW specifies
//   (NKBA's figure for the standard height nearer to the counter's: 15 in at 36 in, 12 in at 42 in). Where two
//   sections meet, the arm's slab stops at the edge of the slab it meets, so the slabs never overlap.
// - Varying heights: a raised bar ledge along the seats' edge (or, without seats, along the edge opposite the
//   cook on the section with the longest such edge): a low wall on the counter's back edge carrying a bar top
//   at 42 in (at least 4 in above a counter already taller than 38 in), with the knee-space overhang of a 42 in
//   counter; the seats are then bar stools. The appliances stay in the main counter. A third level, when asked
//   for, is not drawn: its height and place are fixed with the owner (the SOW says so).
// - Each appliance is its cut-out at the drawing's rectangle, from the patio to the counter top, with details
//   on the cabinet's face at the run's edge (the side the cook stands on) and on the counter top.
// - Seats: plan.constraints.seatCount stools along the edge opposite the cook (the longest one free of other
//   sections), 24 in apart, closer when the edge is too short for them (the design check says so).
import { formatInches, plural } from "../common/format";
import { COUNTERTOP_FINISHES, type FinishLook, SIDE_FINISHES } from "../planner/finishes";
import { planDrawing, type PlanDrawing, type PlanRect, SHAPE_NAMES } from "../planner/plan-drawing";
import type { PlannerData } from "../planner/schema";
import { kneeSpace } from "../sow/code-figures";
import type {
  Facing,
  Scene,
  SceneAppliance,
  SceneBox,
  SceneDetail,
  SceneLight,
  SceneMaterial,
  SceneSeat,
  SceneSection,
  SceneStructure,
} from "./scene";

/** The countertop slab's thickness. */
export const SLAB_THICKNESS_IN = 1.5;
/** How far the slab runs past the cabinet body on an open side without seats. */
export const SLAB_OVERHANG_IN = 1.5;
/** The raised bar's height, for a counter at a standard height. */
export const BAR_HEIGHT_IN = 42;
/** The raised bar stands at least this much above the main counter. */
const BAR_RISE_MIN_IN = 4;
/** The low wall that carries the bar top, on the counter's back edge. */
const BAR_WALL_THICKNESS_IN = 4;
/** Counter length per seat (NKBA guideline, as the SOW's seating figures). */
const SEAT_SPACING_IN = 24;
/** A stool's seat, square, and how far below the counter top it sits. */
const STOOL_SIZE_IN = 15;
const STOOL_BELOW_COUNTER_IN = 12;
/** Posts of a pergola and of a gazebo. */
const POST_IN = { pergola: 6, "gazebo-pavilion": 8 } as const;
const HOUSE_WALL_THICKNESS_IN = 8;
/** Counter lights along the run's edge, under the slab: one per this much counter, at least one per edge. */
const COUNTER_LIGHT_SPACING_IN = 36;
const EPS = 1e-9;

const NEUTRAL_SIDES: SceneMaterial = { base: "#bdb6aa", accent: "#a39c90", pattern: "plain", gloss: 0.1 };
const NEUTRAL_TOP: SceneMaterial = { base: "#d8d4cc", accent: "#c4c0b8", pattern: "plain", gloss: 0.2 };
const STEEL: SceneMaterial = { base: "#b9bdc1", accent: "#e4e7e9", pattern: "brushed", gloss: 0.8 };
const DARK_STEEL: SceneMaterial = { base: "#3a3d40", accent: "#55595d", pattern: "plain", gloss: 0.5 };
const BLACK: SceneMaterial = { base: "#1e1f21", accent: "#36383a", pattern: "plain", gloss: 0.4 };
const GLASS: SceneMaterial = { base: "#8fa9b5", accent: "#d5e4ea", pattern: "glass", gloss: 0.9 };
const REFRACTORY: SceneMaterial = { base: "#b0643f", accent: "#7d4129", pattern: "brick", gloss: 0.1 };
const WOOD: SceneMaterial = { base: "#8b6b4a", accent: "#6e5238", pattern: "wood", gloss: 0.15 };
const ROOFING: SceneMaterial = { base: "#5d564f", accent: "#433e39", pattern: "plain", gloss: 0.1 };

function materialOf(look: FinishLook | undefined, fallback: SceneMaterial, gloss: number): SceneMaterial {
  return look ? { base: look.base, accent: look.accent, pattern: look.pattern, gloss } : fallback;
}

/** A box from its extents along each axis, in any order. */
function span(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): SceneBox {
  return {
    min: { x: Math.min(x0, x1), y: Math.min(y0, y1), z: Math.min(z0, z1) },
    size: { x: Math.abs(x1 - x0), y: Math.abs(y1 - y0), z: Math.abs(z1 - z0) },
  };
}

function footprintBox(r: PlanRect, y0: number, y1: number): SceneBox {
  return span(r.x, r.x + r.width, y0, y1, r.y, r.y + r.height);
}

type Side = Facing;
const SIDES: Side[] = ["north", "south", "west", "east"];

/** The coordinate of a rectangle's side: z for north and south, x for west and east. */
function sideAt(r: PlanRect, side: Side): number {
  switch (side) {
    case "north":
      return r.y;
    case "south":
      return r.y + r.height;
    case "west":
      return r.x;
    case "east":
      return r.x + r.width;
  }
}

/** The side's extent along its own direction: x for north and south, z for west and east. */
function sideSpan(r: PlanRect, side: Side): [number, number] {
  return side === "north" || side === "south" ? [r.x, r.x + r.width] : [r.y, r.y + r.height];
}

const OPPOSITE: Record<Side, Side> = { north: "south", south: "north", west: "east", east: "west" };
/** +1 when the side faces the growing coordinate. */
const OUTWARD: Record<Side, 1 | -1> = { north: -1, south: 1, west: -1, east: 1 };

/** The parts of [a, b] left after taking the intervals out. */
function subtract([a, b]: [number, number], cuts: [number, number][]): [number, number][] {
  let parts: [number, number][] = [[a, b]];
  for (const [c0, c1] of cuts) {
    parts = parts.flatMap(([p0, p1]): [number, number][] => {
      if (c1 <= p0 + EPS || c0 >= p1 - EPS) return [[p0, p1]];
      const pieces: [number, number][] = [
        [p0, Math.max(p0, c0)],
        [Math.min(p1, c1), p1],
      ];
      return pieces.filter(([q0, q1]) => q1 - q0 > EPS);
    });
  }
  return parts;
}

/** The neighbours touching a section's side, and the stretch of the side each covers. */
function touching(sections: PlanDrawing["sections"], index: number, side: Side): { index: number; cover: [number, number] }[] {
  const r = sections[index]!.rect;
  const at = sideAt(r, side);
  const [a, b] = sideSpan(r, side);
  return sections.flatMap((s, i) => {
    if (i === index || Math.abs(sideAt(s.rect, OPPOSITE[side]) - at) > 1e-6) return [];
    const [c, d] = sideSpan(s.rect, OPPOSITE[side]);
    const cover: [number, number] = [Math.max(a, c), Math.min(b, d)];
    return cover[1] - cover[0] > EPS ? [{ index: i, cover }] : [];
  });
}

/** Where the cook stands at each section: the side of its run edge, from the drawing's run. */
function cookSides(drawing: PlanDrawing): Map<string, Side> {
  const sides = new Map<string, Side>();
  for (const leg of drawing.run.legs) {
    const rect = drawing.sections.find((s) => s.label === leg.section)?.rect;
    if (!rect) continue;
    const horizontal = Math.abs(leg.start.y - leg.end.y) < EPS;
    const side: Side = horizontal
      ? Math.abs(leg.start.y - rect.y) < 1e-6
        ? "north"
        : "south"
      : Math.abs(leg.start.x - rect.x) < 1e-6
        ? "west"
        : "east";
    sides.set(leg.section, side);
  }
  return sides;
}

/** The edge the seats (and a raised bar) go along: a section's side away from the cook, clear of the others. */
interface BackEdge {
  section: number;
  side: Side;
  from: number;
  to: number;
}

function backEdgeOf(drawing: PlanDrawing, cooks: Map<string, Side>): BackEdge | null {
  let best: BackEdge | null = null;
  drawing.sections.forEach((s, index) => {
    const cook = cooks.get(s.label);
    if (!cook) return;
    const side = OPPOSITE[cook];
    const free = subtract(
      sideSpan(s.rect, side),
      touching(drawing.sections, index, side).map((t) => t.cover),
    );
    for (const [from, to] of free) {
      if (!best || to - from > best.to - best.from + EPS) best = { section: index, side, from, to };
    }
  });
  return best;
}

/**
 * The slabs: each section's rectangle grown by its overhang on every side, the knee space on the seats' side,
 * and cut back where the side lies wholly against another section, to the edge of that section's slab.
 */
function slabRects(drawing: PlanDrawing, seatEdge: BackEdge | null, knee: number): PlanRect[] {
  const sections = drawing.sections;
  const grow = sections.map((_, index) => {
    const g: Record<Side, number> = { north: SLAB_OVERHANG_IN, south: SLAB_OVERHANG_IN, west: SLAB_OVERHANG_IN, east: SLAB_OVERHANG_IN };
    if (seatEdge && seatEdge.section === index) g[seatEdge.side] = knee;
    return g;
  });
  // across a gap narrower than the overhangs (the arms of a tight U), each slab goes halfway
  sections.forEach((s, index) => {
    for (const side of SIDES) {
      const at = sideAt(s.rect, side);
      const [a, b] = sideSpan(s.rect, side);
      for (const other of sections) {
        const gap = OUTWARD[side] * (sideAt(other.rect, OPPOSITE[side]) - at);
        const [c, d] = sideSpan(other.rect, OPPOSITE[side]);
        if (gap > 1e-6 && Math.min(b, d) - Math.max(a, c) > -SLAB_OVERHANG_IN * 2) grow[index]![side] = Math.min(grow[index]![side], gap / 2);
      }
    }
  });
  // a side wholly against another section (an arm's end against the base) ends where that section's slab
  // ends; two sides wholly against each other (the arms of a U with no room between them) meet at the joint
  const wholly = (index: number, side: Side): number | null => {
    const [a, b] = sideSpan(sections[index]!.rect, side);
    const t = touching(sections, index, side).find((n) => n.cover[0] <= a + 1e-6 && n.cover[1] >= b - 1e-6);
    return t ? t.index : null;
  };
  sections.forEach((_, index) => {
    for (const side of SIDES) {
      const other = wholly(index, side);
      if (other === null) continue;
      grow[index]![side] = wholly(other, OPPOSITE[side]) === index ? 0 : -grow[other]![OPPOSITE[side]];
    }
  });
  const slabs = sections.map((s, index) => {
    const g = grow[index]!;
    return {
      x: s.rect.x - g.west,
      y: s.rect.y - g.north,
      width: s.rect.width + g.west + g.east,
      height: s.rect.height + g.north + g.south,
    };
  });
  // sections that only meet at an odd angle (an arm deeper than the base is long) may still overlap their
  // overhangs: the later slab gives way, along the axis it overlaps least
  slabs.forEach((b, j) => {
    for (let i = 0; i < j; i++) {
      if (overlapOf(sections[i]!.rect, sections[j]!.rect) !== null) continue;
      const o = overlapOf(slabs[i]!, b);
      if (o === null) continue;
      if (o.x <= o.z) {
        if (slabs[i]!.x + slabs[i]!.width / 2 < b.x + b.width / 2) {
          b.x += o.x;
          b.width -= o.x;
        } else b.width -= o.x;
      } else if (slabs[i]!.y + slabs[i]!.height / 2 < b.y + b.height / 2) {
        b.y += o.z;
        b.height -= o.z;
      } else b.height -= o.z;
    }
  });
  return slabs;
}

/** How far two rectangles overlap along x and along z; null when they do not. */
function overlapOf(a: PlanRect, b: PlanRect): { x: number; z: number } | null {
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const z = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return x > 1e-6 && z > 1e-6 ? { x, z } : null;
}

/**
 * Coordinates local to an appliance: u along the run across its width, v from the run's edge (the cabinet's
 * face) into the counter, negative in front of the face; y is the height.
 */
interface Frame {
  width: number;
  /** v of the appliance's cut-out, front and back. */
  front: number;
  back: number;
  box(u0: number, u1: number, v0: number, v1: number, y0: number, y1: number): SceneBox;
}

function frameOf(rect: PlanRect, facing: Facing, edge: number): Frame {
  switch (facing) {
    case "north":
      return {
        width: rect.width,
        front: rect.y - edge,
        back: rect.y + rect.height - edge,
        box: (u0, u1, v0, v1, y0, y1) => span(rect.x + u0, rect.x + u1, y0, y1, edge + v0, edge + v1),
      };
    case "south":
      return {
        width: rect.width,
        front: edge - (rect.y + rect.height),
        back: edge - rect.y,
        box: (u0, u1, v0, v1, y0, y1) => span(rect.x + rect.width - u0, rect.x + rect.width - u1, y0, y1, edge - v0, edge - v1),
      };
    case "west":
      return {
        width: rect.height,
        front: rect.x - edge,
        back: rect.x + rect.width - edge,
        box: (u0, u1, v0, v1, y0, y1) => span(edge + v0, edge + v1, y0, y1, rect.y + rect.height - u0, rect.y + rect.height - u1),
      };
    case "east":
      return {
        width: rect.height,
        front: edge - (rect.x + rect.width),
        back: edge - rect.x,
        box: (u0, u1, v0, v1, y0, y1) => span(edge - v0, edge - v1, y0, y1, rect.y + u0, rect.y + u1),
      };
  }
}

/** The details that make an appliance read as what it is; every box stands on the patio or on the counter. */
function detailsOf(id: SceneAppliance["id"], f: Frame, top: number, fits: boolean): SceneDetail[] {
  const details: SceneDetail[] = [];
  const add = (kind: SceneDetail["kind"], material: SceneMaterial, u0: number, u1: number, v0: number, v1: number, y0: number, y1: number) => {
    const lo = Math.max(0, y0);
    if (u1 - u0 > EPS && v1 - v0 > EPS && y1 - lo > EPS) details.push({ kind, material, box: f.box(u0, u1, v0, v1, lo, y1) });
  };
  const w = f.width;
  const depth = f.back - f.front;
  const face = -0.75;
  // doors, drawers and knobs stand proud of the cabinet's face at the run's edge; past the end of the run,
  // where no cabinet stands, they reach back to the appliance itself
  const mount = fits ? 0 : f.front;
  // the cabinet face below the slab: a toe kick at the bottom, a band for knobs at the top
  const faceTop = top - SLAB_THICKNESS_IN - 0.5;
  const toe = Math.min(4, faceTop * 0.12);
  const knobBand = Math.min(4, faceTop * 0.15);
  const knobs = (count: number) => {
    const size = Math.min(1.75, w / (2 * count + 1));
    for (let i = 0; i < count; i++) {
      const c = (w * (i + 1)) / (count + 1);
      add("handle", BLACK, c - size / 2, c + size / 2, face - 1, mount, faceTop - knobBand / 2 - size / 2, faceTop - knobBand / 2 + size / 2);
    }
  };
  const doors = (from: number, to: number, leaves: number) => {
    const gap = 0.5;
    const leaf = (w - 2 - gap * (leaves - 1)) / leaves;
    for (let i = 0; i < leaves; i++) {
      const u0 = 1 + i * (leaf + gap);
      add("door", STEEL, u0, u0 + leaf, face, mount, from, to);
      // the handle near the meeting edge, or near the far edge of a single door
      const hu = leaves === 1 ? u0 + leaf - 2.5 : i === 0 ? u0 + leaf - 2.5 : u0 + 1.5;
      add("handle", DARK_STEEL, hu, hu + 1, face - 1, face, from + (to - from) * 0.3, from + (to - from) * 0.7);
    }
  };
  const drawers = (count: number, from: number, to: number) => {
    const gap = 0.5;
    const each = (to - from - gap * (count - 1)) / count;
    for (let i = 0; i < count; i++) {
      const y0 = to - (i + 1) * each - i * gap;
      add("drawer", STEEL, 1, w - 1, face, mount, y0, y0 + each);
      add("handle", DARK_STEEL, w * 0.3, w * 0.7, face - 1, face, y0 + each * 0.7, y0 + each * 0.7 + Math.min(1, each * 0.15));
    }
  };
  const lower = faceTop - knobBand;
  switch (id) {
    case "grill": {
      add("grate", DARK_STEEL, 0.5, w - 0.5, f.front + 0.5, f.back - 0.5, top, top + 0.25);
      add("lid", STEEL, 1, w - 1, f.front + 2, f.back - 1, top, top + Math.min(9, depth * 0.45));
      add("handle", STEEL, 3, w - 3, f.front + 1, f.front + 2, top + Math.min(6, depth * 0.3), top + Math.min(7, depth * 0.35));
      knobs(Math.max(2, Math.min(6, Math.round(w / 8))));
      doors(toe, lower - 1, 2);
      break;
    }
    case "teppan-grill":
      add("grate", DARK_STEEL, 0.5, w - 0.5, f.front + 0.5, f.back - 0.5, top, top + 0.5);
      knobs(Math.max(2, Math.min(4, Math.round(w / 10))));
      doors(toe, lower - 1, 1);
      break;
    case "side-burner": {
      add("grate", STEEL, 0.5, w - 0.5, f.front + 0.5, f.back - 0.5, top, top + 0.25);
      const r = Math.min(3, w / 5, depth / 5);
      for (const c of [f.front + depth * 0.3, f.front + depth * 0.7]) add("burner", BLACK, w / 2 - r, w / 2 + r, c - r, c + r, top + 0.25, top + 1);
      knobs(2);
      doors(toe, lower - 1, 1);
      break;
    }
    case "outdoor-oven":
      add("vent", DARK_STEEL, 2, w - 2, f.front + 1, f.front + 3, top, top + 0.25);
      knobs(3);
      add("door", GLASS, 1, w - 1, face, mount, toe + (lower - toe) * 0.15, lower - 1);
      add("handle", STEEL, 3, w - 3, face - 1, face, lower - 3, lower - 2);
      break;
    case "pizza-oven": {
      // a dome of three courses on the counter, its mouth towards the cook, a chimney on top
      const course = Math.min(7, depth * 0.3);
      const inset = [1, w * 0.12, w * 0.24];
      inset.forEach((u, i) => {
        add("lid", REFRACTORY, u, w - u, f.front + 1 + i * depth * 0.08, f.back - 1 - i * depth * 0.08, top + i * course, top + (i + 1) * course);
      });
      add("door", BLACK, w * 0.3, w * 0.7, f.front + 0.5, f.front + 1, top, top + course * 1.2);
      const c = f.front + depth * 0.55;
      add("chimney", DARK_STEEL, w / 2 - 2.5, w / 2 + 2.5, c - 2.5, c + 2.5, top + 3 * course, top + 3 * course + Math.max(8, course * 2));
      doors(toe, lower, 2);
      break;
    }
    case "smoker": {
      const lid = Math.min(12, depth * 0.55);
      add("lid", BLACK, 1, w - 1, f.front + 1.5, f.back - 1, top, top + lid);
      add("handle", STEEL, 3, w - 3, f.front + 0.5, f.front + 1.5, top + lid * 0.6, top + lid * 0.6 + 1);
      add("chimney", DARK_STEEL, w - 5, w - 2, f.back - 4, f.back - 1, top + lid, top + lid + 10);
      knobs(1);
      doors(toe, lower - 1, 1);
      break;
    }
    case "sink": {
      // the bowl's opening, flush with the counter: a basin sunk into it would cut through the slab
      add("basin", DARK_STEEL, 1.5, w - 1.5, f.front + 1.5, f.back - 3.5, top, top + 0.1);
      const c = w / 2;
      add("faucet", STEEL, c - 1, c + 1, f.back - 3, f.back - 1, top, top + 12);
      add("faucet", STEEL, c - 0.75, c + 0.75, f.back - 8, f.back - 3, top + 10.5, top + 12);
      doors(toe, faceTop, 2);
      break;
    }
    case "fridge":
      add("door", GLASS, 1, w - 1, face, mount, toe, faceTop);
      add("handle", STEEL, w - 3, w - 2, face - 1, face, toe + (faceTop - toe) * 0.35, faceTop - 2);
      break;
    case "ice-maker":
      add("door", STEEL, 1, w - 1, face, mount, toe, faceTop);
      add("vent", DARK_STEEL, 1.5, w - 1.5, face - 0.25, face, toe, toe + Math.min(3, faceTop * 0.1));
      add("handle", STEEL, w * 0.25, w * 0.75, face - 1, face, faceTop - 3, faceTop - 2);
      break;
    case "trash-drawer":
      drawers(1, toe, faceTop);
      break;
    case "double-drawers":
      drawers(2, toe, faceTop);
      break;
    case "triple-drawers":
      drawers(3, toe, faceTop);
      break;
  }
  return details;
}

function appliancesOf(drawing: PlanDrawing, cooks: Map<string, Side>, top: number): SceneAppliance[] {
  return drawing.appliances.map((a) => {
    const facing = cooks.get(a.section) ?? "north";
    const leg = drawing.run.legs.find((l) => l.section === a.section);
    const rect = drawing.sections.find((s) => s.label === a.section)?.rect;
    // the run's edge: where the cook stands, the cabinet's face
    const edge = leg ? (facing === "north" || facing === "south" ? leg.start.y : leg.start.x) : rect ? sideAt(rect, facing) : sideAt(a.rect, facing);
    return {
      number: a.number,
      id: a.id,
      name: a.name,
      box: footprintBox(a.rect, 0, top),
      facing,
      details: detailsOf(a.id, frameOf(a.rect, facing, edge), top, a.fits),
      fits: a.fits,
    };
  });
}

/** A point along a back edge, `out` inches outwards from the section's side. */
function edgePoint(r: PlanRect, edge: BackEdge, along: number, out: number): { x: number; z: number } {
  const at = sideAt(r, edge.side) + OUTWARD[edge.side] * out;
  return edge.side === "north" || edge.side === "south" ? { x: along, z: at } : { x: at, z: along };
}

/** A box over a stretch of a back edge, from `inner` to `outer` inches outwards of the section's side. */
function edgeBox(r: PlanRect, edge: BackEdge, from: number, to: number, inner: number, outer: number, y0: number, y1: number): SceneBox {
  const a = edgePoint(r, edge, from, inner);
  const b = edgePoint(r, edge, to, outer);
  return span(a.x, b.x, y0, y1, a.z, b.z);
}

/** The raised bar: a low wall on the back edge of the counter and the bar top on it. */
function raisedBar(drawing: PlanDrawing, edge: BackEdge, top: number, barTop: number, knee: number): SceneSection {
  const section = drawing.sections[edge.section]!;
  const depth = edge.side === "north" || edge.side === "south" ? section.rect.height : section.rect.width;
  const wall = Math.min(BAR_WALL_THICKNESS_IN, depth / 4);
  return {
    label: `${section.label} bar`,
    level: "bar",
    body: edgeBox(section.rect, edge, edge.from, edge.to, -wall, 0, top, barTop - SLAB_THICKNESS_IN),
    slab: edgeBox(
      section.rect,
      edge,
      edge.from - SLAB_OVERHANG_IN,
      edge.to + SLAB_OVERHANG_IN,
      -wall - SLAB_OVERHANG_IN,
      knee,
      barTop - SLAB_THICKNESS_IN,
      barTop,
    ),
  };
}

function seatsOf(drawing: PlanDrawing, edge: BackEdge, count: number, counterTop: number, knee: number): SceneSeat[] {
  const r = drawing.sections[edge.section]!.rect;
  const length = edge.to - edge.from;
  const spacing = Math.min(SEAT_SPACING_IN, length / count);
  const size = Math.max(4, Math.min(STOOL_SIZE_IN, spacing - 2));
  const height = Math.max(8, counterTop - STOOL_BELOW_COUNTER_IN);
  const middle = (edge.from + edge.to) / 2;
  const out = knee + 3;
  return Array.from({ length: count }, (_, i) => {
    const c = middle + (i - (count - 1) / 2) * spacing;
    return {
      box: edgeBox(r, edge, c - size / 2, c + size / 2, out - size / 2, out + size / 2, 0, height),
      facing: OPPOSITE[edge.side],
    };
  });
}

function structureOf(plan: PlannerData, drawing: PlanDrawing): SceneStructure | null {
  const s = drawing.pergola;
  if (!s) return null;
  const type = s.structureType;
  const r = s.rect;
  const height = plan.pergola.dimensions.height;
  const post = Math.min(POST_IN[type], r.width / 4, r.height / 4);
  const attached = s.wall !== null;
  const x0 = r.x;
  const x1 = r.x + r.width;
  const z0 = r.y;
  const z1 = r.y + r.height;
  // from the top down: the roof (rafters, louvers or the roof's courses), the beams, the posts
  const roofDepth = type === "gazebo-pavilion" ? Math.min(24, height * 0.25) : Math.min(6, height * 0.08);
  const beamDepth = Math.min(8, height * 0.1);
  const beamTop = height - roofDepth;
  const beamBottom = beamTop - beamDepth;
  const posts = s.posts.map((pt) => {
    const px = Math.min(Math.max(pt.x - post / 2, x0), x1 - post);
    const pz = Math.min(Math.max(pt.y - post / 2, z0), z1 - post);
    return span(px, px + post, 0, beamBottom, pz, pz + post);
  });
  const beams: SceneBox[] = [
    // along the length on the free side(s) ...
    span(x0, x1, beamBottom, beamTop, z1 - post, z1),
    attached ? span(x0, x1, beamBottom, beamTop, z0, z0 + 2) : span(x0, x1, beamBottom, beamTop, z0, z0 + post),
  ];
  // ... and across the width at each end
  if (!attached) beams.push(span(x0, x0 + post, beamBottom, beamTop, z0 + post, z1 - post), span(x1 - post, x1, beamBottom, beamTop, z0 + post, z1 - post));
  const roof: SceneBox[] = [];
  if (type === "gazebo-pavilion") {
    // a hipped roof in three courses, each narrower than the one below
    const course = roofDepth / 3;
    for (let i = 0; i < 3; i++) {
      const inset = (Math.min(r.width, r.height) / 2) * (i / 3.2);
      roof.push(span(x0 + inset, x1 - inset, beamTop + i * course, beamTop + (i + 1) * course, z0 + inset, z1 - inset));
    }
  } else if (plan.pergola.hasLouvers) {
    // louvers across the width, closed: a roof of slats
    const slat = 6;
    const count = Math.max(1, Math.floor(r.width / (slat + 1)));
    const pitch = r.width / count;
    for (let i = 0; i < count; i++) roof.push(span(x0 + i * pitch, x0 + i * pitch + Math.min(slat, pitch), beamTop, height, z0, z1));
  } else {
    // open rafters across the width, 16 in apart
    const count = Math.max(2, Math.floor(r.width / 16) + 1);
    const pitch = (r.width - 2) / (count - 1);
    for (let i = 0; i < count; i++) roof.push(span(x0 + i * pitch, x0 + i * pitch + 2, beamTop, height, z0, z1));
  }
  const wall = s.wall
    ? span(s.wall.line.start.x, s.wall.line.end.x, 0, height + 24, z0 - HOUSE_WALL_THICKNESS_IN, z0)
    : null;
  return {
    structureType: type,
    attached,
    posts,
    beams,
    roof,
    wall,
    material: WOOD,
    // a gazebo's roofing, a pergola's aluminium louvers or its wooden rafters
    roofMaterial: type === "gazebo-pavilion" ? ROOFING : plan.pergola.hasLouvers ? STEEL : WOOD,
  };
}

function lightsOf(plan: PlannerData, drawing: PlanDrawing, structure: SceneStructure | null, top: number): SceneLight[] {
  const lights: SceneLight[] = [];
  if (plan.lighting) {
    // LED strips' points under the slab's front overhang, along the run's edges
    for (const leg of drawing.run.legs) {
      const count = Math.max(1, Math.floor(leg.lengthIn / COUNTER_LIGHT_SPACING_IN));
      for (let i = 0; i < count; i++) {
        const t = (i + 0.5) / count;
        lights.push({ kind: "counter", position: { x: leg.start.x + (leg.end.x - leg.start.x) * t, y: top - SLAB_THICKNESS_IN - 0.25, z: leg.start.y + (leg.end.y - leg.start.y) * t } });
      }
    }
  }
  if (structure) {
    const p = plan.pergola;
    const underBeam = Math.min(...structure.beams.map((b) => b.min.y));
    const spots = p.spotlights === "" ? 0 : Number(p.spotlights);
    // on the posts first, then (a one-sided pergola has two posts) at the ends of the ledger on the wall
    const ledger = structure.wall ? structure.beams[1] : undefined;
    const mounts = [
      ...structure.posts.map((b) => ({ x: b.min.x + b.size.x / 2, z: b.min.z + b.size.z / 2 })),
      ...(ledger
        ? [
            { x: ledger.min.x + 6, z: ledger.min.z + ledger.size.z },
            { x: ledger.min.x + ledger.size.x - 6, z: ledger.min.z + ledger.size.z },
          ]
        : []),
    ];
    for (let i = 0; i < spots && i < mounts.length; i++) lights.push({ kind: "spotlight", position: { x: mounts[i]!.x, y: Math.max(0, underBeam - 2), z: mounts[i]!.z } });
    const pergola = drawing.pergola!.rect;
    const cx = pergola.x + pergola.width / 2;
    const cz = pergola.y + pergola.height / 2;
    // heaters and the fan are options of a gazebo/pavilion (the budget and the design check read them so)
    if (p.structureType === "gazebo-pavilion" && p.hasHeaters) {
      for (const [fx, fz] of [[0.2, 0.2], [0.8, 0.8]] as const) {
        lights.push({ kind: "heater", position: { x: pergola.x + pergola.width * fx, y: Math.max(0, underBeam - 6), z: pergola.y + pergola.height * fz } });
      }
    }
    if (p.structureType === "gazebo-pavilion" && p.hasFan) lights.push({ kind: "fan", position: { x: cx, y: Math.max(0, underBeam - 12), z: cz } });
  }
  return lights;
}

function boundsOf(boxes: SceneBox[], points: { x: number; y: number; z: number }[]): SceneBox {
  const xs = [...boxes.flatMap((b) => [b.min.x, b.min.x + b.size.x]), ...points.map((p) => p.x)];
  const ys = [...boxes.flatMap((b) => [b.min.y, b.min.y + b.size.y]), ...points.map((p) => p.y)];
  const zs = [...boxes.flatMap((b) => [b.min.z, b.min.z + b.size.z]), ...points.map((p) => p.z)];
  return span(Math.min(...xs), Math.max(...xs), Math.min(0, ...ys), Math.max(...ys), Math.min(...zs), Math.max(...zs));
}

/** Every box of the scene, for bounds and for checks over the whole scene. */
export function sceneBoxes(scene: Omit<Scene, "bounds" | "summary">): SceneBox[] {
  return [
    ...scene.sections.flatMap((s) => [s.body, s.slab]),
    ...scene.appliances.flatMap((a) => [a.box, ...a.details.map((d) => d.box)]),
    ...(scene.structure
      ? [...scene.structure.posts, ...scene.structure.beams, ...scene.structure.roof, ...(scene.structure.wall ? [scene.structure.wall] : [])]
      : []),
    ...scene.seats.map((s) => s.box),
  ];
}

/** The bar's height over a counter of this height: 42 in, or 4 in above a counter already taller than 38 in. */
export function barHeightIn(counter: number): number {
  return Math.max(BAR_HEIGHT_IN, counter + BAR_RISE_MIN_IN);
}

/** The island, its appliances, its structure, lights and seats in three dimensions (see the top of this file). */
export function sceneOf(plan: PlannerData): Scene {
  const drawing = planDrawing(plan);
  const top = plan.dimensions.height;
  const c = plan.constraints;
  const cooks = cookSides(drawing);
  const back = backEdgeOf(drawing, cooks);
  const seating = c.seatingArea && back !== null;
  const raised = c.varyingHeights && back !== null;
  const barTop = barHeightIn(top);
  const mainKnee = kneeSpace(top).depthIn;
  const barKnee = kneeSpace(barTop).depthIn;
  const sides = materialOf(SIDE_FINISHES[plan.materials.sides as keyof typeof SIDE_FINISHES], NEUTRAL_SIDES, 0.1);
  const countertop = materialOf(
    COUNTERTOP_FINISHES[plan.materials.countertop as keyof typeof COUNTERTOP_FINISHES],
    NEUTRAL_TOP,
    plan.materials.countertop === "stainless" ? 0.8 : plan.materials.countertop === "granite" ? 0.5 : 0.2,
  );

  const slabs = slabRects(drawing, seating && !raised ? back : null, mainKnee);
  const sections: SceneSection[] = drawing.sections.map((s, i) => ({
    label: s.label,
    level: "main",
    body: footprintBox(s.rect, 0, top - SLAB_THICKNESS_IN),
    slab: footprintBox(slabs[i]!, top - SLAB_THICKNESS_IN, top),
  }));
  if (raised && back) sections.push(raisedBar(drawing, back, top, barTop, barKnee));
  const appliances = appliancesOf(drawing, cooks, top);
  const seats = seating && back ? seatsOf(drawing, back, c.seatCount, raised ? barTop : top, raised ? barKnee : mainKnee) : [];
  const structure = structureOf(plan, drawing);
  const lights = lightsOf(plan, drawing, structure, top);
  const partial = { shape: drawing.shape, sections, appliances, structure, lights, seats, materials: { sides, countertop } };
  return {
    ...partial,
    bounds: boundsOf(sceneBoxes(partial), lights.map((l) => l.position)),
    summary: summaryOf(plan, drawing, { raised: raised ? barTop : null, seats: seats.length }),
  };
}

function summaryOf(plan: PlannerData, drawing: PlanDrawing, extra: { raised: number | null; seats: number }): string {
  const shape = SHAPE_NAMES[drawing.shape];
  const size = drawing.sections.map((s) => `${formatInches(s.lengthIn)} x ${formatInches(s.widthIn)}`).join(" and ");
  const count = drawing.appliances.length;
  const beyond = drawing.appliances.filter((a) => !a.fits).length;
  const parts = [
    count === 0 ? "no appliances" : `${plural(count, "appliance")}${beyond > 0 ? ` (${beyond} past the end of the run)` : ""}`,
    ...(extra.raised !== null ? [`a raised bar at ${formatInches(extra.raised)}`] : []),
    ...(extra.seats > 0 ? [plural(extra.seats, "seat")] : []),
  ];
  const s = drawing.pergola;
  const structure = s
    ? ` under a ${s.structureType === "pergola" ? `${plan.pergola.hasLouvers ? "louvered " : ""}pergola` : "gazebo"} ${formatInches(s.lengthIn)} x ${formatInches(s.widthIn)}${s.wall ? " against the house wall" : ""}`
    : "";
  return `${shape} island ${size}, ${formatInches(plan.dimensions.height)} high, with ${parts.join(", ")}${structure}.`;
}
