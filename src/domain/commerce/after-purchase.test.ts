import { describe, expect, it } from "vitest";
import { createApplianceItem } from "../planner/model";
import { completePlan } from "../testing/plans";
import { purchaseBlockers, purchaseNextSteps, tierOffer, tierOfferLabel } from "./after-purchase";
import { RUSH_FEE_USD, SERVICE_TIERS, TIER_TERMS, TURNAROUND_DAYS } from "./tiers";

const words = (tier: (typeof SERVICE_TIERS)[number], rush = false) =>
  purchaseNextSteps(tier, rush)
    .map((s) => `${s.title}: ${s.text}`)
    .join("\n");

describe("asking before buying a plan that cannot be built", () => {
  it("names the appliances that do not fit the run and sends the homeowner to the dimensions step", () => {
    const plan = completePlan((p) => {
      p.dimensions = { ...p.dimensions, length: 60 };
      p.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven"] as const).map(createApplianceItem);
    });
    const blockers = purchaseBlockers(plan);
    const run = blockers.find((b) => b.id === "run-length");
    expect(run).toMatchObject({ rule: "Run length for the appliances", step: 7, stepTitle: "Dimensions" });
    expect(run?.figures).toMatch(/Counter run 60 in; the 5 appliances need/);
    expect(run?.action).toMatch(/^Lengthen the counter run/);
  });

  it("asks nothing when the plan can be built", () => {
    expect(purchaseBlockers(completePlan())).toEqual([]);
  });
});

describe("what each tier's card offers", () => {
  it("offers every tier for sale before anything is bought", () => {
    expect(SERVICE_TIERS.map((t) => tierOffer(t, null, false))).toEqual(["buy", "buy", "buy"]);
  });

  it("marks the tier bought as purchased and offers only higher tiers, as upgrades", () => {
    expect(SERVICE_TIERS.map((t) => tierOffer(t, "bronze", false))).toEqual(["purchased", "upgrade", "upgrade"]);
    expect(SERVICE_TIERS.map((t) => tierOffer(t, "silver", false))).toEqual(["included", "purchased", "upgrade"]);
    expect(SERVICE_TIERS.map((t) => tierOffer(t, "gold", false))).toEqual(["included", "included", "purchased"]);
    expect(tierOfferLabel("gold", "upgrade")).toBe("Upgrade to Gold");
    expect(tierOfferLabel("bronze", "purchased")).toBe("Purchased");
  });

  it("offers a revision of any tier once the design changed beyond what was bought", () => {
    expect(SERVICE_TIERS.map((t) => tierOffer(t, "silver", true))).toEqual(["revision", "revision", "revision"]);
    expect(tierOfferLabel("silver", "revision")).toBe("Buy a Silver revision");
  });
});

describe("what happens after buying", () => {
  it("tells every buyer to download the SOW and get bids, and when the documents come", () => {
    for (const tier of SERVICE_TIERS) {
      const text = words(tier);
      expect(text).toContain("Download your Statement of Work");
      expect(text).toContain("Get bids");
      expect(text).toContain(`delivered within ${TURNAROUND_DAYS} days`);
      expect(words(tier, true)).toContain(`rush delivery ($${RUSH_FEE_USD})`);
      expect(words(tier, true)).toContain("next business day");
    }
  });

  it("says what bronze adds: MSI quotes at their price, and no revisions", () => {
    const text = words("bronze");
    expect(text).toContain(`MSI quotes are $${TIER_TERMS.bronze.msiQuoteUsd} each`);
    expect(text).toContain("no revisions");
    expect(text).not.toMatch(/onsite|free quote/i);
  });

  it("says what silver adds: its revision and its free quotes", () => {
    const text = words("silver");
    expect(text).toContain("1 revision included");
    expect(text).toContain("2 free quotes");
    expect(text).not.toMatch(/onsite|MSI/);
  });

  it("says what gold adds: the onsite visits and the refundable deposit", () => {
    const text = words("gold");
    expect(text).toContain(`Up to ${TIER_TERMS.gold.onsiteVisits} onsite visits`);
    expect(text).toContain("full price from $6,600");
    expect(text).toContain(`refundable within ${TIER_TERMS.gold.refundableDays} days`);
  });
});
