import { describe, expect, it } from "vitest";
import { createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "./model";
import {
  MATERIALS_PROGRESS_HINTS,
  applyPergolaDimension,
  appliancesTotal,
  hasSink,
  materialsProgress,
  selectStructureType,
  setGazeboSpotlights,
  setSinkType,
  sinkType,
  updateAppliance,
} from "./selection";

describe("appliance selection", () => {
  it("sums what each appliance is charged, custom prices included", () => {
    const grill = createApplianceItem("grill");
    const fridge = { ...createApplianceItem("fridge"), customPrice: 1000, selectedPrice: 1000 };
    expect(appliancesTotal([grill, fridge])).toBe(3800);
    expect(appliancesTotal([])).toBe(0);
  });

  it("knows about the sink and its type", () => {
    const grill = createApplianceItem("grill");
    expect(hasSink([grill])).toBe(false);
    expect(sinkType([grill])).toBeNull();
    const list = [grill, createApplianceItem("sink")];
    expect(hasSink(list)).toBe(true);
    expect(sinkType(list)).toBe("undermount");
    const farmhouse = setSinkType(list, "farmhouse");
    expect(sinkType(farmhouse)).toBe("farmhouse");
    expect(farmhouse[0]).toBe(grill);
    const { options: _dropped, ...untyped } = createApplianceItem("sink");
    expect(sinkType([untyped])).toBe("undermount");
  });

  it("changes only the appliance named", () => {
    const list = [createApplianceItem("grill"), createApplianceItem("smoker")];
    const next = updateAppliance(list, "smoker", (item) => selectApplianceSize(item, 30));
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toMatchObject({ width: 30, selectedPrice: 2600 });
  });
});

describe("covered structure", () => {
  const pergola = createDefaultPlannerData().pergola;

  it("restores the default size for a blank or non-numeric entry and keeps sizes within bounds", () => {
    expect(applyPergolaDimension(pergola, "length", "150").dimensions.length).toBe(150);
    expect(applyPergolaDimension({ ...pergola, dimensions: { ...pergola.dimensions, width: 200 } }, "width", "").dimensions.width).toBe(96);
    expect(applyPergolaDimension(pergola, "height", "tall").dimensions.height).toBe(108);
    expect(applyPergolaDimension(pergola, "length", "5").dimensions.length).toBe(24);
    expect(applyPergolaDimension(pergola, "length", "9000").dimensions.length).toBe(600);
    expect(applyPergolaDimension(pergola, "width", "100.6").dimensions.width).toBe(101);
  });

  it("maps the gazebo spotlights checkbox to 2 posts or none", () => {
    expect(setGazeboSpotlights(pergola, true).spotlights).toBe("2");
    expect(setGazeboSpotlights({ ...pergola, spotlights: "2" }, false).spotlights).toBe("");
  });

  it("turns a pergola's 4 spotlights into the gazebo's 2 when switching type", () => {
    const four = { ...pergola, structureType: "pergola" as const, spotlights: "4" as const };
    expect(selectStructureType(four, "gazebo-pavilion")).toMatchObject({ structureType: "gazebo-pavilion", spotlights: "2" });
    expect(selectStructureType(four, "pergola").spotlights).toBe("4");
  });
});

describe("materials progress", () => {
  it("gives the hint of the small-screen progress box", () => {
    expect(materialsProgress({ sides: "", countertop: "" })).toEqual({ selected: 0, complete: false, hint: MATERIALS_PROGRESS_HINTS.none });
    expect(materialsProgress({ sides: "brick", countertop: "" }).hint).toBe("1 of 2 selected");
    expect(materialsProgress({ sides: "", countertop: "granite" }).selected).toBe(1);
    expect(materialsProgress({ sides: "brick", countertop: "granite" })).toMatchObject({ selected: 2, complete: true });
  });
});
