/**
 * Conversion events (docs/product/planner-wizard.md section 9) (steps, planner completed, sign-up, payment, downloads, contact, page views).
 * They go to Google Analytics when a measurement id is configured (window.gtag present), are always recorded
 * first-party for the administrator's funnel (./first-party), and are announced on the window as an
 * "okp:analytics" event, which the tests listen to.
 */
import type { AnalyticsEventName } from "../../../domain/analytics/event-names";
import { recordFirstParty } from "./first-party";

export type { AnalyticsEventName };

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
  recordFirstParty(name, params);
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_DOM_EVENT, { detail: { name, params } }));
}
