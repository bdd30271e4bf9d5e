import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authContract } from "../../../domain/accounts/auth.contract";
import { adminContract } from "../../../domain/analytics/admin.contract";
import { routeUrl } from "../../contracts";
import { requireAdmin } from "../auth/guards";
import { botStats, createFormLoad, recordInteraction } from "./service";

export const botDefenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (formLoad) => {
    // The form asks for its id with an empty POST; a client that still labels it application/json must
    // not be refused for the missing body (the body is ignored either way), so this one route reads JSON
    // bodies as plain text.
    formLoad.removeContentTypeParser("application/json");
    formLoad.addContentTypeParser("application/json", { parseAs: "string" }, (_request, _body, done) => done(null));

    formLoad.post(
      routeUrl(authContract.trackFormLoad),
      { schema: { response: authContract.trackFormLoad.response } },
      async (request) => ({ sessionId: await createFormLoad(app.database.db, request.ip) }),
    );
  });

  const trackInteraction = authContract.trackInteraction;
  app.post(routeUrl(trackInteraction), { schema: { body: trackInteraction.body } }, async (request, reply) => {
    await recordInteraction(app.database.db, request.body.sessionId, request.body.type);
    // Fire-and-forget for the form: the same answer whether the event counted, was throttled or unknown.
    return reply.status(204).send();
  });

  app.get(
    routeUrl(adminContract.botStats),
    { preHandler: requireAdmin, schema: { response: adminContract.botStats.response } },
    async () => botStats(app.database.db),
  );
};
