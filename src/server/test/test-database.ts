import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, fromPglite, openPostgresDatabase } from "../db/client";

export type TestDatabase = Database & { url: string | undefined };

/** Runs on real PostgreSQL when TEST_DATABASE_URL is set, on the embedded database otherwise. */
export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated embedded snapshot, or a newly
 * created PostgreSQL database (dropped again on close) so parallel files and runs never collide.
 */
export async function createTestDatabase(options: { timeoutMs?: number } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = readFileSync(inject("pgliteSnapshot"));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return { ...fromPglite(client, undefined, options.timeoutMs), url: undefined };
  }
  const name = `okp_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(adminUrl, name);
  const database = openPostgresDatabase(url, undefined, options.timeoutMs);
  await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
