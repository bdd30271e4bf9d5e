/**
 * `npm run bench`: the budget endpoint against a trivial JSON route of the same server, in one run, so the
 * ratio means something on whatever machine runs it. Target: budget >= 0.7 of the trivial route's
 * throughput and p99 < 20 ms at 50 connections.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createDefaultPlannerData } from "../src/domain";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", CLIENT_DIR: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/running at (http:\/\/localhost:\d+)/);
      if (m?.[1]) resolve(m[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, child, dataDir };
}

type Row = { route: string; reqPerSec: number; p50: number; p99: number; errors: number };

async function measure(route: string, opts: autocannon.Options): Promise<Row> {
  // a short warm-up lets the JIT settle before the measured run
  await autocannon({ ...opts, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION_S });
  return {
    route,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const { url, child, dataDir } = await startServer();
try {
  const plan = {
    ...createDefaultPlannerData(),
    shape: "rectangular" as const,
    materials: { sides: "stucco", countertop: "granite" },
  };
  const trivial = await measure("GET /api/version", { url: `${url}/api/version` });
  const budget = await measure("POST /api/calculate-budget", {
    url: `${url}/api/calculate-budget`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(plan),
  });
  const ratio = budget.reqPerSec / trivial.reqPerSec;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
  console.table(
    [trivial, budget].map((r) => ({
      route: r.route,
      "req/s": Math.round(r.reqPerSec),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors,
      "vs trivial": (r.reqPerSec / trivial.reqPerSec).toFixed(2),
    })),
  );
  const ok = ratio >= 0.7 && budget.p99 < 20 && budget.errors === 0;
  console.log(
    `budget/trivial throughput ${ratio.toFixed(2)} (target >= 0.70), budget p99 ${budget.p99} ms (target < 20): ${ok ? "on target" : "BELOW TARGET"}`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
