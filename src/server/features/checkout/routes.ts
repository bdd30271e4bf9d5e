import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commerceContract as c } from "../../../domain/commerce/commerce.contract";
import { AppError } from "../../errors";
import { withSessionStateCache } from "../../payments/session-state-cache";
import { requireUser } from "../auth/guards";
import { enforceRateLimit } from "../bot-defence/rate-limit";
import type { RateLimitRule } from "../bot-defence/service";
import { fulfilmentContext } from "./context";
import { routeUrl } from "../../contracts";
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
    routeUrl(c.createCheckoutSession),
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
    routeUrl(c.verifyPayment),
    { schema: { body: c.verifyPayment.body, response: c.verifyPayment.response } },
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

  app.get(
    routeUrl(c.testCheckoutView),
    { schema: { params: c.testCheckoutView.params, response: c.testCheckoutView.response } },
    async (request) => testCheckoutView(app.database.db, request.user?.id ?? 0, request.params.sessionId),
  );

  app.post(
    routeUrl(c.testCheckoutPay),
    { schema: { params: c.testCheckoutPay.params, response: c.testCheckoutPay.response } },
    async (request) =>
      payTestCheckout(fulfilmentContext(app, request.log), request.user?.id ?? 0, request.params.sessionId),
  );

  app.post(
    routeUrl(c.testCheckoutCancel),
    { schema: { params: c.testCheckoutCancel.params, response: c.testCheckoutCancel.response } },
    async (request) => cancelTestCheckout(app.database.db, request.user?.id ?? 0, request.params.sessionId),
  );
};
