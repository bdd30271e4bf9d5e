import { describe, expect, it } from "vitest";
import { gazeboUPlan } from "../src/domain/testing/plans";
import { openBudgetStep, signUpFromBudgetStep } from "./support/planner";
import { setUpProduct } from "./support/product";
import { startServer } from "./support/server";

// No PUBLIC_URL and no STRIPE_SECRET_KEY, as on a fresh clone: the local test checkout runs.
const product = setUpProduct();

describe("a newcomer on http://127.0.0.1 instead of localhost", () => {
  it("buys a package through the local test checkout and comes back to 127.0.0.1 signed in, the order paid", async () => {
    // the server prints http://localhost:<port>; the newcomer types the loopback address instead
    const base = product.server.url.replace("//localhost:", "//127.0.0.1:");
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await product.openPage();
    await openBudgetStep(page, base, gazeboUPlan());
    const main = page.getByRole("main");

    await signUpFromBudgetStep(page, "loopback", "grill-master-2026");
    await page.waitForURL(`${base}/planner`);
    await main.getByText(/as U-Shaped Kitchen \(#\d+\)/).waitFor();

    await main.getByRole("group", { name: "Bronze" }).getByRole("button", { name: "Buy Bronze" }).click();
    await page.waitForURL(`${base}/checkout/test?session_id=*`);
    await page.getByRole("button", { name: /^Pay \$/ }).click();

    // back on the same address, with the same cookie: the success page verifies the order as its owner
    await page.waitForURL(`${base}/payment-success?session_id=*`);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    await page.getByText("Your Documents are Ready!").waitFor();
    expect(new URL(page.url()).host).toBe(new URL(base).host);
    const who = await page.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(who).toBe(200);
    expect(page.errors).toEqual([]);
  });
});

describe("the payment mode at start-up", () => {
  it("says on a fresh machine in production that PUBLIC_URL is unset", () => {
    expect(product.server.output()).toContain("PUBLIC_URL is not set");
  });

  it("runs no test checkout on a public PUBLIC_URL without a Stripe key, and says so", async () => {
    const server = await startServer({ PUBLIC_URL: "https://kitchen.example" });
    try {
      expect(server.output()).toContain("Payments: none.");
      const res = await fetch(`${server.url}/api/test-checkout/cs_local_0123456789abcdef`);
      expect(res.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("warns loudly when ALLOW_TEST_CHECKOUT runs the test checkout on a public address", async () => {
    const server = await startServer({ PUBLIC_URL: "https://staging.kitchen.example", ALLOW_TEST_CHECKOUT: "true" });
    try {
      expect(server.output()).toContain("LOCAL TEST CHECKOUT is on at https://staging.kitchen.example");
      // the route exists (a visitor is asked to sign in), unlike on the server above
      expect((await fetch(`${server.url}/api/test-checkout/cs_local_0123456789abcdef`)).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
