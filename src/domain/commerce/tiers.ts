// Service tiers, their prices and what each one includes (docs/product/accounts-and-commerce.md sections 2 and 9; docs/product/accounts-and-commerce.md section 10.4).
// The server computes every amount a customer pays from the pricing table with these functions; the client
// uses the same functions only to show the price it will be asked for.
import { z } from "zod";
import { formatUsd } from "../common/format";
import { text } from "../common/text";
import { DEFAULT_PRICING, type Pricing, SERVICE_TIERS, type ServiceTier, type TierPrice } from "./tier-prices";

export { DEFAULT_PRICING, type Pricing, SERVICE_TIERS, type ServiceTier, type TierPrice };
export const serviceTierSchema = z.enum(SERVICE_TIERS);

/** The currency of every order (ISO 4217, lower case as the card provider writes it). */
export const CURRENCY = "usd";

/** docs/product/accounts-and-commerce.md: "Rush fee $20 (next-business-day)". */
export const RUSH_FEE_USD = 20;
/** docs/product/accounts-and-commerce.md: "Turnaround 2 days". */
export const TURNAROUND_DAYS = 2;
/** docs/product/accounts-and-commerce.md: "Limited offer valid 24 hours". */
export const LIMITED_OFFER_HOURS = 24;
/** docs/product/accounts-and-commerce.md: the pricing cache of GET /api/pricing. */
export const PRICING_CACHE_SECONDS = 60;

/** What each tier offers besides the document (docs/product/accounts-and-commerce.md section 9). */
export const TIER_TERMS = {
  bronze: { msiQuoteUsd: 40 },
  silver: { revisions: 1, freeQuotes: 2 },
  gold: { onsiteVisits: 4, fullPriceFromUsd: 6600, refundableDays: 4 },
} as const;

/**
 * How many revisions a paid order of a tier includes besides the version it paid for (decision 0024):
 * bronze none, silver TIER_TERMS.silver.revisions, gold unlimited (null) while the project is open.
 */
export const TIER_REVISIONS: Record<ServiceTier, number | null> = {
  bronze: 0,
  silver: TIER_TERMS.silver.revisions,
  gold: null,
};

/** The Statement of Work versions an order of this tier covers: its paid version plus the revisions (null: no limit). */
export function coveredVersionsOf(tier: ServiceTier): number | null {
  const revisions = TIER_REVISIONS[tier];
  return revisions === null ? null : 1 + revisions;
}

/** "no revisions", "1 revision", "unlimited revisions". */
export function revisionsText(tier: ServiceTier): string {
  const revisions = TIER_REVISIONS[tier];
  if (revisions === null) return "unlimited revisions";
  if (revisions === 0) return "no revisions";
  return `${revisions} ${revisions === 1 ? "revision" : "revisions"}`;
}

/** Largest price the editor accepts: far above any tier, low enough that cents stay exact integers. */
export const MAX_TIER_PRICE_USD = 100_000;

const dollars = z
  .number()
  .positive({ message: "Must be more than $0" })
  .max(MAX_TIER_PRICE_USD, { message: `Must be at most ${formatUsd(MAX_TIER_PRICE_USD)}` })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: "Use at most two decimals" });

export const tierPriceSchema = z
  .object({ price: dollars, originalPrice: dollars.nullable() })
  .refine((p) => p.originalPrice === null || p.originalPrice > p.price, {
    message: "The original price must be higher than the price, or empty",
    path: ["originalPrice"],
  });

export const pricingSchema = z.object({ bronze: tierPriceSchema, silver: tierPriceSchema, gold: tierPriceSchema });

export function toCents(dollarsAmount: number): number {
  return Math.round(dollarsAmount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** What the customer is charged for a tier, in cents: the tier's price plus the rush fee when chosen. */
export function orderAmountCents(pricing: Pricing, tier: ServiceTier, rushFee: boolean): number {
  return toCents(pricing[tier].price) + (rushFee ? toCents(RUSH_FEE_USD) : 0);
}

/** The price shown on a tier card in dollars, rush fee included when ticked. */
export function shownTierPrice(price: TierPrice, rushFee: boolean): number {
  return fromCents(toCents(price.price) + (rushFee ? toCents(RUSH_FEE_USD) : 0));
}

/**
 * "Saving up to $720" (docs/product/accounts-and-commerce.md): the largest saving of any tier against its original price, so the offer's
 * wording stays true when an administrator changes a price. 0 when no tier is on offer.
 */
export function limitedOfferSaving(pricing: Pricing): number {
  return Math.max(
    0,
    ...SERVICE_TIERS.map((tier) => {
      const { price, originalPrice } = pricing[tier];
      return originalPrice === null ? 0 : fromCents(toCents(originalPrice) - toCents(price));
    }),
  );
}

/** "silver" -> "Silver" (the product's payment summary capitalises the tier). */
export function tierName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

export type TierDetails = { title: string; tagline: string; features: string[] };

/**
 * The words of each tier card (docs/product/accounts-and-commerce.md section 2). Every figure comes from the constants above or from the
 * tier's current price, so the cards and the confirmation e-mail never disagree with the pricing table.
 */
export function tierDetails(tier: ServiceTier, pricing: Pricing): TierDetails {
  const turnaround = `Delivered within ${TURNAROUND_DAYS} days`;
  const sow = "Contractor-ready Statement of Work (PDF and HTML)";
  switch (tier) {
    case "bronze":
      return {
        title: "Bronze",
        tagline: "The Statement of Work for your design",
        features: [
          sow,
          "To-scale plan drawing, design check and a bid form for three contractors",
          `MSI quotes at ${formatUsd(TIER_TERMS.bronze.msiQuoteUsd)} each`,
          turnaround,
        ],
      };
    case "silver": {
      const { revisions, freeQuotes } = TIER_TERMS.silver;
      return {
        title: "Silver",
        tagline: "Your Statement of Work, refined once with you",
        features: [
          "Everything in Bronze",
          `${revisions} ${revisions === 1 ? "revision" : "revisions"} of your design`,
          `${freeQuotes} free quotes`,
          turnaround,
        ],
      };
    }
    case "gold": {
      const { onsiteVisits, fullPriceFromUsd, refundableDays } = TIER_TERMS.gold;
      return {
        title: "Gold",
        tagline: "We see your project through on site",
        features: [
          "Everything in Silver",
          `Up to ${onsiteVisits} onsite visits`,
          `A ${formatUsd(pricing.gold.price)} deposit against a full price of ${formatUsd(fullPriceFromUsd)}+`,
          `Deposit refundable within ${refundableDays} days`,
        ],
      };
    }
  }
}

/** POST /api/create-checkout-session: what to buy. The price is never sent; the server looks it up. */
export const checkoutBodySchema = z.object({
  projectId: z.coerce.number().int().positive().max(2_147_483_647),
  serviceTier: serviceTierSchema,
  rushFee: z.boolean().default(false),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Checkout session ids are the card provider's (cs_...) or the local test checkout's. */
export const checkoutSessionIdSchema = text()
  .trim()
  .min(1, { message: "The payment session id is missing" })
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, { message: "Not a payment session id" });

export const paymentVerifyBodySchema = z.object({ sessionId: checkoutSessionIdSchema });

/** The answer of POST /api/payment/verify (docs/product/accounts-and-commerce.md: success, serviceTier, amount in dollars). */
export const paymentVerificationSchema = z.object({
  success: z.boolean(),
  serviceTier: serviceTierSchema,
  amount: z.number(),
  rushFee: z.boolean(),
  projectId: z.int(),
  orderId: z.int(),
  /** Why the payment is not (yet) confirmed, when success is false. */
  message: z.string().optional(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** The product's checkout toasts. */
export const CHECKOUT_MESSAGES = {
  setupRequired: {
    title: "Payment Processing Setup Required",
    description: "Payment system is being configured. Please try again in a few moments.",
  },
  noUrl: { title: "Checkout Error", description: "Unable to create checkout session. Please try again." },
  failed: "Failed to process order. Please try again.",
} as const;

/** What the local test checkout page shows (GET /api/test-checkout/:sessionId). */
export const testCheckoutViewSchema = z.object({
  sessionId: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  serviceTier: serviceTierSchema,
  rushFee: z.boolean(),
  /** Dollars. */
  amount: z.number(),
  currency: z.string(),
  lineItems: z.array(z.object({ name: z.string(), amount: z.number() })),
  projectId: z.int(),
  projectName: z.string(),
  expiresAt: z.string(),
});
export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;

/** Where the browser goes after the test checkout's Pay or Cancel. */
export const redirectAnswerSchema = z.object({ redirectUrl: z.string() });
