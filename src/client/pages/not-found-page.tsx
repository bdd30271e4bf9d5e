import { Link } from "wouter";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { buttonClasses } from "../components/ui/button";

export const NOT_FOUND_DESCRIPTION =
  "This page does not exist. Go back to the home page or start planning your outdoor kitchen.";

/** Catch-all route. The wording is the product's (it comes from wouter's own example). */
export function NotFoundPage() {
  usePageTitle("404 Page Not Found", NOT_FOUND_DESCRIPTION);
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      {/* ember-600 keeps the large figure above 3:1 on the page background (5.5:1 on stone-50) */}
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-ember-600 sm:text-8xl">
        404
      </p>
      <h1 id="page-heading" className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        404 Page Not Found
      </h1>
      <p className="mt-3 text-stone-600">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className={buttonClasses()}>
          Back to Home
        </Link>
        <Link href={paths.planner} className={buttonClasses({ variant: "secondary" })}>
          Open the Planner
        </Link>
      </div>
    </section>
  );
}
