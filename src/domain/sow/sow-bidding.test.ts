import { describe, expect, it } from "vitest";
import { calculateBudget } from "../budget/budget";
import { createApplianceItem } from "../planner/model";
import type { PlannerData } from "../planner/schema";
import { completePlan, richSowPlan, siteRunsPlan } from "../testing/plans";
import { bidFormRows } from "./bid-form";
import { buildSow, type SowInput } from "./build";
import { planChangeLine, planChanges } from "./changes";
import { moveAppliance } from "../planner/arrangement";
import { designChecks } from "./design-check";
import type { SowBlock, SowDocument, SowTable } from "./model";
import { bidReadiness } from "./readiness";
import { electricalLoad } from "../utility-runs/electrical-load";

const owner = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "555-0100",
  propertyAddress: "1 Main St",
  propertyCity: "Sacramento",
  propertyState: "CA",
  propertyZip: "95814",
};

function input(plan: PlannerData, extra: Partial<SowInput> = {}): SowInput {
  return {
    project: { id: 12, name: "Backyard", plan, budget: calculateBudget(plan) },
    owner,
    order: { serviceTier: "silver", rushFee: false },
    version: { number: 1, issuedOn: "2026-11-25", supersedes: null },
    ...extra,
  };
}

/** A 60 in rectangle with five appliances: they do not fit the run. */
function unbuildablePlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { ...plan.dimensions, length: 60 };
    plan.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven"] as const).map(createApplianceItem);
  });
}

const sectionOf = (doc: SowDocument, id: string) => {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section;
};

function blockText(block: SowBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "subheading":
      return block.text;
    case "list":
      return block.items.join("\n");
    case "keyValues":
      return block.rows.map((r) => `${r.label}: ${r.value}`).join("\n");
    case "table":
      return [block.caption, ...block.rows.map((r) => r.cells.join(" | "))].join("\n");
    default:
      return block.kind;
  }
}
const sectionText = (doc: SowDocument, id: string) => sectionOf(doc, id).blocks.map(blockText).join("\n");

describe("readiness for bidding", () => {
  it("is blocked while the appliances do not fit the run, and names the finding", () => {
    const r = bidReadiness(designChecks(unbuildablePlan()));
    expect(r.ready).toBe(false);
    expect(r.blocking.map((c) => c.id)).toContain("run-length");
  });

  it("is ready for a buildable plan, even with findings that only need a line of the bid form", () => {
    expect(bidReadiness(designChecks(richSowPlan())).ready).toBe(true);
  });

  it("an unbuildable plan's SOW says so on the cover and replaces the bid form and signatures by what to fix", () => {
    const doc = buildSow(input(unbuildablePlan()));
    const cover = sectionText(doc, "cover");
    expect(cover).toContain("Status: Not ready for bidding");
    expect(cover).toContain("Run length for the appliances: Needs attention. Counter run 60");
    const bid = sectionOf(doc, "bid-form");
    expect(bid.title).toBe("Not ready for bidding: what to fix");
    expect(bid.blocks.some((b) => b.kind === "table")).toBe(false);
    expect(sectionText(doc, "bid-form")).toContain("Lengthen the counter run by at least");
    expect(sectionOf(doc, "signatures").blocks.some((b) => b.kind === "signatures")).toBe(false);
  });

  it("a buildable plan's SOW is ready, with its bid form and signature lines", () => {
    const doc = buildSow(input(richSowPlan()));
    expect(sectionText(doc, "cover")).toContain("Status: Ready for bidding");
    expect(sectionOf(doc, "bid-form").title).toBe("Bid form");
    expect(sectionOf(doc, "signatures").blocks.some((b) => b.kind === "signatures")).toBe(true);
  });
});

describe("an estimate above the owner's budget range", () => {
  it("is flagged on the cover and in the summary", () => {
    const plan = richSowPlan();
    plan.contractInfo.budgetRange = "under-10k";
    const doc = buildSow(input(plan));
    expect(sectionText(doc, "cover")).toContain("is above the owner's budget range (Under $10,000)");
    expect(sectionText(doc, "summary")).toContain("Estimate against the budget: Above the owner's budget range by");
    const within = richSowPlan();
    within.contractInfo.budgetRange = "above-90k";
    expect(sectionText(buildSow(input(within)), "cover")).not.toContain("above the owner's budget range");
  });
});

describe("the bid form", () => {
  const rows = bidFormRows(richSowPlan(), { documentId: "SOW-000012-v1" });
  const ids = rows.map((r) => r.id);

  it("has a row for each part every bidder prices the same way", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      "scope.site",
      "scope.countertop",
      "scope.electrical",
      "appliance.grill",
      "appliance.fridge",
      "appliance.vent-hood",
      "allowance.trench",
      "allowance.gas-line",
      "permits",
      "overhead",
      "tax",
      "total",
      "unit.trench-ft",
      "unit.gas-pipe-ft",
      "unit.circuit",
      "unit.countertop-sqft",
      "alternate.owner-appliances",
      "bidder.valid-until",
      "bidder.sow-version",
      "bidder.licence-number",
      "bidder.licence-class",
      "bidder.insurance-carrier",
      "bidder.insurance-expiry",
    ]) {
      expect(ids, id).toContain(id);
    }
    expect(rows.find((r) => r.id === "bidder.sow-version")?.value).toBe("SOW-000012-v1");
    for (const r of rows) {
      expect(r.label).not.toMatch(/the bidder assumes/);
      if (r.kind === "allowance") expect(r.label).toMatch(/, priced for \d+ ft$/);
      if (r.kind === "allowance") expect(r.quantity, r.id).not.toBeNull();
      if (r.kind === "alternate") expect(r.section).toBe("alternates");
    }
    expect(rows.find((r) => r.id === "allowance.gas-line")).toMatchObject({ quantity: 50, unit: "ft" });
    expect(rows.find((r) => r.id === "scope.countertop")?.unit).toBe("sq ft");
  });

  it("keeps every other row's id when a version adds or removes one appliance", () => {
    const before = richSowPlan();
    const after = richSowPlan();
    after.appliances = after.appliances.filter((a) => a.id !== "sink");
    after.appliances.unshift(createApplianceItem("smoker"));
    const was = bidFormRows(before, { documentId: "x" }).map((r) => r.id);
    const now = bidFormRows(after, { documentId: "x" }).map((r) => r.id);
    expect(now).toContain("appliance.smoker");
    expect(now).not.toContain("appliance.sink");
    // without the sink its hot water heater goes, and with it the fourth circuit that called for a sub-panel
    const gone = new Set(["appliance.sink", "scope.plumbing", "alternate.sub-panel"]);
    const kept = was.filter((id) => !gone.has(id) && !id.startsWith("allowance.water"));
    for (const id of kept) expect(now, id).toContain(id);
    // the scope item codes shift when the plumbing goes, the row ids do not
    const electrical = (plan: PlannerData) => bidFormRows(plan, { documentId: "x" }).find((r) => r.id === "scope.electrical")?.label;
    expect(electrical(before)).not.toBe(electrical(after));
  });

  it("is printed as tables whose rows start with their ids", () => {
    const doc = buildSow(input(richSowPlan()));
    const tables = sectionOf(doc, "bid-form").blocks.filter((b): b is SowTable => b.kind === "table");
    const printed = tables.flatMap((t) => t.rows.map((r) => r.cells[0]));
    expect(printed).toEqual(rows.map((r) => r.id).map((id) => (id === "bidder.sow-version" ? id : id)));
    expect(tables.every((t) => t.fillIn)).toBe(true);
    expect(sectionText(doc, "bid-form")).toContain("SOW-000012-v1");
    // the allowances section says the same as the bid form: the SOW fixes the length, not the bidder
    expect(sectionText(doc, "inclusions")).not.toContain("the length the bidder assumes");
  });
});

describe("changes since the previous version", () => {
  it("lists what was added, removed and changed, area by area", () => {
    const before = richSowPlan();
    const after = richSowPlan();
    after.appliances = after.appliances.filter((a) => a.id !== "trash-drawer");
    after.appliances.push(createApplianceItem("smoker"));
    after.dimensions = { ...after.dimensions, height: 38 };
    after.materials = { ...after.materials, countertop: "concrete" };
    before.utilities = { ...before.utilities, circuits: "1" };
    after.utilities = { ...after.utilities, circuits: "2" };
    after.pergola = { ...after.pergola, enabled: false };
    after.contractInfo = { ...after.contractInfo, completionWeeks: 8 };
    const changes = planChanges(before, after);
    const lines = changes.map(planChangeLine);
    expect(changes.filter((c) => c.area === "appliances").map((c) => c.kind).sort()).toEqual(["added", "removed"]);
    expect(lines.some((l) => /^Appliances: added Smoker/.test(l))).toBe(true);
    expect(lines.some((l) => /^Appliances: removed Trash/.test(l))).toBe(true);
    expect(lines).toContain('Dimensions: changed Counter height: was 36", now 38"');
    expect(lines.some((l) => l === "Materials: changed Countertop: was Granite, now Concrete")).toBe(true);
    expect(lines).toContain("Utilities: changed Dedicated circuits: was 1, now 2");
    expect(lines.some((l) => l.startsWith("Structure: removed Gazebo / pavilion"))).toBe(true);
    expect(lines).toContain("Contract details: changed Maximum duration: was 6 weeks, now 8 weeks");
    expect(planChanges(richSowPlan(), richSowPlan())).toEqual([]);
  });

  it("follows the homeowner's arrangement: the schedule's positions and the changes since the last version", () => {
    const before = richSowPlan();
    const after = moveAppliance(before, "sink", { arm: "L3" });
    const schedule = (plan: PlannerData) =>
      buildSow(input(plan))
        .sections.flatMap((s) => s.blocks)
        .flatMap((b) => (b.kind === "table" ? b.rows : []))
        .find((row) => row.cells[1]?.startsWith("Outdoor Sink"))?.cells[3];
    expect(schedule(before)).toMatch(/^L2 /);
    expect(schedule(after)).toBe('L3 0" from start');
    const lines = planChanges(before, after).map(planChangeLine);
    expect(lines.find((l) => l.startsWith("Appliances: changed Arms:"))).toMatch(/was .*Outdoor Sink on L2.*, now .*Outdoor Sink on L3/);
  });

  it("names the site answers that changed: a longer gas run is re-priced", () => {
    const before = siteRunsPlan();
    const after = siteRunsPlan((p) => {
      p.site = { ...p.site, gasRunFt: 80, panelAmps: 200 };
    });
    const lines = planChanges(before, after).map(planChangeLine);
    expect(lines).toContain("Utilities: changed Gas run: was 45 ft, now 80 ft");
    expect(lines).toContain("Utilities: changed Main panel: was not given, now 200 A");
    expect(planChanges(siteRunsPlan(), siteRunsPlan())).toEqual([]);
  });

  it("version 2's document lists the change on its cover", () => {
    const before = richSowPlan();
    const after = richSowPlan();
    after.appliances.push(createApplianceItem("smoker"));
    const doc = buildSow(
      input(after, {
        version: { number: 2, issuedOn: "2026-11-26", supersedes: { number: 1, issuedOn: "2026-11-25" } },
        previousPlan: before,
      }),
    );
    const cover = sectionText(doc, "cover");
    expect(cover).toContain("Changes since version 1");
    expect(cover).toMatch(/Appliances: added Smoker/);
    expect(sectionText(buildSow(input(after)), "cover")).not.toContain("Changes since");
  });
});

describe("the summary's circuits", () => {
  it("say the circuits chosen and those the load needs beyond them, priced as an alternate", () => {
    const plan = richSowPlan();
    plan.utilities.circuits = "1";
    if (!plan.appliances.some((a) => a.id === "fridge")) plan.appliances.push(createApplianceItem("fridge"));
    const text = sectionText(buildSow(input(plan)), "summary");
    const said = /1 dedicated 120 V 20 A circuit chosen; the island's load needs (\d), the (\d) additional circuits? a priced alternate/.exec(text);
    expect(said).not.toBeNull();
    expect(Number(said?.[1])).toBe(electricalLoad(plan).circuitsNeeded);
    expect(Number(said?.[2])).toBe(electricalLoad(plan).circuitsNeeded - 1);
  });
});
