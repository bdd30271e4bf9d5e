import type { ReactNode } from "react";
import { cn } from "../../components/ui/cn";
import { dateTimeFormat } from "./mail-format";

/** A moment as the dashboard writes it ("Nov 24, 2026, 3:04 PM"), machine-readable too. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTimeFormat.format(new Date(iso))}</time>;
}

/** One labelled value of a mail's row: label and value side by side, wrapping within a phone's width. */
export function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid min-w-0 grid-cols-[6rem_1fr] gap-x-2", wide && "sm:col-span-2")}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The mail server's last refusal, across the row's full width; nothing while there was none. */
export function LastError({ label, error }: { label: string; error: string | null }) {
  return error ? (
    <Field label={label} wide>
      <span className="text-red-900">{error}</span>
    </Field>
  ) : null;
}
