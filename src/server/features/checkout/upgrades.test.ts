import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alreadyPurchasedMessage } from "../../../domain/commerce/after-purchase";
import type { ServiceTier } from "../../../domain/commerce/tiers";
import { createApplianceItem } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { completePlan } from "../../../domain/testing/plans";
import { signUpThroughApi } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";

const withSink = (): PlannerData =>
  completePlan((p) => {
    p.appliances = (["grill", "sink"] as const).map(createApplianceItem);
  });

describe("a tier is never sold twice for a design it covers; higher tiers are upgrades", () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app);
    cookies = { [SESSION_COOKIE]: a.token };
  });
  afterAll(async () => {
    await t.close();
  });

  async function project(): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: completePlan(), cookies });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  const start = (projectId: number, serviceTier: ServiceTier) =>
    t.app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId, serviceTier, rushFee: false }, cookies });

  async function buy(projectId: number, serviceTier: ServiceTier) {
    const started = await start(projectId, serviceTier);
    expect(started.statusCode).toBe(200);
    const sessionId = new URL(started.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    const paid = await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies });
    expect(paid.statusCode).toBeLessThan(400);
  }

  it("answers 409 for the tier bought and a lower one, naming them, and opens an upgrade", async () => {
    const id = await project();
    await buy(id, "silver");
    const again = await start(id, "silver");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "conflict", error: alreadyPurchasedMessage("silver", "silver") });
    expect(again.json().error).toBe("You have already bought the Silver package for this design. Choose a higher package to upgrade.");
    const lower = await start(id, "bronze");
    expect(lower.statusCode).toBe(409);
    expect(lower.json().error).toBe(
      "The Bronze package is included in the Silver package you bought for this design. Choose a higher package to upgrade.",
    );
    await buy(id, "gold");
    expect((await start(id, "gold")).statusCode).toBe(409);
    expect((await start(id, "silver")).statusCode).toBe(409);
  });

  it("sells any tier again as a revision once the design changed beyond what was bought", async () => {
    const id = await project();
    await buy(id, "bronze");
    expect((await start(id, "bronze")).statusCode).toBe(409);
    const saved = await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: withSink(), cookies });
    expect(saved.statusCode).toBe(200);
    expect((await start(id, "bronze")).statusCode).toBe(200);
  });
});
