/**
 * `npm run bench`: the budget endpoint next to a trivial JSON route of the same server, measured in one run
 * so the ratios mean something on whatever machine runs it. Target: budget >= 0.7 of the trivial route's
 * throughput and p99 < 20 ms at 50 connections.
 *
 * The trivial JSON route receives the same body as the budget and answers a constant, so the ratio is the
 * share of a request the budget's own work leaves (docs/decisions/0009-bench-reference-route.md). The
 * product's trivial GET is measured too, to show what receiving a JSON body costs on its own.
 *
 * The server is built as `npm start` builds it (bundled, no source transform at run time). On two or more
 * cores it runs on a core of its own, away from the load generator, so the figures are the server's. The
 * routes take turns over several rounds and each figure is the median of its rounds, so a slow moment of
 * the machine does not land on one route only.
 */
import autocannon from "autocannon";
import { createDefaultPlannerData } from "../src/domain";
import { BENCH_ACCOUNT, TRIVIAL_JSON_ROUTE } from "./routes";
import { buildBenchServer, median, placeOnCores, startServer, stopServer } from "./support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;

type Route = { label: string; options: autocannon.Options };
type Run = { reqPerSec: number; p50: number; p99: number; errors: number };

async function run(route: Route, seconds: number): Promise<Run> {
  const r = await autocannon({ ...route.options, connections: CONNECTIONS, duration: seconds });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const entry = await buildBenchServer();
const placement = placeOnCores();
const { url, child, dataDir } = await startServer(entry, placement.serverPrefix);
try {
  const plan = { ...createDefaultPlannerData(), shape: "rectangular" as const, materials: { sides: "stucco", countertop: "granite" } };
  const post = (p: string): autocannon.Options => ({
    url: `${url}${p}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(plan),
  });
  const trivialGet: Route = { label: "GET /api/version (trivial GET)", options: { url: `${url}/api/version` } };
  const trivial: Route = { label: `POST ${TRIVIAL_JSON_ROUTE} (trivial, same body)`, options: post(TRIVIAL_JSON_ROUTE) };
  const budget: Route = { label: "POST /api/calculate-budget (visitor)", options: post("/api/calculate-budget") };
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "login", ...BENCH_ACCOUNT }),
  });
  const session = login.headers.getSetCookie().find((c) => c.startsWith("okp_session="))?.split(";")[0];
  if (!login.ok || !session) throw new Error(`the bench account could not sign in: ${login.status}`);
  const signedIn: Route = {
    label: "POST /api/calculate-budget (signed in)",
    options: { ...post("/api/calculate-budget"), headers: { "content-type": "application/json", cookie: session } },
  };
  const routes = [trivialGet, trivial, budget, signedIn];

  // a warm-up lets the JIT settle before anything is measured
  for (const route of routes) await run(route, WARM_UP_SECONDS);
  const runs = new Map<Route, Run[]>(routes.map((r) => [r, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of routes) runs.get(route)?.push(await run(route, SECONDS));
  }

  const summary = new Map(
    routes.map((route) => {
      const rs = runs.get(route) ?? [];
      return [
        route,
        {
          reqPerSec: median(rs.map((r) => r.reqPerSec)),
          p50: median(rs.map((r) => r.p50)),
          // the worst round, not the median: the latency target is a ceiling
          p99: Math.max(...rs.map((r) => r.p99)),
          errors: rs.reduce((sum, r) => sum + r.errors, 0),
          rounds: rs.map((r) => Math.round(r.reqPerSec)).join(" / "),
        },
      ];
    }),
  );
  const base = summary.get(trivial)?.reqPerSec ?? 1;
  const getBase = summary.get(trivialGet)?.reqPerSec ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, medians; ${placement.description}\n`);
  console.table(
    routes.map((route) => {
      const s = summary.get(route);
      return {
        route: route.label,
        "req/s": Math.round(s?.reqPerSec ?? 0),
        "p50 ms": s?.p50,
        "p99 ms (worst)": s?.p99,
        errors: s?.errors,
        "vs trivial JSON": ((s?.reqPerSec ?? 0) / base).toFixed(2),
        "vs GET": ((s?.reqPerSec ?? 0) / getBase).toFixed(2),
        "req/s per round": s?.rounds,
      };
    }),
  );
  const b = summary.get(budget);
  const ratio = (b?.reqPerSec ?? 0) / base;
  const ok = ratio >= 0.7 && (b?.p99 ?? Number.POSITIVE_INFINITY) < 20 && b?.errors === 0;
  console.log(
    `budget/trivial JSON throughput ${ratio.toFixed(2)} (target >= 0.70), budget p99 ${b?.p99} ms (target < 20): ${ok ? "on target" : "BELOW TARGET"}`,
  );
  const s = summary.get(signedIn);
  const signedInRatio = (s?.reqPerSec ?? 0) / (b?.reqPerSec ?? 1);
  const signedInOk = signedInRatio >= 0.5 && (s?.p99 ?? Number.POSITIVE_INFINITY) < 50 && s?.errors === 0;
  console.log(
    `signed-in/visitor budget throughput ${signedInRatio.toFixed(2)} (target >= 0.50), signed-in p99 ${s?.p99} ms (target < 50): ${signedInOk ? "on target" : "BELOW TARGET"}`,
  );
} finally {
  await stopServer({ child, dataDir });
}
