import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactAnswerSchema, contactBodySchema } from "../../../domain/site/contact";
import { submitContactMessage } from "./service";

/**
 * POST /api/contact: anyone may write, signed in or not. Rate limited per address by the bot-defence rule
 * of this method and path.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    { schema: { body: contactBodySchema, response: { 200: contactAnswerSchema } } },
    async (request) =>
      submitContactMessage({
        db: app.database.db,
        mailer: app.mailer,
        body: request.body,
        ipAddress: request.ip ?? null,
        userId: request.user?.id ?? null,
        log: request.log,
      }),
  );
};
