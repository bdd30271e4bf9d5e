import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuthUser, safeReturnTo } from "../../../domain/accounts/accounts";
import { authContract as c } from "../../../domain/accounts/auth.contract";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/messages";
import { routeUrl } from "../../contracts";
import { AppError } from "../../errors";
import {
  afterLoginResult,
  BOT_DEFENCE_MESSAGES,
  recordSuspicious,
  reserveLoginAttempt,
  type Screening,
  screenAuthAttempt,
} from "../bot-defence/service";
import { authenticate, dummyPasswordHash, signUp } from "./service";
import { clearSessionCookie, createSession, deleteSession, sessionTokenOf, setSessionCookie } from "./sessions";

function refusal(screening: Exclude<Screening, { ok: true }>, reply: FastifyReply): AppError {
  if (screening.status === 429) {
    const retryAfter = screening.retryAfterSeconds;
    if (retryAfter !== undefined && retryAfter > 0) reply.header("Retry-After", String(Math.ceil(retryAfter)));
    return new AppError("rate_limited", screening.error);
  }
  return new AppError("bad_request", screening.error);
}

/**
 * Signs the browser in with a brand-new token and ends the session it had before, so a token planted in the
 * browser before login (session fixation) never becomes a signed-in one.
 */
async function startSession(request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<void> {
  const db = request.server.database.db;
  const previous = sessionTokenOf(request);
  if (previous) await deleteSession(db, previous);
  const token = await createSession(db, { userId: user.id, ip: request.ip, userAgent: request.headers["user-agent"] });
  setSessionCookie(request, reply, token);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // the first unknown-e-mail login must not be slower than the others because it builds the dummy hash
  await dummyPasswordHash();

  app.post(
    routeUrl(c.login),
    { schema: { body: c.login.body, response: c.login.response } },
    async (request, reply) => {
      const db = app.database.db;
      const body = request.body;
      const ip = request.ip;
      const screening = await screenAuthAttempt({ db, ip, body });
      if (!screening.ok) throw refusal(screening, reply);

      if (body.mode === "signup") {
        // the screening made sure the id is there; spending it happens with the account's creation
        const formLoadId = body._bot_detection?.sessionId ?? "";
        const user = await signUp(db, body, formLoadId);
        if (!user) {
          await recordSuspicious(db, { ip, kind: "reused_form_load", detail: { mode: body.mode } });
          throw new AppError("bad_request", BOT_DEFENCE_MESSAGES.refused);
        }
        await startSession(request, reply, user);
        return reply.status(201).send({ user, message: ACCOUNT_MESSAGES.accountCreated });
      }

      // counted before the password is checked, so parallel guesses cannot all slip in under the limit
      const attempt = await reserveLoginAttempt({ db, ip, email: body.email });
      if (!attempt.ok) throw refusal(attempt, reply);
      const user = await authenticate(db, body.email, body.password);
      await afterLoginResult({ db, ip, attemptId: attempt.attemptId, success: user !== null });
      // one answer for an unknown e-mail and a wrong password: it must not reveal which e-mails have accounts
      if (!user) throw new AppError("unauthorized", ACCOUNT_MESSAGES.invalidCredentials);
      await startSession(request, reply, user);
      return reply.status(200).send({ user, message: ACCOUNT_MESSAGES.loggedIn });
    },
  );

  app.get(routeUrl(c.user), { schema: { response: c.user.response } }, async (request) => {
    if (!request.user) throw new AppError("unauthorized", "Not signed in");
    return request.user;
  });

  // A full-page navigation from the client ("Sign out"), hence GET and a redirect rather than JSON.
  app.get(routeUrl(c.logout), async (request, reply) => {
    // another site's link or image must not sign the user out; they go home still signed in
    if (request.headers["sec-fetch-site"] === "cross-site") {
      return reply.header("Cache-Control", "no-store").redirect("/", 302);
    }
    const token = sessionTokenOf(request);
    if (token) await deleteSession(app.database.db, token);
    clearSessionCookie(request, reply);
    return reply.header("Cache-Control", "no-store").redirect("/", 302);
  });

  // The planner sends the browser here to log in; only a path on this site is passed on (no open redirect).
  app.get(routeUrl(c.loginPage), { schema: { querystring: c.loginPage.querystring } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    return reply.header("Cache-Control", "no-store").redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
  });
};
