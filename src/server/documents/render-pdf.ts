// The Statement of Work as a printable PDF (US Letter). It walks the renderer-neutral model and decides only
// how each block looks: every word comes from the model, except the page furniture of render-shared (page
// numbers, the contents' title and the captions of the blank form fields).
import PDFDocument from "pdfkit";
import type { PlanPoint } from "../../domain/planner/plan-drawing";
import { SITE } from "../../domain/site/site-settings";
import {
  SOW_PAGE,
  type SowBlock,
  type SowCheckItem,
  type SowChecks,
  type SowDocument,
  type SowDrawing,
  type SowKeyValues,
  type SowList,
  type SowParagraph,
  type SowSection,
  type SowSignatures,
  type SowTable,
  type SowTableRow,
} from "../../domain/sow/model";
import {
  assertFigureFits,
  CAP_CENTRE_EM,
  checkStatusLabel,
  disclaimerBlockNeeded,
  type FigurePrimitive,
  figureLayout,
  FURNITURE,
  isNumberMark,
  type Paint,
  PALETTE,
  perspectiveFigure,
  POINTS_PER_INCH,
  STATUS_COLOURS,
  sectionHeading,
  type SketchFigure,
  sketchFigure,
} from "./render-shared";
import { type FontSet, fontsFor, type Weight } from "./pdf-fonts";
import { type SetStyle, TextSetter } from "./pdf-text";
import { sowFacts } from "./sow-facts";

export { woffToSfnt } from "./pdf-fonts";

type Pdf = PDFKit.PDFDocument;

type FontName = "regular" | "semibold" | "bold";

const FONT_WEIGHTS: Record<FontName, Weight> = { regular: 400, semibold: 600, bold: 700 };

/** Loads the faces a document's text needs: Inter for Latin, and a fallback for each other script in it. */
function loadFonts(doc: SowDocument): Promise<FontSet> {
  const names = new Map<Weight, string>(
    (Object.keys(FONT_WEIGHTS) as FontName[]).map((name) => [FONT_WEIGHTS[name], name]),
  );
  return fontsFor([...sowFacts(doc), FURNITURE.contents, FURNITURE.name, FURNITURE.signature, FURNITURE.date], names);
}

const MARGIN = SOW_PAGE.marginIn * POINTS_PER_INCH;
const PAGE_WIDTH = SOW_PAGE.widthIn * POINTS_PER_INCH;
const PAGE_HEIGHT = SOW_PAGE.heightIn * POINTS_PER_INCH;

interface TextStyle {
  font: FontName;
  size: number;
  colour: string;
  lineGap: number;
}

const STYLE = {
  title: { font: "bold", size: 26, colour: PALETTE.ink, lineGap: 2 },
  heading: { font: "bold", size: 14, colour: PALETTE.ink, lineGap: 2 },
  subheading: { font: "semibold", size: 11, colour: PALETTE.ink, lineGap: 2 },
  body: { font: "regular", size: 10, colour: PALETTE.ink, lineGap: 3.2 },
  lead: { font: "regular", size: 11, colour: PALETTE.ink, lineGap: 3.5 },
  note: { font: "regular", size: 8.5, colour: PALETTE.muted, lineGap: 2.4 },
  label: { font: "semibold", size: 9.5, colour: PALETTE.muted, lineGap: 2.5 },
  value: { font: "regular", size: 10, colour: PALETTE.ink, lineGap: 2.5 },
  cell: { font: "regular", size: 9, colour: PALETTE.ink, lineGap: 2 },
  cellStrong: { font: "bold", size: 9, colour: PALETTE.ink, lineGap: 2 },
  cellHeader: { font: "semibold", size: 8.5, colour: PALETTE.ink, lineGap: 1.5 },
  caption: { font: "semibold", size: 10, colour: PALETTE.ink, lineGap: 2 },
  checkRule: { font: "semibold", size: 10, colour: PALETTE.ink, lineGap: 2.5 },
  checkBody: { font: "regular", size: 9.5, colour: PALETTE.ink, lineGap: 2.5 },
  badge: { font: "bold", size: 8, colour: PALETTE.ink, lineGap: 0 },
  furniture: { font: "regular", size: 8, colour: PALETTE.muted, lineGap: 0 },
  field: { font: "regular", size: 8, colour: PALETTE.muted, lineGap: 0 },
} as const satisfies Record<string, TextStyle>;

/** Vertical rhythm, in points. */
const SPACE = { block: 9, paragraph: 7, sectionBefore: 20, headingAfter: 8, cellX: 5, cellY: 4, kvY: 4 } as const;
/** A blank of the bid form must take a handwritten price. */
const BLANK_ROW_HEIGHT = 26;
const LIST_INDENT = 16;

interface TextOptions {
  width?: number;
  align?: "left" | "right" | "center";
  /** Tabular figures, for columns of amounts. */
  numeric?: boolean;
}

/**
 * Tabular figures line up the digits of right-aligned amounts. Only there: pdfkit caches the layout of
 * words set with the default features, and shaping every string afresh doubles the time of a document.
 */
const NUMERIC: PDFKit.Mixins.OpenTypeFeatures[] = ["kern", "tnum"];

/**
 * Flows the blocks down the pages. It keeps its own cursor and checks the room left before each unit
 * (a table row, a check item, a signature, the figure), so nothing that must stay whole is split; only
 * long paragraphs flow from one page to the next.
 */
class PdfLayout {
  readonly left = MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  readonly top = MARGIN;
  readonly bottom = PAGE_HEIGHT - MARGIN;
  y = MARGIN;

  constructor(
    readonly pdf: Pdf,
    readonly setter: TextSetter,
  ) {}

  private setStyle(style: TextStyle, options: TextOptions = {}): SetStyle {
    return { weight: FONT_WEIGHTS[style.font], size: style.size, features: options.numeric ? NUMERIC : undefined };
  }

  /** True when pdfkit sets the text alone; otherwise the setter breaks and draws it run by run. */
  plain(text: string, style: TextStyle, width: number, options: TextOptions = {}): boolean {
    return this.setter.plain(text, this.setStyle(style, options), width);
  }

  /** Draws lines set by the setter, their tops `lineHeight` apart from `y`. */
  private drawLines(
    lines: ReturnType<TextSetter["lines"]>,
    style: TextStyle,
    x: number,
    y: number,
    width: number,
    options: TextOptions,
  ): void {
    const lineHeight = this.lineHeight(style);
    this.use(style);
    lines.forEach((line, i) => {
      this.setter.drawLine(line, this.setStyle(style, options), x, y + i * lineHeight, width, options.align ?? "left");
    });
  }

  get room(): number {
    return this.bottom - this.y;
  }

  get atTop(): boolean {
    return this.y <= this.top + 0.01;
  }

  /** 0-based index of the page being written: pages are only ever appended. */
  get pageIndex(): number {
    const { start, count } = this.pdf.bufferedPageRange();
    return start + count - 1;
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = this.top;
  }

  /** Starts a new page unless `height` fits below the cursor (or the cursor is already at the top). */
  ensure(height: number): void {
    if (height > this.room && !this.atTop) this.newPage();
  }

  gap(space: number): void {
    if (!this.atTop) this.y += space;
  }

  use(style: TextStyle): Pdf {
    return this.pdf.font(style.font).fontSize(style.size).fillColor(style.colour);
  }

  measure(text: string, style: TextStyle, width: number, options: TextOptions = {}): number {
    if (text === "") return 0;
    if (!this.plain(text, style, width, options)) {
      return this.setter.lines(text, this.setStyle(style, options), width).length * this.lineHeight(style);
    }
    this.use(style);
    return this.pdf.heightOfString(text, {
      width,
      lineGap: style.lineGap,
      features: options.numeric ? NUMERIC : undefined,
    });
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.pdf.currentLineHeight(true) + style.lineGap;
  }

  /** Draws text whose room was checked; the cursor does not move. */
  write(text: string, style: TextStyle, x: number, y: number, options: TextOptions = {}): void {
    if (text === "") return;
    const width = options.width ?? this.width;
    if (!this.plain(text, style, width, options)) {
      this.drawLines(this.setter.lines(text, this.setStyle(style, options), width), style, x, y, width, options);
      return;
    }
    this.use(style).text(text, x, y, {
      width: options.width ?? this.width,
      align: options.align ?? "left",
      lineGap: style.lineGap,
      features: options.numeric ? NUMERIC : undefined,
    });
  }

  /** A paragraph may flow across pages, but never leaves a lone line behind. */
  flow(text: string, style: TextStyle, x = this.left, width = this.width): void {
    const height = this.measure(text, style, width);
    const minimum = Math.min(height, 2 * this.lineHeight(style));
    if (minimum > this.room) this.newPage();
    if (height <= this.room) {
      this.write(text, style, x, this.y, { width });
      this.y += height;
      return;
    }
    if (this.plain(text, style, width)) {
      this.use(style).text(text, x, this.y, { width, lineGap: style.lineGap });
      this.y = this.pdf.y;
      return;
    }
    const lineHeight = this.lineHeight(style);
    const lines = this.setter.lines(text, this.setStyle(style), width);
    while (lines.length > 0) {
      // never a lone line at the foot of a page or the head of the next
      let fit = Math.max(1, Math.floor((this.room + 0.01) / lineHeight));
      if (fit < lines.length && lines.length - fit === 1) fit = Math.max(1, fit - 1);
      const page = lines.splice(0, fit);
      this.drawLines(page, style, x, this.y, width, {});
      this.y += page.length * lineHeight;
      if (lines.length > 0) this.newPage();
    }
  }

  rule(y: number, colour: string, lineWidth: number, x = this.left, width = this.width): void {
    this.pdf.save().moveTo(x, y).lineTo(x + width, y).lineWidth(lineWidth).strokeColor(colour).stroke().restore();
  }

  fillRect(x: number, y: number, width: number, height: number, colour: string): void {
    this.pdf.save().rect(x, y, width, height).fill(colour).restore();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Blocks

function tableColumns(layout: PdfLayout, table: SowTable): { x: number; width: number }[] {
  const total = table.columns.reduce((sum, column) => sum + Math.max(0, column.weight), 0) || 1;
  let x = layout.left;
  return table.columns.map((column) => {
    const width = (layout.width * Math.max(0, column.weight)) / total;
    const cell = { x, width };
    x += width;
    return cell;
  });
}

function headerHeight(layout: PdfLayout, table: SowTable, columns: { width: number }[]): number {
  const heights = table.columns.map((column, i) =>
    layout.measure(column.header, STYLE.cellHeader, columns[i]!.width - 2 * SPACE.cellX),
  );
  return Math.max(0, ...heights) + 2 * SPACE.cellY;
}

function rowHeight(layout: PdfLayout, table: SowTable, row: SowTableRow, columns: { width: number }[]): number {
  const style = row.emphasis ? STYLE.cellStrong : STYLE.cell;
  const heights = table.columns.map((column, i) =>
    layout.measure(row.cells[i] ?? "", style, columns[i]!.width - 2 * SPACE.cellX, {
      numeric: column.align === "right",
    }),
  );
  const height = Math.max(layout.lineHeight(style), ...heights) + 2 * SPACE.cellY;
  const hasBlank = table.fillIn && table.columns.some((_, i) => (row.cells[i] ?? "").trim() === "");
  return hasBlank ? Math.max(height, BLANK_ROW_HEIGHT) : height;
}

function drawHeader(layout: PdfLayout, table: SowTable, columns: { x: number; width: number }[], height: number): void {
  const { y } = layout;
  layout.fillRect(layout.left, y, layout.width, height, PALETTE.headerFill);
  table.columns.forEach((column, i) => {
    const cell = columns[i]!;
    layout.write(column.header, STYLE.cellHeader, cell.x + SPACE.cellX, y + SPACE.cellY, {
      width: cell.width - 2 * SPACE.cellX,
      align: column.align,
    });
  });
  layout.rule(y + height, PALETTE.ink, 0.9);
  layout.y += height;
}

function drawRow(
  layout: PdfLayout,
  table: SowTable,
  row: SowTableRow,
  index: number,
  columns: { x: number; width: number }[],
  height: number,
): void {
  const { y } = layout;
  if (!row.emphasis && index % 2 === 1) layout.fillRect(layout.left, y, layout.width, height, PALETTE.zebra);
  const style = row.emphasis ? STYLE.cellStrong : STYLE.cell;
  table.columns.forEach((column, i) => {
    const cell = columns[i]!;
    const text = row.cells[i] ?? "";
    if (table.fillIn && text.trim() === "") {
      const inset = 3;
      layout.pdf
        .save()
        .rect(cell.x + inset, y + inset, cell.width - 2 * inset, height - 2 * inset)
        .lineWidth(0.6)
        .fillAndStroke(PALETTE.white, PALETTE.blankBorder)
        .restore();
      return;
    }
    layout.write(text, style, cell.x + SPACE.cellX, y + SPACE.cellY, {
      width: cell.width - 2 * SPACE.cellX,
      align: column.align,
      numeric: column.align === "right",
    });
  });
  if (row.emphasis) layout.rule(y, PALETTE.ink, 0.9);
  layout.rule(y + height, PALETTE.ruleLight, 0.5);
  layout.y += height;
}

function captionHeight(layout: PdfLayout, table: SowTable): number {
  return table.caption ? layout.measure(table.caption, STYLE.caption, layout.width) + 5 : 0;
}

function drawTable(layout: PdfLayout, table: SowTable): void {
  const columns = tableColumns(layout, table);
  const header = headerHeight(layout, table, columns);
  const heights = table.rows.map((row) => rowHeight(layout, table, row, columns));
  const caption = captionHeight(layout, table);
  layout.ensure(caption + header + (heights[0] ?? 0));
  if (table.caption) {
    layout.write(table.caption, STYLE.caption, layout.left, layout.y);
    layout.y += caption;
  }
  drawHeader(layout, table, columns, header);
  table.rows.forEach((row, i) => {
    const height = heights[i]!;
    if (height > layout.room) {
      layout.newPage();
      drawHeader(layout, table, columns, header);
    }
    drawRow(layout, table, row, i, columns, height);
  });
}

function drawParagraph(layout: PdfLayout, block: SowParagraph): void {
  layout.flow(block.text, STYLE[block.style === "normal" ? "body" : block.style]);
}

function drawSubheading(layout: PdfLayout, text: string): void {
  layout.gap(4);
  const height = layout.measure(text, STYLE.subheading, layout.width);
  layout.write(text, STYLE.subheading, layout.left, layout.y);
  layout.y += height + 3;
}

function listItemHeight(layout: PdfLayout, item: string): number {
  return layout.measure(item, STYLE.body, layout.width - LIST_INDENT);
}

function drawList(layout: PdfLayout, block: SowList): void {
  block.items.forEach((item, i) => {
    const height = listItemHeight(layout, item);
    layout.ensure(height);
    const { y } = layout;
    if (block.ordered) {
      layout.write(`${i + 1}.`, { ...STYLE.body, font: "semibold", colour: PALETTE.muted }, layout.left, y, {
        width: LIST_INDENT - 4,
        align: "right",
      });
    } else {
      const lineMiddle = y + (layout.lineHeight(STYLE.body) - STYLE.body.lineGap) / 2 + 0.5;
      layout.pdf.save().circle(layout.left + 5, lineMiddle, 1.9).fill(PALETTE.accent).restore();
    }
    layout.write(item, STYLE.body, layout.left + LIST_INDENT, y, { width: layout.width - LIST_INDENT });
    layout.y += height + (i < block.items.length - 1 ? 3 : 0);
  });
}

const KV_LABEL_SHARE = 0.32;

function keyValueHeight(layout: PdfLayout, row: { label: string; value: string }): number {
  const labelWidth = layout.width * KV_LABEL_SHARE - 10;
  const valueWidth = layout.width * (1 - KV_LABEL_SHARE);
  return (
    Math.max(
      layout.measure(row.label, STYLE.label, labelWidth),
      layout.measure(row.value, STYLE.value, valueWidth),
      layout.lineHeight(STYLE.value),
    ) +
    2 * SPACE.kvY
  );
}

function drawKeyValues(layout: PdfLayout, block: SowKeyValues): void {
  const labelWidth = layout.width * KV_LABEL_SHARE - 10;
  const valueX = layout.left + layout.width * KV_LABEL_SHARE;
  const valueWidth = layout.width * (1 - KV_LABEL_SHARE);
  for (const row of block.rows) {
    const height = keyValueHeight(layout, row);
    layout.ensure(height);
    const { y } = layout;
    // The label's smaller type sits on the value's first baseline.
    layout.write(row.label, STYLE.label, layout.left, y + SPACE.kvY + 0.6, { width: labelWidth });
    layout.write(row.value, STYLE.value, valueX, y + SPACE.kvY, { width: valueWidth });
    layout.rule(y + height, PALETTE.ruleLight, 0.5);
    layout.y += height;
  }
}

const CHECK_PAD = 8;
const BADGE_COLUMN = 104;

interface CheckMetrics {
  height: number;
  rule: number;
  figures: number;
  action: number;
  source: number;
}

function checkMetrics(layout: PdfLayout, item: SowCheckItem): CheckMetrics {
  const inner = layout.width - 2 * CHECK_PAD - 4;
  const rule = layout.measure(item.rule, STYLE.checkRule, inner - BADGE_COLUMN);
  const figures = layout.measure(item.figures, STYLE.checkBody, inner);
  const action = item.action ? layout.measure(item.action, { ...STYLE.checkBody, font: "semibold" }, inner) : 0;
  const source = layout.measure(item.source, STYLE.note, inner);
  const badge = 15;
  const gaps = [figures, action, source].filter((h) => h > 0).length * 3;
  return {
    height: 2 * CHECK_PAD + Math.max(rule, badge) + figures + action + source + gaps,
    rule,
    figures,
    action,
    source,
  };
}

function drawBadge(layout: PdfLayout, item: SowCheckItem, right: number, y: number): void {
  const colours = STATUS_COLOURS[item.status];
  const label = checkStatusLabel(item.status);
  layout.use(STYLE.badge);
  const width = layout.pdf.widthOfString(label) + 14;
  const height = 15;
  const x = right - width;
  layout.pdf.save().roundedRect(x, y, width, height, 7.5).lineWidth(0.7).fillAndStroke(colours.fill, colours.border).restore();
  layout.use({ ...STYLE.badge, colour: colours.ink }).text(label, x, y + height / 2 + CAP_CENTRE_EM * STYLE.badge.size, {
    width,
    align: "center",
    baseline: "alphabetic",
    lineBreak: false,
  });
}

function drawChecks(layout: PdfLayout, block: SowChecks): void {
  block.items.forEach((item, i) => {
    const metrics = checkMetrics(layout, item);
    layout.ensure(metrics.height);
    if (i > 0) layout.gap(6);
    const top = layout.y;
    const colours = STATUS_COLOURS[item.status];
    layout.pdf
      .save()
      .roundedRect(layout.left, top, layout.width, metrics.height, 4)
      .lineWidth(0.6)
      .stroke(PALETTE.rule)
      .restore();
    layout.fillRect(layout.left, top, 4, metrics.height, colours.border);
    const x = layout.left + 4 + CHECK_PAD;
    const inner = layout.width - 2 * CHECK_PAD - 4;
    let y = top + CHECK_PAD;
    layout.write(item.rule, STYLE.checkRule, x, y, { width: inner - BADGE_COLUMN });
    drawBadge(layout, item, x + inner, y - 1);
    y += Math.max(metrics.rule, 15) + 3;
    layout.write(item.figures, STYLE.checkBody, x, y, { width: inner });
    if (metrics.figures) y += metrics.figures + 3;
    if (item.action) {
      layout.write(item.action, { ...STYLE.checkBody, font: "semibold", colour: STATUS_COLOURS.attention.ink }, x, y, {
        width: inner,
      });
      y += metrics.action + 3;
    }
    layout.write(item.source, STYLE.note, x, y, { width: inner });
    layout.y = top + metrics.height;
  });
}

// The figure: plan inches map to points at the stated scale, so one real inch prints 72 / ratio points.

function applyPaint(pdf: Pdf, paint: Paint): void {
  if (paint.strokeWidthPt !== undefined) pdf.lineWidth(paint.strokeWidthPt);
  if (paint.dashPt) pdf.dash(paint.dashPt[0], { space: paint.dashPt[1] });
  pdf.lineCap(paint.cap ?? "butt").lineJoin("miter");
  if (paint.fill && paint.stroke) pdf.fillAndStroke(paint.fill, paint.stroke);
  else if (paint.fill) pdf.fill(paint.fill);
  else if (paint.stroke) pdf.stroke(paint.stroke);
}

function drawPrimitive(layout: PdfLayout, primitive: FigurePrimitive, map: (p: PlanPoint) => PlanPoint, k: number): void {
  const { pdf } = layout;
  pdf.save();
  switch (primitive.kind) {
    case "polygon":
      pdf.polygon(...primitive.points.map((p) => map(p)).map((p) => [p.x, p.y]));
      applyPaint(pdf, primitive.paint);
      break;
    case "rect": {
      const corner = map(primitive.rect);
      pdf.rect(corner.x, corner.y, primitive.rect.width * k, primitive.rect.height * k);
      applyPaint(pdf, primitive.paint);
      break;
    }
    case "line": {
      const from = map(primitive.from);
      const to = map(primitive.to);
      pdf.moveTo(from.x, from.y).lineTo(to.x, to.y);
      applyPaint(pdf, primitive.paint);
      break;
    }
    case "circle": {
      const center = map(primitive.center);
      pdf.circle(center.x, center.y, primitive.radiusPt);
      applyPaint(pdf, primitive.paint);
      break;
    }
    case "text": {
      const at = map(primitive.at);
      const font: FontName = primitive.weight === 700 ? "bold" : primitive.weight === 600 ? "semibold" : "regular";
      const style: TextStyle = { font, size: primitive.sizePt, colour: primitive.colour, lineGap: 0 };
      layout.use(style);
      const width = pdf.widthOfString(primitive.text);
      const x = primitive.anchor === "middle" ? at.x - width / 2 : at.x;
      const baseline = primitive.anchor === "middle" ? at.y + CAP_CENTRE_EM * primitive.sizePt : at.y;
      if (primitive.rotation) pdf.rotate(primitive.rotation, { origin: [at.x, at.y] });
      if (primitive.halo) {
        const capHeight = 2 * CAP_CENTRE_EM * primitive.sizePt;
        pdf.rect(x - 1.5, baseline - capHeight - 1.5, width + 3, capHeight + 3).fill(PALETTE.white);
      }
      layout.use(style).text(primitive.text, x, baseline, { baseline: "alphabetic", lineBreak: false });
      break;
    }
  }
  pdf.undash();
  pdf.restore();
}

const LEGEND_COLUMNS = 2;

function drawLegend(layout: PdfLayout, block: SowDrawing): void {
  const columnGap = 16;
  const columnWidth = (layout.width - columnGap * (LEGEND_COLUMNS - 1)) / LEGEND_COLUMNS;
  const markStyle: TextStyle = { ...STYLE.checkBody, font: "bold", colour: PALETTE.accent };
  layout.use(markStyle);
  const markWidth =
    Math.max(14, ...block.legend.filter((e) => !isNumberMark(e.mark)).map((e) => layout.pdf.widthOfString(e.mark))) +
    8;
  for (let start = 0; start < block.legend.length; start += LEGEND_COLUMNS) {
    const entries = block.legend.slice(start, start + LEGEND_COLUMNS);
    const height =
      Math.max(...entries.map((entry) => layout.measure(entry.text, STYLE.checkBody, columnWidth - markWidth))) + 4;
    layout.ensure(height);
    entries.forEach((entry, i) => {
      const x = layout.left + i * (columnWidth + columnGap);
      const middle = layout.y + (layout.lineHeight(STYLE.checkBody) - STYLE.checkBody.lineGap) / 2;
      // Marks stand right-aligned against their text, so the texts of a column start on one line.
      if (isNumberMark(entry.mark)) {
        const centre = x + markWidth - 6 - 6.5;
        layout.pdf.save().circle(centre, middle, 6.5).fill(PALETTE.accent).restore();
        layout.use({ ...STYLE.badge, size: 7.5, colour: PALETTE.white });
        layout.pdf.text(entry.mark.trim(), centre - 7, middle + CAP_CENTRE_EM * 7.5, {
          width: 14,
          align: "center",
          baseline: "alphabetic",
          lineBreak: false,
        });
      } else {
        layout.write(entry.mark.trim(), markStyle, x, layout.y, { width: markWidth - 6, align: "right" });
      }
      layout.write(entry.text, STYLE.checkBody, x + markWidth, layout.y, { width: columnWidth - markWidth });
    });
    layout.y += height;
  }
}

function drawFigure(layout: PdfLayout, block: SowDrawing): void {
  const figure = figureLayout(block);
  assertFigureFits(block, figure, (layout.bottom - layout.top) / POINTS_PER_INCH);
  const k = POINTS_PER_INCH / figure.ratio;
  const width = figure.box.width * k;
  const height = figure.box.height * k;
  layout.ensure(height);
  const x0 = layout.left + (layout.width - width) / 2;
  const y0 = layout.y;
  const map = (p: PlanPoint): PlanPoint => ({ x: x0 + (p.x - figure.box.x) * k, y: y0 + (p.y - figure.box.y) * k });
  for (const primitive of figure.primitives) drawPrimitive(layout, primitive, map, k);
  layout.y += height + 10;
  drawLegend(layout, block);
  if (block.caption) {
    layout.y += 4;
    layout.flow(block.caption, STYLE.note);
  }
}

/**
 * A figure printed at its own size with its caption under it (the site sketch, the perspective view), kept
 * together on one page: it is never split.
 */
function captionedHeight(layout: PdfLayout, figure: SketchFigure, caption: string): number {
  return figure.heightPt + 8 + layout.measure(caption, STYLE.note, layout.width);
}

function drawCaptioned(layout: PdfLayout, figure: SketchFigure, caption: string): void {
  layout.ensure(captionedHeight(layout, figure, caption));
  const x0 = layout.left + (layout.width - figure.widthPt) / 2;
  const y0 = layout.y;
  const k = figure.scale;
  const map = (p: PlanPoint): PlanPoint => ({ x: x0 + (p.x - figure.box.x) * k, y: y0 + (p.y - figure.box.y) * k });
  for (const primitive of figure.primitives) drawPrimitive(layout, primitive, map, k);
  layout.y += figure.heightPt + 8;
  layout.flow(caption, STYLE.note);
}

const SIGNATURE_COLUMNS = 2;
const SIGNATURE_GAP = 28;
/** Room above a line to write on it, and below it for its caption. */
const FIELD_ROOM = 30;
const FIELD_CAPTION = 13;

type Party = SowSignatures["parties"][number];

interface SignatureRow {
  parties: Party[];
  width: number;
  role: number;
  name: number;
  height: number;
}

/** The parties of one row share their baselines, so the signature and date lines line up across it. */
function signatureRow(layout: PdfLayout, parties: Party[]): SignatureRow {
  const width = (layout.width - SIGNATURE_GAP * (SIGNATURE_COLUMNS - 1)) / SIGNATURE_COLUMNS;
  const role = Math.max(0, ...parties.map((party) => layout.measure(party.role, STYLE.subheading, width)));
  const name = Math.max(
    0,
    ...parties.map((party) =>
      party.name.trim() ? layout.measure(party.name, STYLE.value, width) : FIELD_ROOM + FIELD_CAPTION,
    ),
  );
  return { parties, width, role, name, height: role + 4 + name + 2 * (FIELD_ROOM + FIELD_CAPTION) };
}

function drawFieldLine(layout: PdfLayout, x: number, y: number, width: number, caption: string): void {
  layout.rule(y, PALETTE.ink, 0.7, x, width);
  layout.write(caption, STYLE.field, x, y + 3, { width });
}

function drawSignatures(layout: PdfLayout, block: SowSignatures): void {
  for (let start = 0; start < block.parties.length; start += SIGNATURE_COLUMNS) {
    const row = signatureRow(layout, block.parties.slice(start, start + SIGNATURE_COLUMNS));
    layout.gap(6);
    layout.ensure(row.height);
    const top = layout.y;
    row.parties.forEach((party, i) => {
      const x = layout.left + i * (row.width + SIGNATURE_GAP);
      layout.write(party.role, STYLE.subheading, x, top, { width: row.width });
      const nameTop = top + row.role + 4;
      if (party.name.trim()) layout.write(party.name, STYLE.value, x, nameTop, { width: row.width });
      else drawFieldLine(layout, x, nameTop + FIELD_ROOM, row.width, FURNITURE.name);
      const signatureLine = nameTop + row.name + FIELD_ROOM;
      drawFieldLine(layout, x, signatureLine, row.width, FURNITURE.signature);
      drawFieldLine(layout, x, signatureLine + FIELD_CAPTION + FIELD_ROOM, row.width * 0.5, FURNITURE.date);
    });
    layout.y = top + row.height;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Keeping headings with what follows them

/** The height of the first unit of a block: what a heading above it must not be separated from. */
function leadHeight(layout: PdfLayout, blocks: SowBlock[], index: number, chain = true): number {
  const block = blocks[index];
  if (!block) return 0;
  switch (block.kind) {
    case "paragraph": {
      // a short paragraph introduces the block after it (the signatures' one line does): they go together,
      // one step only, so a run of short paragraphs still flows
      const style = STYLE[block.style === "normal" ? "body" : block.style];
      const height = layout.measure(block.text, style, layout.width);
      const lead = 3 * layout.lineHeight(style);
      if (height > lead) return lead;
      return chain ? height + SPACE.paragraph + leadHeight(layout, blocks, index + 1, false) : height;
    }
    case "subheading":
      return layout.measure(block.text, STYLE.subheading, layout.width) + 7 + leadHeight(layout, blocks, index + 1);
    case "list":
      return block.items[0] ? listItemHeight(layout, block.items[0]) : 0;
    case "keyValues":
      return block.rows[0] ? keyValueHeight(layout, block.rows[0]) : 0;
    case "table": {
      const columns = tableColumns(layout, block);
      const first = block.rows[0];
      return (
        captionHeight(layout, block) +
        headerHeight(layout, block, columns) +
        (first ? rowHeight(layout, block, first, columns) : 0)
      );
    }
    case "checks":
      return block.items[0] ? checkMetrics(layout, block.items[0]).height : 0;
    case "drawing": {
      const figure = figureLayout(block);
      return (figure.box.height * POINTS_PER_INCH) / figure.ratio;
    }
    case "siteSketch":
      return captionedHeight(layout, sketchFigure(block), block.caption);
    case "perspective":
      return captionedHeight(layout, perspectiveFigure(block), block.caption);
    case "signatures":
      return signatureRow(layout, block.parties.slice(0, SIGNATURE_COLUMNS)).height + 6;
  }
}

function drawBlock(layout: PdfLayout, blocks: SowBlock[], index: number): void {
  const block = blocks[index]!;
  switch (block.kind) {
    case "paragraph":
      drawParagraph(layout, block);
      break;
    case "subheading":
      layout.ensure(leadHeight(layout, blocks, index));
      drawSubheading(layout, block.text);
      return;
    case "list":
      drawList(layout, block);
      break;
    case "keyValues":
      drawKeyValues(layout, block);
      break;
    case "table":
      drawTable(layout, block);
      break;
    case "checks":
      drawChecks(layout, block);
      break;
    case "drawing":
      drawFigure(layout, block);
      break;
    case "siteSketch":
      drawCaptioned(layout, sketchFigure(block), block.caption);
      break;
    case "perspective":
      drawCaptioned(layout, perspectiveFigure(block), block.caption);
      break;
    case "signatures":
      drawSignatures(layout, block);
      break;
  }
  layout.y += block.kind === "paragraph" ? SPACE.paragraph : SPACE.block;
}

/** Where each section starts, for the contents on the cover. */
type SectionPages = Map<SowSection, number>;

function drawSectionHeading(layout: PdfLayout, section: SowSection, pages: SectionPages): void {
  const text = sectionHeading(section);
  const height = layout.measure(text, STYLE.heading, layout.width);
  layout.gap(SPACE.sectionBefore);
  layout.ensure(height + SPACE.headingAfter + 1 + leadHeight(layout, section.blocks, 0));
  const number = `${section.number}. `;
  if (!layout.plain(text, STYLE.heading, layout.width)) {
    // the number hangs to the left of a title set run by run
    layout.write(number, { ...STYLE.heading, colour: PALETTE.accent }, layout.left, layout.y, { numeric: true });
    layout.use(STYLE.heading);
    const indent = layout.pdf.widthOfString(number, { features: NUMERIC });
    layout.write(section.title, STYLE.heading, layout.left + indent, layout.y, { width: layout.width - indent });
    layout.pdf.outline.addItem(text);
    pages.set(section, layout.pageIndex);
    layout.y += layout.measure(section.title, STYLE.heading, layout.width - indent) + 3;
    layout.rule(layout.y, PALETTE.rule, 0.6);
    layout.y += SPACE.headingAfter;
    return;
  }
  layout.use({ ...STYLE.heading, colour: PALETTE.accent }).text(number, layout.left, layout.y, {
    width: layout.width,
    lineGap: STYLE.heading.lineGap,
    continued: true,
    features: NUMERIC,
  });
  layout.use(STYLE.heading).text(section.title, { lineGap: STYLE.heading.lineGap });
  layout.pdf.outline.addItem(text);
  pages.set(section, layout.pageIndex);
  layout.y += height + 3;
  layout.rule(layout.y, PALETTE.rule, 0.6);
  layout.y += SPACE.headingAfter;
}

function drawSection(layout: PdfLayout, section: SowSection, pages: SectionPages): void {
  drawSectionHeading(layout, section, pages);
  section.blocks.forEach((_, i) => {
    drawBlock(layout, section.blocks, i);
  });
}

const CONTENTS_COLUMNS = 2;
const CONTENTS_GAP = 24;
const CONTENTS_PAGE_WIDTH = 24;
const CONTENTS_ROW_PAD = 3;

interface ContentsBox {
  pageIndex: number;
  top: number;
  /** Sections in reading order down the columns. */
  columns: SowSection[][];
  columnWidth: number;
}

function contentsEntryHeight(layout: PdfLayout, section: SowSection, columnWidth: number): number {
  const width = columnWidth - CONTENTS_PAGE_WIDTH;
  return layout.measure(sectionHeading(section), STYLE.checkBody, width, { numeric: true }) + 2 * CONTENTS_ROW_PAD;
}

/**
 * The contents go on the cover with the page each section starts on, which is known only once every page
 * is laid out: the room is reserved now and filled in at the end.
 */
function reserveContents(layout: PdfLayout, sections: SowSection[]): ContentsBox | null {
  if (sections.length === 0) return null;
  const columnWidth = (layout.width - CONTENTS_GAP * (CONTENTS_COLUMNS - 1)) / CONTENTS_COLUMNS;
  const perColumn = Math.ceil(sections.length / CONTENTS_COLUMNS);
  const columns = Array.from({ length: CONTENTS_COLUMNS }, (_, i) =>
    sections.slice(i * perColumn, (i + 1) * perColumn),
  ).filter((column) => column.length > 0);
  const title = layout.measure(FURNITURE.contents, STYLE.subheading, layout.width) + 6;
  const height =
    title +
    Math.max(
      ...columns.map((column) =>
        column.reduce((sum, section) => sum + contentsEntryHeight(layout, section, columnWidth), 0),
      ),
    );
  layout.gap(SPACE.sectionBefore);
  layout.ensure(height);
  const box = { pageIndex: layout.pageIndex, top: layout.y, columns, columnWidth };
  layout.y += height;
  return box;
}

function drawContents(layout: PdfLayout, box: ContentsBox, pages: SectionPages): void {
  const { pdf } = layout;
  pdf.switchToPage(box.pageIndex);
  layout.write(FURNITURE.contents, STYLE.subheading, layout.left, box.top);
  const top = box.top + layout.measure(FURNITURE.contents, STYLE.subheading, layout.width) + 6;
  box.columns.forEach((column, c) => {
    const x = layout.left + c * (box.columnWidth + CONTENTS_GAP);
    let y = top;
    for (const section of column) {
      const height = contentsEntryHeight(layout, section, box.columnWidth);
      layout.write(sectionHeading(section), STYLE.checkBody, x, y + CONTENTS_ROW_PAD, {
        width: box.columnWidth - CONTENTS_PAGE_WIDTH,
        numeric: true,
      });
      const page = pages.get(section);
      if (page !== undefined) {
        layout.write(String(page + 1), { ...STYLE.checkBody, colour: PALETTE.muted }, x, y + CONTENTS_ROW_PAD, {
          width: box.columnWidth,
          align: "right",
          numeric: true,
        });
      }
      y += height;
      layout.rule(y, PALETTE.ruleLight, 0.5, x, box.columnWidth);
    }
  });
}

/** The cover: title, the first section, the contents, and the disclaimer at the foot of the page. */
function drawCover(layout: PdfLayout, doc: SowDocument, pages: SectionPages): ContentsBox | null {
  const [cover, ...sections] = doc.sections;
  layout.fillRect(layout.left, layout.y, 56, 4, PALETTE.accent);
  layout.y += 22;
  const title = layout.measure(doc.title, STYLE.title, layout.width);
  layout.write(doc.title, STYLE.title, layout.left, layout.y);
  layout.pdf.outline.addItem(doc.title);
  layout.y += title + 10;
  if (cover) drawSection(layout, cover, pages);
  const contents = reserveContents(layout, sections);
  if (disclaimerBlockNeeded(doc)) {
    const pad = 10;
    const height = layout.measure(doc.disclaimer, STYLE.note, layout.width - 2 * pad) + 2 * pad;
    layout.y = Math.max(layout.y + 18, layout.bottom - height);
    layout.ensure(height);
    layout.fillRect(layout.left, layout.y, layout.width, height, PALETTE.headerFill);
    layout.fillRect(layout.left, layout.y, 3, height, PALETTE.accent);
    layout.write(doc.disclaimer, STYLE.note, layout.left + pad, layout.y + pad, { width: layout.width - 2 * pad });
    layout.y += height;
  }
  return contents;
}

/** Header and footer of every page after the cover, drawn once the page count is known. */
function drawPageFurniture(layout: PdfLayout, doc: SowDocument): void {
  const { pdf } = layout;
  const { start, count } = pdf.bufferedPageRange();
  const width = PAGE_WIDTH - 2 * MARGIN;
  for (let i = start + 1; i < start + count; i++) {
    pdf.switchToPage(i);
    // Nothing in the margins may move pdfkit's page flow.
    const margins = { ...pdf.page.margins };
    pdf.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const { size } = STYLE.furniture;
    pdf.font(STYLE.furniture.font).fontSize(size).fillColor(STYLE.furniture.colour);
    const headerY = MARGIN - 24;
    if (layout.plain(doc.runningHeader, STYLE.furniture, width)) {
      pdf.text(doc.runningHeader, MARGIN, headerY, { width, height: pdf.currentLineHeight(true), ellipsis: true });
    } else {
      const [first] = layout.setter.lines(doc.runningHeader, { weight: 400, size }, width);
      if (first) layout.setter.drawLine(first, { weight: 400, size }, MARGIN, headerY, width, "left");
      pdf.font(STYLE.furniture.font).fontSize(size).fillColor(STYLE.furniture.colour);
    }
    pdf.save().moveTo(MARGIN, MARGIN - 10).lineTo(MARGIN + width, MARGIN - 10).lineWidth(0.5).stroke(PALETTE.rule).restore();
    const footerY = PAGE_HEIGHT - MARGIN + 16;
    pdf.save().moveTo(MARGIN, footerY - 8).lineTo(MARGIN + width, footerY - 8).lineWidth(0.5).stroke(PALETTE.rule).restore();
    pdf.font(STYLE.furniture.font).fontSize(size).fillColor(STYLE.furniture.colour);
    pdf.text(doc.documentId, MARGIN, footerY, { width: width / 2, lineBreak: false });
    pdf.text(FURNITURE.pageOf(i - start + 1, count), MARGIN + width / 2, footerY, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins = margins;
  }
}

/** Midnight (UTC) of the document's ISO day of issue; the Unix epoch for a day that does not parse. */
function creationDateOf(doc: SowDocument): Date {
  const date = new Date(`${doc.issuedOn}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/** Renders the Statement of Work to a PDF. Throws when the drawing does not fit the page at its stated scale. */
export async function renderSowPdf(doc: SowDocument): Promise<Buffer> {
  const fonts = await loadFonts(doc);
  const pdf: Pdf = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No standard font is loaded: everything is set in the embedded Inter and its fallbacks.
    font: "",
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: doc.title,
      Subject: doc.runningHeader,
      Author: SITE.name,
      Creator: SITE.name,
      Keywords: doc.documentId,
      // the day of issue, not the moment of rendering: the same document always gives the same bytes, so a
      // kept render and a new one of the same version are the same file (features/documents/render-cache.ts)
      CreationDate: creationDateOf(doc),
    },
  });
  for (const face of fonts.all) pdf.registerFont(face.name, face.data);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  try {
    const layout = new PdfLayout(pdf, new TextSetter(pdf, fonts));
    const pages: SectionPages = new Map();
    const contents = drawCover(layout, doc, pages);
    for (const [i, section] of doc.sections.slice(1).entries()) {
      if (i === 0) layout.newPage();
      drawSection(layout, section, pages);
    }
    if (contents) drawContents(layout, contents, pages);
    drawPageFurniture(layout, doc);
  } catch (error) {
    pdf.end();
    await finished.catch(() => undefined);
    throw error;
  }
  pdf.end();
  return finished;
}
