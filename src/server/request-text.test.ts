import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from "../domain/common/text";
import { createApplianceItem } from "../domain/planner/model";
import { SESSION_COOKIE } from "./features/auth/sessions";
import { signUpThroughApi, signupBody } from "./test/accounts";
import { workedExample } from "./test/plans";
import { createTestApp, type TestApp } from "./test/test-app";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The path of every string in a body, as the error answer names fields ("appliances.0.name"). */
function stringPaths(value: Json, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, String(i)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `body` with a NUL character inside the string at `path`. */
function withNul(body: Json, path: string[]): Json {
  const copy = structuredClone(body) as Record<string, Json>;
  let parent: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  const last = path.at(-1) as string;
  parent[last] = `${String(parent[last]).slice(0, 3)}\u0000${String(parent[last]).slice(3)}`;
  return copy;
}

function plan(): Json {
  const custom = { ...createApplianceItem("grill"), name: "Big grill", description: "Built in", icon: "grill", dimensions: "36 in" };
  const example = workedExample();
  return {
    ...example,
    appliances: [custom],
    contractInfo: { ...example.contractInfo, contractorName: "Acme Stone", contractorAddress: "1 Main St", contractorLicense: "CA-1" },
  } as unknown as Json;
}

describe("NUL characters in request text", () => {
  let t: TestApp;
  let token: string;
  let projectId: number;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpThroughApi(t.app)).token;
    const saved = await t.app.inject({ method: "POST", url: "/api/projects", payload: plan() as object, cookies: { [SESSION_COOKIE]: token } });
    expect(saved.statusCode).toBe(201);
    projectId = saved.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  // every route that takes a body with text, each with a valid body whose every string gets a NUL in turn
  const routes: Array<[string, string, () => Json]> = [
    ["POST", "/api/auth/login", () => ({ ...signupBody(), website: "", _bot_detection: { sessionId: "form-load-id" } })],
    ["POST", "/api/auth/login", () => ({ mode: "login", email: "someone@example.com", password: "whatever it is" })],
    ["POST", "/api/auth/forgot-password", () => ({ email: "someone@example.com" })],
    ["POST", "/api/auth/reset-password", () => ({ token: "some-reset-token", newPassword: "a brand new password" })],
    ["POST", "/api/auth/track-interaction", () => ({ sessionId: "form-load-id", type: "mouse" })],
    ["POST", "/api/contact", () => ({ name: "Dana", email: "dana@example.com", subject: "Hello", message: "A question" })],
    ["POST", "/api/calculate-budget", plan],
    ["POST", "/api/projects", () => ({ ...(plan() as object), name: "Back yard" })],
    ["PUT", "/api/projects/:id", () => ({ ...(plan() as object), name: "Back yard" })],
    ["PATCH", "/api/projects/:id", () => ({ name: "Back yard" })],
    ["POST", "/api/payment/verify", () => ({ sessionId: "cs_test_123" })],
    ["POST", "/api/analytics/events", () => ({ visitId: "visit-12345", events: [{ name: "page_view", params: { path: "/planner" } }] })],
    ["POST", "/api/projects/:id/track-download", () => ({ documentType: "pdf" })],
    ["POST", "/api/create-checkout-session", () => ({ projectId: 1, serviceTier: "bronze", rushFee: false })],
  ];

  it.each(routes)("%s %s refuses a NUL in any of its text fields with a 400 naming the field", async (method, url, body) => {
    const paths = stringPaths(body());
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      address += 1;
      const res = await t.app.inject({
        method: method as "POST",
        url: url.replace(":id", String(projectId)),
        payload: withNul(body(), path) as object,
        // signed in, except where a login would end the session the other routes use
        cookies: url.startsWith("/api/auth/") ? {} : { [SESSION_COOKIE]: token },
        // an address per request, so rate limits do not answer first
        remoteAddress: `10.99.${Math.floor(address / 250)}.${address % 250}`,
      });
      const field = path.join(".");
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(400);
      const answer = res.json();
      expect(answer.issues.map((i: { path: string }) => i.path), field).toContain(field);
      expect(res.body).not.toContain("\\u0000\\u0000");
    }
  });

  it("says why for a free-text field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Da\u0000na", email: "dana@example.com", subject: "Hello", message: "A question" },
      remoteAddress: "10.98.0.1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "name", message: NUL_MESSAGE }]);
  });

  it("refuses half of a character (a lone surrogate) in a saved plan with a 400 naming the field", async () => {
    const plan = workedExample();
    const appliances = plan.appliances.map((a, i) => (i === 0 ? { ...a, description: "Grill \ud800 island" } : a));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: JSON.stringify({ ...plan, appliances }),
      headers: { "content-type": "application/json" },
      remoteAddress: "10.98.0.3",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "appliances.0.description", message: UNPAIRED_SURROGATE_MESSAGE }]);
  });
});
