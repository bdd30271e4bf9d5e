import { sql } from "drizzle-orm";
import { DEFAULT_PRICING, fromCents, type Pricing, SERVICE_TIERS, type ServiceTier, toCents } from "../../../domain/commerce/tiers";
import type { Db } from "../../db/client";
import { tierPrices } from "../../db/schema";

/**
 * Gives every tier its decision-9 default price unless it has one already, so a new installation can sell
 * at once. Runs at start-up; an administrator's prices are never overwritten.
 */
export async function seedDefaultPricing(db: Db): Promise<void> {
  await db
    .insert(tierPrices)
    .values(
      SERVICE_TIERS.map((tier) => ({
        tier,
        priceCents: toCents(DEFAULT_PRICING[tier].price),
        originalPriceCents:
          DEFAULT_PRICING[tier].originalPrice === null ? null : toCents(DEFAULT_PRICING[tier].originalPrice),
      })),
    )
    .onConflictDoNothing({ target: tierPrices.tier });
}

/** The pricing table in dollars: the only source of what a customer is charged. */
export async function readPricing(db: Db): Promise<Pricing> {
  const rows = await db.select().from(tierPrices);
  const byTier = new Map(rows.map((row) => [row.tier, row]));
  const pricing = {} as Pricing;
  for (const tier of SERVICE_TIERS) {
    const row = byTier.get(tier);
    if (!row) throw new Error(`the price of the ${tier} tier is missing from tier_prices`);
    pricing[tier] = {
      price: fromCents(row.priceCents),
      originalPrice: row.originalPriceCents === null ? null : fromCents(row.originalPriceCents),
    };
  }
  return pricing;
}

/** Sets one tier's price (administrators; the editor of the admin issue calls this). */
export async function writeTierPrice(
  db: Db,
  tier: ServiceTier,
  price: { price: number; originalPrice: number | null },
): Promise<void> {
  await db
    .update(tierPrices)
    .set({
      priceCents: toCents(price.price),
      originalPriceCents: price.originalPrice === null ? null : toCents(price.originalPrice),
      updatedAt: sql`now()`,
    })
    .where(sql`${tierPrices.tier} = ${tier}`);
}
