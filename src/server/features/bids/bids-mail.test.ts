import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completePlan } from "../../../domain/testing/plans";
import { DEFAULT_MAIL_FROM } from "../../config";
import { bidInvitations, mailOutbox } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { signUpThroughApi } from "../../test/accounts";
import { plainTextOf, startSmtpCapture } from "../../test/smtp-capture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";

describe("the invitation's mail over SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ mailer: (database) => createMailer({ database, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, pollMs: 60_000 }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("reaches the contractor with the link; the stored copy then drops the token and the list says when it was mailed", async () => {
    const owner = { [SESSION_COOKIE]: (await signUpThroughApi(t.app, { firstName: "Noor", lastName: "Haddad" })).token };
    const projectId = (await t.app.inject({ method: "POST", url: "/api/projects", payload: completePlan(), cookies: owner })).json().id as number;
    const started = await t.app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId, serviceTier: "bronze", rushFee: false }, cookies: owner });
    const sessionId = new URL(started.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies: owner });
    await t.app.mailer.deliverDue();
    const invited = await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/bid-invitations`, payload: { name: "Sam Mason", email: "sam@mason.example" }, cookies: owner });
    expect(invited.statusCode).toBe(201);
    const { id, url } = invited.json() as { id: number; url: string };
    const token = url.split("/").at(-1) ?? "";
    const list = async () => (await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/bid-invitations`, cookies: owner })).json().invitations;

    await t.app.mailer.deliverDue();
    const delivered = smtp.messages.filter((m) => m.to[0] === "sam@mason.example");
    expect(delivered).toHaveLength(1);
    const text = plainTextOf(delivered[0]?.raw ?? "");
    expect(text).toContain(url);
    expect(text).toContain("Noor Haddad invites you to bid");
    const [invitation] = await t.database.db.select().from(bidInvitations).where(eq(bidInvitations.id, id));
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, invitation?.mailId ?? 0));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(`${row?.textBody}${row?.htmlBody}`).not.toContain(token);
    expect((await list())[0].mailedAt).toBe(row?.sentAt?.toISOString());
  });
});
