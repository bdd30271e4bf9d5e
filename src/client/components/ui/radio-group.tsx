import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { cn } from "./cn";
import { RequiredMark } from "./field";

const ARROW_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/**
 * For a radio group's root: an arrow key chooses the option it moves to, every time. Radix chooses it only
 * while the key is still held when focus arrives, so a quick press (or a key sent by assistive technology)
 * could move focus without choosing. This runs after Radix has moved focus and chooses the focused option.
 */
export function chooseOnArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  if (!ARROW_KEYS.includes(event.key) || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const root = event.currentTarget;
  setTimeout(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.contains(focused) && focused.getAttribute("aria-checked") === "false") {
      focused.click();
    }
  });
}

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The question; rendered as the group's accessible name. */
  legend: ReactNode;
  value: V | "";
  onValueChange(value: V): void;
  options: ReadonlyArray<RadioOption<V>>;
  orientation?: "horizontal" | "vertical";
  /** "cards" draws each option as a bordered card (good for 2-3 big choices on a phone). */
  variant?: "plain" | "cards";
  className?: string;
  hideLegend?: boolean;
  /** The question must be answered: "(required)" after it, and aria-required on the group. */
  required?: boolean;
  /** The group's id (its options' are "<id>-<value>"), for a link or a focus to reach it. */
  id?: string;
  /** A complaint about the answer, shown under the options and tied to the group for screen readers. */
  error?: ReactNode;
}

/** A labelled radio group (Radix): arrow keys move between options, one tab stop. */
export function RadioGroup<V extends string>({
  legend,
  value,
  onValueChange,
  options,
  orientation = "vertical",
  variant = "plain",
  className,
  hideLegend,
  required,
  id: givenId,
  error,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={cn("grid gap-2", className)}>
      <div className={cn("flex flex-wrap items-baseline", hideLegend && "sr-only")}>
        <div id={`${id}-legend`} className="text-sm font-semibold text-stone-900">
          {legend}
        </div>
        {required ? <RequiredMark /> : null}
      </div>
      {/* no orientation for Radix: every arrow key moves through the options, whichever way they are laid out */}
      <RadioGroupPrimitive.Root
        id={givenId}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        value={value}
        onValueChange={(v) => onValueChange(v as V)}
        onKeyDown={chooseOnArrowKeys}
        className={cn(
          "grid gap-2",
          orientation === "horizontal" && "sm:grid-flow-col sm:auto-cols-fr",
        )}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                "flex cursor-pointer items-start gap-3",
                variant === "cards" &&
                  "rounded-xl border border-stone-300 bg-white p-3 has-[[data-state=checked]]:border-ember-600 has-[[data-state=checked]]:bg-ember-50 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-ember-600",
                option.disabled && "cursor-not-allowed opacity-50",
              )}
            >
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-stone-400 bg-white data-[state=checked]:border-ember-600"
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-ember-600" />
              </RadioGroupPrimitive.Item>
              <span className="grid gap-0.5">
                <span className="text-sm font-medium text-stone-900">{option.label}</span>
                {option.description ? <span className="text-sm text-stone-600">{option.description}</span> : null}
              </span>
            </label>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
