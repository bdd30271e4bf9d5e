import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundsFor } from "./clamping";
import { fitStartingSize, fitToAppliances } from "./fit";
import { currentLengthIn, effectiveShape, estimatedLengthIn, uShapeArms } from "./geometry";
import { brokenLayoutRules, grillLanding } from "./layout-rules";
import { U_SHAPE_CLEARANCE_IN } from "./limits";
import { appliancesOnRun } from "./plan-drawing";
import type { ApplianceId } from "./catalogue";
import type { PlannerData } from "./schema";
import { createApplianceItem } from "./model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan } from "../testing/plans";
import { planWarnings } from "./warnings";
import { propertyRuns } from "../testing/property-runs";

const withAppliances = (shape: PlannerData["shape"], ...ids: ApplianceId[]) =>
  completePlan((plan) => {
    plan.shape = shape;
    plan.appliances = ids.map(createApplianceItem);
  });

function fitted(plan: PlannerData): PlannerData {
  const result = fitToAppliances(plan);
  if (!result.fits) throw new Error(`expected a fit: ${result.reason}`);
  return result.data;
}

/** Every length and width of the plan's shape lies within its bounds. */
function withinBounds(plan: PlannerData): boolean {
  const c = plan.constraints;
  const inRange = (dim: Parameters<typeof boundsFor>[0], value: number) => {
    const r = boundsFor(dim, c);
    return value >= r.min && value <= r.max;
  };
  switch (effectiveShape(plan)) {
    case "l-shaped": {
      const l = plan.lShape;
      return inRange("L1", l.length1) && inRange("L2", l.length2) && inRange("W1", l.width1) && inRange("W2", l.width2);
    }
    case "u-shaped": {
      const u = uShapeArms(plan);
      return (
        inRange("L1", u.length1) &&
        inRange("L2", u.length2) &&
        inRange("W1", u.width1) &&
        inRange("W2", u.width2) &&
        (!c.asymmetrical || (inRange("L3", u.length3) && inRange("W3", u.width3)))
      );
    }
    default:
      return inRange("L1", plan.dimensions.length) && inRange("W1", plan.dimensions.width) && plan.dimensions.length >= plan.dimensions.width;
  }
}

/** An arm of an L or a U shorter than it is deep, which the fit avoids ("length cannot be smaller than width"). */
function armShorterThanDeep(plan: PlannerData): boolean {
  const l = plan.lShape;
  const u = uShapeArms(plan);
  if (effectiveShape(plan) === "l-shaped") return l.length1 < l.width1 || l.length2 < l.width2;
  if (effectiveShape(plan) === "u-shaped") return u.length1 < u.width1 || u.length2 < u.width2 || u.length3 < u.width3;
  return false;
}

/** The plan with one of its fitted lengths a whole inch shorter, for each length the fit chose. */
function oneInchShorter(plan: PlannerData): PlannerData[] {
  switch (effectiveShape(plan)) {
    case "l-shaped":
      return [
        { ...plan, lShape: { ...plan.lShape, length1: plan.lShape.length1 - 1 } },
        { ...plan, lShape: { ...plan.lShape, length2: plan.lShape.length2 - 1 } },
      ];
    case "u-shaped":
      return [{ ...plan, uShape: { ...plan.uShape, length2: plan.uShape.length2 - 1 } }];
    default:
      return [{ ...plan, dimensions: { ...plan.dimensions, length: plan.dimensions.length - 1 } }];
  }
}

describe("fit to my appliances", () => {
  it("makes the product's default U keep its walkway: L2 longer than W1 + W3 + 36", () => {
    const plan = withAppliances("u-shaped", "grill");
    expect(planWarnings(plan)).toContain('L2 must be greater than W1 + W3 + 36" for proper spacing');
    const u = fitted(plan).uShape;
    expect(u.length2).toBe(u.width1 + u.width3 + U_SHAPE_CLEARANCE_IN + 1);
    expect(planWarnings(fitted(plan))).toEqual([]);
  });

  it("lengthens the default L until a grill, a sink and a fridge fit with the grill's landing space", () => {
    const plan = withAppliances("l-shaped", "grill", "sink", "fridge");
    expect(planWarnings(plan)).toContain("Current L is insufficient for the selected appliances");
    const fit = fitted(plan);
    expect(planWarnings(fit)).toEqual([]);
    expect(brokenLayoutRules(fit)).toEqual([]);
    expect(grillLanding(fit)?.meets).toBe(true);
    expect(appliancesOnRun(fit).every((a) => a.fits)).toBe(true);
  });

  it("shrinks a roomy rectangle to the smallest that still gives the grill 24 in on one side and 12 in on the other", () => {
    const fit = fitted(withAppliances("rectangular", "grill"));
    // 14 in end buffer before the 36 in grill, and 24 in after it
    expect(fit.dimensions.length).toBe(74);
    expect(fit.dimensions.width).toBe(32);
  });

  it("says a rectangle cannot hold five appliances and that an L-shaped island would", () => {
    const plan = withAppliances("rectangular", "grill", "sink", "fridge", "pizza-oven", "trash-drawer");
    const result = fitToAppliances(plan);
    expect(result).toEqual({
      fits: false,
      reason: 'Your 5 appliances need 207" of counter; the longest rectangular island within the size limits gives 204".',
      alternative: "l-shaped",
      arrangedTooTight: false,
    });
    expect(fitToAppliances({ ...plan, shape: "l-shaped" }).fits).toBe(true);
  });

  it("keeps within the user's constraints, and says so when they leave no room", () => {
    const plan = withAppliances("rectangular", "grill", "fridge");
    plan.constraints = { ...plan.constraints, enabled: true, L1: { min: 24, max: 90 } };
    const result = fitToAppliances(plan);
    expect(result.fits).toBe(false);
    if (!result.fits) {
      expect(result.reason).toBe(
        'Your 2 appliances need 96" of counter; the longest rectangular island within your size constraints gives 90".',
      );
      expect(result.alternative).toBe("l-shaped");
    }
  });

  it("leaves the widths, the height and everything else as they were", () => {
    const plan = withAppliances("l-shaped", "grill", "smoker");
    plan.lShape = { ...plan.lShape, width1: 30, width2: 28 };
    plan.dimensions = { ...plan.dimensions, height: 38 };
    const fit = fitted(plan);
    expect(fit.lShape.width1).toBe(30);
    expect(fit.lShape.width2).toBe(28);
    expect({ ...fit, lShape: plan.lShape }).toEqual(plan);
  });

  it("names only what changed, as the adjustment notice lists it", () => {
    const result = fitToAppliances(withAppliances("u-shaped", "grill"));
    expect(result.fits && result.changes.map((c) => c.label)).toEqual(["L1", "L2", "L3"]);
  });

  it("always returns an island that passes the run-length, walkway and limit rules, and is the smallest such", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (plan) => {
        const result = fitToAppliances(plan);
        if (!result.fits) {
          expect(result.reason).not.toBe("");
          // a suggested shape really holds the appliances
          if (result.alternative) expect(fitToAppliances({ ...plan, shape: result.alternative }).fits).toBe(true);
          return;
        }
        const fit = result.data;
        expect(effectiveShape(fit)).toBe(effectiveShape(plan));
        expect(brokenLayoutRules(fit)).toEqual([]);
        expect(currentLengthIn(fit)).toBeGreaterThanOrEqual(estimatedLengthIn(fit.appliances));
        expect(withinBounds(fit)).toBe(true);
        expect(planWarnings(fit)).toEqual([]);
        if (effectiveShape(fit) === "u-shaped") {
          const u = uShapeArms(fit);
          expect(u.length2).toBeGreaterThan(u.width1 + u.width3 + U_SHAPE_CLEARANCE_IN);
        }
        // a whole inch less on any fitted length breaks a rule or leaves the allowed range
        for (const shorter of oneInchShorter(fit)) {
          expect(brokenLayoutRules(shorter).length > 0 || !withinBounds(shorter) || armShorterThanDeep(shorter)).toBe(true);
        }
      }),
      { numRuns: propertyRuns(60) },
    );
  }, 30_000);

  it("opens a starting size only when it breaks one of the product's own rules, never for the landing space alone", () => {
    // 96 in with a grill and a sink: no warning, though the grill lacks its landing space
    const rectangle = withAppliances("rectangular", "grill", "sink");
    expect(planWarnings(rectangle)).toEqual([]);
    expect(grillLanding(rectangle)?.meets).toBe(false);
    expect(fitStartingSize(rectangle)).toBeNull();
    // the default U breaks the walkway rule
    expect(fitStartingSize(withAppliances("u-shaped", "grill"))?.data.uShape.length2).toBe(101);
    // a size the user chose is theirs
    const chosen = withAppliances("u-shaped", "grill");
    chosen.uShape = { ...chosen.uShape, length2: 80 };
    expect(fitStartingSize(chosen)).toBeNull();
  });
});
