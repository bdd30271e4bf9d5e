import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminContract as c } from "../../../domain/analytics/admin.contract";
import { downloadsCsvName } from "../../../domain/analytics/dashboard";
import { toIsoDate } from "../../../domain/common/format";
import { routeUrl } from "../../contracts";
import { listFailingMail } from "../../mail/mailer";
import { requireAdmin } from "../auth/guards";
import { readPricing, writeTierPrice } from "../pricing/service";
import { allDownloads, budgetCsv, contactMessagesPage, dayRange, downloadStats, downloadsCsv, funnel, outboxPage } from "./service";

const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * The administrator's dashboard: download figures, exports, the funnel, contact messages, the mail outbox and
 * the tier prices. Every route
 * answers 401 to a visitor and 403 to a signed-in user who is not an administrator, before anything else.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = () => app.database.db;

  app.get(
    routeUrl(c.downloadStats),
    { schema: { querystring: c.downloadStats.querystring, response: c.downloadStats.response } },
    async (request) => downloadStats(db(), dayRange(request.query)),
  );

  app.get(
    routeUrl(c.allDownloads),
    { schema: { querystring: c.allDownloads.querystring, response: c.allDownloads.response } },
    async (request) => allDownloads(db(), dayRange(request.query), request.query.page, request.query.pageSize),
  );

  app.get(routeUrl(c.exportDownloads), { schema: { querystring: c.exportDownloads.querystring } }, async (request, reply) => {
    const csv = await downloadsCsv(db(), dayRange(request.query));
    return reply
      .header("Content-Type", CSV_TYPE)
      .header("Content-Disposition", `attachment; filename="${downloadsCsvName(toIsoDate(new Date()))}"`)
      .send(csv);
  });

  app.get(
    routeUrl(c.funnel),
    { schema: { querystring: c.funnel.querystring, response: c.funnel.response } },
    async (request) => funnel(db(), dayRange(request.query)),
  );

  app.get(routeUrl(c.failingMail), { schema: { response: c.failingMail.response } }, async () => {
    const rows = await listFailingMail(db());
    return {
      mails: rows.map((row) => ({
        ...row,
        nextAttemptAt: row.failedAt ? null : row.nextAttemptAt.toISOString(),
        failedAt: row.failedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  app.get(
    routeUrl(c.contactMessages),
    { schema: { querystring: c.contactMessages.querystring, response: c.contactMessages.response } },
    async (request) => contactMessagesPage(db(), request.query.page, request.query.pageSize),
  );

  app.get(
    routeUrl(c.mailOutbox),
    { schema: { querystring: c.mailOutbox.querystring, response: c.mailOutbox.response } },
    async (request) => outboxPage(db(), request.query.page, request.query.pageSize),
  );

  // The product's route table (docs/product/accounts-and-commerce.md section 7) names this route under the project's path; it is an administrator's export all the same.
  app.post(routeUrl(c.budgetCsv), { schema: { params: c.budgetCsv.params } }, async (request, reply) => {
    const { fileName, csv } = await budgetCsv(db(), request.params.id);
    return reply
      .header("Content-Type", CSV_TYPE)
      .header("Content-Disposition", `attachment; filename="${fileName}"`)
      .send(csv);
  });

  // Takes effect at once: checkout reads the table itself; the answer is the new pricing for the editor.
  app.put(
    routeUrl(c.updatePrice),
    { schema: { params: c.updatePrice.params, body: c.updatePrice.body, response: c.updatePrice.response } },
    async (request) => {
      await writeTierPrice(db(), request.params.tier, request.body);
      return readPricing(db());
    },
  );
};
