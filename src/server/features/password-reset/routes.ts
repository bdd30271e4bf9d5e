import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import { authContract as c } from "../../../domain/accounts/auth.contract";
import { routeUrl } from "../../contracts";
import { answerNoSoonerThan, FORGOT_PASSWORD_ANSWER_FLOOR_MS, requestPasswordReset, resetPassword } from "./service";

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routeUrl(c.forgotPassword),
    { schema: { body: c.forgotPassword.body, response: c.forgotPassword.response } },
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
    routeUrl(c.resetPassword),
    { schema: { body: c.resetPassword.body, response: c.resetPassword.response } },
    async (request) => {
      await resetPassword({ db: app.database.db, token: request.body.token, newPassword: request.body.newPassword });
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
};
