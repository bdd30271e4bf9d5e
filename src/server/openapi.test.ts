import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "./openapi";

describe("the API's OpenAPI document", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("describes each route with the schemas the server validates with", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const track = doc.paths["/api/projects/{id}/track-download"].post;
    expect(track.requestBody.content["application/json"].schema.properties.documentType.enum).toEqual(["pdf", "html"]);
    expect(track.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "id", in: "path" })]));
    // the document itself and the client's pages are not API routes
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
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
