import type { BrowserState } from "../../domain/site/page-variants";
import { routes } from "./router";

/**
 * What a page module may export for its first screen: loads what that screen shows but fetches on demand outside
 * React's Suspense (the planner's first step).
 */
export type PrepareFirstScreen = (state: BrowserState) => Promise<void>;

/**
 * Loads a page's module and what its first screen shows: the build waits for them before drawing the page to
 * HTML, and the browser before it takes that HTML over, so both draw the same first screen (and the browser
 * takes the page over in one pass).
 */
export async function loadFirstScreen(route: string, state: BrowserState): Promise<void> {
  const page = routes.find((r) => r.path === route);
  if (!page) return;
  const module = await page.load();
  const prepare = module.prepareFirstScreen as PrepareFirstScreen | undefined;
  await prepare?.(state);
}
