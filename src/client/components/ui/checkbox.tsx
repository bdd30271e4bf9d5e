import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "./cn";

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A labelled checkbox (Radix): the whole label is the click target. */
export function Checkbox({ checked, onCheckedChange, label, description, disabled, id, className }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <CheckboxPrimitive.Root
        id={controlId}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-ember-600 data-[state=checked]:bg-ember-600 data-[state=checked]:text-white disabled:opacity-50"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4" aria-hidden="true" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid gap-0.5">
        <label htmlFor={controlId} className="text-sm font-medium text-stone-900 select-none">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-stone-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
