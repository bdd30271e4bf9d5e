/**
 * `npm run bench`, PDF downloads next to everyone else's requests (decision 0028): the visitor budget route
 * under 50 connections alone, then while 4 clients download the rich project's SOW PDF back to back,
 * (a) the same version again and again (served from what was kept), and (b) a new version every time (a new
 * project each time, so every download is a first render). Target, both cases: the budget route keeps
 * >= 0.5 of its throughput alone and its p99 stays under 100 ms.
 *
 * The server is built as `npm start` builds it (its render thread bundled beside it) and, on two or more
 * cores, placed on a core of its own as in bench/budget.ts; its render threads share that core and yield to
 * the event loop (they run at a lower priority). The cases take turns over several rounds; each figure is
 * the median of its rounds (p99: the worst round).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { createDefaultPlannerData } from "../src/domain/planner/model";
import { richSowPlan } from "../src/domain/testing/plans";
import { BENCH_ACCOUNT } from "./routes";
import { buildBenchServer, median, placeOnCores, startServer, stopServer } from "./support";

const CONNECTIONS = 50;
const PDF_CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 100;

type Case = "alone" | "same version" | "new versions";
type Run = {
  reqPerSec: number;
  p99: number;
  errors: number;
  pdfs: number;
  refused: number;
  pdfErrors: number;
  pdfMs: number[];
  cpu: number;
};

/** The CPU time (user + system, all threads) a process has used, in seconds; NaN where /proc is not there. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const entry = await buildBenchServer();
const placement = placeOnCores();
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** One database's run; false when a case missed its target. */
async function measureOn(label: string, env: Record<string, string>): Promise<boolean> {
const server = await startServer(entry, placement.serverPrefix, { TRUST_PROXY: "true", ...env });
try {
  const { url } = server;
  const json = { "content-type": "application/json" };
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ mode: "login", ...BENCH_ACCOUNT }),
  });
  const session = login.headers.getSetCookie().find((c) => c.startsWith("okp_session="))?.split(";")[0];
  if (!login.ok || !session) throw new Error(`the bench account could not sign in: ${login.status}`);
  // the bench account is an administrator: it may download any project's documents without an order
  const authed = { ...json, cookie: session };
  let projectCounter = 0;
  const newProject = async (): Promise<number> => {
    projectCounter += 1;
    const res = await fetch(`${url}/api/projects`, {
      method: "POST",
      headers: authed,
      body: JSON.stringify({ ...richSowPlan(), name: `Bench yard ${projectCounter}` }),
    });
    if (res.status !== 201) throw new Error(`project save answered ${res.status}`);
    return ((await res.json()) as { id: number }).id;
  };
  let retryAfterMs = 0;
  const downloadPdf = async (id: number): Promise<number> => {
    const res = await fetch(`${url}/api/projects/${id}/generate-sow`, { method: "POST", headers: { cookie: session } });
    await res.arrayBuffer();
    retryAfterMs = Number(res.headers.get("retry-after") ?? 0) * 1000;
    return res.status;
  };
  const repeated = await newProject();
  // the repeated version is a paid one, as a homeowner downloads it again: bought through the local test
  // checkout, so its version is issued and kept (the new versions below are administrators' previews)
  const checkout = await fetch(`${url}/api/create-checkout-session`, {
    method: "POST",
    headers: authed,
    body: JSON.stringify({ projectId: repeated, serviceTier: "silver", rushFee: false }),
  });
  const checkoutUrl = ((await checkout.json()) as { url?: string }).url ?? "";
  const sessionId = new URL(checkoutUrl, url).searchParams.get("session_id") ?? "";
  const payment = await fetch(`${url}/api/test-checkout/${sessionId}/pay`, { method: "POST", headers: { cookie: session } });
  if (!checkout.ok || payment.status >= 400) throw new Error(`the repeated project could not be bought: ${checkout.status} ${payment.status}`);
  // the first render of the repeated version, and the render threads' fonts, before anything is measured
  if ((await downloadPdf(repeated)) !== 200) throw new Error("the PDF download failed");

  const plan = { ...createDefaultPlannerData(), shape: "rectangular" as const, materials: { sides: "stucco", countertop: "granite" } };
  const budget: autocannon.Options = {
    url: `${url}/api/calculate-budget`,
    method: "POST",
    headers: json,
    body: JSON.stringify(plan),
    connections: CONNECTIONS,
  };

  /** The budget route for `seconds` while PDF clients download (none for "alone"). */
  async function measure(kind: Case, seconds: number): Promise<Run> {
    let stop = false;
    let pdfs = 0;
    let pdfErrors = 0;
    let refused = 0;
    const pdfMs: number[] = [];
    const client = async () => {
      while (!stop) {
        const id = kind === "same version" ? repeated : await newProject();
        const start = performance.now();
        const status = await downloadPdf(id).catch(() => 0);
        if (stop) break;
        if (status === 200) {
          pdfs += 1;
          pdfMs.push(performance.now() - start);
        } else if (status === 429) {
          // a refused client waits as it is told (or until the case ends), as the product's client does
          refused += 1;
          const until = performance.now() + retryAfterMs;
          while (!stop && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
        } else pdfErrors += 1;
      }
    };
    const clients = kind === "alone" ? [] : Array.from({ length: PDF_CLIENTS }, client);
    const cpuBefore = cpuSeconds(server.child.pid);
    const r = await autocannon({ ...budget, duration: seconds });
    const cpu = (cpuSeconds(server.child.pid) - cpuBefore) / seconds;
    stop = true;
    await Promise.all(clients);
    return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, pdfs, refused, pdfErrors, pdfMs, cpu };
  }

  const cases: Case[] = ["alone", "same version", "new versions"];
  for (const kind of cases) await measure(kind, WARM_UP_SECONDS);
  const runs = new Map<Case, Run[]>(cases.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of cases) runs.get(kind)?.push(await measure(kind, SECONDS));
  }

  const summary = new Map(
    cases.map((kind) => {
      const rs = runs.get(kind) ?? [];
      const pdfMs = rs.flatMap((r) => r.pdfMs);
      return [
        kind,
        {
          reqPerSec: median(rs.map((r) => r.reqPerSec)),
          p99: Math.max(...rs.map((r) => r.p99)),
          errors: rs.reduce((sum, r) => sum + r.errors, 0),
          pdfPerSec: rs.reduce((sum, r) => sum + r.pdfs, 0) / (rs.length * SECONDS),
          pdfErrors: rs.reduce((sum, r) => sum + r.pdfErrors, 0),
          refusedPerSec: rs.reduce((sum, r) => sum + r.refused, 0) / (rs.length * SECONDS),
          pdfMedianMs: pdfMs.length > 0 ? Math.round(median(pdfMs)) : undefined,
          cpu: median(rs.map((r) => r.cpu)),
        },
      ];
    }),
  );
  const alone = summary.get("alone")?.reqPerSec ?? 1;
  console.log(
    `\n${label}: the visitor budget route (${CONNECTIONS} connections) alone and while ${PDF_CLIENTS} clients download the rich project's SOW PDF back to back; ${ROUNDS} rounds of ${SECONDS} s, medians (p99: worst round); ${placement.description}\n`,
  );
  console.table(
    cases.map((kind) => {
      const s = summary.get(kind);
      return {
        "PDF downloads": kind,
        "budget req/s": Math.round(s?.reqPerSec ?? 0),
        "vs alone": ((s?.reqPerSec ?? 0) / alone).toFixed(2),
        "budget p99 ms": s?.p99,
        "budget errors": s?.errors,
        "PDFs served/s": kind === "alone" ? "-" : (s?.pdfPerSec ?? 0).toFixed(1),
        "refused (429)/s": kind === "alone" ? "-" : (s?.refusedPerSec ?? 0).toFixed(1),
        "PDF median ms": kind === "alone" ? "-" : s?.pdfMedianMs,
        "PDF errors": kind === "alone" ? "-" : s?.pdfErrors,
        "server CPU (cores)": (s?.cpu ?? Number.NaN).toFixed(2),
      };
    }),
  );
  let allOk = true;
  for (const kind of ["same version", "new versions"] as const) {
    const s = summary.get(kind);
    const ratio = (s?.reqPerSec ?? 0) / alone;
    const ok = ratio >= TARGET_RATIO && (s?.p99 ?? Number.POSITIVE_INFINITY) < TARGET_P99_MS && s?.errors === 0 && s?.pdfErrors === 0;
    allOk &&= ok;
    console.log(
      `${label}, PDF downloads, ${kind}: budget throughput ${ratio.toFixed(2)} of alone (target >= ${TARGET_RATIO.toFixed(2)}), budget p99 ${s?.p99} ms (target < ${TARGET_P99_MS}), PDF errors ${s?.pdfErrors}: ${ok ? "on target" : "BELOW TARGET"}`,
    );
  }
  return allOk;
} finally {
  await stopServer(server);
}
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `okp_bench_pdf_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

let ok = await measureOn("embedded database", {});
if (POSTGRES_URL) {
  ok = (await withPostgresDatabase(POSTGRES_URL, (url) => measureOn("PostgreSQL", { DATABASE_URL: url }))) && ok;
} else {
  console.log("\nPostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where databases may be created)");
}
process.exitCode = ok ? 0 : 1;
