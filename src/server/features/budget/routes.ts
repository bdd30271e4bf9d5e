import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { plannerDataSchema } from "../../../domain";
import { computeBudget } from "./service";

export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/calculate-budget", { schema: { body: plannerDataSchema } }, async (request) =>
    // The itemised lines are for signed-in users only; a visitor gets the total (decision 5).
    computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
  );
};
