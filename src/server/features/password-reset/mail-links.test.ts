import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { createUser } from "../../test/factories";
import { workedExample } from "../../test/plans";
import { extractResetLink } from "../../test/smtp-capture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";

const PUBLIC_URL = "https://planner.example";
/** What an attacker sends to make a victim's mail point at their own server (password-reset poisoning). */
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

async function outboxFor(t: TestApp, email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

/** Links in e-mails come from PUBLIC_URL only, never from the request's Host or X-Forwarded-Host. */
describe("links in e-mails behind a forged Host header", () => {
  let t: TestApp;
  beforeAll(async () => {
    // trusting every proxy is the worst case: the forwarded headers are believed for the request itself
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, trustProxy: true, allowTestCheckout: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("mails a reset link on PUBLIC_URL", async () => {
    const { user } = await createUser(t.database.db, { email: "forged-host@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
      headers: FORGED,
      remoteAddress: "10.41.0.1",
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(t, user.email);
    expect(extractResetLink(mail?.textBody ?? "")).toMatch(/^https:\/\/planner\.example\/reset-password\?token=/);
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain("evil.example");
  });

  it("mails the order confirmation's link on PUBLIC_URL", async () => {
    const buyer = await signUpThroughApi(t.app, {}, { remoteAddress: "10.41.0.2" });
    const cookies = { [SESSION_COOKIE]: buyer.token };
    const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies });
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId: project.json().id, serviceTier: "bronze", rushFee: false },
      cookies,
      headers: FORGED,
    });
    const sessionId = new URL(checkout.json().url, "http://localhost").searchParams.get("session_id");
    const paid = await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies, headers: FORGED });
    expect(paid.statusCode).toBe(200);
    const confirmation = (await outboxFor(t, buyer.email)).find((m) => m.subject.includes("package is confirmed"));
    expect(confirmation?.textBody).toContain(`${PUBLIC_URL}/projects`);
    expect(`${confirmation?.textBody}${confirmation?.htmlBody}`).not.toContain("evil.example");
  });
});
