/**
 * The bench server's trivial JSON route: it receives a JSON body, as the budget endpoint does, and answers
 * a constant. What the budget route costs beyond it is the budget's own work.
 */
export const TRIVIAL_JSON_ROUTE = "/bench/trivial-json";

/** The account the bench signs in with to measure a signed-in user's requests (made by bench/server.ts). */
export const BENCH_ACCOUNT = { email: "bench@example.com", password: "grilling season keys 2026" } as const;

/**
 * Copies of the budget route (bench/budget-validator.ts), registered side by side under /api, so the figures
 * differ only by what each copy changes. This one is the product's route as it is.
 */
export const BUDGET_COPY_ROUTE = "/api/bench/calculate-budget";
/** This one checks its body with zod's own validator. */
export const BUDGET_WITH_ZOD_PARSE_ROUTE = "/api/bench/calculate-budget-zod";
/** This one writes its answer with fastify's plain JSON serializer, unchecked. */
export const BUDGET_WITH_PLAIN_ANSWER_ROUTE = "/api/bench/calculate-budget-plain-answer";
