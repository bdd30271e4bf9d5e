import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LIST_PAGE_SIZE } from "../../../domain/analytics/admin-mail";
import { SITE } from "../../../domain/site/site-settings";
import { mailOutbox } from "../../db/schema";
import { logIn } from "../../test/accounts";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";

const CONTACT_URL = "/api/admin/contact-messages";
const OUTBOX_URL = "/api/admin/mail-outbox";

describe("the administrator's contact messages and mail outbox", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let address = 0;
  const from = () => `10.30.0.${++address}`;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.database.db, { isAdmin: true });
    const adminLogin = await logIn(t.app, a.user.email, a.password);
    admin = { [SESSION_COOKIE]: adminLogin.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
    const u = await createUser(t.database.db);
    const userLogin = await logIn(t.app, u.user.email, u.password, { remoteAddress: "10.30.1.1" });
    customer = { [SESSION_COOKIE]: userLogin.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ method: "GET", url, ...(cookies ? { cookies } : {}) });

  async function contact(n: number) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: `Writer ${n}`, email: `writer${n}@example.com`, subject: `Question ${n}`, message: `Message number ${n}` },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
  }

  it("answers a visitor 401 and a customer 403; only an administrator reads either list", async () => {
    for (const url of [CONTACT_URL, OUTBOX_URL]) {
      expect((await get(url)).statusCode, `${url} visitor`).toBe(401);
      expect((await get(url, customer)).statusCode, `${url} customer`).toBe(403);
      expect((await get(url, admin)).statusCode, `${url} admin`).toBe(200);
    }
  });

  it("lists contact messages newest first, a page at a time, with the total", async () => {
    for (let n = 1; n <= 3; n++) await contact(n);
    const first = (await get(`${CONTACT_URL}?pageSize=2`, admin)).json();
    expect(first.total).toBe(3);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.messages.map((m: { subject: string }) => m.subject)).toEqual(["Question 3", "Question 2"]);
    expect(first.messages[0]).toMatchObject({ name: "Writer 3", email: "writer3@example.com", message: "Message number 3" });
    expect(Number.isNaN(Date.parse(first.messages[0].createdAt))).toBe(false);

    const second = (await get(`${CONTACT_URL}?page=2&pageSize=2`, admin)).json();
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual(["Question 1"]);
    const beyond = (await get(`${CONTACT_URL}?page=9&pageSize=2`, admin)).json();
    expect(beyond).toMatchObject({ messages: [], total: 3, page: 9 });

    const defaults = (await get(CONTACT_URL, admin)).json();
    expect(defaults.pageSize).toBe(ADMIN_LIST_PAGE_SIZE.default);
  });

  it("refuses a page or page size out of range with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      [`pageSize=${ADMIN_LIST_PAGE_SIZE.max + 1}`, "pageSize"],
    ] as const) {
      for (const url of [CONTACT_URL, OUTBOX_URL]) {
        const res = await get(`${url}?${query}`, admin);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.body, `${url}?${query}`).toContain(field);
      }
    }
  });

  it("lists the outbox newest first with kind, status, attempts, last error and times, never a body or a reset link", async () => {
    // a reset mail through the product, kept in the local outbox (no mail server here)
    const reader = await createUser(t.database.db, { email: "reset.reader@example.com" });
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: reader.user.email },
      remoteAddress: from(),
    });
    expect(forgot.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, reader.user.email));
    const token = stored?.textBody.match(/token=([\w-]+)/)?.[1];
    expect(token, "the stored reset mail holds its link").toBeTruthy();

    // mail sent over SMTP in each state a delivery can be in
    const base = { transport: "smtp", textBody: "Body text that is never listed", htmlBody: "<p>never listed</p>" } as const;
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await t.database.db.insert(mailOutbox).values([
      { ...base, kind: "order_confirmation", toAddress: "paid@example.com", subject: "Order sent", attempts: 1, sentAt: at(1), createdAt: at(1) },
      { ...base, kind: "order_confirmation", toAddress: "late@example.com", subject: "Order waiting", createdAt: at(2), nextAttemptAt: at(2) },
      {
        ...base,
        kind: "contact",
        toAddress: SITE.supportEmail,
        subject: "Contact retrying",
        attempts: 3,
        lastError: "connect ECONNREFUSED 127.0.0.1:2525",
        createdAt: at(3),
        nextAttemptAt: at(10),
      },
      {
        ...base,
        kind: "password_reset",
        toAddress: "gone@example.com",
        subject: "Reset given up",
        attempts: 12,
        lastError: "550 mailbox unavailable",
        failedAt: at(4),
        createdAt: at(4),
      },
    ]);

    const res = await get(`${OUTBOX_URL}?pageSize=100`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const subjects = body.mails.map((m: { subject: string }) => m.subject);
    expect(subjects.slice(0, 4)).toEqual(["Reset given up", "Contact retrying", "Order waiting", "Order sent"]);
    const bySubject = (subject: string) => body.mails.find((m: { subject: string }) => m.subject === subject);
    expect(bySubject("Order sent")).toMatchObject({ kind: "order_confirmation", status: "sent", attempts: 1, nextAttemptAt: null });
    expect(bySubject("Order sent").sentAt).toBeTruthy();
    expect(bySubject("Order waiting")).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(bySubject("Order waiting").nextAttemptAt).toBeTruthy();
    expect(bySubject("Contact retrying")).toMatchObject({
      kind: "contact",
      to: SITE.supportEmail,
      status: "retrying",
      attempts: 3,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(bySubject("Reset given up")).toMatchObject({ kind: "password_reset", status: "failed", attempts: 12, nextAttemptAt: null });
    expect(bySubject("Reset given up").failedAt).toBeTruthy();

    const reset = body.mails.find((m: { to: string }) => m.to === reader.user.email);
    expect(reset).toMatchObject({ kind: "password_reset", status: "kept", subject: stored?.subject });
    expect(Object.keys(reset).sort()).toEqual(
      ["attempts", "createdAt", "failedAt", "id", "kind", "lastError", "nextAttemptAt", "sentAt", "status", "subject", "to"].sort(),
    );
    // no body, no link, no token anywhere in the answer
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain("reset-password");
    expect(res.body).not.toContain("never listed");

    const paged = (await get(`${OUTBOX_URL}?page=2&pageSize=2`, admin)).json();
    expect(paged.mails.map((m: { subject: string }) => m.subject)).toEqual(["Order waiting", "Order sent"]);
    expect(paged.total).toBe(body.total);
  });
});
