import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projectsContract as c } from "../../../domain/projects/projects.contract";
import { routeUrl } from "../../contracts";
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
    routeUrl(c.create),
    { schema: { body: c.create.body, headers: c.create.headers, response: c.create.response } },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      const { project, created } = await createProject(db(), userIdOf(request), request.body, key);
      return reply.status(created ? 201 : 200).send(project);
    },
  );

  app.get(routeUrl(c.list), { schema: { response: c.list.response } }, async (request) => ({
    projects: await listProjects(db(), userIdOf(request)),
  }));

  app.get(
    routeUrl(c.get),
    { schema: { params: c.get.params, response: c.get.response } },
    async (request) => getProject(db(), userIdOf(request), request.params.id),
  );

  app.put(
    routeUrl(c.update),
    { schema: { params: c.update.params, body: c.update.body, response: c.update.response } },
    async (request) => updateProject(db(), userIdOf(request), request.params.id, request.body),
  );

  app.patch(
    routeUrl(c.rename),
    { schema: { params: c.rename.params, body: c.rename.body, response: c.rename.response } },
    async (request) => renameProject(db(), userIdOf(request), request.params.id, request.body.name),
  );

  app.post(
    routeUrl(c.duplicate),
    { schema: { params: c.duplicate.params, response: c.duplicate.response } },
    async (request, reply) => reply.status(201).send(await duplicateProject(db(), userIdOf(request), request.params.id)),
  );

  app.delete(routeUrl(c.remove), { schema: { params: c.remove.params } }, async (request, reply) => {
    await deleteProject(db(), userIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  // docs/product/accounts-and-commerce.md: "the user's latest project, or nothing" (null), for the login redirect and the payment page.
  app.get(
    routeUrl(c.latest),
    { schema: { response: c.latest.response } },
    async (request) => latestProject(db(), userIdOf(request)),
  );
};
