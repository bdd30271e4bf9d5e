import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteContract } from "../../../domain/site/site.contract";
import { routeUrl } from "../../contracts";
import { submitContactMessage } from "./service";

/**
 * POST /api/contact: anyone may write, signed in or not. Rate limited per address by the bot-defence rule
 * of this method and path.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = siteContract.contact;
  app.post(
    routeUrl(c),
    { schema: { body: c.body, response: c.response } },
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
