import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustConstraintMax,
  adjustConstraintMin,
  applyBlankDefaults,
  clampHeight,
  clampDimensions,
  formatAdjustNotice,
  formatLimitNote,
  stepOutlets,
  stepSeatCount,
} from "./clamping";
import { type PlannerData, plannerDataSchema } from "./schema";
import { createDefaultPlannerData } from "./model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";

function plan(shape: PlannerData["shape"]): PlannerData {
  const data = createDefaultPlannerData();
  data.shape = shape;
  return data;
}

describe("clampDimensions", () => {
  it("clamps a rectangle to the hard limits when constraints are off", () => {
    const data = plan("rectangular");
    data.dimensions = { length: 300, width: 10, height: 36 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.dimensions).toEqual({ length: 204, width: 22, height: 36 });
    expect(formatAdjustNotice(changes)).toBe(
      'Dimensions auto-adjusted to meet constraints: Length from 300" to 204", Width from 10" to 22"',
    );
    expect(data.dimensions.length).toBe(300);
  });

  it("never leaves a rectangle's length smaller than its width: a 30 x 60 island becomes 60 x 60", () => {
    const data = plan("rectangular");
    data.dimensions = { length: 30, width: 60, height: 36 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.dimensions).toEqual({ length: 60, width: 60, height: 36 });
    expect(formatAdjustNotice(changes)).toBe('Dimensions auto-adjusted to meet constraints: Length from 30" to 60"');
  });

  it("brings the width down to the length only when the length's range cannot reach the width", () => {
    const data = plan("rectangular");
    data.constraints.enabled = true;
    data.constraints.L1 = { min: 24, max: 40 };
    data.dimensions = { length: 30, width: 60, height: 36 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.dimensions).toEqual({ length: 40, width: 40, height: 36 });
    expect(formatAdjustNotice(changes)).toBe(
      'Dimensions auto-adjusted to meet constraints: Length from 30" to 40", Width from 60" to 40"',
    );
    expect(clampDimensions(out).changes).toEqual([]);
  });

  it("uses the user's constraints once enabled", () => {
    const data = plan("l-shaped");
    data.constraints.enabled = true;
    data.constraints.L1 = { min: 80, max: 120 };
    data.constraints.W2 = { min: 22, max: 30 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.lShape).toEqual({ length1: 80, width1: 32, length2: 48, width2: 30 });
    expect(changes.map((c) => c.dimension)).toEqual(["L1", "W2"]);
  });

  it("ignores disabled constraints", () => {
    const data = plan("l-shaped");
    data.constraints.L1 = { min: 80, max: 120 };
    expect(clampDimensions(data).changes).toEqual([]);
  });

  it("lets the server's bounds win", () => {
    const data = plan("rectangular");
    data.constraints.enabled = true;
    data.constraints.L1 = { min: 24, max: 60 };
    expect(clampDimensions(data, { length: { min: 24, max: 240 } }).data.dimensions.length).toBe(96);
    expect(clampDimensions(data, { L1: { min: 100, max: 110 } }).data.dimensions.length).toBe(100);
  });

  it("mirrors the first arm of a symmetrical U onto the third", () => {
    const data = plan("u-shaped");
    data.uShape = { length1: 60, length2: 120, length3: 90, width1: 30, width2: 30, width3: 24 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.uShape).toEqual({ length1: 60, length2: 120, length3: 60, width1: 30, width2: 30, width3: 30 });
    expect(formatAdjustNotice(changes)).toBe(
      'Dimensions auto-adjusted to meet constraints: L3 from 90" to 60", W3 from 24" to 30"',
    );
  });

  it("mirrors the clamped first arm, reporting the third arm once", () => {
    const data = plan("u-shaped");
    data.uShape = { ...data.uShape, length1: 300, length3: 250 };
    const { data: out, changes } = clampDimensions(data);
    expect(out.uShape.length1).toBe(204);
    expect(out.uShape.length3).toBe(204);
    expect(changes).toEqual([
      { dimension: "L1", label: "L1", from: 300, to: 204 },
      { dimension: "L3", label: "L3", from: 250, to: 204 },
    ]);
  });

  it("keeps an asymmetrical U's third arm", () => {
    const data = plan("u-shaped");
    data.constraints.asymmetrical = true;
    data.uShape = { length1: 60, length2: 120, length3: 90, width1: 30, width2: 30, width3: 24 };
    expect(clampDimensions(data).changes).toEqual([]);
  });

  it("fills blank values with the shape's defaults", () => {
    const data = plan("rectangular");
    data.dimensions.length = Number.NaN;
    const { data: out, changes } = clampDimensions(data);
    expect(out.dimensions.length).toBe(96);
    expect(formatAdjustNotice(changes)).toBe('Dimensions auto-adjusted to meet constraints: Length set to 96"');
  });

  it("only touches the chosen shape and treats no shape as the rectangle", () => {
    const data = plan("");
    data.dimensions.length = 500;
    data.lShape.length1 = 500;
    const out = clampDimensions(data).data;
    expect(out.dimensions.length).toBe(204);
    expect(out.lShape.length1).toBe(500);
  });

  it("says nothing when nothing changed", () => {
    expect(formatAdjustNotice([])).toBeNull();
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const once = clampDimensions(data).data;
        const twice = clampDimensions(once);
        expect(twice.data).toEqual(once);
        expect(twice.changes).toEqual([]);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("keeps a valid plan valid", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        expect(plannerDataSchema.safeParse(clampDimensions(data).data).success).toBe(true);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe("applyBlankDefaults", () => {
  it("uses the rectangle's 96 x 32", () => {
    const data = plan("rectangular");
    data.dimensions = { length: Number.NaN, width: 0, height: 36 };
    expect(applyBlankDefaults(data, "length").dimensions).toEqual({ length: 96, width: 0, height: 36 });
    expect(applyBlankDefaults(data).dimensions).toEqual({ length: 96, width: 32, height: 36 });
  });

  it("uses the L's 72/32/48/32", () => {
    const data = plan("l-shaped");
    data.lShape = { length1: Number.NaN, width1: Number.NaN, length2: Number.NaN, width2: Number.NaN };
    expect(applyBlankDefaults(data).lShape).toEqual({ length1: 72, width1: 32, length2: 48, width2: 32 });
  });

  it("uses the U's 48/32/72/32/48/32", () => {
    const data = plan("u-shaped");
    data.uShape = {
      length1: Number.NaN,
      width1: Number.NaN,
      length2: Number.NaN,
      width2: Number.NaN,
      length3: Number.NaN,
      width3: Number.NaN,
    };
    expect(applyBlankDefaults(data).uShape).toEqual({
      length1: 48,
      width1: 32,
      length2: 72,
      width2: 32,
      length3: 48,
      width3: 32,
    });
  });

  it("restores a blank height and leaves filled fields alone", () => {
    const data = plan("l-shaped");
    data.dimensions.height = Number.NaN;
    expect(applyBlankDefaults(data, "height").dimensions.height).toBe(36);
    const filled = plan("l-shaped");
    expect(applyBlankDefaults(filled)).toBe(filled);
  });
});

describe("adjustConstraintMin / adjustConstraintMax", () => {
  const base = () => createDefaultPlannerData().constraints;

  it("sets a min within range without a notice", () => {
    const { constraints, notice } = adjustConstraintMin(base(), "L1", "60");
    expect(constraints.L1).toEqual({ min: 60, max: 204 });
    expect(notice).toBeNull();
  });

  it("resets a blank or non-numeric entry to the limit", () => {
    const start = { ...base(), L2: { min: 50, max: 100 }, W1: { min: 30, max: 40 } };
    expect(adjustConstraintMin(start, "L2", "").constraints.L2).toEqual({ min: 24, max: 100 });
    expect(adjustConstraintMax(start, "L2", "abc").constraints.L2).toEqual({ min: 50, max: 204 });
    expect(adjustConstraintMin(start, "W1", " ").constraints.W1).toEqual({ min: 22, max: 40 });
    expect(adjustConstraintMax(start, "W1", "").constraints.W1).toEqual({ min: 30, max: 72 });
  });

  it("clamps entries into the limits", () => {
    expect(adjustConstraintMin(base(), "W3", "5").constraints.W3).toEqual({ min: 22, max: 72 });
    expect(adjustConstraintMax(base(), "L3", 999).constraints.L3).toEqual({ min: 24, max: 204 });
  });

  it("says when a typed bound was beyond the limit and what it was changed from", () => {
    expect(adjustConstraintMax(base(), "L1", "300").limit).toBe("204 in is the most: changed from 300");
    expect(adjustConstraintMin(base(), "W1", "10").limit).toBe("22 in is the least: changed from 10");
    // within the limits, or nothing typed: nothing to say
    expect(adjustConstraintMax(base(), "L1", "150").limit).toBeNull();
    expect(adjustConstraintMin(base(), "L1", "").limit).toBeNull();
  });

  it("pulls the max up to a larger new min", () => {
    const start = { ...base(), L1: { min: 24, max: 100 } };
    const { constraints, notice } = adjustConstraintMin(start, "L1", "120");
    expect(constraints.L1).toEqual({ min: 120, max: 120 });
    expect(notice).toBe('L1 maximum automatically adjusted to 120" to match minimum');
  });

  it("pulls the min down to a smaller new max", () => {
    const start = { ...base(), W2: { min: 40, max: 72 } };
    const { constraints, notice } = adjustConstraintMax(start, "W2", "30");
    expect(constraints.W2).toEqual({ min: 30, max: 30 });
    expect(notice).toBe('W2 minimum automatically adjusted to 30" to match maximum');
  });

  it("leaves the other dimensions alone", () => {
    const start = base();
    const { constraints } = adjustConstraintMin(start, "L1", "100");
    expect(constraints.L2).toEqual(start.L2);
    expect(start.L1).toEqual({ min: 24, max: 204 });
  });
});

describe("formatLimitNote", () => {
  it("names the end of the range a number was changed to, only when it was outside", () => {
    const range = { min: 24, max: 204 };
    expect(formatLimitNote(300, range)).toBe("204 in is the most: changed from 300");
    expect(formatLimitNote(10.5, range)).toBe("24 in is the least: changed from 10.5");
    expect(formatLimitNote(204, range)).toBeNull();
    expect(formatLimitNote(24, range)).toBeNull();
    expect(formatLimitNote(Number.NaN, range)).toBeNull();
  });
});

describe("steppers", () => {
  it("clamps the seat count between 1 and 18", () => {
    expect(stepSeatCount(4, 1)).toBe(5);
    expect(stepSeatCount(1, -1)).toBe(1);
    expect(stepSeatCount(18, 1)).toBe(18);
    expect(stepSeatCount(Number.NaN, 1)).toBe(5);
  });

  it("wraps the outlets between 1 and 10", () => {
    expect(stepOutlets("3", 1)).toBe("4");
    expect(stepOutlets("3", -1)).toBe("2");
    expect(stepOutlets("1", -1)).toBe("10");
    expect(stepOutlets("10", 1)).toBe("1");
    expect(stepOutlets("", 1)).toBe("4");
  });
});

describe("clampHeight", () => {
  it("keeps a height the plan can hold and says what it changed", () => {
    const data = createDefaultPlannerData();
    expect(clampHeight(data)).toEqual({ data, notice: null });
    data.dimensions = { ...data.dimensions, height: 200 };
    const out = clampHeight(data);
    expect(out.data.dimensions.height).toBe(120);
    expect(out.notice).toBe(
      'Dimensions auto-adjusted to meet constraints: Height from 200" to 120" (counters are planned 12" to 120" high)',
    );
  });
});
