import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../domain/accounts/session-hint";
import { PLAN_KEPT_HINT_COOKIE, PRERENDERED_PATHS, statesOf, variantName } from "../domain/site/page-variants";
import { CLIENT_PATHS } from "../domain/site/site-settings";
import { createTestApp, type TestApp } from "./test/test-app";

/** A built client in miniature: index.html, the HTML of every page (by browser state where drawn), an asset precompressed. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "okp-client-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>app</title>");
  mkdirSync(path.join(dir, "pages"));
  const pages: Record<string, Record<string, string>> = {};
  // the pages drawn at build time have one file per browser state; the others one for every visitor
  for (const route of Object.values(CLIENT_PATHS)) {
    pages[route] = {};
    for (const state of PRERENDERED_PATHS.includes(route) ? statesOf(route) : [{ signedIn: false, planKept: false }]) {
      const name = variantName(route, state);
      const file = `pages/${route === "/" ? "home" : route.slice(1).replaceAll("/", "-").replaceAll(":", "")}.${name}.html`;
      writeFileSync(path.join(dir, file), `<!doctype html><title>${route} ${name}</title>`);
      pages[route][name] = file;
    }
  }
  writeFileSync(path.join(dir, "pages", "index.json"), JSON.stringify(pages));
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  const script = `console.log(${JSON.stringify("x".repeat(5000))});`;
  writeFileSync(path.join(dir, "app.js"), script);
  writeFileSync(path.join(dir, "app.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app.js.gz"), gzipSync(script));
  return dir;
}

describe("the client's pages", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeClientBuild();
    t = await createTestApp({ config: { clientDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers every page of the client with 200 and any other with 404, both drawn by the client", async () => {
    for (const page of Object.values(CLIENT_PATHS)) {
      const res = await t.app.inject({ method: "GET", url: `${page}?from=test` });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
    }
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.payload).toContain("<title>app</title>");
    expect((await t.app.inject({ method: "GET", url: "/faq/" })).statusCode).toBe(200);
    // a page with a parameter: a contractor's link
    expect((await t.app.inject({ method: "GET", url: "/bids/Zm9vYmFyYmF6cXV4cXV1eHh4eA" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/bids/a/b" })).statusCode).toBe(404);
  });

  it("answers a page with a parameter (/projects/:id/bids) for any value of it, and nothing longer or shorter", async () => {
    expect((await t.app.inject({ method: "GET", url: "/projects/12/bids" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/projects/12/bids/" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/projects/12/bids/3" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/projects//bids" })).statusCode).toBe(404);
  });

  it("gives each page its own HTML, drawn for the visitor's state as the hint cookies tell it, and varies by cookie", async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }).then((r) => ({ title: /<title>(.*)<\/title>/.exec(r.payload)?.[1], vary: r.headers.vary }));
    expect(await page("/")).toEqual({ title: "/ visitor", vary: expect.stringContaining("Cookie") });
    expect((await page("/", `${SIGNED_IN_HINT_COOKIE}=1`)).title).toBe("/ member");
    // a kept plan changes only the planner's first screen
    expect((await page("/faq", `${SIGNED_IN_HINT_COOKIE}=1; ${PLAN_KEPT_HINT_COOKIE}=1`)).title).toBe("/faq member");
    expect((await page("/planner")).title).toBe("/planner visitor");
    expect((await page("/planner", `${PLAN_KEPT_HINT_COOKIE}=1`)).title).toBe("/planner visitor-kept");
    expect((await page("/planner", `${PLAN_KEPT_HINT_COOKIE}=1; ${SIGNED_IN_HINT_COOKIE}=1`)).title).toBe("/planner member-kept");
    // a page not drawn at build time has one file for everyone
    expect((await page("/account", `${SIGNED_IN_HINT_COOKIE}=1`)).title).toBe("/account visitor");
    expect((await page("/no-such-page")).title).toBe("app");
  });

  it("serves robots.txt as text, and compressed files to a browser that accepts them", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.payload).toContain("User-agent");
    const br = await t.app.inject({ method: "GET", url: "/app.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await t.app.inject({ method: "GET", url: "/app.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/app.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(5000);
  });
});
