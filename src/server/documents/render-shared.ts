// What the PDF and the HTML renderings of the Statement of Work share: the palette, the status colours,
// the page geometry and the plan figure as a list of primitives in plan inches. Each renderer only paints
// these primitives in its own medium, so the printed drawing, its scale bar and its labels sit in the
// same places whichever file a contractor prints.
import { everyDimension, type PlanPoint, type PlanRect } from "../../domain/planner/plan-drawing";
import {
  SOW_CHECK_STATUS_LABELS,
  SOW_PAGE,
  type SowCheckStatus,
  type SowDocument,
  type SowDrawing,
  type SowPerspective,
  type SowSiteSketch,
} from "../../domain/sow/model";

export const POINTS_PER_INCH = 72;

/** The printable area of a page, inside the margins. */
export const SOW_TEXT_WIDTH_IN = SOW_PAGE.widthIn - 2 * SOW_PAGE.marginIn;
export const SOW_TEXT_HEIGHT_IN = SOW_PAGE.heightIn - 2 * SOW_PAGE.marginIn;

/** Dark text, one accent and light rules: the document is printed, often in grey. */
export const PALETTE = {
  ink: "#1c1917",
  muted: "#57534e",
  faint: "#78716c",
  accent: "#c2410c",
  rule: "#d6d3d1",
  ruleLight: "#e7e5e4",
  headerFill: "#f5f5f4",
  zebra: "#fafaf9",
  blankBorder: "#a8a29e",
  island: "#e7e5e4",
  islandStroke: "#292524",
  structure: "#44403c",
  misfit: "#b91c1c",
  misfitFill: "#fef2f2",
  white: "#ffffff",
} as const;

export interface StatusColours {
  ink: string;
  fill: string;
  border: string;
}

/** The badge of a design-check item; the words always go with the colour, never the colour alone. */
export const STATUS_COLOURS: Record<SowCheckStatus, StatusColours> = {
  meets: { ink: "#166534", fill: "#dcfce7", border: "#15803d" },
  attention: { ink: "#92400e", fill: "#fef3c7", border: "#b45309" },
  "not-applicable": { ink: "#44403c", fill: "#f5f5f4", border: "#a8a29e" },
};

export function checkStatusLabel(status: SowCheckStatus): string {
  return SOW_CHECK_STATUS_LABELS[status];
}

/**
 * The words of the blank form fields and of the navigation: the same in both renderings, and the only
 * words a renderer adds to the model besides page numbers and the running header.
 */
export const FURNITURE = {
  contents: "Contents",
  name: "Name",
  signature: "Signature",
  date: "Date",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** A legend mark that is an appliance number gets the same round badge as on the drawing. */
export function isNumberMark(mark: string): boolean {
  return /^\d{1,3}$/.test(mark.trim());
}

/** The heading of a section as both renderings print it: "3. Project summary". */
export function sectionHeading(section: { number: number; title: string }): string {
  return `${section.number}. ${section.title}`;
}

// ---------------------------------------------------------------------------------------------------------
// The plan figure

/** Type sizes on paper, whatever the drawing's scale: the drawing's own text size only places the labels. */
export const FIGURE_TYPE_PT = { dimension: 7.5, structure: 8, number: 7, tick: 7, scale: 8.5 } as const;

const STROKE_PT = {
  outline: 1.2,
  section: 0.5,
  run: 2.2,
  appliance: 0.8,
  dimension: 0.5,
  structure: 0.9,
  bar: 0.6,
} as const;

/** A 6 x 6 post, drawn to scale. */
const POST_SIZE_IN = 6;
const BADGE_RADIUS_PT = 5.5;
/** Length of the slash drafters draw where a dimension line meets an extension line. */
const TICK_PT = 4;
/** From the visual centre of a line of text to its baseline, in ems (the capital height is about 0.72 em). */
export const CAP_CENTRE_EM = 0.36;
/** Average advance of a character in ems; only for laying out room around short labels. */
const CHAR_EM = 0.58;

export interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidthPt?: number;
  /** Dash and gap lengths in points. */
  dashPt?: [number, number];
  cap?: "butt" | "round";
}

export type FigurePrimitive =
  | { kind: "polygon"; points: PlanPoint[]; paint: Paint }
  | { kind: "rect"; rect: PlanRect; paint: Paint }
  | { kind: "line"; from: PlanPoint; to: PlanPoint; paint: Paint }
  | { kind: "circle"; center: PlanPoint; radiusPt: number; paint: Paint }
  | {
      kind: "text";
      text: string;
      /** The visual centre of the text (anchor "middle") or the start of its baseline (anchor "start"). */
      at: PlanPoint;
      anchor: "middle" | "start";
      sizePt: number;
      weight: 400 | 600 | 700;
      colour: string;
      /** Degrees about `at`; -90 reads upwards along a vertical edge. */
      rotation: 0 | -90;
      /** A white surround so the label stays readable where a line crosses it. */
      halo: boolean;
    };

export type FigureText = Extract<FigurePrimitive, { kind: "text" }>;

export interface FigureLayout {
  ratio: number;
  /** Everything the figure draws, in plan inches: the drawing's view box and the scale bar below it. */
  box: PlanRect;
  /** The printed size of `box` at the stated scale. */
  widthIn: number;
  heightIn: number;
  primitives: FigurePrimitive[];
}

/** Width a short label will take, for reserving room; the renderers measure or anchor the real text. */
export function estimateTextWidthPt(text: string, sizePt: number): number {
  return text.length * CHAR_EM * sizePt;
}

function union(a: PlanRect, b: PlanRect): PlanRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * The drawing, its scale bar and the stated scale as primitives in plan inches. Sizes that must read the
 * same on paper whatever the scale (type, strokes, badges) are given in points; the renderers convert.
 */
export function figureLayout(block: SowDrawing): FigureLayout {
  const { drawing, scale, scaleBar } = block;
  const ratio = scale.ratio;
  if (!Number.isFinite(ratio) || ratio <= 0) throw new Error(`The drawing's scale ratio must be positive: ${ratio}`);
  /** Plan inches per printed point. */
  const pt = ratio / POINTS_PER_INCH;
  const primitives: FigurePrimitive[] = [];
  const text = (
    value: string,
    at: PlanPoint,
    sizePt: number,
    options: Partial<Pick<FigureText, "anchor" | "weight" | "colour" | "rotation" | "halo">> = {},
  ) =>
    primitives.push({
      kind: "text",
      text: value,
      at,
      sizePt,
      anchor: options.anchor ?? "middle",
      weight: options.weight ?? 600,
      colour: options.colour ?? PALETTE.ink,
      rotation: options.rotation ?? 0,
      halo: options.halo ?? false,
    });

  primitives.push({ kind: "polygon", points: drawing.outline, paint: { fill: PALETTE.island } });
  // The joints between the sections of an L or a U, under the outline so its edges stay crisp.
  if (drawing.sections.length > 1) {
    for (const section of drawing.sections) {
      primitives.push({
        kind: "rect",
        rect: section.rect,
        paint: { stroke: PALETTE.faint, strokeWidthPt: STROKE_PT.section },
      });
    }
  }
  primitives.push({
    kind: "polygon",
    points: drawing.outline,
    paint: { stroke: PALETTE.islandStroke, strokeWidthPt: STROKE_PT.outline },
  });
  for (const leg of drawing.run.legs) {
    primitives.push({
      kind: "line",
      from: leg.start,
      to: leg.end,
      paint: { stroke: PALETTE.accent, strokeWidthPt: STROKE_PT.run, cap: "round" },
    });
  }

  for (const appliance of drawing.appliances) {
    primitives.push({
      kind: "rect",
      rect: appliance.rect,
      paint: appliance.fits
        ? { fill: PALETTE.white, stroke: PALETTE.islandStroke, strokeWidthPt: STROKE_PT.appliance }
        : { fill: PALETTE.misfitFill, stroke: PALETTE.misfit, strokeWidthPt: STROKE_PT.appliance, dashPt: [3, 2] },
    });
  }

  // The structure is overhead: dashed over the island, as drafters draw what is above the cut.
  if (drawing.pergola) {
    const { rect, posts, label, labelAt, wall } = drawing.pergola;
    primitives.push({
      kind: "rect",
      rect,
      paint: { stroke: PALETTE.structure, strokeWidthPt: STROKE_PT.structure, dashPt: [5, 3] },
    });
    // An attached structure's house wall: a heavy solid line, the ledger on it.
    if (wall) {
      primitives.push({
        kind: "line",
        from: wall.line.start,
        to: wall.line.end,
        paint: { stroke: PALETTE.ink, strokeWidthPt: STROKE_PT.outline * 2 },
      });
      text(wall.label, wall.labelAt, FIGURE_TYPE_PT.structure, { colour: PALETTE.ink, halo: true });
    }
    for (const post of posts) {
      primitives.push({
        kind: "rect",
        rect: { x: post.x - POST_SIZE_IN / 2, y: post.y - POST_SIZE_IN / 2, width: POST_SIZE_IN, height: POST_SIZE_IN },
        paint: { fill: PALETTE.structure },
      });
    }
    text(label, labelAt, FIGURE_TYPE_PT.structure, { colour: PALETTE.structure, halo: true });
  }

  // The appliance numbers last, so no line crosses them.
  for (const appliance of drawing.appliances) {
    const colour = appliance.fits ? PALETTE.accent : PALETTE.misfit;
    const room = Math.min(appliance.rect.width, appliance.rect.height) / pt / 2 - 1;
    primitives.push({
      kind: "circle",
      center: appliance.center,
      radiusPt: Math.max(3.5, Math.min(BADGE_RADIUS_PT, room)),
      paint: { fill: colour },
    });
    text(String(appliance.number), appliance.center, FIGURE_TYPE_PT.number, { weight: 700, colour: PALETTE.white });
  }

  const tick = (TICK_PT / 2) * pt;
  for (const dimension of everyDimension(drawing)) {
    const paint: Paint = { stroke: PALETTE.muted, strokeWidthPt: STROKE_PT.dimension };
    for (const segment of [dimension.line, ...dimension.extensions]) {
      primitives.push({ kind: "line", from: segment.start, to: segment.end, paint });
    }
    for (const end of [dimension.line.start, dimension.line.end]) {
      primitives.push({
        kind: "line",
        from: { x: end.x - tick, y: end.y + tick },
        to: { x: end.x + tick, y: end.y - tick },
        paint: { stroke: PALETTE.ink, strokeWidthPt: STROKE_PT.appliance },
      });
    }
    text(dimension.text, dimension.labelAt, FIGURE_TYPE_PT.dimension, {
      rotation: dimension.labelRotation,
      halo: true,
    });
  }

  // The scale bar under the drawing: the stated scale, then the bar in alternating segments with its ticks.
  const box = drawing.viewBox;
  const firstLabel = scaleBar.ticks[0]?.label ?? "";
  const barX = box.x + (estimateTextWidthPt(firstLabel, FIGURE_TYPE_PT.tick) / 2 + 1) * pt;
  const scaleBaseline = box.y + box.height + 16 * pt;
  const barTop = scaleBaseline + 7 * pt;
  const barHeight = 4.5 * pt;
  const tickBaseline = barTop + barHeight + 10 * pt;
  text(scale.label, { x: barX, y: scaleBaseline }, FIGURE_TYPE_PT.scale, { anchor: "start", weight: 600 });

  const length = scaleBar.lengthIn;
  const stops = [
    ...new Set([0, ...scaleBar.ticks.map((t) => t.atIn).filter((at) => at > 0 && at < length), length]),
  ].sort((a, b) => a - b);
  stops.slice(1).forEach((to, i) => {
    const from = stops[i]!;
    primitives.push({
      kind: "rect",
      rect: { x: barX + from, y: barTop, width: to - from, height: barHeight },
      paint: {
        fill: i % 2 === 0 ? PALETTE.ink : PALETTE.white,
        stroke: PALETTE.ink,
        strokeWidthPt: STROKE_PT.bar,
      },
    });
  });
  let right = barX + length;
  for (const t of scaleBar.ticks) {
    const x = barX + t.atIn;
    primitives.push({
      kind: "line",
      from: { x, y: barTop + barHeight },
      to: { x, y: barTop + barHeight + 2.5 * pt },
      paint: { stroke: PALETTE.ink, strokeWidthPt: STROKE_PT.bar },
    });
    // The labels' visual centre sits one cap-centre above the baseline.
    text(t.label, { x, y: tickBaseline - CAP_CENTRE_EM * FIGURE_TYPE_PT.tick * pt }, FIGURE_TYPE_PT.tick, {
      weight: 400,
    });
    right = Math.max(right, x + (estimateTextWidthPt(t.label, FIGURE_TYPE_PT.tick) / 2) * pt);
  }
  right = Math.max(right, barX + estimateTextWidthPt(scale.label, FIGURE_TYPE_PT.scale) * pt);
  const barArea: PlanRect = { x: box.x, y: box.y + box.height, width: right - box.x + 2 * pt, height: tickBaseline + 4 * pt - (box.y + box.height) };
  const all = union(box, barArea);
  return {
    ratio,
    box: all,
    widthIn: all.width / ratio,
    heightIn: all.height / ratio,
    primitives,
  };
}

/**
 * The builder picks a scale at which the figure fits the page; a figure that would not fit is a builder
 * error, never something to shrink silently, since the stated scale would then be false.
 */
export function assertFigureFits(block: SowDrawing, layout: FigureLayout, maxHeightIn = SOW_TEXT_HEIGHT_IN): void {
  const tolerance = 1e-6;
  if (layout.widthIn > SOW_TEXT_WIDTH_IN + tolerance || layout.heightIn > maxHeightIn + tolerance) {
    throw new Error(
      `The plan drawing at ${block.scale.label} prints ${layout.widthIn.toFixed(2)} x ${layout.heightIn.toFixed(2)} in; ` +
        `the page holds ${SOW_TEXT_WIDTH_IN} x ${maxHeightIn.toFixed(2)} in. Choose a smaller scale.`,
    );
  }
}

/**
 * The disclaimer is said once, on the cover: as its own block unless the cover already carries it as a
 * paragraph.
 */
export function disclaimerBlockNeeded(doc: SowDocument): boolean {
  const text = doc.disclaimer.trim();
  if (!text) return false;
  const cover = doc.sections[0];
  return !cover?.blocks.some((block) => block.kind === "paragraph" && block.text.trim() === text);
}

// The site sketch (docs/product/statement-of-work.md section 2, item 8): the domain's boxes and runs in
// sketch units, printed at a fixed size; it is not to scale, and says so.

/** Printed points per sketch unit: the 360-unit sketch prints 486 pt wide, inside the 504 pt text width. */
export const SKETCH_PT_PER_UNIT = 1.35;
const SKETCH_TYPE_PT = { box: 8.5, run: 7, source: 6, note: 8 } as const;
const SKETCH_RUN_PAINT: Record<"gas" | "electrical" | "water", Paint> = {
  gas: { stroke: PALETTE.accent, strokeWidthPt: 1.8, cap: "round" },
  electrical: { stroke: PALETTE.ink, strokeWidthPt: 1.4, dashPt: [5, 2.5] },
  water: { stroke: PALETTE.muted, strokeWidthPt: 1.4, dashPt: [1.5, 2] },
};

export interface SketchFigure {
  /** Points per sketch unit. */
  scale: number;
  /** The sketch's extent in sketch units, the note included. */
  box: PlanRect;
  widthPt: number;
  heightPt: number;
  primitives: FigurePrimitive[];
}

/** The site sketch as primitives in sketch units; sizes in points, as for the plan figure. */
export function sketchFigure(block: SowSiteSketch): SketchFigure {
  const { sketch } = block;
  const primitives: FigurePrimitive[] = [];
  const text = (value: string, at: PlanPoint, sizePt: number, anchor: "start" | "middle", weight: 400 | 600 | 700, colour: string, halo = false) =>
    primitives.push({ kind: "text", text: value, at, sizePt, anchor, weight, colour, rotation: 0, halo });
  // the shared trench first, as a wide pale band the runs' labels can sit over
  for (const run of sketch.runs.filter((r) => r.id === "trench")) {
    primitives.push({ kind: "line", from: run.from, to: run.to, paint: { stroke: PALETTE.rule, strokeWidthPt: 10 } });
    primitives.push({ kind: "line", from: run.from, to: run.to, paint: { stroke: PALETTE.faint, strokeWidthPt: 0.6, dashPt: [3, 3] } });
  }
  for (const box of sketch.boxes) {
    const house = box.id === "house";
    primitives.push({
      kind: "rect",
      rect: { x: box.x, y: box.y, width: box.width, height: box.height },
      paint: { fill: house ? PALETTE.headerFill : PALETTE.island, stroke: PALETTE.islandStroke, strokeWidthPt: 1.1 },
    });
    const at = house ? { x: box.x + box.width / 2, y: box.y + 10 } : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    text(box.label, at, SKETCH_TYPE_PT.box, "middle", 700, PALETTE.ink);
  }
  for (const run of sketch.runs) {
    if (run.id !== "trench") {
      primitives.push({ kind: "line", from: run.from, to: run.to, paint: SKETCH_RUN_PAINT[run.id] });
      primitives.push({ kind: "circle", center: run.to, radiusPt: 2.2, paint: { fill: PALETTE.ink } });
    }
    if (run.source) {
      const house = sketch.boxes.find((b) => b.id === "house");
      const x = house ? house.x + house.width / 2 : run.from.x;
      text(run.source, { x, y: run.from.y }, SKETCH_TYPE_PT.source, "middle", 400, PALETTE.muted);
    }
    text(run.label, run.labelAt, SKETCH_TYPE_PT.run, "start", 600, PALETTE.ink, true);
  }
  const island = sketch.boxes.find((b) => b.id === "island");
  // above the island, clear of the runs and the trench
  const noteAt = island ? { x: island.x, y: island.y - 12 } : { x: 8, y: sketch.height - 4 };
  text(sketch.note, noteAt, SKETCH_TYPE_PT.note, "start", 700, PALETTE.muted);
  const box: PlanRect = { x: 0, y: 0, width: sketch.width, height: sketch.height };
  return { scale: SKETCH_PT_PER_UNIT, box, widthPt: box.width * SKETCH_PT_PER_UNIT, heightPt: box.height * SKETCH_PT_PER_UNIT, primitives };
}

// The perspective view (docs/product/three-d-scene.md): the domain's polygons are already in points, painted
// far to near; the badges go on top, their leaders first so no leader crosses a badge.

const PERSPECTIVE_STROKE_PT = { face: 0.35, outline: 0.5, leader: 0.6 } as const;

/** The perspective view as primitives in points (one unit is one point), with its size on the page. */
export function perspectiveFigure(block: SowPerspective): SketchFigure {
  const { view } = block;
  const primitives: FigurePrimitive[] = view.polygons.map((polygon) => ({
    kind: "polygon",
    points: polygon.points,
    paint:
      polygon.fill === null
        ? { stroke: polygon.stroke, strokeWidthPt: PERSPECTIVE_STROKE_PT.outline }
        : { fill: polygon.fill, stroke: polygon.stroke, strokeWidthPt: PERSPECTIVE_STROKE_PT.face },
  }));
  const colour = (fits: boolean) => (fits ? PALETTE.accent : PALETTE.misfit);
  for (const label of view.labels) {
    primitives.push({
      kind: "line",
      from: label.anchor,
      to: label.at,
      paint: { stroke: colour(label.fits), strokeWidthPt: PERSPECTIVE_STROKE_PT.leader, cap: "round" },
    });
  }
  for (const label of view.labels) {
    primitives.push({ kind: "circle", center: label.at, radiusPt: view.badgeRadius, paint: { fill: colour(label.fits) } });
    primitives.push({
      kind: "text",
      text: label.text,
      at: label.at,
      anchor: "middle",
      sizePt: FIGURE_TYPE_PT.number,
      weight: 700,
      colour: PALETTE.white,
      rotation: 0,
      halo: false,
    });
  }
  const box: PlanRect = { x: 0, y: 0, width: view.width, height: view.height };
  return { scale: 1, box, widthPt: view.width, heightPt: view.height, primitives };
}
