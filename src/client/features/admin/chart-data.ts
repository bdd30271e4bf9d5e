import type { DownloadStats } from "../../../domain/analytics/dashboard";
import { toIsoDate } from "../../../domain/common/format";

export type DayCount = DownloadStats["byDay"][number];

/** The chart's columns: x in Unix seconds (local midnight of each day), then the PDF and HTML counts. */
export type DaySeries = { x: number[]; pdf: number[]; html: number[] };

/** Ten years of days: far beyond any range the dashboard asks for, a stop for a malformed answer. */
export const MAX_CHART_DAYS = 3660;

/** "2026-11-24" as local midnight of that calendar day; null when it is not such a date. */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date ? value : null;
}

/** The chart shows at least this many days, so one busy day reads as a day and not as a stretched axis. */
export const MIN_CHART_DAYS = 7;

/**
 * Every day from the first to the last day with downloads (at least the MIN_CHART_DAYS up to the last), the
 * days between at zero: the server lists only days that have downloads, and a line drawn straight across a
 * quiet week would hide it. Days step by the calendar (not by 86,400 s) so a change to or from summer time
 * does not shift them.
 */
export function daySeries(byDay: readonly DayCount[]): DaySeries {
  const counts = new Map<string, DayCount>();
  for (const entry of byDay) if (parseDay(entry.day)) counts.set(entry.day, entry);
  const days = [...counts.keys()].sort();
  const series: DaySeries = { x: [], pdf: [], html: [] };
  const firstWithDownloads = days[0] ? parseDay(days[0]) : null;
  const last = days.at(-1);
  const lastDate = last ? parseDay(last) : null;
  if (!firstWithDownloads || !last || !lastDate) return series;
  const earliest = new Date(lastDate.getFullYear(), lastDate.getMonth(), lastDate.getDate() - (MIN_CHART_DAYS - 1));
  const first = earliest < firstWithDownloads ? earliest : firstWithDownloads;
  for (let i = 0; i < MAX_CHART_DAYS; i++) {
    const date = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    const key = toIsoDate(date);
    const entry = counts.get(key);
    series.x.push(date.getTime() / 1000);
    series.pdf.push(entry?.pdf ?? 0);
    series.html.push(entry?.html ?? 0);
    if (key >= last) break;
  }
  return series;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 24, 2026"; the text itself when it is not a date. */
export function formatDay(day: string): string {
  const date = parseDay(day);
  return date ? dayFormat.format(date) : day;
}

/** A chart column's x (Unix seconds of a local midnight, see daySeries) as "Nov 24, 2026". */
export function formatChartDay(unixSeconds: number): string {
  return dayFormat.format(new Date(unixSeconds * 1000));
}

/** The drawn chart's height in CSS pixels (the legend comes below it); its width follows its container. */
export const CHART_HEIGHT = 240;
