/**
 * Timing constants of the UI shell. The seed's numbers (toast open 5000 ms, tooltip 700 ms / 300 ms) live
 * once in the shared domain limits; the ones below exist only on the client ("removal after dismissal is
 * delayed 1,000,000 ms", one toast at a time, swipe right 50 px to dismiss).
 */
export { TOAST_DURATION_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../domain/planner/limits";

export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;
/** Radix swipe-to-dismiss distance in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
