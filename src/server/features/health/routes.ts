import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SITE } from "../../../domain/site/site-settings";
import { siteContract as c } from "../../../domain/site/site.contract";
import { routeUrl } from "../../contracts";
import { RETRY_AFTER_SECONDS } from "../../errors";

const APP_VERSION = process.env.npm_package_version ?? "0.1.0";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeUrl(c.health),
    { schema: { response: c.health.response } },
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
    routeUrl(c.version),
    { schema: { response: c.version.response } },
    async () => ({ name: SITE.name, version: APP_VERSION }),
  );
};
