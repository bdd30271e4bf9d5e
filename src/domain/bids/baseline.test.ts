import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateBudget } from "../budget/budget";
import { RATES } from "../budget/rates";
import { createApplianceItem } from "../planner/model";
import { bidFormRows } from "../sow/bid-form";
import { planWithSiteArbitrary, plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan, richSowPlan, siteRunsPlan } from "../testing/plans";
import { propertyRuns } from "../testing/property-runs";
import { type BidBaseline, bidBaseline, isTotalled, shareDollars } from "./baseline";

/** The estimates of the rows the budget prices: they make its subtotal. */
function budgetedSum(baseline: BidBaseline): number {
  return baseline.rows.reduce((sum, r) => sum + (isTotalled(r) && r.inBudget ? (r.estimate ?? 0) : 0), 0);
}

const rowOf = (baseline: BidBaseline, id: string) => {
  const row = baseline.rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe("shareDollars", () => {
  it("shares a line's whole dollars so the pieces add up to it, the largest fractions taking the dollars left", () => {
    // two parts of 1706.66 in all, which the budget printed as 1707: the dollar left goes to the larger fraction
    expect(shareDollars(1707, [1173.33, 533.33])).toEqual([1174, 533]);
    expect(shareDollars(10, [3.34, 3.33, 3.33])).toEqual([4, 3, 3]);
    expect(shareDollars(960, [480, 480])).toEqual([480, 480]);
  });

  it("gives a tie to the earlier part, and a line with no parts to show goes whole to the first", () => {
    expect(shareDollars(3, [0.5, 0.5, 2])).toEqual([1, 0, 2]);
    expect(shareDollars(0, [0, 0])).toEqual([0, 0]);
    expect(shareDollars(5, [0, 0])).toEqual([5, 0]);
    expect(shareDollars(5, [])).toEqual([]);
  });
});

describe("the bid baseline", () => {
  it("prices each row of the default plan from the budget's lines, adding up to the subtotal, markup and tip apart", () => {
    const plan = completePlan();
    const budget = calculateBudget(plan);
    const b = bidBaseline(plan, 3);
    expect(b.sowVersion).toBe(3);
    expect(b.subtotal).toBe(budget.subtotal);
    expect(b.markup).toBe(budget.breakdown.contractorMarkup);
    expect(b.total).toBe(budget.total);
    expect(b.markupPercent).toBe(20);
    expect(budgetedSum(b)).toBe(budget.subtotal);
    expect(rowOf(b, "scope.countertop")).toMatchObject({
      kind: "scope",
      quantity: 21.3,
      unit: "sq ft",
      estimate: 1706,
      basis: "Materials: 21.3 sq ft x $55 granite countertop ($1,173) + Labor: 21.3 sq ft x $25 countertop fabrication ($533)",
    });
    expect(rowOf(b, "scope.cladding").estimate).toBe(64 * 25 + 64 * 15);
    expect(rowOf(b, "appliance.grill")).toMatchObject({ kind: "scope", estimate: 2800 });
    expect(rowOf(b, "permits")).toMatchObject({ kind: "scope", estimate: 600 });
  });

  it("splits the frame-and-base labor evenly between the foundation and the frame", () => {
    const b = bidBaseline(completePlan(), 1);
    expect(rowOf(b, "scope.site").estimate).toBe(480);
    expect(rowOf(b, "scope.frame").estimate).toBe(480);
    expect(rowOf(b, "scope.site").basis).toContain("the base's share of 8 ft run x $120 frame and base");
  });

  it("gives no estimate to work no budget line prices, and says so", () => {
    const b = bidBaseline(completePlan(), 1);
    expect(rowOf(b, "scope.cleanup")).toMatchObject({ estimate: null, inBudget: true });
    expect(rowOf(b, "scope.cleanup").basis).toMatch(/no estimate/);
  });

  it("without site answers prices the gas line and the extra trench at the product's rates, outside the budget", () => {
    const b = bidBaseline(completePlan(), 1);
    expect(rowOf(b, "allowance.gas-line")).toMatchObject({ kind: "allowance", quantity: 50, unit: "ft", estimate: 50 * 28, inBudget: false });
    expect(rowOf(b, "allowance.trench")).toMatchObject({ quantity: 15, estimate: 15 * RATES.utilityRuns.trenchPerFt.soil, inBudget: false });
    expect(b.outsideBudget).toBe(50 * 28 + 15 * 12);
  });

  it("with the site answered gives each run to its allowance row, every row in the budget", () => {
    const b = bidBaseline(siteRunsPlan(), 1);
    expect(rowOf(b, "allowance.gas-line")).toMatchObject({ quantity: 45, estimate: 45 * 28, inBudget: true });
    expect(rowOf(b, "allowance.electrical-run").estimate).toBe(2 * 40 * 6);
    expect(rowOf(b, "allowance.water-run")).toMatchObject({
      estimate: 30 * 8 + 30 * 10,
      basis: "Utility runs from the house: 30 ft of water supply x $8 ($240) + 30 ft of drain to the sewer x $10 ($300)",
    });
    expect(rowOf(b, "allowance.trench").estimate).toBe(45 * 32);
    expect(b.outsideBudget).toBe(0);
    expect(budgetedSum(b)).toBe(b.subtotal);
    expect(rowOf(b, "unit.water-ft").estimate).toBe(18);
    expect(rowOf(b, "unit.circuit-ft").estimate).toBe(12);
  });

  it("gives the structure's lines to its row and prices the alternates the product has a rate for", () => {
    const plan = richSowPlan();
    const budget = calculateBudget(plan);
    const b = bidBaseline(plan, 1);
    const d = budget.breakdown;
    expect(rowOf(b, "scope.structure").estimate).toBe(d.pergolaMaterial + d.pergolaLabor + d.pergolaSpotlights + d.integration);
    expect(rowOf(b, "scope.hood").estimate).toBeNull();
    expect(rowOf(b, "alternate.owner-appliances")).toMatchObject({ kind: "alternate", estimate: -d.appliances, title: "Owner supplies every appliance; the contractor installs them" });
    expect(rowOf(b, "alternate.dedicated-circuits")).toMatchObject({ quantity: 3, estimate: 3 * 650 });
    expect(rowOf(b, "alternate.bidder-1")).toMatchObject({ title: "Bidder's alternate 1", estimate: null });
    expect(rowOf(b, "unit.countertop-sqft")).toMatchObject({ kind: "unitPrice", estimate: 55 + 25 });
    expect(budgetedSum(b)).toBe(budget.subtotal);
  });

  it("keeps the bid form's stable row ids and order, leaving out the markup, tax, total and bidder rows", () => {
    const plan = richSowPlan();
    const form = bidFormRows(plan, { documentId: "SOW-000012-v1" })
      .filter((r) => !["percent", "total", "detail"].includes(r.kind))
      .map((r) => r.id);
    expect(bidBaseline(plan, 1).rows.map((r) => r.id)).toEqual(form);
  });

  it("leaves a row's estimate null where the material is not chosen, and never loses a dollar of the budget", () => {
    const plan = completePlan((p) => {
      p.materials = { sides: "", countertop: "" };
      p.appliances = (["grill", "sink", "ice-maker"] as const).map(createApplianceItem);
    });
    const b = bidBaseline(plan, 1);
    expect(rowOf(b, "unit.countertop-sqft").estimate).toBeNull();
    expect(budgetedSum(b)).toBe(b.subtotal);
  });

  it("adds up to the budget subtotal exactly for any plan, with or without site answers", () => {
    fc.assert(
      fc.property(fc.oneof(plannerDataArbitrary, planWithSiteArbitrary), (plan) => {
        const b = bidBaseline(plan, 1);
        expect(budgetedSum(b)).toBe(calculateBudget(plan).subtotal);
        expect(new Set(b.rows.map((r) => r.id)).size).toBe(b.rows.length);
        for (const r of b.rows) {
          if (r.estimate !== null) expect(Number.isInteger(r.estimate)).toBe(true);
          if (isTotalled(r) && r.estimate !== null) expect(r.estimate).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
