import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SITE } from "../../../domain/site/site-settings";
import { RETRY_AFTER_SECONDS } from "../../errors";

const APP_VERSION = process.env.npm_package_version ?? "0.1.0";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("up") }),
          503: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const, database: "up" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database is not reachable");
        return reply
          .status(503)
          .header("Retry-After", String(RETRY_AFTER_SECONDS))
          .send({ status: "unavailable" as const, database: "down" as const });
      }
    },
  );

  app.get(
    "/version",
    { schema: { response: { 200: z.object({ name: z.string(), version: z.string() }) } } },
    async () => ({ name: SITE.name, version: APP_VERSION }),
  );
};
