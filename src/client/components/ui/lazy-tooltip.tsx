import { type ReactElement, type ReactNode, useEffect, useState } from "react";
import { loadOnce } from "../../app/load-once";

const tooltipCode = loadOnce(() => import("./tooltip"));

/**
 * A tooltip over `children` (one focusable element) whose library (Radix and its positioning, about a third
 * of the planner page's code) arrives just after the page has drawn, so the first screen never waits for it.
 * Until then the element shows alone; what the tooltip says must also be on the page in words (it is
 * supplementary, as the product's "a tooltip may show the reason" has it).
 */
export function LazyTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [module, setModule] = useState(tooltipCode.loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    tooltipCode
      .load()
      .then((m) => current && setModule(m))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [module]);
  if (!module) return children;
  const { TooltipProvider, Tooltip, TooltipContent, TooltipTrigger } = module;
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
