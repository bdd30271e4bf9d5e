import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { budgetContract } from "../../../domain/budget/budget.contract";
import { routeUrl } from "../../contracts";
import { fastPathValidatorCompiler } from "../../validation/fast-path";
import { computeBudget } from "./service";

export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = budgetContract.calculate;
  app.post(
    routeUrl(c),
    // the step-9 plan arrives complete and canonical almost always, so it skips the full parse (see fast-path.ts)
    { schema: { body: c.body, response: c.response }, validatorCompiler: fastPathValidatorCompiler },
    async (request) =>
      // The itemised lines are for signed-in users only; a visitor gets the total (docs/product/planner-wizard.md section 6).
      computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
  );
};
