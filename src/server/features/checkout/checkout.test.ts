import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../domain/commerce/tiers";
import { analyticsEvents, mailOutbox, orders } from "../../db/schema";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe";
import { workedExample } from "../../test/plans";
import { createTestApp, type TestApp } from "../../test/test-app";
import { usingPostgres } from "../../test/test-database";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";
import { SESSION_STATE_TTL_MS } from "../../payments/session-state-cache";
import { writeTierPrice } from "../pricing/service";
import { VERIFY_RATE_LIMIT } from "./routes";

const KEY = "sk_test_51Valid0Key";
const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";

type Cookies = { [SESSION_COOKIE]: string };

describe("checkout and fulfilment with Stripe", () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let alice: Cookies & { email: string; id: number };
  let bob: Cookies;

  beforeAll(async () => {
    stripe = await startFakeStripe({ validKey: KEY });
    t = await createTestApp({
      config: { stripeSecretKey: KEY, stripeApiUrl: stripe.url, stripeWebhookSecret: WEBHOOK_SECRET, publicUrl: "https://kitchen.example" },
    });
    bob = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
  });
  // a customer of their own for each test: verifications are limited per user in a window of the clock's
  // minute, so a customer shared by the tests would meet the limit or not by where that minute falls
  let customers = 0;
  beforeEach(async () => {
    customers += 1;
    const a = await signUpThroughApi(t.app, {}, { remoteAddress: `10.77.${Math.floor(customers / 250)}.${customers % 250}` });
    alice = { [SESSION_COOKIE]: a.token, email: a.email, id: a.user.id };
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const cookiesOf = (who: Cookies) => ({ [SESSION_COOKIE]: who[SESSION_COOKIE] });

  async function newProject(who: Cookies = alice): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: cookiesOf(who) });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function checkout(projectId: number, serviceTier = "silver", rushFee = false, who: Cookies = alice) {
    return t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier, rushFee },
      cookies: cookiesOf(who),
    });
  }

  /** A started checkout: its session id at the fake Stripe and its order row. */
  async function startedCheckout(serviceTier = "silver", rushFee = false) {
    const projectId = await newProject();
    const res = await checkout(projectId, serviceTier, rushFee);
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().url.split("/").pop() as string;
    return { projectId, sessionId, order: await orderOf(sessionId) };
  }

  async function orderOf(sessionId: string) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    if (!row) throw new Error(`no order for ${sessionId}`);
    return row;
  }

  async function confirmationMails(orderId: number) {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, alice.email));
    return rows.filter((r) => r.subject.includes(`order #${orderId}`));
  }

  async function purchaseEvents(orderId: number) {
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "payment_completed"), eq(analyticsEvents.userId, alice.id)));
    return rows.filter((r) => r.params.orderId === orderId);
  }

  function verify(sessionId: string, who: Cookies = alice) {
    return t.app.inject({ method: "POST", url: "/api/payment/verify", payload: { sessionId }, cookies: cookiesOf(who) });
  }

  function signedEvent(type: string, sessionId: string, options: { id?: string; secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: "checkout.session" } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  function postWebhook(payload: string, signature?: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload,
      headers: {
        "content-type": "application/json; charset=utf-8",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
    });
  }

  it("opens a Stripe Checkout session priced from the pricing table, bound to the order, user and project", async () => {
    const projectId = await newProject();
    const before = stripe.createRequests.length;
    // a price sent by the client is not part of the request: it is dropped, never read
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier: "silver", rushFee: true, price: 1, amount: 1 },
      cookies: cookiesOf(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = stripe.createRequests[before];
    if (!sent) throw new Error("no session was created at Stripe");
    const items = Object.values(sent.body.line_items as Record<string, { price_data: { unit_amount: string; product_data: { name: string } } }>);
    expect(items.map((i) => [i.price_data.product_data.name, Number(i.price_data.unit_amount)])).toEqual([
      ["Silver service package", 14900],
      ["Rush delivery (next business day)", 2000],
    ]);
    const order = await orderOf(url.split("/").pop());
    expect(order).toMatchObject({ status: "pending", amountCents: 16900, currency: "usd", serviceTier: "silver", rushFee: true, projectId, userId: alice.id, provider: "stripe" });
    expect(sent.body.client_reference_id).toBe(String(order.id));
    expect(sent.body.metadata).toEqual({ orderId: String(order.id), userId: String(alice.id), projectId: String(projectId) });
    expect(sent.body.mode).toBe("payment");
    expect(sent.body.customer_email).toBe(alice.email);
    expect(sent.body.success_url).toBe("https://kitchen.example/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(sent.body.cancel_url).toBe(`https://kitchen.example/planner?project=${projectId}&step=9&checkout=cancelled`);
    expect(sent.idempotencyKey).toBe(`checkout-order-${order.id}`);
  });

  it("charges what the pricing table says at the moment of checkout", async () => {
    await writeTierPrice(t.database.db, "bronze", { price: 59.5, originalPrice: 99 });
    try {
      const { order } = await startedCheckout("bronze", false);
      expect(order.amountCents).toBe(5950);
    } finally {
      await writeTierPrice(t.database.db, "bronze", { price: 49, originalPrice: 99 });
    }
  });

  it("refuses a visitor (401), another user's project (404) and a made-up tier (400 naming the field)", async () => {
    const projectId = await newProject();
    const visitor = await t.app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId, serviceTier: "gold" } });
    expect(visitor.statusCode).toBe(401);
    const stranger = await checkout(projectId, "gold", false, bob);
    expect(stranger.statusCode).toBe(404);
    const platinum = await checkout(projectId, "platinum");
    expect(platinum.statusCode).toBe(400);
    expect(platinum.json().issues[0].path).toBe("serviceTier");
    const visitorVerify = await t.app.inject({ method: "POST", url: "/api/payment/verify", payload: { sessionId: "cs_test_x" } });
    expect(visitorVerify.statusCode).toBe(401);
    const count = await t.database.db.select().from(orders).where(eq(orders.projectId, projectId));
    expect(count).toEqual([]);
  });

  it("asks the provider a handful of times for 100 verifications of a pending session, and limits them per user with 429 and Retry-After", async () => {
    const signedUp = await signUpThroughApi(t.app);
    const carol = { [SESSION_COOKIE]: signedUp.token };
    const res = await checkout(await newProject(carol), "silver", false, carol);
    const sessionId = res.json().url.split("/").pop() as string;
    const before = stripe.retrieveCount;
    const answers = [];
    // ten at once (they share one provider call), then one after another
    answers.push(...(await Promise.all(Array.from({ length: 10 }, () => verify(sessionId, carol)))));
    for (let i = 0; i < 90; i++) answers.push(await verify(sessionId, carol));
    expect(stripe.retrieveCount - before).toBeLessThanOrEqual(3);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(VERIFY_RATE_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - VERIFY_RATE_LIMIT.limit);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await orderOf(sessionId)).status).toBe("pending");
    // the limit is the user's: another user's verification is answered
    const other = await verify("cs_test_unknown", bob);
    expect(other.statusCode).toBe(404);
  });

  it("pays the order and writes its confirmation mail together: a mail that cannot be written leaves it unpaid", async () => {
    const { sessionId, order } = await startedCheckout("silver");
    stripe.pay(sessionId);
    // refused at commit, after the order was marked paid in the same transaction
    await t.database.db.execute(
      sql.raw(`create function refuse_confirmation() returns trigger language plpgsql as $$
        begin
          if new.subject like '%order #${order.id})' then raise exception 'the outbox refused the mail'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create constraint trigger refuse_confirmation after insert on mail_outbox
        deferrable initially deferred for each row execute function refuse_confirmation()`),
    );
    try {
      expect((await verify(sessionId)).statusCode).toBe(500);
      expect((await orderOf(sessionId)).status).toBe("pending");
      expect(await confirmationMails(order.id)).toHaveLength(0);
      expect(await purchaseEvents(order.id)).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger refuse_confirmation on mail_outbox"));
      await t.database.db.execute(sql.raw("drop function refuse_confirmation"));
    }
    // the next verification (or the webhook) fulfils it, once
    expect((await verify(sessionId)).json().success).toBe(true);
    expect((await orderOf(sessionId)).status).toBe("paid");
    expect(await confirmationMails(order.id)).toHaveLength(1);
    expect(await purchaseEvents(order.id)).toHaveLength(1);
  });

  it("with the outbox locked for 8 s, verify does not answer success without the mail; once it is free, it pays once", async () => {
    const { sessionId, order } = await startedCheckout("bronze");
    stripe.pay(sessionId);
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // the lock outlasts the database timeout (5 s) of the request's statements
    const lock = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`lock table mail_outbox in exclusive mode`);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 8_000));
      })
      .catch(() => {});
    await lockTaken;
    const during = await verify(sessionId);
    await lock;
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe("5");
    expect((await orderOf(sessionId)).status).toBe("pending");

    expect((await verify(sessionId)).json().success).toBe(true);
    expect(await confirmationMails(order.id)).toHaveLength(1);
  });

  it("verifies a paid session once: the order is paid, one purchase event, one confirmation e-mail", async () => {
    const { sessionId, order, projectId } = await startedCheckout("gold", true);
    const early = await verify(sessionId);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ success: false, serviceTier: "gold", amount: 370 });
    expect((await orderOf(sessionId)).status).toBe("pending");

    stripe.pay(sessionId);
    // the provider's pending answer is reused for a few seconds: the next verification comes after that
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_STATE_TTL_MS.pending + 1 });
    try {
      const res = await verify(sessionId);
      expect(res.json()).toEqual({ success: true, serviceTier: "gold", amount: 370, rushFee: true, projectId, orderId: order.id });
      const again = await verify(sessionId);
      expect(again.json().success).toBe(true);
    } finally {
      vi.useRealTimers();
    }

    expect((await orderOf(sessionId)).status).toBe("paid");
    const mails = await confirmationMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain("Gold");
    expect(mails[0]?.textBody).toContain("$370");
    expect(mails[0]?.textBody).toContain("https://kitchen.example/projects");
    const events = await purchaseEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.value).toBe(370);

    const project = await t.app.inject({ method: "GET", url: `/api/projects/${projectId}`, cookies: cookiesOf(alice) });
    expect(project.json().paidTier).toBe("gold");
  });

  it("grants nothing to a user who verifies someone else's session", async () => {
    const { sessionId, order } = await startedCheckout();
    stripe.pay(sessionId);
    const res = await verify(sessionId, bob);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain(String(order.amountCents / 100));
    expect((await orderOf(sessionId)).status).toBe("pending");
    expect(await confirmationMails(order.id)).toHaveLength(0);
  });

  it("grants nothing for a session whose amount, currency or binding is not the order's", async () => {
    const cases = [{ amount_total: 100 }, { currency: "eur" }, { client_reference_id: "999999" }, { metadata: { orderId: "1", userId: "1", projectId: "1" } }];
    for (const patch of cases) {
      const { sessionId, order } = await startedCheckout();
      stripe.pay(sessionId, patch);
      const res = await verify(sessionId);
      expect(res.json().success, JSON.stringify(patch)).toBe(false);
      expect((await orderOf(sessionId)).status).toBe("pending");
      expect(await confirmationMails(order.id)).toHaveLength(0);
      const { signature, payload } = signedEvent("checkout.session.completed", sessionId);
      expect((await postWebhook(payload, signature)).statusCode).toBe(200);
      expect((await orderOf(sessionId)).status).toBe("pending");
    }
  });

  it("refuses unsigned, tampered, wrongly signed and stale webhooks with 400 and changes nothing", async () => {
    const { sessionId, order } = await startedCheckout();
    stripe.pay(sessionId);
    const good = signedEvent("checkout.session.completed", sessionId);
    const attempts = [
      postWebhook(good.payload),
      postWebhook(good.payload.replace("checkout.session", "checkout.sessionX"), good.signature),
      postWebhook(good.payload, signedEvent("checkout.session.completed", sessionId, { secret: "whsec_other" }).signature),
      (() => {
        const stale = signedEvent("checkout.session.completed", sessionId, { timestamp: Math.floor(Date.now() / 1000) - 301 });
        return postWebhook(stale.payload, stale.signature);
      })(),
      postWebhook(good.payload, "t=1,v1=deadbeef"),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("The webhook signature could not be verified.");
    }
    expect((await orderOf(sessionId)).status).toBe("pending");
    expect(await confirmationMails(order.id)).toHaveLength(0);
  });

  it("fulfils from a signed webhook once, however often the event or another event for it arrives", async () => {
    const { sessionId, order } = await startedCheckout();
    stripe.pay(sessionId);
    const event = signedEvent("checkout.session.completed", sessionId, { id: "evt_same_twice" });
    const first = await postWebhook(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await postWebhook(event.payload, event.signature);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    const other = signedEvent("checkout.session.async_payment_succeeded", sessionId);
    expect((await postWebhook(other.payload, other.signature)).statusCode).toBe(200);

    expect((await orderOf(sessionId)).status).toBe("paid");
    expect(await confirmationMails(order.id)).toHaveLength(1);
    expect(await purchaseEvents(order.id)).toHaveLength(1);
  });

  it(`pays an order exactly once when a webhook races ten verifications${usingPostgres() ? " (PostgreSQL)" : ""}`, async () => {
    const { sessionId, order } = await startedCheckout("bronze");
    stripe.pay(sessionId);
    const event = signedEvent("checkout.session.completed", sessionId);
    const answers = await Promise.all([
      postWebhook(event.payload, event.signature),
      ...Array.from({ length: 10 }, () => verify(sessionId)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(11).fill(200));
    expect(answers.slice(1).every((a) => a.json().success === true)).toBe(true);
    const paid = await t.database.db.select().from(orders).where(and(eq(orders.id, order.id), eq(orders.status, "paid")));
    expect(paid).toHaveLength(1);
    expect(await confirmationMails(order.id)).toHaveLength(1);
    expect(await purchaseEvents(order.id)).toHaveLength(1);
  });

  it("acknowledges events it does not act on, and sessions of no order, without changing anything", async () => {
    const unknown = signedEvent("checkout.session.completed", "cs_test_not_ours");
    expect((await postWebhook(unknown.payload, unknown.signature)).json()).toEqual({ received: true });
    const other = signedEvent("customer.created", "cs_test_not_ours");
    expect((await postWebhook(other.payload, other.signature)).statusCode).toBe(200);

    const { sessionId } = await startedCheckout();
    const expired = signedEvent("checkout.session.expired", sessionId);
    expect((await postWebhook(expired.payload, expired.signature)).statusCode).toBe(200);
    expect((await orderOf(sessionId)).status).toBe("cancelled");
  });

  it("has no test checkout while Stripe is in use", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test-checkout/cs_local_abc", cookies: cookiesOf(alice) });
    expect(res.statusCode).toBe(404);
  });
});

describe("checkout with a Stripe key that cannot take payments", () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ validKey: KEY });
  });
  afterAll(async () => {
    await stripe.close();
  });

  for (const [what, key] of [
    ["a key Stripe refuses", "sk_test_51Revoked0Key"],
    ["a publishable key", "pk_test_51Valid0Key"],
  ] as const) {
    it(`answers the setup-required flag for ${what}, and keeps the order as failed`, async () => {
      const t = await createTestApp({ config: { stripeSecretKey: key, stripeApiUrl: stripe.url } });
      try {
        const user = await signUpThroughApi(t.app);
        const cookies = { [SESSION_COOKIE]: user.token };
        const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies });
        const res = await t.app.inject({
          method: "POST",
          url: "/api/create-checkout-session",
          payload: { projectId: project.json().id, serviceTier: "silver", rushFee: false },
          cookies,
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: CHECKOUT_MESSAGES.setupRequired.description,
          code: "payment_setup_required",
          setupRequired: true,
        });
        const [order] = await t.database.db.select().from(orders);
        expect(order?.status).toBe("failed");
      } finally {
        await t.close();
      }
    });
  }
});
