// The server `npm run bench` measures: the product's app, built the way `npm start` builds it, plus one
// trivial JSON route that receives a body and does nothing with it. Comparing the budget with that route
// separates the budget's own work from what any JSON POST costs on this machine.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { createOrPromoteAdmin } from "../src/server/features/auth/service";
import { computeBudget } from "../src/server/features/budget/service";
import { budgetContract } from "../src/domain/budget/budget.contract";
import { fastPathValidatorCompiler } from "../src/server/validation/fast-path";
import { BENCH_ACCOUNT, BUDGET_COPY_ROUTE, BUDGET_WITH_PLAIN_ANSWER_ROUTE, BUDGET_WITH_ZOD_PARSE_ROUTE, TRIVIAL_JSON_ROUTE } from "./routes";

const config = loadConfig(process.env, { clientDir: "" });
const database = await openDatabase(config);
await database.migrate();
await createOrPromoteAdmin(database.db, BENCH_ACCOUNT);
const app = await buildApp({ config, database, logger: false });
app.post(TRIVIAL_JSON_ROUTE, async (request) => ({ received: typeof request.body === "object" }));
// copies of the budget route beside the product's (bench/budget-validator.ts): as it is, with zod's own body
// check, and with its answer written without the zod check of its schema
// (in a plugin of their own, as the product's routes are in theirs)
const budget = budgetContract.calculate;
await app.register(async (plugin) => {
  const copies = plugin.withTypeProvider<ZodTypeProvider>();
  copies.post(
    BUDGET_COPY_ROUTE,
    { schema: { body: budget.body, response: budget.response }, validatorCompiler: fastPathValidatorCompiler },
    async (request) => computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
  );
  copies.post(BUDGET_WITH_ZOD_PARSE_ROUTE, { schema: { body: budget.body, response: budget.response } }, async (request) =>
    computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
  );
  copies.post(
    BUDGET_WITH_PLAIN_ANSWER_ROUTE,
    { schema: { body: budget.body }, validatorCompiler: fastPathValidatorCompiler },
    async (request) => computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
  );
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
console.log(`bench server at http://127.0.0.1:${port}`);

const stop = async () => {
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
