import { Filter, LoaderCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Funnel } from "../../../domain/analytics/dashboard";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ADMIN_TEXTS } from "./texts";

const count = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A stage's share of the first stage, 0 to 1; 0 when the first stage is empty. */
export function shareOfFirst(stageCount: number, firstCount: number): number {
  return firstCount > 0 ? Math.min(1, Math.max(0, stageCount / firstCount)) : 0;
}

export type FunnelCardProps = {
  funnel: Funnel | undefined;
  pending: boolean;
  failed: boolean;
  fetching: boolean;
  onRetry(): void;
};

/** How far visitors got: each stage with its count, a bar and its share of the first stage. */
export function FunnelCard({ funnel, pending, failed, fetching, onRetry }: FunnelCardProps) {
  const headingId = useId();
  const stages = funnel?.stages ?? [];
  const first = stages[0]?.count ?? 0;

  let body: ReactNode;
  if (pending) {
    body = <Spinner label={ADMIN_TEXTS.loading} showLabel className="justify-self-start" />;
  } else if (failed && !funnel) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-stone-800">
          {ADMIN_TEXTS.funnel.failed}
        </p>
        <Button variant="secondary" size="sm" disabled={fetching} onClick={onRetry}>
          {fetching ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <RefreshCw className="size-4" aria-hidden="true" />}
          {ADMIN_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (first === 0) {
    body = <p className="text-stone-600">{ADMIN_TEXTS.funnel.empty}</p>;
  } else {
    body = (
      <ol className="grid gap-3" aria-labelledby={headingId}>
        {stages.map((stage) => {
          const share = shareOfFirst(stage.count, first);
          return (
            <li key={stage.id} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="min-w-0 font-medium break-words text-stone-900">{stage.label}</span>
                <span className="text-stone-700 tabular-nums">
                  <span className="font-semibold text-stone-900">{count.format(stage.count)}</span>{" "}
                  ({percent.format(share)}
                  <span className="sr-only"> {ADMIN_TEXTS.funnel.ofFirst}</span>)
                </span>
              </div>
              <div className="h-2.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div className="h-full rounded-full bg-ember-600" style={{ width: `${share * 100}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-6" aria-busy={fetching}>
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Filter className="size-5 text-ember-700" aria-hidden="true" />
            {ADMIN_TEXTS.funnel.title}
          </h2>
          <p className="text-sm text-stone-600">
            {ADMIN_TEXTS.funnel.intro}
          </p>
        </div>
        {body}
      </Card>
    </section>
  );
}
