// The contract of the first-party conversion events the browser sends in batches.
import { routeContract } from "../common/api-contract";
import { analyticsBatchSchema } from "./events";

export const analyticsContract = {
  events: routeContract({
    method: "POST",
    path: "/api/analytics/events",
    body: analyticsBatchSchema,
    answersWithout: "204, no body",
  }),
} as const;
