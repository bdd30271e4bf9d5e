import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SHAPE_AUTO_ADVANCE_MS } from "../../../../app/ui-constants";
import type { KitchenShape } from "../../../../../domain/planner/model";
import { cn } from "../../../../components/ui/cn";
import { usePlanner } from "../../planner-store";
import { ShapeArt } from "./shape-art";
import { StepLayout } from "../step-layout";

/** The product's three shapes, in its order, with what each is good for. */
const SHAPE_OPTIONS: ReadonlyArray<{ shape: KitchenShape; name: string; bestFor: string }> = [
  { shape: "l-shaped", name: "L-Shaped", bestFor: "Corner installs, maximizes counter space" },
  { shape: "u-shaped", name: "U-Shaped", bestFor: "Entertaining, gathering space" },
  { shape: "rectangular", name: "Rectangular", bestFor: "Classic linear" },
];

export function ShapeStep() {
  const { data, update, next } = usePlanner();
  const [justChosen, setJustChosen] = useState<KitchenShape | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Leaving the step (Previous, or the advance itself) must not fire a pending advance later.
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (shape: KitchenShape) => {
    update((d) => ({ ...d, shape }));
    setJustChosen(shape);
    clearTimeout(timer.current);
    timer.current = setTimeout(next, SHAPE_AUTO_ADVANCE_MS);
  };

  const chosenName = SHAPE_OPTIONS.find((o) => o.shape === justChosen)?.name;

  return (
    <StepLayout
      title="Choose Your Shape"
      intro="Pick the layout of your island. You will set its size limits and dimensions in the next two steps."
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {SHAPE_OPTIONS.map((option) => {
          const selected = data.shape === option.shape;
          return (
            <li key={option.shape}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => choose(option.shape)}
                className={cn(
                  "group relative flex h-full w-full items-center gap-4 rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors sm:flex-col sm:items-start sm:p-5",
                  selected
                    ? "border-ember-600 bg-ember-50 ring-1 ring-ember-600"
                    : "border-stone-200 hover:border-stone-400 hover:bg-stone-50",
                )}
              >
                <span
                  className={cn(
                    "w-24 shrink-0 rounded-xl p-2 sm:w-full sm:p-4",
                    selected ? "bg-white text-ember-700" : "bg-stone-50 text-stone-600 group-hover:text-stone-800",
                  )}
                >
                  <ShapeArt shape={option.shape} />
                </span>
                <span className="grid gap-1">
                  <span className="text-lg font-semibold text-stone-900">{option.name}</span>
                  <span className="text-sm text-stone-600">{option.bestFor}</span>
                </span>
                {selected ? (
                  <span className="absolute top-3 right-3 flex size-6 items-center justify-center rounded-full bg-ember-600 text-white">
                    <Check className="size-4" aria-hidden="true" strokeWidth={3} />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 text-sm text-stone-600">
        {chosenName ? `${chosenName} selected. Moving on to your size constraints…` : ""}
      </p>
    </StepLayout>
  );
}
