/**
 * Timing constants of the screens, in milliseconds: how long the shape step waits before moving on, how
 * long an "auto-adjusted" notice stays, a toast's and a tooltip's delays, and the client's own toast
 * settings ("removal after dismissal is delayed 1,000,000 ms", one toast at a time, swipe right 50 px).
 */
export const SHAPE_AUTO_ADVANCE_MS = 500;
export const ADJUST_NOTICE_MS = { planner: 5000, constraints: 3000 } as const;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;
/** Radix swipe-to-dismiss distance in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
