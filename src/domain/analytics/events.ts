// First-party conversion events (docs/product/accounts-and-commerce.md section 10.8): what the browser reports, batched, for the administrator's
// funnel. No personal data: a random id of the browser tab's visit and, on the server, the signed-in user's id.
import { z } from "zod";
import { TOTAL_STEPS } from "../planner/wizard";

import { ANALYTICS_BATCH_MAX, ANALYTICS_TEXT_MAX } from "./event-names";
import { SERVICE_TIERS } from "../commerce/tiers";
import { text } from "../common/text";

export * from "./event-names";

const text200 = () => text().max(ANALYTICS_TEXT_MAX);
const amount = z.number().finite().min(0).max(1_000_000_000);
const currency = z.literal("USD", { message: "Only USD" });
/** What a purchase or a lead is worth, in dollars. */
const valued = { value: amount, currency: currency.optional() };

/**
 * Each event's parameters, checked by its name: the funnel reads them back as numbers and paths, so a
 * parameter of the wrong type or an unknown one answers 400 naming it instead of being stored.
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("page_view"),
    params: z.strictObject({ path: text200().regex(/^\//, { message: "A path starts with /" }) }),
  }),
  z.object({
    name: z.literal("step_completed"),
    params: z.strictObject({
      step: z.int({ message: "A step is a whole number" }).min(1).max(TOTAL_STEPS),
      stepId: text200().optional(),
    }),
  }),
  z.object({ name: z.literal("planner_completed"), params: z.strictObject(valued) }),
  z.object({
    name: z.literal("sign_up"),
    params: z.strictObject({ method: z.literal("email").optional() }).default({}),
  }),
  z.object({ name: z.literal("contact_submitted"), params: z.strictObject({}).default({}) }),
  z.object({
    name: z.literal("pdf_downloaded"),
    params: z.strictObject({ ...valued, projectId: z.int().positive().max(2_147_483_647) }),
  }),
  z.object({
    name: z.literal("html_downloaded"),
    params: z.strictObject({ ...valued, projectId: z.int().positive().max(2_147_483_647) }),
  }),
  z.object({
    name: z.literal("payment_completed"),
    params: z.strictObject({ ...valued, serviceTier: z.enum(SERVICE_TIERS).optional() }),
  }),
  z.object({ name: z.literal("generate_lead"), params: z.strictObject(valued) }),
]);
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

/** POST /api/analytics/events. */
export const analyticsBatchSchema = z.object({
  /** A random id of this browser tab's visit (session storage), so a funnel counts visits, not clicks. */
  visitId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "Not a visit id" }),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

/** The funnel's stages, in order: the planner's steps, then an account, a payment, a document, then bids online: invitations, bids, an award, a signed agreement. */
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
    { id: "invitations-sent", label: "Invitations sent" },
    { id: "bids-received", label: "Bids received" },
    { id: "awarded", label: "Awards" },
    { id: "agreement-signed", label: "Agreements signed" },
  ];
}
