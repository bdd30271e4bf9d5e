/**
 * `npm run bench`, mail delivery under faults: the app (in this process) queues reset and contact mail while
 * the SMTP server is down; the server comes back; then (on PostgreSQL, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) the database stalls behind a TCP proxy for longer than the database timeout while the
 * worker delivers. Target: every mail delivered, exactly once. Without a PostgreSQL server it runs on the
 * embedded database and the stall is not measured.
 * It also times forgot-password for a known and an unknown address (the same work either way, no SMTP in the
 * request), median and p90 of 60 requests each.
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { DEFAULT_MAIL_FROM } from "../src/server/config";
import { type Database, openDatabase, openPostgresDatabase } from "../src/server/db/client";
import { mailOutbox, users } from "../src/server/db/schema";
import { createMailer } from "../src/server/mail/mailer";
import { startSmtpCapture } from "../src/server/test/smtp-capture";
import { median } from "./support";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const RESET_MAILS = 10;
const CONTACT_MAILS = 20;
const STALL_MS = 7_000;
const TIMING_REQUESTS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy in front of PostgreSQL that can stall: connections stay open, nothing goes through. */
async function startStallingProxy(upstream: { host: string; port: number }) {
  let stalled = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const db = net.connect(upstream.port, upstream.host);
    for (const socket of [client, db]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
    }
    db.on("error", () => client.destroy());
    client.on("error", () => db.destroy());
    client.pipe(db);
    db.pipe(client);
    if (stalled) {
      client.pause();
      db.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall(on: boolean) {
      stalled = on;
      for (const socket of open) on ? socket.pause() : socket.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;

async function run(database: Database, stall: ((on: boolean) => void) | undefined): Promise<boolean> {
  const first = await startSmtpCapture();
  const smtpUrl = first.url;
  await first.close();
  const app = await buildApp({
    config: { clientDir: undefined, logLevel: "silent", nodeEnv: "production", publicUrl: "http://localhost", smtpUrl },
    database,
    logger: false,
    mailer: createMailer({ database, smtpUrl, from: DEFAULT_MAIL_FROM, pollMs: 200, retryBaseMs: 500 }),
  });
  await app.ready();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
  try {
    const stamp = Date.now();
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: RESET_MAILS + TIMING_REQUESTS }, (_, i) => ({
          email: `mail-bench-${stamp}-${i}@example.com`,
          passwordHash: "x",
          firstName: "Mail",
          lastName: "Bench",
        })),
      )
      .returning({ email: users.email });
    let ip = 0;
    const post = (url: string, payload: object) => {
      ip += 1;
      return app.inject({ method: "POST", url, payload, remoteAddress: `10.70.${ip >> 8}.${ip & 255}` });
    };

    // SMTP down: the requests answer, the mail waits in the outbox
    for (const person of people.slice(0, RESET_MAILS)) await post("/api/auth/forgot-password", { email: person.email });
    for (let i = 0; i < CONTACT_MAILS; i++) {
      await post("/api/contact", { name: "Bench", email: "bench@example.com", subject: `Bench ${i}`, message: "Delivered once?" });
    }
    await sleep(1_500);
    smtp = await startSmtpCapture({ port: Number(new URL(smtpUrl).port) });
    const total = RESET_MAILS + CONTACT_MAILS;
    if (stall) {
      // let a few go out, then stall the database while the worker is in the middle of it
      while (smtp.messages.length < 3) await sleep(20);
      stall(true);
      await sleep(STALL_MS);
      stall(false);
    }
    const deadline = Date.now() + 120_000;
    for (;;) {
      const pending = (await database.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox)).filter((r) => !r.sentAt);
      if (pending.length === 0 || Date.now() > deadline) break;
      await sleep(200);
    }
    await sleep(1_000);
    const subjects = smtp.messages.map((m) => `${m.to[0]} ${m.raw.match(/^Subject: (.*)$/m)?.[1]}`);
    const distinct = new Set(subjects).size;
    const ok = subjects.length === total && distinct === total;

    // forgot-password: a known and an unknown address, alternating
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < TIMING_REQUESTS; i++) {
      let start = performance.now();
      await post("/api/auth/forgot-password", { email: people[RESET_MAILS + i]!.email });
      known.push(performance.now() - start);
      start = performance.now();
      await post("/api/auth/forgot-password", { email: `nobody-${stamp}-${i}@example.com` });
      unknown.push(performance.now() - start);
    }

    console.log(
      `\nMail delivery under faults (${stall ? `PostgreSQL; SMTP down, then the database stalled ${STALL_MS / 1000} s` : "embedded database; SMTP down (stall: not measured)"})\n`,
    );
    console.table([{ queued: total, "messages received": subjects.length, distinct, "sent twice": subjects.length - distinct }]);
    console.table([
      { address: "known", "median ms": +median(known).toFixed(2), "p90 ms": +p90(known).toFixed(2) },
      { address: "unknown", "median ms": +median(unknown).toFixed(2), "p90 ms": +p90(unknown).toFixed(2) },
    ]);
    console.log(`every mail delivered exactly once (target): ${ok ? "on target" : "BELOW TARGET"}`);
    return ok;
  } finally {
    await app.close();
    await smtp?.close();
  }
}

let ok: boolean;
if (SERVER_URL) {
  const name = `okp_mailfaults_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const direct = new URL(SERVER_URL);
  direct.pathname = `/${name}`;
  const migrator = openPostgresDatabase(direct.toString());
  await migrator.migrate();
  await migrator.close();
  const proxy = await startStallingProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const database = openPostgresDatabase(viaProxy.toString());
  try {
    ok = await run(database, proxy.stall);
  } finally {
    await database.close();
    await proxy.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-mailfaults-"));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    ok = await run(database, undefined);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
