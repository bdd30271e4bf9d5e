import { describe, expect, it } from "vitest";
import type { BidPage, StoredBid } from "../../../domain/bids/bids.contract";
import { createMemoryStorage } from "../../test/memory-storage";
import { baseTotalOf, draftBodyOf, formValuesOf, parseAmount, startingValues, writeLocalCopy } from "./bid-form-model";

const ROWS: BidPage["rows"] = [
  { id: "scope.a", title: "A", kind: "scope", quantity: null, unit: null, estimate: 100, basis: "", inBudget: true },
  { id: "allowance.b", title: "B", kind: "allowance", quantity: 45, unit: "ft", estimate: 100, basis: "", inBudget: true },
  { id: "alternate.c", title: "C", kind: "alternate", quantity: null, unit: null, estimate: 100, basis: "", inBudget: true },
];
const page = { rows: ROWS, bid: null };

const bid = (savedAt: string): StoredBid => ({
  ...formValuesOf(page, null),
  sowVersion: 1,
  rows: [{ rowId: "scope.a", status: "included", amount: 900, note: "" }],
  company: "From the server",
  warrantyYears: null,
  durationWeeks: null,
  id: 1,
  revision: 1,
  submittedAt: null,
  savedAt,
});

describe("the bid form's values", () => {
  it("reads dollars as people type them, and leaves what is no number for the schema to name", () => {
    expect(parseAmount("$1,250.50")).toBe(1250.5);
    expect(parseAmount(" 900 ")).toBe(900);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("-20")).toBe(-20);
    expect(parseAmount("12x")).toBe("12x");
  });

  it("sends a draft with blanks where a value does not parse yet, never a refused body", () => {
    const values = formValuesOf(page, null);
    values.rows[0] = { rowId: "scope.a", status: "included", amount: "12x", note: "" };
    values.rows[1] = { rowId: "allowance.b", status: "allowance", amount: "1.234", note: "" };
    values.contactEmail = "luis@";
    values.validUntil = "2027-02-30";
    values.warrantyYears = "2";
    values.company = "Stone & Flame";
    const body = draftBodyOf(values, 3);
    expect(body).toMatchObject({ sowVersion: 3, submit: false, contactEmail: "", validUntil: "", warrantyYears: 2, company: "Stone & Flame" });
    expect(body.rows?.[0]).toEqual({ rowId: "scope.a", status: "included", amount: null, note: "" });
    expect(body.rows?.[1]).toEqual({ rowId: "allowance.b", status: "allowance", amount: null, note: "" });
  });

  it("totals the included and allowance amounts of the scope and allowance rows only", () => {
    const values = formValuesOf(page, null);
    values.rows[0] = { rowId: "scope.a", status: "included", amount: "0.10", note: "" };
    values.rows[1] = { rowId: "allowance.b", status: "allowance", amount: "0.20", note: "" };
    values.rows[2] = { rowId: "alternate.c", status: "add", amount: "500", note: "" };
    expect(baseTotalOf(page, values.rows)).toBe(0.3);
    values.rows[1] = { rowId: "allowance.b", status: "excluded", amount: "0.20", note: "" };
    expect(baseTotalOf(page, values.rows)).toBe(0.1);
  });

  it("opens with this browser's copy when it holds unsaved typing or is in step with the server, else with the server's bid", () => {
    const storage = createMemoryStorage();
    const local = formValuesOf(page, null);
    local.company = "Typed here";
    const server = { rows: ROWS, bid: bid("2027-03-10T15:00:00.000Z") };

    expect(startingValues("t", server, storage).values.company).toBe("From the server");
    writeLocalCopy("t", { values: local, serverSavedAt: "2027-03-01T00:00:00.000Z", unsaved: true }, storage);
    expect(startingValues("t", server, storage)).toMatchObject({ values: { company: "Typed here" }, unsaved: true });
    // saved here, then changed on another device since
    writeLocalCopy("t", { values: local, serverSavedAt: "2027-03-01T00:00:00.000Z", unsaved: false }, storage);
    expect(startingValues("t", server, storage)).toMatchObject({ values: { company: "From the server" }, unsaved: false });
    writeLocalCopy("t", { values: local, serverSavedAt: "2027-03-10T15:00:00.000Z", unsaved: false }, storage);
    expect(startingValues("t", server, storage)).toMatchObject({ values: { company: "Typed here" }, unsaved: false });
  });
});
