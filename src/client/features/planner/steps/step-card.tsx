import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";

/**
 * A step's card with an icon tile. With a title, the icon and an h3 head the card and the content
 * follows below; without one, the content sits beside the icon, which shows from sm up only.
 */
export function StepCard({ icon, title, children }: { icon: ReactNode; title?: string; children: ReactNode }) {
  const tile = (
    <span
      aria-hidden="true"
      className={cn(
        "shrink-0 items-center justify-center rounded-xl bg-ember-50 text-ember-700",
        title === undefined ? "hidden size-11 sm:flex" : "flex size-10",
      )}
    >
      {icon}
    </span>
  );
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      {title === undefined ? (
        <div className="flex items-start gap-4">
          {tile}
          <div className="grid min-w-0 flex-1 gap-5">{children}</div>
        </div>
      ) : (
        <>
          <div className="flex items-center gap-3">
            {tile}
            <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
          </div>
          {children}
        </>
      )}
    </Card>
  );
}
