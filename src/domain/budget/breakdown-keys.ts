// Kept apart from ./budget so the planner schema can describe a stored budget without importing the
// calculation that itself depends on the schema's types.

/** The budget lines in the order the budget page, the CSV and the SOW list them. */
export const BREAKDOWN_KEYS = [
  "appliances",
  "materials",
  "labor",
  "utilities",
  "lighting",
  "pergolaMaterial",
  "pergolaLabor",
  "pergolaSpotlights",
  "integration",
  "permits",
  "contractorMarkup",
] as const;

export type BreakdownKey = (typeof BREAKDOWN_KEYS)[number];

/**
 * The line of the runs from the house: present only when the owner answered the site questions, so a plan
 * without them has exactly the eleven lines above (docs/budget-model.md, "Utility runs").
 */
export const UTILITY_RUNS_KEY = "utilityRuns";
export type OptionalBreakdownKey = typeof UTILITY_RUNS_KEY;

/** Every line a budget can have, in the order they print: the runs follow the utilities. */
export const BUDGET_LINE_KEYS = [
  "appliances",
  "materials",
  "labor",
  "utilities",
  UTILITY_RUNS_KEY,
  "lighting",
  "pergolaMaterial",
  "pergolaLabor",
  "pergolaSpotlights",
  "integration",
  "permits",
  "contractorMarkup",
] as const satisfies readonly (BreakdownKey | OptionalBreakdownKey)[];
export type BudgetLineKey = (typeof BUDGET_LINE_KEYS)[number];

/** Amounts (or sentences) of a budget: the eleven lines always, the runs when priced. */
export type BudgetLines<T> = Record<BreakdownKey, T> & Partial<Record<OptionalBreakdownKey, T>>;

/** The lines a budget holds, in print order. */
export function presentLineKeys(lines: Partial<Record<BudgetLineKey, unknown>>): BudgetLineKey[] {
  return BUDGET_LINE_KEYS.filter((key) => lines[key] !== undefined);
}
