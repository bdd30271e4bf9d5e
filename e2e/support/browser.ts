import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Debian's Chromium, headless, with the flags it needs to run as root on a machine without network. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error("Chromium not found: apt-get install chromium, or set CHROMIUM_PATH");
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
