import { Box, Map as MapIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import type { PlannerData } from "../../../../domain/planner/schema";
import { cn } from "../../../components/ui/cn";
import { preloadSceneView, SceneView } from "./scene-view";

type PreviewViewId = "plan" | "3d";

const VIEWS: ReadonlyArray<{ id: PreviewViewId; label: string; icon: ReactNode }> = [
  { id: "plan", label: "Plan", icon: <MapIcon className="size-4" aria-hidden="true" /> },
  { id: "3d", label: "3D view", icon: <Box className="size-4" aria-hidden="true" /> },
];

/**
 * The design preview's two views as tabs: the plan drawn to scale (first, as the homeowner arranges the
 * appliances on it) and the island in 3D. The 3D view's code loads when its tab is first chosen (a pointer over
 * the tab starts it a moment early); where it cannot be drawn, its tab explains and shows the plan.
 */
export function PreviewViews({ data, plan }: { data: PlannerData; plan: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState<PreviewViewId>("plan");
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // the arrow keys move between the tabs, as in every tab list (WAI-ARIA Authoring Practices)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to = event.key === "Home" ? 0 : event.key === "End" ? VIEWS.length - 1 : (index + step + VIEWS.length) % VIEWS.length;
    if (step === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    setShown(VIEWS[to]!.id);
    tabs.current[to]?.focus();
  };

  return (
    <div className="grid gap-3">
      <div role="tablist" aria-label="Show the design as" className="inline-flex w-fit gap-1 rounded-lg bg-stone-100 p-1">
        {VIEWS.map((view, index) => {
          const selected = view.id === shown;
          return (
            <button
              key={view.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${view.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setShown(view.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerEnter={view.id === "3d" ? preloadSceneView : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors sm:min-h-9",
                selected ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
              )}
            >
              {view.icon}
              {view.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${shown}`}>
        {shown === "plan" ? plan : <SceneView data={data} fallback={plan} />}
      </div>
    </div>
  );
}
