import type { ReactNode } from "react";
import { cn } from "./cn";

export interface NumberedStep {
  title: string;
  body: ReactNode;
}

/** A short ordered list of things to do, each a numbered bold title and its sentence ("Get bids. Send it..."). */
export function NumberedSteps({ steps, compact = false }: { steps: readonly NumberedStep[]; compact?: boolean }) {
  return (
    <ol className={cn("grid", compact ? "gap-2 text-sm text-stone-700" : "gap-3 text-stone-700")}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cn(
              "grid shrink-0 place-items-center rounded-full font-semibold text-ember-800",
              compact ? "size-6 bg-white text-xs ring-1 ring-ember-200" : "size-7 bg-ember-100 text-sm",
            )}
          >
            {index + 1}
          </span>
          <p>
            <span className="font-semibold text-stone-900">{step.title}.</span> {step.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
