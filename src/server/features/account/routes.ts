import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCOUNT_PAGE_MESSAGES, accountDeleteBodySchema, accountExportFileName, accountExportSchema, accountMessageSchema, accountPasswordBodySchema, accountProfileBodySchema, accountProfileSchema } from "../../../domain/accounts/account-page";
import { sha256Hex } from "../../secret-tokens";
import { requireUser } from "../auth/guards";
import { clearSessionCookie, sessionTokenOf } from "../auth/sessions";
import { changePassword, deleteAccount, exportAccount, getProfile, updateProfile } from "./service";

function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new Error("requireUser must run before this handler");
  return request.user.id;
}

/** The signed-in person's own account: see and correct it, change the password, export it, delete it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);
  const db = () => app.database.db;

  app.get("/account", { schema: { response: { 200: accountProfileSchema } } }, async (request) =>
    getProfile(db(), userIdOf(request)),
  );

  app.patch(
    "/account",
    { schema: { body: accountProfileBodySchema, response: { 200: accountProfileSchema } } },
    async (request) => updateProfile(db(), userIdOf(request), request.body),
  );

  app.post(
    "/account/password",
    { schema: { body: accountPasswordBodySchema, response: { 200: accountMessageSchema } } },
    async (request) => {
      const token = sessionTokenOf(request) ?? "";
      await changePassword(db(), { userId: userIdOf(request), currentTokenHash: sha256Hex(token), body: request.body });
      return { message: ACCOUNT_PAGE_MESSAGES.passwordChanged };
    },
  );

  app.get("/account/export", { schema: { response: { 200: accountExportSchema } } }, async (request, reply) => {
    const now = new Date();
    const data = await exportAccount(db(), userIdOf(request), now);
    return reply
      .header("Content-Disposition", `attachment; filename="${accountExportFileName(now)}"`)
      .header("Cache-Control", "no-store")
      .send(data);
  });

  app.delete(
    "/account",
    { schema: { body: accountDeleteBodySchema, response: { 200: accountMessageSchema } } },
    async (request, reply) => {
      await deleteAccount(db(), userIdOf(request), request.body.password);
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_PAGE_MESSAGES.deleted };
    },
  );
};
