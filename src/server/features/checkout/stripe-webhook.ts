import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commerceContract } from "../../../domain/commerce/commerce.contract";
import { routeUrl } from "../../contracts";
import { AppError } from "../../errors";
import { verifiedWebhookEvent } from "../../payments/stripe-gateway";
import { fulfilmentContext } from "./context";
import {
  cancelPendingOrderBySession,
  fulfilCheckoutSession,
  recordPaymentEventProcessed,
  wasPaymentEventProcessed,
} from "./fulfilment";

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

  app.post(routeUrl(commerceContract.stripeWebhook), { schema: { response: commerceContract.stripeWebhook.response } }, async (request, reply) => {
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
    if (await wasPaymentEventProcessed(db, event.id)) return reply.send({ received: true, duplicate: true });

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
      if (typeof session.id === "string") await cancelPendingOrderBySession(db, session.id);
    }
    await recordPaymentEventProcessed(db, event);
    return reply.send({ received: true });
  });
};
