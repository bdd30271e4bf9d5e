import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { configurePropertyRuns, defaultPropertyRuns, FULL_RUNS, propertyRuns, QUICK_RUNS } from "./property-runs";

describe("defaultPropertyRuns", () => {
  it("runs the full counts under CI and a fifth of them elsewhere", () => {
    expect(defaultPropertyRuns(undefined, "true")).toBe(FULL_RUNS);
    expect(defaultPropertyRuns(undefined, undefined)).toBe(QUICK_RUNS);
    expect(defaultPropertyRuns("", "false")).toBe(QUICK_RUNS);
  });

  it("follows PROPERTY_RUNS over CI", () => {
    expect(defaultPropertyRuns("full", undefined)).toBe(FULL_RUNS);
    expect(defaultPropertyRuns("quick", "true")).toBe(QUICK_RUNS);
    expect(defaultPropertyRuns("500", undefined)).toBe(500);
    expect(() => defaultPropertyRuns("lots", undefined)).toThrow(/PROPERTY_RUNS/);
  });
});

describe("propertyRuns", () => {
  const before = fc.readConfigureGlobal();
  afterEach(() => fc.configureGlobal(before));

  it("scales a property's own count as the default count is scaled", () => {
    configurePropertyRuns(FULL_RUNS);
    expect(propertyRuns(300)).toBe(300);
    configurePropertyRuns(QUICK_RUNS);
    expect(propertyRuns(300)).toBe(60);
    expect(propertyRuns(2)).toBe(1);
  });
});
