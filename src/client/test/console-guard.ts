import { type MockInstance, vi } from "vitest";

let spy: MockInstance<typeof console.error> | undefined;

/** Starts recording console.error (called by setup.ts before each test). */
export function startConsoleGuard(): void {
  spy = vi.spyOn(console, "error").mockImplementation(() => {});
}

/**
 * For a test that expects console.error: returns what was logged so far and forgets it, so the guard
 * does not fail the test for it.
 */
export function takeConsoleErrors(): unknown[][] {
  if (!spy) return [];
  const calls = spy.mock.calls.map((args) => [...args]);
  spy.mockClear();
  return calls;
}

/** Stops recording and throws if anything unexpected was logged (called by setup.ts after each test). */
export function stopConsoleGuard(): void {
  const calls = takeConsoleErrors();
  spy?.mockRestore();
  spy = undefined;
  if (calls.length === 0) return;
  const messages = calls.map((args) =>
    args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "),
  );
  throw new Error(`console.error was called during the test:\n${messages.join("\n---\n")}`);
}
