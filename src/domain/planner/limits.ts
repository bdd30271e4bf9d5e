// Every numeric constant of the wizard (docs/product/planner-wizard.md section 9 and the input bounds decided in
// docs/decisions/0017-domain-input-bounds.md). Units: inches, dollars, milliseconds.

export interface Range {
  min: number;
  max: number;
}

/** `value` brought inside `range`, ends included. */
export function clampToRange(value: number, range: Readonly<Range>): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** Hard limits for L1, L2, L3 and the rectangle's length. */
export const LENGTH_LIMITS: Readonly<Range> = { min: 24, max: 204 };
/** Hard limits for W1, W2, W3 and the rectangle's width. */
export const WIDTH_LIMITS: Readonly<Range> = { min: 22, max: 72 };
/** The wizard enforces no height range (docs/product/planner-wizard.md section 5); this only rejects absurd input. */
export const HEIGHT_BOUNDS: Readonly<Range> = { min: 12, max: 120 };
export const DEFAULT_HEIGHT = 36;
/** Shown as a hint on the dimensions step. */
export const STANDARD_HEIGHT_RANGE: Readonly<Range> = { min: 36, max: 38 };

export const SEAT_COUNT = { min: 1, max: 18, default: 4, recommendedMin: 4, recommendedMax: 6 } as const;
export const OUTLETS = { min: 1, max: 10, default: 3 } as const;

/** Space between two appliances on the run. */
export const APPLIANCE_GAP_IN = 8;
/** Space kept free at each end of the run. */
export const END_BUFFER_IN = 14;
/** A U needs this much clear floor between its arms, beyond the arms' depths. */
export const U_SHAPE_CLEARANCE_IN = 36;

/** Blank-on-blur fallbacks and the starting values of each shape. */
export const DEFAULT_DIMENSIONS = {
  rectangular: { length: 96, width: 32 },
  "l-shaped": { length1: 72, width1: 32, length2: 48, width2: 32 },
  "u-shaped": { length1: 48, width1: 32, length2: 72, width2: 32, length3: 48, width3: 32 },
} as const;

/** The placeholders of the structure's inputs, also used as its starting size. */
export const PERGOLA_DEFAULT_DIMENSIONS = { length: 120, width: 96, height: 108 } as const;
export const PERGOLA_DIMENSION_BOUNDS: Readonly<Range> = { min: 24, max: 600 };

export const BUDGET_RANGES = [
  { id: "under-10k", label: "Under $10,000" },
  { id: "10k-15k", label: "$10,000 - $15,000" },
  { id: "15k-25k", label: "$15,000 - $25,000" },
  { id: "25k-40k", label: "$25,000 - $40,000" },
  { id: "40k-60k", label: "$40,000 - $60,000" },
  { id: "60k-90k", label: "$60,000 - $90,000" },
  { id: "above-90k", label: "Above $90,000" },
] as const;
export type BudgetRangeId = (typeof BUDGET_RANGES)[number]["id"];
export const BUDGET_RANGE_IDS = BUDGET_RANGES.map((r) => r.id) as [BudgetRangeId, ...BudgetRangeId[]];

export const COMPLETION_WEEKS = [2, 3, 4, 6, 8, 10, 12, 13] as const;
export type CompletionWeeks = (typeof COMPLETION_WEEKS)[number];

export const WARRANTY_YEARS: Readonly<Range> = { min: 1, max: 10 };
export const TIP_STEP = 50;
export const TIP_MAX = 100_000;

// Input bounds that keep absurd bodies out; the product's rules are silent on them.
export const MAX_APPLIANCES = 50;
export const APPLIANCE_PRICE_BOUNDS: Readonly<Range> = { min: 0, max: 100_000 };
export const APPLIANCE_SIZE_BOUNDS: Readonly<Range> = { min: 1, max: 120 };
export const TEXT_LIMITS = {
  short: 100,
  name: 200,
  text: 500,
  address: 500,
  explanation: 1000,
} as const;
