import { Link } from "wouter";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { buttonClasses } from "../components/ui/button";

/** Catch-all route. The wording is the seed's (it comes from wouter's own example). */
export function NotFoundPage() {
  usePageTitle("404 Page Not Found");
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-ember-200 sm:text-8xl">
        404
      </p>
      <h1 id="page-heading" className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        404 Page Not Found
      </h1>
      <p className="mt-3 text-stone-600">Did you forget to add the page to the router?</p>
      <Link href={paths.home} className={buttonClasses({ className: "mt-8" })}>
        Back to Home
      </Link>
    </section>
  );
}
