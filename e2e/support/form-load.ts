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

/** When each page last received the answer to its form's form-load call. */
const formLoadAnswered = new WeakMap<object, number>();

/** Notes, for `formLoadAnsweredSince`, each form-load answer this page receives. */
export function watchFormLoads(page: { on(event: "response", listener: (res: { url(): string; ok(): boolean }) => void): unknown }): void {
  page.on("response", (res) => {
    if (res.ok() && new URL(res.url()).pathname === "/api/auth/track-form-load") formLoadAnswered.set(page, Date.now());
  });
}

/**
 * The time the page's form load was answered, once an answer came no earlier than `since` less a second
 * (the form asks as it mounts, around when its heading shows). The server counts the fill time from its
 * receipt of that call, so a wait measured from the answer is never too short, however slowly the call went.
 */
export async function formLoadAnsweredSince(page: object, since: number, timeoutMs = 20_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const at = formLoadAnswered.get(page);
    if (at !== undefined && at >= since - 1000) return at;
    if (Date.now() > until) throw new Error("the form's form-load call was not answered");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
