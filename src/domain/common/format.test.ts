import { describe, expect, it } from "vitest";
import { formatInches, plural, toIsoDate, toUtcIsoDate } from "./format";

describe("toIsoDate", () => {
  it("writes the local calendar day, padded", () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(toIsoDate(new Date(2026, 10, 23))).toBe("2026-11-23");
  });
});

describe("toUtcIsoDate", () => {
  it("writes the day of the instant in UTC", () => {
    expect(toUtcIsoDate(new Date("2026-01-05T23:59:00Z"))).toBe("2026-01-05");
    expect(toUtcIsoDate(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
  });
});

describe("formatInches", () => {
  it("writes whole inches with the inch mark", () => {
    expect(formatInches(36)).toBe('36"');
  });
});

describe("plural", () => {
  it("writes one of a thing in the singular and any other count in the plural", () => {
    expect(plural(1, "outlet")).toBe("1 outlet");
    expect(plural(2, "outlet")).toBe("2 outlets");
    expect(plural(0, "seat")).toBe("0 seats");
    expect(plural(1, "year")).toBe("1 year");
    expect(plural(2, "shelf", "shelves")).toBe("2 shelves");
    expect(plural(1200, "foot", "feet")).toBe("1,200 feet");
  });
});
