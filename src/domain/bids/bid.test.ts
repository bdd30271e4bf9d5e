import { describe, expect, it } from "vitest";
import { BIDDER } from "../testing/bids";
import { completePlan } from "../testing/plans";
import { NUL_MESSAGE } from "../common/text";
import { bidBaseline } from "./baseline";
import { BID_LIMITS, BID_MESSAGES, type BidBodyInput, bidBodySchema, isCalendarDay, parseBid } from "./bid";

const baseline = bidBaseline(completePlan(), 2);

/** A complete submission: every row answered, the bidder's fields filled. */
function completeBid(change: (bid: BidBodyInput & { rows: NonNullable<BidBodyInput["rows"]> }) => void = () => {}) {
  const bid = {
    sowVersion: 2,
    rows: baseline.rows.map((r) => {
      if (r.kind === "alternate") return { rowId: r.id, status: "notOffered" as const, amount: null, note: "" };
      return { rowId: r.id, status: "included" as const, amount: r.estimate ?? 500, note: "" };
    }),
    ...BIDDER,
    contactPhone: "(916) 555-0142",
    qualifications: "",
    submit: true,
  };
  change(bid);
  return bid;
}

function issuesOf(input: unknown) {
  const result = parseBid(input, baseline);
  if (result.ok) throw new Error("expected complaints");
  return result.issues;
}

const rowIndex = (id: string) => baseline.rows.findIndex((r) => r.id === id);

describe("a bid", () => {
  it("accepts a complete submission and fills what a client may leave out", () => {
    const result = parseBid(completeBid(), baseline);
    expect(result.ok).toBe(true);
    expect(bidBodySchema.parse({ sowVersion: 1 })).toMatchObject({ rows: [], company: "", warrantyYears: null, submit: false });
  });

  it("keeps a draft however partial: rows unanswered, prices missing, fields blank", () => {
    const result = parseBid(
      { sowVersion: 2, rows: [{ rowId: "scope.countertop", status: "included" }, { rowId: "scope.frame", status: null, amount: 800 }], company: "Sierra" },
      baseline,
    );
    expect(result.ok).toBe(true);
  });

  it("refuses a submission with a row unanswered, naming the row in the contractor's words", () => {
    const i = rowIndex("scope.countertop");
    const issues = issuesOf(
      completeBid((b) => {
        b.rows[i] = { rowId: "scope.countertop", status: null, amount: null, note: "" };
      }),
    );
    expect(issues).toEqual([
      { path: `rows.${i}.status`, message: "Countertop (scope item S4): not answered yet; choose included, allowance or excluded" },
    ]);
  });

  it("refuses a submission that leaves a row of the form out, and one without a price where its answer needs one", () => {
    const frame = rowIndex("scope.frame");
    const issues = issuesOf(
      completeBid((b) => {
        b.rows[frame] = { rowId: "scope.frame", status: "allowance", amount: null, note: "" };
        b.rows = b.rows.filter((r) => r.rowId !== "unit.outlet");
      }),
    );
    expect(issues).toContainEqual({ path: `rows.${frame}.amount`, message: "Island frame (scope item S2): enter the amount of the allowance" });
    expect(issues).toContainEqual({ path: "rows", message: "Each GFCI outlet more or less: not answered yet; choose included or not offered" });
  });

  it("asks a unit price for its price per unit, and an alternate for its add or deduct", () => {
    const unit = rowIndex("unit.outlet");
    const alternate = rowIndex("alternate.owner-appliances");
    const issues = issuesOf(
      completeBid((b) => {
        b.rows[unit] = { rowId: "unit.outlet", status: "included", amount: null, note: "" };
        b.rows[alternate] = { rowId: "alternate.owner-appliances", status: "deduct", amount: null, note: "" };
      }),
    );
    expect(issues.map((i) => i.message)).toEqual([
      "Each GFCI outlet more or less: enter your price per unit, or mark it not offered",
      "Owner supplies every appliance; the contractor installs them: enter the amount of the deduct",
    ]);
  });

  it("refuses, even in a draft, an answer the row's kind does not allow, a row not on the form and a row answered twice", () => {
    const issues = issuesOf({
      sowVersion: 2,
      rows: [
        { rowId: "alternate.owner-appliances", status: "included", amount: 10 },
        { rowId: "scope.countertop", status: "add", amount: 10 },
        { rowId: "scope.bogus", status: "included" },
        { rowId: "scope.frame", status: "included" },
        { rowId: "scope.frame", status: "excluded" },
      ],
    });
    expect(issues).toEqual([
      { path: "rows.0.status", message: "Owner supplies every appliance; the contractor installs them: choose add, deduct or not offered" },
      { path: "rows.1.status", message: "Countertop (scope item S4): choose included, allowance or excluded" },
      { path: "rows.2.rowId", message: 'Row "scope.bogus" is not on the bid form of SOW version 2: reload the bid form' },
      { path: "rows.4.rowId", message: "Island frame (scope item S2): this row is answered twice; keep one answer" },
    ]);
  });

  it("names every bidder's field a submission must fill, and lets the licence and insurance be left for the owner to weigh", () => {
    const issues = issuesOf(
      completeBid((b) => {
        Object.assign(b, { company: "  ", contactName: "", contactEmail: "", warrantyYears: null, earliestStart: "", durationWeeks: null, validUntil: "" });
        Object.assign(b, { licenceNumber: "", licenceClass: "", insuranceCarrier: "", insuranceExpiry: "" });
      }),
    );
    expect(issues).toEqual([
      { path: "company", message: "Enter the company name before you submit" },
      { path: "contactName", message: "Enter the contact's name before you submit" },
      { path: "contactEmail", message: "Enter the contact's e-mail before you submit" },
      { path: "warrantyYears", message: "Enter the warranty in years before you submit" },
      { path: "earliestStart", message: "Enter the earliest start date before you submit" },
      { path: "durationWeeks", message: "Enter the duration in weeks before you submit" },
      { path: "validUntil", message: "Enter the date the bid is valid until before you submit" },
    ]);
  });

  it("refuses a bid checked against another version's rows", () => {
    expect(issuesOf(completeBid((b) => Object.assign(b, { sowVersion: 1 })))).toEqual([
      { path: "sowVersion", message: "This bid names SOW version 1, but the form it was checked against is version 2: reload the bid form" },
    ]);
  });

  it("limits amounts: never below zero, to the cent, at most ten million", () => {
    const i = rowIndex("scope.countertop");
    const amountIssue = (amount: unknown) =>
      parseBid(
        completeBid((b) => {
          b.rows[i] = { rowId: "scope.countertop", status: "included", amount: amount as number, note: "" };
        }),
        baseline,
      );
    expect(amountIssue(BID_LIMITS.amountMax).ok).toBe(true);
    expect(amountIssue(0).ok).toBe(true);
    expect(amountIssue(1250.5).ok).toBe(true);
    expect(amountIssue(0.07).ok).toBe(true);
    const only = (amount: unknown) => {
      const r = amountIssue(amount);
      return r.ok ? [] : r.issues;
    };
    expect(only(BID_LIMITS.amountMax + 0.01)).toEqual([{ path: `rows.${i}.amount`, message: "The amount can be at most $10,000,000" }]);
    expect(only(-1)).toEqual([{ path: `rows.${i}.amount`, message: BID_MESSAGES.amountNegative }]);
    expect(only(10.005)).toEqual([{ path: `rows.${i}.amount`, message: BID_MESSAGES.amountCents }]);
    expect(only("1250")).toEqual([{ path: `rows.${i}.amount`, message: BID_MESSAGES.amount }]);
  });

  it("limits text lengths and refuses text a database cannot store, naming the field", () => {
    const long = (n: number) => "x".repeat(n);
    expect(parseBid(completeBid((b) => Object.assign(b, { company: long(BID_LIMITS.company) })), baseline).ok).toBe(true);
    expect(issuesOf(completeBid((b) => Object.assign(b, { company: long(BID_LIMITS.company + 1) })))).toEqual([
      { path: "company", message: "Company name must be at most 200 characters" },
    ]);
    expect(issuesOf(completeBid((b) => Object.assign(b, { qualifications: long(5001) })))).toEqual([
      { path: "qualifications", message: "Qualifications must be at most 5,000 characters" },
    ]);
    expect(
      issuesOf(
        completeBid((b) => {
          b.rows[0] = { rowId: b.rows[0]?.rowId ?? "", status: "excluded", amount: null, note: long(1001) };
        }),
      ),
    ).toEqual([{ path: "rows.0.note", message: "The note must be at most 1,000 characters" }]);
    expect(issuesOf(completeBid((b) => Object.assign(b, { contactName: "Maria\u0000" })))).toEqual([{ path: "contactName", message: NUL_MESSAGE }]);
    expect(issuesOf({ sowVersion: 2, rows: Array.from({ length: 201 }, () => ({ rowId: "scope.frame" })) })).toEqual([
      { path: "rows", message: "A bid has at most 200 rows" },
    ]);
  });

  it("takes dates as real calendar days, whole years and weeks within bounds, and a valid e-mail", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-2-1")).toBe(false);
    const issues = issuesOf(
      completeBid((b) => Object.assign(b, { validUntil: "2027-02-30", warrantyYears: 2.5, durationWeeks: 0, contactEmail: "maria at sierra" })),
    );
    expect(issues).toEqual([
      { path: "contactEmail", message: BID_MESSAGES.email },
      { path: "warrantyYears", message: "Enter the warranty in whole years, 0 to 50" },
      { path: "durationWeeks", message: "Enter the duration in whole weeks, 1 to 260" },
      { path: "validUntil", message: BID_MESSAGES.date },
    ]);
  });
});
