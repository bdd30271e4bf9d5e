import type { ReactNode, Ref } from "react";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/spinner";

/** The frame of a content page: its h1 (the target of aria-labelledby), an optional intro, then the page. */
export function PageSection({
  title,
  intro,
  children,
  headingRef,
  className,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** For moving focus to the heading after the content it introduced went away. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  /** The site's full width instead of a text column (a page with a wide table). */
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby="page-heading"
      className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-14", wide ? "max-w-6xl" : "max-w-3xl", className)}
    >
      <h1
        id="page-heading"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-3xl font-bold tracking-tight text-balance text-stone-900 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {intro ? <div className="mt-3 text-lg text-pretty text-stone-600">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** A centred spinner with its words visible, for a page that is still asking the server. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
