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
import { BENCH_ACCOUNT, BUDGET_WITH_ZOD_PARSE_ROUTE, TRIVIAL_JSON_ROUTE } from "./routes";

const config = loadConfig(process.env, { clientDir: "" });
const database = await openDatabase(config);
await database.migrate();
await createOrPromoteAdmin(database.db, BENCH_ACCOUNT);
const app = await buildApp({ config, database, logger: false });
app.post(TRIVIAL_JSON_ROUTE, async (request) => ({ received: typeof request.body === "object" }));
// the budget route (the same contract) with zod's own body check, beside the product's (bench/budget-validator.ts)
app.withTypeProvider<ZodTypeProvider>().post(BUDGET_WITH_ZOD_PARSE_ROUTE, { schema: { body: budgetContract.calculate.body, response: budgetContract.calculate.response } }, async (request) =>
  computeBudget({ plan: request.body, revealBreakdown: request.user !== null }),
);
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
