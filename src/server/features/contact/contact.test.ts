import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_SENT_MESSAGE } from "../../../domain/site/contact";
import { SITE } from "../../../domain/site/site-settings";
import { contactMessages, mailOutbox } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { decodeQuotedPrintable, plainTextOf, startSmtpCapture } from "../../test/smtp-capture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { usingPostgres } from "../../test/test-database";
import { BOT_DEFENCE, BOT_DEFENCE_MESSAGES } from "../bot-defence/service";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";
import { submitContactMessage } from "./service";

const BODY = {
  name: "Ana Reyes",
  email: "ana.reyes@example.com",
  subject: "Pergola over the grill",
  message: "Hello,\nCan the pergola span 14 feet without a middle post?\nThanks!",
};

let clientNumber = 0;
/** A new client address each call: the per-address rate limit is tested on its own below. */
function nextAddress(): string {
  clientNumber += 1;
  return `10.20.${clientNumber >> 8}.${clientNumber & 255}`;
}

function send(t: TestApp, payload: unknown, options: { remoteAddress?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...(options.cookie ? { cookies: { [SESSION_COOKIE]: options.cookie } } : {}),
  });
}

async function storedBy(t: TestApp, email: string) {
  return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(contactMessages.id);
}

async function supportOutbox(t: TestApp) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, SITE.supportEmail)).orderBy(mailOutbox.id);
}

/** The decoded text/html part of a raw MIME message. */
function htmlPartOf(raw: string): string {
  const match = raw.match(/Content-Type: text\/html[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--[^\r\n]+|$)/i);
  if (!match) throw new Error(`no text/html part in the captured mail:\n${raw}`);
  const encoding = (match[1] ?? "").match(/Content-Transfer-Encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  const body = match[2] ?? "";
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** A header of a raw MIME message, unfolded. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1];
}

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores the message, queues a mail to the support address and thanks the sender", async () => {
    const email = "stored@example.com";
    const res = await send(t, { ...BODY, name: "  Ana Reyes ", email: " Stored@Example.com " }, { remoteAddress: "10.99.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect(CONTACT_SENT_MESSAGE).toBe(`Thank you for contacting us. We'll get back to you within ${SITE.replyWithin}.`);

    const [row] = await storedBy(t, email);
    expect(row).toMatchObject({
      name: "Ana Reyes",
      email,
      subject: BODY.subject,
      message: BODY.message,
      ipAddress: "10.99.0.1",
      userId: null,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);

    const mail = (await supportOutbox(t)).find((m) => m.textBody.includes(email));
    expect(mail).toMatchObject({ transport: "outbox", subject: `Contact form: ${BODY.subject} (from Ana Reyes)` });
    for (const part of ["Ana Reyes", email, BODY.subject, BODY.message, `#${row!.id}`]) {
      expect(mail!.textBody).toContain(part);
    }
  });

  it("records the signed-in sender's account", async () => {
    const { token, user } = await signUpThroughApi(t.app);
    const res = await send(t, { ...BODY, email: "member@example.com" }, { cookie: token });
    expect(res.statusCode).toBe(200);
    const [row] = await storedBy(t, "member@example.com");
    expect(row!.userId).toBe(user.id);
    const mail = (await supportOutbox(t)).find((m) => m.textBody.includes("member@example.com"));
    expect(mail!.textBody).toContain(`Signed in (user #${user.id})`);
  });

  it.each([
    ["name", { name: undefined }, "Name is required"],
    ["name", { name: "   " }, "Name is required"],
    ["email", { email: undefined }, "Email is required"],
    ["email", { email: "ana@" }, "Enter a valid email address"],
    ["email", { email: "not an e-mail" }, "Enter a valid email address"],
    ["subject", { subject: "" }, "Subject is required"],
    ["message", { message: " \n " }, "Message is required"],
    ["name", { name: "n".repeat(101) }, "Name must be at most 100 characters"],
    ["subject", { subject: "s".repeat(151) }, "Subject must be at most 150 characters"],
    ["message", { message: "m".repeat(5001) }, "Message must be at most 5,000 characters"],
  ])("answers 400 naming %s for %o, and keeps and mails nothing", async (field, change, message) => {
    const email = `invalid-${clientNumber}@example.com`;
    const mailsBefore = (await supportOutbox(t)).length;
    const res = await send(t, { ...BODY, email, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues).toEqual([{ path: field, message }]);
    expect(body.error).toContain(field);
    expect(await storedBy(t, email)).toEqual([]);
    expect(await supportOutbox(t)).toHaveLength(mailsBefore);
  });

  it("refuses a body that is not an object of the four fields", async () => {
    const res = await send(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(["name", "email", "subject", "message"]);
  });

  it(`allows ${BOT_DEFENCE.rateLimits["POST /api/contact"].limit} messages per address in the window, then answers 429 with Retry-After`, async () => {
    const { limit, windowMs } = BOT_DEFENCE.rateLimits["POST /api/contact"];
    expect({ limit, windowMs }).toEqual({ limit: 5, windowMs: 10 * 60 * 1000 });
    const address = "10.77.0.1";
    for (let i = 0; i < limit; i += 1) {
      const res = await send(t, { ...BODY, email: "busy@example.com", subject: `Question ${i + 1}` }, { remoteAddress: address });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await send(t, { ...BODY, email: "busy@example.com", subject: "Question 6" }, { remoteAddress: address });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.rateLimited, code: "rate_limited" });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // the refused message was neither kept nor mailed
    expect((await storedBy(t, "busy@example.com")).map((r) => r.subject)).toEqual([
      "Question 1",
      "Question 2",
      "Question 3",
      "Question 4",
      "Question 5",
    ]);
    // another address is not affected
    expect((await send(t, BODY, { remoteAddress: "10.77.0.2" })).statusCode).toBe(200);
  });

  it("a mail that cannot be written leaves no message either: both are one transaction", async () => {
    const failing: Mailer = {
      ...t.app.mailer,
      async send() {
        throw new Error("the outbox is unavailable");
      },
    };
    await expect(
      submitContactMessage({
        db: t.database.db,
        mailer: failing,
        body: { ...BODY, email: "unlucky@example.com" },
        ipAddress: "10.88.0.1",
        userId: null,
        log: { info() {}, error() {} },
      }),
    ).rejects.toThrow("the outbox is unavailable");
    expect(await storedBy(t, "unlucky@example.com")).toEqual([]);
  });

  it.runIf(usingPostgres())("stores simultaneous messages from many visitors", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(t, { ...BODY, email: "crowd@example.com", subject: `Crowd ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await storedBy(t, "crowd@example.com")).toHaveLength(8);
  });
});

describe("POST /api/contact over SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails the message to the support address with Reply-To the sender, escaped in the HTML part", async () => {
    const seen = smtp.messages.length;
    const message = 'Is this safe? <script>alert("x")</script> & <b>bold</b>\nSecond line';
    const res = await send(t, { ...BODY, subject: "Quote <for> a grill", message });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });

    const mail = await smtp.nextMessage(seen);
    expect(mail.to).toEqual([SITE.supportEmail]);
    expect(headerOf(mail.raw, "Reply-To")).toBe(`Ana Reyes <${BODY.email}>`);
    expect(headerOf(mail.raw, "Subject")).toBe("Contact form: Quote <for> a grill (from Ana Reyes)");

    // SMTP carries lines ending in CRLF
    const text = plainTextOf(mail.raw).replaceAll("\r\n", "\n");
    for (const part of [BODY.name, BODY.email, "Quote <for> a grill", message]) expect(text).toContain(part);

    const html = htmlPartOf(mail.raw).replaceAll("\r\n", "\n");
    expect(html).toContain("Ana Reyes");
    expect(html).toContain(`href="mailto:${BODY.email}"`);
    expect(html).toContain("Quote &lt;for&gt; a grill");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>bold");

    await t.app.mailer.idle?.();
    const [row] = await storedBy(t, BODY.email);
    expect(row).toMatchObject({ message });
    const [outbox] = await supportOutbox(t);
    expect(outbox).toMatchObject({ transport: "smtp" });
    expect(outbox!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the message and answers success when the mail server is down", async () => {
    const down = await startSmtpCapture();
    const url = down.url;
    await down.close();
    const broken = await createTestApp({ config: { smtpUrl: url } });
    try {
      const res = await send(broken, { ...BODY, email: "while-down@example.com" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
      await broken.app.mailer.idle?.();
      expect(await storedBy(broken, "while-down@example.com")).toEqual([
        expect.objectContaining({ subject: BODY.subject, message: BODY.message }),
      ]);
      expect(await supportOutbox(broken)).toEqual([expect.objectContaining({ transport: "smtp", sentAt: null })]);
    } finally {
      await broken.close();
    }
  });
});
