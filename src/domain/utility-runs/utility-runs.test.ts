import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateBudget, calculateBudgetAmounts } from "../budget/budget";
import { BREAKDOWN_KEYS } from "../budget/breakdown-keys";
import { RATES } from "../budget/rates";
import { createApplianceItem, createDefaultPlannerData } from "../planner/model";
import { plannerDataSchema, type PlannerData } from "../planner/schema";
import { planWithSiteArbitrary, plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";
import { typicalBtuPerHour } from "./appliance-ratings";
import { electricalLoad } from "./electrical-load";
import { GAS_TABLES, PIPE_SIZES, sizeGasPipe } from "./gas-sizing";
import { ASSUMED_RUN_FT, gasRun, hasSiteAnswers, utilityRuns } from "./runs";
import { SITE_FUELS } from "./site";

function plan(change: (p: PlannerData) => void = () => {}): PlannerData {
  const p = createDefaultPlannerData();
  p.shape = "rectangular";
  p.dimensions = { length: 96, width: 32, height: 36 };
  p.materials = { sides: "stucco", countertop: "granite" };
  change(p);
  return p;
}

/** One grill rated 120,000 BTU/h on a run of the given length and fuel. */
function grillRun(fuel: "natural-gas" | "propane", lengthFt: number) {
  return gasRun(
    plan((p) => {
      p.appliances = [{ ...createApplianceItem("grill"), btuPerHour: 120_000 }];
      p.site = { fuel, gasRunFt: lengthFt };
    }),
  );
}

describe("gas pipe sizing by the longest-length method", () => {
  it("sizes the worked examples: natural gas 120,000 BTU/h at 10, 50 and 100 ft, propane at 50 ft", () => {
    expect(grillRun("natural-gas", 10)?.sizing).toMatchObject({ status: "sized", size: "1/2", capacity: 172 });
    expect(grillRun("natural-gas", 50)?.sizing).toMatchObject({
      status: "sized",
      size: "3/4",
      capacity: 151,
      smallerCapacity: { size: "1/2", capacity: 72 },
    });
    expect(grillRun("natural-gas", 100)?.sizing).toMatchObject({
      status: "sized",
      size: "1",
      capacity: 195,
      smallerCapacity: { size: "3/4", capacity: 104 },
    });
    expect(grillRun("propane", 50)?.sizing).toMatchObject({
      status: "sized",
      size: "3/4",
      smallerCapacity: { size: "1/2", capacity: 114 },
    });
    expect(grillRun("natural-gas", 50)?.load).toEqual({ btuPerHour: 120_000, cfh: 120 });
  });

  it("reads the first table length at or above the run", () => {
    expect(sizeGasPipe("natural-gas", 120_000, 11)).toMatchObject({ tableLengthFt: 20, size: "3/4" });
    expect(sizeGasPipe("natural-gas", 120_000, 0)).toMatchObject({ tableLengthFt: 10, size: "1/2" });
  });

  it("needs attention past the tables: longer than 200 ft, or more than the largest pipe carries", () => {
    expect(sizeGasPipe("natural-gas", 120_000, 201)).toEqual({ status: "attention", reason: "too-long" });
    expect(sizeGasPipe("propane", 3_000_000, 50)).toEqual({ status: "attention", reason: "too-large" });
  });

  it("never gives a smaller pipe for a longer run or a larger load", () => {
    const rank = (fuel: "natural-gas" | "propane", btu: number, ft: number) => {
      const s = sizeGasPipe(fuel, btu, ft);
      return s.status === "sized" ? PIPE_SIZES.indexOf(s.size) : PIPE_SIZES.length;
    };
    fc.assert(
      fc.property(
        fc.constantFrom("natural-gas" as const, "propane" as const),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 250 }),
        fc.integer({ min: 0, max: 250 }),
        (fuel, a, b, x, y) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const [short, long] = x <= y ? [x, y] : [y, x];
          expect(rank(fuel, large, short)).toBeGreaterThanOrEqual(rank(fuel, small, short));
          expect(rank(fuel, small, long)).toBeGreaterThanOrEqual(rank(fuel, small, short));
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("has tables whose capacity falls with length and rises with size", () => {
    for (const table of Object.values(GAS_TABLES)) {
      table.capacity.forEach((row, i) => {
        expect(row).toHaveLength(table.sizes.length);
        for (let j = 1; j < row.length; j++) expect(row[j]).toBeGreaterThan(row[j - 1] ?? 0);
        const next = table.capacity[i + 1];
        if (next) {
          for (const [j, c] of row.entries()) expect(next[j]).toBeLessThan(c);
        }
      });
    }
  });
});

describe("the gas run", () => {
  it("sums the typical ratings of the gas appliances when the owner gives none", () => {
    const run = gasRun(
      plan((p) => {
        p.appliances = ["grill", "side-burner", "fridge"].map((id) => createApplianceItem(id as "grill"));
        p.site = { fuel: "natural-gas", gasRunFt: 30 };
      }),
    );
    expect(run?.appliances.map((a) => a.id)).toEqual(["grill", "side-burner"]);
    expect(run?.load.btuPerHour).toBe(typicalBtuPerHour(createApplianceItem("grill")) + typicalBtuPerHour(createApplianceItem("side-burner")));
  });

  it("leaves off an appliance that burns another fuel, and has no run with no gas", () => {
    const withCharcoal = plan((p) => {
      p.appliances = [{ ...createApplianceItem("grill"), fuel: "charcoal" }, createApplianceItem("side-burner")];
      p.site = { fuel: "propane" };
    });
    expect(gasRun(withCharcoal)?.appliances.map((a) => a.id)).toEqual(["side-burner"]);
    expect(gasRun(plan((p) => (p.site = { fuel: "none" })))).toBeNull();
  });

  it("prices a length the owner is not sure of at the assumed length, and says so", () => {
    const runs = utilityRuns(plan((p) => (p.site = { fuel: "natural-gas" })));
    expect(runs.gas).toMatchObject({ lengthFt: ASSUMED_RUN_FT, assumed: true });
    expect(runs.electrical).toMatchObject({ lengthFt: ASSUMED_RUN_FT, assumed: true });
  });
});

describe("electrical load", () => {
  it("gives the refrigerator and the ice maker a circuit each beside the receptacles' circuit", () => {
    const load = electricalLoad(
      plan((p) => {
        p.appliances = [createApplianceItem("grill"), createApplianceItem("fridge"), createApplianceItem("ice-maker")];
      }),
    );
    expect(load.circuitsNeeded).toBe(3);
    expect(load.circuits.filter((c) => c.dedicated).map((c) => c.loads)).toEqual([["Outdoor Fridge"], ["Ice Maker"]]);
    expect(load.subPanelReasons).toEqual([]);
  });

  it("keeps every shared circuit at or under 16 A, 80% of 20 A", () => {
    fc.assert(
      fc.property(planWithSiteArbitrary, (p) => {
        for (const c of electricalLoad(p).circuits.filter((c) => !c.dedicated)) expect(c.amps).toBeLessThanOrEqual(16);
      }),
    );
  });

  it("prices a sub-panel past three circuits or for a 240 V load", () => {
    const electricOven = electricalLoad(
      plan((p) => {
        p.appliances = [{ ...createApplianceItem("outdoor-oven"), fuel: "electric" }];
      }),
    );
    expect(electricOven.subPanelReasons.join()).toContain("240 V");
    const many = electricalLoad(
      plan((p) => {
        p.appliances = [createApplianceItem("fridge"), createApplianceItem("ice-maker"), createApplianceItem("sink")];
        p.utilities.water = "hot-cold";
      }),
    );
    expect(many.circuitsNeeded).toBe(4);
    expect(many.subPanelReasons.join()).toContain("4 circuits");
  });
});

describe("the utility runs budget line", () => {
  it("is absent without site answers: the budget is line for line as without the runs", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (p) => {
        const budget = calculateBudget(p);
        expect(Object.keys(budget.breakdown).sort()).toEqual([...BREAKDOWN_KEYS].sort());
        expect(Object.keys(budget.explanations)).toEqual([...BREAKDOWN_KEYS]);
      }),
    );
    expect(hasSiteAnswers(plan((p) => (p.site = {})))).toBe(false);
    expect(calculateBudget(plan((p) => (p.site = {})))).toEqual(calculateBudget(plan()));
  });

  it("prices and explains each run, adds it before the markup", () => {
    const base = plan((p) => {
      p.appliances = [{ ...createApplianceItem("grill"), btuPerHour: 120_000 }, createApplianceItem("sink")];
    });
    const withSite = {
      ...base,
      site: { fuel: "natural-gas" as const, gasRunFt: 45, electricalRunFt: 40, waterRunFt: 30, drain: "sewer" as const, trenchSurface: "soil" as const },
    };
    const before = calculateBudget(base);
    const after = calculateBudget(withSite);
    const r = RATES.utilityRuns;
    // 120 CFH over 45 ft: the 50 ft row, where 1/2 in carries 72 and 3/4 in 151
    const expected = 45 * r.gasPipePerFt["3/4"] + 1 * 40 * r.circuitPerFt + 30 * r.waterSupplyPerFt + 30 * r.sewerDrainPerFt + 45 * r.trenchPerFt.soil;
    expect(after.breakdown.utilityRuns).toBe(expected);
    expect(after.explanations.utilityRuns).toBe(
      `45 ft of 3/4 in gas pipe x $28 = $1,260 + 1 circuit x 40 ft x $6 = $240 + 30 ft of water supply x $8 = $240 + 30 ft of drain to the sewer x $10 = $300 + 45 ft of shared trench in soil x $12 = $540`,
    );
    expect(after.subtotal).toBe(before.subtotal + expected);
    expect(after.breakdown.contractorMarkup).toBe(Math.round(after.subtotal * RATES.contractorMarkup));
    for (const key of BREAKDOWN_KEYS.filter((k) => k !== "contractorMarkup")) expect(after.breakdown[key]).toBe(before.breakdown[key]);
    expect(Object.keys(after.explanations).indexOf("utilityRuns")).toBe(Object.keys(after.explanations).indexOf("utilities") + 1);
  });

  it("prices the second worked example of docs/budget-model.md to the dollar", () => {
    // the first worked example with a sink, propane, a run the owner is not sure of, a dry well and pavers
    const p = plan((p) => {
      p.appliances = [createApplianceItem("grill"), createApplianceItem("sink")];
      p.lighting = false;
      p.utilities = { water: "cold", circuits: "1", outletsOutside: "3", outletsInside: "3" };
      p.site = { fuel: "propane", electricalRunFt: 60, waterRunFt: 25, drain: "dry-well", trenchSurface: "pavers" };
    });
    const budget = calculateBudget(p);
    expect(budget.breakdown).toEqual({
      appliances: 3600,
      materials: 2773,
      labor: 2803,
      utilities: 2975,
      utilityRuns: 5180,
      lighting: 0,
      pergolaMaterial: 0,
      pergolaLabor: 0,
      pergolaSpotlights: 0,
      integration: 0,
      permits: 750,
      contractorMarkup: 3616,
    });
    expect(budget.explanations.utilityRuns).toBe(
      "50 ft of 1/2 in gas pipe x $24 = $1,200 (length not known: assumed) + 1 circuit x 60 ft x $6 = $360 + 25 ft of water supply x $8 = $200 + dry well $1,500 + 60 ft of shared trench through pavers, lifted and relaid x $32 = $1,920",
    );
    expect(budget.subtotal).toBe(18_081);
    expect(budget.total).toBe(21_697);
  });

  it("never falls as a run grows longer", () => {
    fc.assert(
      fc.property(
        planWithSiteArbitrary,
        fc.constantFrom("gasRunFt" as const, "electricalRunFt" as const, "waterRunFt" as const),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (p, field, a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const at = (ft: number) => calculateBudgetAmounts({ ...p, site: { ...p.site, [field]: ft } }).breakdown.utilityRuns ?? 0;
          expect(at(long)).toBeGreaterThanOrEqual(at(short));
        },
      ),
    );
  });

  it("accepts every site answer in the schema and refuses a run past 300 ft", () => {
    for (const fuel of SITE_FUELS) expect(plannerDataSchema.safeParse({ site: { fuel } }).success).toBe(true);
    const tooLong = plannerDataSchema.safeParse({ site: { gasRunFt: 301 } });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(["site", "gasRunFt"]);
    expect(plannerDataSchema.safeParse({ appliances: [{ ...createApplianceItem("grill"), btuPerHour: 1.5 }] }).success).toBe(false);
  });
});
