/**
 * Timing constants of the UI shell, taken from the seed ("Notifications: one visible at a time, open 5000 ms";
 * "Tooltip delay 700 ms, skip delay 300 ms"; "removal after dismissal is delayed 1,000,000 ms").
 * Kept in one module so that moving them into the shared domain limits is a one-line re-export.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;
/** Radix swipe-to-dismiss distance in px (seed: "swipe right 50 px to dismiss"). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
