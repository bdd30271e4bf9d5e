import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { chooseOnArrowKeys } from "../../../../components/ui/radio-group";
import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../../components/ui/cn";
import type { FinishLook } from "../../../../../domain/planner/finishes";
import { FinishSwatch } from "./finish-swatch";

export interface MaterialCardOption<V extends string> {
  value: V;
  name: string;
  /** The price line: "$25 per sq ft" or a range. */
  price: string;
  badge: string;
  note?: string;
  /** How the finish looks: a swatch at the top of its card. */
  look: FinishLook;
}

/**
 * One material group: a heading with its Required / Selected badge and a grid of cards that behave as a
 * radio group (one tab stop, arrow keys move and choose).
 */
export function MaterialCardGrid<V extends string>({
  title,
  description,
  value,
  options,
  onValueChange,
}: {
  title: string;
  description: string;
  value: V | "";
  options: ReadonlyArray<MaterialCardOption<V>>;
  onValueChange(value: V): void;
}) {
  const id = useId();
  const chosen = value !== "";
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="grid gap-0.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
            {title}
          </h3>
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
              chosen ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900",
            )}
          >
            {chosen ? <Check className="size-3.5" aria-hidden="true" strokeWidth={3} /> : null}
            {chosen ? "Selected" : "Required"}
          </span>
        </div>
        <p className="text-sm text-stone-600">{description}</p>
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={`${id}-title`}
        value={value}
        onValueChange={(v) => onValueChange(v as V)}
        onKeyDown={chooseOnArrowKeys}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {options.map((option) => (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            aria-label={option.name}
            aria-describedby={`${id}-${option.value}-details`}
            className="group relative flex h-full flex-col items-start gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-stone-300 data-[state=checked]:border-ember-600 data-[state=checked]:bg-ember-50 data-[state=checked]:ring-1 data-[state=checked]:ring-ember-600"
          >
            <FinishSwatch look={option.look} />
            <span aria-hidden="true" className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 group-data-[state=checked]:bg-white">
              {option.badge}
            </span>
            <span className="pr-6 font-semibold text-stone-900">{option.name}</span>
            <span id={`${id}-${option.value}-details`} className="grid gap-0.5">
              <span className="text-sm font-medium text-stone-800 tabular-nums">{option.price}</span>
              {option.note ? <span className="text-xs text-stone-600">{option.note}</span> : null}
              <span className="sr-only">{option.badge}</span>
            </span>
            <span
              aria-hidden="true"
              className="absolute top-3 right-3 flex size-5 items-center justify-center rounded-full border border-stone-300 bg-white group-data-[state=checked]:border-ember-600 group-data-[state=checked]:bg-ember-600 group-data-[state=checked]:text-white"
            >
              <Check className="hidden size-3.5 group-data-[state=checked]:block" strokeWidth={3} />
            </span>
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </section>
  );
}
