import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../../../domain/accounts/password-strength";
import { adminCreate } from "../../../../scripts/admin-create";
import { openEmbeddedDatabase } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { usingPostgres } from "../../test/test-database";
import { verifyPassword } from "./password";
import { logIn, signUpThroughApi } from "../../test/accounts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");

function capture() {
  const lines: string[] = [];
  return { lines, output: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } };
}

describe("admin:create", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // On PostgreSQL the command opens the database itself from DATABASE_URL, as it does when run by hand.
  const target = () =>
    usingPostgres() ? { env: { DATABASE_URL: t.database.url, DATA_DIR: os.tmpdir() } } : { database: t.database };

  it("creates an administrator who can log in, and never prints the password", async () => {
    const { lines, output } = capture();
    const result = await adminCreate(["--email", " Root@Example.com", "--password", "s3cret-admin-pass"], {
      ...target(),
      output,
    });
    expect(result).toEqual({ exitCode: 0, outcome: "created" });
    expect(lines.join("\n")).toContain("root@example.com");
    expect(lines.join("\n")).not.toContain("s3cret-admin-pass");
    const login = await logIn(t.app, "root@example.com", "s3cret-admin-pass");
    expect(login.statusCode).toBe(200);
    expect(login.json().user.isAdmin).toBe(true);
  });

  it("promotes an existing account only with the given password, and ends its sessions", async () => {
    const account = await signUpThroughApi(t.app, {}, { remoteAddress: "10.32.0.1" });
    expect(account.user.isAdmin).toBe(false);
    const { lines, output } = capture();
    const result = await adminCreate(["--email", account.email, "--password", "other-password-9"], { ...target(), output });
    expect(result).toEqual({ exitCode: 0, outcome: "promoted" });
    expect(lines.join("\n")).not.toContain("other-password-9");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.isAdmin).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? "", account.password)).toBe(false);
    expect(await verifyPassword(row?.passwordHash ?? "", "other-password-9")).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, row?.id ?? 0))).toEqual([]);
    expect((await logIn(t.app, account.email, account.password, { remoteAddress: "10.32.0.2" })).statusCode).toBe(401);
    const again = await adminCreate(["--email", account.email, "--password", "third-password-7"], { ...target(), output });
    expect(again.outcome).toBe("already-admin");
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(await verifyPassword(unchanged?.passwordHash ?? "", "other-password-9")).toBe(true);
  });

  it("refuses a malformed e-mail, a short password and missing arguments with exit code 1", async () => {
    const { lines, output } = capture();
    expect((await adminCreate(["--email", "not-an-email", "--password", "long enough pass"], { ...target(), output })).exitCode).toBe(1);
    expect(lines.join("\n")).toContain("--email: Enter a valid email address");
    expect((await adminCreate(["--email", "short@example.com", "--password", "1234567"], { ...target(), output })).exitCode).toBe(1);
    expect(lines.join("\n")).toContain("--password: Password must be at least 8 characters long.");
    expect((await adminCreate(["--email", "common@example.com", "--password", "password"], { ...target(), output })).exitCode).toBe(1);
    expect(lines.join("\n")).toContain(`--password: ${PASSWORD_MESSAGES.tooCommon}`);
    expect((await adminCreate(["--email", "boss.grill@example.com", "--password", "boss.grill 2026"], { ...target(), output })).exitCode).toBe(1);
    expect(lines.join("\n")).toContain(`--password: ${PASSWORD_MESSAGES.containsEmail}`);
    expect((await adminCreate(["--email", "a@example.com"], { ...target(), output })).exitCode).toBe(1);
    expect(lines.join("\n")).toContain("Both --email and --password are required.");
    const none = await t.database.db.select().from(users).where(eq(users.email, "short@example.com"));
    expect(none).toEqual([]);
  });
});

// each run starts a process and opens the embedded database: seconds, not milliseconds
describe("admin:create as a process on the embedded database", { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-admin-create-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const command = (args: string[]) =>
    run(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
    });

  it("creates the administrator in DATA_DIR; a second run changes nothing", async () => {
    const created = await command(["--email", "ops@example.com", "--password", "process-pass-123"]);
    expect(created.stdout).toContain("Created the administrator account ops@example.com.");
    expect(created.stdout + created.stderr).not.toContain("process-pass-123");
    const again = await command(["--email", "ops@example.com", "--password", "process-pass-123"]);
    expect(again.stdout).toContain("already an administrator");

    const database = await openEmbeddedDatabase(dataDir);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, "ops@example.com"));
      expect(row?.isAdmin).toBe(true);
      expect(await verifyPassword(row?.passwordHash ?? "", "process-pass-123")).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("says clearly that the server must be stopped when it holds the data folder", async () => {
    const database = await openEmbeddedDatabase(dataDir);
    try {
      const failure = await command(["--email", "late@example.com", "--password", "process-pass-123"]).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect("code" in failure && failure.code).toBe(1);
      expect("stderr" in failure ? failure.stderr : "").toContain("stop the server that uses this DATA_DIR");
    } finally {
      await database.close();
    }
  });
});
