import { type ReactNode, useState } from "react";
import { TextField } from "../../../components/ui/field";

export interface InchesFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The value in the plan; shown whenever the user is not typing. */
  value: number;
  /** The typed text on blur; the caller applies the domain rule (defaults, clamping, adjustment). */
  onCommit(raw: string): void;
  /** Every keystroke, and null once committed, for callers that redraw while the user types. */
  onDraftChange?(raw: string | null): void;
  disabled?: boolean;
  className?: string;
}

/**
 * An inches input that keeps the user's own text while typing and hands it over only on blur, so a
 * half-typed "1" of "120" is never clamped under the user's fingers. Enter commits too.
 */
export function InchesField({ label, hint, value, onCommit, onDraftChange, disabled, className }: InchesFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const change = (raw: string | null) => {
    setDraft(raw);
    onDraftChange?.(raw);
  };
  return (
    <TextField
      label={label}
      hint={hint}
      suffix="in"
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      className={className}
      value={draft ?? (Number.isFinite(value) ? String(value) : "")}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        if (draft === null) return;
        onCommit(draft);
        change(null);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
}
