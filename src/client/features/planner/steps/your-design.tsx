import { ChevronDown, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { WIZARD_STEPS } from "../../../../domain/planner/wizard";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { PlanPreview } from "../plan-preview";
import { usePlanner } from "../planner-store";

/** The step where the island is sized and its appliances arranged. */
const DIMENSIONS_STEP = WIZARD_STEPS.find((s) => s.id === "dimensions")?.number ?? 7;

/** The width from which the design is shown open: the planner's desktop layout (Tailwind's `lg`). */
const OPEN_FROM = "(min-width: 64rem)";

function wideScreen(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(OPEN_FROM).matches;
}

export const YOUR_DESIGN_TEXTS = {
  title: "Your design",
  show: "Show your design",
  hide: "Hide your design",
  edit: "Change the design",
} as const;

/**
 * The design the later steps are about, read-only (docs/decisions/0040-live-3d-view.md): the plan to scale and,
 * on its tab, the island in 3D. A disclosure, open on a desktop and closed on a phone, so the step's own work
 * comes first there; the drawing (and the 3D view's code, on its tab) is made only once it is opened.
 */
export function YourDesign({ className }: { className?: string }) {
  const { data, goTo } = usePlanner();
  const [open, setOpen] = useState(wideScreen);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  return (
    <Card className={cn("grid gap-3 p-4 sm:p-6", className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {YOUR_DESIGN_TEXTS.title}
        </h3>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? YOUR_DESIGN_TEXTS.hide : YOUR_DESIGN_TEXTS.show}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
      <section id={panelId} aria-labelledby={titleId} hidden={!open} className="grid gap-3">
        {open ? (
          <>
            <PlanPreview data={data} />
            <div>
              <Button variant="ghost" size="sm" className="-ml-3" onClick={() => goTo(DIMENSIONS_STEP)}>
                <Pencil className="size-4" aria-hidden="true" />
                {YOUR_DESIGN_TEXTS.edit}
              </Button>
            </div>
          </>
        ) : null}
      </section>
    </Card>
  );
}
