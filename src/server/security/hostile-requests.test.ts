import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlText, normaliseText, pdfText } from "../test/sow-text";
import { SESSION_COOKIE } from "../features/auth/sessions";
import { agedFormLoad, signUpThroughApi } from "../test/accounts";
import { OPENAPI_PATH } from "../openapi";
import { workedExample } from "../test/plans";
import { createTestApp, type TestApp } from "../test/test-app";

/** SQL, HTML and script metacharacters together: what an attacker would name a project. */
const HOSTILE_NAME = `<script>alert("x")</script> Bob's '; DROP TABLE projects; -- & <b>`;

describe("requests from another site, redirects away, and hostile text", () => {
  let t: TestApp;
  let asA: Record<string, string>;
  let stateChanging: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "https://kitchen.example", allowTestCheckout: true } });
    asA = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    stateChanging = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => m.toUpperCase())
        .filter((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m))
        .map((method) => ({ method, path })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses every state-changing route called from another site's page, with or without a session", async () => {
    expect(stateChanging.length).toBeGreaterThan(20);
    const let_through: string[] = [];
    for (const { method, path } of stateChanging) {
      const url = path.replace("{id}", "1").replace("{tier}", "bronze").replace("{sessionId}", "cs_local_00");
      for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }]) {
        for (const cookies of [undefined, asA]) {
          const res = await t.app.inject({ method: method as "POST", url, headers, payload: {}, ...(cookies ? { cookies } : {}) });
          if (res.statusCode !== 403) let_through.push(`${method} ${path} ${JSON.stringify(headers)}: ${res.statusCode}`);
        }
      }
    }
    expect(let_through).toEqual([]);
  });

  it("never sends the browser to another site after login, whatever returnTo says", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/%2F%2Fevil.example",
      "http:/evil.example",
      " //evil.example",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string, "https://kitchen.example");
      expect(location.origin, returnTo).toBe("https://kitchen.example");
      const inner = location.searchParams.get("returnTo") ?? "";
      // what the login page will go to afterwards is a path of this site
      expect(new URL(inner, "https://kitchen.example").origin, returnTo).toBe("https://kitchen.example");
      expect(inner.startsWith("/") && !inner.startsWith("//") && !inner.startsWith("/\\"), returnTo).toBe(true);
    }
  });

  it("gives the session cookie HttpOnly, Secure and SameSite=Lax behind https", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: {
        mode: "signup",
        email: `flags-${Date.now()}@example.com`,
        password: "correct horse battery",
        firstName: "Flag",
        lastName: "Check",
        phoneNumber: "916 555 0100",
        propertyAddress: "1 Cookie Way",
        propertyCity: "Sacramento",
        propertyState: "CA",
        propertyZip: "95814",
        acceptTerms: true,
        _bot_detection: { sessionId: await agedFormLoad(t.app) },
      },
      remoteAddress: "10.6.0.1",
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  });

  it("stores SQL and HTML metacharacters as text and shows them escaped in the SOW's HTML and literally in its PDF", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: asA });
    const id = created.json().id as number;
    const renamed = await t.app.inject({ method: "PATCH", url: `/api/projects/${id}`, payload: { name: HOSTILE_NAME }, cookies: asA });
    expect(renamed.statusCode).toBe(200);
    const read = await t.app.inject({ method: "GET", url: `/api/projects/${id}`, cookies: asA });
    expect(read.json().name).toBe(HOSTILE_NAME);
    // the table is still there, and so is every project
    const list = await t.app.inject({ method: "GET", url: "/api/projects", cookies: asA });
    expect(list.json().projects.map((p: { name: string }) => p.name)).toContain(HOSTILE_NAME);

    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId: id, serviceTier: "bronze", rushFee: false },
      cookies: asA,
    });
    const session = new URL(checkout.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    expect((await t.app.inject({ method: "POST", url: `/api/test-checkout/${session}/pay`, cookies: asA })).statusCode).toBe(200);

    const html = await t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow-word`, cookies: asA });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain("<script>alert");
    expect(html.body).not.toContain("<b>");
    expect(html.body).toContain("&lt;script&gt;alert(");
    expect(normaliseText(htmlText(html.body))).toContain(normaliseText(HOSTILE_NAME));

    const pdf = await t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies: asA });
    expect(pdf.statusCode).toBe(200);
    expect(normaliseText(await pdfText(pdf.rawPayload))).toContain(normaliseText(HOSTILE_NAME));
  });
});
