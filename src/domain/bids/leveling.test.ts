import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApplianceItem } from "../planner/model";
import { plannerDataArbitrary } from "../testing/arbitraries";
import { completePlan } from "../testing/plans";
import { propertyRuns } from "../testing/property-runs";
import { type BidBaseline, bidBaseline, isTotalled } from "./baseline";
import type { BidBody, BidRowStatus } from "./bid";
import { completeBid, type RowAnswer, UNESTIMATED_PRICE } from "../testing/bids";
import { type BidFlagCode, type BidToLevel, changedRows, LEVELING_RULES, levelBids, leveledCsv, maxCompletionWeeks } from "./leveling";

const plan = completePlan();
const baseline = bidBaseline(plan, 2);
const TODAY = "2027-01-15";
const options = { today: TODAY, maxCompletionWeeks: maxCompletionWeeks(plan) };
/** Every row priced at its estimate, alternates not offered, papers in order; `answers` and `fields` change it. */
function bidOn(b: BidBaseline, answers: Record<string, RowAnswer | undefined> = {}, fields: Partial<BidBody> = {}): BidBody {
  return completeBid(b, { answers, fields });
}

const level = (bid: BidBody, opts: Parameters<typeof levelBids>[2] = options) => {
  const leveled = levelBids(baseline, [{ id: "a", bid }], opts).bids[0];
  if (!leveled) throw new Error("no bid leveled");
  return leveled;
};
const codes = (bid: BidBody, opts?: Parameters<typeof levelBids>[2]) => level(bid, opts).flags.map((f) => f.code);
const flagsOf = (bid: BidBody, code: BidFlagCode, opts?: Parameters<typeof levelBids>[2]) => level(bid, opts).flags.filter((f) => f.code === code);
const estimateOf = (id: string) => baseline.rows.find((r) => r.id === id)?.estimate ?? Number.NaN;

/** The base total of a bid at the estimates: every row of the scope and allowances, the unestimated ones at their price. */
const atEstimates = baseline.rows.reduce((sum, r) => sum + (isTotalled(r) ? (r.estimate ?? UNESTIMATED_PRICE) : 0), 0);

describe("leveled totals", () => {
  it("a bid at the estimates levels to its base total, with no flag", () => {
    const a = level(bidOn(baseline));
    expect(atEstimates).toBe(baseline.subtotal + baseline.outsideBudget + 2 * UNESTIMATED_PRICE);
    expect(a).toMatchObject({ baseTotal: atEstimates, leveledTotal: atEstimates, plugTotal: 0, allowanceTotal: 0, flags: [], lowest: true });
  });

  it("fills an excluded row with its estimate and flags the gap with the plug", () => {
    const a = level(bidOn(baseline, { "scope.countertop": { status: "excluded", amount: null } }));
    expect(a.baseTotal).toBe(atEstimates - 1706);
    expect(a.leveledTotal).toBe(atEstimates);
    expect(a.plugTotal).toBe(1706);
    expect(a.flags).toEqual([
      {
        code: "excluded",
        rowId: "scope.countertop",
        figure: 1706,
        message: "Countertop (scope item S4): excluded; the leveled total adds the estimate of $1,706 in its place",
      },
    ]);
    expect(a.rows.find((c) => c.rowId === "scope.countertop")).toMatchObject({ status: "excluded", plug: 1706 });
  });

  it("leaves out an excluded row the product has no estimate for, and says so", () => {
    const a = level(bidOn(baseline, { "scope.cleanup": { status: "excluded", amount: null } }));
    expect(a.leveledTotal).toBe(atEstimates - UNESTIMATED_PRICE);
    expect(a.flags).toEqual([expect.objectContaining({ code: "excluded", rowId: "scope.cleanup", figure: null })]);
    expect(a.flags[0]?.message).toContain("no estimate to fill the gap");
  });

  it("counts allowances in the base total, and keeps alternates and unit prices out of the totals", () => {
    const a = level(
      bidOn(baseline, {
        "allowance.gas-line": { status: "allowance", amount: 1500 },
        "alternate.owner-appliances": { status: "deduct", amount: 2500 },
        "unit.outlet": { status: "included", amount: 250 },
      }),
    );
    expect(a.baseTotal).toBe(atEstimates + 100);
    expect(a.allowanceTotal).toBe(1500);
    expect(a.rows.find((c) => c.rowId === "alternate.owner-appliances")).toMatchObject({ amount: -2500, plug: null });
  });

  it("sums in cents: prices with cents add up exactly", () => {
    const a = level(bidOn(baseline, { "scope.frame": { status: "included", amount: 480.1 }, "scope.site": { status: "included", amount: 480.2 } }));
    expect(a.baseTotal).toBe(atEstimates + 0.3);
  });

  it("marks the lowest leveled total, every bid tied at it", () => {
    const bids: BidToLevel[] = [
      { id: "a", bid: bidOn(baseline, { "scope.frame": { status: "included", amount: 400 } }) },
      { id: "b", bid: bidOn(baseline) },
      // excludes the frame: the plug puts it back at the estimate, so it does not win by leaving work out
      { id: "c", bid: bidOn(baseline, { "scope.frame": { status: "excluded", amount: null } }) },
      { id: "d", bid: bidOn(baseline, { "scope.site": { status: "included", amount: 400 } }) },
    ];
    const table = levelBids(baseline, bids, options);
    expect(table.bids.map((b) => [b.id, b.leveledTotal, b.lowest])).toEqual([
      ["a", atEstimates - 80, true],
      ["b", atEstimates, false],
      ["c", atEstimates, false],
      ["d", atEstimates - 80, true],
    ]);
    expect(table.lowestLeveledTotal).toBe(atEstimates - 80);
    expect(table.estimate).toMatchObject({ baseTotal: baseline.subtotal + baseline.outsideBudget, total: baseline.total, markupPercent: 20 });
    expect(levelBids(baseline, [], options).lowestLeveledTotal).toBeNull();
  });
});

describe("the flags, each at its threshold and just inside it", () => {
  const priced = (id: string, amount: number, status: BidRowStatus = "included") => bidOn(baseline, { [id]: { status, amount } });

  it(`a row priced more than ${LEVELING_RULES.priceDeviationPercent}% above its estimate; exactly 50% above is not flagged`, () => {
    expect(estimateOf("scope.countertop")).toBe(1706);
    expect(codes(priced("scope.countertop", 2559))).toEqual([]);
    expect(codes(priced("scope.countertop", 2558.99))).toEqual([]);
    expect(flagsOf(priced("scope.countertop", 2559.01), "price-high")).toEqual([
      {
        code: "price-high",
        rowId: "scope.countertop",
        figure: 50,
        message: "Countertop (scope item S4): $2,559.01 against the estimate of $1,706, 50% above it (flagged past 50%)",
      },
    ]);
    expect(level(priced("scope.countertop", 2559)).rows.find((c) => c.rowId === "scope.countertop")?.deviationPercent).toBe(50);
  });

  it("a row priced more than 50% below its estimate; exactly 50% below is not flagged", () => {
    expect(codes(priced("scope.countertop", 853))).toEqual([]);
    expect(codes(priced("scope.countertop", 853.01))).toEqual([]);
    expect(flagsOf(priced("scope.countertop", 852.99), "price-low")).toEqual([expect.objectContaining({ rowId: "scope.countertop", figure: -50 })]);
  });

  it("compares an allowance amount, a unit price and an alternate's add or deduct with their estimates too", () => {
    expect(flagsOf(priced("allowance.gas-line", 2100.01, "allowance"), "price-high")).toHaveLength(1);
    expect(codes(priced("unit.outlet", 337.5))).toEqual([]);
    expect(flagsOf(priced("unit.outlet", 337.51), "price-high")[0]?.message).toBe(
      "Each GFCI outlet more or less: $337.51 per each against the estimate of $225 per each, 50% above it (flagged past 50%)",
    );
    // the owner supplying the appliances deducts $2,800 at the estimate: a deduct of $1,400 is exactly half of it
    expect(codes(priced("alternate.owner-appliances", 1400, "deduct"))).toEqual([]);
    expect(flagsOf(priced("alternate.owner-appliances", 1399.99, "deduct"), "price-high")).toEqual([
      expect.objectContaining({ rowId: "alternate.owner-appliances", figure: 50 }),
    ]);
    // a row the product has no estimate for is never flagged for its price
    expect(codes(priced("scope.cleanup", 99_999))).toEqual([]);
  });

  it(`allowances over ${LEVELING_RULES.allowanceSharePercent}% of the bid; exactly 20% is not flagged`, () => {
    // the rest of the bid is atEstimates - 1400; an allowance Y is 20% of the bid when Y = (atEstimates - 1400) / 4
    const rest = atEstimates - 1400;
    const y = rest / 4;
    expect(Number.isInteger(y * 100)).toBe(true);
    const allowance = (amount: number) => bidOn(baseline, { "allowance.gas-line": { status: "allowance", amount } });
    expect(flagsOf(allowance(y), "allowances")).toEqual([]);
    expect(flagsOf(allowance(y - 0.01), "allowances")).toEqual([]);
    expect(flagsOf(allowance(y + 0.01), "allowances")).toEqual([
      {
        code: "allowances",
        rowId: null,
        figure: 20,
        message: `Allowances of $${(y + 0.01).toLocaleString("en-US")} are 20% of the bid (flagged past 20%): that much of the price is not fixed`,
      },
    ]);
  });

  it("licence missing; insurance missing; insurance expired, the day after its expiry and not on it", () => {
    expect(codes(bidOn(baseline, {}, { licenceNumber: "" }))).toEqual(["licence-missing"]);
    expect(codes(bidOn(baseline, {}, { insuranceCarrier: "" }))).toEqual(["insurance-missing"]);
    expect(codes(bidOn(baseline, {}, { insuranceExpiry: "" }))).toEqual(["insurance-missing"]);
    expect(codes(bidOn(baseline, {}, { insuranceExpiry: TODAY }))).toEqual([]);
    expect(flagsOf(bidOn(baseline, {}, { insuranceExpiry: "2027-01-14" }), "insurance-expired")).toEqual([
      { code: "insurance-expired", rowId: null, figure: 1, message: "The liability insurance expired on January 14, 2027, 1 day ago" },
    ]);
  });

  it("validity passed: the day after the bid's last valid day, not on it", () => {
    expect(codes(bidOn(baseline, {}, { validUntil: TODAY }))).toEqual([]);
    expect(flagsOf(bidOn(baseline, {}, { validUntil: "2027-01-05" }), "validity-passed")).toEqual([
      {
        code: "validity-passed",
        rowId: null,
        figure: 10,
        message: "The bid was valid until January 5, 2027, 10 days ago: ask the bidder to confirm it",
      },
    ]);
  });

  it("a duration longer than the owner's maximum completion; exactly the maximum is not flagged", () => {
    expect(options.maxCompletionWeeks).toBe(4);
    expect(codes(bidOn(baseline, {}, { durationWeeks: 4 }))).toEqual([]);
    expect(flagsOf(bidOn(baseline, {}, { durationWeeks: 5 }), "duration-over")).toEqual([
      { code: "duration-over", rowId: null, figure: 5, message: "5 weeks of work, longer than the 4 weeks you set as the maximum" },
    ]);
    expect(codes(bidOn(baseline, {}, { durationWeeks: 40 }), { ...options, maxCompletionWeeks: null })).toEqual([]);
  });
});

describe("a bid on an older SOW version", () => {
  const v1 = bidBaseline(plan, 1);
  const v2Plan = completePlan((p) => {
    p.dimensions = { ...p.dimensions, length: 120 };
    p.appliances = [...p.appliances, createApplianceItem("sink")];
  });
  const v2 = bidBaseline(v2Plan, 2);

  it("changedRows names the rows added, removed and changed, by their stable ids, ignoring shifted item codes", () => {
    const changes = changedRows(v1, v2);
    expect(changes.map((c) => [c.change, c.rowId])).toEqual([
      ["changed", "scope.cladding"],
      ["changed", "scope.countertop"],
      ["added", "scope.plumbing"],
      ["added", "appliance.sink"],
    ]);
    expect(changes[1]?.text).toBe("Countertop (scope item S4): quantity was 21.3 sq ft, now 26.7 sq ft");
    expect(changedRows(v2, v1).map((c) => [c.change, c.rowId])).toEqual([
      ["changed", "scope.cladding"],
      ["changed", "scope.countertop"],
      ["removed", "scope.plumbing"],
      ["removed", "appliance.sink"],
    ]);
    expect(changedRows(v1, v1)).toEqual([]);
  });

  it("is flagged with the rows changed since, and the rows it never saw are plugged", () => {
    const bid = bidOn(v1);
    const table = levelBids(v2, [{ id: "old", bid }], { ...options, changedRows: { 1: changedRows(v1, v2) } });
    const a = table.bids[0];
    expect(a?.flags.filter((f) => f.code === "older-version")).toEqual([
      {
        code: "older-version",
        rowId: null,
        figure: 4,
        message:
          "Bid on SOW version 1; the current version is 2: 4 rows changed since: Cladding (scope item S3): quantity was 64 sq ft, now 76 sq ft; " +
          "Countertop (scope item S4): quantity was 21.3 sq ft, now 26.7 sq ft; Plumbing (scope item S6): added; Outdoor Sink, 21\" wide: added",
      },
    ]);
    const gaps = a?.flags.filter((f) => f.code === "excluded") ?? [];
    expect(gaps.map((f) => f.rowId)).toEqual(["scope.plumbing", "appliance.sink"]);
    expect(gaps[0]?.message).toBe(
      `Plumbing (scope item S6): not priced (the bid is on SOW version 1); the leveled total adds the estimate of $${v2.rows.find((r) => r.id === "scope.plumbing")?.estimate?.toLocaleString("en-US")} in its place`,
    );
    const plugs = ["scope.plumbing", "appliance.sink"].reduce((sum, id) => sum + (v2.rows.find((r) => r.id === id)?.estimate ?? 0), 0);
    expect(a?.plugTotal).toBe(plugs);
  });

  it("says when the rows changed since are not known", () => {
    const a = levelBids(v2, [{ id: "old", bid: bidOn(v1) }], options).bids[0];
    expect(a?.flags.find((f) => f.code === "older-version")).toMatchObject({ figure: null, message: "Bid on SOW version 1; the current version is 2: the rows changed since are not known" });
  });
});

describe("the leveled table as CSV", () => {
  it("lines rows down and bidders across beside the estimate, with the totals, the lowest marked and the flags", () => {
    const table = levelBids(
      baseline,
      [
        { id: "a", bid: bidOn(baseline, { "scope.countertop": { status: "excluded", amount: null } }, { company: "=HYPERLINK(\"x\")" }) },
        {
          id: "b",
          bid: bidOn(
            baseline,
            { "allowance.gas-line": { status: "allowance", amount: 1500 }, "alternate.owner-appliances": { status: "deduct", amount: 2500 } },
            { company: "Oak, Stone & Sons" },
          ),
        },
      ],
      options,
    );
    const csv = leveledCsv(table);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(`Row,Kind,Quantity,Estimate (before the 20% markup),"'=HYPERLINK(""x"")","Oak, Stone & Sons"`);
    expect(lines[1]).toBe("SOW version bid on,,,2,2,2");
    expect(lines).toContain("Countertop (scope item S4),scope,21.3 sq ft,1706,excluded; plug 1706,1706");
    expect(lines).toContain('"Gas line from the meter to the island (allowance A1), priced for 50 ft",allowance,50 ft,1400,1400,1500 (allowance)');
    expect(lines).toContain("Clean-up and haul-away (scope item S8),scope,1 lump sum,,300,300");
    expect(lines).toContain("Owner supplies every appliance; the contractor installs them,alternate,1 lump sum,-2800,not offered,2500 (deduct)");
    const estimated = baseline.subtotal + baseline.outsideBudget;
    expect(lines).toContain(`Base total,,,${estimated},${atEstimates - 1706},${atEstimates + 100}`);
    expect(lines).toContain(`Leveled total,,,${estimated},${atEstimates},${atEstimates + 100}`);
    expect(lines).toContain("Lowest leveled total,,,,lowest,");
    expect(csv).toContain('Flags,,,,"Countertop (scope item S4): excluded; the leveled total adds the estimate of $1,706 in its place"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("the plug", () => {
  it("a leveled total never depends on which rows a bidder left out when an excluded row's price equals its estimate", () => {
    fc.assert(
      fc.property(
        plannerDataArbitrary,
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 80, maxLength: 80 }),
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        (p, prices, leaveOut) => {
          const b = bidBaseline(p, 1);
          const own: Record<string, RowAnswer> = {};
          const excluded: Record<string, RowAnswer> = {};
          const omitted: Record<string, undefined> = {};
          const atEstimate: Record<string, RowAnswer> = {};
          b.rows.forEach((r, i) => {
            const price = (prices[i] ?? 0) / 100;
            if (isTotalled(r) && r.estimate !== null && leaveOut[i]) {
              excluded[r.id] = { status: "excluded", amount: price };
              omitted[r.id] = undefined;
              atEstimate[r.id] = { status: "included", amount: r.estimate };
            } else {
              own[r.id] = { status: r.kind === "alternate" ? "add" : "included", amount: price };
            }
          });
          const table = levelBids(
            b,
            [
              { id: "excluded", bid: bidOn(b, { ...own, ...excluded }) },
              { id: "omitted", bid: bidOn(b, { ...own, ...omitted }) },
              { id: "priced", bid: bidOn(b, { ...own, ...atEstimate }) },
            ],
            options,
          );
          const [x, o, pr] = table.bids;
          expect(x?.leveledTotal).toBe(pr?.leveledTotal);
          expect(o?.leveledTotal).toBe(pr?.leveledTotal);
          for (const bid of table.bids) expect(Math.round(bid.leveledTotal * 100)).toBe(Math.round((bid.baseTotal + bid.plugTotal) * 100));
          expect(table.bids.every((bid) => bid.lowest)).toBe(true);
        },
      ),
      { numRuns: propertyRuns(100) },
    );
  });
});
