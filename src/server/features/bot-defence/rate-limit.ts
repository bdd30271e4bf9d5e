import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { BOT_DEFENCE, BOT_DEFENCE_MESSAGES, pruneExpired, type RateLimitRule } from "./service";

const RULES: ReadonlyMap<string, RateLimitRule> = new Map(Object.entries(BOT_DEFENCE.rateLimits));

/**
 * Counts one request of `key` in the current fixed window and answers the new count and the time until
 * the window ends. One statement, so concurrent requests (on any server instance) never lose a count;
 * the window start comes from the database clock so every instance lands in the same row.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
  const result = await db.execute<{ count: number; reset_in_ms: number }>(sql`
    insert into rate_limit_hits (key, window_start, count)
    values (
      ${key},
      to_timestamp(floor(extract(epoch from now())::float8 * 1000 / ${windowMs}::float8) * ${windowMs}::float8 / 1000),
      1
    )
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning count, (extract(epoch from (window_start - now()))::float8 * 1000 + ${windowMs}::float8) as reset_in_ms`);
  // node-postgres answers { rows }, PGlite too; both drivers are wrapped by the same Db type
  const row = (result as unknown as { rows: { count: number; reset_in_ms: number }[] }).rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) };
}

/**
 * Rate limits for the endpoints people can hammer (login and sign-up, forgot-password, contact, the
 * bot-detection tracking), per IP, counted in the database so every server instance shares them and a
 * restart does not reset them. Static files and all other routes are not counted.
 */
export function registerRateLimits(app: FastifyInstance): void {
  let lastPrune = 0;
  let pruning: Promise<void> | undefined;

  app.addHook("onRequest", async (request, reply) => {
    // The matched route, not the raw URL: "/api/auth/forgot%2Dpassword" reaches the same handler and must
    // land in the same counter.
    const route = request.routeOptions.url;
    if (route === undefined) return;
    const rule = RULES.get(`${request.method} ${route}`);
    if (!rule) return;

    const db = app.database.db;
    const { count, resetInMs } = await countHit(db, `${request.method} ${route}|${request.ip}`, rule.windowMs);

    // Old windows go opportunistically: at most once a minute per process, without delaying this request.
    const now = Date.now();
    if (!pruning && now - lastPrune >= BOT_DEFENCE.pruneEveryMs) {
      lastPrune = now;
      pruning = pruneExpired(db)
        .catch((error: unknown) => request.log.warn({ err: error }, "pruning bot-defence rows failed"))
        .finally(() => {
          pruning = undefined;
        });
    }

    if (count > rule.limit) {
      reply.header("Retry-After", String(Math.max(1, Math.ceil(resetInMs / 1000))));
      throw new AppError("rate_limited", BOT_DEFENCE_MESSAGES.rateLimited);
    }
  });

  // A prune still running must finish before the database is closed under it.
  app.addHook("onClose", async () => {
    await pruning;
  });
}
