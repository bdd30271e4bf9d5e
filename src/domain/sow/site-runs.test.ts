// The runs from the house in the Statement of Work (docs/product/statement-of-work.md section 2, items 8 and
// 19, and section 3.1): what the utilities section states, the quantities the bid form fixes, and that the
// scope, the allowances and the bid form agree.
import { describe, expect, it } from "vitest";
import type { PlannerData } from "../planner/schema";
import { completePlan, siteRunsPlan } from "../testing/plans";
import { sowFor, sowText } from "../testing/sow-documents";
import { BID_ALLOWANCE_QUANTITIES, bidFormRows } from "./bid-form";
import type { SowSiteSketch, SowTable } from "./model";
import { allowances } from "./scope";

const sow = (plan: PlannerData) => sowFor("CA", plan);

const rowsOf = (plan: PlannerData) => bidFormRows(plan, { documentId: "x" });
const rowOf = (plan: PlannerData, id: string) => rowsOf(plan).find((r) => r.id === id);

describe("the bid form's allowances with site answers", () => {
  it("fixes each run's length from the owner's answers", () => {
    const plan = siteRunsPlan((p) => {
      p.site = { ...p.site, trenchSurface: "soil" };
    });
    expect(rowOf(plan, "allowance.gas-line")).toMatchObject({ label: "Gas run: 45 ft of 3/4 in (allowance A1)", unit: "ft", quantity: 45 });
    expect(rowOf(plan, "allowance.electrical-run")).toMatchObject({ label: "Power run: 40 ft, 2 circuits (allowance A2)", unit: "ft", quantity: 40 });
    expect(rowOf(plan, "allowance.water-run")).toMatchObject({ label: "Water supply and drain: 30 ft (allowance A3)", unit: "ft", quantity: 30 });
    expect(rowOf(plan, "allowance.trench")).toMatchObject({ label: "Shared trench: 45 ft in soil (allowance A4)", unit: "ft", quantity: 45 });
    const units = rowsOf(plan).filter((r) => r.section === "unit-prices").map((r) => r.id);
    expect(units).toEqual(expect.arrayContaining(["unit.gas-pipe-ft", "unit.circuit-ft", "unit.water-ft", "unit.trench-ft"]));
    expect(units).not.toContain("unit.concrete-cut-ft");
  });

  it("prices a length the owner was not sure of at 50 ft, per foot as measured", () => {
    const plan = siteRunsPlan((p) => {
      p.site = { fuel: "natural-gas", electricalRunFt: 40 };
    });
    expect(rowOf(plan, "allowance.gas-line")).toMatchObject({
      label: "Gas run: 50 ft of 3/4 in assumed; priced per foot as measured (allowance A1)",
      quantity: 50,
    });
    expect(rowOf(plan, "allowance.electrical-run")?.label).toBe("Power run: 40 ft, 2 circuits (allowance A2)");
    expect(rowOf(plan, "allowance.water-run")?.label).toBe("Water supply and drain: 50 ft assumed; priced per foot as measured (allowance A3)");
  });

  it("adds a unit price for saw-cutting and patching concrete, which the budget does not price", () => {
    const plan = siteRunsPlan((p) => {
      p.site = { ...p.site, trenchSurface: "concrete" };
    });
    expect(rowOf(plan, "allowance.trench")?.label).toBe("Shared trench: 45 ft through concrete (allowance A4)");
    expect(rowOf(plan, "unit.concrete-cut-ft")?.label).toContain("not priced in the budget");
  });

  it("leaves the rows of a plan without site answers as they were", () => {
    const plan = completePlan();
    expect(rowOf(plan, "allowance.gas-line")).toMatchObject({ quantity: BID_ALLOWANCE_QUANTITIES.gasLineFt, unit: "ft" });
    expect(rowOf(plan, "allowance.trench")).toMatchObject({ quantity: BID_ALLOWANCE_QUANTITIES.extraTrenchFt, unit: "ft" });
    expect(rowOf(plan, "allowance.electrical-run")).toBeUndefined();
    expect(rowOf(plan, "unit.circuit-ft")).toBeUndefined();
  });

  it("agrees with the allowances the scope lists and the SOW prints, with or without site answers", () => {
    for (const plan of [siteRunsPlan(), completePlan(), siteRunsPlan((p) => {
        p.site = { fuel: "none" };
      })]) {
      const listed = allowances(plan);
      const rows = rowsOf(plan).filter((r) => r.section === "allowances");
      expect(rows.map((r) => r.id)).toEqual(listed.map((a) => `allowance.${a.id}`));
      rows.forEach((r, i) => {
        expect(r.label).toContain(`(allowance ${listed[i]?.code})`);
      });
      const text = sowText(sow(plan), "inclusions");
      for (const a of listed) expect(text).toContain(`${a.code}: ${a.item}`);
    }
  });
});

describe("the panel's load calculation", () => {
  it("is part of the electrical work on a small panel, never an alternate", () => {
    const plan = siteRunsPlan((p) => {
      p.site = { ...p.site, panelAmps: 100 };
    });
    const electrical = rowsOf(plan);
    expect(electrical.some((r) => r.id === "alternate.panel-load")).toBe(false);
    const scope = sowText(sow(plan), "scope");
    expect(scope).toContain("a load calculation of the house (NEC Article 220) on its 100 A panel");
  });
});

describe("the utilities section with site answers", () => {
  const doc = sow(siteRunsPlan());
  const text = sowText(doc, "utilities");

  it("states the gas run: fuel, length, appliances, load, the pipe from the table and what the run needs", () => {
    expect(text).toContain("Fuel: natural gas.");
    expect(text).toContain("Length from the gas meter's outlet to the island's shut-off: 45 ft.");
    expect(text).toContain("On the run: Built-in Grill, 120,000 BTU/h.");
    expect(text).toContain("Load: 120,000 BTU/h, 120 cubic feet per hour (CFH), so the owner can ask the utility whether the meter carries it.");
    expect(text).toMatch(/Pipe size: 3\/4 in, by the longest-length method .*on the 50 ft row of IFGC Table 402\.4\(2\).*3\/4 in carries 151 CFH; 1\/2 in carries only 72/);
    expect(text).toContain("Buried metallic pipe at least 12 in deep, 8 in for an individual line to an outdoor grill (IFGC 404.12 and 404.12.1).");
    expect(text).toContain("tracer wire of at least 18 AWG");
    expect(text).toContain("within 6 ft of each appliance (IFGC 409.5.1)");
    expect(text).toContain("1.5 times the working pressure, never under 3 psig (IFGC 406.4.1), held at least 10 minutes (IFGC 406.4.2)");
    expect(text).toContain("at most 3 ft long and listed for outdoor use (IRC G2422.1)");
    expect(text).toContain("placed high (natural gas is lighter than air)");
    expect(text).not.toContain("is allowance A1 on the bid form");
  });

  it("says a length the owner did not know is assumed and measured, and a run past the tables needs a fitter", () => {
    const unsure = sowText(sow(siteRunsPlan((p) => {
        p.site = { fuel: "propane" };
      })), "utilities");
    expect(unsure).toContain("second-stage regulator to the island's shut-off: not known: 50 ft assumed, measured on site.");
    expect(unsure).toContain("ask the propane supplier whether the tank and regulator carry it");
    const far = sowText(sow(siteRunsPlan((p) => {
        p.site = { fuel: "natural-gas", gasRunFt: 250 };
      })), "utilities");
    expect(far).toContain("Pipe size: needs attention: a fitter sizes this run (the run is longer than the table's longest row");
  });

  it("prints the load table, the circuits at 80% and the water, drain and trench", () => {
    const table = doc.sections.find((s) => s.id === "utilities")!.blocks.find((b): b is SowTable => b.kind === "table");
    expect(table?.columns.map((c) => c.header)).toEqual(["Load", "Watts", "Volts", "Amps", "Own circuit"]);
    expect(table?.rows.map((r) => r.cells[0])).toEqual(expect.arrayContaining(["Outdoor Fridge", "Ice Maker"]));
    expect(text).toContain("Power run from the house panel to the island's junction box: 40 ft.");
    expect(text).toMatch(/Circuits: the load needs 3 at no more than 16 A .*NEC 210\.19\(A\)\(1\) and 210\.20\(A\).*the plan chose 2, so the bid form prices 1 additional 20 A circuit as an alternate/);
    expect(text).toContain("Water supply from the nearest supply at the house to the sink: 30 ft.");
    expect(text).toContain("Drain: to the house sewer or septic line, with a trap.");
    expect(text).toContain("One trench carries the runs, as long as the longest of them: 45 ft");
    expect(text).toContain("Surface: pavers: the pavers are lifted and relaid");
  });

  it("draws the site sketch with each run's label, not to scale", () => {
    const sketch = doc.sections.find((s) => s.id === "utilities")!.blocks.find((b): b is SowSiteSketch => b.kind === "siteSketch");
    expect(sketch?.sketch.note).toBe("Not to scale");
    expect(sketch?.sketch.runs.map((r) => r.label)).toEqual([
      "Gas 45 ft, 3/4 in pipe",
      "Power 40 ft, 2 x 20 A circuits",
      "Water and drain 30 ft",
      "Shared trench 45 ft, pavers",
    ]);
  });

  it("keeps today's text, and no sketch, without site answers", () => {
    const plain = sow(completePlan());
    const utilities = plain.sections.find((s) => s.id === "utilities")!;
    expect(utilities.blocks.some((b) => b.kind === "siteSketch")).toBe(false);
    expect(sowText(plain, "utilities")).toContain(
      "The gas line from the meter is not in the budget: it is allowance A1 on the bid form, priced per foot by each bidder.",
    );
  });
});

describe("the budget table of the SOW", () => {
  const budgetRows = (plan: PlannerData) =>
    sow(plan)
      .sections.find((s) => s.id === "budget")!
      .blocks.find((b): b is SowTable => b.kind === "table")!
      .rows.map((r) => r.cells[0]);

  it("prints the utility runs line after Utilities when the site is answered, and not otherwise", () => {
    const lines = budgetRows(siteRunsPlan());
    expect(lines.indexOf("Utility runs from the house")).toBe(lines.indexOf("Utilities") + 1);
    expect(budgetRows(completePlan())).not.toContain("Utility runs from the house");
  });
});
