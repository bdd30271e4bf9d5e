/** The bench server's reference route: it receives the JSON body and does nothing with it. */
export const PARSE_ONLY_ROUTE = "/bench/parse-only";
