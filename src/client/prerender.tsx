// Draws a page to HTML at build time (scripts/finish-client-build.ts), for one state of the browser
// (../domain/site/page-variants.ts): the same components the browser draws, on the path given, with nothing
// asked of a server. The browser takes the HTML over (main.tsx) when its own state is the one drawn for.
import { QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import type { BrowserState } from "../domain/site/page-variants";
import { BuildTimeState, type PageHead, PageHeadCollector } from "./app/build-time-state";
import { loadFirstScreen } from "./app/first-screen";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";

export type DrawnPage = {
  /** What goes inside <div id="root">. */
  html: string;
  title: string;
  description: string;
};

export async function renderPage(route: string, state: BrowserState): Promise<DrawnPage> {
  await loadFirstScreen(route, state);
  const head: PageHead = {};
  // nothing is fetched while drawing: every query waits for the browser
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  // progressiveChunkSize: every part inline, in place: the page has no script to put parts in their places
  const { prelude } = await prerender(
    <BuildTimeState.Provider value={state}>
      <PageHeadCollector.Provider value={head}>
        <Router ssrPath={route} ssrSearch="">
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </Router>
      </PageHeadCollector.Provider>
    </BuildTimeState.Provider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  // the queries' clean-up timers would keep the build waiting minutes for nothing
  queryClient.clear();
  if (!head.title || !head.description) throw new Error(`prerender: ${route} set no title and description`);
  return { html, title: head.title, description: head.description };
}
