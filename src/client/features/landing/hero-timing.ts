// The hero carousel's timing (docs/product/planner-wizard.md section 9: 5 images, every 5 seconds, a 1 second fade).
// The wizard's own timings live in src/domain/planner/limits.ts; these only concern the landing page.

/** How long each slide stays before the next one fades in. */
export const HERO_INTERVAL_MS = 5000;
/** The cross-fade between two slides. */
export const HERO_FADE_MS = 1000;
/** A horizontal swipe at least this long (CSS pixels) changes the slide on a touch screen. */
export const HERO_SWIPE_PX = 40;
