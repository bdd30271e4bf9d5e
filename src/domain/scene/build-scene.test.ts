import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTERTOP_FINISHES, SIDE_FINISHES } from "../planner/finishes";
import { planDrawing, type PlanRect } from "../planner/plan-drawing";
import type { PlannerData } from "../planner/schema";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";
import {
  arrangedLPlan,
  barSeatingPlan,
  insideLPlan,
  lSinkPergolaPlan,
  minimalRectanglePlan,
  rectanglePergolaPlan,
  scenePlans,
  smallestPlan,
  tooShortPlan,
  uGazeboPlan,
} from "../testing/scene-plans";
import { barHeightIn, sceneBoxes, sceneOf, SLAB_THICKNESS_IN } from "./build-scene";
import type { Scene, SceneBox } from "./scene";

const TOL = 1e-6;
const top = (b: SceneBox) => b.min.y + b.size.y;

function footprint(b: SceneBox): PlanRect {
  return { x: b.min.x, y: b.min.z, width: b.size.x, height: b.size.z };
}

function expectFootprint(b: SceneBox, r: PlanRect): void {
  const f = footprint(b);
  for (const key of ["x", "y", "width", "height"] as const) expect(Math.abs(f[key] - r[key])).toBeLessThan(TOL);
}

/** Closed boxes that share at least a point. */
function touch(a: SceneBox, b: SceneBox): boolean {
  return (["x", "y", "z"] as const).every(
    (k) => a.min[k] <= b.min[k] + b.size[k] + TOL && b.min[k] <= a.min[k] + a.size[k] + TOL,
  );
}

function contains(outer: SceneBox, inner: SceneBox): boolean {
  return (["x", "y", "z"] as const).every(
    (k) => inner.min[k] >= outer.min[k] - TOL && inner.min[k] + inner.size[k] <= outer.min[k] + outer.size[k] + TOL,
  );
}

/** The boxes of `rest` not held by `fixed`: touching none of them, nor a box that touches them. */
function unfixed(fixed: SceneBox[], rest: SceneBox[]): SceneBox[] {
  const held = [...fixed];
  let left = rest;
  for (let changed = true; changed; ) {
    const next = left.filter((b) => !held.some((f) => touch(f, b)));
    changed = next.length < left.length;
    held.push(...left.filter((b) => !next.includes(b)));
    left = next;
  }
  return left;
}

/** What every scene of every plan keeps: the drawing's positions, nothing floating, all inside the bounds. */
function checkScene(plan: PlannerData, scene: Scene): void {
  const drawing = planDrawing(plan);
  const h = plan.dimensions.height;

  // every section at the drawing's position and size, standing on the patio under a slab at counter height
  for (const s of drawing.sections) {
    const section = scene.sections.find((x) => x.label === s.label);
    expect(section, s.label).toBeDefined();
    expectFootprint(section!.body, s.rect);
    expect(section!.body.min.y).toBe(0);
    expect(Math.abs(top(section!.slab) - h)).toBeLessThan(TOL);
    expect(Math.abs(section!.slab.min.y - top(section!.body))).toBeLessThan(TOL);
    expect(Math.abs(section!.slab.size.y - SLAB_THICKNESS_IN)).toBeLessThan(TOL);
    // the slab covers its body
    expect(footprint(section!.slab).x).toBeLessThanOrEqual(s.rect.x + TOL);
  }
  // where the sections of an L or a U meet, their slabs join without overlapping (a U whose arms are too
  // close overlaps in the drawing already: the walkway warning says so)
  const overlap = (a: PlanRect, b: PlanRect) =>
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > TOL &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > TOL;
  for (let i = 0; i < drawing.sections.length; i++) {
    for (let j = i + 1; j < drawing.sections.length; j++) {
      if (overlap(drawing.sections[i]!.rect, drawing.sections[j]!.rect)) continue;
      expect(overlap(footprint(scene.sections[i]!.slab), footprint(scene.sections[j]!.slab))).toBe(false);
    }
  }
  // a raised bar stands on the main counter
  for (const bar of scene.sections.filter((x) => x.level === "bar")) {
    expect(Math.abs(bar.body.min.y - h)).toBeLessThan(TOL);
    expect(Math.abs(bar.slab.min.y - top(bar.body))).toBeLessThan(TOL);
    expect(Math.abs(top(bar.slab) - barHeightIn(h))).toBeLessThan(TOL);
    expect(scene.sections.some((x) => x.level !== "bar" && touch(x.slab, bar.body))).toBe(true);
  }

  // every appliance at the drawing's rectangle, in the counter: from the patio to the counter top
  expect(scene.appliances.map((a) => a.number)).toEqual(drawing.appliances.map((a) => a.number));
  for (const a of drawing.appliances) {
    const item = scene.appliances.find((x) => x.number === a.number)!;
    expect([item.id, item.fits]).toEqual([a.id, a.fits]);
    expectFootprint(item.box, a.rect);
    expect(item.box.min.y).toBe(0);
    expect(Math.abs(top(item.box) - h)).toBeLessThan(TOL);
    expect(item.details.length).toBeGreaterThan(0);
    // each detail is fixed to the appliance or the cabinet's face round it, or to a detail fixed to them
    const mounts = [item.box, ...(a.fits ? scene.sections.map((x) => x.body) : [])];
    expect(unfixed(mounts, item.details.map((d) => d.box)), `${a.id}: details not fixed to it`).toEqual([]);
  }

  // nothing below the patio; posts, seats and the wall stand on it; beams on the posts, the roof on the beams
  const boxes = sceneBoxes(scene);
  for (const b of boxes) expect(b.min.y).toBeGreaterThanOrEqual(-TOL);
  for (const seat of scene.seats) expect(seat.box.min.y).toBe(0);
  const s = scene.structure;
  if (s) {
    for (const post of s.posts) expect(post.min.y).toBe(0);
    if (s.wall) expect(s.wall.min.y).toBe(0);
    for (const beam of s.beams) {
      expect(s.posts.some((p) => touch(p, beam)) || (s.wall !== null && touch(s.wall, beam))).toBe(true);
    }
    // the roof on the beams, a roof's upper courses on its lower ones
    expect(unfixed(s.beams, s.roof)).toEqual([]);
  }

  // the bounds hold everything, lights included
  for (const b of boxes) expect(contains(scene.bounds, b)).toBe(true);
  for (const l of scene.lights) {
    expect(contains(scene.bounds, { min: l.position, size: { x: 0, y: 0, z: 0 } })).toBe(true);
  }
  expect(scene.bounds.min.y).toBe(0);
  expect(scene.summary).toMatch(/island .* high, with .*\.$/);
}

describe("the island's scene", () => {
  for (const [name, make] of Object.entries(scenePlans)) {
    it(`places everything where the plan drawing does: ${name}`, () => {
      const plan = make();
      checkScene(plan, sceneOf(plan));
    });
  }

  it("keeps its rules for any plan the schema accepts", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (plan) => checkScene(plan, sceneOf(plan))),
      { numRuns: propertyRuns(200) },
    );
  });

  it("faces the appliances towards the cook: the run's edge", () => {
    // a rectangle's run is its top edge in the drawing (z = 0), the cook on the -z side
    expect(sceneOf(minimalRectanglePlan()).appliances.map((a) => a.facing)).toEqual(["north"]);
    // an L's outer edges: the base's top, then the return arm's right side
    const arranged = sceneOf(arrangedLPlan());
    expect(arranged.appliances.map((a) => `${a.id}:${a.facing}`)).toEqual(["grill:north", "sink:east", "fridge:east"]);
    // inside: the base's inner (lower) edge, then the arm's inner (left) side
    const inside = sceneOf(insideLPlan());
    expect(new Set(inside.appliances.map((a) => a.facing))).toEqual(new Set(["south", "west"]));
    // the grill's knobs and doors are on the cook's side, in front of its cut-out
    const grill = sceneOf(minimalRectanglePlan()).appliances[0]!;
    const doors = grill.details.filter((d) => d.kind === "door");
    expect(doors.length).toBe(2);
    for (const d of doors) expect(d.box.min.z).toBeLessThan(0);
    expect(grill.details.some((d) => d.kind === "lid" && d.box.min.y === 36)).toBe(true);
  });

  it("draws what each appliance is", () => {
    const kinds = (plan: PlannerData, id: string) =>
      new Set(sceneOf(plan).appliances.find((a) => a.id === id)?.details.map((d) => d.kind));
    const u = uGazeboPlan();
    expect(kinds(u, "sink")).toEqual(new Set(["basin", "faucet", "door", "handle"]));
    expect(kinds(u, "pizza-oven")).toContain("chimney");
    expect(kinds(u, "side-burner")).toContain("burner");
    expect([...kinds(u, "double-drawers")].filter((k) => k === "drawer")).toHaveLength(1);
    expect(sceneOf(u).appliances.find((a) => a.id === "double-drawers")!.details.filter((d) => d.kind === "drawer")).toHaveLength(2);
    expect(kinds(rectanglePergolaPlan(), "smoker")).toContain("chimney");
  });

  it("draws appliances that do not fit past the end of the run, clear of the counter", () => {
    const plan = tooShortPlan();
    const scene = sceneOf(plan);
    const beyond = scene.appliances.filter((a) => !a.fits);
    expect(beyond.length).toBeGreaterThan(0);
    for (const a of beyond) expect(a.box.min.x).toBeGreaterThan(plan.dimensions.length);
    expect(scene.summary).toContain("past the end of the run");
  });

  it("clads the island in the chosen finishes, and a neutral one before they are chosen", () => {
    const l = sceneOf(lSinkPergolaPlan());
    expect(l.materials.sides.base).toBe(SIDE_FINISHES.brick.base);
    expect(l.materials.countertop.base).toBe(COUNTERTOP_FINISHES.concrete.base);
    const unchosen = sceneOf(arrangedLPlan());
    expect(unchosen.materials.sides.pattern).toBe("plain");
    expect(unchosen.materials.countertop.pattern).toBe("plain");
  });

  it("overhangs the counter 1.5 in all round and by the knee space where the seats are", () => {
    const plan = rectanglePergolaPlan();
    const section = sceneOf(plan).sections[0]!;
    const { body, slab } = section;
    expect(body.min.x - slab.min.x).toBeCloseTo(1.5);
    expect(slab.min.x + slab.size.x - (body.min.x + body.size.x)).toBeCloseTo(1.5);
    expect(body.min.z - slab.min.z).toBeCloseTo(1.5);
    // the seats are on the side away from the cook: 15 in of knee space at a 36 in counter
    expect(slab.min.z + slab.size.z - (body.min.z + body.size.z)).toBeCloseTo(15);
    const seats = sceneOf(plan).seats;
    expect(seats).toHaveLength(2);
    for (const seat of seats) {
      expect(seat.facing).toBe("north");
      expect(seat.box.min.z).toBeGreaterThan(body.min.z + body.size.z);
      expect(top(seat.box)).toBe(24);
    }
  });

  it("raises a bar at 42 in along the seats' edge when the heights vary, with bar stools", () => {
    const scene = sceneOf(barSeatingPlan());
    const bar = scene.sections.find((s) => s.level === "bar")!;
    expect(bar.label).toBe("L bar");
    expect(top(bar.slab)).toBe(42);
    const main = scene.sections[0]!;
    // the main counter keeps its plain overhang; the bar top carries the 12 in knee space of a 42 in counter
    expect(top(main.slab) + 0).toBe(36);
    expect(main.slab.min.z + main.slab.size.z - (main.body.min.z + main.body.size.z)).toBeCloseTo(1.5);
    expect(bar.slab.min.z + bar.slab.size.z - (main.body.min.z + main.body.size.z)).toBeCloseTo(12);
    expect(scene.seats).toHaveLength(4);
    for (const seat of scene.seats) expect(top(seat.box)).toBe(30);
    expect(scene.summary).toContain('raised bar at 42"');
    // a counter already at bar height gets its bar 4 in above it
    expect(barHeightIn(40)).toBe(44);
  });

  it("seats an inside L on its outer edge, away from the cook", () => {
    const scene = sceneOf(insideLPlan());
    const base = scene.sections.find((s) => s.label === "L1")!;
    expect(scene.seats).toHaveLength(3);
    for (const seat of scene.seats) expect(seat.box.min.z + seat.box.size.z).toBeLessThan(base.body.min.z);
  });

  it("hangs a one-sided pergola from the house wall, with louvers and spotlights", () => {
    const plan = lSinkPergolaPlan();
    const scene = sceneOf(plan);
    const drawing = planDrawing(plan);
    const s = scene.structure!;
    expect(s.attached).toBe(true);
    expect(s.posts).toHaveLength(2);
    expect(s.wall).not.toBeNull();
    expect(s.wall!.min.z + s.wall!.size.z).toBeCloseTo(drawing.pergola!.rect.y);
    expect(s.roof.length).toBeGreaterThan(20);
    expect(Math.max(...s.roof.map(top))).toBe(108);
    expect(scene.lights.filter((l) => l.kind === "spotlight")).toHaveLength(4);
    expect(scene.lights.filter((l) => l.kind === "counter").length).toBeGreaterThan(2);
    expect(scene.summary).toContain("louvered pergola");
    expect(scene.summary).toContain("against the house wall");
  });

  it("stands a gazebo on four posts at the drawing's corners, with its heaters and fan", () => {
    const plan = uGazeboPlan();
    const scene = sceneOf(plan);
    const rect = planDrawing(plan).pergola!.rect;
    const s = scene.structure!;
    expect(s.attached).toBe(false);
    expect(s.posts).toHaveLength(4);
    for (const post of s.posts) expect(contains(footprintBox(rect), { ...post, min: { ...post.min, y: 0 }, size: { ...post.size, y: 0 } })).toBe(true);
    expect(Math.max(...s.roof.map(top))).toBe(120);
    expect(scene.lights.filter((l) => l.kind === "heater")).toHaveLength(2);
    expect(scene.lights.filter((l) => l.kind === "fan")).toHaveLength(1);
  });

  it("keeps the smallest island's details inside its 12 in height", () => {
    const scene = sceneOf(smallestPlan());
    for (const d of scene.appliances[0]!.details) expect(d.box.min.y).toBeGreaterThanOrEqual(0);
    expect(scene.structure!.posts.every((p) => top(p) > 0)).toBe(true);
  });
});

function footprintBox(r: PlanRect): SceneBox {
  return { min: { x: r.x, y: 0, z: r.y }, size: { x: r.width, y: 0, z: r.height } };
}
