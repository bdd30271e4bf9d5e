// Around a purchase: what the homeowner is asked before buying a plan that cannot be built as drawn, what each
// tier offers once a package is bought (docs/product/accounts-and-commerce.md section 2.2 and docs/decisions/0033-upgrades-and-next-steps.md), and
// what happens next after paying, written once for the payment success page and the confirmation e-mail
// (docs/product/accounts-and-commerce.md section 2.10).
import { formatUsd } from "../common/format";
import type { PlannerData } from "../planner/schema";
import { WIZARD_STEPS, type WizardStepId } from "../planner/wizard";
import { designChecks } from "../sow/design-check";
import { bidReadiness } from "../sow/readiness";
import { RUSH_FEE_USD, SERVICE_TIERS, type ServiceTier, TIER_TERMS, TURNAROUND_DAYS, tierName } from "./tiers";

/** A finding of the design check that stops the plan from being built as drawn, and the step that fixes it. */
export interface PurchaseBlocker {
  id: string;
  /** The rule, as the Statement of Work names it: "Run length for the appliances". */
  rule: string;
  /** The figures compared: "Counter run 120 in; the 4 appliances need 160 in ...". */
  figures: string;
  /** What to do about it. */
  action: string | null;
  /** The wizard step where it is fixed (numbered from 1) and that step's title. */
  step: number;
  stepTitle: string;
}

/**
 * Where each blocking finding is fixed. Every rule that blocks today changes the island's size (run length,
 * depth, the U walkway, the L proportion): the dimensions step. A blocking rule added later lands there too
 * until it is given its own step.
 */
const FIX_STEP: Readonly<Record<string, WizardStepId>> = {
  "run-length": "dimensions",
  "island-depth": "dimensions",
  "u-walkway": "dimensions",
  "l-proportion": "dimensions",
};

function stepOf(id: WizardStepId): { step: number; stepTitle: string } {
  const step = WIZARD_STEPS.find((s) => s.id === id) ?? WIZARD_STEPS[0];
  if (!step) throw new Error("the wizard has no steps");
  return { step: step.number, stepTitle: step.title };
}

/** The findings that block bidding (src/domain/sow/readiness.ts), in the check's order, each with its fixing step. */
export function purchaseBlockers(plan: PlannerData): PurchaseBlocker[] {
  return bidReadiness(designChecks(plan)).blocking.map((item) => ({
    id: item.id,
    rule: item.rule,
    figures: item.figures,
    action: item.action,
    ...stepOf(FIX_STEP[item.id] ?? "dimensions"),
  }));
}

/** The words of the question asked before buying a plan with blocking findings. */
export const BLOCKED_PURCHASE_TEXTS = {
  title: "Your plan cannot be built as drawn yet",
  intro: "The design check found something a contractor could not build as drawn:",
  outro:
    "You can fix it first, or buy now: your Statement of Work then lists it as needing attention, and contractors cannot bid on it until the plan is fixed.",
  fix: "Fix it first",
  buy: "Buy anyway",
} as const;

/**
 * What a tier's card offers on step 9 (docs/decisions/0033-upgrades-and-next-steps.md):
 * - "buy": nothing bought yet;
 * - "purchased": the tier bought for this project (never bought twice for a design it covers);
 * - "included": a lower tier, already included in the one bought;
 * - "upgrade": a higher tier, bought as an upgrade at its current price;
 * - "revision": the design changed beyond what was bought, so any tier buys a revision (decision 0024).
 */
export type TierOffer = "buy" | "purchased" | "included" | "upgrade" | "revision";

export function tierOffer(tier: ServiceTier, paidTier: ServiceTier | null, revisionRequired: boolean): TierOffer {
  if (paidTier === null) return "buy";
  if (revisionRequired) return "revision";
  const rank = SERVICE_TIERS.indexOf(tier) - SERVICE_TIERS.indexOf(paidTier);
  if (rank === 0) return "purchased";
  return rank < 0 ? "included" : "upgrade";
}

/** The highest of the tiers bought (null when none): what a new order is compared with. */
export function highestTier(tiers: readonly ServiceTier[]): ServiceTier | null {
  let best: ServiceTier | null = null;
  for (const tier of tiers) if (best === null || SERVICE_TIERS.indexOf(tier) > SERVICE_TIERS.indexOf(best)) best = tier;
  return best;
}

/** The server's answer to an order of a tier the covered design already has (409). */
export function alreadyPurchasedMessage(tier: ServiceTier, bought: ServiceTier): string {
  const what =
    tier === bought
      ? `You have already bought the ${tierName(tier)} package for this design.`
      : `The ${tierName(tier)} package is included in the ${tierName(bought)} package you bought for this design.`;
  return bought === "gold" ? what : `${what} Choose a higher package to upgrade.`;
}

/** The words of a tier card's button, or of its badge when it has no button. */
export function tierOfferLabel(tier: ServiceTier, offer: TierOffer): string {
  const name = tierName(tier);
  switch (offer) {
    case "buy":
      return `Buy ${name}`;
    case "purchased":
      return "Purchased";
    case "included":
      return "Included in your package";
    case "upgrade":
      return `Upgrade to ${name}`;
    case "revision":
      return `Buy a ${name} revision`;
  }
}

const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

/** One thing that happens after paying: a short heading and its sentence. */
export interface NextStep {
  title: string;
  text: string;
}

/** The next steps of every paid project: the payment success page, the e-mail and the project's card. */
export const DOWNLOAD_STEP: NextStep = {
  title: "Download your Statement of Work",
  text: "It is ready now, as a PDF and as an HTML document, and it stays in My projects.",
};
export const BIDS_STEP: NextStep = {
  title: "Get bids",
  text: "Send it to three contractors: its bid form has each of them price the same scope line by line, so their bids compare.",
};

/**
 * What happens next after buying a tier: the download, getting bids, what the tier adds, and when the
 * documents are delivered (with the rush fee, the next business day). The payment success page and the order
 * confirmation e-mail both print exactly these.
 */
export function purchaseNextSteps(tier: ServiceTier, rushFee: boolean): NextStep[] {
  const steps: NextStep[] = [DOWNLOAD_STEP, BIDS_STEP];
  const { bronze, silver, gold } = TIER_TERMS;
  switch (tier) {
    case "bronze":
      steps.push(
        {
          title: "MSI quotes",
          text: `Want a quote from us as well? MSI quotes are ${formatUsd(bronze.msiQuoteUsd)} each: contact us to order one.`,
        },
        {
          title: "Changing your design",
          text: "Bronze includes no revisions: a changed design's Statement of Work is bought as a revision, a new package.",
        },
      );
      break;
    case "silver":
      steps.push(
        {
          title: `${count(silver.revisions, "revision")} included`,
          text: `Change your plan in the planner and download the Statement of Work of the new design; Silver covers ${count(silver.revisions, "revision")}.`,
        },
        {
          title: `${count(silver.freeQuotes, "free quote")}`,
          text: `We contact you to arrange your ${count(silver.freeQuotes, "free quote")}.`,
        },
      );
      break;
    case "gold":
      steps.push(
        {
          title: `Up to ${count(gold.onsiteVisits, "onsite visit")}`,
          text: "We contact you to book the first visit to your site.",
        },
        {
          title: "Your deposit",
          text: `What you paid is a deposit against Gold's full price from ${formatUsd(gold.fullPriceFromUsd)}. It is refundable within ${count(gold.refundableDays, "day")} of payment.`,
        },
        {
          title: "Revisions",
          text: "Change your design as often as you need while the project is open: each new Statement of Work is included.",
        },
      );
      break;
  }
  steps.push(
    rushFee
      ? {
          title: "Rush delivery",
          text: `You chose rush delivery (${formatUsd(RUSH_FEE_USD)}): your documents are delivered by the next business day.`,
        }
      : { title: "Delivery", text: `Your documents are delivered within ${count(TURNAROUND_DAYS, "day")}.` },
  );
  return steps;
}
