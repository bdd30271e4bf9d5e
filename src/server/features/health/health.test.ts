import { afterEach, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "../../db/client";
import { createTestApp } from "../../test/test-app";
import { startTcpProxy } from "../../test/tcp-proxy";
import { usingPostgres } from "../../test/test-database";

describe("GET /api/health", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

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
      // a migrated database of our own, reached through a proxy we can cut
      const t = await createTestApp();
      cleanups.push(() => t.close());
      const target = new URL(t.database.url as string);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(target);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const database = openPostgresDatabase(viaProxy.toString());
      const proxied = await createTestApp({ database });
      cleanups.push(() => proxied.close());

      const health = async () => (await proxied.app.inject({ method: "GET", url: "/api/health" })).statusCode;
      expect(await health()).toBe(200);

      await proxy.cut();
      expect(await health()).toBe(503);
      expect(await health()).toBe(503);

      await proxy.restore();
      await expect.poll(health, { timeout: 10_000, interval: 200 }).toBe(200);
    },
  );
});
