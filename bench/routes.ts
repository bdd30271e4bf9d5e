/**
 * The bench server's trivial JSON route: it receives a JSON body, as the budget endpoint does, and answers
 * a constant. What the budget route costs beyond it is the budget's own work.
 */
export const TRIVIAL_JSON_ROUTE = "/bench/trivial-json";
