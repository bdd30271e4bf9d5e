import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allDownloadsQuerySchema, allDownloadsSchema, dateRangeQuerySchema, downloadStatsSchema, downloadsCsvName, failingMailSchema, funnelSchema, pricingTierParamsSchema, pricingUpdateBodySchema } from "../../../domain/analytics/dashboard";
import { pricingSchema } from "../../../domain/commerce/tiers";
import { toIsoDate } from "../../../domain/common/format";
import { projectIdParamsSchema } from "../../../domain/projects/projects";
import { listFailingMail } from "../../mail/mailer";
import { requireAdmin } from "../auth/guards";
import { readPricing, writeTierPrice } from "../pricing/service";
import { allDownloads, budgetCsv, dayRange, downloadStats, downloadsCsv, funnel } from "./service";

const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * The administrator's dashboard: download figures, exports, the funnel and the tier prices. Every route
 * answers 401 to a visitor and 403 to a signed-in user who is not an administrator, before anything else.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  const db = () => app.database.db;

  app.get(
    "/admin/download-stats",
    { schema: { querystring: dateRangeQuerySchema, response: { 200: downloadStatsSchema } } },
    async (request) => downloadStats(db(), dayRange(request.query)),
  );

  app.get(
    "/admin/all-downloads",
    { schema: { querystring: allDownloadsQuerySchema, response: { 200: allDownloadsSchema } } },
    async (request) => allDownloads(db(), dayRange(request.query), request.query.page, request.query.pageSize),
  );

  app.get("/admin/export-downloads", { schema: { querystring: dateRangeQuerySchema } }, async (request, reply) => {
    const csv = await downloadsCsv(db(), dayRange(request.query));
    return reply
      .header("Content-Type", CSV_TYPE)
      .header("Content-Disposition", `attachment; filename="${downloadsCsvName(toIsoDate(new Date()))}"`)
      .send(csv);
  });

  app.get(
    "/admin/funnel",
    { schema: { querystring: dateRangeQuerySchema, response: { 200: funnelSchema } } },
    async (request) => funnel(db(), dayRange(request.query)),
  );

  app.get("/admin/failing-mail", { schema: { response: { 200: failingMailSchema } } }, async () => {
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

  // The product's route table (docs/product/accounts-and-commerce.md section 7) names this route under the project's path; it is an administrator's export all the same.
  app.post("/projects/:id/download-excel", { schema: { params: projectIdParamsSchema } }, async (request, reply) => {
    const { fileName, csv } = await budgetCsv(db(), request.params.id);
    return reply
      .header("Content-Type", CSV_TYPE)
      .header("Content-Disposition", `attachment; filename="${fileName}"`)
      .send(csv);
  });

  // Takes effect at once: checkout reads the table itself; the answer is the new pricing for the editor.
  app.put(
    "/admin/pricing/:tier",
    { schema: { params: pricingTierParamsSchema, body: pricingUpdateBodySchema, response: { 200: pricingSchema } } },
    async (request) => {
      await writeTierPrice(db(), request.params.tier, request.body);
      return readPricing(db());
    },
  );
};
