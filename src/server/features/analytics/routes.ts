import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsContract } from "../../../domain/analytics/analytics.contract";
import { routeUrl } from "../../contracts";
import { recordEvents, scheduleAnalyticsRetention } from "./service";

/**
 * First-party conversion events (docs/product/accounts-and-commerce.md section 10.8), sent by the browser in batches. Visitors and users alike; a
 * signed-in user's events carry their id, nothing else identifies anyone. Rate limited per address. Each
 * event's parameters are checked by its name before anything is stored; events older than the retention
 * period are deleted on a schedule.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleAnalyticsRetention(app);

  const c = analyticsContract.events;
  app.post(routeUrl(c), { schema: { body: c.body } }, async (request, reply) => {
    const { visitId, events } = request.body;
    const userId = request.user?.id ?? null;
    await recordEvents(
      app.database.db,
      events.map((event) => ({
        name: event.name,
        userId,
        value: "value" in event.params ? event.params.value : null,
        params: { ...event.params, visitId },
      })),
    );
    return reply.status(204).send();
  });
};
