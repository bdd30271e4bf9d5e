// Number and date formatting shared by budget explanations, notices, the planner and the SOW, so every
// screen writes amounts, sizes and days the same way.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$12,691"; cents only when the amount has them ("$1,173.33"). */
export function formatUsd(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const totalCents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const fraction = cents === 0 ? "" : `.${String(cents).padStart(2, "0")}`;
  return `${sign}$${groupThousands(String(whole))}${fraction}`;
}

/** Quantities in explanations: at most one decimal, none when whole ("64", "21.3", "1,024"). */
export function formatQuantity(value: number): string {
  const [whole = "0", decimal] = (Math.round(value * 10) / 10).toFixed(1).split(".");
  return decimal === "0" ? groupThousands(whole) : `${groupThousands(whole)}.${decimal}`;
}

/** A length with the inch mark the product's notices use: 204". */
export function formatInches(value: number): string {
  return `${formatQuantity(value)}"`;
}

/** A local calendar day as the plan stores it: "YYYY-MM-DD" (no time, no zone shift). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day of an instant in UTC, "YYYY-MM-DD" (the same day wherever the code runs). */
export function toUtcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "November 24, 2026" from an ISO day ("2026-11-24", or the day part of an ISO date-time), read as the
 * calendar day it names: no time zone can move it to the day before.
 */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/**
 * A count with its noun in the right number: "1 outlet", "2 outlets", "0 seats". Irregular plurals are
 * passed in: plural(2, "shelf", "shelves").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatQuantity(count)} ${count === 1 ? singular : pluralForm}`;
}
