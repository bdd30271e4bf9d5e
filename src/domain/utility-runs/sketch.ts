// The site sketch (docs/product/site-and-utility-runs.md section 7): house, island and the runs between them
// with their lengths, not to scale. A renderer-neutral list of shapes in sketch units; step 4 draws it as
// SVG as the owner types, and the SOW draws the same shapes to PDF and HTML.
import type { PlannerData } from "../planner/schema";
import { pipeSizeText } from "./gas-sizing";
import { utilityRuns } from "./runs";
import { TRENCH_SURFACE_LABELS } from "./site";

export const SKETCH_SIZE = { width: 360, height: 200 } as const;

export interface SketchBox {
  kind: "box";
  id: "house" | "island";
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

/** One run from the house to the island; the trench is drawn as a wide band under the runs. */
export interface SketchRun {
  kind: "run";
  id: "gas" | "electrical" | "water" | "trench";
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** "Gas 45 ft, 3/4 in pipe". */
  label: string;
  /** Where the label's baseline starts. */
  labelAt: { x: number; y: number };
  /** The house end: "Gas meter", "Panel", "Water supply"; null for the trench. */
  source: string | null;
}

export interface SiteSketch {
  width: number;
  height: number;
  boxes: SketchBox[];
  runs: SketchRun[];
  note: string;
  /** The whole sketch in one sentence, for a screen reader and the HTML's description. */
  summary: string;
}

const HOUSE = { x: 8, y: 16, width: 64, height: 168 };
const ISLAND = { x: 268, y: 60, width: 84, height: 80 };
/** The runs' heights, top to bottom, inside the island's side. */
const RUN_Y = { gas: 76, electrical: 100, water: 124 } as const;

function lengthText(run: { lengthFt: number; assumed: boolean }): string {
  return run.assumed ? `length not known (${run.lengthFt} ft assumed)` : `${run.lengthFt} ft`;
}

/** The sketch of the plan's runs, each labelled with its length (and the gas pipe's size). */
export function siteSketch(plan: PlannerData): SiteSketch {
  const runs = utilityRuns(plan);
  const x0 = HOUSE.x + HOUSE.width;
  const x1 = ISLAND.x;
  const sketchRuns: SketchRun[] = [];
  const add = (id: SketchRun["id"], y: number, label: string, source: string | null) =>
    sketchRuns.push({ kind: "run", id, from: { x: x0, y }, to: { x: x1, y }, label, labelAt: { x: x0 + 10, y: y - 4 }, source });
  if (runs.gas) {
    const size = runs.gas.sizing.status === "sized" ? `, ${pipeSizeText(runs.gas.sizing.size)} pipe` : ", size by a fitter";
    add("gas", RUN_Y.gas, `Gas ${lengthText(runs.gas)}${size}`, runs.gas.fuel === "propane" ? "Propane regulator" : "Gas meter");
  }
  const e = runs.electrical;
  add("electrical", RUN_Y.electrical, `Power ${lengthText(e)}, ${e.circuits} x 20 A circuit${e.circuits === 1 ? "" : "s"}`, "Panel");
  if (runs.water) add("water", RUN_Y.water, `Water and drain ${lengthText(runs.water)}`, "Water supply");
  const t = runs.trench;
  const trenchY = HOUSE.y + HOUSE.height - 24;
  sketchRuns.push({
    kind: "run",
    id: "trench",
    from: { x: x0, y: trenchY },
    to: { x: x1, y: trenchY },
    label: `Shared trench ${t.lengthFt} ft, ${TRENCH_SURFACE_LABELS[t.surface].toLowerCase()}${t.surfaceAssumed ? " (surface not given)" : ""}`,
    labelAt: { x: x0 + 10, y: trenchY - 6 },
    source: null,
  });
  const boxes: SketchBox[] = [
    { kind: "box", id: "house", ...HOUSE, label: "House" },
    { kind: "box", id: "island", ...ISLAND, label: "Island" },
  ];
  const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
  const summary = `Site sketch, not to scale: from the house to the island, ${sketchRuns.map((r) => inSentence(r.label)).join("; ")}.`;
  return { ...SKETCH_SIZE, boxes, runs: sketchRuns, note: "Not to scale", summary };
}
