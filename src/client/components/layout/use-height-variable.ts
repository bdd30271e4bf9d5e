import { type RefObject, useEffect } from "react";

/**
 * Publishes an element's height as a CSS custom property on the root element while it is mounted, so
 * scroll padding and other fixed layers can keep clear of it (the sticky header, the planner's step bar).
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
