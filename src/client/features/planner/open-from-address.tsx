import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { TOTAL_STEPS } from "../../../domain/planner/wizard";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { paths } from "../../app/site";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useAuth } from "../../lib/session";
import { fetchLatestProject, fetchProject, ProjectCallError } from "../projects";
import { planFingerprint } from "./api";
import { usePlanner } from "./planner-store";
import { rememberSavedProject } from "./project-save";

/** What the address asks of the planner: /planner?project=12&step=9&checkout=cancelled. */
type Request = { projectId: number | null; step: number | null; checkoutCancelled: boolean };

function readRequest(search: string): Request | null {
  const params = new URLSearchParams(search);
  const project = Number(params.get("project"));
  const step = Number(params.get("step"));
  const request: Request = {
    projectId: Number.isInteger(project) && project > 0 ? project : null,
    step: Number.isInteger(step) && step >= 1 && step <= TOTAL_STEPS ? step : null,
    checkoutCancelled: params.get("checkout") === "cancelled",
  };
  return request.projectId || request.step || request.checkoutCancelled ? request : null;
}

function untouched(data: PlannerData): boolean {
  return data.projectId === undefined && planFingerprint(data) === planFingerprint(createDefaultPlannerData());
}

/**
 * Opens what the address asks for, then clears it from the address (so a reload does not do it again):
 * a saved project (from My projects, or back from the checkout), a step (docs/product/planner-wizard.md: "a request to navigate to a
 * given step jumps there, fetching the latest project first if needed"), and the word that a checkout was
 * left. Shows a progress indicator instead of the wizard while a project loads.
 */
export function OpenFromAddress({ children }: { children: ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const { data, replace, goTo } = usePlanner();
  const [opening, setOpening] = useState(false);
  const handled = useRef<string | null>(null);
  const request = readRequest(search);
  const needsUser = request !== null && (request.projectId !== null || (request.step !== null && untouched(data)));

  useEffect(() => {
    if (!request || handled.current === search) return;
    if (needsUser && user === undefined) return;
    handled.current = search;
    const done = () => {
      setOpening(false);
      navigate(paths.planner, { replace: true });
    };
    if (request.checkoutCancelled) {
      toast({
        title: "Checkout cancelled",
        description: "You have not been charged. Your project is saved; choose a package whenever you are ready.",
      });
    }
    if (request.projectId !== null && !user) {
      navigate(`${paths.login}?returnTo=${encodeURIComponent(`${paths.planner}${search ? `?${search}` : ""}`)}`, {
        replace: true,
      });
      return;
    }
    if (!user || (request.projectId === null && !untouched(data))) {
      if (request.step) goTo(request.step);
      done();
      return;
    }
    setOpening(true);
    const load =
      request.projectId !== null
        ? fetchProject(request.projectId)
        : fetchLatestProject().then((latest) => (latest ? fetchProject(latest.id) : null));
    load
      .then((project) => {
        if (project) {
          replace(project.plan);
          rememberSavedProject(user, project, project.plan);
        }
        goTo(request.step ?? TOTAL_STEPS);
      })
      .catch((error: unknown) => {
        const missing = error instanceof ProjectCallError && error.status === 404;
        toast({
          title: "Error",
          description: missing ? "That project was not found." : "Your project could not be opened. Please try again.",
          variant: "destructive",
        });
      })
      .finally(done);
  }, [request, search, needsUser, user, data, navigate, replace, goTo]);

  if (opening || (needsUser && user === undefined)) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner size="lg" label="Opening your project..." showLabel />
      </div>
    );
  }
  return children;
}
