import { describe, expect, it } from "vitest";
import { APPLIANCE_CATALOGUE, APPLIANCE_GROUPS, COUNTERTOP_MATERIALS, SIDE_MATERIALS, SINK_TYPES } from "./catalogue";

describe("catalogue", () => {
  it("holds the twelve catalogue appliances with their default width and price", () => {
    expect(APPLIANCE_CATALOGUE.map((a) => [a.id, a.name, a.category, a.width, a.price])).toEqual([
      ["grill", "Built-in Grill", "cooking", 36, 2800],
      ["outdoor-oven", "Outdoor Oven", "cooking", 30, 4200],
      ["teppan-grill", "Teppan Grill", "cooking", 24, 3500],
      ["side-burner", "Side Burner", "cooking", 15, 450],
      ["pizza-oven", "Pizza Oven", "cooking", 48, 3500],
      ["smoker", "Smoker", "cooking", 24, 2200],
      ["fridge", "Outdoor Fridge", "storage", 24, 1200],
      ["trash-drawer", "Trash Drawer", "storage", 18, 350],
      ["double-drawers", "Double Drawers", "storage", 21, 600],
      ["triple-drawers", "Triple Drawers", "storage", 30, 850],
      ["sink", "Outdoor Sink", "utility", 21, 800],
      ["ice-maker", "Ice Maker", "utility", 15, 1800],
    ]);
  });

  it("lists sizes in ascending order with a price each", () => {
    const teppan = APPLIANCE_CATALOGUE.find((a) => a.id === "teppan-grill")!;
    expect(teppan.sizesAvailable).toEqual([18, 24, 30, 36]);
    expect(teppan.basePrices).toEqual({ 18: 2800, 24: 3500, 30: 4200, 36: 5000 });
    for (const a of APPLIANCE_CATALOGUE) {
      expect(a.editable).toBe(true);
      expect(a.sizesAvailable).toContain(a.width);
      for (const size of a.sizesAvailable) expect(a.basePrices[size]).toBeGreaterThan(0);
    }
  });

  it("groups the appliances for step 1", () => {
    expect(APPLIANCE_GROUPS.map((g) => g.title)).toEqual([
      "Cooking Equipment",
      "Storage & Organization",
      "Utilities & Convenience",
    ]);
  });

  it("holds the material tables", () => {
    expect(SIDE_MATERIALS.map((m) => [m.id, m.ratePerSqFt, m.badge])).toEqual([
      ["natural-stone", 45, "Premium Option"],
      ["stucco", 25, "Popular Choice"],
      ["brick", 35, "Durable"],
      ["tile", 30, "Customizable"],
    ]);
    expect(COUNTERTOP_MATERIALS.map((m) => [m.id, m.ratePerSqFt, m.displayedRange, m.badge])).toEqual([
      ["granite", 55, { min: 45, max: 65 }, "Premium"],
      ["concrete", 40, { min: 30, max: 50 }, "Modern"],
      ["tile", 25, { min: 15, max: 35 }, "Economical"],
      ["stainless", 50, { min: 40, max: 60 }, "Professional"],
    ]);
    expect(SINK_TYPES.map((s) => [s.id, s.note])).toEqual([
      ["undermount", null],
      ["overmount", "not recommended"],
      ["farmhouse", null],
    ]);
  });
});
