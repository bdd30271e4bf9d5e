import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The build's hashed scripts, style sheets and fonts (dist/client/assets); an SVG or an HTML file there would be a
 * document when opened, so it keeps every rule.
 */
function isBuildAsset(url: string): boolean {
  return /^\/assets\/[\w.-]+\.(js|css|woff2?)(\?|$)/.test(url);
}

/** Where Google Analytics loads its script from and sends its hits to, allowed only when it is configured. */
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
} as const;

/**
 * The security headers (Content-Security-Policy, frame, referrer and content-type rules) of every answer, API,
 * pages and errors alike; the build's scripts, styles and fonts get the two that matter for them. The middleware
 * is built once: registering it per route, as the Fastify plugin does, rebuilt it (parsing the policy's
 * directives again) on every request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; googleAnalytics?: boolean },
): void {
  const ga = options.googleAnalytics === true;
  const applyHeaders = helmet({
    // HSTS and upgrade-insecure-requests only make sense behind HTTPS; they would pin plain-http localhost.
    hsts: options.https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: options.https ? [] : null,
        // no third party at all unless Google Analytics is configured (docs/product/accounts-and-commerce.md section 10.8)
        ...(ga
          ? {
              scriptSrc: ["'self'", ...GOOGLE_ANALYTICS.script],
              connectSrc: ["'self'", ...GOOGLE_ANALYTICS.connect],
              imgSrc: ["'self'", "data:", ...GOOGLE_ANALYTICS.connect],
            }
          : {}),
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (isBuildAsset(request.url)) {
      // a script, style sheet or font of the build is never a document: the document-level rules (the policy,
      // framing, opener, referrer...) do nothing on it, and each would cost every such file its bytes on the wire
      reply.header("X-Content-Type-Options", "nosniff").header("Cross-Origin-Resource-Policy", "same-origin");
      if (options.https) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      done();
      return;
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
