// How many cases the property tests try. CI runs the full counts; a developer's run tries a fifth of them, so
// the inner loop stays quick and CI still searches as widely as before. The setting is read once per test
// worker by vitest.setup.ts: PROPERTY_RUNS=full, PROPERTY_RUNS=quick, or PROPERTY_RUNS=<runs of a property
// that names no count>; unset, it is full under CI=true and quick elsewhere.
import fc from "fast-check";

/** fast-check's own default: the full count of a property that names none. */
export const FULL_RUNS = 100;
/** A developer's default: a fifth of every count. */
export const QUICK_RUNS = 20;

/** The runs of a property that names no count, from PROPERTY_RUNS and CI (see the top of this file). */
export function defaultPropertyRuns(setting: string | undefined, ci: string | undefined): number {
  const value = setting?.trim().toLowerCase() ?? "";
  if (value === "full") return FULL_RUNS;
  if (value === "quick") return QUICK_RUNS;
  if (/^[1-9]\d*$/.test(value)) return Number(value);
  if (value !== "") throw new Error(`PROPERTY_RUNS is "full", "quick" or a whole number of runs, not "${setting}"`);
  return ci === "true" || ci === "1" ? FULL_RUNS : QUICK_RUNS;
}

/** Sets the runs of every property that names no count (vitest.setup.ts calls it before the tests). */
export function configurePropertyRuns(numRuns: number): void {
  fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns });
}

/**
 * The runs of a property whose full count is `full`, scaled as the properties that name no count are: the
 * full count under CI, a fifth of it in a developer's run, never fewer than one.
 */
export function propertyRuns(full: number): number {
  const runs = fc.readConfigureGlobal().numRuns ?? FULL_RUNS;
  return Math.max(1, Math.round((full * runs) / FULL_RUNS));
}
