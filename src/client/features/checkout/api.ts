import { type QueryClient, useQuery } from "@tanstack/react-query";
import { commerceContract as c } from "../../../domain/commerce/commerce.contract";
import { type CheckoutBody, type PaymentVerification, PRICING_CACHE_SECONDS, type Pricing, type TestCheckoutView } from "../../../domain/commerce/tiers";
import { ApiError, apiRequest, getQueryFn } from "../../app/query-client";
import { PRICING_PATH } from "../../../domain/commerce/tier-prices";

export const PRICING_URL = PRICING_PATH;
export const CHECKOUT_URL = "/api/create-checkout-session";
export const VERIFY_PAYMENT_URL = "/api/payment/verify";
export const TEST_CHECKOUT_URL = "/api/test-checkout";

export const pricingQueryKey = [PRICING_URL] as const;

/** Tier prices from the server (docs/product/accounts-and-commerce.md: cached 60 s). */
export function usePricing() {
  return useQuery<Pricing>({
    queryKey: pricingQueryKey,
    queryFn: async (context) => c.pricing.response[200].parse(await getQueryFn<unknown>({ on401: "throw" })(context)),
    staleTime: PRICING_CACHE_SECONDS * 1000,
  });
}

/**
 * After an administrator changed a price: this browser shows the new prices at once. The query takes the
 * server's answer, and the browser's HTTP cache of GET /api/pricing (60 s for everyone) is refreshed, so no
 * other page of this browser shows the old price either. Other visitors see it within 60 s; what a checkout
 * charges is read by the server at the moment of purchase, so it changes at once for everyone.
 */
export async function showPricingChange(queryClient: QueryClient, pricing: Pricing): Promise<void> {
  queryClient.setQueryData(pricingQueryKey, pricing);
  await fetch(PRICING_URL, { cache: "reload", credentials: "include" }).catch(() => undefined);
}

/**
 * How a checkout request ended, in the four cases the product's toasts tell apart: go to the provider's page;
 * the payment system is not set up; an answer without a URL; the request failed.
 */
export type CheckoutOutcome =
  | { kind: "redirect"; url: string }
  | { kind: "setup-required" }
  | { kind: "no-url" }
  | { kind: "failed"; message: string | undefined }
  /** Already bought (another tab, a stale page): the server's sentence says what is covered. */
  | { kind: "conflict"; message: string };

function setupRequiredIn(body: string): boolean {
  try {
    return (JSON.parse(body) as { setupRequired?: unknown }).setupRequired === true;
  } catch {
    return false;
  }
}

/** The `error` sentence of an error answer's body, if it has one. */
function errorSentence(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error;
    return typeof error === "string" && error !== "" ? error : undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/create-checkout-session: the server prices the order; the client names only what is bought. */
export async function startCheckout(body: CheckoutBody): Promise<CheckoutOutcome> {
  try {
    const res = await apiRequest("POST", CHECKOUT_URL, body);
    const text = await res.text().catch(() => "");
    if (setupRequiredIn(text)) return { kind: "setup-required" };
    if (res.status === 409) {
      const message = errorSentence(text);
      if (message) return { kind: "conflict", message };
    }
    // apiRequest answers an unreachable server with a synthetic 503 instead of rejecting
    if (!res.ok) return { kind: "failed", message: undefined };
    const answer = (() => {
      try {
        return JSON.parse(text) as { url?: unknown };
      } catch {
        return {};
      }
    })();
    return typeof answer.url === "string" && answer.url ? { kind: "redirect", url: answer.url } : { kind: "no-url" };
  } catch (error) {
    if (error instanceof ApiError) {
      if (setupRequiredIn(error.body)) return { kind: "setup-required" };
      if (error.status === 409 && error.serverMessage) return { kind: "conflict", message: error.serverMessage };
      return { kind: "failed", message: error.serverMessage };
    }
    throw error;
  }
}

/** POST /api/payment/verify: whether the order of this checkout session is paid. */
export async function verifyPayment(sessionId: string): Promise<PaymentVerification> {
  const res = await apiRequest("POST", VERIFY_PAYMENT_URL, { sessionId });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return c.verifyPayment.response[200].parse(await res.json());
}

/** The local test checkout's session (only when the server runs without Stripe). */
export async function fetchTestCheckout(sessionId: string): Promise<TestCheckoutView> {
  const res = await apiRequest("GET", `${TEST_CHECKOUT_URL}/${encodeURIComponent(sessionId)}`);
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return c.testCheckoutView.response[200].parse(await res.json());
}

/** Completes (pay) or leaves (cancel) the test checkout; answers where the browser goes next. */
export async function finishTestCheckout(sessionId: string, action: "pay" | "cancel"): Promise<string> {
  const res = await apiRequest("POST", `${TEST_CHECKOUT_URL}/${encodeURIComponent(sessionId)}/${action}`);
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return c[action === "pay" ? "testCheckoutPay" : "testCheckoutCancel"].response[200].parse(await res.json()).redirectUrl;
}
