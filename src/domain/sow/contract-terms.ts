// The contract terms of the Statement of Work (docs/product/statement-of-work.md section 4): the payment
// schedule computed from the budget's total and the state's deposit rule, the insurance and licence the
// contractor writes in, and the state's notices (right to cancel, lien notice, licence board, disputes).
import { formatUsd } from "../common/format";
import type { SowBlock, SowTable } from "./model";
import { genericStateTerms, maxDepositUsd, type StateTerms, stateName } from "./state-terms";

/** The deposit where the state sets no cap: the product asks for no more than this share unless agreed. */
export const DEFAULT_DEPOSIT_PERCENT = 10;
/** Held back until the punch list is done and every inspection has passed. */
export const FINAL_PAYMENT_PERCENT = 10;

/** The progress payments after the deposit, one per milestone of the schedule, with their share of what remains. */
export const PROGRESS_MILESTONES: ReadonlyArray<{ id: string; milestone: string; sharePercent: number }> = [
  { id: "P1", milestone: "Foundation complete", sharePercent: 15 },
  { id: "P2", milestone: "Frame complete", sharePercent: 20 },
  { id: "P3", milestone: "Rough-in inspection passed", sharePercent: 20 },
  { id: "P4", milestone: "Cladding and countertop installed", sharePercent: 25 },
  { id: "P5", milestone: "Appliances installed and working", sharePercent: 20 },
];

export interface PaymentMilestone {
  /** Stable id: "D" for the deposit, "P1".."P5", "F" for the final payment. */
  id: string;
  milestone: string;
  /** When it falls due. */
  due: string;
  /** In dollars, to the cent. */
  amountUsd: number;
}

const cents = (usd: number): number => Math.round(usd * 100);

/**
 * The payments of the contract on a price: the deposit within the state's cap (10% where the state sets none),
 * a progress payment per milestone, and the final payment; they add up to the price to the cent.
 */
export function paymentSchedule(priceUsd: number, terms: StateTerms | null): PaymentMilestone[] {
  const total = cents(priceUsd);
  const depositCap = cents(terms?.depositCap ? maxDepositUsd(terms, priceUsd) : (priceUsd * DEFAULT_DEPOSIT_PERCENT) / 100);
  const deposit = Math.min(Math.floor(depositCap), total);
  const final = Math.min(Math.round((total * FINAL_PAYMENT_PERCENT) / 100), total - deposit);
  const progress = total - deposit - final;
  let given = 0;
  const progressRows = PROGRESS_MILESTONES.map((m, i) => {
    const last = i === PROGRESS_MILESTONES.length - 1;
    const amount = last ? progress - given : Math.round((progress * m.sharePercent) / 100);
    given += amount;
    return { id: m.id, milestone: m.milestone, due: "On completion of the milestone, for the work done", amountUsd: amount / 100 };
  });
  return [
    { id: "D", milestone: "Deposit", due: "On signing, within the state's cap", amountUsd: deposit / 100 },
    ...progressRows,
    {
      id: "F",
      milestone: "Final payment",
      due: "At final completion: punch list done, every inspection passed, lien releases delivered",
      amountUsd: final / 100,
    },
  ];
}

function percentOf(amount: number, total: number): string {
  if (total <= 0) return "-";
  return `${((amount / total) * 100).toFixed(1)}%`;
}

/** The deposit rule in one sentence, for the property's state. */
export function depositText(terms: StateTerms | null, state: string, priceUsd: number): string {
  const deposit = paymentSchedule(priceUsd, terms)[0]?.amountUsd ?? 0;
  if (terms?.depositCap) {
    return `${terms.deposit} On this estimate the deposit is at most ${formatUsd(deposit)}.`;
  }
  if (terms) {
    return `${terms.deposit} This SOW asks for no more than ${DEFAULT_DEPOSIT_PERCENT}% unless agreed: ${formatUsd(deposit)} on this estimate.`;
  }
  return `${genericStateTerms(state)} On this estimate ${DEFAULT_DEPOSIT_PERCENT}% is ${formatUsd(deposit)}.`;
}

/** The payment schedule as a table: each milestone, when it is due, its amount and share, and the total. */
export function paymentTable(priceUsd: number, terms: StateTerms | null): SowTable {
  const rows = paymentSchedule(priceUsd, terms);
  const sum = rows.reduce((s, r) => s + cents(r.amountUsd), 0) / 100;
  return {
    kind: "table",
    caption: "Payment schedule",
    columns: [
      { header: "Item", align: "left", weight: 0.5 },
      { header: "Milestone", align: "left", weight: 2.2 },
      { header: "Due", align: "left", weight: 3 },
      { header: "Amount", align: "right", weight: 1.2 },
      { header: "Share", align: "right", weight: 0.8 },
    ],
    rows: [
      ...rows.map((r) => ({ cells: [r.id, r.milestone, r.due, formatUsd(r.amountUsd), percentOf(r.amountUsd, priceUsd)] })),
      { cells: ["", "Total", "The estimate's total", formatUsd(sum), percentOf(sum, priceUsd)], emphasis: true },
    ],
    fillIn: false,
  };
}

/** The state's notices: right to cancel, lien notice, licence board and disputes; the generic sentence elsewhere. */
export function stateTermsBlocks(terms: StateTerms | null, state: string): SowBlock[] {
  if (!terms) {
    const name = stateName(state);
    return [
      { kind: "subheading", text: name ? `Terms of ${name} law` : "Terms of the property's state" },
      { kind: "paragraph", text: genericStateTerms(state), style: "normal" },
    ];
  }
  return [
    { kind: "subheading", text: `Terms of ${terms.name} law` },
    {
      kind: "keyValues",
      rows: [
        { label: "Right to cancel", value: terms.rightToCancel },
        { label: "Lien notice", value: terms.lienNotice },
        { label: "Licence", value: terms.licence },
        ...(terms.disputes ? [{ label: "Disputes", value: terms.disputes }] : []),
      ],
    },
  ];
}

/** The insurance and licence the contractor writes in before signing. */
export function insuranceTable(terms: StateTerms | null): SowTable {
  const licenceHint =
    terms?.code === "CA" ? "CSLB class (B general building, or the C classes the work needs)" : "Class or type, and the issuing board";
  return {
    kind: "table",
    caption: "Insurance and licence (contractor to fill in)",
    columns: [
      { header: "Cover or licence", align: "left", weight: 2 },
      { header: "Carrier or board", align: "left", weight: 1.5 },
      { header: "Policy or licence number", align: "left", weight: 1.4 },
      { header: "Limit", align: "left", weight: 1 },
      { header: "Expires", align: "left", weight: 1 },
    ],
    rows: [
      { cells: ["General liability insurance", "", "", "", ""] },
      { cells: ["Workers' compensation insurance (or the state's exemption)", "", "", "", ""] },
      { cells: [`Licence class: ${licenceHint}`, "", "", "", ""] },
    ],
    fillIn: true,
  };
}
