// The contracts of the site's own routes: health, version and the contact form.
import { z } from "zod";
import { routeContract } from "../common/api-contract";
import { contactAnswerSchema, contactBodySchema } from "./contact";

export const healthAnswerSchema = z.object({ status: z.literal("ok"), database: z.literal("up") });
export const unhealthyAnswerSchema = z.object({ status: z.literal("unavailable"), database: z.literal("down") });
export const versionAnswerSchema = z.object({ name: z.string(), version: z.string() });

export const siteContract = {
  /** 200 while the database answers, 503 with Retry-After while it does not. */
  health: routeContract({ method: "GET", path: "/api/health", response: { 200: healthAnswerSchema, 503: unhealthyAnswerSchema } }),
  version: routeContract({ method: "GET", path: "/api/version", response: { 200: versionAnswerSchema } }),
  /** Anyone may write, signed in or not; rate limited per address. */
  contact: routeContract({ method: "POST", path: "/api/contact", body: contactBodySchema, response: { 200: contactAnswerSchema } }),
} as const;
