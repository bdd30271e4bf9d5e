import { describe, expect, it } from "vitest";
import { countertopSqFt, currentLengthIn, estimatedLengthIn, perimeterIn, runFt, sections, sideSqFt } from "./geometry";
import { arrangeOnRun } from "./layout";
import { createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "./model";

describe("geometry of the budget model", () => {
  it("measures the worked-example rectangle", () => {
    const data = createDefaultPlannerData();
    expect(sections(data)).toEqual([{ label: "L", length: 96, width: 32 }]);
    expect(countertopSqFt(data)).toBeCloseTo(21.333, 3);
    expect(perimeterIn(data)).toBe(256);
    expect(sideSqFt(data)).toBe(64);
    expect(runFt(data)).toBe(8);
  });

  it("measures an L as two sections", () => {
    const data = createDefaultPlannerData();
    data.shape = "l-shaped";
    // (72*32 + 48*32) / 144 = 3840 / 144 = 26.67; perimeter 2 (72 + 48 + 32) = 304; run 120 / 12 = 10
    expect(sections(data)).toHaveLength(2);
    expect(countertopSqFt(data)).toBeCloseTo(26.667, 3);
    expect(perimeterIn(data)).toBe(304);
    expect(sideSqFt(data)).toBe(76);
    expect(runFt(data)).toBe(10);
  });

  it("measures a U as three sections, mirrored unless asymmetrical", () => {
    const data = createDefaultPlannerData();
    data.shape = "u-shaped";
    data.uShape = { length1: 48, length2: 72, length3: 60, width1: 32, width2: 32, width3: 24 };
    expect(sections(data).map((s) => s.length)).toEqual([48, 72, 48]);
    expect(perimeterIn(data)).toBe(2 * (48 + 72 + 48 + 32));
    data.constraints.asymmetrical = true;
    expect(sections(data).map((s) => [s.length, s.width])).toEqual([
      [48, 32],
      [72, 32],
      [60, 24],
    ]);
    expect(runFt(data)).toBe(15);
  });

  it("computes the current L for each placement", () => {
    const data = createDefaultPlannerData();
    expect(currentLengthIn(data)).toBe(96);
    data.shape = "l-shaped";
    data.lShape = { length1: 72, width1: 32, length2: 48, width2: 30 };
    expect(currentLengthIn(data)).toBe(120);
    data.appliancePlacement = "inside";
    expect(currentLengthIn(data)).toBe(90);
    data.shape = "u-shaped";
    data.uShape = { length1: 48, length2: 72, length3: 60, width1: 32, width2: 32, width3: 24 };
    // symmetrical: 48 + 72 + 48 - 32 - 32
    expect(currentLengthIn(data)).toBe(104);
    data.constraints.asymmetrical = true;
    // 48 + 72 + 60 - 32 - 24
    expect(currentLengthIn(data)).toBe(124);
    data.appliancePlacement = "outside";
    expect(currentLengthIn(data)).toBe(180);
  });

  it("never reports a negative current L when deep corners eat the inner run", () => {
    const data = createDefaultPlannerData();
    data.shape = "l-shaped";
    data.appliancePlacement = "inside";
    data.lShape = { length1: 24, width1: 22, length2: 24, width2: 72 };
    expect(currentLengthIn(data)).toBe(0);
  });

  it("estimates the length the appliances need", () => {
    expect(estimatedLengthIn([])).toBe(0);
    expect(estimatedLengthIn([createApplianceItem("grill")])).toBe(64);
    const fridge = selectApplianceSize(createApplianceItem("fridge"), 30);
    // 36 + 30 + 8 + 28
    expect(estimatedLengthIn([createApplianceItem("grill"), fridge])).toBe(102);
    // selectedSize wins over width
    expect(estimatedLengthIn([{ width: 40, selectedSize: 20 }])).toBe(48);
    expect(estimatedLengthIn([{ width: 40 }])).toBe(68);
  });
});

describe("arrangeOnRun", () => {
  const straight = [{ section: "L", length: 96 }];
  it("places appliances in order after the end buffer, one gap apart", () => {
    const data = createDefaultPlannerData();
    data.appliances = [createApplianceItem("grill"), createApplianceItem("sink"), createApplianceItem("fridge")];
    const placed = arrangeOnRun(data, straight);
    expect(placed.map(({ id, name, runX, width }) => ({ id, name, x: runX, width }))).toEqual([
      { id: "grill", name: "Built-in Grill", x: 14, width: 36 },
      { id: "sink", name: "Outdoor Sink", x: 58, width: 21 },
      { id: "fridge", name: "Outdoor Fridge", x: 87, width: 24 },
    ]);
    // the last appliance ends exactly one end buffer before the estimated length
    expect(estimatedLengthIn(data.appliances)).toBe(87 + 24 + 14);
    // 96 in holds the first two; the fridge runs past the end
    expect(placed.map((a) => a.fits)).toEqual([true, true, false]);
  });

  it("is empty without appliances", () => {
    const data = createDefaultPlannerData();
    data.appliances = [];
    expect(arrangeOnRun(data, straight)).toEqual([]);
  });
});
