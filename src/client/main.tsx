import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
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

// a transition lets the first render yield to the browser between components instead of holding the main
// thread for the whole page at once
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
