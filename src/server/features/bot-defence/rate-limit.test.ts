import { like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "../../db/schema";
import { awayFromWindowEnd } from "../../test/rate-limit-windows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { BOT_DEFENCE, BOT_DEFENCE_MESSAGES } from "./service";

const FORGOT = BOT_DEFENCE.rateLimits["POST /api/auth/forgot-password"];

function forgot(app: FastifyInstance, remoteAddress: string, url = "/api/auth/forgot-password") {
  return app.inject({
    method: "POST",
    url,
    payload: { email: "nobody@example.com" },
    remoteAddress,
  });
}

describe("rate limits", () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    // the second instance shares the first one's database, which t.close() closes
    await second?.close();
    await t.close();
  });

  it("refuses forgot-password after 5 requests from one IP, on every server instance sharing the database", async () => {
    await awayFromWindowEnd(FORGOT.windowMs);
    const ip = "10.5.0.1";
    for (let i = 0; i < FORGOT.limit; i++) {
      expect((await forgot(t.app, ip)).statusCode).toBe(200);
    }
    const refused = await forgot(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.rateLimited, code: "rate_limited" });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FORGOT.windowMs / 1000);

    // a fresh process on the same database continues the same count
    second = (await createTestApp({ database: t.database })).app;
    expect((await forgot(second, ip)).statusCode).toBe(429);

    const [row] = await t.database.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%|${ip}`));
    expect(row?.count).toBe(FORGOT.limit + 2);

    // another IP has its own counter
    expect((await forgot(t.app, "10.5.0.2")).statusCode).toBe(200);
  });

  it("counts by the route reached, so an encoded path does not start a new counter", async () => {
    await awayFromWindowEnd(FORGOT.windowMs);
    const ip = "10.5.0.3";
    for (let i = 0; i < FORGOT.limit; i++) {
      expect((await forgot(t.app, ip)).statusCode).toBe(200);
    }
    const encoded = await forgot(t.app, ip, "/api/auth/forgot%2Dpassword?x=1");
    expect(encoded.statusCode).toBe(429);
  });

  it("does not count routes without a limit", async () => {
    const ip = "10.5.0.4";
    for (let i = 0; i < 30; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/auth/user", remoteAddress: ip })).statusCode).toBe(401);
    }
    const rows = await t.database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%|${ip}`));
    expect(rows).toEqual([]);
  });

  it("limits the form-tracking endpoints generously", async () => {
    const rule = BOT_DEFENCE.rateLimits["POST /api/auth/track-form-load"];
    await awayFromWindowEnd(rule.windowMs, 20_000);
    const ip = "10.5.0.5";
    for (let i = 0; i < rule.limit; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/track-form-load", remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.app.inject({ method: "POST", url: "/api/auth/track-form-load", remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("rate_limited");
  });

  it("deletes finished windows when it prunes", async () => {
    const { pruneExpired } = await import("./service");
    const db = t.database.db;
    await db.insert(rateLimitHits).values([
      { key: "POST /api/auth/login|10.5.0.9", windowStart: sql`now() - interval '2 hours'`, count: 3 },
      { key: "POST /api/auth/login|10.5.0.10", windowStart: sql`now()`, count: 3 },
    ]);
    await pruneExpired(db);
    const left = await db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, "POST /api/auth/login|10.5.0.%"));
    expect(left.map((r) => r.key)).toEqual(["POST /api/auth/login|10.5.0.10"]);
  });
});
