// First-party conversion events (decision 16): what the browser reports, batched, for the administrator's
// funnel. No personal data: a random id of the browser tab's visit and, on the server, the signed-in user's id.
import { z } from "zod";
import { TOTAL_STEPS } from "./limits";

import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PARAM_KEYS_MAX,
  ANALYTICS_PARAM_NAME,
  ANALYTICS_TEXT_MAX,
} from "./analytics-events";
import { boundedRecord, text } from "./text";

export * from "./analytics-events";

const paramValue = z.union([text().max(ANALYTICS_TEXT_MAX), z.number().finite(), z.boolean()]);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  params: boundedRecord(
    z.string().regex(ANALYTICS_PARAM_NAME, { message: "Parameter names are short words" }),
    paramValue,
    ANALYTICS_PARAM_KEYS_MAX,
    "parameters",
  ).default({}),
});

/** POST /api/analytics/events. */
export const analyticsBatchSchema = z.object({
  /** A random id of this browser tab's visit (session storage), so a funnel counts visits, not clicks. */
  visitId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "Not a visit id" }),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

/** The funnel's stages, in order: the planner's steps, then an account, a payment, a document. */
export function funnelStageLabels(): Array<{ id: string; label: string }> {
  const steps = Array.from({ length: TOTAL_STEPS }, (_, i) => ({
    id: `step-${i + 1}`,
    label: i === 0 ? "Started planning (step 1)" : `Reached step ${i + 1}`,
  }));
  return [
    ...steps,
    { id: "signed-up", label: "Signed up" },
    { id: "paid", label: "Paid" },
    { id: "downloaded", label: "Downloaded a SOW" },
  ];
}
