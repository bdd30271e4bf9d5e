import { describe, expect, it } from "vitest";
import { planDrawing } from "../planner/plan-drawing";
import { richSowPlan } from "../testing/plans";
import { tooShortPlan, uGazeboPlan } from "../testing/scene-plans";
import { sowFor } from "../testing/sow-documents";
import type { SowPerspective } from "./model";

function perspectiveOfSow(plan = richSowPlan()): SowPerspective {
  const section = sowFor("CA", plan).sections.find((s) => s.id === "drawing")!;
  const blocks = section.blocks.filter((b): b is SowPerspective => b.kind === "perspective");
  expect(blocks).toHaveLength(1);
  // after the plan drawing, so its numbers are read against the drawing's legend
  expect(section.blocks.findIndex((b) => b.kind === "drawing")).toBeLessThan(section.blocks.indexOf(blocks[0]!));
  return blocks[0]!;
}

describe("the SOW's perspective view", () => {
  it("numbers every appliance as the plan drawing does", () => {
    for (const plan of [richSowPlan(), uGazeboPlan(), tooShortPlan()]) {
      const block = perspectiveOfSow(plan);
      const drawn = planDrawing(plan).appliances;
      expect(block.view.labels.map((l) => [l.text, l.fits])).toEqual(drawn.map((a) => [String(a.number), a.fits]));
    }
  });

  it("says where it is seen from, that it is not to scale, and what the red numbers and the outlined roof mean", () => {
    const rich = perspectiveOfSow();
    expect(rich.caption).toMatch(/^Perspective view from the (top|bottom) (left|right) corner of the plan drawing, not to scale;/);
    expect(rich.caption).toContain("roof is drawn in outline");
    expect(rich.caption).not.toContain("red numbers");
    const short = perspectiveOfSow(tooShortPlan());
    expect(short.caption).toContain("red numbers stand past the end of the run");
    expect(short.caption).not.toContain("roof");
    expect(short.summary).toMatch(/^Rectangular island/);
  });
});
