import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { leveledCsv } from "../../../domain/bids/leveling";
import { bidsContract as c } from "../../../domain/bids/bids.contract";
import { sowFileName } from "../../../domain/sow/documents";
import { buildSow } from "../../../domain/sow/build";
import { routeUrl } from "../../contracts";
import { renderSowHtml } from "../../documents/render-html";
import { AppError } from "../../errors";
import { requireUser } from "../auth/guards";
import { countHit } from "../bot-defence/rate-limit";
import type { RateLimitRule } from "../bot-defence/service";
import { bidComparison, bidComparisonTable, bidPage, bidSowInputs, invite, listInvitations, revokeInvitation, saveBid } from "./service";

/**
 * Requests of the token routes per client address, all of them together. A contractor's form saves its
 * draft as they type (a save every second or two at most) and reads the page and the SOW now and then;
 * someone trying tokens gets a few a second, of a space of 2^256.
 */
export const BID_TOKEN_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };
const BID_TOKEN_RATE_LIMIT_KEY = "bid-token|";

export function rateLimitedMessage(seconds: number): string {
  return `Too many requests from your address. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

/** Counts the request against its address before anything is looked up, and answers 429 past the limit. */
async function limitByAddress(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { count, resetInMs } = await countHit(request.server.database.db, `${BID_TOKEN_RATE_LIMIT_KEY}${request.ip}`, BID_TOKEN_RATE_LIMIT.windowMs);
  if (count > BID_TOKEN_RATE_LIMIT.limit) {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    reply.header("Retry-After", String(seconds));
    throw new AppError("rate_limited", rateLimitedMessage(seconds));
  }
}

const userOf = (request: { user: AuthUser | null }): AuthUser => {
  if (!request.user) throw new AppError("unauthorized", "Please log in to continue.");
  return request.user;
};

/** The owner's side: invitations and the comparison, for the signed-in owner of the project only. */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser);

  app.post(
    routeUrl(c.invite),
    { schema: { params: c.invite.params, body: c.invite.body, response: c.invite.response } },
    async (request, reply) => {
      const answer = await invite({
        db: app.database.db,
        mailer: app.mailer,
        log: request.log,
        publicUrl: app.appConfig.publicUrl,
        user: userOf(request),
        projectId: request.params.id,
        body: request.body,
      });
      return reply.status(201).send(answer);
    },
  );

  app.get(routeUrl(c.invitations), { schema: { params: c.invitations.params, response: c.invitations.response } }, async (request) =>
    listInvitations(app.database.db, userOf(request), request.params.id),
  );

  app.delete(routeUrl(c.revoke), { schema: { params: c.revoke.params } }, async (request, reply) => {
    await revokeInvitation(app.database.db, userOf(request), request.params.id, request.params.invitationId);
    return reply.status(204).send();
  });

  app.get(routeUrl(c.comparison), { schema: { params: c.comparison.params, response: c.comparison.response } }, async (request) =>
    bidComparison(app.database.db, userOf(request), request.params.id),
  );

  app.get(routeUrl(c.comparisonCsv), { schema: { params: c.comparisonCsv.params } }, async (request, reply) => {
    const id = request.params.id;
    const table = await bidComparisonTable(app.database.db, userOf(request), id);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="bids-${id}.csv"`)
      .send(leveledCsv(table));
  });
};

/**
 * The contractor's side, through the private link: no account, only the token, and only that invitation's
 * project, SOW version and bid. Rate limited per address before the token is looked up.
 */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", limitByAddress);

  app.get(routeUrl(c.bidPage), { schema: { params: c.bidPage.params, response: c.bidPage.response } }, async (request) =>
    bidPage(app.database.db, request.params.token),
  );

  app.get(routeUrl(c.bidSow), { schema: { params: c.bidSow.params } }, async (request, reply) => {
    const { projectId, inputs } = await bidSowInputs(app.database.db, request.params.token);
    return reply
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Content-Disposition", `inline; filename="${sowFileName(projectId, "html")}"`)
      .send(renderSowHtml(buildSow(inputs)));
  });

  app.put(routeUrl(c.saveBid), { schema: { params: c.saveBid.params, body: c.saveBid.body, response: c.saveBid.response } }, async (request) =>
    saveBid({
      db: app.database.db,
      mailer: app.mailer,
      log: request.log,
      publicUrl: app.appConfig.publicUrl,
      token: request.params.token,
      body: request.body,
    }),
  );
};

/** Bids online (docs/product/bids.md): invitations, the contractor's link and the leveled comparison. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerRoutes);
  // The link's token is in these routes' URLs: the request lines (which print the URL) are left out of the
  // log, so no log hands out a working link. Warnings and errors are still logged, without the URL.
  await app.register(tokenRoutes, { logLevel: "warn" });
};
