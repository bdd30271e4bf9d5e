import { useEffect } from "react";
import { SITE_NAME } from "./site";

/** Formats a page title as "Page · Outdoor Kitchen Planner"; no argument gives the bare product name. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title while the calling page is mounted; every routed page calls it once. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
