import { describe, expect, it } from "vitest";
import { daySeries, formatDay, MAX_CHART_DAYS, MIN_CHART_DAYS, parseDay } from "./chart-data";

const seconds = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

describe("daySeries", () => {
  it("fills the days without downloads with zero, over at least a week up to the last day", () => {
    const series = daySeries([
      { day: "2026-11-24", pdf: 2, html: 2 },
      { day: "2026-11-21", pdf: 1, html: 0 },
    ]);
    expect(series.x).toEqual(Array.from({ length: MIN_CHART_DAYS }, (_, i) => seconds(2026, 11, 18 + i)));
    expect(series.pdf).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(series.html).toEqual([0, 0, 0, 0, 0, 0, 2]);
    // one busy day is a day in a week, not a point on a stretched axis
    expect(daySeries([{ day: "2026-11-24", pdf: 5, html: 4 }]).x).toHaveLength(MIN_CHART_DAYS);
    // a range longer than a week starts at its first day with downloads
    expect(daySeries([{ day: "2026-11-01", pdf: 1, html: 0 }, { day: "2026-11-24", pdf: 1, html: 0 }]).x[0]).toBe(seconds(2026, 11, 1));
  });

  it("steps by calendar day across a month end and a change of summer time", () => {
    const series = daySeries([
      { day: "2026-10-30", pdf: 1, html: 0 },
      { day: "2026-11-02", pdf: 0, html: 1 },
    ]);
    expect(series.x.map((x) => new Date(x * 1000).getDate())).toEqual([27, 28, 29, 30, 31, 1, 2]);
    expect(series.x.every((x) => new Date(x * 1000).getHours() === 0)).toBe(true);
  });

  it("is empty without downloads, skips what is not a date and stops at its limit", () => {
    expect(daySeries([])).toEqual({ x: [], pdf: [], html: [] });
    expect(daySeries([{ day: "yesterday", pdf: 1, html: 1 }])).toEqual({ x: [], pdf: [], html: [] });
    const long = daySeries([
      { day: "1990-01-01", pdf: 1, html: 0 },
      { day: "2026-01-01", pdf: 1, html: 0 },
    ]);
    expect(long.x).toHaveLength(MAX_CHART_DAYS);
  });
});

describe("parseDay and formatDay", () => {
  it("read a calendar day and write it for people", () => {
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("2026-11-24")?.getDate()).toBe(24);
    expect(formatDay("2026-11-24")).toBe("Nov 24, 2026");
    expect(formatDay("not a day")).toBe("not a day");
  });
});
