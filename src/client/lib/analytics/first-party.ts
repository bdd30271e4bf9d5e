import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_PARAM_KEYS_MAX,
  ANALYTICS_PARAM_NAME,
  ANALYTICS_TEXT_MAX,
  type AnalyticsEventInput,
  type AnalyticsEventName,
} from "../../../domain/analytics/event-names";

export const ANALYTICS_EVENTS_URL = "/api/analytics/events";
/** A random id of this tab's visit: the funnel counts visits, and nothing links it to a person. */
export const VISIT_KEY = "okp.visit";
/** Events wait this long to travel together, so a busy page sends one request, not one per click. */
export const FLUSH_DELAY_MS = 2000;


let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function visitId(): string {
  try {
    const known = sessionStorage.getItem(VISIT_KEY);
    if (known) return known;
    const id = crypto.randomUUID().replaceAll("-", "");
    sessionStorage.setItem(VISIT_KEY, id);
    return id;
  } catch {
    // storage refused: one id per page load still counts this visit once
    fallbackVisit ??= crypto.randomUUID().replaceAll("-", "");
    return fallbackVisit;
  }
}
let fallbackVisit: string | undefined;

/** Only what the server accepts: short parameter names, short texts, finite numbers, at most ten. */
function cleanParams(params: Record<string, string | number | boolean>): AnalyticsEventInput["params"] {
  const kept = Object.entries(params)
    .filter(([key, value]) => ANALYTICS_PARAM_NAME.test(key) && (typeof value !== "number" || Number.isFinite(value)))
    .slice(0, ANALYTICS_PARAM_KEYS_MAX)
    .map(([key, value]) => [key, typeof value === "string" ? value.slice(0, ANALYTICS_TEXT_MAX) : value] as const);
  return Object.fromEntries(kept);
}

/** Sends what is queued; `keepalive` lets the request finish while the page is being left. Never throws. */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(ANALYTICS_BATCH_MAX);
    try {
      void fetch(ANALYTICS_EVENTS_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ visitId: visitId(), events }),
        credentials: "include",
        keepalive: true,
      }).catch(() => {});
    } catch {
      // analytics never breaks the product
    }
  }
}

function listenForLeaving(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushAnalytics();
  });
  window.addEventListener("pagehide", flushAnalytics);
}

/** Queues an event for the first-party record (docs/product/accounts-and-commerce.md section 10.8); a batch leaves after a short pause. */
export function recordFirstParty(name: AnalyticsEventName, params: Record<string, string | number | boolean>): void {
  if (typeof window === "undefined") return;
  listenForLeaving();
  queue.push({ name, params: cleanParams(params) });
  if (queue.length >= ANALYTICS_BATCH_MAX) {
    flushAnalytics();
    return;
  }
  timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** Tests: forget what is queued. */
export function resetFirstPartyAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  queue = [];
}
