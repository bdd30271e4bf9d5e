import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "../../../domain/common/text";
import { requireAdmin } from "../auth/guards";
import { botStats, createFormLoad, INTERACTION_TYPES, recordInteraction } from "./service";

const trackInteractionBodySchema = z.object({
  sessionId: text().min(1).max(100),
  type: z.enum(INTERACTION_TYPES),
});

const botStatsSchema = z.object({
  activeLoginAttempts: z.int(),
  blockedIPs: z.int(),
  suspiciousActivity: z.int(),
  activeSessions: z.int(),
});

export const botDefenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (formLoad) => {
    // The form asks for its id with an empty POST; a client that still labels it application/json must
    // not be refused for the missing body (the body is ignored either way), so this one route reads JSON
    // bodies as plain text.
    formLoad.removeContentTypeParser("application/json");
    formLoad.addContentTypeParser("application/json", { parseAs: "string" }, (_request, _body, done) => done(null));

    formLoad.post(
      "/auth/track-form-load",
      { schema: { response: { 200: z.object({ sessionId: z.string() }) } } },
      async (request) => ({ sessionId: await createFormLoad(app.database.db, request.ip) }),
    );
  });

  app.post("/auth/track-interaction", { schema: { body: trackInteractionBodySchema } }, async (request, reply) => {
    await recordInteraction(app.database.db, request.body.sessionId, request.body.type);
    // Fire-and-forget for the form: the same answer whether the event counted, was throttled or unknown.
    return reply.status(204).send();
  });

  app.get(
    "/admin/bot-stats",
    { preHandler: requireAdmin, schema: { response: { 200: botStatsSchema } } },
    async () => botStats(app.database.db),
  );
};
