/**
 * The budget route's body check, measured: the same server build answers the budget twice, once through the
 * product's route and once through a copy of it (bench/server.ts) that parses the body with zod's own
 * validator. The two take turns with the trivial JSON route over several rounds; each figure is the median of
 * its rounds (p99: the worst round). Target: a validator of our own stays only if it wins by more than 15% of
 * throughput (docs/decisions/0030-route-contracts.md).
 */
import autocannon from "autocannon";
import { createDefaultPlannerData } from "../src/domain/planner/model";
import { BUDGET_WITH_ZOD_PARSE_ROUTE, TRIVIAL_JSON_ROUTE } from "./routes";
import { buildBenchServer, median, placeOnCores, startServer, stopServer } from "./support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const TARGET_WIN = 0.15;

type Run = { reqPerSec: number; p99: number; errors: number };

async function run(options: autocannon.Options, seconds: number): Promise<Run> {
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
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
    { label: `POST ${BUDGET_WITH_ZOD_PARSE_ROUTE} (zod's own parser)`, options: post(BUDGET_WITH_ZOD_PARSE_ROUTE) },
  ];
  for (const route of routes) await run(route.options, WARM_UP_SECONDS);
  const runs = routes.map(() => [] as Run[]);
  for (let round = 0; round < ROUNDS; round++) {
    // alternating order, so neither budget variant always follows the other
    const order = round % 2 === 0 ? [0, 1, 2] : [0, 2, 1];
    for (const i of order) {
      const route = routes[i];
      if (route) runs[i]?.push(await run(route.options, SECONDS));
    }
  }
  const summary = routes.map((route, i) => {
    const rs = runs[i] ?? [];
    return {
      route: route.label,
      reqPerSec: median(rs.map((r) => r.reqPerSec)),
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
      "req/s per round": s.rounds,
    })),
  );
  const product = summary[1]?.reqPerSec ?? 0;
  const zod = summary[2]?.reqPerSec ?? 1;
  const win = product / zod - 1;
  console.log(
    `the product's budget route vs zod's own parser: ${win >= 0 ? "+" : ""}${(win * 100).toFixed(1)}% throughput (a validator of our own must win by > ${TARGET_WIN * 100}% to stay)`,
  );
  if (summary.some((s) => s.errors > 0)) {
    console.log("BELOW TARGET: some requests failed");
    process.exitCode = 1;
  }
} finally {
  await stopServer({ child, dataDir });
}
