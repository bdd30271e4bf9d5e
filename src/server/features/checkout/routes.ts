import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commerceContract as c } from "../../../domain/commerce/commerce.contract";
import { fromCents, type ServiceTier } from "../../../domain/commerce/tiers";
import { orders, processedPaymentEvents, projects } from "../../db/schema";
import { AppError } from "../../errors";
import { cancelTestSession, findTestSession, payTestSession, returnUrl } from "../../payments/local-gateway";
import { verifiedWebhookEvent } from "../../payments/stripe-gateway";
import { withSessionStateCache } from "../../payments/session-state-cache";
import { requireUser } from "../auth/guards";
import { enforceRateLimit } from "../bot-defence/rate-limit";
import type { RateLimitRule } from "../bot-defence/service";
import { type FulfilmentContext, findOrderBySession, fulfilCheckoutSession, type OrderRow } from "./fulfilment";
import { startCheckout } from "./service";

const NO_ORDER = "No order found for this payment.";

/** Verifications per signed-in user (whatever their address): the success page asks once or twice. */
export const VERIFY_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };
const VERIFY_RATE_LIMIT_KEY = "POST /api/payment/verify|user:";

function fulfilmentContext(app: FastifyInstance, log: FulfilmentContext["log"]): FulfilmentContext {
  return {
    db: app.database.db,
    gateway: app.payments,
    mailer: app.mailer,
    publicUrl: () => app.appConfig.publicUrl,
    log,
  };
}

/** An order of the signed-in user by its checkout session; someone else's answers the same 404 as none. */
async function ownOrder(app: FastifyInstance, userId: number, sessionId: string): Promise<OrderRow> {
  const order = await findOrderBySession(app.database.db, sessionId);
  if (!order || order.userId !== userId) throw new AppError("not_found", NO_ORDER);
  return order;
}

/** Checkout and payment verification: the signed-in user's own orders only. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);

  app.post(
    "/create-checkout-session",
    { schema: { body: c.createCheckoutSession.body, response: c.createCheckoutSession.response } },
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError("unauthorized", "Please log in to continue.");
      const { url } = await startCheckout({
        db: app.database.db,
        gateway: app.payments,
        publicUrl: app.appConfig.publicUrl,
        user,
        body: request.body,
        log: request.log,
      });
      return { url };
    },
  );

  // Each verification of a pending order asks the provider: its answer is reused briefly per session.
  const verifyGateway = withSessionStateCache(app.payments);

  // The success page asks here; the answer grants nothing to anyone but the order's owner.
  app.post(
    "/payment/verify",
    { schema: { body: c.verifyPayment.body, response: c.verifyPayment.response } },
    async (request, reply) => {
      const userId = request.user?.id ?? 0;
      await enforceRateLimit(app.database.db, reply, `${VERIFY_RATE_LIMIT_KEY}${userId}`, VERIFY_RATE_LIMIT);
      const order = await ownOrder(app, userId, request.body.sessionId);
      const result = await fulfilCheckoutSession(
        { ...fulfilmentContext(app, request.log), gateway: verifyGateway },
        request.body.sessionId,
      );
      const current = result.outcome === "unknown-session" ? order : result.order;
      const success = result.outcome === "paid";
      return {
        success,
        serviceTier: current.serviceTier as ServiceTier,
        amount: fromCents(current.amountCents),
        rushFee: current.rushFee,
        projectId: current.projectId,
        orderId: current.id,
        ...(success ? {} : { message: "The payment has not been confirmed yet." }),
      };
    },
  );
};

/** The events that pay for an order: a completed checkout, and a delayed payment method that succeeded later. */
const FULFILLING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * POST /api/stripe/webhook. Stripe signs the raw body, so this plugin reads JSON bodies as bytes (only here:
 * the parser change stays inside this plugin). Unsigned, tampered, wrongly signed or stale events get 400
 * and change nothing; a redelivered event is acknowledged without being handled twice.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/stripe/webhook", { schema: { response: c.stripeWebhook.response } }, async (request, reply) => {
    const secret = app.appConfig.stripeWebhookSecret;
    if (app.payments.kind !== "stripe" || !secret) {
      throw new AppError("bad_request", "Stripe webhooks are not set up on this server.");
    }
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new AppError("bad_request", "Expected the event as a JSON body.");
    const signature = request.headers["stripe-signature"];
    let event: ReturnType<typeof verifiedWebhookEvent>;
    try {
      event = verifiedWebhookEvent(raw, typeof signature === "string" ? signature : undefined, secret);
    } catch (error) {
      request.log.warn({ err: error }, "webhook refused: signature check failed");
      throw new AppError("bad_request", "The webhook signature could not be verified.");
    }

    const db = app.database.db;
    const [seen] = await db
      .select({ id: processedPaymentEvents.id })
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.id, event.id))
      .limit(1);
    if (seen) return reply.send({ received: true, duplicate: true });

    if (FULFILLING_EVENTS.has(event.type)) {
      const session = event.data.object as { id?: unknown };
      if (typeof session.id !== "string") throw new AppError("bad_request", "The event carries no checkout session.");
      // an error here (database, Stripe unreachable) answers 5xx, so Stripe delivers the event again later
      const result = await fulfilCheckoutSession(fulfilmentContext(app, request.log), session.id);
      if (result.outcome === "unknown-session") {
        request.log.warn({ eventId: event.id, sessionId: session.id }, "webhook for a checkout session of no order");
      }
    } else if (event.type === "checkout.session.expired") {
      const session = event.data.object as { id?: unknown };
      if (typeof session.id === "string") {
        await db
          .update(orders)
          .set({ status: "cancelled" })
          .where(and(eq(orders.checkoutSessionId, session.id), eq(orders.status, "pending")));
      }
    }
    await db.insert(processedPaymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return reply.send({ received: true });
  });
};

/**
 * The local test checkout (no STRIPE_SECRET_KEY): what the page shows, and its Pay and Cancel buttons. Pay
 * goes through the same fulfilment as a real payment. Only registered when the local provider is in use.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);

  async function ownSession(userId: number, sessionId: string) {
    const order = await ownOrder(app, userId, sessionId);
    const session = await findTestSession(app.database.db, sessionId);
    if (!session) throw new AppError("not_found", NO_ORDER);
    return { order, session };
  }

  app.get(
    "/test-checkout/:sessionId",
    { schema: { params: c.testCheckoutView.params, response: c.testCheckoutView.response } },
    async (request) => {
      const { order, session } = await ownSession(request.user?.id ?? 0, request.params.sessionId);
      const [project] = await app.database.db
        .select({ name: projects.name })
        .from(projects)
        .where(eq(projects.id, order.projectId))
        .limit(1);
      const expired = session.status === "open" && session.expiresAt <= new Date();
      return {
        sessionId: session.id,
        status: (expired ? "expired" : session.status) as "open" | "complete" | "expired",
        serviceTier: order.serviceTier as ServiceTier,
        rushFee: order.rushFee,
        amount: fromCents(session.amountTotal),
        currency: session.currency,
        lineItems: session.lineItems.map((item) => ({ name: item.name, amount: fromCents(item.amountCents) })),
        projectId: order.projectId,
        projectName: project?.name ?? `Project #${order.projectId}`,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    "/test-checkout/:sessionId/pay",
    { schema: { params: c.testCheckoutPay.params, response: c.testCheckoutPay.response } },
    async (request) => {
      const { session } = await ownSession(request.user?.id ?? 0, request.params.sessionId);
      await payTestSession(app.database.db, session.id);
      const result = await fulfilCheckoutSession(fulfilmentContext(app, request.log), session.id);
      if (result.outcome !== "paid") {
        throw new AppError("conflict", "This test checkout has expired or was cancelled. Start the purchase again.");
      }
      return { redirectUrl: returnUrl(session.successUrl, session.id) };
    },
  );

  app.post(
    "/test-checkout/:sessionId/cancel",
    { schema: { params: c.testCheckoutCancel.params, response: c.testCheckoutCancel.response } },
    async (request) => {
      const { order, session } = await ownSession(request.user?.id ?? 0, request.params.sessionId);
      await cancelTestSession(app.database.db, session.id);
      await app.database.db
        .update(orders)
        .set({ status: "cancelled" })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
      return { redirectUrl: returnUrl(session.cancelUrl, session.id) };
    },
  );
};
