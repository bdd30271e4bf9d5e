import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRICING } from "../../../domain/commerce/tiers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { seedDefaultPricing, writeTierPrice } from "./service";

describe("GET /api/pricing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers everyone the default tier prices, cacheable for 60 seconds", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bronze: { price: 49, originalPrice: 99 },
      silver: { price: 149, originalPrice: 299 },
      gold: { price: 350, originalPrice: 1070 },
    });
    expect(res.json()).toEqual(DEFAULT_PRICING);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("keeps a changed price when the defaults are seeded again at the next start", async () => {
    await writeTierPrice(t.database.db, "silver", { price: 129.99, originalPrice: null });
    await seedDefaultPricing(t.database.db);
    const res = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(res.json().silver).toEqual({ price: 129.99, originalPrice: null });
    expect(res.json().bronze).toEqual(DEFAULT_PRICING.bronze);
  });
});
