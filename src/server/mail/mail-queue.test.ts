import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MAILS_PER_ADDRESS } from "../../domain/accounts/accounts";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages";
import { CONTACT_SENT_MESSAGE } from "../../domain/site/contact";
import { SITE } from "../../domain/site/site-settings";
import { DEFAULT_MAIL_FROM } from "../config";
import { type Database, openPostgresDatabase } from "../db/client";
import { contactMessages, mailOutbox, passwordResetTokens } from "../db/schema";
import { logIn } from "../test/accounts";
import { SESSION_COOKIE } from "../features/auth/sessions";
import { createUser } from "../test/factories";
import { startSmtpCapture } from "../test/smtp-capture";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTestDatabase, usingPostgres } from "../test/test-database";
import { createMailer, type Mailer } from "./mailer";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (the worker runs on its own); fails the test after `limitMs`. */
async function eventually(check: () => Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await sleep(50);
  }
}

/** A worker that looks often and retries soon, so an outage of a second is over within a test. */
const quickMailer = (smtpUrl: string) => (database: Database) =>
  createMailer({ database, smtpUrl, from: DEFAULT_MAIL_FROM, pollMs: 50, retryBaseMs: 200, smtpTimeoutMs: 3_000 });

const CONTACT = {
  name: "Ana Reyes",
  email: "ana.reyes@example.com",
  subject: "Pergola over the grill",
  message: "Can the pergola span 14 feet?",
};

let ipNumber = 0;
function nextIp(): string {
  ipNumber += 1;
  return `10.40.${ipNumber >> 8}.${ipNumber & 255}`;
}

function forgotPassword(t: TestApp, email: string, remoteAddress = nextIp()) {
  return t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress });
}

function contact(t: TestApp, body: Record<string, unknown> = CONTACT) {
  return t.app.inject({ method: "POST", url: "/api/contact", payload: body, remoteAddress: nextIp() });
}

async function portOf(url: string): Promise<number> {
  return Number(new URL(url).port);
}

describe("mail delivery through the outbox queue", () => {
  it("SMTP down then up: the reset mail and the contact message arrive after the outage, exactly once", async () => {
    const first = await startSmtpCapture();
    const url = first.url;
    await first.close();
    const t = await createTestApp({ mailer: quickMailer(url) });
    let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
    try {
      const { user } = await createUser(t.database.db);
      expect((await forgotPassword(t, user.email)).json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      expect((await contact(t)).json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });

      // both fail while the server is away, and stay queued
      await eventually(async () => {
        const rows = await t.database.db.select().from(mailOutbox);
        return rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.lastError !== null);
      }, "both mails tried while SMTP is down");
      expect((await t.database.db.select().from(mailOutbox)).every((row) => row.sentAt === null)).toBe(true);

      smtp = await startSmtpCapture({ port: await portOf(url) });
      await eventually(
        async () => {
          const rows = await t.database.db.select().from(mailOutbox);
          return rows.every((row) => row.sentAt !== null);
        },
        "both mails delivered after the outage",
      );
      // more passes of the worker send nothing again
      await t.app.mailer.deliverDue();
      await sleep(300);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([user.email, SITE.supportEmail].sort());
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it("with the outbox table locked for 8 s the request still answers and the mail is delivered afterwards", async () => {
    const smtp = await startSmtpCapture();
    // the database may take longer than the 8 s of the lock before the request gives up
    const database = await createTestDatabase({ timeoutMs: 30_000 });
    const t = await createTestApp({ database, mailer: quickMailer(smtp.url) });
    try {
      let released = false;
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const lock = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table mail_outbox in exclusive mode`);
        locked();
        await sleep(8_000);
        released = true;
      });
      await lockTaken;
      const answer = await contact(t, { ...CONTACT, email: "locked@example.com" });
      await lock;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
      // the request could not write before the lock went: it waited instead of failing or skipping the mail
      expect(released).toBe(true);
      await eventually(async () => smtp.messages.length >= 1, "the mail delivered after the lock");
      await sleep(300);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.raw).toContain("locked@example.com");
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("a failing write of what the mail reports leaves no mail", async () => {
    const smtp = await startSmtpCapture();
    const t = await createTestApp({ mailer: quickMailer(smtp.url) });
    try {
      const { user } = await createUser(t.database.db);
      // checked at commit, after the mail was written in the same transaction
      await t.database.db.execute(
        sql.raw(`create function refuse_marked() returns trigger language plpgsql as $$
        begin
          if (tg_table_name = 'contact_messages' and new.email = 'refused@example.com')
             or (tg_table_name = 'password_reset_tokens' and new.user_id = ${user.id}) then
            raise exception 'refused by the test';
          end if;
          return new;
        end $$`),
      );
      for (const table of ["contact_messages", "password_reset_tokens"]) {
        await t.database.db.execute(
          sql.raw(`create constraint trigger refuse_${table} after insert on ${table}
            deferrable initially deferred for each row execute function refuse_marked()`),
        );
      }
      expect((await contact(t, { ...CONTACT, email: "refused@example.com" })).statusCode).toBe(500);
      expect((await forgotPassword(t, user.email)).statusCode).toBe(500);

      expect(await t.database.db.select().from(contactMessages)).toEqual([]);
      expect(await t.database.db.select().from(passwordResetTokens)).toEqual([]);
      expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
      await t.app.mailer.deliverDue();
      expect(smtp.messages).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("the request never waits for the mail server", async () => {
    // a mail server that accepts the connection and then never says a word
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const { port } = silent.address() as AddressInfo;
    const t = await createTestApp({
      mailer: (database) =>
        createMailer({ database, smtpUrl: `smtp://127.0.0.1:${port}`, from: DEFAULT_MAIL_FROM, pollMs: 50, smtpTimeoutMs: 60_000 }),
    });
    try {
      const { user } = await createUser(t.database.db);
      await t.app.mailer.send({ to: "first@example.com", subject: "occupies the worker", text: "x" });
      t.app.mailer.wake();
      await eventually(async () => sockets.size > 0, "the worker connected to the silent server");
      // the worker is stuck in a delivery; the answers come all the same, for a known and an unknown address
      const known = await forgotPassword(t, user.email);
      const unknown = await forgotPassword(t, "nobody-here@example.com");
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "password_reset"));
      expect(queued).toEqual([expect.objectContaining({ toAddress: user.email, sentAt: null })]);
    } finally {
      const closed = new Promise<void>((resolve) => silent.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await t.close();
    }
  });
});

describe("GET /api/admin/failing-mail", () => {
  it("shows the administrator mail that keeps failing: address, subject, attempts, last error, next try", async () => {
    const down = await startSmtpCapture();
    const url = down.url;
    await down.close();
    const t = await createTestApp({
      mailer: (database) => createMailer({ database, smtpUrl: url, from: DEFAULT_MAIL_FROM, retryBaseMs: 0, maxAttempts: 3 }),
    });
    try {
      const a = await createUser(t.database.db, { isAdmin: true });
      const login = await logIn(t.app, a.user.email, a.password);
      const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
      const list = async () =>
        (await t.app.inject({ method: "GET", url: "/api/admin/failing-mail", cookies })).json().mails as unknown[];

      await t.app.mailer.send({ to: "stuck@example.com", subject: "Stuck", text: "x" });
      await t.app.mailer.send({ to: "fine@example.com", subject: "Fine", text: "x" });
      await t.database.db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.toAddress, "fine@example.com"));
      // one failed attempt is not "keeps failing" yet
      await t.database.db
        .update(mailOutbox)
        .set({ attempts: 1, lastError: "connect ECONNREFUSED", nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(eq(mailOutbox.toAddress, "stuck@example.com"));
      expect(await list()).toEqual([]);

      await t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.toAddress, "stuck@example.com"));
      await t.app.mailer.deliverDue();
      expect(await list()).toEqual([
        {
          id: expect.any(Number),
          to: "stuck@example.com",
          subject: "Stuck",
          attempts: 3,
          lastError: expect.stringContaining("ECONNREFUSED"),
          nextAttemptAt: null,
          failedAt: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe("forgot-password per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("30 requests from 6 addresses send one user only the hourly budget of reset mails, with the same answer", async () => {
    const { user } = await createUser(t.database.db);
    const ips = Array.from({ length: 6 }, () => nextIp());
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await forgotPassword(t, user.email, ips[i % 6]));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    }
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_ADDRESS.limit);
    // the last link mailed is the one that works
    const live = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
  });

  it.runIf(usingPostgres())("concurrent requests leave exactly one live link", async () => {
    const { user } = await createUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => forgotPassword(t, user.email)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const live = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_ADDRESS.limit);
  });
});

describe.runIf(usingPostgres())("two instances on one PostgreSQL", () => {
  it("deliver each message once", async () => {
    const smtp = await startSmtpCapture();
    const database = await createTestDatabase();
    const second = openPostgresDatabase(database.url!);
    const mailers: Mailer[] = [database, second].map((db) =>
      createMailer({ database: db, smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, pollMs: 10 }),
    );
    try {
      const count = 40;
      for (let i = 0; i < count; i++) await mailers[0]!.send({ to: `r${i}@example.com`, subject: `Message ${i}`, text: "x" });
      for (const mailer of mailers) mailer.start();
      await eventually(async () => {
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
        return row?.n === 0;
      }, "every message delivered");
      await Promise.all(mailers.map((m) => m.deliverDue()));
      await sleep(200);
      const subjects = smtp.messages.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1]?.trim());
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      // no message was claimed twice
      const rows = await database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      for (const mailer of mailers) await mailer.stop();
      await second.close();
      await database.close();
      await smtp.close();
    }
  });
});
