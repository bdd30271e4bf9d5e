import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_MAIL_FROM } from "../config";
import { mailOutbox } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { createMailer, type MailLog } from "./mailer";
import { extractResetLink, plainTextOf, startSmtpCapture } from "../test/smtp-capture";
import { describeDuration, escapeHtml, passwordResetMail } from "./templates";

type LogLine = { level: "info" | "error"; obj: Record<string, unknown>; msg: string };

function recordingLog(): MailLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => lines.push({ level: "error", obj: obj as Record<string, unknown>, msg }),
  };
}

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const resetMail = () =>
  passwordResetMail({
    to: "sam@example.com",
    firstName: "Sam",
    link: "http://localhost/reset-password?token=SECRET-TOKEN",
    token: "SECRET-TOKEN",
    validForMs: 60 * 60 * 1000,
  });

describe("mailer", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("without SMTP keeps the mail in the outbox and logs recipient, subject and link", async () => {
    const log = recordingLog();
    const mailer = createMailer({ database, smtpUrl: undefined, from: DEFAULT_MAIL_FROM });
    await mailer.send(resetMail(), { log });

    const rows = await database.db.select().from(mailOutbox);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ toAddress: "sam@example.com", transport: "outbox", sentAt: null });
    // the developer's outbox must hold a working link
    expect(row.textBody).toContain("http://localhost/reset-password?token=SECRET-TOKEN");
    expect(row.htmlBody).toContain("SECRET-TOKEN");
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "info",
        obj: expect.objectContaining({
          to: "sam@example.com",
          subject: "Reset your Outdoor Kitchen Planner password",
          link: "http://localhost/reset-password?token=SECRET-TOKEN",
        }),
      }),
    ]);
  });

  it("with SMTP delivers the mail, records sentAt and keeps the token out of the stored copy and the log", async () => {
    const smtp = await startSmtpCapture();
    try {
      const log = recordingLog();
      const mailer = createMailer({ database, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, log });
      await mailer.send(resetMail(), { log });
      // until delivered the stored copy keeps the link: a restart must still be able to send it
      const queued = (await database.db.select().from(mailOutbox)).at(-1)!;
      expect(queued).toMatchObject({ transport: "smtp", sentAt: null, attempts: 0, kind: "password_reset" });
      expect(queued.textBody).toContain("SECRET-TOKEN");
      expect(smtp.messages).toHaveLength(0);
      expect(await mailer.deliverDue()).toBe(1);
      const captured = await smtp.nextMessage(0);

      expect(captured.to).toEqual(["sam@example.com"]);
      expect(captured.from).toBe("support@outdoorkitchenplanner.com");
      expect(captured.raw).toContain("Subject: Reset your Outdoor Kitchen Planner password");
      expect(captured.raw).toContain("text/html");
      expect(extractResetLink(plainTextOf(captured.raw))).toBe("http://localhost/reset-password?token=SECRET-TOKEN");
      const row = (await database.db.select().from(mailOutbox)).at(-1)!;
      expect(row.transport).toBe("smtp");
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.textBody).not.toContain("SECRET-TOKEN");
      expect(row.textBody).toContain("/reset-password?token=[redacted]");
      expect(row.htmlBody).not.toContain("SECRET-TOKEN");
      expect(JSON.stringify(log.lines)).not.toContain("SECRET-TOKEN");
      expect(log.lines.map((l) => l.level)).toEqual(["info", "info"]);
    } finally {
      await smtp.close();
    }
  });

  it("a failing SMTP server does not fail send(); the worker records the error and retries with back-off", async () => {
    const log = recordingLog();
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: DEFAULT_MAIL_FROM,
      log,
      retryBaseMs: 60_000,
    });
    // send() answers the outbox row it wrote, whatever the mail server does
    const sent = await mailer.send(resetMail(), { log });
    const [written] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(written).toMatchObject({ toAddress: "sam@example.com", sentAt: null });
    expect(await mailer.deliverDue()).toBe(0);

    const row = (await database.db.select().from(mailOutbox)).at(-1)!;
    expect(row).toMatchObject({ transport: "smtp", sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    // not due again before its back-off: another pass does not try it
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await mailer.deliverDue();
    expect((await database.db.select().from(mailOutbox)).at(-1)!.attempts).toBe(1);
    expect(log.lines.filter((l) => l.level === "error")).toEqual([
      expect.objectContaining({ obj: expect.objectContaining({ to: "sam@example.com", attempts: 1 }) }),
    ]);
    await mailer.stop();
  });

  it("delivers mail queued before the delivery queue existed, once", async () => {
    const smtp = await startSmtpCapture();
    // an outbox row written by a version without the queue: no delivery job goes with it
    await database.db
      .insert(mailOutbox)
      .values({ kind: "other", toAddress: "early@example.com", subject: "Queued before", textBody: "x", transport: "smtp" });
    const mailers = [0, 1].map(() => createMailer({ database, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM }));
    try {
      await Promise.all(mailers.map((mailer) => mailer.start()));
      for (const mailer of mailers) await mailer.deliverDue();
      expect(smtp.messages.map((m) => m.to[0])).toEqual(["early@example.com"]);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "early@example.com"));
      expect(row).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    } finally {
      for (const mailer of mailers) await mailer.stop();
      await smtp.close();
    }
  });

  it("gives a mail up after its last attempt", async () => {
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: DEFAULT_MAIL_FROM,
      retryBaseMs: 0,
      maxAttempts: 2,
    });
    await mailer.send(resetMail());
    await mailer.deliverDue();
    const row = (await database.db.select().from(mailOutbox)).at(-1)!;
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    await mailer.stop();
  });
});

describe("password-reset mail", () => {
  it("carries the link, the validity and the ignore line in both bodies, with the name escaped", () => {
    const mail = passwordResetMail({
      to: "a@example.com",
      firstName: "<b>Al</b>",
      link: "https://okp.example/reset-password?token=abc",
      token: "abc",
      validForMs: 60 * 60 * 1000,
    });
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain("https://okp.example/reset-password?token=abc");
      expect(body).toContain("expires in 1 hour");
      expect(body).toContain("If you did not ask to reset your password, you can ignore this e-mail");
    }
    expect(mail.html).toContain("Hello &lt;b&gt;Al&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Al</b>");
  });

  it("words durations the way a reader expects", () => {
    expect(describeDuration(60 * 60 * 1000)).toBe("1 hour");
    expect(describeDuration(2 * 60 * 60 * 1000)).toBe("2 hours");
    expect(describeDuration(30 * 60 * 1000)).toBe("30 minutes");
    expect(escapeHtml(`"&'`)).toBe("&quot;&amp;&#39;");
  });
});
