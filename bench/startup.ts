/**
 * `npm run bench`, start-up of the built product on the embedded database: a first start on a new data folder
 * and a restart on the same folder, each timed from spawning the process to the first 200 of /api/health, with
 * the process's resident memory then; next to a bare Fastify server answering one route, the floor of any Node
 * server here. Targets: a first start <= 3 s and <= 450 MB, a restart <= 1.5 s. Medians of BENCH_STARTUP_RUNS.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median } from "./support";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const TARGETS = { freshMs: 3000, freshMb: 450, restartMs: 1500 } as const;

function rssMb(pid: number): number {
  // resident set size from the kernel, in pages of 4 KiB on every Linux this runs on
  const statm = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ");
  return (Number(statm[1]) * 4096) / 1024 / 1024;
}

async function firstOk(url: string, child: ChildProcess): Promise<void> {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`the server exited before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function timedStart(args: string[], env: Record<string, string>, port: number, healthPath: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  await firstOk(`http://127.0.0.1:${port}${healthPath}`, child);
  const ms = performance.now() - started;
  const mb = child.pid ? rssMb(child.pid) : Number.NaN;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { ms, mb };
}

if (!existsSync("dist/server/main.js")) throw new Error("Build the product first: npm run build");
const env = { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", CLIENT_DIR: "" };
const bareDir = mkdtempSync(path.join(os.tmpdir(), "okp-bare-"));
const bare = path.join(bareDir, "bare.mjs");
writeFileSync(
  bare,
  `import Fastify from ${JSON.stringify(path.resolve("node_modules/fastify/fastify.js"))};
const app = Fastify();
app.get("/health", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.once("SIGTERM", () => app.close().then(() => process.exit(0)));`,
);

const fresh: Array<{ ms: number; mb: number }> = [];
const restart: Array<{ ms: number; mb: number }> = [];
const floor: Array<{ ms: number; mb: number }> = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-start-"));
    try {
      fresh.push(await timedStart(["dist/server/main.js"], { ...env, DATA_DIR: dataDir }, 5300 + i, "/api/health"));
      restart.push(await timedStart(["dist/server/main.js"], { ...env, DATA_DIR: dataDir }, 5310 + i, "/api/health"));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    floor.push(await timedStart([bare], {}, 5320 + i, "/health"));
  }
} finally {
  rmSync(bareDir, { recursive: true, force: true });
}

const row = (label: string, runs: Array<{ ms: number; mb: number }>) => ({
  start: label,
  "to first 200, ms": Math.round(median(runs.map((r) => r.ms))),
  "memory, MB": Math.round(median(runs.map((r) => r.mb))),
});
const rows = [row("first start, new data folder", fresh), row("restart, same folder", restart), row("bare Fastify server", floor)];
console.log(`\nStart-up on the embedded database, medians of ${RUNS} runs\n`);
console.table(rows);
const [f, r] = rows;
const ok = (f?.["to first 200, ms"] ?? Infinity) <= TARGETS.freshMs && (f?.["memory, MB"] ?? Infinity) <= TARGETS.freshMb && (r?.["to first 200, ms"] ?? Infinity) <= TARGETS.restartMs;
console.log(
  `targets: first start <= ${TARGETS.freshMs} ms and <= ${TARGETS.freshMb} MB, restart <= ${TARGETS.restartMs} ms: ${ok ? "on target" : "BELOW TARGET"}`,
);
