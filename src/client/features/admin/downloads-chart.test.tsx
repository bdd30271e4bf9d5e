import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHART_HEIGHT, type DaySeries } from "./chart-data";
import { chartOptions, DownloadsChart } from "./downloads-chart";
import { canDrawCharts, DownloadsPerDay } from "./downloads-per-day";

/** A stand-in for uPlot (jsdom has no canvas): records how the chart is made, resized, updated and destroyed. */
const plots = vi.hoisted(() => {
  type Options = { width: number; height: number; series: Array<{ label?: string }> };
  const state = { fail: false };
  class FakePlot {
    setData = vi.fn();
    setSize = vi.fn((size: { width: number }) => {
      this.width = size.width;
    });
    destroy = vi.fn();
    width: number;
    constructor(
      public options: Options,
      public data: unknown,
      public target: HTMLElement,
    ) {
      if (state.fail) throw new Error("no canvas");
      this.width = options.width;
      made.push(this);
    }
  }
  const made: FakePlot[] = [];
  return { made, state, FakePlot };
});
vi.mock("uplot", () => ({ default: plots.FakePlot }));

/** ResizeObserver that the test triggers by hand. */
const observers: Array<{ callback: ResizeObserverCallback; observed: Element[]; disconnected: boolean }> = [];
class FakeResizeObserver {
  record: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function resizeTo(width: number) {
  const record = observers.at(-1);
  act(() => record?.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver));
}

const SERIES: DaySeries = { x: [1_700_000_000, 1_700_086_400], pdf: [1, 2], html: [0, 3] };

beforeEach(() => {
  plots.made.length = 0;
  plots.state.fail = false;
  observers.length = 0;
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DownloadsChart", () => {
  it("draws the PDF and HTML series into its container, hidden from assistive technology", () => {
    const { container } = render(<DownloadsChart series={SERIES} />);
    expect(plots.made).toHaveLength(1);
    const plot = plots.made[0]!;
    expect(plot.target).toBe(container.firstElementChild);
    expect(plot.target.getAttribute("aria-hidden")).toBe("true");
    expect(plot.options.height).toBe(CHART_HEIGHT);
    expect(plot.options.series.map((s) => s.label)).toEqual(["Day", "PDF", "HTML"]);
    expect(plot.data).toEqual([SERIES.x, SERIES.pdf, SERIES.html]);
  });

  it("follows its container's width", () => {
    render(<DownloadsChart series={SERIES} />);
    const plot = plots.made[0]!;
    expect(observers[0]?.observed).toEqual([plot.target]);
    resizeTo(512.6);
    expect(plot.setSize).toHaveBeenCalledWith({ width: 512, height: CHART_HEIGHT });
    resizeTo(512);
    expect(plot.setSize).toHaveBeenCalledTimes(1);
  });

  it("takes new figures without drawing a new chart", () => {
    const view = render(<DownloadsChart series={SERIES} />);
    const next: DaySeries = { x: [1_700_000_000], pdf: [4], html: [5] };
    view.rerender(<DownloadsChart series={next} />);
    expect(plots.made).toHaveLength(1);
    expect(plots.made[0]?.setData).toHaveBeenLastCalledWith([next.x, next.pdf, next.html]);
  });

  it("stops watching and destroys the chart when it goes away", () => {
    const view = render(<DownloadsChart series={SERIES} />);
    view.unmount();
    expect(observers[0]?.disconnected).toBe(true);
    expect(plots.made[0]?.destroy).toHaveBeenCalledTimes(1);
  });

  it("leaves the chart out, with a warning, when it cannot be drawn", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    plots.state.fail = true;
    const view = render(<DownloadsChart series={SERIES} />);
    expect(plots.made).toHaveLength(0);
    expect(observers).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith("[chart] create failed", expect.any(Error));
    view.unmount();
  });
});

describe("DownloadsPerDay", () => {
  const BY_DAY = [
    { day: "2026-11-20", pdf: 1, html: 0 },
    { day: "2026-11-24", pdf: 2, html: 2 },
  ];

  function allowCanvas(context: unknown) {
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    });
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as never);
  }

  afterEach(() => {
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("draws nothing where the browser cannot (no matchMedia, no 2D canvas), and shows the table open", () => {
    expect(canDrawCharts()).toBe(false);
    allowCanvas(null);
    expect(canDrawCharts()).toBe(false);
    render(<DownloadsPerDay byDay={BY_DAY} />);
    expect(screen.getByRole("table", { name: "Downloads per day" })).toBeTruthy();
    expect(screen.getByText("Show the figures").closest("details")?.open).toBe(true);
    expect(plots.made).toHaveLength(0);
  });

  it("loads the chart where it can be drawn, with the figures folded beneath", async () => {
    allowCanvas({});
    expect(canDrawCharts()).toBe(true);
    render(<DownloadsPerDay byDay={BY_DAY} />);
    await vi.waitFor(() => expect(plots.made).toHaveLength(1));
    expect(plots.made[0]?.data).toEqual([
      Array.from({ length: 7 }, (_, i) => new Date(2026, 10, 18 + i).getTime() / 1000),
      [0, 0, 1, 0, 0, 0, 2],
      [0, 0, 0, 0, 0, 0, 2],
    ]);
    expect(screen.getByText("Show the figures").closest("details")?.open).toBe(false);
  });
});

describe("the chart's legend", () => {
  // two local midnights: Nov 23 and Nov 24, 2026
  const days = [new Date(2026, 10, 23).getTime() / 1000, new Date(2026, 10, 24).getTime() / 1000];
  const chart = { data: [days, [1, 4], [0, 2]] } as unknown as import("uplot");
  type ValueFn = (self: unknown, raw: number | null, seriesIndex: number, dataIndex: number | null) => string;
  const values = chartOptions(600).series.map((s) => s.value as ValueFn);

  it("names the day under the pointer and its figures", () => {
    expect(values[0]?.(chart, days[0]!, 0, 0)).toBe("Nov 23, 2026");
    expect(values[1]?.(chart, 1, 1, 0)).toBe("1");
    expect(values[2]?.(chart, 0, 2, 0)).toBe("0");
  });

  it("shows the last day drawn and its figures, never \"--\", while the pointer is off the chart", () => {
    expect(values[0]?.(chart, null, 0, null)).toBe("Nov 24, 2026");
    expect(values[1]?.(chart, null, 1, null)).toBe("4");
    expect(values[2]?.(chart, null, 2, null)).toBe("2");
  });
});
