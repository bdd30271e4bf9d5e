import { describe, expect, it } from "vitest";
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

  it("shows the not-found page for an unknown path", async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/no-such-page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });

  it("answers the API on the same port", async () => {
    const health = await fetch(`${product.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "up" });
  });
});
