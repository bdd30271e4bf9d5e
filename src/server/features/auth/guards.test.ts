import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { requireAdmin, requireUser } from "./guards";
import { createOrPromoteAdmin } from "./service";
import { SESSION_COOKIE } from "./sessions";
import { logIn, sessionCookieOf, signUpThroughApi } from "../../test/accounts";

describe("role guards", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        // routes that exist only in this test, guarded as real ones are
        app.get("/api/test-guards/admin", { preHandler: requireAdmin }, async () => ({ secret: "admin only" }));
        app.get("/api/test-guards/user", { preHandler: requireUser }, async (request) => ({ email: request.user?.email }));
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}) });

  it("answers 401 to a visitor on a signed-in route and an administrator route", async () => {
    for (const url of ["/api/test-guards/user", "/api/test-guards/admin"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("unauthorized");
    }
  });

  it("lets a signed-in user through the user guard and answers 403 on the administrator route", async () => {
    const account = await signUpThroughApi(t.app);
    const mine = await get("/api/test-guards/user", account.token);
    expect(mine.json()).toEqual({ email: account.email });
    const admin = await get("/api/test-guards/admin", account.token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ error: "This area is for administrators only.", code: "forbidden" });
    expect(admin.body).not.toContain("admin only");
  });

  it("lets an administrator through", async () => {
    await createOrPromoteAdmin(t.database.db, { email: "chief@example.com", password: "head of the household" });
    const login = await logIn(t.app, "chief@example.com", "head of the household");
    const token = sessionCookieOf(login)?.value;
    const res = await get("/api/test-guards/admin", token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secret: "admin only" });
  });
});
