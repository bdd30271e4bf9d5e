import Stripe from "stripe";
import {
  type CheckoutSessionState,
  checkoutMetadata,
  type PaymentGateway,
  PaymentProviderError,
  PaymentSetupRequiredError,
} from "./gateway";
import { SITE } from "../../domain/site/site-settings";
import { stripeKeyMode } from "./mode";

export type StripeGatewayOptions = {
  secretKey: string;
  /** Another address for Stripe's API (stripe-mock, or the local server of the tests): http(s)://host:port. */
  apiUrl?: string;
  log?: { error(obj: object, msg: string): void };
};

export function looksLikeStripeSecretKey(key: string): boolean {
  return stripeKeyMode(key) !== "unrecognised";
}

function connectionOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function toState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    status: session.status,
    amountTotal: session.amount_total,
    currency: session.currency,
    clientReferenceId: session.client_reference_id,
    metadata: { ...(session.metadata ?? {}) },
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
}

/** Maps what the SDK throws to what the checkout route can say about it. */
function translate(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new PaymentSetupRequiredError(`Stripe refused the API key: ${error.message}`);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`Stripe: ${error.type}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Stripe Checkout through the official SDK. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const usable = looksLikeStripeSecretKey(options.secretKey);
  const stripe = new Stripe(options.secretKey, {
    ...connectionOptions(options.apiUrl),
    // one retry with the SDK's idempotency key: a lost answer must not create a second session
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: SITE.name },
  });

  return {
    kind: "stripe",
    async createCheckoutSession(request) {
      if (!usable) throw new PaymentSetupRequiredError("STRIPE_SECRET_KEY is not a secret key (sk_… or rk_…)");
      const metadata = checkoutMetadata(request);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: request.lineItems.map((item) => ({
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: item.amountCents,
                product_data: { name: item.name, ...(item.description ? { description: item.description } : {}) },
              },
            })),
            client_reference_id: String(request.orderId),
            metadata,
            payment_intent_data: { metadata },
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          // the same order never opens two sessions, even when a request is retried
          { idempotencyKey: `checkout-order-${request.orderId}` },
        );
      } catch (error) {
        throw translate(error);
      }
      if (!session.url) throw new PaymentProviderError("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      if (!usable) throw new PaymentSetupRequiredError("STRIPE_SECRET_KEY is not a secret key (sk_… or rk_…)");
      try {
        return toState(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw translate(error);
      }
    },
  };
}

/** Seconds a webhook's signature stays acceptable (Stripe's own default, stated here so it is ours). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The event of a webhook whose Stripe-Signature matches the raw body and the secret within the tolerance;
 * throws otherwise. Verification needs no API key, only the endpoint's signing secret.
 */
export function verifiedWebhookEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new Error("No Stripe-Signature header");
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
}
