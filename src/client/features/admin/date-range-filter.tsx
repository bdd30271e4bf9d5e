import { X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import type { FieldErrors } from "../../lib/form-errors";
import { ADMIN_TEXTS } from "./texts";

/** The two dates as typed: "" or YYYY-MM-DD (what a date input holds). */
export type DateInputs = { from: string; to: string };

export const FROM_INPUT_ID = "admin-range-from";

/**
 * From and To of the dashboard's period. Each input's min/max keeps the calendar from offering a To before
 * From; a typed one is refused with the message by the field. Clear appears once a date is set.
 */
export function DateRangeFilter({
  value,
  errors,
  onChange,
  onClear,
}: {
  value: DateInputs;
  errors: FieldErrors;
  onChange(next: DateInputs): void;
  onClear(): void;
}) {
  // announced as it appears: the field keeps focus while the date is typed
  const announced = (message: string | undefined) => (message ? <span role="alert">{message}</span> : undefined);
  return (
    <fieldset className="grid w-full min-w-0 gap-3 sm:w-auto">
      <legend className="mb-2 text-sm font-semibold text-stone-900">{ADMIN_TEXTS.dateRange}</legend>
      <div className="grid grid-cols-1 items-start gap-3 min-[400px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-start">
        <TextField
          id={FROM_INPUT_ID}
          type="date"
          name="from"
          label={ADMIN_TEXTS.from}
          className="sm:w-44"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
          error={announced(errors.from)}
        />
        <TextField
          type="date"
          name="to"
          label={ADMIN_TEXTS.to}
          className="sm:w-44"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
          error={announced(errors.to)}
        />
        {value.from || value.to ? (
          <Button variant="ghost" className="self-start sm:mt-7" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {ADMIN_TEXTS.clear}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
