import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, sentBodies, stubApi } from "../../test/harness";
import { ANALYTICS_EVENTS_URL, FLUSH_DELAY_MS, VISIT_KEY } from "./first-party";
import { trackEvent } from "./track-event";

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Batch = { visitId: string; events: Array<{ name: string; params: Record<string, unknown> }> };

describe("first-party analytics", () => {
  it("sends the events of a moment together, with this visit's id and nothing else about the person", () => {
    const fetchMock = stubApi({ [`POST ${ANALYTICS_EVENTS_URL}`]: () => new Response(null, { status: 204 }) });
    trackEvent("page_view", { path: "/planner" });
    trackEvent("step_completed", { step: 1, stepId: "appliances" });
    expect(sentBodies(fetchMock, "POST", ANALYTICS_EVENTS_URL)).toEqual([]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    const [batch] = sentBodies(fetchMock, "POST", ANALYTICS_EVENTS_URL) as Batch[];
    expect(batch?.events).toEqual([
      { name: "page_view", params: { path: "/planner" } },
      { name: "step_completed", params: { step: 1, stepId: "appliances" } },
    ]);
    expect(batch?.visitId).toBe(sessionStorage.getItem(VISIT_KEY));
    expect(batch?.visitId).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("sends a full batch at once, and what is left when the page is left", () => {
    const fetchMock = stubApi({ [`POST ${ANALYTICS_EVENTS_URL}`]: () => json({}, 204) });
    for (let step = 1; step <= 21; step++) trackEvent("step_completed", { step });
    const sent = () => sentBodies(fetchMock, "POST", ANALYTICS_EVENTS_URL) as Batch[];
    expect(sent().map((b) => b.events.length)).toEqual([20]);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent().map((b) => b.events.length)).toEqual([20, 1]);
  });

  it("keeps only what the server accepts: short names, short texts, finite numbers", () => {
    const fetchMock = stubApi({ [`POST ${ANALYTICS_EVENTS_URL}`]: () => json({}, 204) });
    trackEvent("page_view", { path: "x".repeat(300), "bad key": 1, value: Number.NaN, ok: true });
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    const [batch] = sentBodies(fetchMock, "POST", ANALYTICS_EVENTS_URL) as Batch[];
    expect(batch?.events[0]?.params).toEqual({ path: "x".repeat(200), ok: true });
  });
});
