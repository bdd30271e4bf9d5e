import type { MouseEvent, ReactNode } from "react";
import { useEffect } from "react";
import { Link } from "wouter";
import { toIsoDate } from "../../../domain/common/format";
import { postalAddress, SITE } from "../../../domain/site/site-settings";
import { paths } from "../../app/site";
import { LegalReturnLink, useLegalReturn } from "./legal-return";

/** One numbered section of a legal text; `subsections` are listed under it in the table of contents. */
export type LegalSection = {
  id: string;
  title: string;
  body: ReactNode;
  subsections?: ReadonlyArray<{ id: string; title: string }>;
};

/** Text links inside a legal text. */
export const legalLinkClasses =
  "rounded font-semibold text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800 hover:decoration-ember-600";

/**
 * Readable running text: about 75 characters a line at most, spaced paragraphs and lists. The content of
 * each section is plain <p>, <ul>, <ol> and <h3>.
 */
const proseClasses =
  "max-w-[44rem] text-base leading-7 text-pretty text-stone-700 " +
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_li]:pl-1 [&_li>ul]:mt-2 [&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 [&_h3]:focus:outline-none " +
  "[&_strong]:font-semibold [&_strong]:text-stone-900";

/** "January 25, 2025" -> "2025-01-25" for <time>; undefined when the text is not a date. */
function machineDate(text: string): string | undefined {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  return toIsoDate(date);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to a heading of this page and gives it focus, so reading (and Tab) continues from there. */
function showHeading(id: string, smooth: boolean): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (typeof target.scrollIntoView === "function") {
    target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto", block: "start" });
  }
  target.focus({ preventScroll: true });
  return true;
}

const contentsLinkClasses =
  "flex gap-1 rounded py-1 text-stone-700 hover:text-ember-700 hover:underline hover:underline-offset-2";

/**
 * A link to a section of this page (the table of contents, or a reference in the text). It moves there
 * without adding a history entry, so "Back to Login" (which goes back in history) still returns to the login
 * page after the visitor used it.
 */
export function SectionLink({
  id,
  className = legalLinkClasses,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!showHeading(id, true)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", `#${id}`);
  }
  return (
    <a
      href={`#${id}`}
      onClick={onClick} className={className}>
      {children}
    </a>
  );
}

function TableOfContents({ sections }: { sections: ReadonlyArray<LegalSection> }) {
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:-m-2 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-2 lg:shadow-none"
    >
      <h2 id="legal-contents-heading" className="text-sm font-semibold tracking-wide text-stone-900 uppercase">
        On this page
      </h2>
      <ol className="mt-3 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {sections.map((section, index) => (
          <li key={section.id}>
            <SectionLink id={section.id} className={contentsLinkClasses}>
              <span className="w-6 shrink-0 text-stone-500 tabular-nums">{index + 1}.</span>{" "}
              <span>{section.title}</span>
            </SectionLink>
            {section.subsections?.length ? (
              <ul className="ml-7 grid gap-0.5">
                {section.subsections.map((sub) => (
                  <li key={sub.id}>
                    <SectionLink id={sub.id} className={contentsLinkClasses}>
                      {sub.title}
                    </SectionLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Opening the page at one of its sections (a shared link such as /privacy-policy#cookies) shows it. */
function useInitialHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) showHeading(id, false);
  }, []);
}

/**
 * The frame of the terms and the privacy policy: back button, title, the product's date, an introduction, a
 * table of contents with anchor links, the numbered sections and a back button at the end.
 */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: ReadonlyArray<LegalSection>;
}) {
  useInitialHash();
  return (
    <section aria-labelledby="page-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <LegalReturnLink position="top" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-14">
        <header className="lg:col-start-2">
          <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm font-medium text-stone-600">
            Last updated <time dateTime={machineDate(SITE.legalUpdated)}>{SITE.legalUpdated}</time>
          </p>
          <div className="mt-5 max-w-[44rem] text-lg leading-8 text-pretty text-stone-700">{intro}</div>
        </header>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start lg:sticky lg:top-24">
          <TableOfContents sections={sections} />
        </div>
        <div className="lg:col-start-2">
          <div className={proseClasses}>
            {sections.map((section, index) => (
              <section key={section.id} className="border-t border-stone-200 pt-8 pb-2 first:border-t-0 first:pt-0">
                <h2
                  id={section.id}
                  tabIndex={-1}
                  className="scroll-mt-24 text-2xl font-semibold tracking-tight text-stone-900 focus:outline-none"
                >
                  <span className="text-stone-500 tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </div>
          <div className="mt-12 flex flex-col items-start gap-4 border-t border-stone-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <LegalReturnLink position="bottom" />
            <p className="text-sm text-stone-600">
              Questions?{" "}
              <Link href={paths.contact} className={legalLinkClasses}>
                Contact us
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A link to the other legal text that keeps ?returnTo=login and, from the login page, replaces this page in
 * history, so the back button there still returns to the login page. */
export function LegalPageLink({ to, children }: { to: "terms" | "privacy"; children: ReactNode }) {
  const back = useLegalReturn();
  return (
    <Link href={`${paths[to]}${back.query}`} replace={back.fromLogin} className={legalLinkClasses}>
      {children}
    </Link>
  );
}

/** The company's e-mail, phone and postal address, from the site settings. */
export function ContactDetails() {
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      <dt className="font-semibold text-stone-900">E-mail</dt>
      <dd className="mb-2 sm:mb-0">
        <a href={`mailto:${SITE.supportEmail}`} className={`${legalLinkClasses} [overflow-wrap:anywhere]`}>
          {SITE.supportEmail}
        </a>
      </dd>
      <dt className="font-semibold text-stone-900">Phone</dt>
      <dd className="mb-2 sm:mb-0">
        <a href={`tel:+1${SITE.supportPhone.replace(/\D/g, "")}`} className={legalLinkClasses}>
          {SITE.supportPhone}
        </a>{" "}
        ({SITE.supportHours})
      </dd>
      <dt className="font-semibold text-stone-900">Mail</dt>
      <dd>
        {SITE.legalName}
        <br />
        {postalAddress()}
      </dd>
    </dl>
  );
}
