import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "./cn";

/** The hint and error ids a control is described by, and its invalid state while there is an error. */
function describedBy(id: string, hint: ReactNode, error: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

/** What a required field says after its label; the control's own required attribute tells screen readers. */
export function RequiredMark() {
  return (
    <span className="ml-1 text-xs font-normal text-stone-600" aria-hidden="true">
      (required)
    </span>
  );
}

/** The hint and the error under a control, with the ids `describedBy` points at. */
function HintAndError({ id, hint, error }: { id: string; hint: ReactNode; error: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const control =
  "block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-60 aria-invalid:border-red-600";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Text after the input, such as the unit ("in", "$"). */
  suffix?: ReactNode;
  id?: string;
  /** The input itself (a form library's registration, a focus). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function TextField({ label, hint, error, suffix, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <div className="flex flex-wrap items-baseline">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        {props.required ? <RequiredMark /> : null}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          className={control}
          {...describedBy(inputId, hint, error)}
          {...props}
        />
        {suffix ? <span className="text-sm text-stone-600">{suffix}</span> : null}
      </div>
      <HintAndError id={inputId} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled, vertically resizable text area with an optional hint and error, tied to it as in TextField. */
export function TextAreaField({ label, hint, error, id, className, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={areaId} className="text-sm font-medium text-stone-900">
        {label}
      </label>
      <textarea
        id={areaId}
        className="block min-h-40 w-full resize-y rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 aria-invalid:border-red-600"
        {...describedBy(areaId, hint, error)}
        {...props}
      />
      <HintAndError id={areaId} hint={hint} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  id?: string;
}

/**
 * A labelled native select: the best keyboard and phone behaviour for a short list. Its hint and error are
 * tied to it for screen readers, as in TextField.
 */
export function SelectField({ label, hint, error, options, placeholder, id, className, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <div className="flex flex-wrap items-baseline">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        {props.required ? <RequiredMark /> : null}
      </div>
      <select id={selectId} className={control} {...describedBy(selectId, hint, error)} {...props}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError id={selectId} hint={hint} error={error} />
    </div>
  );
}
