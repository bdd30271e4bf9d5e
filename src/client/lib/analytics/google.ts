/**
 * Google Analytics 4, only when the product is built with VITE_GA_MEASUREMENT_ID (docs/product/accounts-and-commerce.md section 10.8): without it
 * the page makes no request to anyone but this server. Page views are sent by the app on each route change
 * (trackEvent "page_view"), so gtag's own automatic one is turned off.
 */
export function startGoogleAnalytics(measurementId: string | undefined): boolean {
  if (!measurementId || typeof document === "undefined" || window.gtag) return false;
  const host = window as unknown as { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  const dataLayer = host.dataLayer;
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it
    // biome-ignore lint/complexity/noArguments: the library's contract
    dataLayer.push(arguments);
  } as Window["gtag"];
  window.gtag?.("js" as "event", new Date() as unknown as string, {});
  window.gtag?.("config" as "event", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return true;
}
