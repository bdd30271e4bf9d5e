// The landing page's five pictures (scripts/hero/scenes.ts) show islands the planner draws: each one's plan is
// a plan the wizard accepts, the planner's perspective view of it shows every appliance, and the picture lays
// the island out as the scene model builds it (its levels, its appliances' places, its stools).
import { describe, expect, it } from "vitest";
import { islandBlocks, placeAppliances, stoolsOf } from "../../../scripts/hero/island-layout";
import { SCENES } from "../../../scripts/hero/scenes";
import { planDrawing } from "../planner/plan-drawing";
import { plannerDataSchema } from "../planner/schema";
import { validateStep, WIZARD_STEPS } from "../planner/wizard";
import { sceneOf } from "./build-scene";
import { perspectiveOf } from "./projection";

const FRAME = { width: 504, height: 300, margin: 4, badgeRadius: 5.5 };
/** The steps that design the island; the contract and budget steps are the homeowner's own. */
const DESIGN_STEPS = WIZARD_STEPS.filter((s) => s.id !== "contract" && s.id !== "budget");

describe("the landing page's pictures", () => {
  it("are five different islands", () => {
    expect(SCENES).toHaveLength(5);
    expect(new Set(SCENES.map((s) => s.plan.shape)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(SCENES.map((s) => s.id)).size).toBe(5);
  });

  for (const spec of SCENES) {
    describe(spec.id, () => {
      it("is a plan the planner accepts at every design step", () => {
        expect(plannerDataSchema.safeParse(spec.plan).success).toBe(true);
        for (const step of DESIGN_STEPS) expect(validateStep(step.number, spec.plan), step.id).toEqual(expect.objectContaining({ valid: true }));
      });

      it("shows every appliance of the plan in the planner's perspective view, all fitting on the run", () => {
        const scene = sceneOf(spec.plan);
        expect(scene.appliances.map((a) => a.id)).toEqual(spec.plan.appliances.map((a) => a.id));
        expect(scene.appliances.every((a) => a.fits)).toBe(true);
        const view = perspectiveOf(scene, FRAME);
        for (const a of scene.appliances) expect(view.polygons.some((p) => p.appliance === a.number), a.name).toBe(true);
      });

      it("draws the island where the scene model builds it: its appliances, its levels and its stools", () => {
        const scene = sceneOf(spec.plan);
        const drawing = planDrawing(spec.plan);
        const blocks = islandBlocks(drawing, spec.plan, scene);
        // every level of counter the scene builds is a block of the picture at that height
        const tops = (values: number[]) => [...new Set(values.map((t) => Math.round(t * 100) / 100))].sort();
        expect(tops(blocks.map((b) => b.top))).toEqual(tops(scene.sections.map((s) => s.slab.min.y + s.slab.size.y)));
        // each appliance stands on the scene's footprint for it
        const placed = placeAppliances(drawing, blocks);
        expect(placed).toHaveLength(scene.appliances.length);
        for (const [i, p] of placed.entries()) {
          const box = scene.appliances[i]!.box;
          expect(p.plan.id).toBe(scene.appliances[i]!.id);
          expect([p.plan.rect.x, p.plan.rect.y, p.plan.rect.width, p.plan.rect.height]).toEqual([box.min.x, box.min.z, box.size.x, box.size.z]);
        }
        // the stools are the scene's seats
        expect(stoolsOf(scene)).toEqual(
          scene.seats.map((s) => ({ at: [s.box.min.x + s.box.size.x / 2, s.box.min.z + s.box.size.z / 2], seat: s.box.min.y + s.box.size.y })),
        );
      });
    });
  }

  it("seats three at the raised bar of the bar picture, on the bar's side of the counter", () => {
    const spec = SCENES.find((s) => s.id === "l-shaped-bar-seating")!;
    const scene = sceneOf(spec.plan);
    const bar = scene.sections.find((s) => s.level === "bar")!;
    expect(bar).toBeDefined();
    const stools = stoolsOf(scene);
    expect(stools).toHaveLength(3);
    const blocks = islandBlocks(planDrawing(spec.plan), spec.plan, scene);
    const barBlock = blocks.find((b) => b.top === bar.slab.min.y + bar.slab.size.y)!;
    // the stools stand under the bar top's knee-space overhang, off the cabinet
    for (const s of stools) {
      expect(s.at[1]).toBeLessThan(bar.body.min.z);
      expect(s.at[1]).toBeGreaterThanOrEqual(bar.slab.min.z - 15);
    }
    expect(barBlock.faceFrom.every((f) => f === bar.body.min.y)).toBe(true);
  });
});
