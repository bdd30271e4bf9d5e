/**
 * Conversion events of the seed (steps, planner completed, sign-up, payment, downloads, contact). They go to
 * Google Analytics when a measurement id is configured (window.gtag present) and are always announced on
 * the window as an "okp:analytics" event, which the first-party recorder and the browser tests listen to.
 */
export type AnalyticsEventName =
  | "step_completed"
  | "planner_completed"
  | "page_view"
  | "sign_up"
  | "contact_submitted"
  | "pdf_downloaded"
  | "html_downloaded"
  | "payment_completed"
  | "generate_lead";

export type AnalyticsEvent = { name: AnalyticsEventName; params: Record<string, string | number | boolean> };

declare global {
  interface Window {
    gtag?: (command: "event", name: string, params: Record<string, unknown>) => void;
  }
}

export const ANALYTICS_DOM_EVENT = "okp:analytics";

export function trackEvent(name: AnalyticsEventName, params: AnalyticsEvent["params"] = {}): void {
  if (typeof window === "undefined") return;
  try {
    window.gtag?.("event", name, params);
  } catch {
    // analytics never breaks the product
  }
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_DOM_EVENT, { detail: { name, params } }));
}
