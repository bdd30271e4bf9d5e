import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import { PASSWORD_MESSAGES } from "../../../domain/accounts/password-strength";
import { mailOutbox, passwordResetTokens, sessions, users } from "../../db/schema";
import { sha256Hex } from "../../secret-tokens";
import { extractResetLink, plainTextOf, startSmtpCapture } from "../../test/smtp-capture";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { usingPostgres } from "../../test/test-database";
import { verifyPassword } from "../auth/password";
import { currentUser, signUpThroughApi } from "../../test/accounts";

const NEW_PASSWORD = "a brand new password";

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

let clientNumber = 0;
/** Each request from its own address: the per-IP rate limit of forgot-password is not what these tests are about. */
async function forgot(t: TestApp, email: string) {
  clientNumber += 1;
  const remoteAddress = `10.0.${clientNumber >> 8}.${clientNumber & 255}`;
  return t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress });
}

async function reset(t: TestApp, token: string, newPassword = NEW_PASSWORD) {
  return t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
}

async function outboxFor(t: TestApp, email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

/** Without SMTP the outbox row is what a developer opens: the link in it must work. */
async function requestLinkFromOutbox(t: TestApp, email: string): Promise<string> {
  const before = (await outboxFor(t, email)).length;
  const res = await forgot(t, email);
  expect(res.statusCode).toBe(200);
  const rows = await outboxFor(t, email);
  expect(rows).toHaveLength(before + 1);
  return extractResetLink(rows.at(-1)!.textBody);
}

async function storedHash(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row!.hash;
}

async function insertSession(t: TestApp, userId: number, tokenHash: string): Promise<void> {
  await t.database.db
    .insert(sessions)
    .values({ tokenHash, userId, expiresAt: sql`now() + interval '30 days'` });
}

function expectInvalid(res: Awaited<ReturnType<typeof reset>>): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid, code: "bad_request" });
}

describe("password reset through the local outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "https://planner.example" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a known and an unknown e-mail identically, and mails only the known one", async () => {
    const { user } = await createUser(t.database.db, { email: "known@example.com" });
    const known = await forgot(t, "  Known@Example.com ");
    const unknown = await forgot(t, "nobody@example.com");

    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    }
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(unknown.headers["content-length"]).toBe(known.headers["content-length"]);

    expect(await outboxFor(t, "nobody@example.com")).toEqual([]);
    const [mail] = await outboxFor(t, "known@example.com");
    expect(mail).toMatchObject({ transport: "outbox", sentAt: null });
    const link = extractResetLink(mail!.textBody);
    expect(link).toMatch(/^https:\/\/planner\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.textBody).toContain("1 hour");
    expect(mail!.htmlBody).toContain(link);

    // only the digest is stored, valid for one hour
    const tokens = await t.database.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        validFor: sql<number>`extract(epoch from (${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt}))::float8`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toEqual([{ tokenHash: sha256Hex(tokenOf(link)), validFor: 3600 }]);
  });

  it("rejects a malformed request with the validation error, not a reset", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "nope" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_error");
    const short = await reset(t, "whatever", "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: "newPassword", message: ACCOUNT_MESSAGES.passwordTooShort }]);
  });

  it("sets the new password once; the same link a second time is refused", async () => {
    const { user, password } = await createUser(t.database.db);
    const token = tokenOf(await requestLinkFromOutbox(t, user.email));

    const first = await reset(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: ACCOUNT_MESSAGES.resetDone });
    const hash = await storedHash(t, user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, password)).toBe(false);

    expectInvalid(await reset(t, token, "yet another password"));
    expect(await verifyPassword(await storedHash(t, user.id), NEW_PASSWORD)).toBe(true);
  });

  it("refuses a common password or one holding the account's e-mail, and the link still works after", async () => {
    const { user, password } = await createUser(t.database.db, { email: `garden.keeper.${Date.now()}@example.com` });
    const token = tokenOf(await requestLinkFromOutbox(t, user.email));

    const common = await reset(t, token, "12345678");
    expect(common.statusCode).toBe(400);
    expect(common.json().issues).toEqual([{ path: "newPassword", message: PASSWORD_MESSAGES.tooCommon }]);
    const own = await reset(t, token, `new ${user.email.split("@")[0]} pass`);
    expect(own.statusCode).toBe(400);
    expect(own.json().issues).toEqual([{ path: "newPassword", message: PASSWORD_MESSAGES.containsEmail }]);
    expect(await verifyPassword(await storedHash(t, user.id), password)).toBe(true);

    expect((await reset(t, token)).statusCode).toBe(200);
    expect(await verifyPassword(await storedHash(t, user.id), NEW_PASSWORD)).toBe(true);
  });

  it("refuses an unknown token", async () => {
    expectInvalid(await reset(t, "this-token-was-never-issued"));
  });

  it("refuses an expired token and leaves the password alone", async () => {
    const { user, password } = await createUser(t.database.db);
    const token = tokenOf(await requestLinkFromOutbox(t, user.email));
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));

    expectInvalid(await reset(t, token));
    expect(await verifyPassword(await storedHash(t, user.id), password)).toBe(true);
  });

  it("a second request supersedes the first link", async () => {
    const { user } = await createUser(t.database.db);
    const first = tokenOf(await requestLinkFromOutbox(t, user.email));
    const second = tokenOf(await requestLinkFromOutbox(t, user.email));
    expect(second).not.toBe(first);

    expectInvalid(await reset(t, first));
    expect((await reset(t, second)).statusCode).toBe(200);
  });

  it("ends every session of the user, and only that user's", async () => {
    const { user } = await createUser(t.database.db);
    const { user: other } = await createUser(t.database.db);
    await insertSession(t, user.id, "session-laptop");
    await insertSession(t, user.id, "session-phone");
    await insertSession(t, other.id, "session-other");
    const token = tokenOf(await requestLinkFromOutbox(t, user.email));

    expect((await reset(t, token)).statusCode).toBe(200);
    const left = await t.database.db.select({ tokenHash: sessions.tokenHash, userId: sessions.userId }).from(sessions);
    expect(left.filter((s) => s.userId === user.id)).toEqual([]);
    expect(left).toContainEqual({ tokenHash: "session-other", userId: other.id });
  });

  it("signs out at once a browser that was using the account a moment before the reset", async () => {
    const account = await signUpThroughApi(t.app);
    expect((await currentUser(t.app, account.token)).statusCode).toBe(200);
    const token = tokenOf(await requestLinkFromOutbox(t, account.email));
    expect((await reset(t, token)).statusCode).toBe(200);
    expect((await currentUser(t.app, account.token)).statusCode).toBe(401);
  });

  it.runIf(usingPostgres())("of two simultaneous uses of one token exactly one succeeds", async () => {
    const { user } = await createUser(t.database.db);
    const token = tokenOf(await requestLinkFromOutbox(t, user.email));

    const results = await Promise.all([reset(t, token, "first contender pw"), reset(t, token, "second contender pw")]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = results.findIndex((r) => r.statusCode === 200) === 0 ? "first contender pw" : "second contender pw";
    expect(await verifyPassword(await storedHash(t, user.id), winner)).toBe(true);
  });
});

describe("password reset over SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: "http://localhost:5173" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails a link that resets the password, after which the new password logs in and the old one does not", async () => {
    const { user, password } = await createUser(t.database.db, { email: "smtp-user@example.com" });
    const seen = smtp.messages.length;
    const res = await forgot(t, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });

    const mail = await smtp.nextMessage(seen);
    expect(mail.to).toEqual(["smtp-user@example.com"]);
    const link = extractResetLink(plainTextOf(mail.raw));
    expect(link.startsWith("http://localhost:5173/reset-password?token=")).toBe(true);

    await t.app.mailer.idle?.();
    const [row] = await outboxFor(t, user.email);
    expect(row).toMatchObject({ transport: "smtp" });
    expect(row!.sentAt).toBeInstanceOf(Date);

    expect((await reset(t, tokenOf(link))).statusCode).toBe(200);

    const login = (pw: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { mode: "login", email: user.email, password: pw },
      });
    const withNew = await login(NEW_PASSWORD);
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user.email).toBe(user.email);
    const withOld = await login(password);
    expect(withOld.statusCode).toBe(401);
  });

  it("answers the same when the mail server is down", async () => {
    const down = await startSmtpCapture();
    const url = down.url;
    await down.close();
    const broken = await createTestApp({ config: { smtpUrl: url } });
    try {
      const { user } = await createUser(broken.database.db);
      const res = await forgot(broken, user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      await broken.app.mailer.idle?.();
      expect(await outboxFor(broken, user.email)).toEqual([expect.objectContaining({ transport: "smtp", sentAt: null })]);
    } finally {
      await broken.close();
    }
  });
});
