import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * false while the page is drawn at build time and while the browser takes that HTML over (the first render must
 * draw what the HTML holds); true from the next render on, and at once in a page the browser draws itself. Controls
 * that would do nothing before the page's code runs are inert until then (a click is not lost, a form is never
 * sent by the browser itself), and what the browser kept (a draft) is filled in once it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
