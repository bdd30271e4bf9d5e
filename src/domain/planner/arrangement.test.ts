import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrangeAppliance, arrangementOf, clearArrangement, dropTarget, moveAppliance, moveTarget } from "./arrangement";
import type { ApplianceId } from "./catalogue";
import { fitToAppliances } from "./fit";
import { brokenLayoutRules, grillLanding } from "./layout-rules";
import { designChecks } from "../sow/design-check";
import { END_BUFFER_IN } from "./limits";
import { createApplianceItem } from "./model";
import { appliancesOnRun, planDrawing } from "./plan-drawing";
import type { PlannerData } from "./schema";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan } from "../testing/plans";
import { propertyRuns } from "../testing/property-runs";

const lPlan = (...ids: ApplianceId[]) =>
  completePlan((plan) => {
    plan.shape = "l-shaped";
    plan.appliancePlacement = "outside";
    plan.lShape = { length1: 144, width1: 32, length2: 96, width2: 32 };
    plan.appliances = ids.map(createApplianceItem);
  });

const drawn = (plan: PlannerData) => appliancesOnRun(plan).map((a) => `${a.id}@${a.section}`);

describe("arranging the appliances", () => {
  it("moves an appliance to the other arm of an L, keeping the others where they stand", () => {
    const plan = lPlan("grill", "sink", "fridge");
    expect(drawn(plan)).toEqual(["grill@L1", "sink@L1", "fridge@L1"]);
    const moved = moveAppliance(plan, "sink", { arm: "L2" });
    expect(drawn(moved)).toEqual(["grill@L1", "fridge@L1", "sink@L2"]);
    expect(moved.appliances.map((a) => a.id)).toEqual(["grill", "fridge", "sink"]);
    expect(moved.arrangement).toEqual({ shape: "l-shaped", arms: { grill: "L1", fridge: "L1", sink: "L2" } });
    // the SOW's drawing is the same model: the sink is drawn on L2, at the start of its edge
    const sink = planDrawing(moved).appliances.find((a) => a.id === "sink")!;
    expect([sink.section, sink.legX, sink.number]).toEqual(["L2", 0, 3]);
  });

  it("moves left and right along the run, over a corner onto the neighbouring arm", () => {
    const plan = moveAppliance(lPlan("grill", "sink", "fridge"), "sink", { arm: "L2" });
    expect(moveTarget(plan, "grill", "left")).toBeNull();
    expect(moveTarget(plan, "sink", "right")).toBeNull();
    // first on L2: left goes to the end of L1
    const back = moveAppliance(plan, "sink", "left");
    expect(drawn(back)).toEqual(["grill@L1", "fridge@L1", "sink@L1"]);
    // last on L1: right goes to the start of L2
    const over = moveAppliance(plan, "fridge", "right");
    expect(drawn(over)).toEqual(["grill@L1", "fridge@L2", "sink@L2"]);
    expect(drawn(moveAppliance(plan, "grill", "right"))).toEqual(["fridge@L1", "grill@L1", "sink@L2"]);
  });

  it("on a rectangle, changes the order only", () => {
    const plan = completePlan((p) => {
      p.dimensions.length = 150;
      p.appliances = (["grill", "sink", "fridge"] as const).map(createApplianceItem);
    });
    const moved = moveAppliance(plan, "grill", "right");
    expect(drawn(moved)).toEqual(["sink@L", "grill@L", "fridge@L"]);
    expect(moved.arrangement).toBeUndefined();
    expect(moveTarget(plan, "grill", { arm: "L2" })).toBeNull();
  });

  it("keeps an appliance on the arm it was placed on even when that arm is too short, and the fit lengthens that arm", () => {
    const plan = completePlan((p) => {
      p.shape = "l-shaped";
      p.appliances = (["grill", "pizza-oven", "fridge"] as const).map(createApplianceItem);
    });
    let arranged = plan;
    for (const id of ["grill", "pizza-oven", "fridge"] as const) arranged = moveAppliance(arranged, id, { arm: "L2" });
    expect(appliancesOnRun(arranged).map((a) => a.section)).toEqual(["L2", "L2", "L2"]);
    expect(appliancesOnRun(arranged).some((a) => !a.fits)).toBe(true);
    expect(brokenLayoutRules(arranged)).toContain("appliances-on-counter");

    const result = fitToAppliances(arranged);
    if (!result.fits) throw new Error(result.reason);
    // the homeowner's order and arms are kept, and now every appliance stands on the counter
    expect(drawn(result.data)).toEqual(["grill@L2", "pizza-oven@L2", "fridge@L2"]);
    expect(appliancesOnRun(result.data).every((a) => a.fits)).toBe(true);
    expect(result.data.lShape.length2).toBeGreaterThan(plan.lShape.length2);
    expect(brokenLayoutRules(result.data)).toEqual([]);
  });

  it("fits a rectangle around the homeowner's order", () => {
    let plan = completePlan((p) => {
      p.appliances = (["grill", "sink", "fridge"] as const).map(createApplianceItem);
    });
    plan = moveAppliance(moveAppliance(plan, "fridge", "left"), "fridge", "left");
    const result = fitToAppliances(plan);
    if (!result.fits) throw new Error(result.reason);
    expect(drawn(result.data)).toEqual(["fridge@L", "grill@L", "sink@L"]);
  });

  it("says when the arms chosen are what keeps the appliances from fitting", () => {
    let plan = lPlan("grill", "sink", "fridge");
    plan.constraints = { ...plan.constraints, enabled: true, L2: { min: 24, max: 60 } };
    for (const id of ["grill", "sink", "fridge"] as const) plan = moveAppliance(plan, id, { arm: "L2" });
    const result = fitToAppliances(plan);
    expect(result).toEqual({
      fits: false,
      reason:
        "No L-shaped island within your size constraints holds your appliances on the arms you placed them on; arranged automatically, they fit.",
      alternative: null,
      arrangedTooTight: true,
    });
    expect(fitToAppliances(clearArrangement(plan)).fits).toBe(true);
  });

  it("measures the grill's landing space where the homeowner put it", () => {
    const plan = completePlan((p) => {
      p.dimensions.length = 120;
      p.appliances = (["grill", "sink"] as const).map(createApplianceItem);
    });
    const moved = moveAppliance(plan, "grill", "right");
    const landing = grillLanding(moved)!;
    expect(landing.previous?.id).toBe("sink");
    expect(landing.next).toBeUndefined();
    // last on the run: the end buffer and the spare counter after it are its landing space
    expect(landing.after).toBeGreaterThanOrEqual(END_BUFFER_IN);
    expect(landing.grill.runX).toBeGreaterThan(appliancesOnRun(moved).find((a) => a.id === "sink")!.runX);
    expect(landing.meets).toBe(true);
  });

  it("drops a dragged appliance on the nearest arm, before the first one further along", () => {
    const plan = lPlan("grill", "sink", "fridge");
    const l2 = planDrawing(plan).sections.find((s) => s.label === "L2")!.rect;
    expect(dropTarget(plan, "sink", { x: l2.x + l2.width / 2, y: l2.y + l2.height / 2 })).toEqual({ arm: "L2", index: 0 });
    // near the start of L1: before the grill
    expect(dropTarget(plan, "fridge", { x: 4, y: 16 })).toEqual({ arm: "L1", index: 0 });
    // between the grill and the sink
    const [grill, sink] = planDrawing(plan).appliances;
    expect(dropTarget(plan, "fridge", { x: (grill!.center.x + sink!.center.x) / 2, y: 16 })).toEqual({ arm: "L1", index: 1 });
  });

  it("keeps an arrangement for the shape it was made on", () => {
    const arranged = moveAppliance(lPlan("grill", "sink", "fridge"), "grill", { arm: "L2" });
    const asU = { ...arranged, shape: "u-shaped" as const };
    expect(appliancesOnRun(asU).map((a) => a.section)).not.toContain(undefined);
    expect(clearArrangement(asU).arrangement).toEqual(arranged.arrangement);
    const backToL = { ...asU, shape: "l-shaped" as const };
    expect(drawn(backToL)).toEqual(drawn(arranged));
    expect(drawn(clearArrangement(backToL))).toEqual(["sink@L1", "fridge@L1", "grill@L1"]);
  });

  it("puts the moved appliance where it was asked, and every appliance stays on the plan once", () => {
    fc.assert(
      fc.property(
        plannerDataArbitrary.filter((p) => p.appliances.length > 0),
        fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.nat()), { minLength: 1, maxLength: 6 }),
        (start, moves) => {
          let plan = start;
          for (const [which, armPick, index] of moves) {
            const arms = arrangementOf(plan);
            const id = plan.appliances[which % plan.appliances.length]!.id;
            const arm = arms[armPick % arms.length]!.arm;
            plan = arrangeAppliance(plan, id, { arm, index: index % 8 });
            const after = arrangementOf(plan).find((a) => a.arm === arm)!;
            expect(after.ids.indexOf(id)).toBe(Math.min(index % 8, after.ids.length - 1));
            expect(plan.appliances.map((a) => a.id).sort()).toEqual(start.appliances.map((a) => a.id).sort());
          }
        },
      ),
      { numRuns: propertyRuns(150) },
    );
  });
});

describe("the grill's landing space on an arranged island", () => {
  it("asks to lengthen the grill's own arm: the counter left on another arm cannot reach it", () => {
    let plan = completePlan((p) => {
      p.shape = "l-shaped";
      p.lShape = { length1: 105, width1: 32, length2: 96, width2: 32 };
      p.appliances = (["side-burner", "grill", "fridge", "sink"] as const).map(createApplianceItem);
    });
    // the product would move the fridge round the corner to give the grill its landing space; the homeowner
    // keeps it on L1
    plan = moveAppliance(moveAppliance(plan, "sink", { arm: "L2" }), "fridge", { arm: "L1" });
    expect(drawn(plan)).toEqual(["side-burner@L1", "grill@L1", "fridge@L1", "sink@L2"]);
    const landing = grillLanding(plan)!;
    expect([landing.before, landing.after, landing.spare, landing.arm]).toEqual([8, 8, 0, "L1"]);
    const check = designChecks(plan).find((c) => c.id === "grill-landing")!;
    expect(check.status).toBe("attention");
    expect(check.action).toMatch(/^Lengthen L1 by at least 20 in /);
    // and the fit does exactly that, keeping the arrangement
    const result = fitToAppliances(plan);
    if (!result.fits) throw new Error(result.reason);
    expect(drawn(result.data)).toEqual(drawn(plan));
    expect(result.data.lShape.length1).toBeGreaterThanOrEqual(125);
    expect(grillLanding(result.data)!.meets).toBe(true);
  });
});
