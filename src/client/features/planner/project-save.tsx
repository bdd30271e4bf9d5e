import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { AuthUser } from "../../../domain/accounts/accounts";
import type { ServiceTier } from "../../../domain/commerce/tiers";
import type { PlannerData } from "../../../domain/planner/schema";
import { PROJECT_MESSAGES } from "../../../domain/projects/messages";
import type { Project } from "../../../domain/projects/projects";
import { paths } from "../../app/site";
import { toast } from "../../components/ui/use-toast";
import { trackEvent } from "../../lib/analytics/track-event";
import { invalidateProjects, ProjectCallError, saveProject } from "../projects";
import { planFingerprint } from "./api";
import { saveLoginHandoff } from "./login-handoff";

/**
 * Local storage: which plan was last saved as which project, by whom. It tells a plan already saved (a
 * reload of step 9, a project opened from My projects) from a new calculation, so only the latter is saved.
 */
export const SAVED_PROJECT_KEY = "okp.planner.saved.v1";

export type SavedProject = {
  userId: number;
  projectId: number;
  name: string;
  paidTier: ServiceTier | null;
  /** planFingerprint of the plan as saved. */
  fingerprint: string;
};

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSavedProject(storage: Storage | undefined = localStore()): SavedProject | null {
  try {
    const raw = storage?.getItem(SAVED_PROJECT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedProject>;
    if (typeof value.userId !== "number" || typeof value.projectId !== "number" || typeof value.fingerprint !== "string") {
      return null;
    }
    return {
      userId: value.userId,
      projectId: value.projectId,
      name: typeof value.name === "string" ? value.name : "",
      paidTier: (value.paidTier ?? null) as ServiceTier | null,
      fingerprint: value.fingerprint,
    };
  } catch {
    return null;
  }
}

/** Records that `data` is saved as `project` (after a save, or when a saved project is opened). */
export function rememberSavedProject(
  user: Pick<AuthUser, "id">,
  project: Pick<Project, "id" | "name" | "paidTier">,
  data: PlannerData,
  storage: Storage | undefined = localStore(),
): void {
  const saved: SavedProject = {
    userId: user.id,
    projectId: project.id,
    name: project.name,
    paidTier: project.paidTier,
    fingerprint: planFingerprint(data),
  };
  try {
    storage?.setItem(SAVED_PROJECT_KEY, JSON.stringify(saved));
  } catch {
    // storage blocked: the plan is saved on the server all the same; a reload saves it once more
  }
}

export type ProjectSaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; projectId: number; name: string; paidTier: ServiceTier | null }
  | { status: "failed"; message: string };

function isCurrent(saved: SavedProject | null, user: AuthUser, data: PlannerData): saved is SavedProject {
  return (
    saved !== null &&
    saved.userId === user.id &&
    saved.projectId === data.projectId &&
    saved.fingerprint === planFingerprint(data)
  );
}

/** 128 random bits as hex: crypto.getRandomValues works on a plain-http LAN address too, randomUUID does not. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Saves as the project the plan came from; when that one is gone (deleted, another account), as a new one.
 * A new project is created once per `idempotencyKey`, whatever number of retries carry it.
 */
async function saveAsProject(data: PlannerData, idempotencyKey: string): Promise<{ project: Project; created: boolean }> {
  if (typeof data.projectId !== "number") return { project: await saveProject(data, { idempotencyKey }), created: true };
  try {
    return { project: await saveProject(data), created: false };
  } catch (error) {
    if (error instanceof ProjectCallError && error.status === 404) {
      const { projectId: _gone, ...plan } = data;
      return { project: await saveProject(plan, { idempotencyKey }), created: true };
    }
    throw error;
  }
}

/**
 * Step 9 for a signed-in user (docs/product/planner-wizard.md section 4): every new calculation is saved as a project, the one the
 * plan came from when it has one (so a plan restored after login, or reopened, is reused, never copied).
 * `priced` is true once the server has priced this plan for a signed-in user.
 */
export function useProjectAutoSave(options: {
  data: PlannerData;
  user: AuthUser | null | undefined;
  priced: boolean;
  setProjectId(id: number): void;
}): { state: ProjectSaveState; retry(): void } {
  const { data, user, priced, setProjectId } = options;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<ProjectSaveState>({ status: "idle" });
  const inFlight = useRef<string | null>(null);
  // One key per save attempt of a calculation, sent again by its retries (the Retry button, a save that
  // failed on the way back): the server then answers the project the attempt created instead of a second.
  const attemptKey = useRef<{ fingerprint: string; key: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(data);
  latest.current = data;

  const fingerprint = planFingerprint(data);

  useEffect(() => {
    void attempt;
    if (!user || !priced) return;
    // the plan as of this render: the effect runs again only when its fingerprint (the calculation) changes
    const plan = latest.current;
    // already saved as its project: the render below reads it from storage, nothing to send
    if (isCurrent(readSavedProject(), user, plan)) return;
    if (inFlight.current === fingerprint) return;
    inFlight.current = fingerprint;
    setState({ status: "saving" });
    if (attemptKey.current?.fingerprint !== fingerprint) attemptKey.current = { fingerprint, key: newIdempotencyKey() };
    saveAsProject(plan, attemptKey.current.key)
      .then(({ project, created }) => {
        // the calculation is saved: a later save of it is a new attempt
        if (attemptKey.current?.fingerprint === fingerprint) attemptKey.current = null;
        rememberSavedProject(user, project, { ...plan, projectId: project.id });
        // the plan may have moved on meanwhile; it keeps its changes and learns which project it is
        if (latest.current.projectId !== project.id) setProjectId(project.id);
        setState({ status: "saved", projectId: project.id, name: project.name, paidTier: project.paidTier });
        toast({ title: PROJECT_MESSAGES.saved, description: `${project.name} (#${project.id})` });
        if (created) trackEvent("generate_lead", { value: project.total, currency: "USD" });
        void invalidateProjects(queryClient);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error && error.message ? error.message : "Unknown error";
        setState({ status: "failed", message });
        if (message.includes("401")) {
          const goToLogin = (mode: "login" | "signup") => {
            saveLoginHandoff(latest.current);
            navigate(`${paths.login}?returnTo=${paths.planner}${mode === "signup" ? "&mode=signup" : ""}`);
          };
          toast({
            title: PROJECT_MESSAGES.loginRequired.title,
            description: PROJECT_MESSAGES.loginRequired.description,
            variant: "destructive",
            actions: [
              { label: "Log In", altText: "Log in to save your project", onClick: () => goToLogin("login") },
              { label: "Sign Up", altText: "Create an account to save your project", onClick: () => goToLogin("signup") },
            ],
          });
          return;
        }
        toast({ title: "Error", description: PROJECT_MESSAGES.saveFailed(message), variant: "destructive" });
      })
      .finally(() => {
        if (inFlight.current === fingerprint) inFlight.current = null;
      });
  }, [user, priced, fingerprint, attempt, navigate, queryClient, setProjectId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!user || !priced) return { state: { status: "idle" }, retry };
  // A plan already saved as its project (a reload of step 9, a project reopened) is saved from its first
  // render on: its buttons are ready the moment they show, not one effect later.
  const saved = readSavedProject();
  if (isCurrent(saved, user, data)) {
    return { state: { status: "saved", projectId: saved.projectId, name: saved.name, paidTier: saved.paidTier }, retry };
  }
  return { state, retry };
}
