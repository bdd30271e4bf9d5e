import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ACCOUNT_MESSAGES, forgotPasswordBodySchema, resetPasswordBodySchema } from "../../../domain/accounts/accounts";
import { answerNoSoonerThan, FORGOT_PASSWORD_ANSWER_FLOOR_MS, requestPasswordReset, resetPassword } from "./service";

const messageSchema = z.object({ message: z.string() });

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/forgot-password",
    { schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      // a known address writes a link and a mail, an unknown one nothing: the answer waits for the same
      // floor either way, so its timing does not tell which addresses have an account
      await answerNoSoonerThan(FORGOT_PASSWORD_ANSWER_FLOOR_MS, () =>
        requestPasswordReset({
          db: app.database.db,
          mailer: app.mailer,
          publicUrl: app.appConfig.publicUrl,
          email: request.body.email,
          log: request.log,
        }),
      );
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    "/auth/reset-password",
    { schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword({ db: app.database.db, token: request.body.token, newPassword: request.body.newPassword });
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
};
