import { useState } from "react";
import { formatUsd } from "../../../../../domain/common/format";
import { correctTip } from "../../../../../domain/planner/contract";
import { TIP_MAX, TIP_STEP } from "../../../../../domain/planner/limits";
import { TextField } from "../../../../components/ui/field";

function isAllowedTip(raw: string): boolean {
  return !correctTip(raw).corrected;
}

function tipCorrectionNotice(amount: number): string {
  return `Tips go in steps of ${formatUsd(TIP_STEP)} from $0 to ${formatUsd(TIP_MAX)}, so we set yours to ${formatUsd(amount)}.`;
}

/**
 * The optional completion incentive. A valid amount reaches the plan as it is typed; anything else waits
 * for the field to lose focus, is corrected then, and the correction is announced.
 */
export function TipField({ value, onChange }: { value: number; onChange(amount: number): void }) {
  const [text, setText] = useState(value === 0 ? "" : String(value));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="grid gap-2">
      <TextField
        label="Tip amount (optional)"
        type="number"
        inputMode="numeric"
        min={0}
        step={TIP_STEP}
        max={TIP_MAX}
        placeholder="0"
        suffix="USD"
        value={text}
        hint={`A bonus you offer the contractor for finishing on time, in steps of ${formatUsd(TIP_STEP)}. It is shown with your budget as a completion incentive and is not added to the total.`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setNotice(null);
          if (isAllowedTip(next)) onChange(correctTip(next).amount);
        }}
        onBlur={(event) => {
          // A number field reports unreadable input ("1e", "--5") as an empty value with badInput set.
          const unreadable = event.currentTarget.validity?.badInput === true;
          const { amount, corrected } = unreadable ? { amount: 0, corrected: true } : correctTip(text);
          onChange(amount);
          // shown as the plain dollars it means: "1e3" reads 1000, "0050" reads 50
          setText(amount === 0 && !corrected ? "" : String(amount));
          if (corrected) setNotice(tipCorrectionNotice(amount));
        }}
        onKeyDown={(event) => {
          // whole, non-negative dollars: a number field would otherwise take an exponent or a sign
          if (["e", "E", "+", "-", ".", ","].includes(event.key)) event.preventDefault();
        }}
      />
      <p role="status" className="text-sm font-medium text-ember-800 empty:hidden">
        {notice}
      </p>
    </div>
  );
}
