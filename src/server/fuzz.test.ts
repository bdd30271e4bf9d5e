// Hostile bodies against every POST, PUT and PATCH route of the OpenAPI document: arbitrary JSON, and valid
// bodies with one value replaced by something nasty (NUL and other control characters, huge numbers, deep
// nesting, prototype keys). A small sample with a fixed seed runs in npm test.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "./features/auth/service";
import { SESSION_COOKIE } from "./features/auth/sessions";
import { logIn, sessionCookieOf } from "./test/accounts";
import { OPENAPI_PATH } from "./openapi";
import { workedExample } from "./test/plans";
import { type RouteFixture, routeUrl, VALID_BODIES } from "./test/route-samples";
import { createTestApp, type TestApp } from "./test/test-app";

const SEED = 20261124;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 12);
/** "No answer larger than a few KB" for a refusal. */
const REFUSAL_MAX_BYTES = 4096;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function leafPaths(value: Json, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => leafPaths(item, [...path, i]))];
  if (value && typeof value === "object") {
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  }
  return [path];
}

function replaceAt(value: Json, path: Array<string | number>, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path.at(-1) as string | number] = replacement;
  return copy;
}

const nasty: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ unit: fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "\ud800", "a", "'", '"', "<", ";") }),
  fc.string({ maxLength: 400 }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 4, -0, 0.1 + 0.2, 2 ** 31, -(2 ** 31) - 1),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: 1, max: 3000 }).map((depth) => {
    let nested: Json = [];
    for (let i = 0; i < depth; i++) nested = [nested];
    return nested;
  }),
  fc.array(fc.integer(), { maxLength: 300 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.integer(), { maxKeys: 300 }),
);

/** A body as raw JSON text, so prototype keys arrive as the attacker wrote them. */
function bodyArbitrary(valid: Json | undefined): fc.Arbitrary<string> {
  const arbitrary = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v));
  const prototypeKeys = fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `{"mode":"login","email":"a@b.co","password":"x","__proto__":{"polluted":1}}`,
  );
  if (valid === undefined) return fc.oneof(arbitrary, prototypeKeys);
  const paths = leafPaths(valid);
  const mutated = fc
    .tuple(fc.nat({ max: paths.length - 1 }), nasty)
    .map(([i, replacement]) => JSON.stringify(replaceAt(valid, paths[i] ?? [], replacement)));
  return fc.oneof(arbitrary, prototypeKeys, mutated, mutated);
}

describe("fuzzing every route that takes a body", { timeout: 300_000 }, () => {
  let t: TestApp;
  let fixture: RouteFixture;
  let cookies: Record<string, string>;
  let routes: Array<{ method: "POST" | "PUT" | "PATCH"; path: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    // an administrator gets past every guard, so the bodies reach the validation of every route
    const admin = await createOrPromoteAdmin(t.database.db, { email: "fuzz-admin@example.com", password: "fuzzing keeper 2026" });
    cookies = { [SESSION_COOKIE]: sessionCookieOf(await logIn(t.app, admin.user.email, "fuzzing keeper 2026"))?.value ?? "" };
    const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies });
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId: project.json().id, serviceTier: "bronze", rushFee: false },
      cookies,
    });
    const checkoutUrl = new URL(checkout.json().url, "http://localhost");
    // a paid project of its own with a live bid link, so the bid bodies reach the check against the SOW's rows
    const bidding = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies });
    const paying = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId: bidding.json().id, serviceTier: "bronze", rushFee: false },
      cookies,
    });
    const payingSession = new URL(paying.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    await t.app.inject({ method: "POST", url: `/api/test-checkout/${payingSession}/pay`, cookies });
    const invited = await t.app.inject({
      method: "POST",
      url: `/api/projects/${bidding.json().id}/bid-invitations`,
      payload: { name: "Fuzz Builder", email: "fuzz@builder.example" },
      cookies,
    });
    expect(invited.statusCode).toBe(201);
    fixture = {
      projectId: project.json().id,
      checkoutSessionId: checkoutUrl.searchParams.get("session_id") ?? "",
      bidToken: String(invited.json().url).split("/").at(-1),
    };
    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => ["post", "put", "patch"].includes(method) && operation.requestBody !== undefined)
        .map(([method]) => ({ method: method.toUpperCase() as "POST" | "PUT" | "PATCH", path })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("has a valid sample body for every route whose schema takes one", () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, path } of routes) expect(VALID_BODIES[`${method} ${path}`], `${method} ${path}`).toBeDefined();
  });

  it("never answers 5xx; refusals are small 4xx that name the field", async () => {
    let address = 0;
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const valid = VALID_BODIES[key]?.(fixture) as Json | undefined;
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(valid), async (payload) => {
          address += 1;
          const res = await t.app.inject({
            method,
            url: routeUrl(path, fixture),
            payload,
            headers: { "content-type": "application/json" },
            cookies,
            // an address per request: rate limits are not what is tested here
            remoteAddress: `10.120.${Math.floor(address / 250) % 250}.${address % 250}`,
          });
          expect(res.statusCode, `${key} ${payload.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 400) return;
          expect(res.body.length, `${key} ${payload.slice(0, 200)}`).toBeLessThanOrEqual(REFUSAL_MAX_BYTES);
          const answer = res.json() as { error?: unknown; code?: unknown; issues?: Array<{ path?: unknown; message?: unknown }> };
          expect(typeof answer.error).toBe("string");
          expect(typeof answer.code).toBe("string");
          if (answer.code === "validation_error") {
            expect(answer.issues?.length, `${key} ${payload.slice(0, 200)}`).toBeGreaterThan(0);
            for (const issue of answer.issues ?? []) {
              expect(typeof issue.path).toBe("string");
              expect(typeof issue.message).toBe("string");
            }
          }
          expect(res.body).not.toMatch(/\n\s+at /);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
