// The printed scale of the SOW's plan drawing: the largest standard architectural scale at which the whole
// drawing fits the page, and a scale bar of a round length. Both renderers print at this scale, so a
// contractor can measure the printed plan with a scale ruler.
import type { PlanDrawing } from "../planner/plan-drawing";
import type { SowScale, SowScaleBar } from "./model";
import { SOW_PAGE } from "./model";

/** Architectural scales from large to small: [inches of paper per foot, its usual name]. */
const STANDARD_SCALES: ReadonlyArray<[ratio: number, name: string]> = [
  [24, `1/2" = 1'-0"`],
  [32, `3/8" = 1'-0"`],
  [48, `1/4" = 1'-0"`],
  [64, `3/16" = 1'-0"`],
  [96, `1/8" = 1'-0"`],
  [192, `1/16" = 1'-0"`],
];

/** Room the drawing may take on its page, in inches of paper: the text width, and the height left for it. */
export const DRAWING_AREA_IN = {
  width: SOW_PAGE.widthIn - 2 * SOW_PAGE.marginIn,
  height: 6,
} as const;

const INCHES_PER_FOOT = 12;

/** The largest standard scale at which the drawing fits the drawing area. */
export function drawingScale(drawing: Pick<PlanDrawing, "viewBox">): SowScale {
  const { width, height } = drawing.viewBox;
  const fits = STANDARD_SCALES.find(([ratio]) => width / ratio <= DRAWING_AREA_IN.width && height / ratio <= DRAWING_AREA_IN.height);
  // Every island the planner allows fits at 1/16"; the last scale is a guard, never a silent shrink.
  const [ratio, name] = fits ?? STANDARD_SCALES[STANDARD_SCALES.length - 1] ?? [192, `1/16" = 1'-0"`];
  return { ratio, label: `Scale ${name} (1:${ratio})` };
}

/** Round bar lengths in feet; the bar takes the longest that stays about 2 in of paper or less. */
const BAR_FEET = [1, 2, 4, 5, 8, 10, 16, 20] as const;
const BAR_MAX_PAPER_IN = 2;

export function scaleBar(scale: Pick<SowScale, "ratio">): SowScaleBar {
  const paperInPerFoot = INCHES_PER_FOOT / scale.ratio;
  const feet = [...BAR_FEET].reverse().find((ft) => ft * paperInPerFoot <= BAR_MAX_PAPER_IN) ?? 1;
  // a tick each foot on short bars, fewer on long ones so the labels never crowd
  const step = feet <= 5 ? 1 : feet <= 10 ? 2 : 4;
  const ticks: SowScaleBar["ticks"] = [];
  for (let ft = 0; ft <= feet; ft += step) {
    ticks.push({ atIn: ft * INCHES_PER_FOOT, label: ft === feet ? `${ft} ft` : String(ft) });
  }
  return { lengthIn: feet * INCHES_PER_FOOT, ticks };
}
