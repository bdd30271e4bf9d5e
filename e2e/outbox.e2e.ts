import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../src/domain/accounts/messages";
import { createAccount } from "./support/planner";
import { setUpProduct } from "./support/product";

// No SMTP_URL: mail goes to the local outbox, and the server's log carries the reset link, which is how a
// developer on a fresh machine resets a password.
const product = setUpProduct({ LOG_LEVEL: "info" });

async function post(path: string, body: unknown) {
  return fetch(`${product.server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The reset link the server logged for this address, once it has. */
function loggedResetLink(email: string): string | undefined {
  for (const line of product.server.output().split("\n").reverse()) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { to?: string; link?: string };
    if (entry.to === email && entry.link) return entry.link;
  }
  return undefined;
}

describe("password reset without a mail server", () => {
  it("keeps the mail in the local outbox and the logged link resets the password", async () => {
    const email = `outbox-${Date.now()}@example.com`;
    await createAccount(product.server.url, email, "first-password-1");

    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();

    await expect.poll(() => loggedResetLink(email)).toMatch(/\/reset-password\?token=/);
    const link = new URL(loggedResetLink(email) as string);
    // the link names the address the server really listens on (it picked a free port at start)
    expect(link.origin).toBe(product.server.url);
    await page.goto(link.toString());
    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    await page.getByLabel("Confirm new password").fill("second-password-2");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetDone).first().waitFor();

    expect((await post("/api/auth/login", { mode: "login", email, password: "first-password-1" })).status).toBe(401);
    expect((await post("/api/auth/login", { mode: "login", email, password: "second-password-2" })).status).toBe(200);
    await page.close();
  });
});
