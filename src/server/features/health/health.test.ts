import { afterEach, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "../../db/client";
import { RETRY_AFTER_SECONDS } from "../../errors";
import { createTestApp } from "../../test/test-app";
import { startTcpProxy } from "../../test/tcp-proxy";
import { createTestDatabase, usingPostgres } from "../../test/test-database";
import { currentUser, signUpThroughApi } from "../../test/accounts";
import { SESSION_COOKIE } from "../auth/sessions";

describe("GET /api/health", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  /** A migrated PostgreSQL database of our own, and an app reaching it through a proxy we can cut or stall. */
  async function proxiedApp(timeoutMs?: number) {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const target = new URL(t.database.url as string);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const proxied = await createTestApp({ database: openPostgresDatabase(viaProxy.toString(), undefined, timeoutMs) });
    cleanups.push(() => proxied.close());
    return { proxy, proxied };
  }

  it("reports the database as up", async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const t = await createTestApp();
    let closed = false;
    cleanups.push(async () => {
      await t.app.close();
      if (!closed) await t.database.close();
    });
    await t.database.close();
    closed = true;
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "down" });
  });

  it.runIf(usingPostgres())(
    "survives PostgreSQL going away and recovers when it returns (DATABASE_URL mode)",
    async () => {
      const { proxy, proxied } = await proxiedApp();

      const health = async () => (await proxied.app.inject({ method: "GET", url: "/api/health" })).statusCode;
      expect(await health()).toBe(200);

      await proxy.cut();
      expect(await health()).toBe(503);
      expect(await health()).toBe(503);

      await proxy.restore();
      await expect.poll(health, { timeout: 10_000, interval: 200 }).toBe(200);
    },
  );

  /** What a signed-in user gets while the database does not answer: a quick 503 with Retry-After. */
  async function expectUnavailable(app: Awaited<ReturnType<typeof createTestApp>>["app"], token: string) {
    const me = await currentUser(app, token);
    expect(me.statusCode).toBe(503);
    expect(me.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(me.json()).toEqual({ error: "The service is temporarily unavailable. Please try again.", code: "unavailable" });
    const projects = await app.inject({ method: "GET", url: "/api/projects", cookies: { [SESSION_COOKIE]: token } });
    expect(projects.statusCode).toBe(503);
    const visitorSave = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "a@example.com" } });
    expect(visitorSave.statusCode).toBe(503);
    expect(visitorSave.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
  }

  it.runIf(usingPostgres())(
    "answers 503 with Retry-After while PostgreSQL stalls, instead of hanging, and recovers",
    async () => {
      const { proxy, proxied } = await proxiedApp(500);
      const { token } = await signUpThroughApi(proxied.app);

      proxy.stall();
      // more requests than the pool has connections: the ones waiting for a connection are bounded too
      await Promise.all(Array.from({ length: 12 }, () => expectUnavailable(proxied.app, token)));
      proxy.resume();
      await expect.poll(async () => (await currentUser(proxied.app, token)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    },
  );

  it.runIf(!usingPostgres())(
    "answers 503 with Retry-After while a long transaction holds the embedded database, and recovers",
    async () => {
      const database = await createTestDatabase({ timeoutMs: 500 });
      const t = await createTestApp({ database });
      cleanups.push(() => t.close());
      const { token } = await signUpThroughApi(t.app);

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = database.db.transaction(async () => held).catch(() => {});
      await expectUnavailable(t.app, token);
      release();
      await holder;
      await expect.poll(async () => (await currentUser(t.app, token)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    },
  );
});
