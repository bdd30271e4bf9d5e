// uPlot and its stylesheet are imported here only: this module is loaded with React.lazy, so the chart
// library is a chunk of its own that the rest of the site, and the dashboard until it draws, never loads.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import { CHART_HEIGHT, type DaySeries, formatChartDay } from "./chart-data";
import { ADMIN_TEXTS } from "./texts";

/** ember-600 and teal-700: both above 4.5:1 on white, and apart for colour-blind eyes. */
const COLORS = { pdf: "#b0431b", html: "#0f766e" } as const;

/** Whole downloads only: no 0.5 ticks on a quiet day. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

function aligned(series: DaySeries): uPlot.AlignedData {
  return [series.x, series.pdf, series.html];
}

/** A column's value on the last day drawn: what the legend shows while the pointer is not on the chart. */
function latest(chart: uPlot, seriesIndex: number): number | null {
  const values = chart.data[seriesIndex];
  return values && values.length > 0 ? (values[values.length - 1] ?? null) : null;
}

/**
 * The legend names the day and its figures. uPlot has no day under the pointer while the pointer is off
 * the chart (on load, on a phone, after leaving it) and writes "--" then; the legend shows the last day
 * drawn instead.
 */
const dayInLegend = (chart: uPlot, value: number | null) => {
  const x = value ?? latest(chart, 0);
  return x === null ? "" : formatChartDay(x);
};
const countInLegend = (chart: uPlot, value: number | null, seriesIndex: number) => String(value ?? latest(chart, seriesIndex) ?? 0);

export function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    series: [
      { label: ADMIN_TEXTS.perDay.day, value: dayInLegend },
      { label: "PDF", stroke: COLORS.pdf, width: 2, points: { show: true, size: 6 }, value: countInLegend },
      { label: "HTML", stroke: COLORS.html, width: 2, dash: [6, 3], points: { show: true, size: 6 }, value: countInLegend },
    ],
    scales: {
      x: { time: true },
      y: { range: (_self, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [{}, { incrs: COUNT_STEPS, values: (_self, splits) => splits.map((value) => String(value)) }],
    cursor: { drag: { x: false, y: false } },
  };
}

/** Runs a uPlot call so that a failure leaves the chart out instead of breaking the dashboard. */
function safely<T>(what: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    console.warn(`[chart] ${what} failed`, error);
    return undefined;
  }
}

/**
 * The PDF and HTML downloads of each day as two lines. Only drawn: the same figures are in the table beside
 * it, so the canvas is hidden from assistive technology. It follows its container's width.
 */
export function DownloadsChart({ series }: { series: DaySeries }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const seriesRef = useRef(series);

  useEffect(() => {
    seriesRef.current = series;
    const chart = chartRef.current;
    if (chart) safely("update", () => chart.setData(aligned(series)));
  }, [series]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const width = Math.floor(container.clientWidth);
    const chart = safely("create", () => new uPlot(chartOptions(width > 0 ? width : 320), aligned(seriesRef.current), container));
    if (!chart) return;
    chartRef.current = chart;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0 && next !== chart.width) safely("resize", () => chart.setSize({ width: next, height: CHART_HEIGHT }));
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      chartRef.current = null;
      safely("destroy", () => chart.destroy());
    };
  }, []);

  return <div ref={containerRef} aria-hidden="true" className="w-full min-w-0" />;
}
