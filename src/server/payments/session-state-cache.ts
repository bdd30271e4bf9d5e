import { LRUCache } from "lru-cache";
import type { CheckoutSessionState, PaymentGateway } from "./gateway";

/** How long the provider's answer about a checkout session is reused: still pending, and paid (final). */
export const SESSION_STATE_TTL_MS = { pending: 3000, paid: 60_000 } as const;
const MAX_SESSIONS = 5000;

/**
 * The gateway, with each checkout session's state reused briefly per session id (the success page's
 * verification, which anyone may repeat): requests arriving together share one provider call, and a
 * session's answer is asked again only after SESSION_STATE_TTL_MS. A failed call is not kept. Fulfilment
 * by the webhook and the local checkout asks the provider itself, never this copy.
 */
export function withSessionStateCache(gateway: PaymentGateway): PaymentGateway {
  const cache = new LRUCache<string, Promise<CheckoutSessionState | null>>({
    max: MAX_SESSIONS,
    ttl: SESSION_STATE_TTL_MS.pending,
    // the wall clock, which tests can move
    perf: { now: () => Date.now() },
  });
  return {
    kind: gateway.kind,
    createCheckoutSession: (request) => gateway.createCheckoutSession(request),
    retrieveCheckoutSession(id) {
      const known = cache.get(id);
      if (known) return known;
      const asked = gateway.retrieveCheckoutSession(id);
      cache.set(id, asked, { ttl: SESSION_STATE_TTL_MS.pending });
      asked.then(
        (state) => {
          if (state?.paymentStatus === "paid" && cache.get(id) === asked) cache.set(id, asked, { ttl: SESSION_STATE_TTL_MS.paid });
        },
        () => {
          if (cache.get(id) === asked) cache.delete(id);
        },
      );
      return asked;
    },
  };
}
