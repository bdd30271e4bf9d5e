import { isIPv4 } from "node:net";

/**
 * Which payment provider a server runs, decided once at start-up from its configuration (decision 0023):
 * - `stripe`: STRIPE_SECRET_KEY is set (whatever else is): Stripe Checkout, in test or live mode by the key.
 * - `local`: no key, and PUBLIC_URL unset or a loopback address (a fresh machine), or ALLOW_TEST_CHECKOUT=true:
 *   the local test checkout, where no card is asked for and no money moves.
 * - `none`: no key on a public address: there is no checkout at all, and a purchase answers the product's
 *   "Payment Processing Setup Required". A public server never gives its packages away by default.
 */
export type PaymentMode =
  | { kind: "stripe"; keyMode: "test" | "live" | "unrecognised" }
  | { kind: "local"; publicAddress: boolean }
  | { kind: "none" };

export type PaymentModeInput = {
  stripeSecretKey?: string | undefined;
  /** The address users reach the product at; the server's default (http://localhost:PORT) when PUBLIC_URL is unset. */
  publicUrl: string;
  allowTestCheckout?: boolean | undefined;
};

/** Whether an address can only be reached from the machine itself: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]") return true;
  return isIPv4(host) && host.startsWith("127.");
}

/** A secret (sk_) or restricted (rk_) key and its mode; a publishable key (pk_) or anything else cannot create sessions. */
export function stripeKeyMode(key: string): "test" | "live" | "unrecognised" {
  const match = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]+$/.exec(key);
  return match ? (match[1] as "test" | "live") : "unrecognised";
}

export function decidePaymentMode(input: PaymentModeInput): PaymentMode {
  if (input.stripeSecretKey) return { kind: "stripe", keyMode: stripeKeyMode(input.stripeSecretKey) };
  const loopback = isLoopbackUrl(input.publicUrl);
  if (loopback || input.allowTestCheckout === true) return { kind: "local", publicAddress: !loopback };
  return { kind: "none" };
}

/** The start-up line saying which payment mode is active, and how loudly. */
export function describePaymentMode(mode: PaymentMode, publicUrl: string): { level: "info" | "warn" | "error"; message: string } {
  switch (mode.kind) {
    case "stripe":
      if (mode.keyMode === "unrecognised") {
        return {
          level: "error",
          message:
            "Payments: STRIPE_SECRET_KEY is not a Stripe secret key (sk_… or rk_…): every purchase answers " +
            '"Payment Processing Setup Required" until it is corrected',
        };
      }
      return {
        level: "info",
        message:
          mode.keyMode === "live"
            ? "Payments: Stripe Checkout in LIVE mode: customers pay real money"
            : "Payments: Stripe Checkout in test mode (a test key): no real money moves",
      };
    case "local":
      if (mode.publicAddress) {
        return {
          level: "warn",
          message:
            `Payments: the LOCAL TEST CHECKOUT is on at ${publicUrl} because ALLOW_TEST_CHECKOUT=true: anyone who ` +
            "reaches this address gets every package without paying. Never leave it on where real customers come; " +
            "set STRIPE_SECRET_KEY and remove ALLOW_TEST_CHECKOUT",
        };
      }
      return {
        level: "info",
        message: "Payments: the local test checkout (no STRIPE_SECRET_KEY, loopback address): no card is asked for and no money moves",
      };
    case "none":
      return {
        level: "warn",
        message:
          `Payments: none. ${publicUrl} is not a loopback address and STRIPE_SECRET_KEY is unset, so there is no ` +
          'checkout: a purchase answers "Payment Processing Setup Required". Set STRIPE_SECRET_KEY ' +
          "(or ALLOW_TEST_CHECKOUT=true on a test server)",
      };
  }
}
