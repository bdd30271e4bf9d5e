import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { INTERACTION_CAP_PER_TYPE, INTERACTION_THROTTLE_MS, InteractionTracker } from "./bot-detection";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let send: ReturnType<typeof vi.fn<(url: string, body: unknown) => Promise<unknown>>>;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  vi.useFakeTimers();
  send = vi.fn(async (url: string) => (url.endsWith("track-form-load") ? json({ sessionId: "s-1" }) : new Response(null, { status: 204 })));
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const reported = (type: string) =>
  send.mock.calls.filter(([url, body]) => url === "/api/auth/track-interaction" && (body as { type: string }).type === type);

async function startedTracker(): Promise<InteractionTracker> {
  const tracker = new InteractionTracker(send, () => Date.now());
  await tracker.start();
  return tracker;
}

describe("interaction tracking of the login form", () => {
  it("records the form load, then reports one interaction of a type per 500 ms", async () => {
    const tracker = await startedTracker();
    expect(send).toHaveBeenCalledWith("/api/auth/track-form-load", undefined);

    tracker.record("mouse");
    tracker.record("mouse");
    vi.advanceTimersByTime(INTERACTION_THROTTLE_MS - 1);
    tracker.record("mouse");
    expect(reported("mouse")).toEqual([["/api/auth/track-interaction", { sessionId: "s-1", type: "mouse" }]]);

    vi.advanceTimersByTime(1);
    tracker.record("mouse");
    expect(reported("mouse")).toHaveLength(2);

    // each type has its own window: a key press right after a mouse move still counts
    tracker.record("keyboard");
    tracker.record("focus");
    expect(reported("keyboard")).toHaveLength(1);
    expect(reported("focus")).toHaveLength(1);
    expect(tracker.payload().interactions).toEqual({ mouse: 2, keyboard: 1, focus: 1 });
  });

  it("stops at 10 reports per type, and the submission counts the same", async () => {
    const tracker = await startedTracker();
    for (let i = 0; i < 30; i++) {
      tracker.record("keyboard");
      vi.advanceTimersByTime(INTERACTION_THROTTLE_MS);
    }
    expect(reported("keyboard")).toHaveLength(INTERACTION_CAP_PER_TYPE);
    expect(tracker.payload()).toMatchObject({ sessionId: "s-1", interactions: { keyboard: 10, mouse: 0, focus: 0 } });
  });

  it("a sign-up spends its form load: the next submission carries a new one", async () => {
    let n = 0;
    send.mockImplementation(async (url: string) =>
      url.endsWith("track-form-load") ? json({ sessionId: `s-${++n}` }) : new Response(null, { status: 204 }),
    );
    const tracker = await startedTracker();
    expect(tracker.payload(true).sessionId).toBe("s-1");
    await tracker.start();
    expect(tracker.payload(true).sessionId).toBe("s-2");
    // a login does not spend it
    await tracker.start();
    expect(tracker.payload().sessionId).toBe("s-3");
    expect(tracker.payload().sessionId).toBe("s-3");
  });

  it("reports the time since the form was opened", async () => {
    const tracker = await startedTracker();
    vi.advanceTimersByTime(4200);
    expect(tracker.payload().timeSinceLoad).toBe(4200);
  });

  it("only logs failures: no form id still lets the form submit, a failed report is a warning", async () => {
    send.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const tracker = new InteractionTracker(send, () => Date.now());
    await tracker.start();
    tracker.record("focus");
    expect(reported("focus")).toEqual([]);
    expect(tracker.payload()).toEqual({ timeSinceLoad: 0, interactions: { mouse: 0, keyboard: 0, focus: 1 } });
    expect(warn).toHaveBeenCalled();

    // submitting without an id asks for one again, so a retried sign-up carries it
    await vi.runAllTimersAsync();
    expect(send.mock.calls.filter(([url]) => url === "/api/auth/track-form-load")).toHaveLength(2);
    expect(tracker.payload().sessionId).toBe("s-1");

    const started = await startedTracker();
    send.mockRejectedValueOnce(new Error("500"));
    started.record("mouse");
    await vi.runAllTimersAsync();
    expect(warn.mock.calls.some(([message]: unknown[]) => String(message).includes("mouse"))).toBe(true);
  });
});
