import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agreementFileName } from "../../../domain/bids/agreement";
import { bidsContract as c } from "../../../domain/bids/bids.contract";
import { routeUrl } from "../../contracts";
import { renderSowHtml } from "../../documents/render-html";
import { AppError } from "../../errors";
import { requireUser } from "../auth/guards";
import { enforceRateLimit } from "../bot-defence/rate-limit";
import type { SowPdfRenderer } from "../documents/render-pool";
import {
  AGREEMENT_TOKEN_RATE_KEY,
  AGREEMENT_TOKEN_RATE_LIMIT,
  acceptAgreement,
  agreementAnswer,
  agreementDocument,
  agreementParty,
  awardBid,
} from "./service";

/**
 * The award and the agreement. The award answers the signed-in owner only; an agreement answers its owner
 * (the session) and its contractor (the awarded invitation's token in the body), anyone else 404. Calls that
 * bear a token are counted per address, so no one can try tokens at speed.
 */
export const agreementRoutes: FastifyPluginAsyncZod<{ renderer: SowPdfRenderer }> = async (app, options) => {
  const db = () => app.database.db;

  app.post(
    routeUrl(c.award),
    { onRequest: requireUser, schema: { params: c.award.params, response: c.award.response } },
    async (request) => {
      if (!request.user) throw new AppError("unauthorized", "Please log in to continue.");
      return awardBid({
        db: db(),
        mailer: app.mailer,
        log: request.log,
        user: request.user,
        projectId: request.params.id,
        bidId: request.params.bidId,
      });
    },
  );

  async function partyOf(request: FastifyRequest, reply: FastifyReply, id: number, token: string | undefined) {
    if (token !== undefined) await enforceRateLimit(db(), reply, `${AGREEMENT_TOKEN_RATE_KEY}${request.ip}`, AGREEMENT_TOKEN_RATE_LIMIT);
    return agreementParty(db(), id, { user: request.user, token });
  }

  app.post(
    routeUrl(c.agreement),
    { schema: { params: c.agreement.params, body: c.agreement.body, response: c.agreement.response } },
    async (request, reply) => {
      const { agreement } = await partyOf(request, reply, request.params.id, request.body.token);
      return agreementAnswer(db(), agreement);
    },
  );

  app.post(
    routeUrl(c.agreementPdf),
    { schema: { params: c.agreementPdf.params, body: c.agreementPdf.body } },
    async (request, reply) => {
      const { agreement } = await partyOf(request, reply, request.params.id, request.body.token);
      const doc = await agreementDocument(db(), agreement);
      const pdf = await options.renderer.render(doc);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `attachment; filename="${agreementFileName(agreement.projectId, "pdf", agreement.lockedAt !== null)}"`)
        .send(pdf);
    },
  );

  app.post(
    routeUrl(c.agreementHtml),
    { schema: { params: c.agreementHtml.params, body: c.agreementHtml.body } },
    async (request, reply) => {
      const { agreement } = await partyOf(request, reply, request.params.id, request.body.token);
      const doc = await agreementDocument(db(), agreement);
      return reply
        .header("Content-Type", "text/html; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${agreementFileName(agreement.projectId, "html", agreement.lockedAt !== null)}"`)
        .send(renderSowHtml(doc));
    },
  );

  app.post(
    routeUrl(c.accept),
    { schema: { params: c.accept.params, body: c.accept.body, response: c.accept.response } },
    async (request, reply) => {
      const { agreement, party } = await partyOf(request, reply, request.params.id, request.body.token);
      const userAgent = request.headers["user-agent"];
      return acceptAgreement(db(), agreement, party, {
        fullName: request.body.fullName,
        ipAddress: request.ip,
        userAgent: typeof userAgent === "string" ? userAgent.slice(0, 500) : null,
      });
    },
  );
};
