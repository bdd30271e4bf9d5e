// The agreement an award produces (docs/product/bids.md section 4): the awarded bid bound to the SOW version it
// prices, the parties, the schedule and the payments, as a document of the SOW's own model so the SOW's
// renderers draw it (PDF and HTML) unchanged. Pure: the server keeps the input as written, hashes the
// document built from it, and records each party's acceptance.
import { formatLongDate, formatQuantity, formatUsd, plural } from "../common/format";
import type { SowBlock, SowDocument, SowSection, SowTable } from "../sow/model";
import { paymentSchedule, paymentTable, stateTermsBlocks } from "../sow/contract-terms";
import { genericStateTerms, stateName, stateTerms } from "../sow/state-terms";
import { type BaselineRow, type BidBaseline, isTotalled } from "./baseline";
import type { BidBody, BidRowStatus } from "./bid";
import { type LeveledBid, levelBids } from "./leveling";

export const AGREEMENT_PARTIES = ["owner", "contractor"] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

/** Everything the agreement is built from, kept as written when the owner awards the bid. */
export interface AgreementInput {
  project: { id: number; name: string };
  /** The SOW version the bid prices, as the SOW prints it. */
  sow: { version: number; issuedOn: string; documentId: string };
  owner: { name: string; email: string; propertyAddress: string; propertyState: string };
  /** The awarded submission: the bid's body without `submit`, as stored. */
  bid: { id: number; revision: number; submittedAt: string; body: Omit<BidBody, "submit"> };
  /** The rows of that SOW version with the product's estimates: what the bid is leveled against. */
  baseline: BidBaseline;
  /** The owner's maximum completion in weeks (step 8), or null. */
  maxCompletionWeeks: number | null;
  /** ISO day of the award: the day the bid's dates are judged on. */
  awardedOn: string;
}

/** One party's acceptance: the typed full name, when (ISO instant, UTC), from where, and the hash accepted. */
export interface AgreementAcceptance {
  party: AgreementParty;
  fullName: string;
  acceptedAt: string;
  ipAddress: string;
  documentHash: string;
}

export const AGREEMENT_TITLE = "Agreement: Outdoor Kitchen";

export const AGREEMENT_DISCLAIMER =
  "Each party accepts this agreement online by typing their full name; the time, the address the acceptance " +
  "came from and the SHA-256 hash of this document as accepted are recorded with it, a simple electronic " +
  "signature as the US ESIGN Act allows. The Statement of Work named on this page is part of the agreement.";

export const NOT_YET_ACCEPTED = "Not yet accepted";

/** "AGR-000012-v2": one agreement per project, on the SOW version it binds. */
export function agreementDocumentId(projectId: number, sowVersion: number): string {
  return `AGR-${String(projectId).padStart(6, "0")}-v${sowVersion}`;
}

/** The downloaded file's name: "agreement-project-12.pdf", "agreement-project-12-signed.html" once both have accepted. */
export function agreementFileName(projectId: number, type: "pdf" | "html", signed: boolean): string {
  return `agreement-project-${projectId}${signed ? "-signed" : ""}.${type}`;
}

const PARTY_LABELS: Record<AgreementParty, string> = { owner: "Owner", contractor: "Contractor" };

const ANSWER_WORDS: Record<BidRowStatus, string> = {
  included: "Included",
  allowance: "Allowance",
  excluded: "Excluded",
  add: "Add",
  deduct: "Deduct",
  notOffered: "Not offered",
};

function p(text: string, style: "normal" | "lead" | "note" = "normal"): SowBlock {
  return { kind: "paragraph", text, style };
}

function keyValues(rows: Array<[string, string]>): SowBlock {
  return { kind: "keyValues", rows: rows.map(([label, value]) => ({ label, value })) };
}

const orNotGiven = (value: string) => (value.trim() === "" ? "Not given" : value);
const day = (iso: string) => (iso === "" ? "Not given" : formatLongDate(iso));

function quantityOf(row: Pick<BaselineRow, "quantity" | "unit">): string {
  if (row.quantity === null) return row.unit ?? "";
  return row.unit ? `${formatQuantity(row.quantity)} ${row.unit}` : formatQuantity(row.quantity);
}

/** The leveled bid of the input: levelBids on the baseline, judged on the day of the award. */
export function leveledAward(input: AgreementInput): LeveledBid {
  const leveled = levelBids(input.baseline, [{ id: String(input.bid.id), bid: { ...input.bid.body, submit: true } }], {
    today: input.awardedOn,
    maxCompletionWeeks: input.maxCompletionWeeks,
  }).bids[0];
  if (!leveled) throw new Error("the awarded bid could not be leveled");
  return leveled;
}

function cover(input: AgreementInput, documentId: string, leveled: LeveledBid): SowBlock[] {
  const { body } = input.bid;
  return [
    p(
      `${input.owner.name} (the owner) and ${body.company} (the contractor) agree that the contractor builds the outdoor ` +
        `kitchen described by Statement of Work ${input.sow.documentId} at the prices of the contractor's bid below, ` +
        "on the schedule and payment terms of this agreement.",
      "lead",
    ),
    keyValues([
      ["Agreement", documentId],
      ["Statement of Work", `${input.sow.documentId}, version ${input.sow.version}, issued ${formatLongDate(input.sow.issuedOn)}`],
      ["Project", `#${input.project.id} ${input.project.name}`],
      ["Awarded", formatLongDate(input.awardedOn)],
      ["Bid", `Submission ${input.bid.revision} of ${formatLongDate(input.bid.submittedAt)}`],
      ["Contract price", formatUsd(leveled.baseTotal)],
    ]),
  ];
}

function parties(input: AgreementInput): SowBlock[] {
  const b = input.bid.body;
  return [
    { kind: "subheading", text: "Owner" },
    keyValues([
      ["Name", input.owner.name],
      ["E-mail", input.owner.email],
      ["Property address", orNotGiven(input.owner.propertyAddress)],
    ]),
    { kind: "subheading", text: "Contractor" },
    keyValues([
      ["Company", b.company],
      ["Contact", b.contactName],
      ["E-mail", b.contactEmail],
      ["Phone", orNotGiven(b.contactPhone)],
      ["Licence number", orNotGiven(b.licenceNumber)],
      ["Licence class", orNotGiven(b.licenceClass)],
      ["Insurance carrier", orNotGiven(b.insuranceCarrier)],
      ["Insurance expires", day(b.insuranceExpiry)],
    ]),
  ];
}

/** What the bid answers on a row of the scope or the allowances. */
function scopeCells(row: BaselineRow, cell: LeveledBid["rows"][number]): string[] {
  const answer = cell.status === null ? "Not priced" : ANSWER_WORDS[cell.status];
  const amount = cell.amount === null || cell.status === "excluded" ? "-" : formatUsd(cell.amount);
  const note = [cell.status === "excluded" || cell.status === null ? "Not part of this contract" : "", cell.note]
    .filter(Boolean)
    .join("; ");
  return [row.title, quantityOf(row), answer, amount, note];
}

function prices(input: AgreementInput, leveled: LeveledBid): SowBlock[] {
  const rows = input.baseline.rows;
  const scope: SowTable = {
    kind: "table",
    caption: "The awarded rows: the scope and the allowances",
    columns: [
      { header: "Row", align: "left", weight: 3 },
      { header: "Quantity", align: "right", weight: 1 },
      { header: "Answer", align: "left", weight: 1 },
      { header: "Amount", align: "right", weight: 1.2 },
      { header: "Note", align: "left", weight: 2 },
    ],
    rows: [
      ...rows.flatMap((row, i) => {
        const cell = leveled.rows[i];
        return isTotalled(row) && cell ? [{ cells: scopeCells(row, cell) }] : [];
      }),
      { cells: ["Contract price (base total)", "", "", formatUsd(leveled.baseTotal), "Included prices and allowances"], emphasis: true },
    ],
    fillIn: false,
  };
  const blocks: SowBlock[] = [
    p("Each price is the contractor's whole price for the row: overhead, profit and tax included."),
    scope,
    keyValues([
      ["Contract price (base total)", formatUsd(leveled.baseTotal)],
      ["Of which allowances", formatUsd(leveled.allowanceTotal)],
      ["Leveled total", formatUsd(leveled.leveledTotal)],
    ]),
    p(
      leveled.plugTotal > 0
        ? `The leveled total adds the product's estimate (${formatUsd(leveled.plugTotal)}) for the rows this bid excludes or leaves unpriced, ` +
            "so it compares with the other bids; that work is not part of this contract, and the owner arranges it apart."
        : "The bid prices every row of the scope and the allowances: the leveled total is the contract price.",
      "note",
    ),
    p(
      "An allowance is a provisional amount: the work is billed at its actual cost, and the difference from the allowance is " +
        "added or credited by a written change order.",
      "note",
    ),
  ];
  return blocks;
}

function optionRows(input: AgreementInput, leveled: LeveledBid, kind: "alternate" | "unitPrice"): string[][] {
  return input.baseline.rows.flatMap((row, i) => {
    const cell = leveled.rows[i];
    if (row.kind !== kind || !cell) return [];
    const answer = cell.status === null ? "Not priced" : ANSWER_WORDS[cell.status];
    const priced = cell.amount !== null && cell.status !== "notOffered";
    if (kind === "alternate") {
      return [[row.title, answer, priced && cell.amount !== null ? formatUsd(Math.abs(cell.amount)) : "-", cell.note]];
    }
    const unit = !row.unit || row.unit === "each" ? "each" : `per ${row.unit}`;
    return [[row.title, answer, priced && cell.amount !== null ? `${formatUsd(cell.amount)} ${unit}` : "-", cell.note]];
  });
}

function options(input: AgreementInput, leveled: LeveledBid): SowBlock[] {
  const columns: SowTable["columns"] = [
    { header: "Row", align: "left", weight: 3 },
    { header: "Answer", align: "left", weight: 1 },
    { header: "Price", align: "right", weight: 1.3 },
    { header: "Note", align: "left", weight: 2 },
  ];
  const alternates = optionRows(input, leveled, "alternate");
  const units = optionRows(input, leveled, "unitPrice");
  return [
    p(
      "The alternates and unit prices are accepted as priced: none is part of the contract price; the owner takes an " +
        "alternate, or work measured at a unit price, by a written change order at the price below.",
    ),
    alternates.length > 0
      ? { kind: "table", caption: "Alternates", columns, rows: alternates.map((cells) => ({ cells })), fillIn: false }
      : p("The Statement of Work asks for no alternates."),
    units.length > 0
      ? { kind: "table", caption: "Unit prices", columns, rows: units.map((cells) => ({ cells })), fillIn: false }
      : p("The Statement of Work asks for no unit prices."),
  ];
}

function schedule(input: AgreementInput): SowBlock[] {
  const b = input.bid.body;
  const max = input.maxCompletionWeeks;
  return [
    keyValues([
      ["Earliest start", day(b.earliestStart)],
      ["Duration", b.durationWeeks === null ? "Not given" : plural(b.durationWeeks, "week")],
      ["Owner's maximum completion", max === null ? "None set" : plural(max, "week")],
    ]),
    p(
      "The work starts on a date the parties agree in writing, no earlier than the earliest start above, and reaches final " +
        "completion within the duration above; days lost to weather that stops outdoor work extend it day for day, when recorded in writing at the time.",
    ),
  ];
}

function payments(input: AgreementInput, leveled: LeveledBid): SowBlock[] {
  const state = input.owner.propertyState;
  const terms = stateTerms(state);
  const price = leveled.baseTotal;
  const deposit = paymentSchedule(price, terms)[0]?.amountUsd ?? 0;
  const rule = terms ? terms.deposit : genericStateTerms(state);
  const table = paymentTable(price, terms);
  return [
    {
      kind: "list",
      ordered: false,
      items: [
        `Deposit: ${rule} The deposit of this agreement is ${formatUsd(deposit)}.`,
        "Progress payments tied to the milestones below, each for work done and never ahead of it.",
        "A lien waiver with each payment, from the contractor and from any subcontractor or supplier paid.",
      ],
    },
    // the SOW's table priced at the contract price: its total row names that price, not the estimate
    { ...table, rows: table.rows.map((r) => (r.emphasis ? { ...r, cells: r.cells.map((c) => (c === "The estimate's total" ? "The contract price" : c)) } : r)) },
    ...stateTermsBlocks(terms, state),
  ];
}

function warranty(input: AgreementInput): SowBlock[] {
  const b = input.bid.body;
  const years = b.warrantyYears === null ? "Not given" : `${plural(b.warrantyYears, "year")} from final completion`;
  return [
    keyValues([["Warranty", years]]),
    { kind: "subheading", text: "The contractor's qualifications" },
    p(b.qualifications.trim() === "" ? "None: the bid states no qualifications." : b.qualifications),
    p("The qualifications are part of this agreement, as the bid states them.", "note"),
  ];
}

function signatures(input: AgreementInput, acceptances: readonly AgreementAcceptance[]): SowBlock[] {
  const names: Record<AgreementParty, string> = { owner: input.owner.name, contractor: `${input.bid.body.contactName}, ${input.bid.body.company}` };
  const blocks: SowBlock[] = [
    p("Each party accepts this agreement online by typing their full name. It binds once both have accepted this same document, and is locked from then on."),
  ];
  for (const party of AGREEMENT_PARTIES) {
    const accepted = acceptances.find((a) => a.party === party);
    blocks.push({ kind: "subheading", text: `${PARTY_LABELS[party]}: ${names[party]}` });
    blocks.push(
      accepted
        ? keyValues([
            ["Accepted by (typed name)", accepted.fullName],
            ["Date and time (UTC)", utcStamp(accepted.acceptedAt)],
            ["Address (IP)", accepted.ipAddress],
            ["Document hash accepted (SHA-256)", accepted.documentHash],
          ])
        : keyValues([["Status", NOT_YET_ACCEPTED]]),
    );
  }
  return blocks;
}

/** "2027-01-15 14:03:07 UTC" from an ISO instant. */
export function utcStamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

export const AGREEMENT_SECTION_TITLES = [
  "Agreement",
  "Parties",
  "Prices",
  "Alternates and unit prices",
  "Schedule",
  "Payments",
  "Warranty and qualifications",
  "Acceptance",
] as const;

/**
 * The agreement as a document of the SOW's model. Without acceptances (or with one), it is the unsigned
 * agreement both parties read; with both, the signed copy: the same document, each party's acceptance in its
 * last section. The document depends on its input alone, so the same input always gives the same hash.
 */
export function buildAgreement(input: AgreementInput, acceptances: readonly AgreementAcceptance[] = []): SowDocument {
  const documentId = agreementDocumentId(input.project.id, input.sow.version);
  const leveled = leveledAward(input);
  const content: Array<[id: string, blocks: SowBlock[]]> = [
    ["cover", cover(input, documentId, leveled)],
    ["parties", parties(input)],
    ["prices", prices(input, leveled)],
    ["options", options(input, leveled)],
    ["schedule", schedule(input)],
    ["payments", payments(input, leveled)],
    ["warranty", warranty(input)],
    ["acceptance", signatures(input, acceptances)],
  ];
  const sections: SowSection[] = content.map(([id, blocks], i) => ({ id, number: i + 1, title: AGREEMENT_SECTION_TITLES[i] ?? id, blocks }));
  const place = stateName(input.owner.propertyState);
  return {
    title: AGREEMENT_TITLE,
    documentId,
    version: input.sow.version,
    issuedOn: input.awardedOn,
    runningHeader: `${documentId} · Project #${input.project.id} ${input.project.name} · ${input.owner.name} and ${input.bid.body.company}${place ? ` · ${place}` : ""}`,
    disclaimer: AGREEMENT_DISCLAIMER,
    sections,
  };
}

/**
 * The canonical JSON of a value: object keys sorted, no spaces, so the same document always gives the same
 * text (and hash) whatever order its keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** What is hashed for an agreement: the canonical JSON of its unsigned document (the server takes its SHA-256). */
export function agreementHashText(input: AgreementInput): string {
  return canonicalJson(buildAgreement(input));
}
