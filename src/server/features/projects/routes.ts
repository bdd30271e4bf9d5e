import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { latestProjectSchema, projectCreateHeadersSchema, projectIdParamsSchema, projectRenameBodySchema, projectSaveBodySchema, projectSchema, projectSummarySchema } from "../../../domain/projects/projects";
import { requireUser } from "../auth/guards";
import {
  createProject,
  deleteProject,
  duplicateProject,
  getProject,
  latestProject,
  listProjects,
  renameProject,
  updateProject,
} from "./service";

/** The signed-in user of a route guarded by requireUser. */
function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new Error("requireUser must run before this handler");
  return request.user.id;
}

/**
 * A user's projects. Every route answers only the signed-in owner: another user's project id answers 404,
 * exactly like an id that does not exist, so ids reveal nothing.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor learns nothing about the shape of a request before being told to log in
  app.addHook("onRequest", requireUser);
  const db = () => app.database.db;

  // 201 with the new project; 200 with the same project for a repeated Idempotency-Key (a retried save)
  app.post(
    "/projects",
    {
      schema: {
        body: projectSaveBodySchema,
        headers: projectCreateHeadersSchema,
        response: { 200: projectSchema, 201: projectSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      const { project, created } = await createProject(db(), userIdOf(request), request.body, key);
      return reply.status(created ? 201 : 200).send(project);
    },
  );

  app.get("/projects", { schema: { response: { 200: z.object({ projects: z.array(projectSummarySchema) }) } } }, async (request) => ({
    projects: await listProjects(db(), userIdOf(request)),
  }));

  app.get(
    "/projects/:id",
    { schema: { params: projectIdParamsSchema, response: { 200: projectSchema } } },
    async (request) => getProject(db(), userIdOf(request), request.params.id),
  );

  app.put(
    "/projects/:id",
    { schema: { params: projectIdParamsSchema, body: projectSaveBodySchema, response: { 200: projectSchema } } },
    async (request) => updateProject(db(), userIdOf(request), request.params.id, request.body),
  );

  app.patch(
    "/projects/:id",
    { schema: { params: projectIdParamsSchema, body: projectRenameBodySchema, response: { 200: projectSummarySchema } } },
    async (request) => renameProject(db(), userIdOf(request), request.params.id, request.body.name),
  );

  app.post(
    "/projects/:id/duplicate",
    { schema: { params: projectIdParamsSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.status(201).send(await duplicateProject(db(), userIdOf(request), request.params.id)),
  );

  app.delete("/projects/:id", { schema: { params: projectIdParamsSchema } }, async (request, reply) => {
    await deleteProject(db(), userIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  // docs/product/accounts-and-commerce.md: "the user's latest project, or nothing" (null), for the login redirect and the payment page.
  app.get(
    "/user/latest-project",
    { schema: { response: { 200: latestProjectSchema.nullable() } } },
    async (request) => latestProject(db(), userIdOf(request)),
  );
};
