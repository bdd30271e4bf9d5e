import { ChevronDown, RefreshCw, Shapes } from "lucide-react";
import { type ReactNode, Suspense, useId, useState } from "react";
import type { PlannerData } from "../../../domain/planner/schema";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Spinner } from "../../components/ui/spinner";
import { useProject } from "./api";

export const PROJECT_DESIGN_TEXTS = {
  show: "View design",
  hide: "Hide design",
  loading: "Loading the design...",
  failed: "We couldn't load this design.",
  retry: "Try again",
} as const;

/**
 * A saved project's design on its card, behind a "View design" button (a disclosure). The list of projects
 * carries no plans, so the project's plan is fetched when the button is first pressed, with a spinner meanwhile;
 * `children` draws it (the page passes the planner's design preview, loaded with it).
 */
export function ProjectDesign({
  projectId,
  headingId,
  children,
}: {
  projectId: number;
  /** The id of the project's heading: the button is named by its words and the project's name. */
  headingId: string;
  children(plan: PlannerData): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const project = useProject(projectId, { enabled: open });
  const id = useId();
  const buttonId = `${id}-design`;
  const panelId = `${id}-design-panel`;
  const loading = <Spinner label={PROJECT_DESIGN_TEXTS.loading} showLabel className="py-6" />;
  return (
    <div className="grid gap-3">
      <div>
        <Button
          id={buttonId}
          aria-labelledby={`${buttonId} ${headingId}`}
          aria-expanded={open}
          aria-controls={panelId}
          variant="secondary"
          size="sm"
          onClick={() => setOpen((o) => !o)}
        >
          <Shapes className="size-4" aria-hidden="true" />
          {open ? PROJECT_DESIGN_TEXTS.hide : PROJECT_DESIGN_TEXTS.show}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
      <section
        id={panelId}
        aria-labelledby={headingId}
        hidden={!open}
        aria-busy={open && project.isPending}
        className="border-b border-stone-200 pb-4"
      >
        {!open ? null : project.data ? (
          <Suspense fallback={loading}>{children(project.data.plan)}</Suspense>
        ) : project.isError ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="font-semibold text-stone-900">
              {PROJECT_DESIGN_TEXTS.failed}
            </p>
            <Button variant="secondary" size="sm" disabled={project.isFetching} onClick={() => void project.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {PROJECT_DESIGN_TEXTS.retry}
            </Button>
          </div>
        ) : (
          loading
        )}
      </section>
    </div>
  );
}
