import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { extract as extractTar } from "tar";
import path from "node:path";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "embedded" | "postgres";
  /** Resolves when the database answers a trivial query within the timeout, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

type Logger = { warn(obj: object, msg: string): void };

/**
 * In the source tree the migrations sit beside this file; the server build copies them next to the
 * bundle, so the same relative lookup works in both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * How long a query, a transaction waiting for the embedded database, or a wait for a pooled connection may
 * take before the request is answered 503 instead of hanging with a stalled database (DATABASE_TIMEOUT_MS).
 */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

/**
 * The timeouts PostgreSQL enforces itself on every pooled connection, below the Node-side one so the server
 * gives up first: a statement it cancels (57014) or a lock it stops waiting for (55P03) rolls back, so a
 * request answered 503 has written nothing. The lock wait gives up before the statement, so a blocked
 * write says so.
 */
export function serverSideTimeouts(timeoutMs: number): { statementMs: number; lockMs: number } {
  const statementMs = Math.max(1, timeoutMs - Math.min(1000, Math.ceil(timeoutMs / 5)));
  return { statementMs, lockMs: Math.max(1, Math.floor((statementMs * 3) / 4)) };
}

/** A database that did not answer within the timeout. */
export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
}

/**
 * Rejects with DatabaseTimeoutError when `promise` has not settled within `ms`. `onTimeout` may answer false:
 * the work can no longer be given up (it is committing), so the caller waits for its outcome instead.
 */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => boolean): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (onTimeout?.() === false) return;
      reject(new DatabaseTimeoutError(`${what} timed out after ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN",
  // PostgreSQL: shutting down, cannot connect now, too many connections, statement timeout, connection errors
  "57P01", "57P02", "57P03", "53300", "57014", "08000", "08001", "08003", "08004", "08006",
  // PostgreSQL: a lock not obtained within lock_timeout
  "55P03",
]);
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Query read timeout|Connection terminated|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error (or one it wraps) says the database is stalled or away rather than the request wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseTimeoutError) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * The embedded database runs one statement at a time: a long transaction makes every other query wait.
 * PGlite accepts statement_timeout and lock_timeout but cannot enforce them (no timer signals in
 * WebAssembly; measured: a pg_sleep(2) under a 500 ms statement_timeout runs its 2 s), so what PostgreSQL
 * does on the server is done here, with the same outcome: a request answered 503 has written nothing.
 * - The app's calls take turns here, in order. A call given up while waiting for its turn never runs.
 * - A single statement that has started runs to its end (it holds the event loop while it runs anyway).
 * - A transaction given up while it runs is rolled back: its next statement and its commit fail. Once it
 *   commits it is no longer given up, and the caller gets its outcome.
 */
function boundedPglite(client: PGlite, timeoutMs: number): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  function inTurn<T>(what: string, start: (isAbandoned: () => boolean, commit: () => void) => Promise<T>): Promise<T> {
    let state: "waiting" | "running" | "committing" | "abandoned" = "waiting";
    const run = tail.then(() => {
      if (state === "abandoned") throw new DatabaseTimeoutError(`${what} given up before it started`);
      state = "running";
      return start(
        () => state === "abandoned",
        () => {
          state = "committing";
        },
      );
    });
    tail = run.catch(() => undefined);
    return withTimeout(run, timeoutMs, what, () => {
      if (state === "committing") return false;
      state = "abandoned";
      return true;
    });
  }

  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec") {
        return (...args: unknown[]) =>
          inTurn("database query", (_abandoned, commit) => {
            // a started statement commits on its own: it is not given up any more
            commit();
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          });
      }
      if (property === "transaction") {
        return (fn: (tx: unknown) => Promise<unknown>) =>
          inTurn("database transaction", (isAbandoned, commit) =>
            (value as (f: (tx: unknown) => Promise<unknown>) => Promise<unknown>).call(target, async (tx: unknown) => {
              const result = await fn(guardedTransaction(tx as object, isAbandoned));
              // given up while it ran: throwing rolls it back
              if (isAbandoned()) throw new DatabaseTimeoutError("database transaction given up: rolled back");
              commit();
              return result;
            }),
          );
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** A transaction whose statements fail once it was given up, so it rolls back instead of going on. */
function guardedTransaction<T extends object>(tx: T, isAbandoned: () => boolean): T {
  return new Proxy(tx, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec" || property === "sql") {
        return (...args: unknown[]) => {
          if (isAbandoned()) return Promise.reject(new DatabaseTimeoutError("database transaction given up: rolled back"));
          return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** Wraps an open PGlite instance (a persisted folder, or a snapshot loaded in memory for tests). */
export function fromPglite(
  client: PGlite,
  onClose: () => void | Promise<void> = () => {},
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
): Database {
  const db = drizzlePglite({ client: boundedPglite(client, timeoutMs), schema }) as unknown as Db;
  return {
    db,
    kind: "embedded",
    async ping(timeoutMs = 2000) {
      await withTimeout(client.query("select 1"), timeoutMs, "database ping");
    },
    async migrate() {
      // migrations may take longer than a request's query: they run without the timeout
      await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      try {
        await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * A migrated embedded database made when the server is built (scripts/build-db-image.ts), beside the bundle.
 * A new data folder starts as a copy of it instead of running PostgreSQL's initdb, which takes seconds and
 * leaves the process holding the memory it needed. Absent in the source tree: there the folder is initialised.
 */
export const EMBEDDED_IMAGE_FILE = fileURLToPath(new URL("./pglite-image.tar.gz", import.meta.url));

/** What marks a folder as a database: PostgreSQL writes it last when it makes one. */
const DATABASE_MARKER = "PG_VERSION";

/**
 * Unpacks the built image into a new data folder, on disk and outside the database (which would hold the
 * memory it used for good: WebAssembly memory never shrinks). It is unpacked beside the folder and renamed
 * into place when whole, so a start that dies half-way leaves nothing the next start could take for a
 * database: it unpacks again.
 */
async function unpackImage(folder: string): Promise<void> {
  const staging = `${folder}.unpacking`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  // The image's entries are named from the folder's root ("/base/1/..."); node-tar makes them relative to it.
  // Synchronous: three to five times faster here, and the server does not listen yet.
  extractTar({ file: EMBEDDED_IMAGE_FILE, cwd: staging, onwarn: () => undefined, sync: true });
  // a folder without the marker is what an older, interrupted start left
  await rm(folder, { recursive: true, force: true });
  await rename(staging, folder);
}

async function openPglite(folder: string): Promise<PGlite> {
  if (!existsSync(path.join(folder, DATABASE_MARKER)) && existsSync(EMBEDDED_IMAGE_FILE)) {
    await unpackImage(folder);
  }
  return PGlite.create(folder);
}

export async function openEmbeddedDatabase(
  dataDir: string,
  logger?: Logger,
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir, { logger });
  try {
    const client = await openPglite(path.join(dataDir, "pglite"));
    return fromPglite(client, () => lock.release(), timeoutMs);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export function openPostgresDatabase(url: string, logger?: Logger, timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS): Database {
  const server = serverSideTimeouts(timeoutMs);
  const pool = new pg.Pool({
    connectionString: url,
    // set by the server for each new connection (a startup parameter): no extra round trip, no connection without it
    options: `-c statement_timeout=${server.statementMs} -c lock_timeout=${server.lockMs}`,
    max: 10,
    // waiting for a free or new connection, and each query (on the wire, so a stalled network counts too)
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (a database restart) emits here; without a listener the
  // process would crash. The pool replaces the client on the next query.
  pool.on("error", (error) => logger?.warn({ err: error }, "database connection lost"));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async ping(timeoutMs = 2000) {
      await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it, longer than a request's
      // query may take, so on a connection of its own without the timeout.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; databaseTimeoutMs?: number },
  logger?: Logger,
): Promise<Database> {
  const timeoutMs = options.databaseTimeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl, logger, timeoutMs)
    : openEmbeddedDatabase(options.dataDir, logger, timeoutMs);
}

