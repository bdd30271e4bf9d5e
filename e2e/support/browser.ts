import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * WebGL without a GPU: Chromium's software renderer (SwiftShader) through ANGLE, for the 3D view. Chromium no
 * longer falls back to it on its own everywhere, so a test that draws in 3D asks for it.
 */
const SOFTWARE_WEBGL = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"];

export interface LaunchOptions {
  /** Draw WebGL in software (SwiftShader) instead of leaving WebGL to whatever the machine offers. */
  webgl?: boolean;
}

/** Debian's Chromium, headless, with the flags it needs to run as root on a machine without network. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
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
      ...(options.webgl ? SOFTWARE_WEBGL : []),
    ],
  });
}
