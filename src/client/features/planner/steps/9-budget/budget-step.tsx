import { AlertTriangle, Bug, RotateCcw, UserRound } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { calculateBudgetAmounts, presentLineKeys } from "../../../../../domain/budget/budget";
import { CONTRACTOR_MARKUP_PERCENT } from "../../../../../domain/budget/rates";
import { purchaseBlockers } from "../../../../../domain/commerce/after-purchase";
import { formatUsd } from "../../../../../domain/common/format";
import type { PlannerData, StoredBudget } from "../../../../../domain/planner/schema";
import { SOW_MESSAGES } from "../../../../../domain/sow/documents";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { Spinner } from "../../../../components/ui/spinner";
import { toast } from "../../../../components/ui/use-toast";
import { useAuth } from "../../../../lib/session";
import { BUDGET_FAILURE_MESSAGE, type BudgetResponse, planFingerprint, toStoredBudget, useBudgetQuery } from "../../api";
import { ServicePackages } from "../../../checkout";
import { SowDownloadButtons, useSowVersions } from "../../../documents";
import { usePlanner } from "../../planner-store";
import { useProjectAutoSave } from "../../project-save";
import { BudgetBreakdown, MaskedBreakdown } from "./budget-breakdown";
import { BudgetLoginCard } from "./budget-login-card";
import { ProjectStatus } from "./project-status";
import { StepLayout } from "../step-layout";
import { YourDesign } from "../your-design";

const CALCULATING_TEXT = "Calculating Your Budget...";


function sameBudget(a: StoredBudget | undefined, b: StoredBudget): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : BUDGET_FAILURE_MESSAGE;
}

function Calculating() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <Spinner size="lg" label={CALCULATING_TEXT} />
      <p aria-hidden="true" className="text-lg font-semibold text-stone-900">
        {CALCULATING_TEXT}
      </p>
    </Card>
  );
}

function CalculationFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Card className="grid justify-items-start gap-3 p-6">
      <h3 className="text-lg font-semibold text-stone-900">We couldn't calculate your budget</h3>
      <p className="text-stone-700">Your plan is safe. Please try again in a moment.</p>
      <Button onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Retry
      </Button>
    </Card>
  );
}

function TotalCard({ budget }: { budget: BudgetResponse }) {
  return (
    <Card className="grid gap-4 p-6 sm:p-8">
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">Estimated project total</h3>
        <p className="text-4xl font-bold tracking-tight text-stone-900 tabular-nums sm:text-5xl">
          {formatUsd(budget.total)}
        </p>
        <p className="text-sm text-stone-600">
          Includes the {CONTRACTOR_MARKUP_PERCENT}% contractor markup. Amounts are estimates in US dollars.
        </p>
      </div>
      {budget.incentiveAmount > 0 ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-ember-50 px-4 py-3">
          <p className="font-medium text-stone-900">Completion incentive</p>
          <p className="font-semibold text-ember-800 tabular-nums">{formatUsd(budget.incentiveAmount)}</p>
          <p className="basis-full text-sm text-stone-600">
            Your optional tip for finishing on time. Not included in the total.
          </p>
        </div>
      ) : null}
    </Card>
  );
}

function BreakdownCard({ budget, data }: { budget: BudgetResponse; data: PlannerData }) {
  // a visitor is sent no lines: the masked list names the lines this plan's budget holds, the utility runs
  // among them only when the owner answered the site questions
  const maskedLines = useMemo(() => presentLineKeys(calculateBudgetAmounts(data).breakdown), [data]);
  return (
    <Card className="grid gap-4 p-6">
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold text-stone-900">Cost breakdown</h3>
        <p className="text-sm text-stone-600">Each line shows how it was worked out, so you can check it.</p>
      </div>
      {budget.breakdown && budget.subtotal !== undefined ? (
        <BudgetBreakdown
          breakdown={budget.breakdown}
          explanations={budget.explanations}
          subtotal={budget.subtotal}
          total={budget.total}
        />
      ) : (
        <>
          <BudgetLoginCard />
          <MaskedBreakdown lines={maskedLines} />
        </>
      )}
    </Card>
  );
}

/** docs/product/accounts-and-commerce.md section 2.2: a signed-in user sees "Logged in as" followed by their e-mail address. */
function SignedInAs({ email }: { email: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-stone-700">
      <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
      <span>
        Logged in as <span className="font-semibold break-all text-stone-900">{email}</span>
      </span>
    </p>
  );
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Card className="grid gap-3 border-amber-300 bg-amber-50 p-5">
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" />
        Worth a second look
      </h3>
      <ul className="grid list-disc gap-1 pl-10 text-sm text-stone-800">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Card>
  );
}

/** docs/product/accounts-and-commerce.md section 2.2: administrators download this project's SOW directly, without paying, to check the documents. */
function DebugDownloads({ projectId }: { projectId: number | undefined }) {
  return (
    <Card className="grid gap-3 border-dashed border-amber-400 bg-amber-50 p-5">
      <h3 className="flex items-center gap-2 font-semibold text-amber-950">
        <Bug className="size-5" aria-hidden="true" />
        {SOW_MESSAGES.debug.title}
      </h3>
      <p className="text-sm text-amber-950">
        The Statement of Work of this project as its owner would get it, without payment. Not counted as a download.
      </p>
      <SowDownloadButtons projectId={projectId} mode="debug" />
    </Card>
  );
}

/**
 * Step 9: the server prices the plan (it is the authority, and it decides whether the itemised lines may be
 * shown), the result is kept in the plan so the step counts as done, and a changed plan is priced again.
 */
export function BudgetStep() {
  const { data, update, goTo } = usePlanner();
  const query = useBudgetQuery(data);
  const { user } = useAuth();
  const result = query.data;
  const setProjectId = useCallback((projectId: number) => update((d) => ({ ...d, projectId })), [update]);
  // the server sends the lines only to a signed-in user: that answer is a calculation to save
  const save = useProjectAutoSave({ data, user, priced: Boolean(result?.breakdown), setProjectId });
  const projectId = save.state.status === "saved" ? save.state.projectId : undefined;
  const paidTier = save.state.status === "saved" ? save.state.paidTier : null;
  // a paid project: is the saved design covered, or does it need a revision? (decision 0024)
  const sowVersions = useSowVersions(projectId, { enabled: paidTier !== null, design: planFingerprint(data) });
  const revisionRequired = sowVersions.data?.current === "revision_required";
  // a plan that cannot be built as drawn: a purchase asks first, naming the finding
  const blockers = useMemo(() => purchaseBlockers(data), [data]);

  useEffect(() => {
    if (result) {
      const stored = toStoredBudget(result);
      update((d) => (sameBudget(d.budget, stored) ? d : { ...d, budget: stored }));
      return;
    }
    // A budget kept from an earlier visit may belong to a plan that has changed since: until this plan is
    // priced, the step must not count as done.
    update((d) => {
      if (d.budget === undefined) return d;
      const { budget: _stale, ...plan } = d;
      return plan;
    });
  }, [result, update]);

  const toastedError = useRef<number>(0);
  useEffect(() => {
    if (!query.isError || toastedError.current === query.errorUpdatedAt) return;
    toastedError.current = query.errorUpdatedAt;
    toast({ title: "Error", description: failureMessage(query.error), variant: "destructive" });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  return (
    <StepLayout
      title="Your Budget"
      intro="Your outdoor kitchen priced line by line from everything you chose. Go back to any step to change it; the budget follows."
    >
      {result ? (
        <div className="grid gap-6">
          <TotalCard budget={result} />
          <Warnings warnings={result.warnings} />
          <YourDesign />
          <BreakdownCard budget={result} data={data} />
          {user ? (
            <>
              <div className="grid gap-2">
                <SignedInAs email={user.email} />
                <ProjectStatus state={save.state} onRetry={save.retry} />
              </div>
              {result.breakdown ? (
                <ServicePackages
                  projectId={projectId}
                  paidTier={paidTier}
                  revisionRequired={revisionRequired}
                  blockers={blockers}
                  onFixFirst={goTo}
                />
              ) : null}
              {user.isAdmin ? <DebugDownloads projectId={projectId} /> : null}
            </>
          ) : null}
        </div>
      ) : query.isError && !query.isFetching ? (
        <CalculationFailed onRetry={() => void query.refetch()} />
      ) : (
        <Calculating />
      )}
    </StepLayout>
  );
}
