import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { clientPathOf } from "../domain/site/site-settings";
import { variantName } from "../domain/site/page-variants";
import { App } from "./app/app";
import { loadFirstScreen } from "./app/first-screen";
import { keepsAPlan } from "./features/planner/kept-plan";
import { mayBeSignedIn } from "./lib/session";
import { isNetworkError } from "./app/query-client";
import { startGoogleAnalytics } from "./lib/analytics/google";
import "./styles.css";

// docs/product/accounts-and-commerce.md: an unhandled network fetch failure is logged as a warning and suppressed; other rejections are logged.
window.addEventListener("unhandledrejection", (event) => {
  if (isNetworkError(event.reason)) {
    console.warn("Network request failed:", event.reason.message);
    event.preventDefault();
    return;
  }
  console.error("Unhandled promise rejection:", event.reason);
});

startGoogleAnalytics(import.meta.env.VITE_GA_MEASUREMENT_ID);

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The build drew this page to HTML for one state of the browser (docs/decisions/0038-pages-that-arrive-drawn.md)
 * and the server chose the file by this browser's cookies; when this browser's own state is the one drawn for,
 * the page takes the HTML over as it is. Otherwise (a cookie and the storage disagree, an address with a query,
 * a page not drawn at build time) it draws afresh.
 */
function takeOver(root: HTMLElement): Promise<void> | false {
  const drawnFor = root.dataset.drawnFor;
  const route = clientPathOf(window.location.pathname);
  // the build drew the bare address; what follows a "?" may change the first screen (the login page's mode)
  if (drawnFor === undefined || route === undefined || window.location.search !== "") return false;
  const state = { signedIn: mayBeSignedIn(), planKept: keepsAPlan() };
  if (drawnFor !== variantName(route, state)) return false;
  // what the drawn screen shows, loaded first (its code was preloaded with the page)
  return loadFirstScreen(route, state).then(() => {
    // in a transition, taking the page over yields to the browser between components (a tap is answered at
    // once) instead of holding the main thread for the whole page
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // React drew that part again in the browser: the page is right, only slower to start
          console.error("[hydration]", error instanceof Error ? error.message : error);
        },
      });
    });
  });
}

function drawAfresh(root: HTMLElement): void {
  root.replaceChildren();
  // a transition lets the first render yield to the browser between components instead of holding the main
  // thread for the whole page at once
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

const takingOver = takeOver(container);
if (takingOver === false) drawAfresh(container);
else takingOver.catch(() => drawAfresh(container));
