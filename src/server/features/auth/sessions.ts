import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/accounts/session-hint";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { AppError, UNAVAILABLE_MESSAGE } from "../../errors";
import { newSecretToken, sha256Hex } from "../../secret-tokens";
import { sessionCacheOf } from "./session-cache";

/** The columns of a user that make up the signed-in user, for selects and returning clauses. */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
} as const satisfies Record<keyof AuthUser, unknown>;

export const SESSION_COOKIE = "okp_session";
/** A session lasts this long after its last (recorded) use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Expiry slides forward at most once per this interval: writing on every request would turn each page view
 * into a database write, and an hour is nothing against a 30-day lifetime.
 */
export const SESSION_SLIDE_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(
  db: Db,
  options: { userId: number; ip: string | undefined; userAgent: string | undefined; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newSecretToken();
  await db.insert(sessions).values({
    // only this digest is stored, so a copy of the sessions table signs nobody in
    tokenHash: sha256Hex(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ipAddress: options.ip ?? null,
    // a header can be arbitrarily long; the first 500 characters identify a browser well enough
    userAgent: options.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  sessionCacheOf(db).forget(tokenHash);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends every session of a user (after a password reset, for instance). Called inside a transaction, the
 * caller calls forgetUserSessions with the server's connection once the transaction has committed.
 */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetUserSessions(db, userId);
}

/** Drops a user's sessions from the server's cache of lookups, so the next request asks the database. */
export function forgetUserSessions(db: Db, userId: number): void {
  sessionCacheOf(db).forgetUser(userId);
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export type SessionLookup = { user: AuthUser; tokenHash: string; lastSeenAt: Date };

/**
 * The live session of a token joined with its user, or null. A lookup is reused for a few seconds
 * (SESSION_CACHE_TTL_MS); within that time the user's administrator flag is the one read then.
 */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionLookup | null> {
  const tokenHash = sha256Hex(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenHash, now);
  if (cached) return { user: cached.user, tokenHash, lastSeenAt: cached.lastSeenAt };
  const rows = await db
    .select({ ...authUserColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { lastSeenAt, expiresAt, ...user } = row;
  cache.set(tokenHash, { user, lastSeenAt, expiresAt }, now);
  return { user, tokenHash, lastSeenAt };
}

/** Moves the expiry forward when the last recorded use is older than the slide interval; true if it did. */
export async function slideSession(db: Db, lookup: SessionLookup, now = new Date()): Promise<boolean> {
  if (now.getTime() - lookup.lastSeenAt.getTime() < SESSION_SLIDE_INTERVAL_MS) return false;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, lookup.tokenHash));
  sessionCacheOf(db).slid(lookup.tokenHash, now, expiresAt);
  return true;
}

function cookieIsSecure(request: FastifyRequest): boolean {
  return request.server.appConfig.publicUrl.startsWith("https://");
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const options = { sameSite: "lax", path: "/", secure: cookieIsSecure(request), maxAge: SESSION_TTL_MS / 1000 } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  // readable by the page, so a visitor's page does not ask who is signed in; it lives and dies with the session
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const options = { sameSite: "lax", path: "/", secure: cookieIsSecure(request) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...options, httpOnly: false });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // a real token is 43 base64url characters; anything else cannot match and is not worth a query
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/**
 * Sets request.user on every API request from the session cookie. Pages and assets of the client do not
 * need it, so they cost no query. An expired or unknown cookie is cleared so the browser stops sending it.
 */
export function registerSessionHook(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  // every request starts with user = null (the decorator's value), so only a found session sets it
  app.addHook("onRequest", async (request, reply) => {
    const url = request.url;
    if (url !== "/api" && !url.startsWith("/api/") && !url.startsWith("/api?")) return;
    if (request.cookies[SESSION_COOKIE] === undefined) return;
    const token = sessionTokenOf(request);
    const db = app.database.db;
    let lookup: SessionLookup | null = null;
    try {
      lookup = token ? await findSession(db, token) : null;
    } catch (error) {
      // Treating the caller as signed out would show a signed-in user a login screen; say what happened.
      request.log.error({ err: error }, "session lookup failed");
      throw new AppError("unavailable", UNAVAILABLE_MESSAGE);
    }
    if (!lookup) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = lookup.user;
    try {
      if (await slideSession(db, lookup)) setSessionCookie(request, reply, token as string);
    } catch (error) {
      // the session is valid; a missed slide only shortens it, which must not fail the request
      request.log.warn({ err: error }, "could not extend the session");
    }
  });
}
