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

/**
 * Why a request must be refused as cross-site, or undefined when it may go on. A page of this product is
 * served from PUBLIC_URL (`configuredOrigin`, read once) or from the address the request was sent to.
 */
function crossSiteReason(request: FastifyRequest, configuredOrigin: string | undefined): string | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  // Browsers set this themselves and scripts cannot forge it; "same-site" (a sibling subdomain) still has
  // to pass the Origin comparison below.
  if (request.headers["sec-fetch-site"] === "cross-site") return "Sec-Fetch-Site is cross-site";
  const origin = request.headers.origin;
  // Without Origin the caller is not a browser page (a server-to-server call such as a payment webhook,
  // or curl): it carries no user's cookie that could be abused.
  if (origin === undefined) return undefined;
  // browsers send the origin already serialised, so the usual case needs no parsing
  if (origin === configuredOrigin) return undefined;
  const parsed = origin === "null" ? undefined : originOf(origin);
  if (parsed && (parsed === configuredOrigin || parsed === originOf(`${request.protocol}://${request.host}`))) {
    return undefined;
  }
  return `foreign Origin ${origin}`;
}

/**
 * The SameSite=Lax cookie already keeps other sites' forms from carrying the session; this check refuses
 * their state-changing requests outright, so a sign-up, a login or a purchase cannot be triggered from
 * elsewhere with or without a session.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  const configuredOrigin = originOf(app.appConfig.publicUrl);
  app.addHook("onRequest", async (request) => {
    const reason = crossSiteReason(request, configuredOrigin);
    if (reason) {
      request.log.warn({ reason, url: request.url }, "cross-site request refused");
      throw new AppError("forbidden", "Cross-site request refused");
    }
  });
}
