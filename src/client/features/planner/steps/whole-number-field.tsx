import { type ReactNode, useEffect, useRef, useState } from "react";
import { formatQuantity } from "../../../../domain/common/format";
import { TextField } from "../../../components/ui/field";

export interface WholeNumberFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The value in the plan; undefined when the owner left it out. */
  value: number | undefined;
  min: number;
  max: number;
  /** The unit after the field and in the message ("ft", "BTU/h"). */
  unit: string;
  /** A valid whole number as it is typed, or undefined once the field is emptied. */
  onChange(value: number | undefined): void;
  /** What the plan goes on using while the typed text is not valid ("50 ft assumed"). */
  keeps?(value: number | undefined): string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** The text as a whole number within the bounds, undefined for an empty field, or null when it is neither. */
export function parseWholeNumber(raw: string, min: number, max: number): number | undefined | null {
  const text = raw.trim().replace(/,/g, "");
  if (text === "") return undefined;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * A whole-number input that hands each valid value over as it is typed, so the results beside it follow the
 * owner's typing. Text that is not a whole number within the bounds stays in the field with a message naming
 * the limits, and the plan keeps its last valid value (the message says which): nothing is changed silently.
 */
export function WholeNumberField({
  label,
  hint,
  value,
  min,
  max,
  unit,
  onChange,
  keeps,
  placeholder,
  disabled,
  className,
}: WholeNumberFieldProps) {
  const [draft, setDraft] = useState(value === undefined ? "" : String(value));
  const parsed = parseWholeNumber(draft, min, max);
  // a value set elsewhere (cleared by "Not sure", or the plan replaced) shows in the field
  const own = useRef(value);
  useEffect(() => {
    if (value === own.current) return;
    own.current = value;
    setDraft(value === undefined ? "" : String(value));
  }, [value]);
  // a disabled field is empty: whatever was typed, valid or not, is gone with it
  useEffect(() => {
    if (disabled) setDraft("");
  }, [disabled]);
  const error =
    parsed === null && !disabled
      ? `Enter a whole number from ${formatQuantity(min)} to ${formatQuantity(max)} ${unit}.${keeps ? ` Until then ${keeps(value)}.` : ""}`
      : undefined;
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      suffix={unit}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      className={className}
      value={draft}
      onChange={(e) => {
        const raw = e.target.value;
        setDraft(raw);
        const next = parseWholeNumber(raw, min, max);
        if (next === null || next === value) return;
        own.current = next;
        onChange(next);
      }}
    />
  );
}
