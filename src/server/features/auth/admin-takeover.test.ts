import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrPromoteAdmin } from "./service";
import { SESSION_COOKIE } from "./sessions";
import { logIn, sessionCookieOf, signUpThroughApi } from "../../test/accounts";

const ADMIN_PASSWORD = "the real admin 2026";

/**
 * ADMIN_EMAIL at start-up (main.ts calls createOrPromoteAdmin): whoever registered that address first must
 * not become the administrator with a password or a session of their own.
 */
describe("promoting an account registered before ADMIN_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/user", cookies: { [SESSION_COOKIE]: token } });

  it("ends the squatter's sessions, refuses their password and lets the administrator in with ADMIN_PASSWORD", async () => {
    const squatter = await signUpThroughApi(t.app, {}, { remoteAddress: "10.31.0.1" });
    const second = sessionCookieOf(await logIn(t.app, squatter.email, squatter.password, { remoteAddress: "10.31.0.2" }))?.value ?? "";
    // both sessions were looked up a moment ago: this server's cache holds them
    expect((await me(squatter.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);

    const result = await createOrPromoteAdmin(t.database.db, { email: squatter.email, password: ADMIN_PASSWORD });
    expect(result.outcome).toBe("promoted");

    expect((await me(squatter.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, squatter.email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account?.id ?? 0))).toEqual([]);

    const theirs = await logIn(t.app, squatter.email, squatter.password, { remoteAddress: "10.31.0.3" });
    expect(theirs.statusCode).toBe(401);
    const admin = await logIn(t.app, squatter.email, ADMIN_PASSWORD, { remoteAddress: "10.31.0.4" });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.isAdmin).toBe(true);
  });

  it("leaves an administrator's own password and sessions alone on the next start", async () => {
    const email = "chief-admin@example.com";
    expect((await createOrPromoteAdmin(t.database.db, { email, password: ADMIN_PASSWORD })).outcome).toBe("created");
    const token = sessionCookieOf(await logIn(t.app, email, ADMIN_PASSWORD, { remoteAddress: "10.31.0.5" }))?.value ?? "";
    const again = await createOrPromoteAdmin(t.database.db, { email, password: "another admin pass 9" });
    expect(again.outcome).toBe("already-admin");
    expect((await me(token)).statusCode).toBe(200);
    expect((await logIn(t.app, email, ADMIN_PASSWORD, { remoteAddress: "10.31.0.6" })).statusCode).toBe(200);
  });
});
