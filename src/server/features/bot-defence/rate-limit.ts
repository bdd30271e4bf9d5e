import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { BOT_DEFENCE, BOT_DEFENCE_MESSAGES, pruneExpired, type RateLimitRule } from "./service";

const RULES: ReadonlyMap<string, RateLimitRule> = new Map(Object.entries(BOT_DEFENCE.rateLimits));

type RouteLimit = { keyPrefix: string; rule: RateLimitRule };

declare module "fastify" {
  interface FastifyContextConfig {
    /** The rate limit of each method of the route, for the routes that have one. */
    rateLimits?: ReadonlyMap<string, RouteLimit>;
  }
}

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
 * Counts one request of `key` against `rule` and refuses it, 429 with Retry-After, once the window's limit
 * is passed. For limits by something other than the IP (a signed-in user), called by the route itself.
 */
export async function enforceRateLimit(db: Db, reply: FastifyReply, key: string, rule: RateLimitRule): Promise<void> {
  const { count, resetInMs } = await countHit(db, key, rule.windowMs);
  if (count > rule.limit) {
    reply.header("Retry-After", String(Math.max(1, Math.ceil(resetInMs / 1000))));
    throw new AppError("rate_limited", BOT_DEFENCE_MESSAGES.rateLimited);
  }
}

/**
 * Rate limits for the endpoints people can hammer (login and sign-up, forgot-password, contact, the
 * bot-detection tracking), per IP, counted in the database so every server instance shares them and a
 * restart does not reset them. Other requests only read that their route has no rule. Must be registered
 * before the routes it limits.
 */
export function registerRateLimits(app: FastifyInstance): void {
  let lastPrune = 0;
  let pruning: Promise<void> | undefined;

  /** Counts the request against `keyPrefix` + IP and refuses it once the window's limit is passed. */
  async function enforce(request: FastifyRequest, reply: FastifyReply, keyPrefix: string, rule: RateLimitRule) {
    const db = app.database.db;
    const hit = enforceRateLimit(db, reply, `${keyPrefix}${request.ip}`, rule);
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
    await hit;
  }

  // The routes' rules are looked up once, when each route is added; a request then reads its route's own
  // entry. Keyed by the route, not the raw URL: "/api/auth/forgot%2Dpassword" reaches the same handler and
  // must land in the same counter. One route may answer several methods, each with its own rule.
  app.addHook("onRoute", (routeOptions) => {
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    const limits = new Map<string, RouteLimit>();
    for (const method of methods) {
      const route = `${method} ${routeOptions.url}`;
      const rule = RULES.get(route);
      if (rule) limits.set(method, { keyPrefix: `${route}|`, rule });
    }
    if (limits.size > 0) routeOptions.config = { ...routeOptions.config, rateLimits: limits };
  });

  // App-wide, so it runs before the session lookup: a rate-limited caller costs no session query.
  app.addHook("onRequest", async (request, reply) => {
    const entry = request.routeOptions.config.rateLimits?.get(request.method);
    if (entry) await enforce(request, reply, entry.keyPrefix, entry.rule);
  });

  // A prune still running must finish before the database is closed under it.
  app.addHook("onClose", async () => {
    await pruning;
  });
}
