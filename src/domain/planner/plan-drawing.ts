// The to-scale top view of the island, as a renderer-neutral model in inches: the wizard draws it as SVG
// and the SOW draws the same model to PDF and HTML, so every position is decided here and never in a renderer.
//
// Orientation (y grows downwards, as on paper and in SVG):
// - rectangular: one counter, its back edge along y = 0, its length along x.
// - l-shaped: the base run L1 x W1 along the top (corner included), the return arm L2 x W2 hanging down from
//   the base's right end, beyond the base depth, as docs/budget-model.md measures the sections.
// - u-shaped: the base L2 x W2 along the top, arm L1 x W1 hanging down on the left and arm L3 x W3 on the
//   right, both beyond the base depth.
//
// The appliances follow one run in their chosen order with the gaps and end buffers of ./layout.
// For L and U the run turns the corner onto the arms. With the appliances placed "outside" it follows the
// outer edges (arm L1 upwards, then the base, then down the other arm), which is what currentLengthIn counts
// as L1 + L2 (+ L3); "inside" follows the inner edges, which loses the corner depths exactly as
// currentLengthIn does. An appliance that would straddle a corner moves to the start of the next edge, and
// the ones after it move with it, keeping their gaps; one the homeowner placed on an arm stays on it. Appliances
// that do not fit are marked and drawn in line past the end of the run, clear of its dimension line, so the
// drawing shows what the "insufficient length" warning means.
import { APPLIANCE_CUTOUT_DEPTH_IN, type ApplianceId } from "./catalogue";
import { formatInches } from "../common/format";
import { currentLengthIn, effectiveShape, estimatedLengthIn, sections, uShapeArms } from "./geometry";
import { arrangeOnRun } from "./layout";
import type { KitchenShape, PlannerData, StructureType } from "./schema";

export interface PlanPoint {
  x: number;
  y: number;
}

export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlanSegment {
  start: PlanPoint;
  end: PlanPoint;
}

export interface PlanSection {
  /** "L" for the rectangle, L1...L3 for the parts of an L or a U, as in the budget's sections. */
  label: string;
  lengthIn: number;
  widthIn: number;
  rect: PlanRect;
}

export interface PlanRunLeg extends PlanSegment {
  /** The section whose edge this part of the run follows. */
  section: string;
  lengthIn: number;
}

export interface PlanRun {
  /** Which edges the run follows on an L or a U; null for the rectangle, where it does not matter. */
  placement: "inside" | "outside" | null;
  legs: PlanRunLeg[];
  /** The product's "current L". */
  currentLengthIn: number;
  /** The product's "estimated length needed". */
  estimatedLengthIn: number;
  /** Whether the current L is at least the length needed. */
  fits: boolean;
}

export interface PlanAppliance {
  /** 1-based position on the run; renderers print it on the appliance and in the legend. */
  number: number;
  id: ApplianceId;
  name: string;
  widthIn: number;
  /** Front-to-back size drawn: the nominal cut-out depth, never more than the counter holds. */
  depthIn: number;
  /** Inches from the start of the run to the appliance's first side. */
  runX: number;
  /** The section it sits on. */
  section: string;
  /** Inches from the start of its section's edge of the run (the corner, on an L or a U) to its first side. */
  legX: number;
  rect: PlanRect;
  center: PlanPoint;
  /** false when it lies past the end of the run: the island is too short for it. */
  fits: boolean;
}

export interface PlanDimension {
  /** "Length", "Width" for the rectangle; L1...W3 otherwise. */
  label: string;
  valueIn: number;
  /** The label drawn beside the line: L1 120". */
  text: string;
  /** The dimension line, parallel to the measured edge and set off from it. */
  line: PlanSegment;
  /** Thin lines from the measured edge out to the dimension line. */
  extensions: [PlanSegment, PlanSegment];
  /** Centre of the label. */
  labelAt: PlanPoint;
  /** -90 when the label reads along a vertical edge. */
  labelRotation: 0 | -90;
}

export interface PlanHouseWall {
  /** The wall line, a little longer than the structure's side on it. */
  line: PlanSegment;
  /** The structure's side carried by a ledger board on the wall. */
  ledger: PlanSegment;
  label: string;
  labelAt: PlanPoint;
}

export interface PlanStructure {
  structureType: StructureType;
  label: string;
  lengthIn: number;
  widthIn: number;
  /**
   * The footprint: centred on the island when free-standing; when attached (a one-sided pergola) it hangs
   * from the house wall behind the cook, who works at the run's edge with the aisle between.
   */
  rect: PlanRect;
  /** Free-standing: the four corners. Attached: only the corners on the free side; the wall carries the rest. */
  posts: PlanPoint[];
  /** The house wall of an attached structure; null when free-standing. */
  wall: PlanHouseWall | null;
  /** The footprint's length and width, and for an attached one the aisle from the wall to the counter. */
  dimensions: PlanDimension[];
  /** Centre of the label, below everything else so it never collides with a dimension. */
  labelAt: PlanPoint;
}

export interface PlanDrawing {
  shape: KitchenShape;
  /** The island's outline as one closed polygon. */
  outline: PlanPoint[];
  sections: PlanSection[];
  run: PlanRun;
  appliances: PlanAppliance[];
  dimensions: PlanDimension[];
  /** Where each appliance sits: from the start of its section's edge of the run to its first side. */
  positions: PlanDimension[];
  /** The pergola or gazebo footprint when a covered structure is planned. */
  pergola: PlanStructure | null;
  /** Everything above fits in it, labels included. */
  viewBox: PlanRect;
  /** Suggested label height in inches: keeps text legible whatever the island's size. */
  textSize: number;
  /** One sentence describing the drawing, for screen readers and captions. */
  summary: string;
}

/** Space between an appliance and the counter's front edge (the run's edge, where the cook stands). */
const APPLIANCE_INSET_IN = 2;
/** Clear floor for one cook between the counter's front edge and a wall behind (NKBA's working aisle). */
export const COOK_AISLE_IN = 42;
/** How far the drawn house wall runs past the structure on each side. */
const WALL_OVERRUN_IN = 24;
/** Clearance before appliances that do not fit, in text heights: past the dimension line and its label. */
const OVERFLOW_GAP_EM = 3.5;
/** Approximate width of a label character, in text heights. */
const CHAR_WIDTH_EM = 0.6;

export const SHAPE_NAMES: Record<KitchenShape, string> = {
  rectangular: "Rectangular",
  "l-shaped": "L-shaped",
  "u-shaped": "U-shaped",
};

const STRUCTURE_NAMES: Record<StructureType, string> = {
  pergola: "Pergola",
  "gazebo-pavilion": "Gazebo / pavilion",
};

interface Leg {
  section: string;
  start: PlanPoint;
  /** Unit direction of the run. */
  dir: PlanPoint;
  /** Unit vector from the run's edge into the counter. */
  normal: PlanPoint;
  length: number;
  /** Counter depth at this edge. */
  depth: number;
}

/** What each shape draws; the sections' names and sizes come from geometry.sections. */
interface ShapeGeometry {
  outline: PlanPoint[];
  /** One rectangle per section, in the order of geometry.sections. */
  rects: PlanRect[];
  legs: Leg[];
  /** Edges to dimension: [label, value, from, to, outward normal]. */
  measures: [string, number, PlanPoint, PlanPoint, PlanPoint][];
}

interface Geometry extends Omit<ShapeGeometry, "rects"> {
  sections: PlanSection[];
  placement: PlanRun["placement"];
}

const p = (x: number, y: number): PlanPoint => ({ x, y });
const UP = p(0, -1);
const DOWN = p(0, 1);
const LEFT = p(-1, 0);
const RIGHT = p(1, 0);

function rectOf(x: number, y: number, width: number, height: number): PlanRect {
  return { x, y, width, height };
}

function rectangleGeometry(data: PlannerData): ShapeGeometry {
  const { length: l, width: w } = data.dimensions;
  return {
    outline: [p(0, 0), p(l, 0), p(l, w), p(0, w)],
    rects: [rectOf(0, 0, l, w)],
    legs: [{ section: "L", start: p(0, 0), dir: RIGHT, normal: DOWN, length: l, depth: w }],
    measures: [
      ["Length", l, p(0, 0), p(l, 0), UP],
      ["Width", w, p(0, 0), p(0, w), LEFT],
    ],
  };
}

function lShapeGeometry(data: PlannerData): ShapeGeometry {
  const { length1: l1, width1: w1, length2: l2, width2: w2 } = data.lShape;
  const armX = l1 - w2;
  const inside = data.appliancePlacement === "inside";
  const legs: Leg[] = inside
    ? [
        { section: "L1", start: p(0, w1), dir: RIGHT, normal: UP, length: Math.max(0, armX), depth: w1 },
        { section: "L2", start: p(armX, w1), dir: DOWN, normal: RIGHT, length: l2, depth: w2 },
      ]
    : [
        { section: "L1", start: p(0, 0), dir: RIGHT, normal: DOWN, length: l1, depth: w1 },
        { section: "L2", start: p(l1, w1), dir: DOWN, normal: LEFT, length: l2, depth: w2 },
      ];
  return {
    outline: [p(0, 0), p(l1, 0), p(l1, w1 + l2), p(armX, w1 + l2), p(armX, w1), p(0, w1)],
    rects: [rectOf(0, 0, l1, w1), rectOf(armX, w1, w2, l2)],
    legs,
    measures: [
      ["L1", l1, p(0, 0), p(l1, 0), UP],
      ["W1", w1, p(0, 0), p(0, w1), LEFT],
      ["L2", l2, p(l1, w1), p(l1, w1 + l2), RIGHT],
      ["W2", w2, p(armX, w1 + l2), p(l1, w1 + l2), DOWN],
    ],
  };
}

function uShapeGeometry(data: PlannerData): ShapeGeometry {
  const { length1: l1, width1: w1, length2: l2, width2: w2, length3: l3, width3: w3 } = uShapeArms(data);
  const arm3X = l2 - w3;
  const inside = data.appliancePlacement === "inside";
  const legs: Leg[] = inside
    ? [
        { section: "L1", start: p(w1, w2 + l1), dir: UP, normal: LEFT, length: l1, depth: w1 },
        { section: "L2", start: p(w1, w2), dir: RIGHT, normal: UP, length: Math.max(0, arm3X - w1), depth: w2 },
        { section: "L3", start: p(arm3X, w2), dir: DOWN, normal: RIGHT, length: l3, depth: w3 },
      ]
    : [
        { section: "L1", start: p(0, w2 + l1), dir: UP, normal: RIGHT, length: l1, depth: w1 },
        { section: "L2", start: p(0, 0), dir: RIGHT, normal: DOWN, length: l2, depth: w2 },
        { section: "L3", start: p(l2, w2), dir: DOWN, normal: LEFT, length: l3, depth: w3 },
      ];
  return {
    outline: [
      p(0, 0),
      p(l2, 0),
      p(l2, w2 + l3),
      p(arm3X, w2 + l3),
      p(arm3X, w2),
      p(w1, w2),
      p(w1, w2 + l1),
      p(0, w2 + l1),
    ],
    rects: [rectOf(0, w2, w1, l1), rectOf(0, 0, l2, w2), rectOf(arm3X, w2, w3, l3)],
    legs,
    measures: [
      ["L2", l2, p(0, 0), p(l2, 0), UP],
      ["W2", w2, p(0, 0), p(0, w2), LEFT],
      ["L1", l1, p(0, w2), p(0, w2 + l1), LEFT],
      ["W1", w1, p(0, w2 + l1), p(w1, w2 + l1), DOWN],
      ["L3", l3, p(l2, w2), p(l2, w2 + l3), RIGHT],
      ["W3", w3, p(arm3X, w2 + l3), p(l2, w2 + l3), DOWN],
    ],
  };
}

function shapeGeometryOf(data: PlannerData): ShapeGeometry {
  switch (effectiveShape(data)) {
    case "l-shaped":
      return lShapeGeometry(data);
    case "u-shaped":
      return uShapeGeometry(data);
    default:
      return rectangleGeometry(data);
  }
}

function geometryOf(data: PlannerData): Geometry {
  const { rects, ...shape } = shapeGeometryOf(data);
  return {
    ...shape,
    sections: sections(data).map((s, i) => ({
      label: s.label,
      lengthIn: s.length,
      widthIn: s.width,
      rect: rects[i] ?? rectOf(0, 0, s.length, s.width),
    })),
    // a straight run has no inside or outside
    placement: effectiveShape(data) === "rectangular" ? null : data.appliancePlacement,
  };
}

const along = (leg: Leg, t: number, depth: number): PlanPoint =>
  p(leg.start.x + leg.dir.x * t + leg.normal.x * depth, leg.start.y + leg.dir.y * t + leg.normal.y * depth);

/** Thousandths of an inch: enough for any renderer, and free of floating-point tails like 24.000000000000014. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

function boxAround(a: PlanPoint, b: PlanPoint): PlanRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return rectOf(tidy(x), tidy(y), tidy(Math.abs(a.x - b.x)), tidy(Math.abs(a.y - b.y)));
}

/**
 * `overflowGap`: appliances that do not fit are drawn this far past the end of the run, clear of the
 * dimension lines there, so they read as "would go here" rather than as part of the island.
 */
function placeAppliances(data: PlannerData, legs: Leg[], overflowGap: number): PlanAppliance[] {
  const usable = legs.filter((leg) => leg.length > 0);
  const runLegs = usable.length > 0 ? usable : [legs[legs.length - 1]!];
  const lastLeg = runLegs.length - 1;
  let overflowShift: number | null = null;
  return arrangeOnRun(data, runLegs).map((item, index) => {
    const leg = runLegs[item.leg]!;
    // Past the end of the run, drawn clear of its dimension line; past the end of an earlier arm it was
    // placed on, drawn where it stands, across the corner.
    const pastRunEnd = !item.fits && item.leg === lastLeg;
    if (pastRunEnd && overflowShift === null) overflowShift = Math.max(0, leg.length + overflowGap - item.t);
    const t = item.t + (pastRunEnd ? (overflowShift ?? 0) : 0);
    // Drawn at its own depth from the front edge; a counter too shallow for it clips the drawing (the design
    // check says so), so a fitting appliance never pokes out of its section.
    const depth = Math.max(0, Math.min(APPLIANCE_CUTOUT_DEPTH_IN[item.id], leg.depth - 2 * APPLIANCE_INSET_IN));
    const rect = boxAround(along(leg, t, APPLIANCE_INSET_IN), along(leg, t + item.width, APPLIANCE_INSET_IN + depth));
    return {
      number: index + 1,
      id: item.id,
      name: item.name,
      widthIn: item.width,
      depthIn: tidy(depth),
      runX: tidy(item.runX),
      section: leg.section,
      legX: tidy(item.t),
      rect,
      center: p(rect.x + rect.width / 2, rect.y + rect.height / 2),
      fits: item.fits,
    };
  });
}

/** The legs of the run in order, each the section whose edge it follows and its usable length. */
export function runLegLengths(data: PlannerData): { section: string; length: number }[] {
  const legs = shapeGeometryOf(data).legs;
  const usable = legs.filter((leg) => leg.length > 0);
  return (usable.length > 0 ? usable : [legs[legs.length - 1]!]).map((leg) => ({ section: leg.section, length: leg.length }));
}

/** The sections whose edges the run follows, in run order: "L" for the rectangle, the arms of an L or a U. */
export function runSections(data: PlannerData): string[] {
  return runLegLengths(data).map((leg) => leg.section);
}

/**
 * Where each appliance lands on the run, with no drawing around it: the positions the plan drawing prints,
 * for the rules that measure them (the grill's landing space, appliances past the end of the run).
 */
export function appliancesOnRun(data: PlannerData): PlanAppliance[] {
  return placeAppliances(data, shapeGeometryOf(data).legs, 0);
}

function textWidth(text: string, textSize: number): number {
  return text.length * CHAR_WIDTH_EM * textSize;
}

function dimensionLine(
  [label, value, from, to, out]: Geometry["measures"][number],
  textSize: number,
  offset = textSize * 1.6,
  text = `${label} ${formatInches(value)}`,
): PlanDimension {
  const gap = textSize * 0.3;
  const overshoot = textSize * 0.3;
  const shifted = (pt: PlanPoint, d: number) => p(pt.x + out.x * d, pt.y + out.y * d);
  const line = { start: shifted(from, offset), end: shifted(to, offset) };
  const mid = p((line.start.x + line.end.x) / 2, (line.start.y + line.end.y) / 2);
  return {
    label,
    valueIn: value,
    text,
    line,
    extensions: [
      { start: shifted(from, gap), end: shifted(from, offset + overshoot) },
      { start: shifted(to, gap), end: shifted(to, offset + overshoot) },
    ],
    labelAt: shifted(mid, textSize * 0.8),
    labelRotation: out.x !== 0 ? -90 : 0,
  };
}

interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function extentOf(points: PlanPoint[]): Extent {
  return {
    minX: Math.min(...points.map((pt) => pt.x)),
    minY: Math.min(...points.map((pt) => pt.y)),
    maxX: Math.max(...points.map((pt) => pt.x)),
    maxY: Math.max(...points.map((pt) => pt.y)),
  };
}

const rectCorners = (r: PlanRect): PlanPoint[] => [p(r.x, r.y), p(r.x + r.width, r.y + r.height)];

/** Corners of a label's box around its centre, rotated labels standing upright. */
function labelCorners(at: PlanPoint, text: string, textSize: number, rotation: 0 | -90): PlanPoint[] {
  const half = textWidth(text, textSize) / 2;
  const halfHeight = textSize * 0.6;
  return rotation === 0
    ? [p(at.x - half, at.y - halfHeight), p(at.x + half, at.y + halfHeight)]
    : [p(at.x - halfHeight, at.y - half), p(at.x + halfHeight, at.y + half)];
}

function summaryOf(data: PlannerData, geometry: Geometry, run: PlanRun): string {
  const shape = effectiveShape(data);
  const size =
    shape === "rectangular"
      ? `${formatInches(data.dimensions.length)} x ${formatInches(data.dimensions.width)}`
      : geometry.sections
          .map((s) => `${s.label} ${formatInches(s.lengthIn)} x W${s.label.slice(1)} ${formatInches(s.widthIn)}`)
          .join(", ");
  const count = data.appliances.length;
  const appliances =
    count === 0
      ? "No appliances placed."
      : `${count} ${count === 1 ? "appliance needs" : "appliances need"} ${formatInches(run.estimatedLengthIn)} of counter; current L${run.placement ? ` (${run.placement})` : ""} is ${formatInches(run.currentLengthIn)}.`;
  const structure = data.pergola.enabled
    ? ` ${STRUCTURE_NAMES[data.pergola.structureType]} footprint ${formatInches(data.pergola.dimensions.length)} x ${formatInches(data.pergola.dimensions.width)}${structureAttachment(data).attached ? ", attached to the house wall" : ""}.`
    : "";
  return `${SHAPE_NAMES[shape]} island, ${size}, ${formatInches(data.dimensions.height)} high. ${appliances}${structure}`;
}

/**
 * How the covered structure stands: attached to the house (a one-sided pergola hangs from a ledger on the
 * wall and has posts only on its free side), embedded into the island, or free-standing. The drawing, the
 * structure section and the permit reason all read it.
 */
export function structureAttachment(data: PlannerData): {
  attached: boolean;
  embedded: boolean;
  /** "attached to the house wall (one-sided)", "embedded into the island", both, or "free-standing"; "" without a structure. */
  text: string;
} {
  const s = data.pergola;
  if (!s.enabled) return { attached: false, embedded: false, text: "" };
  const attached = s.structureType === "pergola" && s.oneSided;
  const parts = [
    attached ? "attached to the house wall (one-sided, on a ledger board)" : null,
    s.embedded ? "embedded into the island" : null,
  ].filter((part): part is string => part !== null);
  return { attached, embedded: s.embedded, text: parts.length > 0 ? parts.join(" and ") : "free-standing" };
}

/**
 * One dimension per appliance on the run, stacked outside the section's own dimension: from the start of
 * the section's edge of the run (the corner on an L or a U) to the appliance's first side.
 */
/** The width of a label's character in ems, a little over the drawing font's average (digits, inch marks). */
const LABEL_CHAR_WIDTH_EM = 0.55;

function positionDimensions(legs: Leg[], appliances: PlanAppliance[], textSize: number): PlanDimension[] {
  const rows = new Map<string, number>();
  const result: PlanDimension[] = [];
  for (const a of appliances) {
    const leg = legs.find((l) => l.section === a.section && l.length > 0);
    if (!leg || !a.fits || a.legX < 0.5) continue;
    const row = rows.get(leg.section) ?? 0;
    rows.set(leg.section, row + 1);
    const out = p(-leg.normal.x, -leg.normal.y);
    const dimension = dimensionLine(
      [`${a.number}`, a.legX, along(leg, 0, 0), along(leg, a.legX, 0), out],
      textSize,
      textSize * 1.6 * (row + 2),
      `${a.number}: ${formatInches(a.legX)}`,
    );
    // a label wider than its span would sit across its neighbours' lines: it goes before the run's start,
    // beyond the extension line every position dimension shares
    const labelWidth = dimension.text.length * textSize * LABEL_CHAR_WIDTH_EM;
    if (labelWidth > a.legX) {
      const { start, end } = dimension.line;
      const dx = (end.x - start.x) / a.legX;
      const dy = (end.y - start.y) / a.legX;
      const back = labelWidth / 2 + textSize * 0.4;
      dimension.labelAt = p(start.x - dx * back + out.x * textSize * 0.8, start.y - dy * back + out.y * textSize * 0.8);
    }
    result.push(dimension);
  }
  return result;
}

/** Every dimension the drawing prints: the island's, the appliances' positions and the structure's. */
export function everyDimension(drawing: PlanDrawing): PlanDimension[] {
  return [...drawing.dimensions, ...drawing.positions, ...(drawing.pergola?.dimensions ?? [])];
}

/** The top view of the plan, to scale in inches, for the design preview and the SOW. */
export function planDrawing(data: PlannerData): PlanDrawing {
  const geometry = geometryOf(data);
  const island = extentOf(geometry.outline);
  const structureSize = data.pergola.enabled ? data.pergola.dimensions : null;
  // Appliances past the end of the run make the drawing bigger, so they count too.
  const unshifted = placeAppliances(data, geometry.legs, 0);
  const content = extentOf([...geometry.outline, ...unshifted.flatMap((a) => rectCorners(a.rect))]);
  const largest = Math.max(
    content.maxX - content.minX,
    content.maxY - content.minY,
    structureSize?.length ?? 0,
    structureSize?.width ?? 0,
  );
  // About 1/22 of the drawing: 12 to 13 px when the drawing is scaled to a 390 px phone.
  const textSize = Math.round(Math.min(16, Math.max(4, largest / 22)) * 10) / 10;
  const appliances = placeAppliances(data, geometry.legs, textSize * OVERFLOW_GAP_EM);

  const dimensions = geometry.measures.map((m) => dimensionLine(m, textSize));
  const positions = positionDimensions(geometry.legs, appliances, textSize);
  const current = currentLengthIn(data);
  const estimated = estimatedLengthIn(data.appliances);
  const run: PlanRun = {
    placement: geometry.placement,
    legs: geometry.legs
      .filter((leg) => leg.length > 0)
      .map((leg) => ({ section: leg.section, lengthIn: leg.length, start: leg.start, end: along(leg, leg.length, 0) })),
    currentLengthIn: current,
    estimatedLengthIn: estimated,
    fits: current >= estimated,
  };

  const dimensionPoints = (d: PlanDimension): PlanPoint[] => [
    d.line.start,
    d.line.end,
    ...d.extensions.flatMap((e) => [e.start, e.end]),
    ...labelCorners(d.labelAt, d.text, textSize, d.labelRotation),
  ];
  const points: PlanPoint[] = [
    ...geometry.outline,
    ...appliances.flatMap((a) => rectCorners(a.rect)),
    ...dimensions.flatMap(dimensionPoints),
    ...positions.flatMap(dimensionPoints),
  ];

  let pergola: PlanStructure | null = null;
  if (structureSize) {
    const attached = structureAttachment(data).attached;
    const cx = (island.minX + island.maxX) / 2;
    const cy = (island.minY + island.maxY) / 2;
    // Attached: the wall is behind the cook, who stands at the run's edge along the top of the drawing
    // (the base's outer edge); with the appliances inside an L or a U the cook works within it and the
    // base's back goes against the wall.
    const wallY = island.minY - (geometry.placement === "inside" ? 0 : Math.min(COOK_AISLE_IN, structureSize.width));
    const rect = rectOf(
      cx - structureSize.length / 2,
      attached ? wallY : cy - structureSize.width / 2,
      structureSize.length,
      structureSize.width,
    );
    const label = `${STRUCTURE_NAMES[data.pergola.structureType]} ${formatInches(structureSize.length)} x ${formatInches(structureSize.width)}${attached ? ", attached" : ""}`;
    const right = rect.x + rect.width;
    const bottom = rect.y + rect.height;
    let wall: PlanHouseWall | null = null;
    if (attached) {
      const wallLabel = "House wall";
      // The label sits over the wall's left run-out, clear of the position dimensions that cross the aisle.
      const runOut = Math.max(WALL_OVERRUN_IN, textWidth(wallLabel, textSize) + textSize);
      wall = {
        line: { start: p(rect.x - runOut, rect.y), end: p(right + WALL_OVERRUN_IN, rect.y) },
        ledger: { start: p(rect.x, rect.y), end: p(right, rect.y) },
        label: wallLabel,
        // above the wall, on the house side
        labelAt: p(rect.x - runOut / 2, rect.y - textSize * 0.9),
      };
      points.push(wall.line.start, wall.line.end, ...labelCorners(wall.labelAt, wallLabel, textSize, 0));
    }
    // The structure's own dimensions go outside everything drawn so far, so they never cross another label.
    const drawn = extentOf([...points, ...rectCorners(rect)]);
    const structureDimensions: PlanDimension[] = [];
    const name = data.pergola.structureType === "pergola" ? "Pergola" : "Structure";
    if (attached) {
      // the wall is on top: the length goes on the free side, below
      structureDimensions.push(
        dimensionLine(
          [`${name} length`, structureSize.length, p(rect.x, bottom), p(right, bottom), DOWN],
          textSize,
          drawn.maxY - bottom + textSize * 1.6,
        ),
      );
    } else {
      structureDimensions.push(
        dimensionLine(
          [`${name} length`, structureSize.length, p(rect.x, rect.y), p(right, rect.y), UP],
          textSize,
          rect.y - drawn.minY + textSize * 1.6,
        ),
      );
    }
    structureDimensions.push(
      dimensionLine(
        [`${name} width`, structureSize.width, p(right, rect.y), p(right, bottom), RIGHT],
        textSize,
        drawn.maxX - right + textSize * 1.6,
      ),
    );
    if (attached && geometry.placement !== "inside" && island.minY > rect.y) {
      // the cook's aisle, from the wall to the counter's front edge, beside the island
      const x = island.minX;
      structureDimensions.push(
        dimensionLine(
          ["Aisle", island.minY - rect.y, p(x, rect.y), p(x, island.minY), LEFT],
          textSize,
          x - drawn.minX + textSize * 1.6,
          `Aisle ${formatInches(island.minY - rect.y)}`,
        ),
      );
    }
    points.push(...structureDimensions.flatMap(dimensionPoints));
    const below = Math.max(extentOf(points).maxY, bottom);
    const labelAt = p(cx, below + textSize * 1.2);
    pergola = {
      structureType: data.pergola.structureType,
      label,
      lengthIn: structureSize.length,
      widthIn: structureSize.width,
      rect,
      posts: attached
        ? [p(right, bottom), p(rect.x, bottom)]
        : [p(rect.x, rect.y), p(right, rect.y), p(right, bottom), p(rect.x, bottom)],
      wall,
      dimensions: structureDimensions,
      labelAt,
    };
    points.push(...rectCorners(rect), ...labelCorners(labelAt, label, textSize, 0));
  }

  const all = extentOf(points);
  const margin = textSize * 0.6;
  return {
    shape: effectiveShape(data),
    outline: geometry.outline,
    sections: geometry.sections,
    run,
    appliances,
    dimensions,
    positions,
    pergola,
    viewBox: rectOf(
      all.minX - margin,
      all.minY - margin,
      all.maxX - all.minX + 2 * margin,
      all.maxY - all.minY + 2 * margin,
    ),
    textSize,
    summary: summaryOf(data, geometry, run),
  };
}
