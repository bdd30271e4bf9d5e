// The contracts of the public pricing, checkout and payment verification, the card provider's webhook and
// the local test checkout (the payment page used when no card provider is configured).
import { z } from "zod";
import { routeContract } from "../common/api-contract";
import {
  checkoutBodySchema,
  checkoutSessionIdSchema,
  paymentVerificationSchema,
  paymentVerifyBodySchema,
  pricingSchema,
  redirectAnswerSchema,
  testCheckoutViewSchema,
} from "./tiers";
import { PRICING_PATH } from "./tier-prices";

/** Where the browser goes to pay: the card provider's page or the local test checkout. */
export const checkoutAnswerSchema = z.object({ url: z.string() });
/** The webhook's acknowledgement; `duplicate` for an event already handled. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.literal(true).optional() });
const testCheckoutParamsSchema = z.object({ sessionId: checkoutSessionIdSchema });

export const commerceContract = {
  /** The same for everyone, so shared caches may keep it too. */
  pricing: routeContract({ method: "GET", path: PRICING_PATH, response: { 200: pricingSchema } }),
  createCheckoutSession: routeContract({
    method: "POST",
    path: "/api/create-checkout-session",
    body: checkoutBodySchema,
    response: { 200: checkoutAnswerSchema },
  }),
  verifyPayment: routeContract({
    method: "POST",
    path: "/api/payment/verify",
    body: paymentVerifyBodySchema,
    response: { 200: paymentVerificationSchema },
  }),
  /** The card provider signs the raw body, which the route checks itself: no body schema. */
  stripeWebhook: routeContract({ method: "POST", path: "/api/stripe/webhook", response: { 200: webhookAnswerSchema } }),
  testCheckoutView: routeContract({
    method: "GET",
    path: "/api/test-checkout/:sessionId",
    params: testCheckoutParamsSchema,
    response: { 200: testCheckoutViewSchema },
  }),
  testCheckoutPay: routeContract({
    method: "POST",
    path: "/api/test-checkout/:sessionId/pay",
    params: testCheckoutParamsSchema,
    response: { 200: redirectAnswerSchema },
  }),
  testCheckoutCancel: routeContract({
    method: "POST",
    path: "/api/test-checkout/:sessionId/cancel",
    params: testCheckoutParamsSchema,
    response: { 200: redirectAnswerSchema },
  }),
} as const;
