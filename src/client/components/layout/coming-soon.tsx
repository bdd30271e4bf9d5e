import type { ReactNode } from "react";
import { Link, useRoute } from "wouter";
import { paths } from "../../app/site";
import { usePageTitle } from "../../app/use-page-title";
import { buttonClasses } from "../ui/button";

/** Placeholder body for a route whose screen is not built yet. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const [onPlanner] = useRoute(paths.planner);
  return (
    <section aria-labelledby="page-heading" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="mb-3 text-sm font-semibold tracking-wide text-ember-700 uppercase">Coming soon</p>
      <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-pretty text-stone-600">{children}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={paths.home} className={buttonClasses({ variant: "secondary" })}>
          Back to Home
        </Link>
        {onPlanner ? null : (
          <Link href={paths.planner} className={buttonClasses()}>
            Start Planning
          </Link>
        )}
      </div>
    </section>
  );
}
