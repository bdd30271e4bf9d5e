/**
 * `npm run bench`, the live 3D view on a mid-range phone: the built product in headless Chromium drawing WebGL
 * in software (SwiftShader), the page's CPU slowed 4x (Emulation.setCPUThrottlingRate), a phone's screen. It
 * opens step 7 with a large plan (a U with eight appliances under a gazebo, lights and seats), chooses the 3D
 * view and turns it with its "Rotate right" button for about 3 s, timing every frame with requestAnimationFrame and
 * tracing the page's thread. Prints the view's work per frame on the page's thread (median, p95) against 60 frames a
 * second, the frame times in software WebGL (an upper bound), the time from choosing the view to its first frame, and the
 * weight of the code the view loads (its lazily loaded chunks, brotli as served). SwiftShader draws on the CPU,
 * so its frame times are an upper bound for a phone's GPU. Runs: BENCH_SCENE_VIEW_RUNS (median of the runs).
 */
import { existsSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser";
import { openPlannerStep } from "../e2e/support/planner";
import { uGazeboPlan } from "../src/domain/testing/scene-plans";
import { median, startBuiltProduct, stopServer } from "./support";

const RUNS = Number(process.env.BENCH_SCENE_VIEW_RUNS ?? 3);
const ORBIT_MS = 3000;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** A little under the view's glide after a button press (320 ms), so one glide runs into the next. */
const GLIDE_MS = 250;
/**
 * docs/decisions/0040-live-3d-view.md: the view's own work on the page's thread fits a 60-frames-a-second frame
 * (16.7 ms) on the slowed CPU; the frame time of the software renderer is reported as an upper bound, not held to
 * it (a phone draws in hardware); the view's code at most 250 KB brotli.
 */
const TARGETS = { medianWorkMs: 16.7, p95WorkMs: 16.7, firstFrameMs: 3000, chunkKb: 250 } as const;
const PHONE = { width: 390, height: 844 };

/** The largest plan a homeowner is likely to draw: a U with eight appliances under a gazebo, lights and six seats. */
function largePlan() {
  const plan = uGazeboPlan();
  plan.lighting = true;
  plan.constraints = { ...plan.constraints, seatingArea: true, seatCount: 6 };
  return { ...plan, budget: undefined };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The brotli size of each script the view fetched, as the build wrote it (dist/client/assets/*.js.br). */
function brotliBytes(urls: string[]): number {
  return urls.reduce((sum, url) => {
    const file = path.join("dist/client", new URL(url).pathname);
    return sum + (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size);
  }, 0);
}

/** Waits until no request has been open for half a second. */
async function quietNetwork(page: Page): Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const opened = () => {
    open++;
    lastChange = Date.now();
  };
  const closed = () => {
    open--;
    lastChange = Date.now();
  };
  page.on("request", opened);
  page.on("requestfinished", closed);
  page.on("requestfailed", closed);
  await page.waitForTimeout(200);
  while (open > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
  page.off("request", opened);
  page.off("requestfinished", closed);
  page.off("requestfailed", closed);
}

/**
 * The floor of this browser's software WebGL: a canvas of the view's size and density cleared on every frame,
 * nothing drawn, timed as the view is. What the view costs is what it takes above this.
 */
async function emptyCanvasFrames(page: Page, width: number, height: number): Promise<number[]> {
  await page.setContent(`<canvas width="${width}" height="${height}" style="width:${width / 2}px;height:${height / 2}px"></canvas>`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const frames = (await page.evaluate(`new Promise((resolve) => {
    const gl = document.querySelector("canvas").getContext("webgl2");
    const frames = [];
    let last = performance.now();
    const started = last;
    const tick = (now) => {
      gl.clearColor(Math.random(), 0.5, 0.5, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      frames.push(now - last);
      last = now;
      if (now - started < ${ORBIT_MS}) requestAnimationFrame(tick);
      else resolve(frames.slice(1));
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return frames;
}

type Run = { medianMs: number; p95Ms: number; workMedianMs: number; workP95Ms: number; frames: number; floorMs: number; firstFrameMs: number; chunkKb: number; rawKb: number };

async function measure(page: Page, baseUrl: string): Promise<Run> {
  await openPlannerStep(page, baseUrl, largePlan(), 7);
  // the planner fetches its other steps' code at the visitor's first touch: let that happen before counting
  await page.keyboard.press("Shift");
  const fetchedLastStep = `performance.getEntriesByType("resource").some((e) => e.name.includes("/budget-step-"))`;
  while (!(await page.evaluate(fetchedLastStep))) await page.waitForTimeout(100);
  await quietNetwork(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

  // the code fetched once the view is chosen: what the view itself costs
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  const chosen = Date.now();
  await page.getByRole("tab", { name: "3D view" }).click();
  await page.locator('[data-scene-view="ready"]').waitFor({ timeout: 60_000 });
  const firstFrameMs = Date.now() - chosen;
  const picture = page.locator('[data-scene-view="ready"] [role="img"]');
  await picture.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);

  // "Rotate right" pressed every GLIDE_MS for ORBIT_MS, from within the page so no round trip leaves a pause:
  // one glide runs into the next and every frame is drawn; each frame's interval is timed. (A script as text:
  // the bench runs through tsx, whose helpers a function handed to the page would not find there.)
  // the browser's performance trace: the page thread's work in each animation frame (the view draws in them)
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to trace");
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  const frames = (await page.evaluate(`new Promise((resolve) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Rotate right");
    const frames = [];
    let last = performance.now();
    const started = last;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (now - started < ${ORBIT_MS}) requestAnimationFrame(tick);
      else { clearInterval(presses); resolve(frames.slice(1)); }
    };
    button.click();
    const presses = setInterval(() => button.click(), ${GLIDE_MS});
    requestAnimationFrame(tick);
  })`)) as number[];
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
    traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number }>;
  };
  // one frame runs every animation-frame callback (the view's and this bench's timer) back to back: their
  // durations, summed frame by frame, are the frame's work
  const callbacks = trace.traceEvents
    .filter((e) => e.name === "FireAnimationFrame" && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const work: number[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const e of callbacks) {
    // a pause of more than 4 ms after the last callback ended: the next frame
    if (e.ts - lastEnd > 4000) work.push(0);
    work[work.length - 1] = (work.at(-1) ?? 0) + (e.dur ?? 0) / 1000;
    lastEnd = e.ts + (e.dur ?? 0);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const viewScripts = scripts.filter((url) => url.includes("/assets/"));
  // the view's own canvas size while it turned (a density of 1), for the floor
  const canvas = (await picture.locator("canvas").boundingBox())!;
  const floor = await emptyCanvasFrames(page, Math.round(canvas.width), Math.round(canvas.height));
  const rawBytes = viewScripts.reduce((sum, url) => sum + statSync(path.join("dist/client", new URL(url).pathname)).size, 0);
  return {
    medianMs: median(frames),
    p95Ms: percentile(frames, 95),
    workMedianMs: median(work),
    workP95Ms: percentile(work, 95),
    frames: frames.length,
    floorMs: median(floor),
    firstFrameMs,
    chunkKb: brotliBytes(viewScripts) / 1024,
    rawKb: rawBytes / 1024,
  };
}

if (!existsSync("dist/server/main.js") || !existsSync("dist/client/index.html")) throw new Error("Build the product first: npm run build");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-scene-view-"));
const product = await startBuiltProduct({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const browser = await launchBrowser({ webgl: true });
try {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true });
    try {
      runs.push(await measure(await context.newPage(), product.url));
    } finally {
      await context.close();
    }
  }
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  const row = (measure: string, value: number, target: string, ok: boolean) => ({ measure, value: Number(value.toFixed(1)), target, result: ok ? "on target" : "BELOW TARGET" });
  const rows = [
    row("the view's work per frame on the page's thread, median (ms)", m("workMedianMs"), `<= ${TARGETS.medianWorkMs} (60 fps)`, m("workMedianMs") <= TARGETS.medianWorkMs),
    row("the view's work per frame on the page's thread, p95 (ms)", m("workP95Ms"), `<= ${TARGETS.p95WorkMs} (60 fps)`, m("workP95Ms") <= TARGETS.p95WorkMs),
    row("frame time in software WebGL, median (ms)", m("medianMs"), "reported: an upper bound", true),
    row("frame time in software WebGL, p95 (ms)", m("p95Ms"), "reported: an upper bound", true),
    row("frames drawn in the turn", m("frames"), "", true),
    row("an empty WebGL canvas of that size, median (ms)", m("floorMs"), "the software renderer's floor", true),
    row("choosing the view to its first frame (ms)", m("firstFrameMs"), `<= ${TARGETS.firstFrameMs}`, m("firstFrameMs") <= TARGETS.firstFrameMs),
    row("the view's code, brotli as served (KB)", m("chunkKb"), `<= ${TARGETS.chunkKb}`, m("chunkKb") <= TARGETS.chunkKb),
    row("the view's code, uncompressed (KB)", m("rawKb"), "", true),
  ];
  const onTarget = rows.every((r) => r.result === "on target");
  console.log(
    `\n3D view at step 7: a U with eight appliances under a gazebo, lights and seats; ${PHONE.width} px phone screen at 2x, ` +
      `CPU slowed ${CPU_SLOWDOWN}x, turned by its button for ${ORBIT_MS / 1000} s; median of ${RUNS} runs`,
  );
  console.log(
    "The view's work per frame is the page thread's time in each animation frame (the browser's trace, FireAnimationFrame), on the slowed CPU: " +
      "what a phone's processor must do for 60 frames a second. WebGL is drawn here by SwiftShader, on the CPU: the frame times are an upper " +
      "bound for a phone's GPU, which draws in hardware, and are reported beside the floor of an empty canvas.\n",
  );
  console.table(rows);
  console.log(`targets: the view's work per frame median and p95 <= ${TARGETS.medianWorkMs} ms, first frame <= ${TARGETS.firstFrameMs} ms, code <= ${TARGETS.chunkKb} KB brotli: ${onTarget ? "on target" : "BELOW TARGET"}`);
  if (!onTarget) process.exitCode = 1;
} finally {
  await browser.close();
  await stopServer({ child: product.child, dataDir });
}
