import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { PlannerData } from "../../../domain/planner/schema";
import type { LatestProject, Project, ProjectSummary } from "../../../domain/projects/projects";
import { IDEMPOTENCY_KEY_HEADER } from "../../../domain/projects/messages";
import { ApiError, apiRequest, getQueryFn } from "../../app/query-client";
import { storedPlanOf } from "../../../domain/planner/model";

export const PROJECTS_URL = "/api/projects";
export const LATEST_PROJECT_URL = "/api/user/latest-project";

export const projectsQueryKey = [PROJECTS_URL] as const;
export const latestProjectQueryKey = [LATEST_PROJECT_URL] as const;

/**
 * The schemas the answers are checked with. They come with zod, which the planner's first screen does
 * without, so they load with the first call that needs them.
 */
const contract = async () => (await import("../../../domain/projects/projects.contract")).projectsContract;

/**
 * The product's wording for a failed project call: "API error: {status} - {response text}". A network failure
 * arrives as the synthetic 503 of apiRequest and is worded the same way.
 */
async function send(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  let res: Response;
  try {
    res = await apiRequest(method, url, body, headers);
  } catch (error) {
    if (error instanceof ApiError) {
      // ApiError's message is "status: body" (status text when the body is empty); keep only the text.
      throw new ProjectCallError(error.status, error.message.slice(`${error.status}: `.length), error.serverMessage);
    }
    throw error;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ProjectCallError(res.status, text, undefined);
  }
  return res;
}

/** A failed project call: the product's message, plus the status and the server's own sentence for the UI. */
export class ProjectCallError extends Error {
  override readonly name = "ProjectCallError";
  constructor(
    readonly status: number,
    text: string,
    /** The server's sentence (`error` of its JSON body), when it gave one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`API error: ${status} - ${text}`);
  }
}

async function parsed<T>(res: Response, schema: { parse(value: unknown): T }): Promise<T> {
  return schema.parse(await res.json());
}

/**
 * Saves the plan: a new project, or the project it came from (its projectId) updated in place. The server
 * prices it itself; the answer carries its total and lines. A new project is created once per
 * `idempotencyKey`: a retry sent with the same key answers the project the first try created.
 */
export async function saveProject(data: PlannerData, options: { idempotencyKey?: string } = {}): Promise<Project> {
  const body = storedPlanOf(data);
  const id = typeof data.projectId === "number" ? data.projectId : undefined;
  const keyHeader: Record<string, string> = options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {};
  const res =
    id === undefined ? await send("POST", PROJECTS_URL, body, keyHeader) : await send("PUT", `${PROJECTS_URL}/${id}`, body);
  const c = await contract();
  return parsed(res, id === undefined ? c.create.response[res.status === 201 ? 201 : 200] : c.update.response[200]);
}

export async function fetchProject(id: number): Promise<Project> {
  const res = await send("GET", `${PROJECTS_URL}/${id}`);
  return parsed(res, (await contract()).get.response[200]);
}

export async function fetchLatestProject(): Promise<LatestProject | null> {
  const res = await send("GET", LATEST_PROJECT_URL);
  return parsed(res, (await contract()).latest.response[200]);
}

export async function renameProject(id: number, name: string): Promise<ProjectSummary> {
  const res = await send("PATCH", `${PROJECTS_URL}/${id}`, { name });
  return parsed(res, (await contract()).rename.response[200]);
}

export async function duplicateProject(id: number): Promise<Project> {
  const res = await send("POST", `${PROJECTS_URL}/${id}/duplicate`);
  return parsed(res, (await contract()).duplicate.response[201]);
}

export async function deleteProject(id: number): Promise<void> {
  await send("DELETE", `${PROJECTS_URL}/${id}`);
}

/** The signed-in user's projects, newest change first. */
export function useProjects(options: { enabled?: boolean } = {}) {
  return useQuery<ProjectSummary[]>({
    queryKey: projectsQueryKey,
    queryFn: async (context) => {
      const answer = await getQueryFn<unknown>({ on401: "throw" })(context);
      return (await contract()).list.response[200].parse(answer).projects;
    },
    enabled: options.enabled ?? true,
    // the list changes from other tabs and from payments, so it is read again whenever the page opens
    staleTime: 0,
  });
}

/** One project of the signed-in user (the paid project on the payment page). */
export function useProject(id: number, options: { enabled?: boolean } = {}) {
  return useQuery<Project>({
    queryKey: [PROJECTS_URL, id],
    queryFn: () => fetchProject(id),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** The user's latest project (the login page's rule), or null. */
export function useLatestProject(options: { enabled?: boolean } = {}) {
  return useQuery<LatestProject | null>({
    queryKey: latestProjectQueryKey,
    queryFn: fetchLatestProject,
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** After any change to a project: the list and the latest project are read again when next shown. */
export async function invalidateProjects(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
    queryClient.invalidateQueries({ queryKey: latestProjectQueryKey }),
  ]);
}
