import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PRICING_CACHE_SECONDS, pricingSchema } from "../../../domain/commerce/tiers";
import { readPricing, seedDefaultPricing } from "./service";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  await seedDefaultPricing(app.database.db);

  // docs/product/accounts-and-commerce.md: "cached 60 s". The same for everyone, so shared caches may keep it too.
  app.get("/pricing", { schema: { response: { 200: pricingSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", `public, max-age=${PRICING_CACHE_SECONDS}`);
    return readPricing(app.database.db);
  });
};
