import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { requireAdmin, requireUser } from "./guards";
import { createOrPromoteAdmin } from "./service";
import { SESSION_COOKIE } from "./sessions";
import { logIn, signUpThroughApi } from "./test-helpers";

describe("role guards", () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: { clientDir: undefined, logLevel: "silent", nodeEnv: "test", publicUrl: "http://localhost" },
      database,
      logger: false,
    });
    // routes that exist only in this test, guarded as real ones are
    app.get("/api/test-guards/admin", { preHandler: requireAdmin }, async () => ({ secret: "admin only" }));
    app.get("/api/test-guards/user", { preHandler: requireUser }, async (request) => ({ email: request.user?.email }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: "GET", url, ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}) });

  it("answers 401 to a visitor on a signed-in route and an administrator route", async () => {
    for (const url of ["/api/test-guards/user", "/api/test-guards/admin"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("unauthorized");
    }
  });

  it("lets a signed-in user through the user guard and answers 403 on the administrator route", async () => {
    const account = await signUpThroughApi(app);
    const mine = await get("/api/test-guards/user", account.token);
    expect(mine.json()).toEqual({ email: account.email });
    const admin = await get("/api/test-guards/admin", account.token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ error: "This area is for administrators only.", code: "forbidden" });
    expect(admin.body).not.toContain("admin only");
  });

  it("lets an administrator through", async () => {
    await createOrPromoteAdmin(database.db, { email: "chief@example.com", password: "chief password" });
    const login = await logIn(app, "chief@example.com", "chief password");
    const token = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const res = await get("/api/test-guards/admin", token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secret: "admin only" });
  });
});
