import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetFirstPartyAnalytics } from "../features/analytics/first-party";
import { startConsoleGuard, stopConsoleGuard } from "./console-guard";

/**
 * A console.error during a test fails that test (architecture convention 7): React act() warnings, key
 * warnings and Radix accessibility warnings all arrive through console.error and would otherwise pass
 * silently. A test that expects one calls takeConsoleErrors() from ./console-guard and asserts on it.
 */
beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  // events queued by a test are not sent into the next one
  resetFirstPartyAnalytics();
  stopConsoleGuard();
});
