import { describe, expect, it } from "vitest";
import { pageCode } from "./support/page-code";
import { setUpProduct } from "./support/product";

describe("the built product", () => {
  const product = setUpProduct();

  it("serves the landing page with a way into the planner", async () => {
    const page = await product.browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(product.server.url);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole("link", { name: /start planning/i }).count()).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/Outdoor Kitchen/);
    expect(errors).toEqual([]);
  });

  it("shows the not-found page for an unknown path, with status 404", async () => {
    const page = await product.browser.newPage();
    const res = await page.goto(`${product.server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });

  it("asks nothing of anyone but this server, and nothing a visitor is refused", async () => {
    const page = await product.openPage({ width: 390, height: 844 });
    const elsewhere: string[] = [];
    const refused: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(product.server.url) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ["/", "/planner", "/faq", "/contact"]) {
      await page.goto(`${product.server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    }
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("serves compressed, long-cached assets and robots.txt", async () => {
    const html = await (await fetch(product.server.url)).text();
    const { entry: script, chunks } = pageCode(html);
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // the entry and every module the page preloads: all long-cached, and compressed unless too small to gain
    const modules = [script!, ...chunks];
    expect(modules.length).toBeGreaterThan(1);
    let compressed = 0;
    for (const file of modules) {
      const res = await fetch(`${product.server.url}${file}`, { headers: { "accept-encoding": "br" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = await res.arrayBuffer();
      if (res.headers.get("content-encoding") === "br") compressed += 1;
      else expect(body.byteLength, `${file} is sent uncompressed`).toBeLessThan(1024);
      expect((await fetch(`${product.server.url}${file}.map`)).status).toBe(404);
    }
    expect(compressed).toBeGreaterThan(0);
    const robots = await fetch(`${product.server.url}/robots.txt`);
    expect(robots.headers.get("content-type")).toContain("text/plain");
  });

  it("leaves the password dictionaries out of the login page until a new password is to be judged", async () => {
    const html = await (await fetch(`${product.server.url}/login`)).text();
    const preloads = pageCode(html).chunks;
    expect(preloads.some((file) => file.includes("login-page"))).toBe(true);
    expect(preloads.filter((file) => file.includes("password-estimator"))).toEqual([]);
  });

  it("answers the API on the same port", async () => {
    const health = await fetch(`${product.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "up" });
  });
});
