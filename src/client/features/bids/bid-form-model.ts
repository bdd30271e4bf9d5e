// The contractor's bid form as typed (docs/product/bids.md section 2): the values the form holds (text as typed,
// so nothing is lost to a half-typed number), the body of PUT /api/bids/:token they make, the copy kept in
// this browser, and the running base total.
import { z } from "zod";
import { type BidPage, bidPageSchema, type StoredBid } from "../../../domain/bids/bids.contract";
import { type BidBody, type BidBodyInput, type BidRowStatus, bidBodySchema, bidSchemaFor, BID_ROW_STATUSES, needsAmount } from "../../../domain/bids/bid";
import type { BidBaseline } from "../../../domain/bids/baseline";

export const BIDDER_TEXT_FIELDS = [
  "company",
  "contactName",
  "contactEmail",
  "contactPhone",
  "licenceNumber",
  "licenceClass",
  "insuranceCarrier",
  "insuranceExpiry",
  "warrantyYears",
  "earliestStart",
  "durationWeeks",
  "validUntil",
  "qualifications",
] as const;
export type BidderTextField = (typeof BIDDER_TEXT_FIELDS)[number];

export interface BidFormRow {
  rowId: string;
  status: BidRowStatus | "";
  amount: string;
  note: string;
}

export type BidFormValues = { rows: BidFormRow[] } & Record<BidderTextField, string>;

const NUMBER_FIELDS = new Set<BidderTextField>(["warrantyYears", "durationWeeks"]);

/** The form's values for a page: the stored bid's answers on the page's rows, in the page's order. */
export function formValuesOf(page: Pick<BidPage, "rows">, bid: StoredBid | null): BidFormValues {
  const answers = new Map((bid?.rows ?? []).map((r) => [r.rowId, r]));
  const values = { rows: [] } as unknown as BidFormValues;
  for (const name of BIDDER_TEXT_FIELDS) {
    const stored = bid?.[name];
    values[name] = stored === null || stored === undefined ? "" : String(stored);
  }
  values.rows = page.rows.map((row) => {
    const answer = answers.get(row.id);
    return {
      rowId: row.id,
      status: answer?.status ?? "",
      amount: answer?.amount === null || answer?.amount === undefined ? "" : String(answer.amount),
      note: answer?.note ?? "",
    };
  });
  return values;
}

/**
 * Dollars as people type them ("$1,250.50", "1250"): a number, null when blank, or the text itself when it is
 * no number, so the schema's complaint says what to type.
 */
export function parseAmount(text: string): number | string | null {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (cleaned === "") return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : text;
}

function parseWhole(text: string): number | string | null {
  const cleaned = text.trim();
  if (cleaned === "") return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}

/** The body the values make, as typed: what is not a number yet is left for the schema to name. */
export function bodyOf(values: BidFormValues, sowVersion: number, submit: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { sowVersion, submit };
  for (const name of BIDDER_TEXT_FIELDS) body[name] = NUMBER_FIELDS.has(name) ? parseWhole(values[name]) : values[name];
  body.rows = values.rows.map((row) => ({
    rowId: row.rowId,
    status: row.status === "" ? null : row.status,
    amount: parseAmount(row.amount),
    note: row.note,
  }));
  return body;
}

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) node = (node as Record<PropertyKey, unknown>)[key as never];
  const last = path[path.length - 1];
  if (node && typeof node === "object" && last !== undefined) (node as Record<PropertyKey, unknown>)[last as never] = value;
}

/** What a field the schema refuses becomes in a draft: blank, so the rest is still kept on the server. */
function blankOf(path: readonly PropertyKey[]): unknown {
  const last = path[path.length - 1];
  if (last === "amount" || last === "status" || last === "warrantyYears" || last === "durationWeeks") return null;
  return "";
}

/**
 * The draft to send while typing: every value the schema accepts, and blank where it does not yet (a
 * half-typed date, an e-mail without its domain), so a draft is never refused for what the form shows as an
 * error anyway. The browser's copy keeps the text as typed.
 */
export function draftBodyOf(values: BidFormValues, sowVersion: number): BidBodyInput {
  const body = bodyOf(values, sowVersion, false);
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = bidBodySchema.safeParse(body);
    if (result.success) return body as BidBodyInput;
    for (const issue of result.error.issues) {
      if (issue.path.length > 0 && issue.path[0] !== "sowVersion" && issue.path[0] !== "submit") setAt(body, issue.path, blankOf(issue.path));
    }
  }
  return body as BidBodyInput;
}

const baselineOf = (page: Pick<BidPage, "rows" | "sowVersion">) => ({ sowVersion: page.sowVersion.number, rows: page.rows }) as unknown as BidBaseline;

/**
 * The schema of a submission, over the form's values: the domain's own checks of a complete bid against the
 * version's rows (bidSchemaFor), so the form says what the server would before sending.
 */
export function submissionSchema(page: Pick<BidPage, "rows" | "sowVersion">) {
  return z.preprocess((values: BidFormValues) => bodyOf(values, page.sowVersion.number, true), bidSchemaFor(baselineOf(page)));
}

/**
 * The checks of a complete bid against the rows over what parses already. The domain's schema checks the rows
 * and the required fields only once every value has its type; run on the values that parse, so a submission
 * hears every complaint at once rather than one round at a time.
 */
export function completenessSchema(page: Pick<BidPage, "rows" | "sowVersion">) {
  return z.preprocess((values: BidFormValues) => ({ ...draftBodyOf(values, page.sowVersion.number), submit: true }), bidSchemaFor(baselineOf(page)));
}
export type BidSubmission = BidBody;

/**
 * The running base total (docs/product/bids.md section 3): the included prices and allowance amounts of the
 * scope and allowance rows typed so far, in cents so it is exact.
 */
export function baseTotalOf(page: Pick<BidPage, "rows">, rows: readonly BidFormRow[]): number {
  let cents = 0;
  page.rows.forEach((row, i) => {
    if (row.kind !== "scope" && row.kind !== "allowance") return;
    const answer = rows[i];
    if (!answer || (answer.status !== "included" && answer.status !== "allowance")) return;
    const amount = parseAmount(answer.amount);
    if (typeof amount === "number" && amount >= 0) cents += Math.round(amount * 100);
  });
  return cents / 100;
}

/** Whether a row's answer takes an amount (a price, an allowance, an add or deduct, a price per unit). */
export function takesAmount(status: BidFormRow["status"]): boolean {
  return status !== "" && needsAmount(status);
}

// ---------------------------------------------------------------------------------------------------------
// The copy in this browser, so a reload (or a lost connection) never loses what was typed.

const LOCAL_PREFIX = "okp.bid.";
const localKey = (token: string) => `${LOCAL_PREFIX}${token}`;

export interface LocalBidCopy {
  values: BidFormValues;
  /** The server's savedAt of the bid these values were last in step with, or null before the first save. */
  serverSavedAt: string | null;
  /** Typed here and not yet on the server. */
  unsaved: boolean;
}

export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // some browsers throw on access when storage is blocked
    return undefined;
  }
}

const localRowSchema = z.object({
  rowId: z.string(),
  status: z.enum([...BID_ROW_STATUSES, ""]),
  amount: z.string(),
  note: z.string(),
});
const localCopySchema = z.object({
  values: z.object({ rows: z.array(localRowSchema) }).extend(Object.fromEntries(BIDDER_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<BidderTextField, z.ZodString>),
  serverSavedAt: z.string().nullable(),
  unsaved: z.boolean(),
});

export function readLocalCopy(token: string, storage: Storage | undefined = localStore()): LocalBidCopy | null {
  try {
    const raw = storage?.getItem(localKey(token));
    if (!raw) return null;
    const parsed = localCopySchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as LocalBidCopy) : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(token: string, copy: LocalBidCopy, storage: Storage | undefined = localStore()): void {
  try {
    storage?.setItem(localKey(token), JSON.stringify(copy));
  } catch {
    // storage full or blocked: the server's draft still keeps what was saved
  }
}

/**
 * The values to open the form with: this browser's copy when it holds typing the server has not got, or when
 * it is in step with the server's bid (it keeps text as typed); otherwise the server's bid, saved since from
 * another device. The rows follow the page's rows either way.
 */
export function startingValues(token: string, page: Pick<BidPage, "rows" | "bid">, storage: Storage | undefined = localStore()): { values: BidFormValues; unsaved: boolean } {
  const fromServer = formValuesOf(page, page.bid);
  const local = readLocalCopy(token, storage);
  const serverSavedAt = page.bid?.savedAt ?? null;
  if (!local || (!local.unsaved && local.serverSavedAt !== serverSavedAt)) return { values: fromServer, unsaved: false };
  const localRows = new Map(local.values.rows.map((r) => [r.rowId, r]));
  const values: BidFormValues = {
    ...local.values,
    rows: fromServer.rows.map((row) => localRows.get(row.rowId) ?? row),
  };
  return { values, unsaved: local.unsaved };
}

const pageKey = (token: string) => `${LOCAL_PREFIX}page.${token}`;

/** The page's last answer, so the form opens without a connection and what was typed offline comes back. */
export function writeCachedPage(token: string, page: BidPage, storage: Storage | undefined = localStore()): void {
  try {
    storage?.setItem(pageKey(token), JSON.stringify(page));
  } catch {
    // storage full or blocked: only the offline opening is lost
  }
}

export function readCachedPage(token: string, storage: Storage | undefined = localStore()): BidPage | null {
  try {
    const raw = storage?.getItem(pageKey(token));
    if (!raw) return null;
    const parsed = bidPageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
