// The service tiers and their prices as plain data (docs/product/accounts-and-commerce.md section 10.4), with
// no validation library: the landing page shows them without loading one. The rules an administrator's prices
// must meet are ./tiers.ts's schemas.

/** The public route that answers the current prices (its contract: ./commerce.contract.ts). */
export const PRICING_PATH = "/api/pricing";

export const SERVICE_TIERS = ["bronze", "silver", "gold"] as const;
export type ServiceTier = (typeof SERVICE_TIERS)[number];

export const TIER_NAMES: Record<ServiceTier, string> = { bronze: "Bronze", silver: "Silver", gold: "Gold" };

export type TierPrice = {
  /** Dollars, at most two decimals. */
  price: number;
  /** The price before the offer, shown struck through; null when there is none. */
  originalPrice: number | null;
};
export type Pricing = Record<ServiceTier, TierPrice>;

/** The default prices (docs/product/accounts-and-commerce.md section 10.4): the prices a new installation starts with (gold's price is its deposit). */
export const DEFAULT_PRICING: Pricing = {
  bronze: { price: 49, originalPrice: 99 },
  silver: { price: 149, originalPrice: 299 },
  gold: { price: 350, originalPrice: 1070 },
};

/**
 * The tier prices of an answer of GET /api/pricing for display, or null when it is not one: a page that only
 * shows prices reads them with this instead of the full schema (the server has validated them when stored).
 */
export function pricesToShow(answer: unknown): Pricing | null {
  if (typeof answer !== "object" || answer === null) return null;
  const pricing = {} as Pricing;
  for (const tier of SERVICE_TIERS) {
    const entry = (answer as Record<string, unknown>)[tier];
    if (typeof entry !== "object" || entry === null) return null;
    const { price, originalPrice } = entry as Record<string, unknown>;
    if (typeof price !== "number" || !(price > 0)) return null;
    if (originalPrice !== null && typeof originalPrice !== "number") return null;
    pricing[tier] = { price, originalPrice };
  }
  return pricing;
}
