import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutBodySchema, checkoutSessionIdSchema, paymentVerificationSchema, paymentVerifyBodySchema, redirectAnswerSchema, testCheckoutViewSchema } from "../../../domain/commerce/tiers";
import { AppError } from "../../errors";
import { withSessionStateCache } from "../../payments/session-state-cache";
import { requireUser } from "../auth/guards";
import { enforceRateLimit } from "../bot-defence/rate-limit";
import type { RateLimitRule } from "../bot-defence/service";
import { fulfilmentContext } from "./context";
import { cancelTestCheckout, payTestCheckout, startCheckout, testCheckoutView, verifyPayment } from "./service";

/** POST /api/stripe/webhook lives in its own plugin: it reads raw bodies and needs no session. */
export { stripeWebhookRoutes } from "./stripe-webhook";

/** Verifications per signed-in user (whatever their address): the success page asks once or twice. */
export const VERIFY_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };
const VERIFY_RATE_LIMIT_KEY = "POST /api/payment/verify|user:";

/** Checkout and payment verification: the signed-in user's own orders only. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);

  app.post(
    "/create-checkout-session",
    { schema: { body: checkoutBodySchema, response: { 200: z.object({ url: z.string() }) } } },
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
    { schema: { body: paymentVerifyBodySchema, response: { 200: paymentVerificationSchema } } },
    async (request, reply) => {
      const userId = request.user?.id ?? 0;
      await enforceRateLimit(app.database.db, reply, `${VERIFY_RATE_LIMIT_KEY}${userId}`, VERIFY_RATE_LIMIT);
      return verifyPayment({ ...fulfilmentContext(app, request.log), gateway: verifyGateway }, userId, request.body.sessionId);
    },
  );
};

/**
 * The local test checkout (no STRIPE_SECRET_KEY): what the page shows, and its Pay and Cancel buttons. Pay
 * goes through the same fulfilment as a real payment. Only registered when the local provider is in use.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);
  const params = z.object({ sessionId: checkoutSessionIdSchema });

  app.get(
    "/test-checkout/:sessionId",
    { schema: { params, response: { 200: testCheckoutViewSchema } } },
    async (request) => testCheckoutView(app.database.db, request.user?.id ?? 0, request.params.sessionId),
  );

  app.post(
    "/test-checkout/:sessionId/pay",
    { schema: { params, response: { 200: redirectAnswerSchema } } },
    async (request) =>
      payTestCheckout(fulfilmentContext(app, request.log), request.user?.id ?? 0, request.params.sessionId),
  );

  app.post(
    "/test-checkout/:sessionId/cancel",
    { schema: { params, response: { 200: redirectAnswerSchema } } },
    async (request) => cancelTestCheckout(app.database.db, request.user?.id ?? 0, request.params.sessionId),
  );
};
