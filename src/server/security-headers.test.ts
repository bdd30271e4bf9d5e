import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'";

describe("security headers", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each([
    ["an API answer", "GET", "/api/version", 200],
    ["a refused body", "POST", "/api/calculate-budget", 400],
    ["an unknown endpoint", "GET", "/api/nope", 404],
  ] as const)("are on %s, on plain HTTP without the HTTPS-only rules", async (_case, method, url, status) => {
    t = await createTestApp({ config: { publicUrl: "http://localhost:5000" } });
    const response = await t.app.inject({ method, url, ...(method === "POST" ? { payload: { shape: 7 } } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-security-policy"]).toBe(POLICY);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("pin HTTPS when the public address is HTTPS", async () => {
    t = await createTestApp({ config: { publicUrl: "https://kitchens.example" } });
    const response = await t.app.inject({ method: "GET", url: "/api/version" });
    expect(response.headers["content-security-policy"]).toBe(`${POLICY};upgrade-insecure-requests`);
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("allow Google Analytics only when a measurement id is configured", async () => {
    t = await createTestApp({ config: { publicUrl: "http://localhost:5000", gaMeasurementId: "G-TEST12345" } });
    const policy = String((await t.app.inject({ method: "GET", url: "/api/version" })).headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com");
    expect(POLICY).not.toContain("google");
  });

  it("give the build's scripts, styles and fonts only the rules that apply to them, and documents every rule", async () => {
    t = await createTestApp({ config: { publicUrl: "https://kitchens.example" } });
    for (const url of ["/assets/client-abc123.js", "/assets/client-abc123.css", "/assets/inter-latin-400.woff2"]) {
      const headers = (await t.app.inject({ method: "GET", url })).headers;
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      expect(headers["content-security-policy"], url).toBeUndefined();
      expect(headers["x-frame-options"], url).toBeUndefined();
    }
    // an SVG or a path that only looks like an asset is a document when opened: every rule
    for (const url of ["/assets/drawing.svg", "/assets/../api/version", "/assets/x.js/evil.html"]) {
      expect((await t.app.inject({ method: "GET", url })).headers["content-security-policy"], url).toBe(`${POLICY};upgrade-insecure-requests`);
    }
  });
});
