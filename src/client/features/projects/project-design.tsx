import { ChevronDown, RefreshCw, Shapes } from "lucide-react";
import { type ComponentType, useEffect, useId, useState } from "react";
import type { PlannerData } from "../../../domain/planner/schema";
import type { LoadOnce } from "../../app/load-once";
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

/** What draws a design: the planner's design preview, read-only. */
export type DesignPreview = ComponentType<{ data: PlannerData }>;

/** The preview's code, fetched when a design is first opened; undefined until it is here, null if it failed. */
function usePreviewCode(preview: LoadOnce<DesignPreview>, wanted: boolean, attempt: number): DesignPreview | null | undefined {
  const [code, setCode] = useState<{ Preview: DesignPreview } | null | undefined>(() => {
    const loaded = preview.loaded();
    return loaded ? { Preview: loaded } : undefined;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt after a failure asks again
  useEffect(() => {
    if (!wanted) return;
    const loaded = preview.loaded();
    if (loaded) {
      // another card fetched it meanwhile
      setCode((now) => now ?? { Preview: loaded });
      return;
    }
    let current = true;
    setCode(undefined);
    preview.load().then(
      (Preview) => current && setCode({ Preview }),
      () => current && setCode(null),
    );
    return () => {
      current = false;
    };
  }, [preview, wanted, attempt]);
  return code === null ? null : code?.Preview;
}

/**
 * A saved project's design on its card, behind a "View design" button (a disclosure). The list of projects
 * carries no plans, so the project and the preview's code are fetched when the button is first pressed, with a
 * spinner meanwhile, and a failure of either offers to try again.
 */
export function ProjectDesign({
  projectId,
  headingId,
  preview,
}: {
  projectId: number;
  /** The id of the project's heading: the button is named by its words and the project's name. */
  headingId: string;
  preview: LoadOnce<DesignPreview>;
}) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const project = useProject(projectId, { enabled: open });
  const Preview = usePreviewCode(preview, open, attempt);
  const id = useId();
  const buttonId = `${id}-design`;
  const panelId = `${id}-design-panel`;
  const failed = project.isError || Preview === null;
  const ready = project.data && Preview;

  function retry() {
    setAttempt((n) => n + 1);
    if (project.isError) void project.refetch();
  }

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
        aria-busy={open && !ready && !failed}
        className="border-b border-stone-200 pb-4"
      >
        {!open ? null : ready ? (
          <Preview data={project.data.plan} />
        ) : failed ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="font-semibold text-stone-900">
              {PROJECT_DESIGN_TEXTS.failed}
            </p>
            <Button variant="secondary" size="sm" disabled={project.isFetching} onClick={retry}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {PROJECT_DESIGN_TEXTS.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={PROJECT_DESIGN_TEXTS.loading} showLabel className="py-6" />
        )}
      </section>
    </div>
  );
}
