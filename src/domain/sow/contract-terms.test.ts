import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completePlan, richSowPlan } from "../testing/plans";
import { sowFor, sowText } from "../testing/sow-documents";
import { FINAL_PAYMENT_PERCENT, paymentSchedule } from "./contract-terms";
import type { SowTable } from "./model";
import { maxDepositUsd, STATE_TERMS, stateTerms } from "./state-terms";

const cents = (usd: number) => Math.round(usd * 100);
const sumCents = (rows: Array<{ amountUsd: number }>) => rows.reduce((s, r) => s + cents(r.amountUsd), 0);

describe("payment schedule", () => {
  it("adds up to the total to the cent, for every state and every price", () => {
    const states = [...STATE_TERMS.map((t) => t.code), "OR", ""];
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000_000 }), fc.constantFrom(...states), (priceCents, state) => {
        const price = priceCents / 100;
        const rows = paymentSchedule(price, stateTerms(state));
        expect(sumCents(rows)).toBe(priceCents);
        for (const r of rows) expect(r.amountUsd).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps California's deposit within 10% or $1,000, whichever is less", () => {
    const ca = stateTerms("CA");
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000_000 }), (priceCents) => {
        const price = priceCents / 100;
        const deposit = paymentSchedule(price, ca)[0];
        expect(deposit?.id).toBe("D");
        expect(deposit?.amountUsd ?? Infinity).toBeLessThanOrEqual(Math.min(price * 0.1, 1000));
      }),
      { numRuns: 300 },
    );
    expect(paymentSchedule(96_511, ca)[0]?.amountUsd).toBe(1000);
    expect(paymentSchedule(6_000, ca)[0]?.amountUsd).toBe(600);
    expect(maxDepositUsd(ca, 96_511)).toBe(1000);
  });

  it("asks no more than 10% where the state sets no cap, and holds back the final payment", () => {
    const rows = paymentSchedule(60_000, stateTerms("TX"));
    expect(rows.map((r) => r.id)).toEqual(["D", "P1", "P2", "P3", "P4", "P5", "F"]);
    expect(rows[0]?.amountUsd).toBe(6000);
    expect(rows.at(-1)?.amountUsd).toBe((60_000 * FINAL_PAYMENT_PERCENT) / 100);
    expect(paymentSchedule(60_000, null)[0]?.amountUsd).toBe(6000);
  });

  it("prints the schedule in the SOW with the budget's total", () => {
    const doc = sowFor("CA");
    const section = doc.sections.find((s) => s.id === "payments");
    const table = section?.blocks.find((b): b is SowTable => b.kind === "table" && b.caption === "Payment schedule");
    expect(table).toBeDefined();
    const totalRow = table?.rows.at(-1);
    expect(totalRow?.emphasis).toBe(true);
    const budgetTable = doc.sections
      .find((s) => s.id === "budget")
      ?.blocks.find((b): b is SowTable => b.kind === "table");
    const budgetTotal = budgetTable?.rows.at(-1)?.cells.at(-1);
    expect(totalRow?.cells[3]).toBe(budgetTotal);
    expect(table?.rows[0]?.cells.slice(0, 2)).toEqual(["D", "Deposit"]);
    expect(table?.rows[0]?.cells[3]).toBe("$1,000");
  });
});

describe("contract terms", () => {
  it("asks for insurance with carrier and expiry, and the licence class", () => {
    for (const plan of [richSowPlan(), completePlan()]) {
      const parties = sowText(sowFor("CA", plan), "parties");
      expect(parties).toContain("General liability insurance");
      expect(parties).toContain("Workers' compensation insurance");
      expect(parties).toContain("Carrier or board");
      expect(parties).toContain("Expires");
      expect(parties).toContain("Licence class: CSLB class");
    }
    expect(sowText(sowFor("TX"), "parties")).toContain("Licence class: Class or type, and the issuing board");
  });

  it("runs the warranty from final completion, never from the contract", () => {
    const text = sowText(sowFor("CA"));
    expect(text).toContain("5 years from final completion");
    expect(text).toContain("warrants the work for 5 years from final completion");
    expect(text).not.toContain("years from the contract.");
    expect(text).not.toMatch(/from the contract\b(?! date)/);
    const acceptance = sowText(sowFor("CA"), "acceptance");
    expect(acceptance).toContain("the warranty starts on that date");
    expect(sowText(sowFor("CA", completePlan()), "site-and-warranty")).toContain(
      "the number of years stated on the bid form from final completion",
    );
  });

  it("prints the right to cancel, the lien notice and the disputes clause where the state requires them", () => {
    const ca = sowText(sowFor("CA"), "payments");
    expect(ca).toContain("Right to cancel");
    expect(ca).toContain("Lien notice");
    expect(ca).toContain("Disputes");
    expect(ca).toContain("California Business and Professions Code 7191");
    const ny = sowText(sowFor("NY"), "payments");
    expect(ny).toContain("Right to cancel");
    expect(ny).not.toContain("Disputes");
  });
});
