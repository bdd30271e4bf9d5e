// The contracts of a user's project routes: what each takes and answers. Every route answers only the
// signed-in owner; another user's project id answers 404 like one that does not exist.
import { z } from "zod";
import { routeContract } from "../common/api-contract";
import {
  latestProjectSchema,
  projectCreateHeadersSchema,
  projectIdParamsSchema,
  projectRenameBodySchema,
  projectSaveBodySchema,
  projectSchema,
  projectSummarySchema,
} from "./projects";

/** GET /api/projects: the user's projects, newest change first. */
export const projectListSchema = z.object({ projects: z.array(projectSummarySchema) });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectsContract = {
  /** 201 with the new project; 200 with the same project for a repeated Idempotency-Key (a retried save). */
  create: routeContract({
    method: "POST",
    path: "/api/projects",
    headers: projectCreateHeadersSchema,
    body: projectSaveBodySchema,
    response: { 200: projectSchema, 201: projectSchema },
  }),
  list: routeContract({ method: "GET", path: "/api/projects", response: { 200: projectListSchema } }),
  get: routeContract({ method: "GET", path: "/api/projects/:id", params: projectIdParamsSchema, response: { 200: projectSchema } }),
  update: routeContract({
    method: "PUT",
    path: "/api/projects/:id",
    params: projectIdParamsSchema,
    body: projectSaveBodySchema,
    response: { 200: projectSchema },
  }),
  rename: routeContract({
    method: "PATCH",
    path: "/api/projects/:id",
    params: projectIdParamsSchema,
    body: projectRenameBodySchema,
    response: { 200: projectSummarySchema },
  }),
  duplicate: routeContract({
    method: "POST",
    path: "/api/projects/:id/duplicate",
    params: projectIdParamsSchema,
    response: { 201: projectSchema },
  }),
  remove: routeContract({ method: "DELETE", path: "/api/projects/:id", params: projectIdParamsSchema, answersWithout: "204, no body" }),
  /** The user's latest project (for the login redirect and the payment page), or null. */
  latest: routeContract({ method: "GET", path: "/api/user/latest-project", response: { 200: latestProjectSchema.nullable() } }),
} as const;
