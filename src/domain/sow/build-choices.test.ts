import { describe, expect, it } from "vitest";
import { calculateBudget } from "../budget/budget";
import { formatInches } from "../common/format";
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { BUDGET_RANGES } from "../planner/limits";
import { createApplianceItem, createDefaultPlannerData } from "../planner/model";
import type { PlannerData } from "../planner/schema";
import { buildSow, type SowInput } from "./build";
import type { SowDocument } from "./model";

function input(plan: PlannerData): SowInput {
  return {
    project: { id: 7, name: "Back yard", plan, budget: calculateBudget(plan) },
    owner: {
      firstName: "Ada",
      lastName: "Owner",
      email: "ada@example.com",
      phoneNumber: "555-0100",
      propertyAddress: "1 Main St",
      propertyCity: "Sacramento",
      propertyState: "CA",
      propertyZip: "95814",
    },
    order: null,
    version: { number: 1, issuedOn: "2026-11-25", supersedes: null },
  };
}

/** Every string the document prints, outside the drawing's own model (its labels are checked on their own). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (key !== "drawing") strings(v, out);
  }
  return out;
}
const textOf = (doc: SowDocument) => strings(doc.sections).join("\n");

function sectionText(doc: SowDocument, title: RegExp): string {
  const section = doc.sections.find((s) => title.test(s.title));
  expect(section, `a section titled ${title}`).toBeDefined();
  return strings(section).join("\n");
}

/** A plan where the owner chose something other than the default in every field the SOW prints. */
function richPlan(): PlannerData {
  const plan = createDefaultPlannerData();
  plan.shape = "l-shaped";
  plan.lShape = { length1: 150, width1: 30, length2: 84, width2: 28 };
  plan.dimensions.height = 38;
  plan.appliancePlacement = "outside";
  plan.appliances = ["grill", "sink", "fridge", "side-burner"].map((id) => createApplianceItem(id as "grill"));
  plan.lighting = true;
  plan.materials = { sides: "stucco", countertop: "granite" };
  plan.utilities = { water: "hot-cold", circuits: "2", outletsOutside: "1", outletsInside: "2" };
  plan.constraints = { ...plan.constraints, varyingHeights: true, heightCount: "3", seatingArea: true, seatCount: 5 };
  plan.pergola = {
    ...plan.pergola,
    enabled: true,
    structureType: "pergola",
    type: "custom",
    oneSided: true,
    hasLouvers: true,
    spotlights: "4",
    dimensions: { length: 180, width: 132, height: 110 },
  };
  plan.contractInfo = {
    ...plan.contractInfo,
    startDate: "2027-03-01",
    budgetRange: BUDGET_RANGES[3]!.id,
    hasContractor: "yes",
    completionWeeks: 8,
    contractorName: "Delta Builders",
    contractorAddress: "9 Oak Ave, Davis",
    warrantyYears: "3",
    contractorLicense: "B-123456",
  };
  return plan;
}

describe("buildSow: everything the owner chose is in the document", () => {
  it("walks the plan's fields and finds each chosen value in the document's text", () => {
    const plan = richPlan();
    const doc = buildSow(input(plan));
    const text = textOf(doc);
    const expected: Array<[field: string, value: string]> = [
      ["shape", "L-shaped"],
      ["lShape.length1", 'L1 150" x 30"'],
      ["lShape.length2", 'L2 84" x 28"'],
      ["dimensions.height", formatInches(38)],
      ...plan.appliances.map((a): [string, string] => [`appliances.${a.id}`, findCatalogueAppliance(a.id)!.name]),
      ["materials.sides", findSideMaterial("stucco")!.name],
      ["materials.countertop", findCountertopMaterial("granite")!.name],
      ["utilities.circuits", "2"],
      ["utilities.outletsOutside", "1 outlet outside"],
      ["utilities.water", "Hot and cold water"],
      ["lighting", "LED lighting"],
      ["constraints.varyingHeights", "Varying heights"],
      ["constraints.heightCount", "3 levels"],
      ["constraints.seatingArea / seatCount", "5 seats at the counter"],
      ["appliancePlacement", "outer edges"],
      ["pergola.structureType", "Pergola"],
      ["pergola.type", "Custom built"],
      ["pergola.oneSided", "attached to the house wall (one-sided, on a ledger board)"],
      ["pergola.hasLouvers", "adjustable louvers"],
      ["pergola.spotlights", "4 posts"],
      ["pergola.dimensions", '180" x 132"'],
      ["pergola.dimensions.height", formatInches(110)],
      ["contractInfo.startDate", "March 1, 2027"],
      ["contractInfo.budgetRange", BUDGET_RANGES[3]!.label],
      ["contractInfo.completionWeeks", "8 weeks"],
      ["contractInfo.contractorName", "Delta Builders"],
      ["contractInfo.contractorAddress", "9 Oak Ave, Davis"],
      ["contractInfo.contractorLicense", "B-123456"],
      ["contractInfo.warrantyYears", "3 years"],
    ];
    const missing = expected.filter(([, value]) => !text.includes(value)).map(([field, value]) => `${field}: ${value}`);
    expect(missing).toEqual([]);
  });

  it("prints varying heights and the seat count in the finishes, not only in the design check", () => {
    const doc = buildSow(input(richPlan()));
    const finishes = sectionText(doc, /finish/i);
    expect(finishes).toContain("Varying heights: 3 levels");
    expect(finishes).toContain('the main counter at 38"');
    expect(finishes).toContain("5 seats at the counter");
    expect(finishes).toContain('120" of free counter');

    const plain = createDefaultPlannerData();
    const plainFinishes = sectionText(buildSow(input(plain)), /finish/i);
    expect(plainFinishes).toContain(`One height throughout: ${formatInches(plain.dimensions.height)}`);
    expect(plainFinishes).toContain("No seating area");
  });

  it("writes counts in the right number", () => {
    const plan = richPlan();
    plan.constraints.seatCount = 1;
    plan.constraints.heightCount = "2";
    const doc = buildSow(input(plan));
    const text = [/summary/i, /drawing/i, /appliance/i, /finish/i, /utilit/i].map((t) => sectionText(doc, t)).join("\n");
    expect(text).toContain("1 outlet outside");
    expect(text).toContain("1 seat at the counter");
    expect(text).toContain("2 levels");
    expect(text).not.toMatch(/\b1 (outlets|seats|levels)\b/);
  });
});

describe("buildSow: the drawing's legend and the appliance schedule place each appliance", () => {
  it("gives each appliance its drawn depth and its distance from the start of its edge of the run", () => {
    const plan = createDefaultPlannerData();
    plan.dimensions.length = 125;
    plan.appliances = [createApplianceItem("grill"), createApplianceItem("sink"), createApplianceItem("fridge")];
    const doc = buildSow(input(plan));
    const drawing = doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === "drawing");
    expect(drawing?.kind).toBe("drawing");
    if (drawing?.kind !== "drawing") return;
    const legend = drawing.legend.map((e) => e.text);
    expect(legend[0]).toMatch(/Grill, 36" wide, drawn 21" deep; its first side 14" from the start of the run/);
    expect(legend[1]).toContain(`${14 + 36 + 8}" from the start of the run`);
    expect(drawing.drawing.positions.map((d) => d.text)).toEqual(['1: 14"', '2: 58"', '3: 87"']);

    const schedule = doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === "table" && b.caption === "Appliance schedule");
    if (schedule?.kind !== "table") throw new Error("no appliance schedule");
    expect(schedule.columns.map((c) => c.header)).toContain("Position");
    expect(schedule.rows.map((r) => r.cells[3])).toEqual(['14" from start', '58" from start', '87" from start']);
  });

  it("shows an attached pergola against the house wall in the legend", () => {
    const doc = buildSow(input(richPlan()));
    const drawing = doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === "drawing");
    if (drawing?.kind !== "drawing") throw new Error("no drawing");
    expect(drawing.drawing.pergola?.wall).not.toBeNull();
    expect(drawing.legend.map((e) => e.text).join("\n")).toMatch(/attached to the house wall/);
    // the structure section no longer calls an attached pergola free-standing
    const structure = sectionText(doc, /structure/i);
    expect(structure).toContain("attached to the house wall");
    expect(structure).not.toContain("free-standing");
  });
});
