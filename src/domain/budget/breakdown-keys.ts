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
