import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The security headers (Content-Security-Policy, frame, referrer and content-type rules) of every answer,
 * API, pages and errors alike. The middleware is built once: registering it per route, as the Fastify
 * plugin does, rebuilt it (parsing the policy's directives again) on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const applyHeaders = helmet({
    // HSTS and upgrade-insecure-requests only make sense behind HTTPS; they would pin plain-http localhost.
    hsts: options.https,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: options.https ? [] : null } },
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
