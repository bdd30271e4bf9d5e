import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../domain/commerce/tiers";
import { mailOutbox, orders } from "../../db/schema";
import { workedExample } from "../../test/plans";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";

/** Without STRIPE_SECRET_KEY the whole purchase runs through the local test checkout and the same fulfilment. */
describe("the local test checkout", () => {
  let t: TestApp;
  let alice: { [SESSION_COOKIE]: string };
  let aliceEmail: string;
  let bob: { [SESSION_COOKIE]: string };

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "http://localhost:5123" } });
    const a = await signUpThroughApi(t.app);
    alice = { [SESSION_COOKIE]: a.token };
    aliceEmail = a.email;
    bob = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
  });
  afterAll(async () => {
    await t.close();
  });

  async function start(serviceTier = "silver", rushFee = true) {
    const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: alice });
    const projectId = project.json().id as number;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier, rushFee },
      cookies: alice,
    });
    expect(res.statusCode).toBe(200);
    // a path, not an address: the browser stays on the address it uses (127.0.0.1, a LAN address)
    const answer = res.json().url as string;
    expect(answer).toMatch(/^\/checkout\/test\?session_id=/);
    const url = new URL(answer, "http://any.host");
    const sessionId = url.searchParams.get("session_id") ?? "";
    expect(sessionId).toMatch(/^cs_local_[0-9a-f]+$/);
    return { projectId, sessionId };
  }

  const view = (sessionId: string, cookies = alice) =>
    t.app.inject({ method: "GET", url: `/api/test-checkout/${sessionId}`, cookies });
  const act = (sessionId: string, action: "pay" | "cancel", cookies = alice) =>
    t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/${action}`, cookies });
  const verify = (sessionId: string) =>
    t.app.inject({ method: "POST", url: "/api/payment/verify", payload: { sessionId }, cookies: alice });

  async function confirmations() {
    return (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, aliceEmail))).filter((m) =>
      m.subject.includes("package is confirmed"),
    );
  }

  it("shows the order and its amount, then pays it through the same fulfilment as a real payment", async () => {
    const { sessionId, projectId } = await start();
    const shown = await view(sessionId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      sessionId,
      status: "open",
      serviceTier: "silver",
      rushFee: true,
      amount: 169,
      currency: "usd",
      projectId,
      projectName: "Rectangular Kitchen",
      lineItems: [
        { name: "Silver service package", amount: 149 },
        { name: "Rush delivery (next business day)", amount: 20 },
      ],
    });

    const mailsBefore = (await confirmations()).length;
    const paid = await act(sessionId, "pay");
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `/payment-success?session_id=${sessionId}` });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ status: "paid", provider: "local", amountCents: 16900 });

    expect((await verify(sessionId)).json()).toMatchObject({ success: true, serviceTier: "silver", amount: 169 });
    // paying again (a double click) changes nothing and mails nothing more
    expect((await act(sessionId, "pay")).statusCode).toBe(200);
    expect((await confirmations()).length).toBe(mailsBefore + 1);
    expect((await view(sessionId)).json().status).toBe("complete");
  });

  it("cancels back to the budget step, leaving the order unpaid", async () => {
    const { sessionId, projectId } = await start("bronze", false);
    const res = await act(sessionId, "cancel");
    expect(res.json()).toEqual({
      redirectUrl: `/planner?project=${projectId}&step=9&checkout=cancelled`,
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order?.status).toBe("cancelled");
    expect((await verify(sessionId)).json().success).toBe(false);
    const late = await act(sessionId, "pay");
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("This test checkout has expired or was cancelled. Start the purchase again.");
    expect((await view(sessionId)).json().status).toBe("expired");
  });

  it("shows and completes a session only for its owner", async () => {
    const { sessionId } = await start();
    expect((await view(sessionId, bob)).statusCode).toBe(404);
    expect((await act(sessionId, "pay", bob)).statusCode).toBe(404);
    expect((await act(sessionId, "cancel", bob)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/test-checkout/${sessionId}` })).statusCode).toBe(401);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order?.status).toBe("pending");
  });

  it("refuses a webhook: there is no Stripe to sign one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Stripe webhooks are not set up on this server.");
  });
});

/** Which checkout a server without STRIPE_SECRET_KEY runs depends on its address (payments/mode.ts). */
describe("the payment mode of a server without a Stripe key", () => {
  async function tryCheckout(t: TestApp) {
    const owner = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
    const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: owner });
    const projectId = project.json().id as number;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier: "gold", rushFee: false },
      cookies: owner,
    });
    return { res, owner, projectId };
  }

  const testCheckoutRoutes = async (t: TestApp) => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths ?? {});
    return paths.filter((p) => p.startsWith("/api/test-checkout"));
  };

  it("on a public PUBLIC_URL refuses checkout with the setup-required answer and has no test checkout", async () => {
    const t = await createTestApp({ config: { publicUrl: "https://kitchen.example" } });
    try {
      expect(t.app.paymentMode).toEqual({ kind: "none" });
      const { res, owner } = await tryCheckout(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: CHECKOUT_MESSAGES.setupRequired.description,
        code: "payment_setup_required",
        setupRequired: true,
      });
      // no order that nobody can pay is opened
      expect(await t.database.db.select().from(orders)).toEqual([]);
      expect(await testCheckoutRoutes(t)).toEqual([]);
      for (const [method, url] of [
        ["GET", "/api/test-checkout/cs_local_0123456789abcdef"],
        ["POST", "/api/test-checkout/cs_local_0123456789abcdef/pay"],
        ["POST", "/api/test-checkout/cs_local_0123456789abcdef/cancel"],
      ] as const) {
        expect((await t.app.inject({ method, url, cookies: owner })).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it.each([
    ["a loopback PUBLIC_URL", { publicUrl: "http://127.0.0.1:5000" }, false],
    ["an explicit ALLOW_TEST_CHECKOUT", { publicUrl: "https://staging.kitchen.example", allowTestCheckout: true }, true],
  ])("with %s runs the local test checkout", async (_case, config, publicAddress) => {
    const t = await createTestApp({ config });
    try {
      expect(t.app.paymentMode).toEqual({ kind: "local", publicAddress });
      const { res, owner } = await tryCheckout(t);
      expect(res.statusCode).toBe(200);
      const sessionId = new URL(res.json().url, "http://any.host").searchParams.get("session_id") ?? "";
      expect((await testCheckoutRoutes(t)).length).toBeGreaterThan(0);
      const paid = await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies: owner });
      expect(paid.statusCode).toBe(200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
      expect(order?.status).toBe("paid");
    } finally {
      await t.close();
    }
  });
});
