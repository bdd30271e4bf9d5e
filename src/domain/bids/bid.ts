// A bid as the contractor sends it (docs/product/bids.md section 2): the body of PUT /api/bids/:token, shared
// by the online form and the server. A draft may be partial, since the form keeps what is typed as it is
// typed; a submission must be complete. Every complaint names its field and says what to do in a
// contractor's words.
import { z } from "zod";
import { text } from "../common/text";
import { formatUsd } from "../common/format";
import type { FieldIssue } from "../common/api-contract";
import type { BaselineRow, BaselineRowKind, BidBaseline } from "./baseline";

/** How a row is answered. Alternates are added, deducted or not offered; a unit price is given or not offered. */
export const BID_ROW_STATUSES = ["included", "allowance", "excluded", "add", "deduct", "notOffered"] as const;
export type BidRowStatus = (typeof BID_ROW_STATUSES)[number];

export const STATUSES_BY_KIND: Record<BaselineRowKind, readonly BidRowStatus[]> = {
  scope: ["included", "allowance", "excluded"],
  allowance: ["included", "allowance", "excluded"],
  alternate: ["add", "deduct", "notOffered"],
  unitPrice: ["included", "notOffered"],
};

/** The statuses that carry an amount: the price, the allowance, the add or deduct, the price per unit. */
export const PRICED_STATUSES: readonly BidRowStatus[] = ["included", "allowance", "add", "deduct"];

/**
 * Size caps of a bid. A real bid fits easily (the largest bid form has a few dozen rows; 5,000 characters of
 * qualifications is two pages); the caps keep one request from storing a book. Amounts are dollars and
 * cents up to ten million, far above any outdoor kitchen.
 */
export const BID_LIMITS = {
  rows: 200,
  rowId: 100,
  note: 1000,
  company: 200,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 40,
  licenceNumber: 50,
  licenceClass: 100,
  insuranceCarrier: 200,
  qualifications: 5000,
  amountMax: 10_000_000,
  warrantyYears: { min: 0, max: 50 },
  durationWeeks: { min: 1, max: 260 },
  sowVersionMax: 2_147_483_647,
} as const;

const STATUS_WORDS: Record<BidRowStatus, string> = {
  included: "included",
  allowance: "allowance",
  excluded: "excluded",
  add: "add",
  deduct: "deduct",
  notOffered: "not offered",
};

function choices(statuses: readonly BidRowStatus[]): string {
  const words = statuses.map((s) => STATUS_WORDS[s]);
  return `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

/** The words of every complaint, in one place so the form and the server say the same. */
export const BID_MESSAGES = {
  amount: "Enter an amount in dollars, for example 1250 or 1250.50",
  amountNegative: "An amount is never below zero: for an alternate that lowers the price, choose deduct",
  amountCents: "Enter the amount to the cent at most (two decimals)",
  amountMax: `The amount can be at most ${formatUsd(BID_LIMITS.amountMax)}`,
  date: "Enter the date as YYYY-MM-DD, for example 2027-03-01",
  email: "Enter a valid e-mail address, for example office@example.com",
  wholeNumber: "Enter a whole number",
  warrantyYears: `Enter the warranty in whole years, ${BID_LIMITS.warrantyYears.min} to ${BID_LIMITS.warrantyYears.max}`,
  durationWeeks: `Enter the duration in whole weeks, ${BID_LIMITS.durationWeeks.min} to ${BID_LIMITS.durationWeeks.max}`,
  sowVersion: "The bid must name the SOW version it prices",
  tooManyRows: `A bid has at most ${BID_LIMITS.rows} rows`,
  rowId: "The row is missing its id: reload the bid form",
  submit: "Say whether this is a draft (false) or the bid to submit (true)",
  status: `Choose ${choices(BID_ROW_STATUSES)}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters`,
  required: (what: string) => `Enter ${what} before you submit`,
  unknownRow: (rowId: string, version: number) => `Row "${rowId}" is not on the bid form of SOW version ${version}: reload the bid form`,
  duplicateRow: (title: string) => `${title}: this row is answered twice; keep one answer`,
  wrongStatus: (title: string, kind: BaselineRowKind) => `${title}: choose ${choices(STATUSES_BY_KIND[kind])}`,
  unanswered: (title: string, kind: BaselineRowKind) => `${title}: not answered yet; choose ${choices(STATUSES_BY_KIND[kind])}`,
  amountNeeded: (title: string, status: BidRowStatus) =>
    status === "included" ? `${title}: enter your price, or mark the row excluded` : `${title}: enter the amount of the ${STATUS_WORDS[status]}`,
  unitPriceNeeded: (title: string) => `${title}: enter your price per unit, or mark it not offered`,
  wrongVersion: (sent: number, version: number) =>
    `This bid names SOW version ${sent}, but the form it was checked against is version ${version}: reload the bid form`,
} as const;

/** The fields a contractor fills besides the rows, with the words a complaint uses for each. */
export const BIDDER_FIELD_LABELS = {
  company: "Company name",
  contactName: "Contact name",
  contactEmail: "Contact e-mail",
  contactPhone: "Contact phone",
  licenceNumber: "Licence number",
  licenceClass: "Licence class",
  insuranceCarrier: "Insurance carrier",
  insuranceExpiry: "Insurance expiry date",
  warrantyYears: "Warranty (years from final completion)",
  earliestStart: "Earliest start date",
  durationWeeks: "Duration (weeks)",
  validUntil: "Bid valid until",
  qualifications: "Qualifications",
} as const;
export type BidderField = keyof typeof BIDDER_FIELD_LABELS;

/**
 * What a submission must fill. The licence and the insurance may be left blank (a state may license no
 * general contractors): the comparison then flags them as missing, for the owner to weigh.
 */
export const REQUIRED_ON_SUBMIT = {
  company: "the company name",
  contactName: "the contact's name",
  contactEmail: "the contact's e-mail",
  warrantyYears: "the warranty in years",
  earliestStart: "the earliest start date",
  durationWeeks: "the duration in weeks",
  validUntil: "the date the bid is valid until",
} as const satisfies Partial<Record<BidderField, string>>;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" names a real calendar day (no February 30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A text a draft may leave blank; trimmed. */
const field = (name: BidderField, max: number) =>
  text({ error: BID_MESSAGES.tooLong(BIDDER_FIELD_LABELS[name], max) })
    .trim()
    .max(max, { message: BID_MESSAGES.tooLong(BIDDER_FIELD_LABELS[name], max) })
    .default("");

/** A calendar day, or blank in a draft. */
const day = () =>
  text({ error: BID_MESSAGES.date })
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), { message: BID_MESSAGES.date })
    .default("");

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z
    .int({ error: message })
    .min(range.min, { message })
    .max(range.max, { message })
    .nullable()
    .default(null);

/** Dollars and cents, never below zero: a deduct says its direction by its status. */
export const amountSchema = z
  .number({ error: BID_MESSAGES.amount })
  .min(0, { message: BID_MESSAGES.amountNegative })
  .max(BID_LIMITS.amountMax, { message: BID_MESSAGES.amountMax })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: BID_MESSAGES.amountCents });

export const bidRowSchema = z.object({
  rowId: text({ error: BID_MESSAGES.rowId }).trim().min(1, { message: BID_MESSAGES.rowId }).max(BID_LIMITS.rowId, { message: BID_MESSAGES.rowId }),
  /** null: not answered yet (a draft). */
  status: z.enum(BID_ROW_STATUSES, { error: BID_MESSAGES.status }).nullable().default(null),
  /**
   * The price (included), the allowance, the add or deduct (its size), or the price per unit. Kept on an
   * excluded or not-offered row, so switching back restores what was typed; leveling ignores it there.
   */
  amount: amountSchema.nullable().default(null),
  note: text({ error: BID_MESSAGES.tooLong("The note", BID_LIMITS.note) })
    .trim()
    .max(BID_LIMITS.note, { message: BID_MESSAGES.tooLong("The note", BID_LIMITS.note) })
    .default(""),
});
export type BidRowAnswer = z.infer<typeof bidRowSchema>;

/**
 * PUT /api/bids/:token: the shape, the types and the limits, whatever the SOW version. `bidSchemaFor` adds
 * what needs the version's rows: which rows exist, which answers fit them, and a submission's completeness.
 */
export const bidBodySchema = z.object({
  sowVersion: z.int({ error: BID_MESSAGES.sowVersion }).min(1, { message: BID_MESSAGES.sowVersion }).max(BID_LIMITS.sowVersionMax, { message: BID_MESSAGES.sowVersion }),
  rows: z.array(bidRowSchema).max(BID_LIMITS.rows, { message: BID_MESSAGES.tooManyRows }).default([]),
  company: field("company", BID_LIMITS.company),
  contactName: field("contactName", BID_LIMITS.contactName),
  contactEmail: field("contactEmail", BID_LIMITS.contactEmail).refine((v) => v === "" || z.email().safeParse(v).success, { message: BID_MESSAGES.email }),
  contactPhone: field("contactPhone", BID_LIMITS.contactPhone),
  licenceNumber: field("licenceNumber", BID_LIMITS.licenceNumber),
  licenceClass: field("licenceClass", BID_LIMITS.licenceClass),
  insuranceCarrier: field("insuranceCarrier", BID_LIMITS.insuranceCarrier),
  insuranceExpiry: day(),
  warrantyYears: wholeNumber(BID_LIMITS.warrantyYears, BID_MESSAGES.warrantyYears),
  earliestStart: day(),
  durationWeeks: wholeNumber(BID_LIMITS.durationWeeks, BID_MESSAGES.durationWeeks),
  validUntil: day(),
  qualifications: field("qualifications", BID_LIMITS.qualifications),
  /** false: keep as a draft; true: submit to the owner. */
  submit: z.boolean({ error: BID_MESSAGES.submit }).default(false),
});
export type BidBody = z.infer<typeof bidBodySchema>;
/** What a client sends: the defaults may be left out. */
export type BidBodyInput = z.input<typeof bidBodySchema>;

function isBlank(value: string | number | null): boolean {
  return value === null || value === "";
}

/** Whether a status answers a row of this kind with an amount that must be given. */
export function needsAmount(status: BidRowStatus): boolean {
  return PRICED_STATUSES.includes(status);
}

/** The complaints that need the rows of the version bid on, each with its path. */
function rowIssues(bid: BidBody, baseline: BidBaseline): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (bid.sowVersion !== baseline.sowVersion) {
    issues.push({ path: ["sowVersion"], message: BID_MESSAGES.wrongVersion(bid.sowVersion, baseline.sowVersion) });
    return issues;
  }
  const rows = new Map<string, BaselineRow>(baseline.rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  bid.rows.forEach((answer, i) => {
    const row = rows.get(answer.rowId);
    if (!row) {
      issues.push({ path: ["rows", i, "rowId"], message: BID_MESSAGES.unknownRow(answer.rowId, baseline.sowVersion) });
      return;
    }
    if (seen.has(row.id)) {
      issues.push({ path: ["rows", i, "rowId"], message: BID_MESSAGES.duplicateRow(row.title) });
      return;
    }
    seen.add(row.id);
    if (answer.status !== null && !STATUSES_BY_KIND[row.kind].includes(answer.status)) {
      issues.push({ path: ["rows", i, "status"], message: BID_MESSAGES.wrongStatus(row.title, row.kind) });
      return;
    }
    if (!bid.submit) return;
    if (answer.status === null) {
      issues.push({ path: ["rows", i, "status"], message: BID_MESSAGES.unanswered(row.title, row.kind) });
    } else if (needsAmount(answer.status) && answer.amount === null) {
      const message = row.kind === "unitPrice" ? BID_MESSAGES.unitPriceNeeded(row.title) : BID_MESSAGES.amountNeeded(row.title, answer.status);
      issues.push({ path: ["rows", i, "amount"], message });
    }
  });
  if (bid.submit) {
    // a row of the form the body does not carry has no index to point at: the complaint is the rows' and names it
    for (const row of baseline.rows) {
      if (!seen.has(row.id)) issues.push({ path: ["rows"], message: BID_MESSAGES.unanswered(row.title, row.kind) });
    }
    for (const [name, what] of Object.entries(REQUIRED_ON_SUBMIT) as [keyof typeof REQUIRED_ON_SUBMIT, string][]) {
      if (isBlank(bid[name])) issues.push({ path: [name], message: BID_MESSAGES.required(what) });
    }
  }
  return issues;
}

/**
 * The body of PUT /api/bids/:token checked against the rows of the SOW version it bids on: every row it
 * answers is on that version's form and answered as its kind allows; a submission answers every row, gives
 * an amount wherever its answer needs one, and fills the bidder's required fields.
 */
export function bidSchemaFor(baseline: BidBaseline) {
  return bidBodySchema.superRefine((bid, ctx) => {
    for (const issue of rowIssues(bid, baseline)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/** A zod path as the API's field complaints print it: "rows.3.amount", "validUntil". */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(body)" : path.map(String).join(".");
}

/** Checks a body against a version's rows: the stored bid, or every complaint with its field. */
export function parseBid(input: unknown, baseline: BidBaseline): { ok: true; bid: BidBody } | { ok: false; issues: FieldIssue[] } {
  const result = bidSchemaFor(baseline).safeParse(input);
  if (result.success) return { ok: true, bid: result.data };
  return { ok: false, issues: result.error.issues.map((i) => ({ path: issuePath(i.path), message: i.message })) };
}
