import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../../domain/accounts/session-hint";
import { loadToaster } from "../components/ui/lazy-toaster";
import { resetFirstPartyAnalytics } from "../lib/analytics/first-party";
import { startConsoleGuard, stopConsoleGuard } from "./console-guard";

/**
 * A console.error during a test fails that test (architecture convention 7): React act() warnings, key
 * warnings and Radix accessibility warnings all arrive through console.error and would otherwise pass
 * silently. A test that expects one calls takeConsoleErrors() from ./console-guard and asserts on it.
 */
// A page's toast region loads a moment after the page opens (components/ui/lazy-toaster.tsx, which has its own
// test of that moment); page tests see the page after it, as a visitor does who has done anything at all.
beforeAll(async () => {
  await loadToaster();
});

beforeEach(() => {
  startConsoleGuard();
  // as after a login: the page asks the (stubbed) server who is signed in; a test of a fresh visitor removes it
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is what the page reads
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
  // events queued by a test are not sent into the next one
  resetFirstPartyAnalytics();
  stopConsoleGuard();
});
