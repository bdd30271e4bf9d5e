import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { clientPathOf } from "../../../domain/site/site-settings";
import { trackEvent } from "../../lib/analytics/track-event";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const MAIN_CONTENT_ID = "main-content";

/**
 * Layout of every route: skip link, header, main landmark, footer. It stays mounted across route changes;
 * on each change it scrolls to the top and moves focus to <main>, so keyboard and screen-reader users
 * start reading the new page instead of staying on the link they used.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(location);

  // docs/product/accounts-and-commerce.md: every route change is reported to analytics (the first page too); a
  // page with a parameter by its route, so a contractor's private link ("/bids/:token") never reaches a report
  useEffect(() => {
    trackEvent("page_view", { path: clientPathOf(location) ?? location });
  }, [location]);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-stone-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold and a page that loads on demand never
          pushes a visible footer down (a layout shift). */}
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
