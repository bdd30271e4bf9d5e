import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The origins a page of this product is served from: the address asked for, and PUBLIC_URL. */
function ownOrigins(request: FastifyRequest): Set<string> {
  const own = new Set<string>();
  const asked = originOf(`${request.protocol}://${request.host}`);
  if (asked) own.add(asked);
  const configured = originOf(request.server.appConfig.publicUrl);
  if (configured) own.add(configured);
  return own;
}

/** Why a request must be refused as cross-site, or undefined when it may go on. */
export function crossSiteReason(request: FastifyRequest): string | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  // Browsers set this themselves and scripts cannot forge it; "same-site" (a sibling subdomain) still has
  // to pass the Origin comparison below.
  if (request.headers["sec-fetch-site"] === "cross-site") return "Sec-Fetch-Site is cross-site";
  const origin = request.headers.origin;
  // Without Origin the caller is not a browser page (a server-to-server call such as a payment webhook,
  // or curl): it carries no user's cookie that could be abused.
  if (origin === undefined) return undefined;
  const parsed = origin === "null" ? undefined : originOf(origin);
  if (!parsed || !ownOrigins(request).has(parsed)) return `foreign Origin ${origin}`;
  return undefined;
}

/**
 * The SameSite=Lax cookie already keeps other sites' forms from carrying the session; this check refuses
 * their state-changing requests outright, so a sign-up, a login or a purchase cannot be triggered from
 * elsewhere with or without a session.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const reason = crossSiteReason(request);
    if (reason) {
      request.log.warn({ reason, url: request.url }, "cross-site request refused");
      throw new AppError("forbidden", "Cross-site request refused");
    }
  });
}
