// Pages that arrive drawn (docs/decisions/0038-pages-that-arrive-drawn.md): the build renders the public pages
// and the planner's first screen to HTML, once for each state of the browser that changes what their first screen
// shows; the server sends the file of the visitor's state, told by two cookies the page can read, and the page
// takes the HTML over (hydrates it) when its own state is the one the file was drawn for.
import { SIGNED_IN_HINT_COOKIE } from "../accounts/session-hint";
import { CLIENT_PATHS } from "./site-settings";

/**
 * Set while this browser keeps a plan in progress (the planner opens by reading it back, not on a fresh plan);
 * like the signed-in hint it carries nothing but that fact.
 */
export const PLAN_KEPT_HINT_COOKIE = "okp_plan_kept";

/** The pages drawn at build time: the public pages and the planner's first screen. */
export const PRERENDERED_PATHS: readonly string[] = [
  CLIENT_PATHS.home,
  CLIENT_PATHS.planner,
  CLIENT_PATHS.faq,
  CLIENT_PATHS.contact,
  CLIENT_PATHS.terms,
  CLIENT_PATHS.privacy,
  CLIENT_PATHS.login,
  CLIENT_PATHS.forgotPassword,
];

/** What a page's first screen depends on in the browser. */
export interface BrowserState {
  /** The signed-in hint is set: the header shows the member's links while the server confirms who it is. */
  signedIn: boolean;
  /** A plan in progress is kept (only the planner's first screen depends on it). */
  planKept: boolean;
}

/** Only the planner opens differently when a plan is kept; every other page ignores it. */
const dependsOnKeptPlan = (route: string) => route === CLIENT_PATHS.planner;

/** The name of a page's file for a browser state: "visitor", "member", "visitor-kept", "member-kept". */
export function variantName(route: string, state: BrowserState): string {
  const who = state.signedIn ? "member" : "visitor";
  return dependsOnKeptPlan(route) && state.planKept ? `${who}-kept` : who;
}

/** Every state a page is drawn for at build time. */
export function statesOf(route: string): BrowserState[] {
  const kept = dependsOnKeptPlan(route) ? [false, true] : [false];
  return [false, true].flatMap((signedIn) => kept.map((planKept) => ({ signedIn, planKept })));
}

/** The browser state as the request's cookies tell it (the server's side of the choice). */
export function stateOfCookies(cookies: Readonly<Record<string, string | undefined>>): BrowserState {
  return { signedIn: cookies[SIGNED_IN_HINT_COOKIE] !== undefined, planKept: cookies[PLAN_KEPT_HINT_COOKIE] !== undefined };
}
