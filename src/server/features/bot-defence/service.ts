import { and, eq, gt, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type AuthBody, INTERACTION_TRACKING, INTERACTION_TYPES, type InteractionType } from "../../../domain/accounts/accounts";
import type { Db } from "../../db/client";
import { newSecretToken } from "../../secret-tokens";
import { formLoads, ipBlocks, loginFailures, rateLimitHits, sessions, suspiciousActivities } from "../../db/schema";
import { deleteExpiredSessions } from "../auth/sessions";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A fixed-window rate limit: at most `limit` requests per IP within each `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number };

/** Every threshold of the bot defence, in one place (docs/decisions/0007-bot-defence.md explains them). */
export const BOT_DEFENCE = {
  /** A person needs longer than this to fill in even a login form; a script does not. */
  minFormFillMs: 1500,
  /** Failed logins from one IP within failureWindowMs before that IP is blocked. */
  failuresBeforeBlock: 5,
  failureWindowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
  /** A form id older than this counts as unknown (and its row may be deleted). */
  formLoadMaxAgeMs: 24 * HOUR,
  interactionCapPerType: INTERACTION_TRACKING.capPerType,
  interactionThrottleMs: INTERACTION_TRACKING.throttleMs,
  /** The administrator's "Suspicious Activities" figure covers this long. */
  suspiciousStatsWindowMs: 24 * HOUR,
  /** Suspicious activities are kept this long for the record, then pruned. */
  suspiciousRetentionMs: 30 * 24 * HOUR,
  /** Rate limits per IP, keyed by method and route. */
  rateLimits: {
    "POST /api/auth/login": { limit: 20, windowMs: MINUTE },
    "POST /api/auth/forgot-password": { limit: 5, windowMs: 15 * MINUTE },
    "POST /api/contact": { limit: 5, windowMs: 10 * MINUTE },
    "POST /api/auth/track-form-load": { limit: 120, windowMs: MINUTE },
    "POST /api/auth/track-interaction": { limit: 120, windowMs: MINUTE },
    "POST /api/analytics/events": { limit: 60, windowMs: MINUTE },
  } satisfies Record<string, RateLimitRule>,
  /** Expired rows are pruned at most this often per server process. */
  pruneEveryMs: MINUTE,
} as const;

export const BOT_DEFENCE_MESSAGES = {
  /** Deliberately vague: telling a bot which check it failed helps it pass the next time. */
  refused: "We could not process this request. Please try again.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
} as const;

export function blockedMessage(minutes: number): string {
  return `Too many failed login attempts from your network. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export { INTERACTION_TYPES, type InteractionType };

export type SuspiciousKind =
  | "honeypot"
  | "too_fast"
  | "unknown_form_load"
  | "missing_bot_detection"
  | "reused_form_load"
  | "ip_blocked";

export type Screening =
  | { ok: true }
  | { ok: false; status: 400 | 429; error: string; /** for the Retry-After header of a 429 */ retryAfterSeconds?: number };

/**
 * Every time comparison below uses the database's clock, never this process's: several server instances
 * (or a database on another host) then agree on what "15 minutes ago" means, and the client's own timing
 * figures are never trusted.
 */
function msAgo(ms: number): SQL {
  return sql`now() - ${ms}::double precision * interval '1 millisecond'`;
}

function msAhead(ms: number): SQL {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

export async function recordSuspicious(
  db: Db,
  entry: { ip: string | null; kind: SuspiciousKind; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(suspiciousActivities).values({ ipAddress: entry.ip, kind: entry.kind, detail: entry.detail ?? {} });
}

/** A new login form: its id is what the form sends back, so the server can time the submission itself. */
export async function createFormLoad(db: Db, ip: string): Promise<string> {
  // 144 random bits: unguessable, so nobody can borrow another visitor's older (hence "slow enough") load
  const id = newSecretToken(18);
  await db.insert(formLoads).values({ id, ipAddress: ip });
  return id;
}

/**
 * Counts one interaction of a form. One UPDATE does the throttle, the cap and the count, so parallel
 * reports cannot both slip past the cap. The time of the last counted event sits beside its count
 * (`mouseAt`: epoch milliseconds of the database clock). Unknown or expired ids change nothing.
 */
export async function recordInteraction(db: Db, sessionId: string, type: InteractionType): Promise<void> {
  const atKey = `${type}At`;
  const nowMs = sql`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  await db
    .update(formLoads)
    .set({
      interactions: sql`${formLoads.interactions} || jsonb_build_object(
        ${type}::text, coalesce((${formLoads.interactions} ->> ${type}::text)::int, 0) + 1,
        ${atKey}::text, ${nowMs})`,
    })
    .where(
      and(
        eq(formLoads.id, sessionId),
        gt(formLoads.createdAt, msAgo(BOT_DEFENCE.formLoadMaxAgeMs)),
        sql`coalesce((${formLoads.interactions} ->> ${type}::text)::int, 0) < ${BOT_DEFENCE.interactionCapPerType}::int`,
        sql`(${formLoads.interactions} ->> ${atKey}::text IS NULL
          OR ${nowMs} - (${formLoads.interactions} ->> ${atKey}::text)::bigint >= ${BOT_DEFENCE.interactionThrottleMs}::int)`,
      ),
    );
}

/** Milliseconds until the IP's block ends, or null when it is not blocked. */
async function blockRemainingMs(db: Db, ip: string): Promise<number | null> {
  const rows = await db
    .select({ remainingMs: sql<number>`extract(epoch from (${ipBlocks.blockedUntil} - now()))::float8 * 1000` })
    .from(ipBlocks)
    .where(and(eq(ipBlocks.ipAddress, ip), gt(ipBlocks.blockedUntil, sql`now()`)));
  const row = rows[0];
  return row ? Math.max(0, Number(row.remainingMs)) : null;
}

/**
 * Runs before a login or sign-up is checked: IP blocks, the honeypot, the time since the form was loaded.
 * A refusal says as little as possible; the reason is recorded for the administrator instead.
 */
export async function screenAuthAttempt(options: { db: Db; ip: string; body: AuthBody }): Promise<Screening> {
  const { db, ip, body } = options;

  const remainingMs = await blockRemainingMs(db, ip);
  if (remainingMs !== null) return blockedScreening(remainingMs);

  const refused = { ok: false, status: 400, error: BOT_DEFENCE_MESSAGES.refused } as const;

  if (body.website !== undefined && body.website.trim() !== "") {
    await recordSuspicious(db, { ip, kind: "honeypot", detail: { mode: body.mode } });
    return refused;
  }

  // A sign-up must come from a form this server handed out (its form load is spent by signUpWithFormLoad);
  // a login without one is let through and recorded, so a person whose form-load request failed, or whose
  // tab stayed open overnight, can still sign in to the account they have.
  const signup = body.mode === "signup";
  const sessionId = body._bot_detection?.sessionId;
  if (!sessionId) {
    await recordSuspicious(db, { ip, kind: "missing_bot_detection", detail: { mode: body.mode } });
    return signup ? refused : { ok: true };
  }

  const rows = await db
    .select({
      ageMs: sql<number>`extract(epoch from (now() - ${formLoads.createdAt}))::float8 * 1000`,
      consumed: sql<boolean>`${formLoads.consumedAt} is not null`,
    })
    .from(formLoads)
    .where(and(eq(formLoads.id, sessionId), gt(formLoads.createdAt, msAgo(BOT_DEFENCE.formLoadMaxAgeMs))));
  const load = rows[0];
  if (!load) {
    await recordSuspicious(db, { ip, kind: "unknown_form_load", detail: { mode: body.mode } });
    return signup ? refused : { ok: true };
  }
  const ageMs = Number(load.ageMs);
  if (ageMs < BOT_DEFENCE.minFormFillMs) {
    await recordSuspicious(db, { ip, kind: "too_fast", detail: { mode: body.mode, ageMs: Math.round(ageMs) } });
    return refused;
  }
  if (signup && load.consumed) {
    await recordSuspicious(db, { ip, kind: "reused_form_load", detail: { mode: body.mode } });
    return refused;
  }
  return { ok: true };
}

/**
 * Spends a form load on a sign-up: one UPDATE that only a current, old enough, unused form load passes,
 * so of any number of sign-ups sent with one id at most one gets it. Run it in the sign-up's transaction:
 * a sign-up that fails afterwards (a taken e-mail) gives the id back.
 */
export async function consumeFormLoad(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(formLoads)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(formLoads.id, sessionId),
        isNull(formLoads.consumedAt),
        gt(formLoads.createdAt, msAgo(BOT_DEFENCE.formLoadMaxAgeMs)),
        lte(formLoads.createdAt, msAgo(BOT_DEFENCE.minFormFillMs)),
      ),
    )
    .returning({ id: formLoads.id });
  return rows.length === 1;
}

export type LoginAttempt = { ok: true; attemptId: number } | Extract<Screening, { ok: false }>;

function blockedScreening(remainingMs: number): Extract<Screening, { ok: false }> {
  return {
    ok: false,
    status: 429,
    error: blockedMessage(Math.max(1, Math.ceil(remainingMs / MINUTE))),
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  };
}

/**
 * Counts a login attempt against the IP before its password is checked. Every attempt is stored as a
 * failure first (and forgotten by `afterLoginResult` when the password was right), and the count and the
 * insert happen under a transaction-scoped advisory lock on the IP: of any number of parallel attempts
 * from one address, at most `failuresBeforeBlock` are ever let through to the password check.
 */
export async function reserveLoginAttempt(options: { db: Db; ip: string; email: string }): Promise<LoginAttempt> {
  const { db, ip, email } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login_failures:${ip}`}))`);
    const [counted] = await tx
      .select({ failures: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ipAddress, ip), gt(loginFailures.createdAt, msAgo(BOT_DEFENCE.failureWindowMs))));
    if (Number(counted?.failures ?? 0) >= BOT_DEFENCE.failuresBeforeBlock) {
      // the attempts that reached the limit are still being checked, or their block is being written
      return blockedScreening(BOT_DEFENCE.blockMs);
    }
    const [row] = await tx.insert(loginFailures).values({ ipAddress: ip, email }).returning({ id: loginFailures.id });
    if (!row) throw new Error("the login attempt insert returned no row");
    return { ok: true as const, attemptId: row.id };
  });
}

/**
 * Runs after a login was checked: a right password forgets its attempt; a failure keeps it and, past the
 * threshold, blocks the IP. Only the IP is blocked, never the account, so a guesser elsewhere cannot lock
 * the owner out.
 */
export async function afterLoginResult(options: { db: Db; ip: string; attemptId: number; success: boolean }): Promise<void> {
  const { db, ip, attemptId, success } = options;
  if (success) {
    await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    return;
  }
  const [counted] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.ipAddress, ip), gt(loginFailures.createdAt, msAgo(BOT_DEFENCE.failureWindowMs))));
  const failures = Number(counted?.failures ?? 0);
  if (failures < BOT_DEFENCE.failuresBeforeBlock) return;
  const reason = `${failures} failed logins within ${BOT_DEFENCE.failureWindowMs / MINUTE} minutes`;
  await db
    .insert(ipBlocks)
    .values({ ipAddress: ip, blockedUntil: msAhead(BOT_DEFENCE.blockMs), reason })
    .onConflictDoUpdate({
      target: ipBlocks.ipAddress,
      set: { blockedUntil: msAhead(BOT_DEFENCE.blockMs), reason, createdAt: sql`now()` },
    });
  await recordSuspicious(db, { ip, kind: "ip_blocked", detail: { failures } });
}

export type BotStats = {
  activeLoginAttempts: number;
  blockedIPs: number;
  suspiciousActivity: number;
  activeSessions: number;
};

export async function botStats(db: Db): Promise<BotStats> {
  const count = sql<number>`count(*)::int`;
  const [attempts, blocked, suspicious, active] = await Promise.all([
    db.select({ n: count }).from(loginFailures).where(gt(loginFailures.createdAt, msAgo(BOT_DEFENCE.failureWindowMs))),
    db.select({ n: count }).from(ipBlocks).where(gt(ipBlocks.blockedUntil, sql`now()`)),
    db
      .select({ n: count })
      .from(suspiciousActivities)
      .where(gt(suspiciousActivities.createdAt, msAgo(BOT_DEFENCE.suspiciousStatsWindowMs))),
    db.select({ n: count }).from(sessions).where(gt(sessions.expiresAt, sql`now()`)),
  ]);
  return {
    activeLoginAttempts: Number(attempts[0]?.n ?? 0),
    blockedIPs: Number(blocked[0]?.n ?? 0),
    suspiciousActivity: Number(suspicious[0]?.n ?? 0),
    activeSessions: Number(active[0]?.n ?? 0),
  };
}

/**
 * Deletes what no check reads any more: finished rate-limit windows, expired form ids, failures outside
 * the window, ended blocks, old suspicious activities and expired sessions. Each delete is bounded by
 * time, so it stays cheap.
 */
export async function pruneExpired(db: Db): Promise<void> {
  const longestWindowMs = Math.max(...Object.values(BOT_DEFENCE.rateLimits).map((r: RateLimitRule) => r.windowMs));
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${msAgo(longestWindowMs)}`);
  await db.delete(formLoads).where(sql`${formLoads.createdAt} < ${msAgo(BOT_DEFENCE.formLoadMaxAgeMs)}`);
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${msAgo(BOT_DEFENCE.failureWindowMs)}`);
  await db.delete(ipBlocks).where(sql`${ipBlocks.blockedUntil} < now()`);
  await db
    .delete(suspiciousActivities)
    .where(sql`${suspiciousActivities.createdAt} < ${msAgo(BOT_DEFENCE.suspiciousRetentionMs)}`);
  await deleteExpiredSessions(db);
}
