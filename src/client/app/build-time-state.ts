import { createContext, useContext } from "react";
import type { BrowserState } from "../../domain/site/page-variants";

/**
 * The browser state a page is drawn for when the build renders it to HTML (src/client/prerender.tsx); null in
 * the browser, where each part reads the state itself. A part whose first screen depends on the browser asks
 * here first, so the HTML drawn for a state is what the browser in that state draws on its first render.
 */
export const BuildTimeState = createContext<BrowserState | null>(null);

/** The build's state while the page is drawn at build time, otherwise undefined: read the browser then. */
export function useBuildTimeState(): BrowserState | undefined {
  return useContext(BuildTimeState) ?? undefined;
}

/**
 * What the build collects of a page while drawing it: the title and description its page sets
 * (./use-page-title.ts), written into the page's HTML head.
 */
export type PageHead = { title?: string; description?: string };
export const PageHeadCollector = createContext<PageHead | null>(null);
