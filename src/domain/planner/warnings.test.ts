import { describe, expect, it } from "vitest";
import { createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "./model";
import { planWarnings } from "./warnings";

describe("planWarnings", () => {
  it("has none for the default plan", () => {
    expect(planWarnings(createDefaultPlannerData())).toEqual([]);
  });

  it("warns when an L's W2 exceeds L1", () => {
    const data = createDefaultPlannerData();
    data.shape = "l-shaped";
    data.lShape = { length1: 40, width1: 32, length2: 120, width2: 41 };
    expect(planWarnings(data)).toEqual(["W2 is greater than L1, which may affect design layout"]);
    data.lShape.width2 = 40;
    expect(planWarnings(data)).toEqual([]);
  });

  it("warns when a U's base is too short for its arms", () => {
    const data = createDefaultPlannerData();
    data.shape = "u-shaped";
    // W1 32 + W3 32 + 36 = 100: L2 must exceed 100
    data.uShape = { ...data.uShape, length2: 100 };
    expect(planWarnings(data)).toEqual(['L2 must be greater than W1 + W3 + 36" for proper spacing']);
    data.uShape.length2 = 101;
    expect(planWarnings(data)).toEqual([]);
    // asymmetrical: W3 as entered (24): 32 + 24 + 36 = 92
    data.constraints.asymmetrical = true;
    data.uShape = { ...data.uShape, length2: 93, width3: 24 };
    expect(planWarnings(data)).toEqual([]);
  });

  it("warns when the run is shorter than the appliances need", () => {
    const data = createDefaultPlannerData();
    data.shape = "rectangular";
    // 36 + 30 + 8 + 28 = 102 > 96
    data.appliances = [createApplianceItem("grill"), createApplianceItem("outdoor-oven")];
    expect(planWarnings(data)).toEqual(["Current L is insufficient for the selected appliances"]);
    data.appliances[1] = selectApplianceSize(data.appliances[1]!, 24);
    // 36 + 24 + 8 + 28 = 96, enough
    expect(planWarnings(data)).toEqual([]);
  });

  it("measures an L inside without the corner", () => {
    const data = createDefaultPlannerData();
    data.shape = "l-shaped";
    data.lShape = { length1: 72, width1: 32, length2: 48, width2: 32 };
    data.appliances = [createApplianceItem("grill"), createApplianceItem("pizza-oven"), createApplianceItem("fridge")];
    // needed 36 + 48 + 24 + 16 + 28 = 152; outside 120, inside 88
    data.appliancePlacement = "outside";
    expect(planWarnings(data)).toContain("Current L is insufficient for the selected appliances");
    data.lShape = { length1: 120, width1: 32, length2: 60, width2: 30 };
    // outside 180, inside 150
    expect(planWarnings(data)).toEqual([]);
    data.appliancePlacement = "inside";
    expect(planWarnings(data)).toEqual(["Current L is insufficient for the selected appliances"]);
  });
});
