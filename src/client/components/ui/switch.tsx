import * as SwitchPrimitive from "@radix-ui/react-switch";
import { type ReactNode, useId } from "react";
import { cn } from "./cn";

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A labelled on/off switch (Radix). */
export function Switch({ checked, onCheckedChange, label, description, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn("flex items-center justify-between gap-4", className)}>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-stone-600">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-ember-600 disabled:opacity-50"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
    </div>
  );
}
