import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
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

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Wraps an open PGlite instance (a persisted folder, or a snapshot loaded in memory for tests). */
export function fromPglite(client: PGlite, onClose: () => void | Promise<void> = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "embedded",
    async ping(timeoutMs = 2000) {
      await withTimeout(client.query("select 1"), timeoutMs, "database ping");
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
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

export async function openEmbeddedDatabase(dataDir: string, logger?: Logger): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir, { logger });
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    return fromPglite(client, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export function openPostgresDatabase(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
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
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  logger?: Logger,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl, logger)
    : openEmbeddedDatabase(options.dataDir, logger);
}

