/**
 * The bench server's trivial JSON route: it receives a JSON body, as the budget endpoint does, and answers
 * a constant. What the budget route costs beyond it is the budget's own work.
 */
export const TRIVIAL_JSON_ROUTE = "/bench/trivial-json";

/** The account the bench signs in with to measure a signed-in user's requests (made by bench/server.ts). */
export const BENCH_ACCOUNT = { email: "bench@example.com", password: "grilling season keys 2026" } as const;

/** A copy of the budget route that checks its body with zod's own validator (bench/budget-validator.ts). */
export const BUDGET_WITH_ZOD_PARSE_ROUTE = "/bench/calculate-budget-zod";
