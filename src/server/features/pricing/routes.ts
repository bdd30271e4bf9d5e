import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commerceContract } from "../../../domain/commerce/commerce.contract";
import { PRICING_CACHE_SECONDS } from "../../../domain/commerce/tiers";
import { routeUrl } from "../../contracts";
import { readPricing, seedDefaultPricing } from "./service";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  await seedDefaultPricing(app.database.db);

  // docs/product/accounts-and-commerce.md: "cached 60 s". The same for everyone, so shared caches may keep it too.
  const c = commerceContract.pricing;
  app.get(routeUrl(c), { schema: { response: c.response } }, async (_request, reply) => {
    reply.header("Cache-Control", `public, max-age=${PRICING_CACHE_SECONDS}`);
    return readPricing(app.database.db);
  });
};
