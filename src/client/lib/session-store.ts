// The tab's session storage: what a visit keeps for itself (the plan taken to the login page and back, the
// sign-up form's draft). Only this tab sees it, and it is gone when the tab closes.

/** The session storage, or undefined where the browser blocks it. */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // some browsers throw on access when storage is blocked
    return undefined;
  }
}
