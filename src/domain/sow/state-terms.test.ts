import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completePlan } from "../testing/plans";
import { sowFor, sowText } from "../testing/sow-documents";
import { genericStateTerms, maxDepositUsd, STATE_TERMS, stateTerms } from "./state-terms";

describe("state terms", () => {
  it("lists California first, each state once, each with its statutes", () => {
    expect(STATE_TERMS[0]?.code).toBe("CA");
    expect(new Set(STATE_TERMS.map((t) => t.code)).size).toBe(STATE_TERMS.length);
    for (const t of STATE_TERMS) expect(t.statutes.length).toBeGreaterThan(0);
  });

  it("caps California's deposit at 10% or $1,000, whichever is less", () => {
    const ca = stateTerms("CA");
    expect(maxDepositUsd(ca, 50_000)).toBe(1000);
    expect(maxDepositUsd(ca, 8_000)).toBe(800);
    expect(stateTerms("california")?.code).toBe("CA");
  });

  it("never gives another state California's law", () => {
    for (const code of ["TX", "FL", "NY", "OR", "WA", ""]) {
      const terms = stateTerms(code);
      const words = terms ? JSON.stringify(terms) : genericStateTerms(code);
      expect(words).not.toContain("California");
      expect(words).not.toContain("$1,000");
    }
  });

  it("a Texas owner's SOW never prints the California cap", () => {
    const text = sowText(sowFor("TX"));
    expect(text).not.toContain("California");
    expect(text).not.toContain("whichever is less");
    expect(text).toContain("Terms of Texas law");
    expect(text).toContain("Texas Property Code 53.255");
  });

  it("a California owner's SOW prints the California cap and its notices", () => {
    const payments = sowText(sowFor("CA"), "payments");
    expect(payments).toContain("10% of the contract price or $1,000, whichever is less (California Business and Professions Code 7159)");
    expect(payments).toContain("at most $1,000");
    expect(payments).toContain("Terms of California law");
    expect(payments).toContain("Mechanics Lien Warning");
    expect(payments).toContain("three business days");
    expect(payments).toContain("Contractors State License Board");
  });

  it("a state not in the table gets the generic sentence and no other state's law", () => {
    const payments = sowText(sowFor("OR"), "payments");
    expect(payments).toContain("Deposit and cancellation rights, the lien notice and any licence or disputes notice follow the law of Oregon");
    expect(payments).toContain("ask your contractor");
    for (const t of STATE_TERMS) expect(payments).not.toContain(t.name);
    expect(sowText(sowFor(""), "payments")).toContain("follow the law of the property's state");
  });

  it("prints Florida's recovery fund and New York's escrow rule for their owners", () => {
    expect(sowText(sowFor("FL"), "payments")).toContain("Florida Statutes 489.1425");
    expect(sowText(sowFor("NY"), "payments")).toContain("escrow account");
  });

  it("no owner's state ever reads California's cap unless it is California", () => {
    const codes = ["AL", "AZ", "CO", "FL", "GA", "NV", "NY", "TX", "WA", "WY"];
    fc.assert(
      fc.property(fc.constantFrom(...codes), (code) => {
        const text = sowText(sowFor(code, completePlan()));
        return !text.includes("California") && !text.includes("whichever is less");
      }),
      { numRuns: 10 },
    );
  });
});
