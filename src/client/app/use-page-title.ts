import { useContext, useEffect } from "react";
import { PageHeadCollector } from "./build-time-state";
import { SITE_NAME } from "./site";

/** The description of a page that does not give its own (also the one in index.html). */
export const DEFAULT_DESCRIPTION =
  "Plan your outdoor kitchen step by step: choose appliances, materials and shape, get a budget estimate and a contractor-ready Statement of Work (SOW).";

/** Formats a page title as "Page · Outdoor Kitchen Planner"; no argument gives the bare product name. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Sets document.title, and the page's meta description (search results and link previews), while the calling
 * page is mounted; every routed page calls it once.
 */
export function usePageTitle(page?: string, description: string = DEFAULT_DESCRIPTION): void {
  // drawn at build time: the page's HTML head gets them (no effect runs there)
  const head = useContext(PageHeadCollector);
  if (head) {
    head.title = formatPageTitle(page);
    head.description = description;
  }
  useEffect(() => {
    document.title = formatPageTitle(page);
    setDescription(description);
  }, [page, description]);
}
