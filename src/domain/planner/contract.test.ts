import { describe, expect, it } from "vitest";
import { correctTip } from "./contract";

describe("tip", () => {
  it("keeps amounts that follow the rule and corrects the rest to a multiple of 50 from 0", () => {
    expect(correctTip("")).toEqual({ amount: 0, corrected: false });
    expect(correctTip("250")).toEqual({ amount: 250, corrected: false });
    expect(correctTip("120")).toEqual({ amount: 100, corrected: true });
    expect(correctTip("130")).toEqual({ amount: 150, corrected: true });
    expect(correctTip("-75")).toEqual({ amount: 0, corrected: true });
    expect(correctTip("abc")).toEqual({ amount: 0, corrected: true });
    expect(correctTip("999999")).toEqual({ amount: 100_000, corrected: true });
  });
});
