import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountContract as c } from "../../../domain/accounts/account.contract";
import { ACCOUNT_PAGE_MESSAGES, accountExportFileName } from "../../../domain/accounts/account-page";
import { routeUrl } from "../../contracts";
import { sha256Hex } from "../../secret-tokens";
import { requireUser } from "../auth/guards";
import { clearSessionCookie, sessionTokenOf } from "../auth/sessions";
import { enforceRateLimit } from "../bot-defence/rate-limit";
import type { RateLimitRule } from "../bot-defence/service";
import { changePassword, deleteAccount, exportAccount, getProfile, updateProfile } from "./service";

function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new Error("requireUser must run before this handler");
  return request.user.id;
}

/**
 * Changing the password and deleting the account check the current password (argon2id, about 20 ms of CPU
 * each): a session someone else got hold of must not become a way to guess it, nor to load the server. Both
 * routes count against one limit per person, on every server instance; a refused body is not counted.
 */
export const PASSWORD_CHECK_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
const PASSWORD_CHECK_RATE_LIMIT_KEY = "account password check|user:";

/** The signed-in person's own account: see and correct it, change the password, export it, delete it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);
  const db = () => app.database.db;
  /** Runs once the body is accepted (a preHandler), so only a password that is really checked is counted. */
  const limitPasswordChecks = async (request: { user: { id: number } | null }, reply: FastifyReply) =>
    enforceRateLimit(db(), reply, `${PASSWORD_CHECK_RATE_LIMIT_KEY}${userIdOf(request)}`, PASSWORD_CHECK_RATE_LIMIT);

  app.get(routeUrl(c.profile), { schema: { response: c.profile.response } }, async (request) =>
    getProfile(db(), userIdOf(request)),
  );

  app.patch(
    routeUrl(c.updateProfile),
    { schema: { body: c.updateProfile.body, response: c.updateProfile.response } },
    async (request) => updateProfile(db(), userIdOf(request), request.body),
  );

  app.post(
    routeUrl(c.changePassword),
    { schema: { body: c.changePassword.body, response: c.changePassword.response }, preHandler: limitPasswordChecks },
    async (request) => {
      const token = sessionTokenOf(request) ?? "";
      await changePassword(db(), { userId: userIdOf(request), currentTokenHash: sha256Hex(token), body: request.body });
      return { message: ACCOUNT_PAGE_MESSAGES.passwordChanged };
    },
  );

  app.get(routeUrl(c.exportData), { schema: { response: c.exportData.response } }, async (request, reply) => {
    const now = new Date();
    const data = await exportAccount(db(), userIdOf(request), now);
    return reply
      .header("Content-Disposition", `attachment; filename="${accountExportFileName(now)}"`)
      .header("Cache-Control", "no-store")
      .send(data);
  });

  app.delete(
    routeUrl(c.remove),
    { schema: { body: c.remove.body, response: c.remove.response }, preHandler: limitPasswordChecks },
    async (request, reply) => {
      await deleteAccount(db(), userIdOf(request), request.body.password);
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_PAGE_MESSAGES.deleted };
    },
  );
};
