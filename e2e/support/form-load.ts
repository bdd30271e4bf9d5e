import { BOT_DEFENCE } from "../../src/server/features/bot-defence/service";

/**
 * What the login page sends as `_bot_detection` with a sign-up, for callers that sign up straight through
 * the API: a form load from the server, and a wait as long as a person needs to fill the form in (the
 * server refuses a sign-up without a form load, or one sent sooner than the minimum fill time).
 */
export async function signupFormLoad(baseUrl: string): Promise<{ sessionId: string }> {
  const res = await fetch(`${baseUrl}/api/auth/track-form-load`, { method: "POST" });
  if (!res.ok) throw new Error(`track-form-load answered ${res.status}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  await new Promise((resolve) => setTimeout(resolve, BOT_DEFENCE.minFormFillMs + 100));
  return { sessionId };
}
