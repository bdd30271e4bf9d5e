import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { SITE } from "../domain/site/site-settings";
import { SESSION_COOKIE } from "./features/auth/sessions";

export const OPENAPI_PATH = "/api/openapi.json";
/** The readable reference of the API, served in development only. */
export const API_REFERENCE_PATH = "/api/reference";
const REFERENCE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

/**
 * The OpenAPI 3 document of every API route, generated from the routes' own zod schemas as they are
 * registered (so it cannot drift from what the server checks). Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, options: { development: boolean }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${SITE.name} API`,
        version: process.env.npm_package_version ?? "0.1.0",
        description:
          "The API of the planner, accounts, projects, payments, Statements of Work and the administrator's dashboard. Signed-in calls carry the session cookie; state-changing calls from a browser must come from this site.",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
    // only the API: the client's pages and files are not part of it
    hiddenTag: "hidden",
    hideUntagged: false,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.swagger();
  });
  if (options.development) {
    const { default: apiReference } = await import("@scalar/fastify-api-reference");
    await app.register(async (reference) => {
      // the reference page starts itself with an inline script; only its own pages, only in development
      reference.addHook("onRequest", async (_request, reply) => {
        reply.raw.setHeader("Content-Security-Policy", REFERENCE_CSP);
      });
      await reference.register(apiReference, { routePrefix: API_REFERENCE_PATH, configuration: { url: OPENAPI_PATH, withDefaultFonts: false } });
    });
  }
}
