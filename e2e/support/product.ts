import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startSmtpCapture } from "../../src/server/test/smtp-capture";
import { launchBrowser } from "./browser";
import { watchFormLoads } from "./form-load";
import { type RunningServer, startServer } from "./server";

/** A page that records the errors a person would never see: uncaught exceptions and console errors. */
export type ProductPage = Page & { errors: string[] };

/** A visitor's "who am I?" answers 401 by contract; the browser logs every 4xx resource as an error. */
function isSignedOutCheck(text: string, url: string): boolean {
  return text.includes("status of 401") && url.endsWith("/api/auth/user");
}

/**
 * The built product and a browser for the tests of one file: started before the first test, stopped after
 * the last. Read `product.server` and `product.browser` inside tests. `env` adds to the server's
 * environment; pass a function when a value is only known once an earlier beforeAll has run (the port of
 * a mail server the test starts).
 */
export function setUpProduct(env: Record<string, string> | (() => Record<string, string>) = {}): {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser context (closed after the test) with one page at the given screen size. */
  openPage(viewport?: { width: number; height: number }): Promise<ProductPage>;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  afterEach(async ({ task }) => {
    // a failed test says what the server and each page showed at that moment, not just which wait ran out
    if (task.result?.state === "fail") console.error(await whatWasShown(contexts, server));
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
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
    async openPage(viewport = { width: 1280, height: 900 }) {
      if (!browser) throw new Error("the browser is not running yet");
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = (await context.newPage()) as ProductPage;
      page.errors = [];
      watchFormLoads(page);
      page.on("pageerror", (e) => page.errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error" && !isSignedOutCheck(m.text(), m.location().url)) page.errors.push(m.text());
      });
      return page;
    },
  };
}

/**
 * The server's last lines and, for each open page, its address, its errors and what its alerts and status
 * messages said: printed when a test fails.
 */
async function whatWasShown(contexts: BrowserContext[], server: RunningServer | undefined): Promise<string> {
  const lines = [`--- the server's last output ---`, (server?.output() ?? "(not started)").slice(-4000)];
  for (const [i, page] of contexts.flatMap((c) => c.pages()).entries()) {
    const said = await page
      .locator('[role="alert"], [role="status"]')
      .allInnerTexts()
      .catch((error: unknown) => [`(could not be read: ${String(error)})`]);
    lines.push(
      `--- page ${i + 1}: ${page.url()} ---`,
      `errors: ${JSON.stringify((page as ProductPage).errors ?? [])}`,
      `alerts and status messages: ${JSON.stringify(said.filter((text) => text.trim() !== ""))}`,
    );
  }
  return lines.join("\n");
}

type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * setUpProduct with a real SMTP server on loopback that receives the product's mail, as its recipients would
 * read it (the support inbox, a reset link): `mail()` is that server while the suite runs.
 */
export function setUpProductWithMail(env: Record<string, string> = {}): ReturnType<typeof setUpProduct> & { mail(): SmtpCapture } {
  let smtp: SmtpCapture | undefined;
  // registered before the product's own hooks, so the mail server's address is known when the product starts
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const mail = () => {
    if (!smtp) throw new Error("the mail server is not running");
    return smtp;
  };
  const product = setUpProduct(() => ({ ...env, SMTP_URL: mail().url }));
  return {
    get server() {
      return product.server;
    },
    get browser() {
      return product.browser;
    },
    openPage: (viewport) => product.openPage(viewport),
    mail,
  };
}
