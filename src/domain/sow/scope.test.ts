import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ApplianceId } from "../planner/catalogue";
import { createApplianceItem } from "../planner/model";
import type { PlannerData } from "../planner/schema";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan } from "../testing/plans";
import { propertyRuns } from "../testing/property-runs";
import { designChecks } from "./design-check";
import { alternates, requiredCircuits, scopeItems, scopeLines } from "./scope";
import { bidFormRows } from "./bid-form";
import { electricalLoad } from "../utility-runs/electrical-load";

const appliances = (...ids: ApplianceId[]) => ids.map((id) => createApplianceItem(id));

function line(plan: PlannerData, id: string) {
  const found = scopeLines(plan).find((l) => l.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
}

/** A gazebo over a grill with every option: heaters, fan, spotlights. */
const gazebo = () =>
  completePlan((p) => {
    p.appliances = appliances("grill", "fridge", "sink");
    p.dimensions.length = 160;
    p.utilities = { ...p.utilities, circuits: "1", water: "hot-cold" };
    p.pergola = { ...p.pergola, enabled: true, structureType: "gazebo-pavilion", hasHeaters: true, hasFan: true, spotlights: "4" };
  });

describe("scopeLines", () => {
  it("puts the vent hood the design check asks for under a roof in the scope", () => {
    const plan = gazebo();
    const check = designChecks(plan).find((c) => c.id === "cooking-under-roof")!;
    expect(check.status).toBe("attention");
    const hood = line(plan, "item.hood");
    expect(hood).toMatchObject({ kind: "item", trade: "Vent hood", check: "cooking-under-roof" });
    expect(hood.text).toContain("at least 42 in wide over the grill");
    expect(scopeItems(plan).some((s) => s.id === "item.hood")).toBe(true);
  });

  it("wires the heaters, fan, spotlights, hood and tankless water heater in Electrical", () => {
    const text = line(gazebo(), "item.electrical").text;
    expect(text).toContain("LED spotlights on 4 posts");
    expect(text).toContain("heaters");
    expect(text).toContain("ceiling fan");
    expect(text).toContain("tankless point-of-use water heater");
    expect(text).toContain("vent hood");
  });

  it("states the circuits the plan chose and prices the ones the load needs beyond them as an alternate", () => {
    const plan = gazebo();
    const needed = electricalLoad(plan).circuitsNeeded;
    expect(needed).toBeGreaterThan(1);
    expect(requiredCircuits(plan)).toBe(needed);
    const check = designChecks(plan).find((c) => c.id === "dedicated-circuits")!;
    expect(check.status).toBe("attention");
    expect(check.action).toContain(`${needed - 1} additional 20 A circuits`);
    const electrical = line(plan, "item.electrical");
    expect(electrical.text).toMatch(
      new RegExp(`^1 dedicated 120 V 20 A circuit from the house panel, as the plan chose; the island's load needs ${needed} `),
    );
    const extra = line(plan, "alt.dedicated-circuits");
    expect(extra).toMatchObject({ kind: "alternate", check: "dedicated-circuits" });
    expect(extra.text).toBe(
      `${needed - 1} additional 20 A 120 V circuits from the house panel, GFCI protected, so the island's load has the ${needed} circuits it needs.`,
    );
    const row = bidFormRows(plan, { documentId: "x" }).find((r) => r.id === "alternate.dedicated-circuits");
    expect(row).toMatchObject({ section: "alternates", unit: "each", quantity: needed - 1 });
    expect(row?.label).toBe(`${extra.text} (add; price per circuit)`);
  });

  it("prices a sub-panel as an alternate past three circuits, and none without", () => {
    const plan = gazebo();
    expect(electricalLoad(plan).circuitsNeeded).toBeGreaterThan(3);
    expect(line(plan, "alt.sub-panel").text).toContain("A sub-panel at the island");
    expect(bidFormRows(plan, { documentId: "x" }).some((r) => r.id === "alternate.sub-panel")).toBe(true);
    const small = completePlan();
    expect(scopeLines(small).some((l) => l.id === "alt.sub-panel")).toBe(false);
  });

  it("specifies the knee-space overhang when seating is chosen", () => {
    const plan = completePlan((p) => {
      p.dimensions.length = 160;
      p.constraints = { ...p.constraints, seatingArea: true, seatCount: 3 };
    });
    expect(line(plan, "item.seating").text).toContain("overhang 15 in deep for knee space (NKBA guideline at a 36 in counter) along at least 72 in");
    expect(scopeLines(completePlan()).some((l) => l.id === "item.seating")).toBe(false);
  });

  it("prices a finding no work item answers as an alternate, budget range included", () => {
    const plan = completePlan((p) => {
      p.dimensions = { ...p.dimensions, width: 22, length: 120 };
      p.appliances = appliances("grill", "outdoor-oven");
      p.contractInfo = { ...p.contractInfo, budgetRange: "60k-90k" };
    });
    const ids = alternates(plan, 96_511).map((a) => a.id);
    expect(ids).toContain("alt.island-depth");
    expect(ids).toContain("alt.budget-range");
    expect(alternates(plan).map((a) => a.id)).not.toContain("alt.budget-range");
  });

  it("keeps every line's id when other lines come or go", () => {
    const plain = scopeLines(completePlan());
    const rich = scopeLines(gazebo());
    for (const l of plain) {
      const same = rich.find((r) => r.id === l.id);
      expect(same?.trade).toBe(l.trade);
    }
    expect(new Set(rich.map((l) => l.id)).size).toBe(rich.length);
  });

  it("answers every finding that needs attention with a line, for any plan", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, fc.integer({ min: 0, max: 200_000 }), (plan, total) => {
        const lines = scopeLines(plan, total);
        const answered = new Set(lines.map((l) => l.check));
        if (plan.pergola.enabled) answered.add("structure-permit").add("structure-heaters");
        for (const c of designChecks(plan, total)) {
          if (c.status === "attention") expect(answered.has(c.id as never)).toBe(true);
        }
        expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});
