// Saved projects: a plan with the budget the server computed for it, owned by one account. The shapes of the
// project calls are written once here, for the server's answers and the client's reading of them.
import { z } from "zod";
import { serviceTierSchema } from "../commerce/tiers";
import { TEXT_LIMITS } from "../planner/limits";
import { budgetResultSchema, type KitchenShape, type PlannerData, plannerDataSchema, shapeSchema } from "../planner/schema";
import { text } from "../common/text";

export { IDEMPOTENCY_KEY_HEADER, PROJECT_MESSAGES } from "./messages";

export const PROJECT_NAME_MAX = TEXT_LIMITS.short;

export const projectNameSchema = text()
  .trim()
  .min(1, { message: "Give the project a name" })
  .max(PROJECT_NAME_MAX, { message: `Use at most ${PROJECT_NAME_MAX} characters` });

/** POST /api/projects and PUT /api/projects/:id: the plan (any budget it carries is ignored), optionally named. */
export const projectSaveBodySchema = plannerDataSchema.extend({ name: projectNameSchema.optional() });
export type ProjectSaveBody = z.infer<typeof projectSaveBodySchema>;

/** POST /api/projects' headers: the optional Idempotency-Key (a UUID, or any 16 to 100 letters, digits, - and _). */
export const projectCreateHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { message: "Use 16 to 100 letters, digits, - or _ (a UUID)" })
    .optional(),
});

export const projectRenameBodySchema = z.object({ name: projectNameSchema });

/** Project ids in paths: positive whole numbers that fit the database's integer column. */
export const projectIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: "Project ids are whole numbers" })
    .int({ message: "Project ids are whole numbers" })
    .positive({ message: "Project ids are whole numbers" })
    .max(2_147_483_647, { message: "No such project" }),
});

/** A shape's name as a title: the shape step's cards, a new project's name. */
export const SHAPE_TITLES: Record<KitchenShape, string> = {
  "l-shaped": "L-Shaped",
  "u-shaped": "U-Shaped",
  rectangular: "Rectangular",
};

/** The name a new project gets: "L-Shaped Kitchen", or "Outdoor Kitchen" before a shape is chosen. */
export function defaultProjectName(shape: PlannerData["shape"]): string {
  return shape ? `${SHAPE_TITLES[shape]} Kitchen` : "Outdoor Kitchen";
}

/** docs/product/accounts-and-commerce.md section 2.10: hyphens replaced by spaces, words capitalised: "l-shaped" -> "L Shaped". */
export function formatShapeName(shape: string): string {
  if (!shape) return "Not chosen";
  return shape
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const isoTime = z.string();

/** One line of "My projects". */
export const projectSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  shape: shapeSchema,
  /** The budget total in dollars, as the server computed it. */
  total: z.int(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The tier of the project's paid order, if it has one. */
  paidTier: serviceTierSchema.nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A project with everything the planner needs to reopen it and the budget lines to show. */
export const projectSchema = projectSummarySchema.extend({
  plan: plannerDataSchema,
  budget: budgetResultSchema,
});
export type Project = z.infer<typeof projectSchema>;

/**
 * GET /api/user/latest-project: the most recently changed project, or null. The product's view carries id,
 * shape and budget (the total, in dollars); the plan lets the planner reopen it.
 */
export const latestProjectSchema = z.object({
  id: z.int(),
  name: z.string(),
  shape: shapeSchema,
  budget: z.int(),
  paidTier: serviceTierSchema.nullable(),
  updatedAt: isoTime,
  plan: plannerDataSchema,
});
export type LatestProject = z.infer<typeof latestProjectSchema>;

