import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { workedExample } from "../test/plans";
import { createTestApp } from "../test/test-app";
import { createTestDatabase, usingPostgres } from "../test/test-database";
import { SESSION_COOKIE } from "../features/auth/sessions";
import { signUpThroughApi } from "../test/accounts";
import { DatabaseTimeoutError, isDatabaseUnavailable, serverSideTimeouts } from "./client";
import { projects, tierPrices } from "./schema";

const TIMEOUT_MS = 1000;

/** The PostgreSQL error code of a failed query, wherever the driver put it. */
function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe("server-side timeouts on PostgreSQL", () => {
  it.skipIf(!usingPostgres())("sets statement_timeout and lock_timeout below the Node-side timeout on every pooled connection", async () => {
    const database = await createTestDatabase({ timeoutMs: TIMEOUT_MS });
    try {
      const { statementMs, lockMs } = serverSideTimeouts(TIMEOUT_MS);
      expect(statementMs).toBeLessThan(TIMEOUT_MS);
      expect(lockMs).toBeLessThan(statementMs);
      // several connections at once: each has them
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.db.execute<{ s: string; l: string }>(
            sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l, pg_sleep(0.05)`,
          ),
        ),
      );
      for (const answer of answers) {
        expect((answer as unknown as { rows: Array<{ s: string; l: string }> }).rows[0]).toMatchObject({ s: `${statementMs}ms`, l: `${lockMs}ms` });
      }
    } finally {
      await database.close();
    }
  });

  it.skipIf(!usingPostgres())("has a statement longer than the timeout cancelled by the server (57014) and a lock wait ended (55P03)", async () => {
    const database = await createTestDatabase({ timeoutMs: TIMEOUT_MS });
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      const slow = await failure(database.db.execute(sql`select pg_sleep(3)`));
      expect(codeOf(slow)).toBe("57014");
      expect(isDatabaseUnavailable(slow)).toBe(true);

      await database.db.insert(tierPrices).values({ tier: "gold", priceCents: 35_000 });
      await locker.query("begin");
      await locker.query("select * from tier_prices where tier = 'gold' for update");
      const blocked = await failure(database.db.update(tierPrices).set({ priceCents: 1 }).where(eq(tierPrices.tier, "gold")));
      expect(codeOf(blocked)).toBe("55P03");
      expect(isDatabaseUnavailable(blocked)).toBe(true);
      await locker.query("rollback");
      const [gold] = await database.db.select().from(tierPrices).where(eq(tierPrices.tier, "gold"));
      expect(gold?.priceCents).toBe(35_000);
    } finally {
      await locker.end();
      await database.close();
    }
  });

  it.skipIf(!usingPostgres())("answers a save blocked by a lock 503, and the server has given it up: nothing is written later", async () => {
    const database = await createTestDatabase({ timeoutMs: TIMEOUT_MS });
    const t = await createTestApp({ database });
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      const user = await signUpThroughApi(t.app);
      await locker.query("begin");
      await locker.query("lock table projects in share mode");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/projects",
        payload: workedExample(),
        cookies: { [SESSION_COOKIE]: user.token },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      // no statement of this database is still waiting for the lock: the server gave the insert up
      const waiting = await locker.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      expect(waiting.rows[0].n).toBe(0);
      await locker.query("rollback");
      expect(await database.db.select().from(projects).where(eq(projects.userId, user.user.id))).toEqual([]);
    } finally {
      await locker.end();
      await t.close();
    }
  });
});

describe("the same guarantees on the embedded database", () => {
  /** A promise the test resolves when it wants. */
  function latch(): { held: Promise<void>; release(): void } {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { held, release };
  }

  it.skipIf(usingPostgres())("rolls back a transaction given up while it ran, instead of committing it after the 503", async () => {
    const database = await createTestDatabase({ timeoutMs: 200 });
    try {
      const { held, release } = latch();
      const attempt = failure(
        database.db.transaction(async (tx) => {
          await tx.insert(tierPrices).values({ tier: "gold", priceCents: 35_000 });
          await held;
        }),
      );
      try {
        expect(await attempt).toBeInstanceOf(DatabaseTimeoutError);
      } finally {
        release();
      }
      // the next query takes its turn after the transaction ended
      expect(await database.db.select().from(tierPrices)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(usingPostgres())("never runs a statement given up while it waited for its turn", async () => {
    const database = await createTestDatabase({ timeoutMs: 200 });
    try {
      const { held, release } = latch();
      const blocker = failure(
        database.db.transaction(async (tx) => {
          await tx.select().from(tierPrices);
          await held;
        }),
      );
      try {
        const queued = await failure(database.db.insert(tierPrices).values({ tier: "silver", priceCents: 25_000 }).execute());
        // the driver wraps it: "Failed query" caused by the timeout
        expect((queued as { cause?: unknown }).cause).toBeInstanceOf(DatabaseTimeoutError);
        expect(await blocker).toBeInstanceOf(DatabaseTimeoutError);
      } finally {
        release();
      }
      expect(await database.db.select().from(tierPrices)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
