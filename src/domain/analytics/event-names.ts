// The names and limits of first-party analytics events, without the request schema (./analytics), so the
// page that records them does not carry the validation library.

export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "step_completed",
  "planner_completed",
  "sign_up",
  "contact_submitted",
  "pdf_downloaded",
  "html_downloaded",
  "payment_completed",
  "generate_lead",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PARAM_KEYS_MAX = 10;
export const ANALYTICS_TEXT_MAX = 200;
/** Parameter names: short words. */
export const ANALYTICS_PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export type AnalyticsEventInput = {
  name: AnalyticsEventName;
  params: Record<string, string | number | boolean>;
};

/**
 * How long first-party analytics events are kept: older rows are deleted by the server (at start-up and once
 * a day). The privacy policy states the same period.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;
