import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/messages";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/accounts/session-hint";
import { PASSWORD_MESSAGES } from "../../../domain/accounts/password-strength";
import { sessions, users } from "../../db/schema";
import { sha256Hex } from "../../secret-tokens";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrPromoteAdmin } from "./service";
import { SESSION_CACHE_TTL_MS } from "./session-cache";
import { SESSION_COOKIE, SESSION_SLIDE_INTERVAL_MS } from "./sessions";
import { currentUser, logIn, sessionCookieOf, signUpThroughApi, signupPayload } from "../../test/accounts";

describe("accounts and sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("signs up, stores the account and signs the browser in with an HttpOnly, SameSite=Lax cookie", async () => {
    const body = await signupPayload(t.app, { email: "  New.Owner@Example.com " });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: { id: expect.any(Number), email: "new.owner@example.com", firstName: "Dana", lastName: "Rivera", isAdmin: false },
      message: ACCOUNT_MESSAGES.accountCreated,
    });
    const cookie = sessionCookieOf(res);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    // the page reads only that a session may exist, for as long as the session cookie lives
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", path: "/", maxAge: 30 * 24 * 60 * 60 });
    expect(hint?.httpOnly).toBeFalsy();

    const [row] = await t.database.db.select().from(users).where(eq(users.email, "new.owner@example.com"));
    expect(row?.propertyState).toBe("CA");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // the database holds only the digest of the token
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, row?.id ?? -1));
    expect(stored.map((s) => s.tokenHash)).toEqual([sha256Hex(cookie?.value ?? "")]);

    const me = await currentUser(t.app, cookie?.value ?? "");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: "new.owner@example.com", isAdmin: false });
  });

  it("refuses a 7-character password with a 400 naming the password field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: await signupPayload(t.app, { password: "abcdefg" }) });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === "password");
    expect(issue?.message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it.each([
    ["password", "weak1@example.com", PASSWORD_MESSAGES.tooCommon],
    ["12345678", "weak2@example.com", PASSWORD_MESSAGES.tooCommon],
    ["        ", "weak3@example.com", PASSWORD_MESSAGES.onlySpaces],
    ["Weak.Owner@Example.com", "weak.owner@example.com", PASSWORD_MESSAGES.containsEmail],
    ["garden weak.owner2 2026", "weak.owner2@example.com", PASSWORD_MESSAGES.containsEmail],
  ])("refuses the password %j at sign-up (%s) with a 400 saying why, and creates no account", async (password, email, message) => {
    const body = await signupPayload(t.app, { email, password });
    // from an address of its own, so these refusals do not use up the login rate limit of the other tests
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: body, remoteAddress: "10.77.0.1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "password", message }]);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("answers a second sign-up with the same e-mail with 409 and does not sign in", async () => {
    const first = await signUpThroughApi(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: await signupPayload(t.app, { email: first.email.toUpperCase(), password: "another password" }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken, code: "conflict" });
    expect(sessionCookieOf(res)).toBeUndefined();
    // the original password still works
    expect((await logIn(t.app, first.email, first.password)).statusCode).toBe(200);
  });

  it("logs in with the right password", async () => {
    const account = await signUpThroughApi(t.app);
    const res = await logIn(t.app, account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: account.user, message: ACCOUNT_MESSAGES.loggedIn });
  });

  it("gives a wrong password and an unknown e-mail the identical 401 answer", async () => {
    const account = await signUpThroughApi(t.app);
    const wrong = await logIn(t.app, account.email, "not the password");
    const unknown = await logIn(t.app, "nobody-here@example.com", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ACCOUNT_MESSAGES.invalidCredentials, code: "unauthorized" });
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(sessionCookieOf(unknown)).toBeUndefined();
  });

  it("issues a new token at login and ends the session the browser had", async () => {
    const account = await signUpThroughApi(t.app);
    const res = await logIn(t.app, account.email, account.password, { cookie: account.token });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieOf(res)?.value;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(account.token);
    expect((await currentUser(t.app, account.token)).statusCode).toBe(401);
    expect((await currentUser(t.app, fresh ?? "")).statusCode).toBe(200);
  });

  it("answers GET /api/auth/user with 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Not signed in", code: "unauthorized" });
  });

  it("logs out: the session ends on the server, the cookie is cleared and the browser goes to /", async () => {
    const account = await signUpThroughApi(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", cookies: { [SESSION_COOKIE]: account.token } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const cleared = sessionCookieOf(res);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
    // a copy of the cookie kept from before logout no longer signs anyone in
    expect((await currentUser(t.app, account.token)).statusCode).toBe(401);
  });

  it("does not log out when another site sends the browser to GET /api/logout", async () => {
    const account = await signUpThroughApi(t.app, {}, { remoteAddress: "10.77.0.2" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      cookies: { [SESSION_COOKIE]: account.token },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(sessionCookieOf(res)).toBeUndefined();
    expect((await currentUser(t.app, account.token)).statusCode).toBe(200);
    // the product's own sign-out link still works
    const own = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      cookies: { [SESSION_COOKIE]: account.token },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sessionCookieOf(own)?.value).toBe("");
    expect((await currentUser(t.app, account.token)).statusCode).toBe(401);
  });

  it("marks personal answers, and refusals of them, as never to be stored; public prices stay cacheable", async () => {
    const account = await signUpThroughApi(t.app, {}, { remoteAddress: "10.77.0.2" });
    const cookies = { [SESSION_COOKIE]: account.token };
    for (const url of ["/api/auth/user", "/api/user/latest-project", "/api/projects", "/api/admin/bot-stats"]) {
      const signedIn = await t.app.inject({ method: "GET", url, cookies });
      expect(signedIn.headers["cache-control"], url).toBe("no-store");
      const visitor = await t.app.inject({ method: "GET", url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.headers["cache-control"], url).toBe("no-store");
    }
    const verify = await t.app.inject({ method: "POST", url: "/api/payment/verify", payload: { sessionId: "cs_test_x" }, cookies });
    expect(verify.headers["cache-control"]).toBe("no-store");
    const pricing = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(pricing.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });

  it("redirects GET /api/login to the login page, passing on only paths of this site", async () => {
    const evil = await t.app.inject({ method: "GET", url: "/api/login?returnTo=//evil.example" });
    expect(evil.statusCode).toBe(302);
    expect(evil.headers.location).toBe("/login?returnTo=%2F");
    const absolute = await t.app.inject({ method: "GET", url: "/api/login?returnTo=https://evil.example/x" });
    expect(absolute.headers.location).toBe("/login?returnTo=%2F");
    const planner = await t.app.inject({ method: "GET", url: "/api/login?returnTo=/planner" });
    expect(planner.headers.location).toBe("/login?returnTo=%2Fplanner");
    const none = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(none.headers.location).toBe("/login?returnTo=%2F");
  });

  it("sees a role or a session changed in the database by another server within the session cache time", async () => {
    await createOrPromoteAdmin(t.database.db, { email: "boss@example.com", password: "admin password 1" });
    const login = await logIn(t.app, "boss@example.com", "admin password 1");
    expect(login.json().user.isAdmin).toBe(true);
    const token = sessionCookieOf(login)?.value ?? "";
    expect((await currentUser(t.app, token)).json().isAdmin).toBe(true);

    // another server (or a person with SQL) takes the role away and ends the session
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.email, "boss@example.com"));
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_CACHE_TTL_MS });
    try {
      expect((await currentUser(t.app, token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const again = await logIn(t.app, "boss@example.com", "admin password 1", { remoteAddress: "10.9.0.1" });
    expect(again.json().user.isAdmin).toBe(false);
    expect((await currentUser(t.app, sessionCookieOf(again)?.value ?? "")).json().isAdmin).toBe(false);
  });

  it("ends a session at once on the server that logs it out, even when it was looked up a moment before", async () => {
    const account = await signUpThroughApi(t.app);
    expect((await currentUser(t.app, account.token)).statusCode).toBe(200);
    await t.app.inject({ method: "GET", url: "/api/logout", cookies: { [SESSION_COOKIE]: account.token } });
    expect((await currentUser(t.app, account.token)).statusCode).toBe(401);
  });

  it("ignores and clears an expired or unknown session cookie", async () => {
    const account = await signUpThroughApi(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(account.token)));
    const expired = await currentUser(t.app, account.token);
    expect(expired.statusCode).toBe(401);
    expect(sessionCookieOf(expired)?.value).toBe("");

    const unknown = await currentUser(t.app, "x".repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(sessionCookieOf(unknown)?.value).toBe("");

    // logging in from a browser that still sends the dead cookie sets the new one, not a clearing one
    const login = await logIn(t.app, account.email, account.password, { cookie: account.token });
    expect(login.cookies.filter((c) => c.name === SESSION_COOKIE)).toHaveLength(1);
    const fresh = sessionCookieOf(login)?.value ?? "";
    expect((await currentUser(t.app, fresh)).statusCode).toBe(200);
  });

  it("slides the expiry forward at most once per hour of use", async () => {
    const account = await signUpThroughApi(t.app);
    const where = eq(sessions.tokenHash, sha256Hex(account.token));
    const longAgo = new Date(Date.now() - SESSION_SLIDE_INTERVAL_MS - 60_000);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo, expiresAt: soon }).where(where);

    const first = await currentUser(t.app, account.token);
    expect(first.statusCode).toBe(200);
    expect(sessionCookieOf(first)?.value).toBe(account.token);
    const [slid] = await t.database.db.select().from(sessions).where(where);
    expect(slid?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    // used again within the hour: nothing is written and no cookie is re-sent
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(where);
    const second = await currentUser(t.app, account.token);
    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second)).toBeUndefined();
    const [kept] = await t.database.db.select().from(sessions).where(where);
    expect(kept?.expiresAt.getTime()).toBe(soon.getTime());
  });

  it("refuses a state-changing request from a foreign Origin or a cross-site fetch with 403", async () => {
    const body = await signupPayload(t.app);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: "Cross-site request refused", code: "forbidden" });

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "sec-fetch-site": "cross-site" },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);

    const nullOrigin = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: "null" }, payload: body });
    expect(nullOrigin.statusCode).toBe(403);
    const refused = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, body.email));
    expect(refused[0]?.n).toBe(0);

    // the product's own pages may post
    const own = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      payload: body,
    });
    expect(own.statusCode).toBe(201);
    // and so may a page opened at the address the server was reached on
    const byAddress = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "http://127.0.0.1:5077", host: "127.0.0.1:5077" },
      payload: await signupPayload(t.app),
    });
    expect(byAddress.statusCode).toBe(201);
    // reading is not state-changing
    const read = await t.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(read.statusCode).toBe(200);
  });
});

describe("sessions behind https (PUBLIC_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "https://planner.example" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks the cookie Secure and accepts posts from the public address a proxy forwards", async () => {
    // the proxy reaches the server on an internal address; the browser's Origin is the public one
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://planner.example", host: "10.0.0.5:5000" },
      payload: await signupPayload(t.app),
    });
    expect(res.statusCode).toBe(201);
    expect(sessionCookieOf(res)?.secure).toBe(true);
    const lookalike = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://planner.example.evil.example" },
      payload: await signupPayload(t.app),
    });
    expect(lookalike.statusCode).toBe(403);
  });
});
