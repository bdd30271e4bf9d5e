/**
 * The budget route's body check and answer check, measured on the same server build: beside the product's
 * route, three copies of it registered side by side (bench/server.ts): as it is (the body's compiled check of
 * src/server/validation/fast-path.ts), with zod's own validator, and with its answer written unchecked. They
 * take turns with the trivial JSON route over several rounds, the order turning each round; each figure is the
 * median of its rounds (p99: the worst round), and the server's CPU time per request is read beside req/s.
 * Targets: the compiled check stays only while it wins by more than 15% of throughput against zod's parser;
 * the budget keeps >= 0.7 of the trivial route's throughput (docs/decisions/0030-route-contracts.md).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createDefaultPlannerData } from "../src/domain/planner/model";
import { BUDGET_COPY_ROUTE, BUDGET_WITH_PLAIN_ANSWER_ROUTE, BUDGET_WITH_ZOD_PARSE_ROUTE, TRIVIAL_JSON_ROUTE } from "./routes";
import { buildBenchServer, median, placeOnCores, startServer, stopServer } from "./support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const TARGET_WIN = 0.15;

type Run = { reqPerSec: number; p99: number; errors: number; cpuUsPerRequest: number };

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The CPU time the server process has used so far (user and system), in seconds. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * Throughput and latency as the load generator sees them, and the server's own CPU time per request: on a
 * machine where other work competes for the server's core, the CPU time stays what the request costs.
 */
async function run(options: autocannon.Options, seconds: number, pid?: number): Promise<Run> {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  const cpuUsPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total);
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuUsPerRequest };
}

const entry = await buildBenchServer();
const placement = placeOnCores();
console.log(`\nthe budget route's body check; ${placement.description}`);
const { url, child, dataDir } = await startServer(entry, placement.serverPrefix, {});
try {
  const plan = { ...createDefaultPlannerData(), shape: "rectangular" as const, materials: { sides: "stucco", countertop: "granite" } };
  const post = (p: string): autocannon.Options => ({
    url: `${url}${p}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(plan),
  });
  const routes = [
    { label: `POST ${TRIVIAL_JSON_ROUTE} (trivial, same body)`, options: post(TRIVIAL_JSON_ROUTE) },
    { label: "POST /api/calculate-budget (the product's route)", options: post("/api/calculate-budget") },
    { label: `POST ${BUDGET_COPY_ROUTE} (its copy: compiled check)`, options: post(BUDGET_COPY_ROUTE) },
    { label: `POST ${BUDGET_WITH_ZOD_PARSE_ROUTE} (zod's own parser)`, options: post(BUDGET_WITH_ZOD_PARSE_ROUTE) },
    { label: `POST ${BUDGET_WITH_PLAIN_ANSWER_ROUTE} (answer unchecked)`, options: post(BUDGET_WITH_PLAIN_ANSWER_ROUTE) },
  ];
  for (const route of routes) await run(route.options, WARM_UP_SECONDS);
  const runs = routes.map(() => [] as Run[]);
  for (let round = 0; round < ROUNDS; round++) {
    // the order turns each round, so no route always runs first or after the same one
    const order = routes.map((_, i) => (i + round) % routes.length);
    for (const i of order) {
      const route = routes[i];
      if (route) runs[i]?.push(await run(route.options, SECONDS, child.pid));
    }
  }
  const summary = routes.map((route, i) => {
    const rs = runs[i] ?? [];
    return {
      route: route.label,
      reqPerSec: median(rs.map((r) => r.reqPerSec)),
      cpuUs: median(rs.map((r) => r.cpuUsPerRequest)),
      p99: Math.max(...rs.map((r) => r.p99)),
      errors: rs.reduce((sum, r) => sum + r.errors, 0),
      rounds: rs.map((r) => Math.round(r.reqPerSec)).join(" / "),
    };
  });
  const base = summary[0]?.reqPerSec ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, medians\n`);
  console.table(
    summary.map((s) => ({
      route: s.route,
      "req/s": Math.round(s.reqPerSec),
      "p99 ms (worst)": s.p99,
      errors: s.errors,
      "vs trivial JSON": (s.reqPerSec / base).toFixed(2),
      "server CPU µs/request": Math.round(s.cpuUs),
      "req/s per round": s.rounds,
    })),
  );
  const percent = (ratio: number) => `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)}%`;
  // the copies are compared with each other; the product's route gives the share of the trivial route
  const copy = summary[2]?.reqPerSec ?? 0;
  const zod = summary[3]?.reqPerSec ?? 1;
  const plainAnswer = summary[4]?.reqPerSec ?? 1;
  const product = summary[1]?.reqPerSec ?? 0;
  const win = copy / zod - 1;
  console.log(
    `the compiled body check vs zod's own parser: ${percent(copy / zod)} throughput (a validator of our own must win by > ${TARGET_WIN * 100}% to stay): ${win > TARGET_WIN ? "it stays" : "BELOW TARGET: zod's parser should take its place"}`,
  );
  const cpu = (i: number) => summary[i]?.cpuUs ?? Number.NaN;
  console.log(
    `the same by the server's CPU time per request: ${Math.round(cpu(2))} µs vs ${Math.round(cpu(3))} µs, ${percent(cpu(3) / cpu(2))} throughput on a core of its own`,
  );
  console.log(
    `the answer checked against its schema vs written unchecked: ${percent(copy / plainAnswer)} throughput; CPU ${Math.round(cpu(2))} µs vs ${Math.round(cpu(4))} µs per request`,
  );
  const ratio = product / base;
  console.log(
    `budget/trivial JSON throughput ${ratio.toFixed(2)} (target >= 0.70): ${ratio >= 0.7 ? "on target" : "BELOW TARGET"}`,
  );
  if (win <= TARGET_WIN || ratio < 0.7) process.exitCode = 1;
  if (summary.some((s) => s.errors > 0)) {
    console.log("BELOW TARGET: some requests failed");
    process.exitCode = 1;
  }
} finally {
  await stopServer({ child, dataDir });
}
