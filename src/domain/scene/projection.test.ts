import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlannerData } from "../planner/schema";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";
import { lSinkPergolaPlan, minimalRectanglePlan, scenePlans, smallestPlan, uGazeboPlan } from "../testing/scene-plans";
import { sceneOf } from "./build-scene";
import { cameraOf, extentsOverlap, paintedBoxes, paintOrder, type PerspectiveView, perspectiveOf, screenExtent } from "./projection";
import type { SceneBox, Vec3 } from "./scene";

const FRAME = { width: 504, height: 300, margin: 4, badgeRadius: 5.5 };

const box = (x: number, y: number, z: number, sx: number, sy: number, sz: number): SceneBox => ({
  min: { x, y, z },
  size: { x: sx, y: sy, z: sz },
});

/** What every view of every plan keeps: each appliance drawn and numbered, everything inside the frame. */
function checkView(plan: PlannerData, view: PerspectiveView): void {
  const scene = sceneOf(plan);
  expect(view.labels.map((l) => l.number)).toEqual(scene.appliances.map((a) => a.number));
  for (const a of scene.appliances) {
    expect(view.polygons.some((p) => p.appliance === a.number), `appliance ${a.number}`).toBe(true);
    const label = view.labels.find((l) => l.number === a.number)!;
    expect(label.text).toBe(String(a.number));
    expect(label.fits).toBe(a.fits);
  }
  const r = view.badgeRadius;
  const points = view.polygons.flatMap((polygon) => polygon.points);
  expect(Math.min(...points.map((p) => p.x))).toBeGreaterThanOrEqual(-0.01);
  expect(Math.max(...points.map((p) => p.x))).toBeLessThanOrEqual(FRAME.width + 0.01);
  expect(Math.min(...points.map((p) => p.y))).toBeGreaterThanOrEqual(-0.01);
  expect(Math.max(...points.map((p) => p.y))).toBeLessThanOrEqual(FRAME.height + 0.01);
  for (const l of view.labels) {
    expect(l.at.x - r).toBeGreaterThanOrEqual(-0.01);
    expect(l.at.x + r).toBeLessThanOrEqual(FRAME.width + 0.01);
    expect(l.at.y - r).toBeGreaterThanOrEqual(-0.01);
    expect(l.at.y + r).toBeLessThanOrEqual(FRAME.height + 0.01);
  }
  // the patio first, under everything
  expect(view.polygons[0]!.part).toBe("patio");
}

/** Every pair of boxes that overlap on the view is painted far to near. */
function checkOrder(plan: PlannerData): void {
  const scene = sceneOf(plan);
  const camera = cameraOf(scene);
  const boxes = paintedBoxes(scene, camera);
  const extents = boxes.map((b) => screenExtent(b, camera));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (!extentsOverlap(extents[i]!, extents[j]!)) continue;
      // the later box is never one the earlier may hide
      expect(paintOrder(boxes[i]!, boxes[j]!, camera.eye), `${JSON.stringify(boxes[i])} before ${JSON.stringify(boxes[j])}`).not.toBe(1);
    }
  }
}

describe("the perspective view", () => {
  for (const [name, make] of Object.entries(scenePlans)) {
    it(`draws and numbers every appliance inside its frame: ${name}`, () => {
      const plan = make();
      checkView(plan, perspectiveOf(sceneOf(plan), FRAME));
    });
  }

  it("keeps those rules for any plan the schema accepts", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (plan) => checkView(plan, perspectiveOf(sceneOf(plan), FRAME))),
      { numRuns: propertyRuns(100) },
    );
  });

  // the smallest plan's structure stands its posts in the counter's overhang: boxes that cut through each
  // other have no order that is right from every side
  for (const [name, make] of Object.entries(scenePlans).filter(([, make]) => make !== smallestPlan)) {
    it(`paints far to near: ${name}`, () => checkOrder(make()));
  }

  it("orders two boxes by a plane between them", () => {
    const eye: Vec3 = { x: 100, y: 100, z: 100 };
    const near = box(10, 0, 10, 5, 5, 5);
    const far = box(-10, 0, -10, 5, 5, 5);
    expect(paintOrder(far, near, eye)).toBe(-1);
    expect(paintOrder(near, far, eye)).toBe(1);
    // a lid on a counter, seen from above: the counter first
    const counter = box(0, 34.5, 0, 96, 1.5, 32);
    const lid = box(10, 36, 4, 34, 9, 18);
    expect(paintOrder(counter, lid, eye)).toBe(-1);
    // side by side with the camera between them: neither hides the other
    expect(paintOrder(box(0, 0, 0, 10, 10, 10), box(200, 0, 0, 10, 10, 10), eye)).toBe(0);
  });

  it("looks at the appliances' fronts, and never from behind the house wall", () => {
    // a rectangle's cook stands at the top of the plan drawing: the camera is on that side
    expect(perspectiveOf(sceneOf(minimalRectanglePlan()), FRAME).corner).toMatch(/^top/);
    // a one-sided pergola's wall is at the top of the drawing: the camera stands below
    expect(perspectiveOf(sceneOf(lSinkPergolaPlan()), FRAME).corner).toMatch(/^bottom/);
  });

  it("draws the roof in outline so the island under it shows, and the rest filled", () => {
    const view = perspectiveOf(sceneOf(uGazeboPlan()), FRAME);
    const outlined = view.polygons.filter((p) => p.fill === null);
    expect(outlined.length).toBeGreaterThan(0);
    expect(outlined.every((p) => p.part === "structure")).toBe(true);
    expect(view.polygons.filter((p) => p.part === "section").every((p) => p.fill !== null)).toBe(true);
  });

  it("keeps the badges apart", () => {
    for (const make of Object.values(scenePlans)) {
      const view = perspectiveOf(sceneOf(make()), FRAME);
      for (const [i, a] of view.labels.entries()) {
        for (const b of view.labels.slice(i + 1)) expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeGreaterThanOrEqual(2 * FRAME.badgeRadius);
      }
    }
  });
});
