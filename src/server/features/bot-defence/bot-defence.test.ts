import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { formLoads, ipBlocks, loginFailures, sessions, suspiciousActivities, users } from "../../db/schema";
import { sha256Hex } from "../../secret-tokens";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn, sessionCookieOf, signupBody } from "../../test/accounts";
import { BOT_DEFENCE, BOT_DEFENCE_MESSAGES } from "./service";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function trackFormLoad(app: FastifyInstance, remoteAddress = "127.0.0.1"): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/track-form-load", remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().sessionId;
}

/** Makes a form load look as if it had been opened `ms` ago, instead of waiting that long. */
async function ageFormLoad(db: Db, id: string, ms: number): Promise<void> {
  await db
    .update(formLoads)
    .set({ createdAt: sql`now() - ${ms}::double precision * interval '1 millisecond'` })
    .where(eq(formLoads.id, id));
}

async function suspiciousKinds(db: Db, ip: string): Promise<string[]> {
  const rows = await db
    .select({ kind: suspiciousActivities.kind })
    .from(suspiciousActivities)
    .where(eq(suspiciousActivities.ipAddress, ip));
  return rows.map((r) => r.kind);
}

async function interactionsOf(db: Db, id: string): Promise<Record<string, number>> {
  const [row] = await db.select({ interactions: formLoads.interactions }).from(formLoads).where(eq(formLoads.id, id));
  if (!row) throw new Error(`no form load ${id}`);
  return row.interactions;
}

describe("bot defence", () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
  });

  describe("POST /api/auth/track-form-load", () => {
    it("answers an unguessable id and stores it with the caller's IP", async () => {
      const first = await trackFormLoad(t.app, "10.1.0.1");
      const second = await trackFormLoad(t.app, "10.1.0.1");
      // 22 base64url characters carry 132 bits
      expect(first).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(second).not.toBe(first);
      const [row] = await db.select().from(formLoads).where(eq(formLoads.id, first));
      expect(row?.ipAddress).toBe("10.1.0.1");
      expect(row?.interactions).toEqual({});
    });

    it("accepts an empty POST labelled as JSON", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/track-form-load",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().sessionId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    });
  });

  describe("POST /api/auth/track-interaction", () => {
    const track = (sessionId: string, type: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/track-interaction", payload: { sessionId, type } });

    it("ignores an event that follows the previous one of its type within 500 ms", async () => {
      const id = await trackFormLoad(t.app);
      expect((await track(id, "mouse")).statusCode).toBe(204);
      expect((await track(id, "mouse")).statusCode).toBe(204);
      expect((await track(id, "keyboard")).statusCode).toBe(204);
      const counted = await interactionsOf(db, id);
      expect(counted.mouse).toBe(1);
      expect(counted.keyboard).toBe(1);
      expect(counted.focus).toBeUndefined();
    });

    it("counts at most 10 events per type", async () => {
      const id = await trackFormLoad(t.app);
      for (let i = 0; i < BOT_DEFENCE.interactionCapPerType + 2; i++) {
        expect((await track(id, "focus")).statusCode).toBe(204);
        await sleep(BOT_DEFENCE.interactionThrottleMs + 20);
      }
      expect((await interactionsOf(db, id)).focus).toBe(10);
    });

    it("answers 204 for an unknown id and 400 for an unknown type", async () => {
      expect((await track("no-such-form-load-id-000", "mouse")).statusCode).toBe(204);
      const id = await trackFormLoad(t.app);
      const res = await track(id, "scroll");
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation_error");
    });
  });

  describe("screening of POST /api/auth/login", () => {
    it("refuses a filled-in honeypot with a vague 400 and records it", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.2.0.1";
      const sessionId = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, sessionId, 10_000);
      const res = await logIn(t.app, user.email, password, {
        remoteAddress: ip,
        fields: { website: "http://cheap-pills.example", _bot_detection: { sessionId } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.refused, code: "bad_request" });
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await suspiciousKinds(db, ip)).toEqual(["honeypot"]);
    });

    it("refuses a submission sooner than 1.5 s after the form loaded, judged by the server's clock", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.2.0.2";
      const sessionId = await trackFormLoad(t.app, ip);
      // the client's own figure claims a slow fill; the server must not believe it
      const tooFast = await logIn(t.app, user.email, password, {
        remoteAddress: ip,
        fields: { _bot_detection: { sessionId, timeSinceLoad: 60_000 } },
      });
      expect(tooFast.statusCode).toBe(400);
      expect(tooFast.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.refused, code: "bad_request" });
      expect(await suspiciousKinds(db, ip)).toEqual(["too_fast"]);

      await ageFormLoad(db, sessionId, BOT_DEFENCE.minFormFillMs + 500);
      const later = await logIn(t.app, user.email, password, { remoteAddress: ip, fields: { _bot_detection: { sessionId } } });
      expect(later.statusCode).toBe(200);
      expect(later.json().user.email).toBe(user.email);
    });

    it("lets an unknown or expired form id and a missing one through, but records them", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.2.0.3";
      const unknown = await logIn(t.app, user.email, password, {
        remoteAddress: ip,
        fields: { _bot_detection: { sessionId: "from-a-database-that-was-reset" } },
      });
      expect(unknown.statusCode).toBe(200);

      const sessionId = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, sessionId, BOT_DEFENCE.formLoadMaxAgeMs + 60_000);
      const expired = await logIn(t.app, user.email, password, { remoteAddress: ip, fields: { _bot_detection: { sessionId } } });
      expect(expired.statusCode).toBe(200);

      const missing = await logIn(t.app, user.email, password, { remoteAddress: ip });
      expect(missing.statusCode).toBe(200);
      expect((await suspiciousKinds(db, ip)).sort()).toEqual(
        ["missing_bot_detection", "unknown_form_load", "unknown_form_load"].sort(),
      );
    });
  });

  describe("sign-up's form load", () => {
    const signUp = (body: Record<string, unknown>, ip: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: body, remoteAddress: ip });
    const accountsNamed = async (email: string) => db.select().from(users).where(eq(users.email, email));

    it.each([
      ["no _bot_detection", undefined, "missing_bot_detection", "10.6.0.1"],
      ["an empty id", { sessionId: "" }, "missing_bot_detection", "10.6.0.2"],
      ["an invented id", { sessionId: "invented-by-a-script-0001" }, "unknown_form_load", "10.6.0.3"],
    ])("is refused with %s, vaguely, and recorded", async (_case, botDetection, kind, ip) => {
      const body = signupBody(botDetection === undefined ? {} : { _bot_detection: botDetection });
      const res = await signUp(body, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.refused, code: "bad_request" });
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await accountsNamed(body.email as string)).toEqual([]);
      expect(await suspiciousKinds(db, ip)).toContain(kind);
    });

    it("is refused sooner than the minimum fill time, and accepted once it has passed", async () => {
      const ip = "10.6.1.1";
      const sessionId = await trackFormLoad(t.app, ip);
      const body = signupBody({ _bot_detection: { sessionId } });
      expect((await signUp(body, ip)).statusCode).toBe(400);
      await ageFormLoad(db, sessionId, BOT_DEFENCE.minFormFillMs + 500);
      expect((await signUp(body, ip)).statusCode).toBe(201);
    });

    it("signs up one account per form load: a second use is refused and recorded", async () => {
      const ip = "10.6.1.2";
      const sessionId = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, sessionId, 10_000);
      expect((await signUp(signupBody({ _bot_detection: { sessionId } }), ip)).statusCode).toBe(201);
      const again = signupBody({ _bot_detection: { sessionId } });
      const res = await signUp(again, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.refused, code: "bad_request" });
      expect(await accountsNamed(again.email as string)).toEqual([]);
      expect(await suspiciousKinds(db, ip)).toContain("reused_form_load");
    });

    it("lets only one of many simultaneous sign-ups with one form load through", async () => {
      const ip = "10.6.1.3";
      const sessionId = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, sessionId, 10_000);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => signUp(signupBody({ _bot_detection: { sessionId } }), ip)),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    });

    it("spends the form load of a sign-up refused for a taken e-mail: a second probe with it is refused", async () => {
      const ip = "10.6.1.4";
      const { user } = await createUser(db);
      const other = await createUser(db);
      const sessionId = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, sessionId, 10_000);
      const taken = await signUp(signupBody({ email: user.email, _bot_detection: { sessionId } }), ip);
      expect(taken.statusCode).toBe(409);
      // the same form load cannot probe another address, registered or not
      for (const email of [other.user.email, "free-address@example.com"]) {
        const probe = await signUp(signupBody({ email, _bot_detection: { sessionId } }), ip);
        expect(probe.statusCode).toBe(400);
        expect(probe.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.refused, code: "bad_request" });
      }
      // a new form load (the form asks for one after each sign-up) lets the person correct the address
      const fresh = await trackFormLoad(t.app, ip);
      await ageFormLoad(db, fresh, 10_000);
      expect((await signUp(signupBody({ _bot_detection: { sessionId: fresh } }), ip)).statusCode).toBe(201);
    });
  });

  describe("failed logins per IP", () => {
    it("blocks the IP after 5 failures with 429 and Retry-After, while another IP still logs in", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.3.0.1";
      for (let i = 0; i < BOT_DEFENCE.failuresBeforeBlock; i++) {
        const res = await logIn(t.app, user.email, "wrong-password", { remoteAddress: ip });
        expect(res.statusCode).toBe(401);
      }
      // even the right password is refused from the blocked network
      const blocked = await logIn(t.app, user.email, password, { remoteAddress: ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: "Too many failed login attempts from your network. Please try again in 15 minutes.",
        code: "rate_limited",
      });
      const retryAfter = Number(blocked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await suspiciousKinds(db, ip)).toContain("ip_blocked");

      const elsewhere = await logIn(t.app, user.email, password, { remoteAddress: "10.3.0.2" });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json().user.email).toBe(user.email);
    });

    it("lets no more than 5 of 50 simultaneous wrong passwords from one IP be checked", async () => {
      const { user } = await createUser(db);
      const ip = "10.3.0.9";
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => logIn(t.app, user.email, "wrong-password", { remoteAddress: ip })),
      );
      const statuses = answers.map((res) => res.statusCode);
      // a 401 is a password that was checked; every other attempt is refused before the check
      expect(statuses.filter((status) => status === 401)).toHaveLength(BOT_DEFENCE.failuresBeforeBlock);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
      const recorded = await db.select().from(loginFailures).where(eq(loginFailures.ipAddress, ip));
      expect(recorded).toHaveLength(BOT_DEFENCE.failuresBeforeBlock);
      const [block] = await db.select().from(ipBlocks).where(eq(ipBlocks.ipAddress, ip));
      expect(block).toBeDefined();
    });

    it("does not count a right password against the IP", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.3.0.10";
      for (let i = 0; i < BOT_DEFENCE.failuresBeforeBlock + 2; i++) {
        expect((await logIn(t.app, user.email, password, { remoteAddress: ip })).statusCode).toBe(200);
      }
      expect(await db.select().from(loginFailures).where(eq(loginFailures.ipAddress, ip))).toEqual([]);
    });

    it("lets the IP in again once the block has ended", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.3.0.3";
      for (let i = 0; i < BOT_DEFENCE.failuresBeforeBlock; i++) {
        await logIn(t.app, user.email, "wrong-password", { remoteAddress: ip });
      }
      expect((await logIn(t.app, user.email, password, { remoteAddress: ip })).statusCode).toBe(429);
      await db
        .update(ipBlocks)
        .set({ blockedUntil: sql`now() - interval '1 second'` })
        .where(eq(ipBlocks.ipAddress, ip));
      await db
        .update(loginFailures)
        .set({ createdAt: sql`now() - interval '16 minutes'` })
        .where(eq(loginFailures.ipAddress, ip));
      expect((await logIn(t.app, user.email, password, { remoteAddress: ip })).statusCode).toBe(200);
    });

    it("is not reset by a made-up X-Forwarded-For when no proxy is trusted", async () => {
      const { user, password } = await createUser(db);
      const ip = "10.3.0.4";
      for (let i = 0; i < BOT_DEFENCE.failuresBeforeBlock; i++) {
        const res = await logIn(t.app, user.email, "wrong-password", {
          remoteAddress: ip,
          headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await logIn(t.app, user.email, password, {
        remoteAddress: ip,
        headers: { "x-forwarded-for": "198.51.100.200" },
      });
      expect(res.statusCode).toBe(429);
      const recorded = await db
        .select({ ip: loginFailures.ipAddress })
        .from(loginFailures)
        .where(eq(loginFailures.ipAddress, ip));
      expect(recorded).toHaveLength(BOT_DEFENCE.failuresBeforeBlock);
    });
  });

  describe("GET /api/admin/bot-stats", () => {
    const stats = (cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/admin/bot-stats",
        headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
      });

    async function signIn(email: string, password: string, remoteAddress: string): Promise<string> {
      const res = await logIn(t.app, email, password, { remoteAddress });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookieOf(res);
      if (!cookie) throw new Error("no session cookie");
      return cookie.value;
    }

    it("answers 401 signed out and 403 for someone who is not an administrator", async () => {
      const signedOut = await stats();
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe("unauthorized");

      const { user, password } = await createUser(db);
      const res = await stats(await signIn(user.email, password, "10.4.0.1"));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    });

    it("gives an administrator the four figures, counting only what is still current", async () => {
      const { user: admin, password } = await createUser(db, { isAdmin: true });
      const token = await signIn(admin.email, password, "10.4.0.2");
      const before = await stats(token);
      expect(before.statusCode).toBe(200);
      const b = before.json();
      expect(Object.keys(b).sort()).toEqual(["activeLoginAttempts", "activeSessions", "blockedIPs", "suspiciousActivity"]);

      // one failed login (a failure and, without form data, a suspicious activity), one active and one ended
      // block, one old suspicious activity, one live and one expired session
      const { user: other, password: otherPassword } = await createUser(db);
      expect((await logIn(t.app, other.email, "nope-nope", { remoteAddress: "10.4.0.3" })).statusCode).toBe(401);
      await db.insert(ipBlocks).values([
        { ipAddress: "10.4.0.4", blockedUntil: sql`now() + interval '5 minutes'`, reason: "test" },
        { ipAddress: "10.4.0.5", blockedUntil: sql`now() - interval '5 minutes'`, reason: "test" },
      ]);
      await db
        .insert(suspiciousActivities)
        .values({ ipAddress: "10.4.0.6", kind: "honeypot", createdAt: sql`now() - interval '25 hours'` });
      await signIn(other.email, otherPassword, "10.4.0.7");
      await db.insert(sessions).values({
        tokenHash: sha256Hex("an-expired-session-token"),
        userId: other.id,
        expiresAt: sql`now() - interval '1 minute'`,
      });

      const after = await stats(token);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({
        activeLoginAttempts: b.activeLoginAttempts + 1,
        blockedIPs: b.blockedIPs + 1,
        // the failed login and the successful one both came without form data
        suspiciousActivity: b.suspiciousActivity + 2,
        activeSessions: b.activeSessions + 1,
      });
    });
  });
});

describe("bot defence behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts failures against the client address the proxy reports", async () => {
    const { user, password } = await createUser(t.database.db);
    const proxy = "10.9.0.1";
    for (let i = 0; i < BOT_DEFENCE.failuresBeforeBlock; i++) {
      const res = await logIn(t.app, user.email, "wrong-password", {
        remoteAddress: proxy,
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      expect(res.statusCode).toBe(401);
    }
    const recorded = await t.database.db
      .select({ ip: loginFailures.ipAddress })
      .from(loginFailures)
      .where(eq(loginFailures.ipAddress, "203.0.113.7"));
    expect(recorded).toHaveLength(BOT_DEFENCE.failuresBeforeBlock);

    const blocked = await logIn(t.app, user.email, password, {
      remoteAddress: proxy,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(blocked.statusCode).toBe(429);
    // another client behind the same proxy is not blocked
    const neighbour = await logIn(t.app, user.email, password, {
      remoteAddress: proxy,
      headers: { "x-forwarded-for": "203.0.113.8" },
    });
    expect(neighbour.statusCode).toBe(200);
  });
});
