// The Statement of Work as a renderer-neutral document: numbered sections of blocks (paragraphs, lists,
// label/value rows, tables, design checks, the plan drawing, signature lines). The server renders the same
// document to PDF and to a standalone HTML file; a renderer decides how a block looks, never what it says.
import type { PlanDrawing } from "../planner/plan-drawing";
import type { PerspectiveView } from "../scene/projection";
import type { SiteSketch } from "../utility-runs/sketch";

/** How a paragraph reads: ordinary text, a lead sentence, or a small note (code references, disclaimers). */
export type SowTextStyle = "normal" | "lead" | "note";

export interface SowParagraph {
  kind: "paragraph";
  text: string;
  style: SowTextStyle;
}

/** A heading inside a section ("Electrical", "Water"). */
export interface SowSubheading {
  kind: "subheading";
  text: string;
}

export interface SowList {
  kind: "list";
  ordered: boolean;
  items: string[];
}

/** Label and value pairs, two columns (the cover, the parties, the summary). */
export interface SowKeyValues {
  kind: "keyValues";
  rows: Array<{ label: string; value: string }>;
}

export interface SowColumn {
  header: string;
  align: "left" | "right" | "center";
  /** Relative width: the renderers share the line out in these proportions. */
  weight: number;
}

export interface SowTableRow {
  cells: string[];
  /** Subtotal and total rows are set in bold. */
  emphasis?: boolean;
}

/**
 * A table. A renderer never splits a row across pages and repeats the header row on each page it spans.
 * An empty cell in a `fillIn` table is a blank the contractor writes in (the bid form).
 */
export interface SowTable {
  kind: "table";
  caption: string;
  columns: SowColumn[];
  rows: SowTableRow[];
  fillIn: boolean;
}

export type SowCheckStatus = "meets" | "attention" | "not-applicable";

export const SOW_CHECK_STATUS_LABELS: Record<SowCheckStatus, string> = {
  meets: "Meets",
  attention: "Needs attention",
  "not-applicable": "Not applicable",
};

/** One rule of the design check, with the figures it compared and what to do when it needs attention. */
export interface SowCheckItem {
  id: string;
  rule: string;
  status: SowCheckStatus;
  /** The figures compared, in words: "Run 120 in; appliances need 96 in". */
  figures: string;
  /** What to do; present when the status is "attention". */
  action: string | null;
  /** Where the rule comes from: "NEC 210.8(A), 210.8(F)". */
  source: string;
}

export interface SowChecks {
  kind: "checks";
  items: SowCheckItem[];
}

/** A stated architectural scale: the drawing is printed at 1/ratio of real size. */
export interface SowScale {
  /** 48 for 1/4" = 1'-0". */
  ratio: number;
  /** 'Scale 1/4" = 1\'-0" (1:48)'. */
  label: string;
}

export interface SowScaleBar {
  /** Real length of the bar in inches. */
  lengthIn: number;
  /** Tick positions along the bar in real inches, with their labels ("0", "2 ft"). */
  ticks: Array<{ atIn: number; label: string }>;
}

export interface SowDrawing {
  kind: "drawing";
  drawing: PlanDrawing;
  scale: SowScale;
  scaleBar: SowScaleBar;
  /** Numbered appliances as the drawing labels them, and the other marks it uses. */
  legend: Array<{ mark: string; text: string }>;
  caption: string;
}

/**
 * The site sketch of the utilities section: the house, the island and the runs between them with their
 * lengths, not to scale. A renderer draws it whole on one page, with its "Not to scale" note.
 */
export interface SowSiteSketch {
  kind: "siteSketch";
  sketch: SiteSketch;
  caption: string;
}

/** Every label the site sketch prints, in reading order: the boxes, each run's house end and label, the note. */
export function siteSketchLabels(sketch: SiteSketch): string[] {
  return [
    ...sketch.boxes.map((b) => b.label),
    ...sketch.runs.flatMap((r) => [r.source ?? "", r.label]),
    sketch.note,
  ].filter((text) => text !== "");
}

/**
 * The island in perspective beside the plan drawing: the scene's faces as filled polygons in points, far to
 * near, and the appliances' badges with the plan's numbers. Not to scale; a renderer paints it whole.
 */
export interface SowPerspective {
  kind: "perspective";
  view: PerspectiveView;
  /** What the view shows, in one sentence, for a screen reader. */
  summary: string;
  caption: string;
}

/** Signature lines, one per party, with name, signature and date blanks. */
export interface SowSignatures {
  kind: "signatures";
  parties: Array<{ role: string; name: string }>;
}

export type SowBlock =
  | SowParagraph
  | SowSubheading
  | SowList
  | SowKeyValues
  | SowTable
  | SowChecks
  | SowDrawing
  | SowSiteSketch
  | SowPerspective
  | SowSignatures;

export interface SowSection {
  /** Stable id: "cover", "parties", "summary", "drawing", ... (anchors in the HTML). */
  id: string;
  /** 1-based, in document order; the cover is 1. */
  number: number;
  title: string;
  blocks: SowBlock[];
}

export interface SowDocument {
  /** "Statement of Work: Outdoor Kitchen". */
  title: string;
  /** "SOW-000012-v2". */
  documentId: string;
  version: number;
  /** ISO day of issue. */
  issuedOn: string;
  /** The running line of every page: document id, project, owner. */
  runningHeader: string;
  /** Said once, on the cover: code editions and that the local code and the manuals govern. */
  disclaimer: string;
  sections: SowSection[];
}

/** Page geometry both renderers print to (US Letter, 0.75 in margins): the drawing's scale is chosen for it. */
export const SOW_PAGE = { widthIn: 8.5, heightIn: 11, marginIn: 0.75 } as const;
