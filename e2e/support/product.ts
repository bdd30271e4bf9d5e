import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";

/**
 * The built product and a browser for the tests of one file: started before the first test, stopped after
 * the last. Read `product.server` and `product.browser` inside tests. `env` adds to the server's
 * environment; pass a function when a value is only known once an earlier beforeAll has run (the port of
 * a mail server the test starts).
 */
export function setUpProduct(env: Record<string, string> | (() => Record<string, string>) = {}): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === "function" ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the server is not running yet");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is not running yet");
      return browser;
    },
  };
}
