import { CheckCircle2, CloudOff, RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../../app/site";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import type { ProjectSaveState } from "../../project-save";

/** docs/product/planner-wizard.md section 2.2: once saved, step 9 says "Project saved" with the project's id. */
export function ProjectStatus({ state, onRetry }: { state: ProjectSaveState; onRetry(): void }) {
  switch (state.status) {
    case "idle":
      return null;
    case "saving":
      return <Spinner label="Saving your project..." showLabel size="sm" />;
    case "saved":
      return (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700" aria-live="polite">
          <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>
            <span className="font-semibold text-stone-900">Project saved</span> as {state.name} (#{state.projectId}).
          </span>
          <Link href={paths.projects} className="font-medium text-ember-700 underline underline-offset-2">
            My projects
          </Link>
        </p>
      );
    case "failed":
      return (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1">Your project is not saved yet. Your plan is kept in this browser.</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
  }
}
