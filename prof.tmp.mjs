import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os"; import path from "node:path";
import { chromium } from "playwright-core";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-prof-"));
const child = spawn(process.execPath, ["dist/server/main.js"], { env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve) => { let out = ""; child.stdout.on("data", (c) => { out += c; const m = out.match(/running at (http:\/\/localhost:\d+)/); if (m) resolve(m[1].replace("localhost", "127.0.0.1")); }); });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const agg = {}; const byUrl = {};
for (let run = 0; run < 5; run++) {
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url + (process.argv[2] ?? "/planner"));
  await page.waitForSelector("#planner-step-title", { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(300);
  const { profile } = await cdp.send("Profiler.stop");
  const dt = {}; const ids = profile.samples; const deltas = profile.timeDeltas;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < ids.length; i++) dt[ids[i]] = (dt[ids[i]] || 0) + (deltas[i] || 0);
  for (const [id, t] of Object.entries(dt)) { const n = nodes.get(Number(id)); const cf = n.callFrame; const u = cf.url.replace(/.*\//, ""); const key = `${cf.functionName || "(anon)"} ${u}:${cf.lineNumber}:${cf.columnNumber}`; agg[key] = (agg[key] || 0) + t / 1000; byUrl[u || cf.functionName] = (byUrl[u || cf.functionName] || 0) + t / 1000; }
  await ctx.close();
}
console.log("by url (ms, 5 runs summed)"); for (const [k, v] of Object.entries(byUrl).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(1).padStart(8), k);
console.log("top functions"); for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
await browser.close(); child.kill(); process.exit(0);
