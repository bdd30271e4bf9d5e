/**
 * Generous waits for findBy and waitFor: the suite shares two cores with other test runs, and a slow tick is
 * not a failure.
 */
export const WAIT = { timeout: 4000 };
