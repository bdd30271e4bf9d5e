// Leveling (docs/product/bids.md section 3): bids lined up against one baseline so that every leveled total
// prices the same scope. A row a bid leaves out is filled with the product's estimate (the plug), and every
// point the owner should weigh is a flag with its figure. Money is summed in cents, so a total never drifts
// by a float's rounding, and every threshold compares whole numbers.
import { formatLongDate, formatQuantity, formatUsd, plural } from "../common/format";
import type { PlannerData } from "../planner/schema";
import { type BaselineRow, type BidBaseline, isTotalled } from "./baseline";
import { type BidBody, type BidRowStatus, PRICED_STATUSES } from "./bid";

/**
 * The thresholds of the flags, written once. A row is flagged when its price is MORE than
 * `priceDeviationPercent` above or below its estimate (exactly 50% off is not flagged); the allowances when
 * they are MORE than `allowanceSharePercent` of the bid's base total (exactly 20% is not flagged).
 */
export const LEVELING_RULES = {
  priceDeviationPercent: 50,
  allowanceSharePercent: 20,
} as const;

export const BID_FLAG_CODES = [
  "price-high",
  "price-low",
  "excluded",
  "allowances",
  "licence-missing",
  "insurance-missing",
  "insurance-expired",
  "older-version",
  "validity-passed",
  "duration-over",
] as const;
export type BidFlagCode = (typeof BID_FLAG_CODES)[number];

/**
 * A point the owner should weigh, with its figure:
 * - price-high, price-low: the row's price off its estimate, in percent (signed, one decimal);
 * - excluded: the plug used, in dollars (null when the product has no estimate to plug with);
 * - allowances: the allowances' share of the base total, in percent (one decimal);
 * - insurance-expired, validity-passed: the days since the date;
 * - older-version: the number of rows changed since the version bid on (null when not known);
 * - duration-over: the bid's duration in weeks;
 * - licence-missing, insurance-missing: null.
 */
export interface BidFlag {
  code: BidFlagCode;
  /** The row the flag is about; null for a flag of the whole bid. */
  rowId: string | null;
  figure: number | null;
  message: string;
}

/** A bid to level: its id and the stored body (the latest submission). */
export interface BidToLevel {
  id: string;
  bid: BidBody;
}

/** What one row of the baseline reads in one bid's column. */
export interface LeveledCell {
  rowId: string;
  /** null: the bid does not answer the row (a draft, or a bid on a version without it). */
  status: BidRowStatus | null;
  /** The amount as given; a deduct is negative here, so adds and deducts read with their direction. */
  amount: number | null;
  /** The estimate that fills an excluded or unanswered row of the scope or the allowances; null otherwise. */
  plug: number | null;
  /** How far the price is off the estimate, in percent (one decimal); null where there is nothing to compare. */
  deviationPercent: number | null;
  note: string;
}

export interface LeveledBid {
  id: string;
  company: string;
  sowVersion: number;
  /** The included prices and the allowance amounts. */
  baseTotal: number;
  /** The base total and a plug for every row of the scope and allowances the bid leaves out. */
  leveledTotal: number;
  plugTotal: number;
  allowanceTotal: number;
  /** One cell per row of the baseline, in its order. */
  rows: LeveledCell[];
  flags: BidFlag[];
  /** This bid has the lowest leveled total (every bid tied at it is marked). */
  lowest: boolean;
}

export interface LeveledTable {
  sowVersion: number;
  rows: BaselineRow[];
  /** The estimate column's totals: the rows it prices (subtotal and work outside it), then the budget's markup and total. */
  estimate: { baseTotal: number; subtotal: number; outsideBudget: number; markupPercent: number; markup: number; total: number };
  bids: LeveledBid[];
  lowestLeveledTotal: number | null;
}

/** How a row differs between two versions of the baseline. */
export interface RowChange {
  rowId: string;
  change: "added" | "removed" | "changed";
  /** "Countertop (scope item S4): quantity was 21.3 sq ft, now 25 sq ft". */
  text: string;
}

export interface LevelingOptions {
  /** The owner's today, "YYYY-MM-DD": validity and insurance are judged on it. */
  today: string;
  /** The owner's maximum completion in weeks (maxCompletionWeeks(plan)); null: no flag. */
  maxCompletionWeeks: number | null;
  /** For each older version a bid was made on, the rows changed from it to the baseline (changedRows). */
  changedRows?: Readonly<Record<number, readonly RowChange[]>>;
}

/** The maximum completion the owner set for the contract (step 8, "maximum duration"), or null. */
export function maxCompletionWeeks(plan: Pick<PlannerData, "contractInfo">): number | null {
  return plan.contractInfo.completionWeeks;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Whole days from one ISO day to another (positive when `to` is later). */
function daysBetween(from: string, to: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** A row's title without its position code ("(scope item S4)", "(allowance A1)"): codes shift when rows come or go. */
function titleWithoutCode(title: string): string {
  return title.replace(/\s*\((?:scope item S|allowance A)\d+\)/, "");
}

function quantityText(row: Pick<BaselineRow, "quantity" | "unit">): string {
  if (row.quantity === null) return "none";
  return row.unit ? `${formatQuantity(row.quantity)} ${row.unit}` : formatQuantity(row.quantity);
}

/**
 * The rows changed from one version's baseline to another's, by the bid form's stable ids: rows added, rows
 * removed, and rows whose title (without its position code), kind or quantity changed.
 */
export function changedRows(oldBaseline: Pick<BidBaseline, "rows">, newBaseline: Pick<BidBaseline, "rows">): RowChange[] {
  const before = new Map(oldBaseline.rows.map((r) => [r.id, r]));
  const after = new Set(newBaseline.rows.map((r) => r.id));
  const out: RowChange[] = [];
  for (const row of newBaseline.rows) {
    const old = before.get(row.id);
    if (!old) {
      out.push({ rowId: row.id, change: "added", text: `${row.title}: added` });
      continue;
    }
    const what: string[] = [];
    if (titleWithoutCode(old.title) !== titleWithoutCode(row.title)) what.push(`was "${titleWithoutCode(old.title)}"`);
    if (old.kind !== row.kind) what.push(`priced as ${row.kind} (was ${old.kind})`);
    if (old.quantity !== row.quantity || old.unit !== row.unit) what.push(`quantity was ${quantityText(old)}, now ${quantityText(row)}`);
    if (what.length > 0) out.push({ rowId: row.id, change: "changed", text: `${row.title}: ${what.join("; ")}` });
  }
  for (const row of oldBaseline.rows) {
    if (!after.has(row.id)) out.push({ rowId: row.id, change: "removed", text: `${row.title}: removed` });
  }
  return out;
}

/** The amount with its direction: a deduct lowers the price. */
function signedAmount(status: BidRowStatus | null, amount: number | null): number | null {
  if (status === null || amount === null || !PRICED_STATUSES.includes(status)) return null;
  return status === "deduct" ? -amount : amount;
}

/**
 * The price's distance from the estimate, or null when there is nothing to compare. Flagged when strictly
 * more than the threshold: |price - estimate| x 100 > threshold x |estimate|, in whole cents.
 */
function deviation(row: BaselineRow, price: number | null): { percent: number; flagged: boolean } | null {
  if (price === null || row.estimate === null || row.estimate === 0) return null;
  const off = cents(price) - cents(row.estimate);
  const base = Math.abs(cents(row.estimate));
  return { percent: oneDecimal((off * 100) / base), flagged: Math.abs(off) * 100 > LEVELING_RULES.priceDeviationPercent * base };
}

function priceFlag(row: BaselineRow, price: number, percent: number): BidFlag {
  const high = percent > 0;
  const unit = row.kind === "unitPrice" && row.unit ? ` per ${row.unit}` : "";
  return {
    code: high ? "price-high" : "price-low",
    rowId: row.id,
    figure: percent,
    message:
      `${row.title}: ${formatUsd(price)}${unit} against the estimate of ${formatUsd(row.estimate ?? 0)}${unit}, ` +
      `${formatQuantity(Math.abs(percent))}% ${high ? "above" : "below"} it (flagged past ${LEVELING_RULES.priceDeviationPercent}%)`,
  };
}

function gapFlag(row: BaselineRow, answered: boolean, bidVersion: number, baselineVersion: number): BidFlag {
  const why = answered ? "excluded" : bidVersion !== baselineVersion ? `not priced (the bid is on SOW version ${bidVersion})` : "not priced";
  const message =
    row.estimate === null
      ? `${row.title}: ${why}, and the product has no estimate to fill the gap: the leveled total leaves it out; ask the bidder for a price`
      : `${row.title}: ${why}; the leveled total adds the estimate of ${formatUsd(row.estimate)} in its place`;
  return { code: "excluded", rowId: row.id, figure: row.estimate, message };
}

/** The flags of the bid as a whole: papers, version, validity and duration. */
function bidFlags(bid: BidBody, baseline: BidBaseline, options: LevelingOptions): BidFlag[] {
  const flags: BidFlag[] = [];
  const whole = (code: BidFlagCode, figure: number | null, message: string) => flags.push({ code, rowId: null, figure, message });
  if (bid.licenceNumber === "") whole("licence-missing", null, "No contractor's licence number given");
  if (bid.insuranceCarrier === "" || bid.insuranceExpiry === "") {
    whole("insurance-missing", null, bid.insuranceCarrier === "" ? "No liability insurance carrier given" : "No expiry date given for the liability insurance");
  } else if (bid.insuranceExpiry < options.today) {
    const days = daysBetween(bid.insuranceExpiry, options.today);
    whole("insurance-expired", days, `The liability insurance expired on ${formatLongDate(bid.insuranceExpiry)}, ${plural(days, "day")} ago`);
  }
  if (bid.sowVersion < baseline.sowVersion) {
    const changes = options.changedRows?.[bid.sowVersion];
    const since = `Bid on SOW version ${bid.sowVersion}; the current version is ${baseline.sowVersion}`;
    if (!changes) whole("older-version", null, `${since}: the rows changed since are not known`);
    else if (changes.length === 0) whole("older-version", 0, `${since}: no row of the bid form changed since`);
    else whole("older-version", changes.length, `${since}: ${plural(changes.length, "row")} changed since: ${changes.map((c) => c.text).join("; ")}`);
  }
  if (bid.validUntil !== "" && bid.validUntil < options.today) {
    const days = daysBetween(bid.validUntil, options.today);
    whole("validity-passed", days, `The bid was valid until ${formatLongDate(bid.validUntil)}, ${plural(days, "day")} ago: ask the bidder to confirm it`);
  }
  const max = options.maxCompletionWeeks;
  if (max !== null && bid.durationWeeks !== null && bid.durationWeeks > max) {
    whole("duration-over", bid.durationWeeks, `${plural(bid.durationWeeks, "week")} of work, longer than the ${plural(max, "week")} you set as the maximum`);
  }
  return flags;
}

function levelOne(baseline: BidBaseline, input: BidToLevel, options: LevelingOptions): Omit<LeveledBid, "lowest"> & { leveledCents: number } {
  const { bid } = input;
  const answers = new Map(bid.rows.map((r) => [r.rowId, r]));
  let baseCents = 0;
  let plugCents = 0;
  let allowanceCents = 0;
  const rowFlags: BidFlag[] = [];
  const cells: LeveledCell[] = baseline.rows.map((row) => {
    const answer = answers.get(row.id);
    const status = answer?.status ?? null;
    const price = signedAmount(status, answer?.amount ?? null);
    let plug: number | null = null;
    if (isTotalled(row)) {
      if (price !== null && (status === "included" || status === "allowance")) {
        baseCents += cents(price);
        if (status === "allowance") allowanceCents += cents(price);
      } else {
        // excluded, unanswered, or priced without an amount: the estimate fills the gap
        plug = row.estimate;
        if (plug !== null) plugCents += cents(plug);
        rowFlags.push(gapFlag(row, status === "excluded", bid.sowVersion, baseline.sowVersion));
      }
    }
    const off = deviation(row, price);
    if (off?.flagged && price !== null) rowFlags.push(priceFlag(row, price, off.percent));
    return { rowId: row.id, status, amount: price, plug, deviationPercent: off?.percent ?? null, note: answer?.note ?? "" };
  });
  const flags = [...rowFlags];
  if (baseCents > 0 && allowanceCents * 100 > LEVELING_RULES.allowanceSharePercent * baseCents) {
    const share = oneDecimal((allowanceCents * 100) / baseCents);
    flags.push({
      code: "allowances",
      rowId: null,
      figure: share,
      message: `Allowances of ${formatUsd(dollars(allowanceCents))} are ${formatQuantity(share)}% of the bid (flagged past ${LEVELING_RULES.allowanceSharePercent}%): that much of the price is not fixed`,
    });
  }
  flags.push(...bidFlags(bid, baseline, options));
  return {
    id: input.id,
    company: bid.company,
    sowVersion: bid.sowVersion,
    baseTotal: dollars(baseCents),
    leveledTotal: dollars(baseCents + plugCents),
    leveledCents: baseCents + plugCents,
    plugTotal: dollars(plugCents),
    allowanceTotal: dollars(allowanceCents),
    rows: cells,
    flags,
  };
}

/**
 * Every bid against the baseline: base total (the included prices and the allowances), leveled total (and a
 * plug of the estimate for each row of the scope and allowances the bid leaves out), the flags, and the
 * lowest leveled total marked. Alternates and unit prices are compared with their estimates but stay out of
 * the totals, as on the bid form.
 */
export function levelBids(baseline: BidBaseline, bids: readonly BidToLevel[], options: LevelingOptions): LeveledTable {
  const leveled = bids.map((b) => levelOne(baseline, b, options));
  const lowest = leveled.length === 0 ? null : Math.min(...leveled.map((b) => b.leveledCents));
  const estimateBase = baseline.rows.reduce((sum, r) => sum + (isTotalled(r) ? (r.estimate ?? 0) : 0), 0);
  return {
    sowVersion: baseline.sowVersion,
    rows: baseline.rows,
    estimate: {
      baseTotal: estimateBase,
      subtotal: baseline.subtotal,
      outsideBudget: baseline.outsideBudget,
      markupPercent: baseline.markupPercent,
      markup: baseline.markup,
      total: baseline.total,
    },
    bids: leveled.map(({ leveledCents, ...b }) => ({ ...b, lowest: leveledCents === lowest })),
    lowestLeveledTotal: lowest === null ? null : dollars(lowest),
  };
}

// ---- the CSV of the leveled table ----

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection); plain numbers stay numbers. */
function neutralise(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Dollars as a spreadsheet reads them: 1250, 1250.5 never; 1250.50. */
function money(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

function cellText(row: BaselineRow, cell: LeveledCell): string {
  if (cell.status === "notOffered") return "not offered";
  const plug = row.estimate === null ? "no estimate" : `plug ${money(row.estimate)}`;
  if (cell.status === "excluded") return isTotalled(row) ? `excluded; ${plug}` : "excluded";
  if (cell.amount === null) return isTotalled(row) ? `not priced; ${plug}` : "not priced";
  const amount = money(cell.amount);
  if (cell.status === "allowance") return `${amount} (allowance)`;
  return cell.status === "add" || cell.status === "deduct" ? `${money(Math.abs(cell.amount))} (${cell.status})` : amount;
}

/**
 * The leveled table as a CSV file (RFC 4180, CRLF line ends): rows down, the estimate and then each bidder
 * across, the base and leveled totals, the lowest leveled total marked, and each bid's flags.
 */
export function leveledCsv(table: LeveledTable): string {
  const lines: string[][] = [];
  lines.push(["Row", "Kind", "Quantity", `Estimate (before the ${table.estimate.markupPercent}% markup)`, ...table.bids.map((b) => b.company || b.id)]);
  lines.push(["SOW version bid on", "", "", String(table.sowVersion), ...table.bids.map((b) => String(b.sowVersion))]);
  table.rows.forEach((row, i) => {
    lines.push([
      row.title,
      row.kind,
      row.quantity === null ? "" : `${formatQuantity(row.quantity)}${row.unit ? ` ${row.unit}` : ""}`,
      row.estimate === null ? "" : money(row.estimate),
      ...table.bids.map((b) => {
        const cell = b.rows[i];
        return cell ? cellText(row, cell) : "";
      }),
    ]);
  });
  lines.push(["Base total", "", "", money(table.estimate.baseTotal), ...table.bids.map((b) => money(b.baseTotal))]);
  lines.push(["Leveled total", "", "", money(table.estimate.baseTotal), ...table.bids.map((b) => money(b.leveledTotal))]);
  lines.push(["Lowest leveled total", "", "", "", ...table.bids.map((b) => (b.lowest ? "lowest" : ""))]);
  lines.push(["Flags", "", "", "", ...table.bids.map((b) => b.flags.map((f) => f.message).join("\n"))]);
  return `${lines.map((line) => line.map(quote).join(",")).join("\r\n")}\r\n`;
}
