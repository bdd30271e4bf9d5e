// Rules of the contract information step that the server and the Statement of Work share with the form.
import { clampToRange, TIP_MAX, TIP_STEP } from "./limits";

export interface TipCorrection {
  amount: number;
  /** True when what was typed is not what is kept, so the user must be told. */
  corrected: boolean;
}

/**
 * The tip's rule (a number from 0, in steps of TIP_STEP, at most TIP_MAX) applied to free input: an empty
 * field means no tip; anything else is brought to the nearest allowed amount.
 */
export function correctTip(raw: string): TipCorrection {
  const text = raw.trim();
  if (text === "") return { amount: 0, corrected: false };
  const typed = Number(text);
  if (!Number.isFinite(typed)) return { amount: 0, corrected: true };
  const bounded = clampToRange(typed, { min: 0, max: TIP_MAX });
  const amount = Math.min(TIP_MAX, Math.round(bounded / TIP_STEP) * TIP_STEP);
  return { amount, corrected: amount !== typed };
}
