import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { plannerDataSchema } from "../../../domain";
import { computeBudget } from "./service";

export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/calculate-budget", { schema: { body: plannerDataSchema } }, async (request) =>
    // Until accounts exist every caller sees the itemised lines.
    computeBudget({ plan: request.body, revealBreakdown: true }),
  );
};
