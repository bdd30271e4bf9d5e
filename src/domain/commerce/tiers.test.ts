import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coveredVersionsOf,
  DEFAULT_PRICING,
  limitedOfferSaving,
  orderAmountCents,
  type Pricing,
  revisionsText,
  SERVICE_TIERS,
  shownTierPrice,
  tierDetails,
  tierName,
  tierPriceSchema,
} from "./tiers";
import { revisionRequiredMessage } from "../sow/documents";
import { pricesToShow } from "./tier-prices";

describe("service tiers", () => {
  it("charges the tier's price, plus $20 with the rush fee, in cents", () => {
    expect(orderAmountCents(DEFAULT_PRICING, "bronze", false)).toBe(4900);
    expect(orderAmountCents(DEFAULT_PRICING, "silver", true)).toBe(16900);
    expect(orderAmountCents(DEFAULT_PRICING, "gold", true)).toBe(37000);
    // cents stay exact where binary fractions do not: 19.99 x 100 is 1998.9999999999998
    const pricing: Pricing = { ...DEFAULT_PRICING, bronze: { price: 19.99, originalPrice: null } };
    expect(orderAmountCents(pricing, "bronze", true)).toBe(3999);
    expect(shownTierPrice(pricing.bronze, true)).toBe(39.99);
  });

  it("shows the card price the server will charge, for any price with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.boolean(), (cents, rush) => {
        const price = { price: cents / 100, originalPrice: null };
        const pricing: Pricing = { ...DEFAULT_PRICING, silver: price };
        expect(Math.round(shownTierPrice(price, rush) * 100)).toBe(orderAmountCents(pricing, "silver", rush));
      }),
    );
  });

  it("says the offer saves up to $720 with the default prices, and follows a changed price", () => {
    expect(limitedOfferSaving(DEFAULT_PRICING)).toBe(720);
    expect(limitedOfferSaving({ ...DEFAULT_PRICING, gold: { price: 500, originalPrice: 1070 } })).toBe(570);
    const noOffer = Object.fromEntries(SERVICE_TIERS.map((t) => [t, { price: 10, originalPrice: null }])) as Pricing;
    expect(limitedOfferSaving(noOffer)).toBe(0);
  });

  it("describes each tier with the product's figures", () => {
    expect(tierDetails("bronze", DEFAULT_PRICING).features).toContain("MSI quotes at $40 each");
    expect(tierDetails("silver", DEFAULT_PRICING).features).toEqual(expect.arrayContaining(["1 revision of your design", "2 free quotes"]));
    const gold = tierDetails("gold", DEFAULT_PRICING).features;
    expect(gold).toEqual(
      expect.arrayContaining(["Up to 4 onsite visits", "A $350 deposit against a full price of $6,600+", "Deposit refundable within 4 days"]),
    );
    expect(tierName("silver")).toBe("Silver");
  });

  it("accepts a positive price with at most two decimals and an original price above it, or none", () => {
    expect(tierPriceSchema.safeParse({ price: 49.99, originalPrice: 99 }).success).toBe(true);
    expect(tierPriceSchema.safeParse({ price: 49, originalPrice: null }).success).toBe(true);
    const cases: Array<[unknown, string]> = [
      [{ price: 0, originalPrice: null }, "price"],
      [{ price: -5, originalPrice: null }, "price"],
      [{ price: 10.001, originalPrice: null }, "price"],
      [{ price: 50, originalPrice: 50 }, "originalPrice"],
      [{ price: 50, originalPrice: 40 }, "originalPrice"],
    ];
    for (const [value, field] of cases) {
      const result = tierPriceSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});

describe("what a paid order covers", () => {
  it("is the paid version plus the tier's revisions: bronze none, silver the card's one, gold unlimited", () => {
    expect(coveredVersionsOf("bronze")).toBe(1);
    expect(coveredVersionsOf("silver")).toBe(2);
    expect(coveredVersionsOf("gold")).toBeNull();
    expect(revisionsText("bronze")).toBe("no revisions");
    expect(revisionsText("silver")).toBe("1 revision");
    expect(revisionsText("gold")).toBe("unlimited revisions");
    // the silver card promises what the rule grants
    expect(tierDetails("silver", DEFAULT_PRICING).features).toContain(`${revisionsText("silver")} of your design`);
  });

  it("says what the tier included and offers a revision when a design goes beyond it", () => {
    expect(revisionRequiredMessage("silver")).toBe(
      "Your Silver package covers the Statement of Work you paid for with 1 revision, and this design is a change " +
        "beyond that. Buy a revision at the budget step to get its Statement of Work; the versions you paid for stay " +
        "downloadable in My projects.",
    );
  });
});

describe("prices to show", () => {
  it("reads the answer of GET /api/pricing, and nothing that is not one", () => {
    expect(pricesToShow(DEFAULT_PRICING)).toEqual(DEFAULT_PRICING);
    expect(pricesToShow({ ...DEFAULT_PRICING, gold: { price: 400, originalPrice: null } })?.gold).toEqual({ price: 400, originalPrice: null });
    expect(pricesToShow(null)).toBeNull();
    expect(pricesToShow({ bronze: DEFAULT_PRICING.bronze, silver: DEFAULT_PRICING.silver })).toBeNull();
    expect(pricesToShow({ ...DEFAULT_PRICING, silver: { price: "149", originalPrice: null } })).toBeNull();
    expect(pricesToShow({ ...DEFAULT_PRICING, bronze: { price: 0, originalPrice: null } })).toBeNull();
  });
});
