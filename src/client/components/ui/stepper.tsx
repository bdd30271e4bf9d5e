import { Minus, Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "./cn";

export interface StepperProps {
  label: ReactNode;
  value: number;
  /** Called with +1 or -1; the caller applies its own rule (wrap or clamp, from src/domain). */
  onStep(delta: 1 | -1): void;
  hint?: ReactNode;
  /** Accessible names of the two buttons, e.g. "Fewer outside outlets". */
  decrementLabel: string;
  incrementLabel: string;
  disabled?: boolean;
  className?: string;
}

/** A minus / value / plus control. The value is announced politely when it changes. */
export function Stepper({
  label,
  value,
  onStep,
  hint,
  decrementLabel,
  incrementLabel,
  disabled,
  className,
}: StepperProps) {
  const id = useId();
  const button =
    "flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:opacity-50";
  return (
    <fieldset className={cn("grid gap-1.5", className)} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-900">{label}</legend>
      <div className="flex items-center gap-3">
        <button type="button" className={button} aria-label={decrementLabel} disabled={disabled} onClick={() => onStep(-1)}>
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="min-w-10 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button type="button" className={button} aria-label={incrementLabel} disabled={disabled} onClick={() => onStep(1)}>
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
