import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { SITE } from "../domain/site-settings";

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * The OpenAPI 3 document of every API route, generated from the routes' own zod schemas as they are
 * registered (so it cannot drift from what the server checks); the fuzz suite reads its routes from it.
 * Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, _options: { development: boolean }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: `${SITE.name} API`, version: process.env.npm_package_version ?? "0.1.0" },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return app.swagger();
  });
}
