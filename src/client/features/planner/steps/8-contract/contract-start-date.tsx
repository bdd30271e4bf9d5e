import * as Popover from "@radix-ui/react-popover";
import { CalendarDays } from "lucide-react";
import { type CSSProperties, useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { toIsoDate } from "../../../../../domain/common/format";
import { cn } from "../../../../components/ui/cn";

/** Reads a stored start date (a date, or a date-time from an older plan) as a local calendar day. */
function fromIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

// The calendar's stylesheet is not in a cascade layer, so it outranks Tailwind utilities; its own variables
// set inline are the reliable way to bring it into the ember palette.
const calendarTheme = {
  "--rdp-accent-color": "var(--color-ember-600)",
  "--rdp-accent-background-color": "var(--color-ember-50)",
  "--rdp-today-color": "var(--color-ember-700)",
  "--rdp-day-height": "42px",
  "--rdp-day-width": "42px",
  "--rdp-day_button-height": "40px",
  "--rdp-day_button-width": "40px",
} as CSSProperties;

export interface StartDateFieldProps {
  /** The stored start date, "YYYY-MM-DD" or "". */
  value: string;
  onChange(value: string): void;
  /** Shown under the field, e.g. when a saved date has slipped into the past. */
  error?: string | null;
}

/** The project start date: a button that opens a month calendar in which past days cannot be chosen. */
export function StartDateField({ value, onChange, error }: StartDateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = fromIsoDate(value);
  const today = startOfToday();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-900">
        Preferred start date
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          className={cn(
            "flex h-11 w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-base shadow-sm hover:bg-stone-50",
            error && "border-red-600",
          )}
        >
          <CalendarDays className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
          <span id={`${id}-value`} className={selected ? "text-stone-900" : "text-stone-500"}>
            {selected ? longDate.format(selected) : "Pick a date"}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Choose a start date"
            align="start"
            sideOffset={6}
            collisionPadding={12}
            // The calendar moves focus to the chosen day (or today) itself, which is where arrow keys start.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-40 rounded-2xl border border-stone-200 bg-white p-3 shadow-lg"
          >
            <DayPicker
              mode="single"
              autoFocus
              selected={selected}
              defaultMonth={selected && selected >= today ? selected : today}
              startMonth={today}
              disabled={{ before: today }}
              onSelect={(day) => {
                if (!day) return;
                onChange(toIsoDate(day));
                setOpen(false);
              }}
              // "Wednesday, November 25, 2026": the day's number as shown on the button is a word of its name
              labels={{
                labelDayButton: (date, modifiers) =>
                  `${modifiers.today ? "Today, " : ""}${longDate.format(date)}${modifiers.selected ? ", selected" : ""}`,
              }}
              style={calendarTheme}
              className="text-stone-900"
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p id={hintId} className="text-sm text-stone-600">
        Optional. Past dates can't be chosen.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
