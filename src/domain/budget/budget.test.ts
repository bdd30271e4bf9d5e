import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BREAKDOWN_KEYS, type BreakdownKey, calculateBudget, calculateBudgetAmounts, formatUsd, roundHalfUp } from "./budget";
import type { PlannerData } from "../planner/schema";
import { budgetResultSchema } from "../planner/schema";
import { applyCustomPrice, createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "../planner/model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";

const LINE_KEYS = BREAKDOWN_KEYS.filter(
  (k): k is Exclude<BreakdownKey, "contractorMarkup"> => k !== "contractorMarkup",
);

function workedExample(): PlannerData {
  const data = createDefaultPlannerData();
  data.shape = "rectangular";
  data.materials = { sides: "stucco", countertop: "granite" };
  return data;
}

describe("calculateBudget: the worked example of docs/budget-model.md", () => {
  const result = calculateBudget(workedExample());

  it("gives every figure of the example", () => {
    expect(result.breakdown).toEqual({
      appliances: 2800,
      materials: 2773,
      labor: 2628,
      utilities: 1775,
      lighting: 0,
      pergolaMaterial: 0,
      pergolaLabor: 0,
      pergolaSpotlights: 0,
      integration: 0,
      permits: 600,
      contractorMarkup: 2115,
    });
    expect(result.subtotal).toBe(10576);
    expect(result.total).toBe(12691);
  });

  it("explains each line so a homeowner can redo it", () => {
    expect(result.explanations.materials).toContain("64 sq ft x $25 stucco");
    expect(result.explanations.materials).toContain("21.3 sq ft x $55 granite");
    expect(result.explanations.labor).toContain("8 ft run x $120");
    expect(result.explanations.labor).toContain("64 sq ft x $15 veneer");
    expect(result.explanations.labor).toContain("1 appliance x $175");
    expect(result.explanations.utilities).toContain("1 dedicated circuit x $650");
    expect(result.explanations.utilities).toContain("3 outside outlets x $225");
    expect(result.explanations.lighting).toBe("No lighting");
    expect(result.explanations.permits).toBe("building permit $450 + electrical permit $150");
    expect(result.explanations.contractorMarkup).toBe("20% of $10,576 subtotal");
    for (const key of BREAKDOWN_KEYS) expect(result.explanations[key].length).toBeGreaterThan(0);
  });

  it("lists the lines in the published order", () => {
    expect(Object.keys(result.breakdown)).toEqual([...BREAKDOWN_KEYS]);
  });

  it("treats no shape chosen as the rectangle", () => {
    const noShape = { ...workedExample(), shape: "" as const };
    expect(calculateBudget(noShape).total).toBe(12691);
  });
});

describe("calculateBudget: an L kitchen with sink, lighting and a custom one-sided pergola", () => {
  // L1 96 x W1 30, L2 60 x W2 24, height 36.
  // countertop = (96*30 + 60*24) / 144 = 4320 / 144 = 30 sq ft
  // perimeter = 2 (96 + 60 + 30) = 372 in; sides = 372 * 36 / 144 = 93 sq ft; run = 156 / 12 = 13 ft
  // appliances: grill 2800 + sink 800 + fridge repriced to 1300 = 4900
  // materials: 93 * 45 natural stone = 4185 + 30 * 40 concrete = 1200 -> 5385
  // labor: 13 * 120 = 1560 + 93 * 15 = 1395 + 30 * 25 = 750 + 3 * 175 = 525 -> 4230
  // utilities: hot-cold 1900 + 2 circuits 1300 + 4 outside 900 + 2 inside 300 -> 4400
  // lighting 350
  // pergola: footprint 144 * 120 / 144 = 120 sq ft; 120 * 55 custom * 0.85 = 5610 + louvers 120 * 25 = 3000 -> 8610
  // pergola labor: 60% of 8610 = 5166; spotlights 4 * 150 = 600; integration 800
  // permits: 450 + 150 + plumbing 150 + structure 300 = 1050
  // subtotal 35491; markup 7098.2 -> 7098; total 42589
  const data = createDefaultPlannerData();
  data.shape = "l-shaped";
  data.lShape = { length1: 96, width1: 30, length2: 60, width2: 24 };
  data.appliances = [
    createApplianceItem("grill"),
    createApplianceItem("sink"),
    applyCustomPrice(createApplianceItem("fridge"), "1,300"),
  ];
  data.materials = { sides: "natural-stone", countertop: "concrete" };
  data.utilities = { water: "hot-cold", circuits: "2", outletsOutside: "4", outletsInside: "2" };
  data.lighting = true;
  data.pergola = {
    ...data.pergola,
    enabled: true,
    structureType: "pergola",
    type: "custom",
    oneSided: true,
    hasLouvers: true,
    spotlights: "4",
    embedded: true,
    // gazebo-only extras are ignored on a pergola
    hasHeaters: true,
    hasFan: true,
    dimensions: { length: 144, width: 120, height: 108 },
  };
  const result = calculateBudget(data);

  it("computes every line by the model", () => {
    expect(result.breakdown).toEqual({
      appliances: 4900,
      materials: 5385,
      labor: 4230,
      utilities: 4400,
      lighting: 350,
      pergolaMaterial: 8610,
      pergolaLabor: 5166,
      pergolaSpotlights: 600,
      integration: 800,
      permits: 1050,
      contractorMarkup: 7098,
    });
    expect(result.subtotal).toBe(35491);
    expect(result.total).toBe(42589);
  });

  it("explains the structure and utilities", () => {
    expect(result.explanations.pergolaMaterial).toBe(
      "120 sq ft x $55 custom pergola x 0.85 one-sided + 120 sq ft x $25 louvers",
    );
    expect(result.explanations.pergolaLabor).toBe("60% of $8,610 structure materials (custom)");
    expect(result.explanations.pergolaSpotlights).toBe("4 posts with LED spotlights x $150");
    expect(result.explanations.utilities).toContain("hot and cold water $1,900");
    expect(result.explanations.lighting).toBe("LED lighting package $350");
    expect(result.explanations.appliances).toBe(
      'Built-in Grill (36") $2,800 + Outdoor Sink (21") $800 + Outdoor Fridge (24") $1,300',
    );
  });
});

describe("calculateBudget: a U kitchen with a prefabricated gazebo, heaters and fan", () => {
  function uKitchen(): PlannerData {
    const data = createDefaultPlannerData();
    data.shape = "u-shaped";
    data.uShape = { length1: 60, length2: 120, length3: 90, width1: 30, width2: 30, width3: 24 };
    data.appliances = [createApplianceItem("grill"), selectApplianceSize(createApplianceItem("pizza-oven"), 42)];
    data.materials = { sides: "brick", countertop: "tile" };
    data.pergola = {
      ...data.pergola,
      enabled: true,
      structureType: "gazebo-pavilion",
      type: "prefabricated",
      hasHeaters: true,
      hasFan: true,
      spotlights: "2",
      // pergola-only options are ignored on a gazebo
      oneSided: true,
      hasLouvers: true,
    };
    return data;
  }

  it("mirrors the third arm when not asymmetrical", () => {
    // L3 = L1 = 60, W3 = W1 = 30
    // countertop = (60*30 + 120*30 + 60*30) / 144 = 7200 / 144 = 50 sq ft
    // perimeter = 2 (60 + 120 + 60 + 30) = 540; sides = 540 * 36 / 144 = 135 sq ft; run = 240 / 12 = 20 ft
    // appliances 2800 + pizza oven at 42" 3200 = 6000
    // materials 135 * 35 brick = 4725 + 50 * 25 tile = 1250 -> 5975
    // labor 20 * 120 = 2400 + 135 * 15 = 2025 + 50 * 25 = 1250 + 2 * 175 = 350 -> 6025
    // utilities (no sink) 650 + 3 * 225 + 3 * 150 = 1775
    // gazebo: footprint 120 * 96 / 144 = 80; 80 * 45 = 3600 + heaters 600 + fan 450 = 4650
    // labor 30% = 1395; spotlights 2 * 150 = 300; integration 0; permits 450 + 150 + 300 = 900
    // subtotal 27020; markup 5404; total 32424
    const result = calculateBudget(uKitchen());
    expect(result.breakdown).toEqual({
      appliances: 6000,
      materials: 5975,
      labor: 6025,
      utilities: 1775,
      lighting: 0,
      pergolaMaterial: 4650,
      pergolaLabor: 1395,
      pergolaSpotlights: 300,
      integration: 0,
      permits: 900,
      contractorMarkup: 5404,
    });
    expect(result.total).toBe(32424);
    expect(result.explanations.pergolaMaterial).toBe(
      "80 sq ft x $45 prefabricated gazebo/pavilion + heaters $600 + fan $450",
    );
  });

  it("uses the third arm as entered when asymmetrical, rounding halves up", () => {
    // L3 = 90, W3 = 24
    // countertop = (1800 + 3600 + 2160) / 144 = 52.5 sq ft
    // perimeter = 2 (60 + 120 + 90 + 30) = 600; sides = 150 sq ft; run = 270 / 12 = 22.5 ft
    // materials 150 * 35 = 5250 + 52.5 * 25 = 1312.5 -> 6562.5 -> 6563
    // labor 22.5 * 120 = 2700 + 150 * 15 = 2250 + 1312.5 + 350 -> 6612.5 -> 6613
    // subtotal 6000 + 6563 + 6613 + 1775 + 4650 + 1395 + 300 + 900 = 28196; markup 5639.2 -> 5639
    const data = uKitchen();
    data.constraints.asymmetrical = true;
    const result = calculateBudget(data);
    expect(result.breakdown.materials).toBe(6563);
    expect(result.breakdown.labor).toBe(6613);
    expect(result.subtotal).toBe(28196);
    expect(result.breakdown.contractorMarkup).toBe(5639);
    expect(result.total).toBe(33835);
  });
});

describe("calculateBudget: edge rules", () => {
  it("costs unchosen materials at 0 and says so", () => {
    const result = calculateBudget(createDefaultPlannerData());
    expect(result.breakdown.materials).toBe(0);
    expect(result.explanations.materials).toBe(
      "side material not chosen yet ($0) + countertop material not chosen yet ($0)",
    );
    const onlySides = createDefaultPlannerData();
    onlySides.materials.sides = "stucco";
    expect(calculateBudget(onlySides).breakdown.materials).toBe(1600);
  });

  it("ignores the structure's options while it is switched off", () => {
    const data = workedExample();
    data.pergola = { ...data.pergola, enabled: false, spotlights: "4", embedded: true, hasFan: true };
    const result = calculateBudget(data);
    for (const key of ["pergolaMaterial", "pergolaLabor", "pergolaSpotlights", "integration"] as const) {
      expect(result.breakdown[key]).toBe(0);
    }
    expect(result.breakdown.permits).toBe(600);
  });

  it("charges the water line only with a sink", () => {
    const data = workedExample();
    data.utilities.water = "hot-cold";
    expect(calculateBudget(data).breakdown.utilities).toBe(1775);
    expect(calculateBudget(data).explanations.utilities).toContain("no sink");
    data.appliances.push(createApplianceItem("sink"));
    expect(calculateBudget(data).breakdown.utilities).toBe(1775 + 1900);
  });

  it("prices an appliance by custom, else selected, else default price", () => {
    const data = workedExample();
    const base = createApplianceItem("smoker");
    data.appliances = [{ id: base.id, width: 24, price: 2200 }];
    expect(calculateBudget(data).breakdown.appliances).toBe(2200);
    data.appliances = [{ id: base.id, width: 24, price: 2200, selectedPrice: 2600 }];
    expect(calculateBudget(data).breakdown.appliances).toBe(2600);
    data.appliances = [{ id: base.id, width: 24, price: 2200, selectedPrice: 2600, customPrice: 0 }];
    expect(calculateBudget(data).breakdown.appliances).toBe(0);
  });

  it("computes pergola labor on the rounded material line", () => {
    // prefabricated pergola 100 x 100: 69.44 sq ft x 30 = 2083.33 -> 2083; 30% = 624.9 -> 625
    const data = workedExample();
    data.pergola = { ...data.pergola, enabled: true, structureType: "pergola", type: "prefabricated" };
    data.pergola.dimensions = { length: 100, width: 100, height: 108 };
    const result = calculateBudget(data);
    expect(result.breakdown.pergolaMaterial).toBe(2083);
    expect(result.breakdown.pergolaLabor).toBe(625);
  });

  it("keeps the tip out of the total", () => {
    const data = workedExample();
    data.contractInfo.incentiveAmount = 500;
    const result = calculateBudget(data);
    expect(result.total).toBe(12691);
    expect(result.incentiveAmount).toBe(500);
  });
});

describe("roundHalfUp and formatUsd", () => {
  it("rounds halves up", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(6562.5)).toBe(6563);
    expect(roundHalfUp(0.85 * 30 * 0.1 * 100)).toBe(255);
    expect(roundHalfUp(1.005 * 1000)).toBe(1005);
  });

  it("rounds like the 10-significant-digit rule everywhere, also right next to a half", () => {
    const reference = (v: number) => Math.floor(Number(v.toPrecision(10)) + 0.5);
    const nearHalf = fc
      .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1000, max: 1000 }))
      .map(([k, ulps]) => k + 0.5 + ulps * Number.EPSILON * Math.max(1, Math.abs(k)));
    const anywhere = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(nearHalf, anywhere), (v) => {
        expect(roundHalfUp(v)).toBe(reference(v));
      }),
      { numRuns: propertyRuns(5000) },
    );
  });

  it("formats dollars with thousands separators", () => {
    expect(formatUsd(12691)).toBe("$12,691");
    expect(formatUsd(350)).toBe("$350");
    expect(formatUsd(1234567)).toBe("$1,234,567");
    expect(formatUsd(1173.333)).toBe("$1,173.33");
    expect(formatUsd(0)).toBe("$0");
  });
});

describe("calculateBudget properties", () => {
  it("totals are the sum of their lines, every line a whole non-negative dollar amount", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const result = calculateBudget(data);
        const lineSum = LINE_KEYS.reduce((sum, key) => sum + result.breakdown[key], 0);
        expect(LINE_KEYS).toHaveLength(10);
        expect(result.subtotal).toBe(lineSum);
        expect(result.breakdown.contractorMarkup).toBe(Math.round(result.subtotal * 0.2));
        expect(result.total).toBe(result.subtotal + result.breakdown.contractorMarkup);
        for (const key of BREAKDOWN_KEYS) {
          expect(result.breakdown[key]).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(result.breakdown[key])).toBe(true);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("is deterministic and does not modify the plan", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const before = structuredClone(data);
        expect(calculateBudget(data)).toEqual(calculateBudget(before));
        expect(data).toEqual(before);
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it("gives the same amounts without the sentences as with them", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const { explanations, ...amounts } = calculateBudget(data);
        expect(calculateBudgetAmounts(data)).toEqual(amounts);
        expect(Object.keys(explanations)).toEqual([...BREAKDOWN_KEYS]);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe("budgetResultSchema", () => {
  it("describes a computed budget exactly", () => {
    const data = createDefaultPlannerData();
    expect(budgetResultSchema.parse(calculateBudget(data))).toEqual(calculateBudget(data));
  });
});
