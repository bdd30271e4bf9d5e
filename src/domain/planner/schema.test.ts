import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APPLIANCE_CATALOGUE } from "./catalogue";
import { applianceItemSchema, plannerDataSchema, shapeSchema } from "./schema";
import { applyCustomPrice, createApplianceItem, createDefaultPlannerData, selectApplianceSize, toggleAppliance } from "./model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { propertyRuns } from "../testing/property-runs";

function issuePaths(body: unknown): string[] {
  const result = plannerDataSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join("."));
}

describe("createDefaultPlannerData", () => {
  it("returns the defaults", () => {
    expect(createDefaultPlannerData()).toEqual({
      shape: "",
      dimensions: { length: 96, width: 32, height: 36 },
      lShape: { length1: 72, width1: 32, length2: 48, width2: 32 },
      uShape: { length1: 48, width1: 32, length2: 72, width2: 32, length3: 48, width3: 32 },
      appliances: [
        {
          id: "grill",
          name: "Built-in Grill",
          category: "cooking",
          width: 36,
          price: 2800,
          icon: "flame",
          dimensions: '36" W',
          description: expect.any(String),
          editable: true,
          sizesAvailable: [24, 30, 36, 42, 48],
          basePrices: { 24: 2200, 30: 2500, 36: 2800, 42: 3200, 48: 3800 },
          selectedSize: 36,
          selectedPrice: 2800,
          customPrice: 2800,
        },
      ],
      lighting: false,
      pergola: {
        enabled: false,
        structureType: "gazebo-pavilion",
        type: "prefabricated",
        embedded: false,
        oneSided: false,
        hasHeaters: false,
        hasFan: false,
        hasLouvers: false,
        spotlights: "",
        dimensions: { length: 120, width: 96, height: 108 },
      },
      utilities: { water: "cold", circuits: "1", outletsOutside: "3", outletsInside: "3" },
      materials: { sides: "", countertop: "" },
      constraints: {
        enabled: false,
        L1: { min: 24, max: 204 },
        L2: { min: 24, max: 204 },
        L3: { min: 24, max: 204 },
        W1: { min: 22, max: 72 },
        W2: { min: 22, max: 72 },
        W3: { min: 22, max: 72 },
        asymmetrical: false,
        varyingHeights: false,
        heightCount: "2",
        seatingArea: false,
        seatCount: 4,
        confirmed: false,
      },
      contractInfo: {
        startDate: "",
        budgetRange: "",
        hasContractor: "",
        completionWeeks: null,
        contractorName: "",
        contractorAddress: "",
        warrantyYears: "",
        contractorLicense: "",
        needsContractorHelp: "",
        incentiveAmount: 0,
      },
      appliancePlacement: "outside",
    });
  });

  it("hands out independent copies", () => {
    const a = createDefaultPlannerData();
    a.appliances[0]!.sizesAvailable!.push(99);
    a.constraints.L1.min = 50;
    a.pergola.dimensions.length = 300;
    const b = createDefaultPlannerData();
    expect(b.appliances[0]!.sizesAvailable).toEqual([24, 30, 36, 42, 48]);
    expect(b.constraints.L1.min).toBe(24);
    expect(b.pergola.dimensions.length).toBe(120);
  });

  it("is itself valid", () => {
    expect(plannerDataSchema.safeParse(createDefaultPlannerData()).success).toBe(true);
  });
});

describe("plannerDataSchema rejects bad bodies with the field's path", () => {
  it.each([
    ["negative length", { dimensions: { length: -5, width: 32, height: 36 } }, "dimensions.length"],
    ["length below the hard limit", { dimensions: { length: 23 } }, "dimensions.length"],
    ["width above the hard limit", { lShape: { width2: 73 } }, "lShape.width2"],
    ["huge U arm", { uShape: { length2: 1e9 } }, "uShape.length2"],
    ["absurd height", { dimensions: { height: 500 } }, "dimensions.height"],
    ["NaN", { dimensions: { width: Number.NaN } }, "dimensions.width"],
    ["infinity", { pergola: { dimensions: { length: Number.POSITIVE_INFINITY } } }, "pergola.dimensions.length"],
    ["string number", { dimensions: { length: "96" } }, "dimensions.length"],
    ["unknown shape", { shape: "circle" }, "shape"],
    ["unknown appliance id", { appliances: [{ id: "hot-tub", width: 36, price: 100 }] }, "appliances.0.id"],
    ["fractional price", { appliances: [{ id: "grill", width: 36, price: 2800.5 }] }, "appliances.0.price"],
    [
      "negative custom price",
      { appliances: [{ id: "grill", width: 36, price: 2800, customPrice: -1 }] },
      "appliances.0.customPrice",
    ],
    [
      "absurd size",
      { appliances: [{ id: "grill", width: 36, price: 2800, selectedSize: 500 }] },
      "appliances.0.selectedSize",
    ],
    [
      "unknown sink type",
      { appliances: [{ id: "sink", width: 21, price: 800, options: { type: "vessel" } }] },
      "appliances.0.options.type",
    ],
    [
      "duplicate appliance",
      {
        appliances: [
          { id: "grill", width: 36, price: 1 },
          { id: "grill", width: 36, price: 1 },
        ],
      },
      "appliances.1.id",
    ],
    ["outlets '11'", { utilities: { outletsOutside: "11" } }, "utilities.outletsOutside"],
    ["outlets '0'", { utilities: { outletsInside: "0" } }, "utilities.outletsInside"],
    ["three circuits", { utilities: { circuits: "3" } }, "utilities.circuits"],
    ["unknown water", { utilities: { water: "hot" } }, "utilities.water"],
    ["unknown side material", { materials: { sides: "marble" } }, "materials.sides"],
    ["countertop id used for sides", { materials: { sides: "granite" } }, "materials.sides"],
    ["warrantyYears '0'", { contractInfo: { warrantyYears: "0" } }, "contractInfo.warrantyYears"],
    ["warrantyYears '11'", { contractInfo: { warrantyYears: "11" } }, "contractInfo.warrantyYears"],
    ["tip 25", { contractInfo: { incentiveAmount: 25 } }, "contractInfo.incentiveAmount"],
    ["negative tip", { contractInfo: { incentiveAmount: -50 } }, "contractInfo.incentiveAmount"],
    ["completion weeks 5", { contractInfo: { completionWeeks: 5 } }, "contractInfo.completionWeeks"],
    ["unknown budget range", { contractInfo: { budgetRange: "cheap" } }, "contractInfo.budgetRange"],
    ["bad start date", { contractInfo: { startDate: "next tuesday" } }, "contractInfo.startDate"],
    ["overlong contractor name", { contractInfo: { contractorName: "x".repeat(201) } }, "contractInfo.contractorName"],
    ["seat count 19", { constraints: { seatCount: 19 } }, "constraints.seatCount"],
    ["height count 4", { constraints: { heightCount: "4" } }, "constraints.heightCount"],
    ["constraint min above max", { constraints: { L1: { min: 100, max: 50 } } }, "constraints.L1.max"],
    ["constraint outside limits", { constraints: { W2: { min: 10, max: 72 } } }, "constraints.W2.min"],
    ["spotlights 3", { pergola: { spotlights: "3" } }, "pergola.spotlights"],
    ["unknown structure", { pergola: { structureType: "tent" } }, "pergola.structureType"],
    ["unknown placement", { appliancePlacement: "roof" }, "appliancePlacement"],
  ])("%s", (_name, body, path) => {
    expect(issuePaths(body)).toContain(path);
  });

  it("caps the number of appliances", () => {
    const many = Array.from({ length: 51 }, () => ({ id: "grill", width: 36, price: 1 }));
    expect(issuePaths({ appliances: many })).toContain("appliances");
  });

  it("rejects a body that is not an object", () => {
    expect(plannerDataSchema.safeParse(null).success).toBe(false);
    expect(plannerDataSchema.safeParse([]).success).toBe(false);
  });
});

describe("plannerDataSchema accepts what the wizard produces", () => {
  it("fills missing fields with defaults", () => {
    const parsed = plannerDataSchema.parse({ shape: "l-shaped", utilities: { water: "hot-cold" } });
    expect(parsed.shape).toBe("l-shaped");
    expect(parsed.utilities).toEqual({ water: "hot-cold", circuits: "1", outletsOutside: "3", outletsInside: "3" });
    expect(parsed.appliances).toHaveLength(1);
  });

  it("accepts a minimal appliance, ISO start dates, a project id and a masked budget", () => {
    const parsed = plannerDataSchema.parse({
      appliances: [{ id: "smoker", width: 24, price: 2200 }],
      contractInfo: { startDate: "2030-05-01T09:00:00.000Z", incentiveAmount: 150 },
      projectId: "3f0c",
      budget: { total: 12691 },
    });
    expect(parsed.appliances[0]).toEqual({ id: "smoker", width: 24, price: 2200 });
    expect(parsed.budget).toEqual({ total: 12691 });
    expect(plannerDataSchema.safeParse({ projectId: 42 }).success).toBe(true);
    expect(plannerDataSchema.safeParse({ contractInfo: { startDate: "2030-05-01" } }).success).toBe(true);
  });

  it("accepts every generated valid plan, also after a JSON round trip", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (data) => {
        const parsed = plannerDataSchema.parse(JSON.parse(JSON.stringify(data)));
        expect(parsed).toEqual(data);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("accepts every catalogue item as ticked", () => {
    for (const entry of APPLIANCE_CATALOGUE) {
      expect(applianceItemSchema.safeParse(createApplianceItem(entry.id)).success).toBe(true);
    }
  });

  it("knows the four shape values", () => {
    expect(shapeSchema.options).toEqual(["l-shaped", "u-shaped", "rectangular", ""]);
  });
});

describe("appliance tick, size and price rules", () => {
  it("ticks an appliance at its default size and price", () => {
    const sink = createApplianceItem("sink");
    expect(sink).toMatchObject({
      id: "sink",
      width: 21,
      price: 800,
      selectedSize: 21,
      selectedPrice: 800,
      customPrice: 800,
      dimensions: '21" x 15" x 8"',
      options: { type: "undermount" },
    });
    expect(createApplianceItem("grill").options).toBeUndefined();
    expect(() => createApplianceItem("hot-tub" as never)).toThrow();
  });

  it("ticking adds at the end, unticking removes", () => {
    const start = [createApplianceItem("grill")];
    const ticked = toggleAppliance(start, "sink");
    expect(ticked.map((a) => a.id)).toEqual(["grill", "sink"]);
    expect(toggleAppliance(ticked, "grill").map((a) => a.id)).toEqual(["sink"]);
    expect(start).toHaveLength(1);
  });

  it("ignores a size that is not a number and keeps sizes within bounds", () => {
    const grill = createApplianceItem("grill");
    expect(selectApplianceSize(grill, Number.NaN)).toBe(grill);
    expect(selectApplianceSize(grill, 500).width).toBe(120);
  });

  it("changing the size sets width, text and both prices from the size's base price", () => {
    const grill = selectApplianceSize(createApplianceItem("grill"), 42);
    expect(grill).toMatchObject({
      width: 42,
      selectedSize: 42,
      dimensions: '42" W',
      selectedPrice: 3200,
      customPrice: 3200,
      price: 2800,
    });
    const odd = selectApplianceSize(createApplianceItem("grill"), 40);
    expect(odd).toMatchObject({ width: 40, selectedPrice: 2800, customPrice: 2800 });
  });

  it("a size change after a custom price takes the size's price", () => {
    const repriced = applyCustomPrice(createApplianceItem("fridge"), "999");
    expect(selectApplianceSize(repriced, 30).customPrice).toBe(1450);
  });

  it("a valid price sets customPrice and selectedPrice as a whole number", () => {
    const item = createApplianceItem("grill");
    expect(applyCustomPrice(item, "3100")).toMatchObject({ customPrice: 3100, selectedPrice: 3100 });
    expect(applyCustomPrice(item, " $3,250 ")).toMatchObject({ customPrice: 3250, selectedPrice: 3250 });
    expect(applyCustomPrice(item, "3100.6")).toMatchObject({ customPrice: 3101, selectedPrice: 3101 });
    expect(applyCustomPrice(item, "0")).toMatchObject({ customPrice: 0, selectedPrice: 0 });
  });

  it("an empty, non-numeric or absurd entry restores the previous price", () => {
    const item = applyCustomPrice(createApplianceItem("grill"), "3100");
    for (const raw of ["", "   ", "abc", "12abc", "-5", "1e9", "NaN", "Infinity"]) {
      expect(applyCustomPrice(item, raw)).toMatchObject({ customPrice: 3100, selectedPrice: 3100 });
    }
  });
});

describe("the plan's defaults", () => {
  it("are the model's: a parse of nothing is a fresh plan, key for key and in the same order", () => {
    expect(JSON.stringify(plannerDataSchema.parse({}))).toBe(JSON.stringify(createDefaultPlannerData()));
  });

  it("give every fresh plan objects of its own", () => {
    const first = createDefaultPlannerData();
    first.pergola.dimensions.length = 300;
    first.constraints.L1.min = 60;
    first.appliances[0]!.price = 1;
    const second = createDefaultPlannerData();
    expect(second.pergola.dimensions.length).not.toBe(300);
    expect(second.constraints.L1.min).not.toBe(60);
    expect(second.appliances[0]!.price).not.toBe(1);
    expect(plannerDataSchema.parse({}).constraints.L1.min).not.toBe(60);
  });
});
