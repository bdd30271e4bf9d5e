import { describe, expect, it } from "vitest";
import { formatUsd } from "../common/format";
import { paymentSchedule } from "../sow/contract-terms";
import { stateTerms } from "../sow/state-terms";
import { completePlan } from "../testing/plans";
import { sowText } from "../testing/sow-documents";
import {
  type AgreementAcceptance,
  type AgreementInput,
  agreementDocumentId,
  agreementHashText,
  buildAgreement,
  canonicalJson,
  NOT_YET_ACCEPTED,
} from "./agreement";
import { bidBaseline, isTotalled } from "./baseline";
import { type BidBody, bidBodySchema } from "./bid";
import { levelBids, maxCompletionWeeks } from "./leveling";

const plan = completePlan();
const baseline = bidBaseline(plan, 2);
const rowsOf = (kind: string) => baseline.rows.filter((r) => r.kind === kind);
const excludedRow = rowsOf("scope").find((r) => r.estimate !== null && r.estimate > 0);
const allowanceRow = rowsOf("allowance")[0];
const alternateRow = rowsOf("alternate")[0];
const unitRow = rowsOf("unitPrice")[0];

/** A bid pricing each row at its estimate plus $11 (so every price is its own), with one exclusion, one allowance and one alternate. */
function bid(): BidBody {
  return bidBodySchema.parse({
    sowVersion: 2,
    rows: baseline.rows.map((r) => {
      if (r.id === excludedRow?.id) return { rowId: r.id, status: "excluded", amount: null, note: "Owner's own electrician" };
      if (r.id === allowanceRow?.id) return { rowId: r.id, status: "allowance", amount: 1777, note: "" };
      if (r.kind === "alternate") return r.id === alternateRow?.id ? { rowId: r.id, status: "deduct", amount: 654.32, note: "" } : { rowId: r.id, status: "notOffered", amount: null, note: "" };
      if (r.kind === "unitPrice") return { rowId: r.id, status: "included", amount: 23.5, note: "" };
      return { rowId: r.id, status: "included", amount: (r.estimate ?? 300) + 11, note: "" };
    }),
    company: "Sierra Outdoor Builders",
    contactName: "Maria Lopez",
    contactEmail: "maria@sierra.example",
    contactPhone: "916 555 0142",
    licenceNumber: "CSLB 1045678",
    licenceClass: "B General Building",
    insuranceCarrier: "Acme Mutual",
    insuranceExpiry: "2027-12-31",
    warrantyYears: 5,
    earliestStart: "2027-03-01",
    durationWeeks: 6,
    validUntil: "2027-02-15",
    qualifications: "Price assumes clear access for a skid steer through the side gate.",
    submit: true,
  });
}

function input(state = "CA"): AgreementInput {
  const { submit: _submit, ...body } = bid();
  return {
    project: { id: 12, name: "Backyard island" },
    sow: { version: 2, issuedOn: "2026-12-01", documentId: "SOW-000012-v2" },
    owner: { name: "Dana Reyes", email: "dana@example.com", propertyAddress: "1 Main St, Sacramento, CA 95814", propertyState: state },
    bid: { id: 4, revision: 2, submittedAt: "2027-01-10T16:20:00.000Z", body },
    baseline,
    maxCompletionWeeks: maxCompletionWeeks(plan),
    awardedOn: "2027-01-15",
  };
}

const leveled = levelBids(baseline, [{ id: "4", bid: bid() }], { today: "2027-01-15", maxCompletionWeeks: maxCompletionWeeks(plan) }).bids[0];

describe("the agreement document", () => {
  it("has a row for every awarded scope and allowance row, with the bid's answer and amount", () => {
    expect(excludedRow && allowanceRow && alternateRow && unitRow && leveled).toBeTruthy();
    const doc = buildAgreement(input());
    const prices = doc.sections.find((s) => s.id === "prices");
    const table = prices?.blocks.find((b) => b.kind === "table");
    if (table?.kind !== "table") throw new Error("no table of prices");
    const totalled = baseline.rows.filter(isTotalled);
    expect(table.rows.map((r) => r.cells[0])).toEqual([...totalled.map((r) => r.title), "Contract price (base total)"]);
    for (const row of totalled) {
      const cells = table.rows.find((r) => r.cells[0] === row.title)?.cells ?? [];
      if (row.id === excludedRow?.id) expect(cells.slice(2)).toEqual(["Excluded", "-", "Not part of this contract; Owner's own electrician"]);
      else if (row.id === allowanceRow?.id) expect(cells.slice(2, 4)).toEqual(["Allowance", formatUsd(1777)]);
      else expect(cells.slice(2, 4)).toEqual(["Included", formatUsd((row.estimate ?? 300) + 11)]);
    }
    const text = sowText(doc);
    expect(text).toContain(`${alternateRow?.title}\nDeduct\n${formatUsd(654.32)}`);
    const unit = unitRow?.unit === "each" ? "each" : `per ${unitRow?.unit}`;
    expect(text).toContain(`${unitRow?.title}\nIncluded\n${formatUsd(23.5)} ${unit}`);
  });

  it("names both parties, the SOW version it binds, the schedule, the warranty and the qualifications", () => {
    const text = sowText(buildAgreement(input()));
    for (const fact of [
      "Dana Reyes",
      "dana@example.com",
      "1 Main St, Sacramento, CA 95814",
      "Sierra Outdoor Builders",
      "Maria Lopez",
      "maria@sierra.example",
      "CSLB 1045678",
      "B General Building",
      "Acme Mutual",
      "December 31, 2027",
      "SOW-000012-v2, version 2, issued December 1, 2026",
      "March 1, 2027",
      "6 weeks",
      "5 years from final completion",
      "Price assumes clear access for a skid steer through the side gate.",
    ]) {
      expect(text).toContain(fact);
    }
    expect(buildAgreement(input()).documentId).toBe(agreementDocumentId(12, 2));
  });

  it("states the base and leveled totals levelBids gives, and pays the base total", () => {
    if (!leveled) throw new Error("not leveled");
    expect(leveled.plugTotal).toBeGreaterThan(0);
    const doc = buildAgreement(input());
    const text = sowText(doc);
    expect(text).toContain(`Contract price (base total)\n${formatUsd(leveled.baseTotal)}`);
    expect(text).toContain(`Leveled total\n${formatUsd(leveled.leveledTotal)}`);
    expect(text).toContain(`Of which allowances\n${formatUsd(leveled.allowanceTotal)}`);
    const payments = doc.sections.find((s) => s.id === "payments");
    const table = payments?.blocks.find((b) => b.kind === "table");
    if (table?.kind !== "table") throw new Error("no payment table");
    const schedule = paymentSchedule(leveled.baseTotal, stateTerms("CA"));
    expect(table.rows.slice(0, -1).map((r) => r.cells[3])).toEqual(schedule.map((m) => formatUsd(m.amountUsd)));
    expect(table.rows.at(-1)?.cells.slice(1, 4)).toEqual(["Total", "The contract price", formatUsd(leveled.baseTotal)]);
  });

  it("follows the property's state: California's deposit cap and notices, Texas without a cap, the generic sentence elsewhere", () => {
    const ca = sowText(buildAgreement(input("CA")), "payments");
    expect(ca).toContain("Terms of California law");
    expect(ca).toContain("The deposit of this agreement is $1,000.");
    expect(ca).toContain("Contractors State License Board");
    const tx = sowText(buildAgreement(input("TX")), "payments");
    expect(tx).toContain("Terms of Texas law");
    expect(tx).not.toContain("California");
    expect(tx).toContain("Texas sets no statutory cap");
    const other = sowText(buildAgreement(input("OR")), "payments");
    expect(other).toContain("Terms of Oregon law");
    expect(other).toContain("follow the law of Oregon");
  });

  it("reads 'Not yet accepted' for each party before acceptance, and each party's name, time, address and hash after", () => {
    const unsigned = sowText(buildAgreement(input()), "acceptance");
    expect(unsigned.split(NOT_YET_ACCEPTED)).toHaveLength(3);
    const hash = "a".repeat(64);
    const acceptances: AgreementAcceptance[] = [
      { party: "owner", fullName: "Dana Q. Reyes", acceptedAt: "2027-01-16T09:05:03.120Z", ipAddress: "203.0.113.7", documentHash: hash },
      { party: "contractor", fullName: "Maria Lopez", acceptedAt: "2027-01-17T18:00:00.000Z", ipAddress: "198.51.100.2", documentHash: hash },
    ];
    const half = sowText(buildAgreement(input(), acceptances.slice(0, 1)), "acceptance");
    expect(half.split(NOT_YET_ACCEPTED)).toHaveLength(2);
    const signed = sowText(buildAgreement(input(), acceptances), "acceptance");
    expect(signed).not.toContain(NOT_YET_ACCEPTED);
    for (const fact of ["Dana Q. Reyes", "2027-01-16 09:05:03 UTC", "203.0.113.7", "Maria Lopez", "2027-01-17 18:00:00 UTC", "198.51.100.2"]) {
      expect(signed).toContain(fact);
    }
    expect(signed.split(hash)).toHaveLength(3);
  });

  it("is the same text to hash for the same input, and another for any change of price", () => {
    expect(agreementHashText(input())).toBe(agreementHashText(structuredClone(input())));
    const changed = input();
    const row = changed.bid.body.rows.find((r) => r.status === "included");
    if (row?.amount == null) throw new Error("no priced row");
    row.amount += 1;
    expect(agreementHashText(changed)).not.toBe(agreementHashText(input()));
  });

  it("writes canonical JSON whatever the order of the keys", () => {
    expect(canonicalJson({ b: 1, a: [{ d: "x", c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: "x" }], b: 1 }));
    expect(canonicalJson({ b: 1, a: [{ d: "x", c: null }] })).toBe('{"a":[{"c":null,"d":"x"}],"b":1}');
  });
});
