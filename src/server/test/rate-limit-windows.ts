/**
 * Fixed windows restart on the clock; a test that straddles a window boundary would see its count reset.
 * Waiting out the last few seconds of a window keeps the tests deterministic.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs = 5000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
