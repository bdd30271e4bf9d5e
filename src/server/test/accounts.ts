import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { eq, sql } from "drizzle-orm";
import { formLoads } from "../db/schema";
import { createFormLoad } from "../features/bot-defence/service";
import { SESSION_COOKIE } from "../features/auth/sessions";

let counter = 0;

/** A complete, valid sign-up body with an e-mail no other test uses. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    mode: "signup",
    email: `owner${counter}-${Date.now()}@example.com`,
    password: "correct horse battery",
    firstName: "Dana",
    lastName: "Rivera",
    phoneNumber: "916 555 0100",
    propertyAddress: "12 Oak Lane",
    propertyCity: "Sacramento",
    propertyState: "CA",
    propertyZip: "95814",
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * A form load as the login page gets one, made to look opened a minute ago (a sign-up needs one older than
 * the minimum fill time), so tests need not wait.
 */
export async function agedFormLoad(app: FastifyInstance, ip = "127.0.0.1"): Promise<string> {
  const id = await createFormLoad(app.database.db, ip);
  await app.database.db
    .update(formLoads)
    .set({ createdAt: sql`now() - interval '1 minute'` })
    .where(eq(formLoads.id, id));
  return id;
}

/** A valid sign-up body with an unused form load of its own, ready to send. */
export async function signupPayload(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return signupBody({ _bot_detection: { sessionId: await agedFormLoad(app) }, ...overrides });
}

/** The session cookie a response sets (its value is "" when the response clears it). */
export function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE) as
    | { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string; maxAge?: number; expires?: Date }
    | undefined;
}

/**
 * Signs up a new account through the API (from `remoteAddress`, to keep clear of another test's login rate
 * limit) and returns its e-mail, password and session token.
 */
export async function signUpThroughApi(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: { remoteAddress?: string } = {},
) {
  const body = await signupPayload(app, overrides);
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: body, remoteAddress: options.remoteAddress });
  expect(res.statusCode).toBe(201);
  const token = sessionCookieOf(res)?.value;
  expect(token).toBeTruthy();
  return { email: body.email, password: body.password, token: token as string, user: res.json().user };
}

/**
 * Logs in through the API, optionally with a session cookie, from another address, with extra headers, or
 * with `fields` added to the body (the honeypot, the bot-detection data).
 */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { cookie?: string; remoteAddress?: string; headers?: Record<string, string>; fields?: Record<string, unknown> } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { mode: "login", email, password, ...options.fields },
    remoteAddress: options.remoteAddress,
    headers: options.headers,
    ...(options.cookie ? { cookies: { [SESSION_COOKIE]: options.cookie } } : {}),
  });
}

export function currentUser(app: FastifyInstance, token: string) {
  return app.inject({ method: "GET", url: "/api/auth/user", cookies: { [SESSION_COOKIE]: token } });
}
