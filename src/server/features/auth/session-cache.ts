import { LRUCache } from "lru-cache";
import type { AuthUser } from "../../../domain/accounts/accounts";
import type { Db } from "../../db/client";

/**
 * How long a looked-up session is trusted without asking the database again. Logout, a password reset and
 * sign-in evict at once on the instance that handles them; another instance of the server may still accept a
 * revoked session, or see an old administrator flag, for at most this long (docs/deployment.md).
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Sessions kept per server; the least recently used go first. */
const SESSION_CACHE_MAX = 10_000;

export type CachedSession = { user: AuthUser; lastSeenAt: Date; expiresAt: Date; cachedAt: number };

/**
 * The server's recent session lookups, keyed by the token's digest. A signed-in request would otherwise wait
 * for a database round trip before its own work; with the embedded database, which answers one query at a
 * time, that lookup was what limited every signed-in route under load.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: SESSION_CACHE_MAX });

  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now.getTime() - entry.cachedAt >= SESSION_CACHE_TTL_MS || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: Omit<CachedSession, "cachedAt">, now: Date): void {
    this.entries.set(tokenHash, { ...entry, cachedAt: now.getTime() });
  }

  /** Records a slide of the expiry without restarting the entry's time in the cache. */
  slid(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) this.entries.set(tokenHash, { ...entry, lastSeenAt, expiresAt });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const [tokenHash, entry] of this.entries.entries()) {
      if (entry.user.id === userId) this.entries.delete(tokenHash);
    }
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of one database connection (one per server; each test's server has its own). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
