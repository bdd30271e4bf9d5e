/**
 * The card payment provider behind one interface: Stripe Checkout when STRIPE_SECRET_KEY is set, the local
 * test checkout on a loopback address or when ALLOW_TEST_CHECKOUT allows it, none otherwise (payments/mode.ts,
 * docs/product/accounts-and-commerce.md section 10.5, decision 0023). Fulfilment reads a checkout session the same way from either, so
 * the whole purchase works on a fresh machine through the same code that serves real payments.
 */

export type CheckoutLineItem = { name: string; description?: string; amountCents: number };

export type CheckoutSessionRequest = {
  orderId: number;
  userId: number;
  projectId: number;
  lineItems: CheckoutLineItem[];
  currency: string;
  customerEmail: string;
  /** May contain {CHECKOUT_SESSION_ID}, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
};

/** The fields of a checkout session that fulfilment checks against its order. */
export type CheckoutSessionState = {
  id: string;
  /** "paid", "unpaid" or "no_payment_required" (Stripe may add others; only "paid" pays). */
  paymentStatus: string;
  /** "open", "complete" or "expired". */
  status: string | null;
  /** In the smallest currency unit (cents). */
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
};

/** The provider cannot take payments with this configuration (no valid key): the product's setup-required case. */
export class PaymentSetupRequiredError extends Error {
  override name = "PaymentSetupRequiredError";
}

/** The provider could not be reached or refused the request for a reason of its own. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

export interface PaymentGateway {
  readonly kind: "stripe" | "local" | "none";
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** The session as the provider knows it now, or null when it does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState | null>;
}

/** The metadata binding a checkout session to its order, user and project (also checked on the way back). */
export function checkoutMetadata(request: Pick<CheckoutSessionRequest, "orderId" | "userId" | "projectId">) {
  return {
    orderId: String(request.orderId),
    userId: String(request.userId),
    projectId: String(request.projectId),
  };
}

export const CHECKOUT_SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** No provider (no STRIPE_SECRET_KEY on a public address): no checkout opens, and no session is known. */
export function createUnconfiguredGateway(): PaymentGateway {
  return {
    kind: "none",
    async createCheckoutSession() {
      throw new PaymentSetupRequiredError("no payment provider: STRIPE_SECRET_KEY is unset on a public address");
    },
    async retrieveCheckoutSession() {
      return null;
    },
  };
}
