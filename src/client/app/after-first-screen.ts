/** How long after the first screen deferred work starts on its own when the visitor has not moved yet. */
export const AFTER_FIRST_SCREEN_MS = 5000;
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Runs `run` once, when the visitor first touches the page or after a few quiet seconds, whichever is first:
 * for code the page will want soon but not for its first screen, so that it never competes with it. Returns
 * the cancel of a pending run.
 */
export function runAfterFirstScreen(run: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    cancel();
    done = true;
    run();
  };
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, AFTER_FIRST_SCREEN_MS);
  function cancel() {
    window.clearTimeout(timer);
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    done = true;
    cancel();
  };
}
