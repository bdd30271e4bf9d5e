import { type BudgetLineKey, type BudgetLines, presentLineKeys } from "../../../../../domain/budget/breakdown-keys";
import { BREAKDOWN_LABELS } from "../../../../../domain/budget/budget";
import { formatUsd } from "../../../../../domain/common/format";
import { cn } from "../../../../components/ui/cn";

type Amounts = BudgetLines<number>;
type Explanations = BudgetLines<string>;

// The markup is charged on the sum of the lines above it, so the subtotal sits just before it. The utility
// runs line is there only when the owner answered the site questions (docs/budget-model.md, "Utility runs").
function linesBeforeMarkup(breakdown: Amounts): BudgetLineKey[] {
  return presentLineKeys(breakdown).filter((key) => key !== "contractorMarkup");
}

function Row({
  label,
  amount,
  explanation,
  muted,
  strong,
}: {
  label: string;
  amount: string;
  explanation?: string;
  muted?: boolean;
  strong?: boolean;
}) {
  return (
    <li className={cn("grid gap-1 py-3", muted && "text-stone-500")}>
      <div className="flex items-baseline justify-between gap-4">
        <span className={cn("font-medium", strong ? "text-stone-900" : muted ? "text-stone-500" : "text-stone-800")}>
          {label}
        </span>
        <span className={cn("tabular-nums", strong ? "font-bold text-stone-900" : "font-semibold")}>{amount}</span>
      </div>
      {explanation ? <p className="text-sm text-stone-600">{explanation}</p> : null}
    </li>
  );
}

/** Every line of the budget in the published order, each with the sentence that shows how it was computed. */
export function BudgetBreakdown({
  breakdown,
  explanations,
  subtotal,
  total,
}: {
  breakdown: Amounts;
  explanations: Explanations | null;
  subtotal: number;
  total: number;
}) {
  return (
    <ul aria-label="Budget breakdown" className="divide-y divide-stone-200">
      {linesBeforeMarkup(breakdown).map((key) => (
        <Row
          key={key}
          label={BREAKDOWN_LABELS[key]}
          amount={formatUsd(breakdown[key] ?? 0)}
          explanation={explanations?.[key]}
          muted={breakdown[key] === 0}
        />
      ))}
      <Row label="Subtotal" amount={formatUsd(subtotal)} strong />
      <Row
        label={BREAKDOWN_LABELS.contractorMarkup}
        amount={formatUsd(breakdown.contractorMarkup)}
        explanation={explanations?.contractorMarkup}
      />
      <Row label="Total" amount={formatUsd(total)} strong />
    </ul>
  );
}

// Varied widths so the placeholder reads as a list of real lines rather than a grey block.
const PLACEHOLDER_WIDTHS = ["w-3/4", "w-2/3", "w-5/6", "w-1/2", "w-3/5"] as const;

/**
 * The lines a visitor may not see yet: their names, with blurred stand-ins where amounts and explanations go.
 * The server sends no amounts to a visitor, so nothing real is hidden here, only suggested; the names are
 * those of the lines the plan's budget holds.
 */
export function MaskedBreakdown({ lines }: { lines: readonly BudgetLineKey[] }) {
  return (
    <ul aria-label="Budget breakdown (hidden until you log in)" className="divide-y divide-stone-200">
      {lines.map((key, index) => (
        <li key={key} className="grid gap-1.5 py-3">
          <div className="flex items-center justify-between gap-4">
            <span className="font-medium text-stone-800">{BREAKDOWN_LABELS[key]}</span>
            {/* a shape, not text: there is no amount to read, and faint text would fail contrast checks */}
            <span aria-hidden="true" className="block h-4 w-16 rounded bg-stone-300 blur-[3px]" />
            <span className="sr-only">hidden</span>
          </div>
          <span
            aria-hidden="true"
            className={cn(
              "block h-3 rounded-full bg-stone-200 blur-[2px]",
              PLACEHOLDER_WIDTHS[index % PLACEHOLDER_WIDTHS.length],
            )}
          />
        </li>
      ))}
    </ul>
  );
}
