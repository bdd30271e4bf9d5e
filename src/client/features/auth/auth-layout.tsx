import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";

/** The frame of the account pages: one centred card with the page's h1, readable on a phone. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Quiet links under the card (back to login, switch mode). */
  footer?: ReactNode;
  /** The create-account form needs room for two columns. */
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby="page-heading"
      className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-16", wide ? "max-w-2xl" : "max-w-md")}
    >
      <Card className="p-6 sm:p-8">
        <h1 id="page-heading" className="text-[1.375rem] font-bold tracking-tight text-balance text-stone-900 sm:text-[1.75rem]">
          {title}
        </h1>
        {intro ? <div className="mt-2 text-pretty text-stone-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-stone-600">{footer}</div> : null}
    </section>
  );
}


/** Quiet link styling for text links inside the account pages. */
export const textLinkClasses =
  "rounded font-semibold text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800 hover:decoration-ember-600";

/** The full-width submit button of an account form, with a spinner and its own words while busy. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy ? (
        <>
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
