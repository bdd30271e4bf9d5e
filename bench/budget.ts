/**
 * `npm run bench`: the API under 50 connections, measured in one run so the ratios mean something on whatever
 * machine runs it. Per database (the embedded default, and PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server where databases may be created):
 * - the budget endpoint next to a trivial JSON route of the same server that receives the same body (target:
 *   >= 0.7 of its throughput, p99 < 20 ms) and next to the trivial GET;
 * - a signed-in user's budget next to a visitor's (target: >= 0.5 of its throughput, p99 < 50 ms, no request
 *   over 1 s): the session lookup is what a signed-in request adds;
 * - a project save (a signed-in write), and a login (argon2id, its cost printed), each from many addresses so
 *   the login limits do not answer instead;
 * - the server's resident memory after the runs.
 *
 * The trivial JSON route receives the same body as the budget and answers a constant, so the ratio is the
 * share of a request the budget's own work leaves (docs/decisions/0009-bench-reference-route.md).
 *
 * The server is built as `npm start` builds it (bundled, no source transform at run time). On two or more
 * cores it runs on a core of its own, away from the load generator, so the figures are the server's. The
 * routes take turns over several rounds and each figure is the median of its rounds (p99 and max: the worst
 * round), so a slow moment of the machine does not land on one route only.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { createDefaultPlannerData } from "../src/domain/planner/model";
import { BENCH_ACCOUNT, TRIVIAL_JSON_ROUTE } from "./routes";
import { buildBenchServer, median, placeOnCores, startServer, stopServer } from "./support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The argon2id settings of src/server/features/auth/password.ts, shown beside the login figures. */
const ARGON2 = "argon2id, 19 MiB, 2 passes, 1 lane";

type Route = { label: string; options: autocannon.Options };
type Run = { reqPerSec: number; p50: number; p99: number; max: number; errors: number };

async function run(route: Route, seconds: number): Promise<Run> {
  const r = await autocannon({ ...route.options, connections: CONNECTIONS, duration: seconds });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, errors: r.errors + r.non2xx };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const statm = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ");
  return Math.round((Number(statm[1]) * 4096) / 1024 / 1024);
}

let addressCounter = 0;
/** Every request from its own address, as many customers would be. */
function fromManyAddresses(req: autocannon.Request): autocannon.Request {
  addressCounter += 1;
  const n = addressCounter;
  return { ...req, headers: { ...req.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
}

async function measure(label: string, entry: string, prefix: string[], env: Record<string, string>) {
  const { url, child, dataDir } = await startServer(entry, prefix, { TRUST_PROXY: "true", ...env });
  try {
    const plan = { ...createDefaultPlannerData(), shape: "rectangular" as const, materials: { sides: "stucco", countertop: "granite" } };
    const post = (p: string, headers: Record<string, string> = {}, body: unknown = plan): autocannon.Options => ({
      url: `${url}${p}`,
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "login", ...BENCH_ACCOUNT }),
    });
    const session = login.headers.getSetCookie().find((c) => c.startsWith("okp_session="))?.split(";")[0];
    if (!login.ok || !session) throw new Error(`the bench account could not sign in: ${login.status}`);

    const trivialGet: Route = { label: "GET /api/version (trivial GET)", options: { url: `${url}/api/version` } };
    const trivial: Route = { label: `POST ${TRIVIAL_JSON_ROUTE} (trivial, same body)`, options: post(TRIVIAL_JSON_ROUTE) };
    const budget: Route = { label: "POST /api/calculate-budget (visitor)", options: post("/api/calculate-budget") };
    const signedIn: Route = { label: "POST /api/calculate-budget (signed in)", options: post("/api/calculate-budget", { cookie: session }) };
    const save: Route = { label: "POST /api/projects (project save)", options: post("/api/projects", { cookie: session }) };
    const logIn: Route = {
      label: `POST /api/auth/login (${ARGON2})`,
      options: {
        url,
        requests: [
          {
            method: "POST",
            path: "/api/auth/login",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ mode: "login", ...BENCH_ACCOUNT }),
            setupRequest: fromManyAddresses,
          },
        ],
      },
    };
    const routes = [trivialGet, trivial, budget, signedIn, save, logIn];

    // a warm-up lets the JIT settle before anything is measured
    for (const route of routes) await run(route, WARM_UP_SECONDS);
    const runs = new Map<Route, Run[]>(routes.map((r) => [r, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) runs.get(route)?.push(await run(route, SECONDS));
    }
    const memory = rssMb(child.pid);

    const summary = new Map(
      routes.map((route) => {
        const rs = runs.get(route) ?? [];
        return [
          route,
          {
            reqPerSec: median(rs.map((r) => r.reqPerSec)),
            p50: median(rs.map((r) => r.p50)),
            // the worst round, not the median: the latency targets are ceilings
            p99: Math.max(...rs.map((r) => r.p99)),
            max: Math.max(...rs.map((r) => r.max)),
            errors: rs.reduce((sum, r) => sum + r.errors, 0),
            rounds: rs.map((r) => Math.round(r.reqPerSec)).join(" / "),
          },
        ];
      }),
    );
    const base = summary.get(trivial)?.reqPerSec ?? 1;
    const getBase = summary.get(trivialGet)?.reqPerSec ?? 1;
    console.log(`\n${label}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, medians; server memory after the runs ${memory} MB\n`);
    console.table(
      routes.map((route) => {
        const s = summary.get(route);
        return {
          route: route.label,
          "req/s": Math.round(s?.reqPerSec ?? 0),
          "p50 ms": s?.p50,
          "p99 ms (worst)": s?.p99,
          "max ms": s?.max,
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
      `${label}: budget/trivial JSON throughput ${ratio.toFixed(2)} (target >= 0.70), budget p99 ${b?.p99} ms (target < 20): ${ok ? "on target" : "BELOW TARGET"}`,
    );
    const s = summary.get(signedIn);
    const signedInRatio = (s?.reqPerSec ?? 0) / (b?.reqPerSec ?? 1);
    const signedInOk = signedInRatio >= 0.5 && (s?.p99 ?? Number.POSITIVE_INFINITY) < 50 && (s?.max ?? Number.POSITIVE_INFINITY) < 1000 && s?.errors === 0;
    console.log(
      `${label}: signed-in/visitor budget throughput ${signedInRatio.toFixed(2)} (target >= 0.50), signed-in p99 ${s?.p99} ms (target < 50), max ${s?.max} ms (target < 1000): ${signedInOk ? "on target" : "BELOW TARGET"}`,
    );
  } finally {
    await stopServer({ child, dataDir });
  }
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase(serverUrl: string, use: (url: string) => Promise<void>): Promise<void> {
  const name = `okp_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const entry = await buildBenchServer();
const placement = placeOnCores();
console.log(`\nthe API under load; ${placement.description}`);
await measure("embedded database", entry, placement.serverPrefix, {});
if (POSTGRES_URL) {
  await withPostgresDatabase(POSTGRES_URL, (url) => measure("PostgreSQL", entry, placement.serverPrefix, { DATABASE_URL: url }));
} else {
  console.log("\nPostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where databases may be created)");
}
