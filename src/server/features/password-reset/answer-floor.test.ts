import { afterEach, describe, expect, it, vi } from "vitest";
import { answerNoSoonerThan, FORGOT_PASSWORD_ANSWER_FLOOR_MS } from "./service";

afterEach(() => {
  vi.useRealTimers();
});

/** Settles `promise` into a readable state, so a test can see whether it has settled yet. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe("forgot-password's answer floor", () => {
  it("answers quick work (an unknown address) and slower work (a known one) at the same moment", async () => {
    vi.useFakeTimers();
    const quick = track(answerNoSoonerThan(FORGOT_PASSWORD_ANSWER_FLOOR_MS, async () => "unknown"));
    const slower = track(
      answerNoSoonerThan(FORGOT_PASSWORD_ANSWER_FLOOR_MS, () => new Promise<string>((resolve) => setTimeout(() => resolve("known"), 15))),
    );
    await vi.advanceTimersByTimeAsync(FORGOT_PASSWORD_ANSWER_FLOOR_MS - 1);
    expect(quick.settled).toBe(false);
    expect(slower.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quick).toEqual({ settled: true, value: "unknown" });
    expect(slower).toEqual({ settled: true, value: "known" });
  });

  it("holds a failure to the same floor, and never shortens work that outlasts it", async () => {
    vi.useFakeTimers();
    const failed = track(answerNoSoonerThan(100, async () => Promise.reject(new Error("database down"))));
    const long = track(answerNoSoonerThan(100, () => new Promise<string>((resolve) => setTimeout(() => resolve("done"), 250))));
    await vi.advanceTimersByTimeAsync(99);
    expect(failed.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(failed.settled).toBe(true);
    expect((failed.error as Error).message).toBe("database down");
    await vi.advanceTimersByTimeAsync(149);
    expect(long.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(long).toEqual({ settled: true, value: "done" });
  });
});
