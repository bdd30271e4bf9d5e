import { BarChart3 } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Card } from "../../components/ui/card";
import { CHART_HEIGHT, type DayCount, daySeries, formatDay } from "./chart-data";
import { ADMIN_TEXTS } from "./texts";

const DownloadsChart = lazy(async () => ({ default: (await import("./downloads-chart")).DownloadsChart }));

/**
 * Whether this browser can draw the chart: uPlot needs a 2D canvas, matchMedia (read when it loads) and
 * ResizeObserver. Without them (an old browser, a test's DOM) the table alone shows the figures.
 */
export function canDrawCharts(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  if (typeof ResizeObserver === "undefined") return false;
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** A chart that failed to load or draw is left out; the table below it still has every figure. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const count = new Intl.NumberFormat("en-US");

/** The downloads of each day of the range: a chart, and the same figures as a table for every reader. */
export function DownloadsPerDay({ byDay }: { byDay: readonly DayCount[] }) {
  // asked once: whether this browser can draw does not change while the page is open
  const [drawable] = useState(canDrawCharts);
  const series = useMemo(() => daySeries(byDay), [byDay]);
  const rows = useMemo(() => [...byDay].sort((a, b) => a.day.localeCompare(b.day)), [byDay]);

  return (
    <section>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <BarChart3 className="size-5 text-ember-700" aria-hidden="true" />
          {ADMIN_TEXTS.perDay.title}
        </h2>
        {rows.length === 0 ? (
          <p className="text-stone-600">{ADMIN_TEXTS.perDay.empty}</p>
        ) : (
          <>
            {drawable ? (
              <ChartBoundary>
                <Suspense fallback={<div aria-hidden="true" style={{ minHeight: CHART_HEIGHT }} />}>
                  <DownloadsChart series={series} />
                </Suspense>
              </ChartBoundary>
            ) : null}
            <details className="group rounded-lg border border-stone-200" open={!drawable || undefined}>
              <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50">
                {ADMIN_TEXTS.perDay.figures}
              </summary>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{ADMIN_TEXTS.perDay.title}</caption>
                  <thead className="bg-stone-50 text-stone-700">
                    <tr>
                      <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                        {ADMIN_TEXTS.perDay.day}
                      </th>
                      <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                        {ADMIN_TEXTS.perDay.pdf}
                      </th>
                      <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                        {ADMIN_TEXTS.perDay.html}
                      </th>
                      <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                        {ADMIN_TEXTS.perDay.total}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100 tabular-nums">
                    {rows.map((row) => (
                      <tr key={row.day}>
                        <th scope="row" className="px-2 py-2 font-medium text-stone-900 sm:px-3">
                          <time dateTime={row.day}>{formatDay(row.day)}</time>
                        </th>
                        <td className="px-2 py-2 sm:px-3 text-right">{count.format(row.pdf)}</td>
                        <td className="px-2 py-2 sm:px-3 text-right">{count.format(row.html)}</td>
                        <td className="px-2 py-2 sm:px-3 text-right font-semibold">{count.format(row.pdf + row.html)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
            </details>
          </>
        )}
      </Card>
    </section>
  );
}
