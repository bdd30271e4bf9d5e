import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import {
  Archive,
  Check,
  ChefHat,
  CircleDot,
  Cloud,
  Droplets,
  Flame,
  Layers,
  type LucideIcon,
  Microwave,
  Pencil,
  Pizza,
  Refrigerator,
  Snowflake,
  Square,
  Trash2,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { formatInches, formatQuantity, formatUsd } from "../../../../../domain/common/format";
import type { CatalogueAppliance } from "../../../../../domain/planner/catalogue";
import { applianceWidthIn } from "../../../../../domain/planner/geometry";
import { appliancePrice, applyCustomPrice, hasCustomPrice, selectApplianceSize } from "../../../../../domain/planner/model";
import type { ApplianceItem } from "../../../../../domain/planner/schema";
import { isGasCapable, typicalBtuPerHour } from "../../../../../domain/utility-runs/appliance-ratings";
import { APPLIANCE_FUEL_LABELS, APPLIANCE_FUELS, type ApplianceFuel, BTU_PER_HOUR_BOUNDS } from "../../../../../domain/utility-runs/site";
import { Button, buttonClasses } from "../../../../components/ui/button";
import { cn } from "../../../../components/ui/cn";
import { SelectField } from "../../../../components/ui/field";
import { chooseOnArrowKeys } from "../../../../components/ui/radio-group";
import { WholeNumberField } from "../whole-number-field";

// Keyed by the catalogue's icon names, so the catalogue stays the one place that picks an item's icon.
const ICONS: Record<string, LucideIcon> = {
  flame: Flame,
  microwave: Microwave,
  square: Square,
  "circle-dot": CircleDot,
  pizza: Pizza,
  cloud: Cloud,
  refrigerator: Refrigerator,
  "trash-2": Trash2,
  archive: Archive,
  layers: Layers,
  droplets: Droplets,
  snowflake: Snowflake,
};

export interface ApplianceCardProps {
  entry: CatalogueAppliance;
  /** The plan's item when the appliance is selected. */
  item: ApplianceItem | undefined;
  editing: boolean;
  onToggle(): void;
  onEdit(): void;
  onCloseEdit(): void;
  onChange(item: ApplianceItem): void;
  /** Extra choices shown under a selected card (the sink type). */
  children?: ReactNode;
}

/** One catalogue appliance: a checkbox card that, once selected, can be resized and repriced. */
export function ApplianceCard({ entry, item, editing, onToggle, onEdit, onCloseEdit, onChange, children }: ApplianceCardProps) {
  const id = useId();
  const selected = item !== undefined;
  const Icon = ICONS[entry.icon] ?? ChefHat;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    // Closing the editor would otherwise drop focus to the page: hand it back to the Edit button.
    if (wasEditing.current && !editing && selected) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, selected]);

  const width = item ? applianceWidthIn(item) : entry.width;
  const price = item ? appliancePrice(item) : entry.price;
  const dimensions = item?.dimensions ?? entry.dimensions;

  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border bg-white shadow-sm transition-colors",
        selected ? "border-ember-600 ring-1 ring-ember-600" : "border-stone-200 hover:border-stone-300",
      )}
    >
      <label htmlFor={`${id}-check`} className="flex cursor-pointer items-start gap-3 p-4">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-11 shrink-0 items-center justify-center rounded-xl",
            selected ? "bg-ember-600 text-white" : "bg-ember-50 text-ember-700",
          )}
        >
          <Icon className="size-5" />
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex items-start justify-between gap-2">
            <span id={`${id}-name`} className="font-semibold text-stone-900">
              {entry.name}
            </span>
            <CheckboxPrimitive.Root
              id={`${id}-check`}
              checked={selected}
              onCheckedChange={onToggle}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-details`}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-ember-600 data-[state=checked]:bg-ember-600 data-[state=checked]:text-white"
            >
              <CheckboxPrimitive.Indicator>
                <Check className="size-4" aria-hidden="true" strokeWidth={3} />
              </CheckboxPrimitive.Indicator>
            </CheckboxPrimitive.Root>
          </span>
          <span id={`${id}-details`} className="grid gap-1">
            <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="text-stone-600">{dimensions}</span>
              <span aria-hidden="true" className="text-stone-400">
                ·
              </span>
              <span className="font-semibold text-stone-900 tabular-nums">{formatUsd(price)}</span>
              {item && hasCustomPrice(item) ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Custom price</span>
              ) : null}
            </span>
            <span className="text-sm text-stone-600">{entry.description}</span>
          </span>
        </span>
      </label>

      {selected && (children || entry.editable) ? (
        <div className="mt-auto grid gap-4 border-t border-stone-100 px-4 pt-3 pb-4">
          {children}
          {entry.editable && !editing ? (
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-stone-600">Size {formatInches(width)}</p>
              <button
                ref={editButton}
                type="button"
                className={buttonClasses({ variant: "secondary", size: "sm" })}
                onClick={onEdit}
                aria-label={`Edit ${entry.name}`}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </button>
            </div>
          ) : null}
          {editing && item ? <ApplianceEditor entry={entry} item={item} onChange={onChange} onClose={onCloseEdit} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function ApplianceEditor({
  entry,
  item,
  onChange,
  onClose,
}: {
  entry: CatalogueAppliance;
  item: ApplianceItem;
  onChange(item: ApplianceItem): void;
  onClose(): void;
}) {
  const id = useId();
  const sizes = item.sizesAvailable ?? entry.sizesAvailable;
  const basePrices = item.basePrices ?? entry.basePrices;
  const current = applianceWidthIn(item);
  const price = appliancePrice(item);
  const [draft, setDraft] = useState(String(price));

  // A size change resets the price to that size's base price; the field must follow it.
  useEffect(() => setDraft(String(price)), [price]);

  // The Edit button that opened the editor is gone: focus goes to the chosen size, the editor's first control,
  // rather than dropping to the page.
  const sizesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = sizesRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (chosen ?? sizesRef.current?.querySelector<HTMLElement>('[role="radio"]'))?.focus();
  }, []);

  const commitPrice = () => {
    const next = applyCustomPrice(item, draft);
    setDraft(String(appliancePrice(next)));
    onChange(next);
  };

  return (
    <div className="grid gap-4 rounded-xl bg-stone-50 p-3">
      <div className="grid gap-2">
        <p id={`${id}-size`} className="text-sm font-semibold text-stone-900">
          Size (width in inches)
        </p>
        <RadioGroupPrimitive.Root
          ref={sizesRef}
          aria-labelledby={`${id}-size`}
          value={String(current)}
          onValueChange={(value) => onChange(selectApplianceSize(item, Number(value)))}
          onKeyDown={chooseOnArrowKeys}
          className="grid grid-cols-3 gap-2"
        >
          {sizes.map((size) => {
            const sizePrice = basePrices[size] ?? entry.price;
            return (
              <RadioGroupPrimitive.Item
                key={size}
                value={String(size)}
                aria-label={`${size} inches, ${formatUsd(sizePrice)}`}
                className="grid justify-items-center gap-0.5 rounded-lg border border-stone-300 bg-white px-2 py-2 text-center hover:border-stone-400 data-[state=checked]:border-ember-600 data-[state=checked]:bg-ember-50 data-[state=checked]:ring-1 data-[state=checked]:ring-ember-600"
              >
                <span className="text-sm font-semibold text-stone-900">{formatInches(size)}</span>
                <span className="text-xs text-stone-600 tabular-nums">{formatUsd(sizePrice)}</span>
              </RadioGroupPrimitive.Item>
            );
          })}
        </RadioGroupPrimitive.Root>
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-price`} className="text-sm font-semibold text-stone-900">
          Custom price
        </label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-500">
            $
          </span>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitPrice}
            onKeyDown={(e) => {
              if (e.key === "Enter") commitPrice();
            }}
            aria-describedby={`${id}-price-hint`}
            className="block h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-7 text-base text-stone-900 shadow-sm tabular-nums"
          />
        </div>
        <p id={`${id}-price-hint`} className="text-sm text-stone-600">
          Whole dollars, if your quote differs from the list price.
        </p>
      </div>

      {isGasCapable(item.id) ? <GasRatingFields item={item} onChange={onChange} /> : null}

      <div className="flex gap-2">
        <Button size="sm" onClick={onClose}>
          Done
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

const SAME_AS_SITE = "site";

/**
 * A gas-capable appliance's rating and fuel (docs/product/site-and-utility-runs.md section 2): the rating
 * sizes the gas pipe in step 4. Left empty, the typical rating for the chosen size is used.
 */
function GasRatingFields({ item, onChange }: { item: ApplianceItem; onChange(item: ApplianceItem): void }) {
  const typical = typicalBtuPerHour(item);
  const without = (key: "btuPerHour" | "fuel"): ApplianceItem => {
    const next = { ...item };
    delete next[key];
    return next;
  };
  return (
    <div className="grid gap-4">
      <WholeNumberField
        label="Gas rating (BTU/h)"
        hint={`${formatQuantity(typical)} BTU/h is typical for this size; use the figure on your model's rating plate.`}
        placeholder={formatQuantity(typical)}
        value={item.btuPerHour}
        min={BTU_PER_HOUR_BOUNDS.min}
        max={BTU_PER_HOUR_BOUNDS.max}
        unit="BTU/h"
        keeps={(v) => `the plan uses ${formatQuantity(v ?? typical)} BTU/h`}
        onChange={(btuPerHour) => onChange(btuPerHour === undefined ? without("btuPerHour") : { ...item, btuPerHour })}
      />
      <SelectField
        label="Fuel"
        hint="The fuel you choose in step 4, unless this appliance burns another."
        value={item.fuel ?? SAME_AS_SITE}
        onChange={(e) => {
          const fuel = e.target.value;
          onChange(fuel === SAME_AS_SITE ? without("fuel") : { ...item, fuel: fuel as ApplianceFuel });
        }}
        options={[
          { value: SAME_AS_SITE, label: "The site's fuel" },
          ...APPLIANCE_FUELS.map((f) => ({ value: f, label: APPLIANCE_FUEL_LABELS[f] })),
        ]}
      />
    </div>
  );
}
