// The contracts of the administrator's dashboard: download figures, exports, the funnel, failing mail, contact
// messages, the mail outbox, bot defence figures and the tier prices. Every route answers 401 to a visitor and
// 403 to a signed-in user who is not an administrator, before anything else.
import { routeContract } from "../common/api-contract";
import { adminListQuerySchema, contactMessagesPageSchema, outboxPageSchema } from "./admin-mail";
import { pricingSchema } from "../commerce/tiers";
import { projectIdParamsSchema } from "../projects/projects";
import {
  allDownloadsQuerySchema,
  allDownloadsSchema,
  botStatsSchema,
  dateRangeQuerySchema,
  downloadStatsSchema,
  failingMailSchema,
  funnelSchema,
  pricingTierParamsSchema,
  pricingUpdateBodySchema,
} from "./dashboard";

export const adminContract = {
  downloadStats: routeContract({
    method: "GET",
    path: "/api/admin/download-stats",
    querystring: dateRangeQuerySchema,
    response: { 200: downloadStatsSchema },
  }),
  allDownloads: routeContract({
    method: "GET",
    path: "/api/admin/all-downloads",
    querystring: allDownloadsQuerySchema,
    response: { 200: allDownloadsSchema },
  }),
  exportDownloads: routeContract({
    method: "GET",
    path: "/api/admin/export-downloads",
    querystring: dateRangeQuerySchema,
    answersWithout: "a CSV file",
  }),
  funnel: routeContract({ method: "GET", path: "/api/admin/funnel", querystring: dateRangeQuerySchema, response: { 200: funnelSchema } }),
  failingMail: routeContract({ method: "GET", path: "/api/admin/failing-mail", response: { 200: failingMailSchema } }),
  /** Messages sent through /contact, newest first, a page at a time. */
  contactMessages: routeContract({
    method: "GET",
    path: "/api/admin/contact-messages",
    querystring: adminListQuerySchema,
    response: { 200: contactMessagesPageSchema },
  }),
  /** Every mail of the outbox with its status and tries, newest first, a page at a time; never a body. */
  mailOutbox: routeContract({
    method: "GET",
    path: "/api/admin/mail-outbox",
    querystring: adminListQuerySchema,
    response: { 200: outboxPageSchema },
  }),
  botStats: routeContract({ method: "GET", path: "/api/admin/bot-stats", response: { 200: botStatsSchema } }),
  /** A project's budget as CSV; named under the project's path, an administrator's export all the same. */
  budgetCsv: routeContract({
    method: "POST",
    path: "/api/projects/:id/download-excel",
    params: projectIdParamsSchema,
    answersWithout: "a CSV file",
  }),
  /** Takes effect at once; the answer is the new pricing for the editor. */
  updatePrice: routeContract({
    method: "PUT",
    path: "/api/admin/pricing/:tier",
    params: pricingTierParamsSchema,
    body: pricingUpdateBodySchema,
    response: { 200: pricingSchema },
  }),
} as const;
