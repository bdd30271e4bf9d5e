import type { BrowserState } from "../../domain/site/page-variants";
import { loadStepScreen } from "../features/planner/steps";
import { paths } from "./site";

/**
 * Loads what a page's first screen shows but fetches on demand outside React's Suspense (the planner's first
 * step): the build waits for it before drawing the page to HTML, and the browser before it takes that HTML over,
 * so both draw the same first screen.
 */
export async function loadFirstScreen(route: string, state: BrowserState): Promise<void> {
  if (route === paths.planner && !state.planKept) await loadStepScreen(1);
}
