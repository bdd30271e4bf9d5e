// The access matrix: every route of the OpenAPI document (so a new route cannot escape it) against a
// visitor, two users and an administrator; then the Origin check on every state-changing route and
// open-redirect attempts on returnTo.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "./features/auth/service";
import { SESSION_COOKIE } from "./features/auth/sessions";
import { logIn, sessionCookieOf, signUpThroughApi } from "./features/auth/test-helpers";
import { workedExample } from "./test/plans";
import { type RouteFixture, routeUrl, VALID_BODIES } from "./test/route-samples";
import { createTestApp, type TestApp } from "./test/test-app";

type Access = "public" | "user" | "admin";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call a route, and whether it acts on user A's own project or order. */
type Rule = { access: Access; ownedByA?: boolean };

/**
 * Every route's rule, as the seeds and decisions say. A route of the document missing here fails the
 * suite, so whoever adds a route has to say who may call it.
 */
const RULES: Record<string, Rule> = {
  "GET /api/health": { access: "public" },
  "GET /api/version": { access: "public" },
  "POST /api/auth/login": { access: "public" },
  "GET /api/auth/user": { access: "user" },
  "GET /api/logout": { access: "public" },
  "GET /api/login": { access: "public" },
  "POST /api/auth/forgot-password": { access: "public" },
  "POST /api/auth/reset-password": { access: "public" },
  "POST /api/contact": { access: "public" },
  "POST /api/auth/track-form-load": { access: "public" },
  "POST /api/auth/track-interaction": { access: "public" },
  "GET /api/admin/bot-stats": { access: "admin" },
  "POST /api/calculate-budget": { access: "public" },
  "POST /api/projects": { access: "user" },
  "GET /api/projects": { access: "user" },
  "GET /api/projects/{id}": { access: "user", ownedByA: true },
  "PUT /api/projects/{id}": { access: "user", ownedByA: true },
  "PATCH /api/projects/{id}": { access: "user", ownedByA: true },
  "DELETE /api/projects/{id}": { access: "user", ownedByA: true },
  "POST /api/projects/{id}/duplicate": { access: "user", ownedByA: true },
  "GET /api/user/latest-project": { access: "user" },
  "GET /api/pricing": { access: "public" },
  "POST /api/create-checkout-session": { access: "user", ownedByA: true },
  "POST /api/payment/verify": { access: "user", ownedByA: true },
  "POST /api/stripe/webhook": { access: "public" },
  "POST /api/projects/{id}/generate-sow": { access: "user", ownedByA: true },
  "POST /api/projects/{id}/generate-sow-word": { access: "user", ownedByA: true },
  "POST /api/projects/{id}/track-download": { access: "user", ownedByA: true },
  "GET /api/admin/download-stats": { access: "admin" },
  "GET /api/admin/all-downloads": { access: "admin" },
  "GET /api/admin/export-downloads": { access: "admin" },
  "GET /api/admin/funnel": { access: "admin" },
  "POST /api/projects/{id}/download-excel": { access: "admin" },
  "PUT /api/admin/pricing/{tier}": { access: "admin" },
  "POST /api/analytics/events": { access: "public" },
  "GET /api/test-checkout/{sessionId}": { access: "user", ownedByA: true },
  "POST /api/test-checkout/{sessionId}/pay": { access: "user", ownedByA: true },
  "POST /api/test-checkout/{sessionId}/cancel": { access: "user", ownedByA: true },
};

const STATE_CHANGING = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);

describe("security suite", () => {
  let t: TestApp;
  let routes: Array<{ method: Method; path: string }>;
  let fixture: RouteFixture;
  const tokens: Record<"a" | "b" | "admin", string> = { a: "", b: "", admin: "" };
  /** Strings only user A's data contains: none may appear in an answer to user B. */
  const secretsOfA: string[] = [];

  function call(method: Method, path: string, who: keyof typeof tokens | "visitor", extra: { headers?: Record<string, string> } = {}) {
    const body = VALID_BODIES[`${method} ${path}`]?.(fixture);
    return t.app.inject({
      method,
      url: routeUrl(path, fixture),
      ...(body === undefined ? {} : { payload: body as object }),
      ...(who === "visitor" ? {} : { cookies: { [SESSION_COOKIE]: tokens[who] } }),
      headers: extra.headers,
      remoteAddress: "10.55.0.1",
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );

    const a = await signUpThroughApi(t.app, { firstName: "Aurelia", lastName: "Quillfeather", propertyAddress: "77 Zephyr Hollow" });
    const b = await signUpThroughApi(t.app);
    tokens.a = a.token;
    tokens.b = b.token;
    secretsOfA.push(a.email, "Quillfeather", "Zephyr Hollow", "Aurelia's secret garden");
    const admin = await createOrPromoteAdmin(t.database.db, { email: "matrix-admin@example.com", password: "matrix keeper 2026" });
    tokens.admin = sessionCookieOf(await logIn(t.app, admin.user.email, "matrix keeper 2026"))?.value ?? "";

    const cookies = { [SESSION_COOKIE]: tokens.a };
    const project = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      payload: { ...workedExample(), name: "Aurelia's secret garden" },
      cookies,
    });
    expect(project.statusCode).toBe(201);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId: project.json().id, serviceTier: "bronze", rushFee: false },
      cookies,
    });
    expect(checkout.statusCode).toBe(200);
    const checkoutUrl = new URL(checkout.json().url);
    const checkoutSessionId = checkoutUrl.searchParams.get("session_id") ?? "";
    expect(checkoutSessionId).not.toBe("");
    fixture = { projectId: project.json().id, checkoutSessionId };
  });
  afterAll(async () => {
    await t.close();
  });

  it("has a rule for every route of the OpenAPI document, and a route for every rule", () => {
    const documented = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(documented).toEqual(Object.keys(RULES).sort());
  });

  it("answers a visitor 401 on every route for users and administrators", async () => {
    for (const { method, path } of routes) {
      const rule = RULES[`${method} ${path}`];
      if (!rule || rule.access === "public") continue;
      const res = await call(method, path, "visitor");
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      for (const secret of secretsOfA) expect(res.body, `${method} ${path}`).not.toContain(secret);
    }
  });

  it("answers a signed-in user 403 on every administrator's route, and lets the administrator in", async () => {
    for (const { method, path } of routes) {
      if (RULES[`${method} ${path}`]?.access !== "admin") continue;
      const user = await call(method, path, "b");
      expect(user.statusCode, `${method} ${path}`).toBe(403);
      for (const secret of secretsOfA) expect(user.body, `${method} ${path}`).not.toContain(secret);
      const admin = await call(method, path, "admin");
      expect([401, 403], `${method} ${path}`).not.toContain(admin.statusCode);
      expect(admin.statusCode, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it("answers user B 404 on user A's project and order, and never shows B anything of A's", async () => {
    // deleting last, so the other calls still find A's project; signing out after everything
    const rank = (r: { method: Method; path: string }) => (r.path === "/api/logout" ? 2 : r.method === "DELETE" ? 1 : 0);
    const ordered = [...routes].sort((x, y) => rank(x) - rank(y));
    for (const { method, path } of ordered) {
      const rule = RULES[`${method} ${path}`];
      if (!rule || rule.access === "admin") continue;
      const res = await call(method, path, "b");
      if (rule.ownedByA) expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
      for (const secret of secretsOfA) expect(res.body, `${method} ${path}`).not.toContain(secret);
    }
    // and A's project is untouched
    const own = await t.app.inject({ method: "GET", url: `/api/projects/${fixture.projectId}`, cookies: { [SESSION_COOKIE]: tokens.a } });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe("Aurelia's secret garden");
  });

  it("refuses every state-changing route from a foreign origin or a cross-site fetch with 403", async () => {
    for (const { method, path } of routes) {
      if (!STATE_CHANGING.has(method)) continue;
      const attempts: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of attempts) {
        const res = await call(method, path, "a", { headers });
        expect(res.statusCode, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ error: "Cross-site request refused", code: "forbidden" });
      }
    }
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, for the whole site, and Secure behind https", async () => {
    const secure = await createTestApp({ config: { publicUrl: "https://kitchen.example" } });
    try {
      const account = await signUpThroughApi(secure.app);
      const res = await logIn(secure.app, account.email, account.password, { remoteAddress: "10.55.0.2" });
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: true });
    } finally {
      await secure.close();
    }
  });

  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "/%0d%0aLocation:https://evil.example",
    " //evil.example",
  ])("sends returnTo %j nowhere but a path of this site", async (returnTo) => {
    const res = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith("/login?returnTo=")).toBe(true);
    const target = decodeURIComponent(location.slice("/login?returnTo=".length));
    expect(target.startsWith("/")).toBe(true);
    expect(target.startsWith("//") || target.startsWith("/\\")).toBe(false);
    expect(target).not.toMatch(/[\r\n]/);
  });
});
