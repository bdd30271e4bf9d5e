import { afterEach, describe, expect, it } from "vitest";
import { accountContract } from "../domain/accounts/account.contract";
import { authContract } from "../domain/accounts/auth.contract";
import { adminContract } from "../domain/analytics/admin.contract";
import { analyticsContract } from "../domain/analytics/analytics.contract";
import { bidsContract } from "../domain/bids/bids.contract";
import { budgetContract } from "../domain/budget/budget.contract";
import { commerceContract } from "../domain/commerce/commerce.contract";
import type { RouteContract } from "../domain/common/api-contract";
import { projectsContract } from "../domain/projects/projects.contract";
import { siteContract } from "../domain/site/site.contract";
import { sowContract } from "../domain/sow/sow.contract";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "./openapi";
import { createTestApp, type TestApp } from "./test/test-app";

/** Every route contract of the API, one module per area. */
const CONTRACTS: RouteContract[] = [
  budgetContract,
  projectsContract,
  authContract,
  accountContract,
  adminContract,
  analyticsContract,
  commerceContract,
  sowContract,
  siteContract,
  bidsContract,
].flatMap((area) => Object.values(area) as RouteContract[]);

/** The routes whose success answer is not JSON, and what they answer instead. */
const ANSWERS_WITHOUT_JSON: Record<string, string> = {
  "GET /api/logout": "a redirect home",
  "GET /api/login": "a redirect to the login page",
  "POST /api/auth/track-interaction": "204, no body",
  "POST /api/analytics/events": "204, no body",
  "DELETE /api/projects/{id}": "204, no body",
  "POST /api/projects/{id}/track-download": "204, no body",
  "POST /api/projects/{id}/generate-sow": "a PDF file",
  "POST /api/projects/{id}/generate-sow-word": "an HTML file",
  "GET /api/admin/export-downloads": "a CSV file",
  "POST /api/projects/{id}/download-excel": "a CSV file",
  "POST /api/agreements/{id}/document": "a PDF file",
  "POST /api/agreements/{id}/document-html": "an HTML file",
  "DELETE /api/projects/{id}/bid-invitations/{invitationId}": "204, no body",
  "GET /api/bids/{token}/sow": "a standalone HTML file",
  "GET /api/projects/{id}/bids.csv": "a CSV file",
};

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type JsonSchema = { type?: string; properties?: Record<string, unknown>; required?: string[]; anyOf?: JsonSchema[] };

/** The object form of a schema that may also allow null (written as anyOf, or as a type list). */
function objectVariant(schema: unknown): JsonSchema | undefined {
  const s = schema as JsonSchema | undefined;
  if (!s) return undefined;
  if (s.properties) return s;
  return s.anyOf?.find((variant) => variant.properties !== undefined);
}

/** "/api/projects/:id" as OpenAPI writes it: "/api/projects/{id}". */
const documentPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const keyOf = (c: RouteContract) => `${c.method} ${documentPath(c.path)}`;

function operationsOf(doc: { paths: Record<string, Record<string, Operation>> }): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${path}`, operation);
  }
  return operations;
}

/** The JSON schema a route declares for one status, if any. */
function responseSchema(operation: Operation | undefined, status: number): unknown {
  return operation?.responses?.[String(status)]?.content?.["application/json"]?.schema;
}

describe("the API's OpenAPI document", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function openApiDocument() {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("describes each route with the schemas the server validates with", async () => {
    const doc = await openApiDocument();
    expect(doc.openapi).toMatch(/^3\./);
    const track = doc.paths["/api/projects/{id}/track-download"].post;
    expect(track.requestBody.content["application/json"].schema.properties.documentType.enum).toEqual(["pdf", "html"]);
    expect(track.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "id", in: "path" })]));
    // the document itself and the client's pages are not API routes
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
  });

  it("has one contract for each route, with the route's method and path", async () => {
    const operations = operationsOf(await openApiDocument());
    const contracted = CONTRACTS.map(keyOf);
    expect(new Set(contracted).size).toBe(contracted.length);
    expect([...operations.keys()].sort()).toEqual([...contracted].sort());
  });

  it("gives every route that answers JSON a response schema for its success status", async () => {
    const operations = operationsOf(await openApiDocument());
    for (const [key, operation] of operations) {
      const successes = Object.keys(operation.responses ?? {}).filter((status) => status.startsWith("2"));
      if (key in ANSWERS_WITHOUT_JSON) {
        expect(successes.some((status) => responseSchema(operation, Number(status))), `${key} answers ${ANSWERS_WITHOUT_JSON[key]}`).toBe(false);
        continue;
      }
      expect(successes.length, `${key} declares no success answer`).toBeGreaterThan(0);
      for (const status of successes) expect(responseSchema(operation, Number(status)), `${key} ${status}`).toBeDefined();
    }
    // the contracts say the same of each route
    for (const c of CONTRACTS) {
      expect(c.answersWithout === undefined, keyOf(c)).toBe(!(keyOf(c) in ANSWERS_WITHOUT_JSON));
      expect(c.response === undefined, keyOf(c)).toBe(keyOf(c) in ANSWERS_WITHOUT_JSON);
    }
  });

  it("describes the budget's answer: the total, the lines and their explanations", async () => {
    const operations = operationsOf(await openApiDocument());
    const schema = responseSchema(operations.get("POST /api/calculate-budget"), 200) as JsonSchema;
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(["total", "breakdown", "explanations"]));
    // the eleven lines are always there; the utility runs only when the owner answered the site questions
    for (const field of ["breakdown", "explanations"]) {
      const lines = objectVariant(schema.properties?.[field]);
      expect(Object.keys(lines?.properties ?? {}), field).toContain("utilityRuns");
      expect(lines?.required, field).toEqual(expect.arrayContaining(["appliances", "utilities", "contractorMarkup"]));
      expect(lines?.required, field).not.toContain("utilityRuns");
    }
  });

  it("offers a readable reference in development only", async () => {
    t = await createTestApp({ config: { nodeEnv: "development" } });
    const first = await t.app.inject({ method: "GET", url: API_REFERENCE_PATH });
    const dev = first.statusCode === 301 ? await t.app.inject({ method: "GET", url: String(first.headers.location) }) : first;
    expect(dev.statusCode).toBe(200);
    expect(dev.headers["content-type"]).toContain("text/html");
    await t.close();
    t = await createTestApp({ config: { nodeEnv: "production" } });
    expect((await t.app.inject({ method: "GET", url: API_REFERENCE_PATH })).statusCode).toBe(404);
  });
});
