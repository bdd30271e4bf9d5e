// The Statement of Work as one standalone HTML file: no stylesheet, font, image or script is fetched, so it
// opens offline, forwards by e-mail and prints on Letter with the plan drawing at its stated scale.
// It walks the same model as the PDF; every word comes from the model except the page furniture.
import {
  SOW_PAGE,
  type SowBlock,
  type SowCheckItem,
  type SowCheckStatus,
  type SowDocument,
  type SowDrawing,
  type SowSection,
  type SowPerspective,
  type SowSiteSketch,
  type SowTable,
} from "../../domain/sow/model";
import { escapeHtml } from "../mail/templates";
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
  POINTS_PER_INCH,
  STATUS_COLOURS,
  sectionHeading,
  perspectiveFigure,
  sketchFigure,
} from "./render-shared";

const e = escapeHtml;

/** Numbers in SVG attributes: short, and free of floating-point tails. */
function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

const STATUS_CLASSES = Object.keys(STATUS_COLOURS) as SowCheckStatus[];

const CSS = `
:root { color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; background: ${PALETTE.white}; color: ${PALETTE.ink};
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  overflow-wrap: anywhere;
}
[dir="auto"] { text-align: left; }
main { max-width: 50rem; margin: 0 auto; padding: 1.25rem 1rem 4rem; }
.running { margin: 0 0 2rem; padding-bottom: .5rem; border-bottom: 1px solid ${PALETTE.ruleLight}; color: ${PALETTE.muted}; font-size: .8rem; }
.cover-title { margin: 0 0 1.5rem; padding-top: .9rem; border-top: 5px solid ${PALETTE.accent}; font-size: clamp(1.7rem, 6vw, 2.4rem); line-height: 1.15; }
h2 { margin: 2.75rem 0 1rem; padding-bottom: .35rem; border-bottom: 1px solid ${PALETTE.rule}; font-size: 1.35rem; line-height: 1.25; break-after: avoid; }
h2 .num { color: ${PALETTE.accent}; }
h3 { margin: 1.6rem 0 .5rem; font-size: 1.05rem; break-after: avoid; }
p { margin: 0 0 .8rem; }
.lead { font-size: 1.1rem; }
.note { color: ${PALETTE.muted}; font-size: .85rem; }
.disclaimer { margin: 1.5rem 0 0; padding: .75rem 1rem; border-left: 3px solid ${PALETTE.accent}; background: ${PALETTE.headerFill}; }
ul, ol { margin: 0 0 1rem; padding-left: 1.6rem; }
li { margin: .3rem 0; }
ul > li::marker { color: ${PALETTE.accent}; }
ol > li::marker { color: ${PALETTE.muted}; font-weight: 600; }
.toc { margin: 2.5rem 0 0; padding: 1rem 1.25rem; border: 1px solid ${PALETTE.ruleLight}; border-radius: .5rem; break-inside: avoid; }
.toc h2 { margin: 0 0 .5rem; border: 0; font-size: 1.1rem; }
.toc ol { margin: 0; padding: 0; list-style: none; columns: 2 16rem; column-gap: 2rem; }
.toc li { margin: .15rem 0; break-inside: avoid; }
.toc a { color: ${PALETTE.ink}; text-decoration-color: ${PALETTE.rule}; text-underline-offset: .2em; }
.toc a:hover, .toc a:focus-visible { color: ${PALETTE.accent}; }
.kv { margin: 0 0 1.25rem; border-top: 1px solid ${PALETTE.ruleLight}; }
.kv > div { display: grid; grid-template-columns: minmax(8rem, 32%) 1fr; gap: 1rem; padding: .45rem 0; border-bottom: 1px solid ${PALETTE.ruleLight}; }
.kv dt { color: ${PALETTE.muted}; font-weight: 600; font-size: .92rem; }
.kv dd { margin: 0; }
.table-wrap { margin: 0 0 1.5rem; overflow-x: auto; }
.table-wrap:focus-visible { outline: 2px solid ${PALETTE.accent}; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; font-size: .9rem; line-height: 1.4; font-variant-numeric: tabular-nums; }
table.wide { min-width: 36rem; }
caption { caption-side: top; padding: 0 0 .45rem; text-align: left; font-weight: 600; font-size: 1rem; }
th { padding: .45rem .55rem; background: ${PALETTE.headerFill}; border-bottom: 1.5px solid ${PALETTE.ink}; font-weight: 600; text-align: left; vertical-align: bottom; }
td { padding: .45rem .55rem; border-bottom: 1px solid ${PALETTE.ruleLight}; vertical-align: top; overflow-wrap: anywhere; }
tbody tr:nth-child(even) td { background: ${PALETTE.zebra}; }
tbody tr.em td { background: ${PALETTE.white}; border-top: 1.5px solid ${PALETTE.ink}; font-weight: 700; }
.r { text-align: right; }
.c { text-align: center; }
td.blank { padding: .3rem .45rem; }
td.blank .box { display: block; min-width: 4rem; height: 1.9rem; border: 1px solid ${PALETTE.blankBorder}; border-radius: 2px; background: ${PALETTE.white}; }
.checks { margin: 0 0 1.25rem; padding: 0; list-style: none; }
.check { margin: 0 0 .7rem; padding: .7rem .9rem; border: 1px solid ${PALETTE.rule}; border-left-width: 5px; border-radius: .4rem; break-inside: avoid; }
.check-head { display: flex; flex-wrap: wrap; gap: .35rem 1rem; justify-content: space-between; align-items: flex-start; }
.check-rule { margin: 0; font-weight: 600; flex: 1 1 16rem; }
.check p:not(.check-rule) { margin: .35rem 0 0; }
.check-action { font-weight: 600; color: ${STATUS_COLOURS.attention.ink}; }
.check-source { color: ${PALETTE.muted}; font-size: .82rem; }
.badge { display: inline-block; flex: none; padding: .1rem .6rem; border: 1px solid; border-radius: 999px; font-size: .78rem; font-weight: 700; white-space: nowrap; }
${STATUS_CLASSES.map(
  (status) =>
    `.status-${status} { border-left-color: ${STATUS_COLOURS[status].border}; }\n` +
    `.badge-${status} { color: ${STATUS_COLOURS[status].ink}; background: ${STATUS_COLOURS[status].fill}; border-color: ${STATUS_COLOURS[status].border}; }`,
).join("\n")}
.badge, .check, th, td, .mark, .disclaimer, svg { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
figure.drawing { margin: 0 0 1.5rem; break-inside: avoid; }
figure.drawing svg { display: block; margin: 0 auto 1rem; font-family: inherit; }
@media screen { figure.drawing svg { width: 100%; max-width: 36rem; height: auto; } }
.legend { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: .35rem 1.5rem; margin: 0 0 .75rem; padding: 0; list-style: none; font-size: .92rem; }
.legend li { display: flex; gap: .5rem; align-items: baseline; margin: 0; }
.mark { flex: none; min-width: 1.4rem; font-weight: 700; color: ${PALETTE.accent}; }
.mark.number { display: inline-flex; align-items: center; justify-content: center; width: 1.4rem; height: 1.4rem; border-radius: 50%; background: ${PALETTE.accent}; color: ${PALETTE.white}; font-size: .75rem; align-self: flex-start; margin-top: calc((1lh - 1.4rem) / 2); }
.figure-caption { color: ${PALETTE.muted}; font-size: .85rem; }
.signatures { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 2rem 2.5rem; margin: 1rem 0; }
.signature { break-inside: avoid; }
.signature .role { margin: 0 0 .2rem; font-weight: 600; font-size: 1.05rem; }
.signature .name { margin: 0; }
.field { margin-top: 2.4rem; border-top: 1px solid ${PALETTE.ink}; color: ${PALETTE.muted}; font-size: .78rem; padding-top: .2rem; }
.field.name-field { margin-top: 1.6rem; }
.field.date { width: 50%; }
@media (max-width: 30rem) {
  main { padding: 1rem .85rem 3rem; }
  .kv > div { grid-template-columns: 1fr; gap: .1rem; }
}
@page { size: letter; margin: ${SOW_PAGE.marginIn}in; }
@media print {
  body { font-size: 10pt; }
  main { max-width: none; padding: 0; }
  .running { margin-bottom: 1rem; }
  .cover { break-after: page; }
  .toc { break-after: page; margin-top: 0; }
  .toc a { text-decoration: none; }
  .table-wrap { overflow: visible; }
  table, table.wide { min-width: 0; font-size: 9pt; }
  thead { display: table-header-group; break-after: avoid; }
  tr, .check, .signature, figure { break-inside: avoid; }
  h2, h3, caption { break-after: avoid; }
  h2 { margin-top: 1.6rem; }
}
`
  .trim()
  .replace(/\n\s*/g, "\n");

function paintAttributes(paint: Paint, k: number): string {
  const attributes = [`fill="${paint.fill ?? "none"}"`];
  if (paint.stroke) {
    attributes.push(`stroke="${paint.stroke}"`, `stroke-width="${num((paint.strokeWidthPt ?? 1) * k)}"`);
    if (paint.dashPt) attributes.push(`stroke-dasharray="${num(paint.dashPt[0] * k)} ${num(paint.dashPt[1] * k)}"`);
    if (paint.cap === "round") attributes.push(`stroke-linecap="round"`);
  }
  return attributes.join(" ");
}

const FONT_WEIGHTS = { 400: "400", 600: "600", 700: "700" } as const;

/** One primitive in plan inches; sizes given in points become plan inches at the stated scale (`k`). */
function svgPrimitive(primitive: FigurePrimitive, k: number): string {
  switch (primitive.kind) {
    case "polygon":
      return `<polygon points="${primitive.points.map((p) => `${num(p.x)},${num(p.y)}`).join(" ")}" ${paintAttributes(primitive.paint, k)} stroke-linejoin="miter"/>`;
    case "rect": {
      const { x, y, width, height } = primitive.rect;
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" ${paintAttributes(primitive.paint, k)}/>`;
    }
    case "line":
      return `<line x1="${num(primitive.from.x)}" y1="${num(primitive.from.y)}" x2="${num(primitive.to.x)}" y2="${num(primitive.to.y)}" ${paintAttributes(primitive.paint, k)}/>`;
    case "circle":
      return `<circle cx="${num(primitive.center.x)}" cy="${num(primitive.center.y)}" r="${num(primitive.radiusPt * k)}" ${paintAttributes(primitive.paint, k)}/>`;
    case "text": {
      const size = primitive.sizePt * k;
      const { x } = primitive.at;
      const y = primitive.anchor === "middle" ? primitive.at.y + CAP_CENTRE_EM * size : primitive.at.y;
      const attributes = [
        `x="${num(x)}"`,
        `y="${num(y)}"`,
        `font-size="${num(size)}"`,
        `font-weight="${FONT_WEIGHTS[primitive.weight]}"`,
        `fill="${primitive.colour}"`,
        `text-anchor="${primitive.anchor}"`,
      ];
      if (primitive.rotation) {
        attributes.push(`transform="rotate(${primitive.rotation} ${num(primitive.at.x)} ${num(primitive.at.y)})"`);
      }
      if (primitive.halo) {
        attributes.push(`stroke="${PALETTE.white}" stroke-width="${num(3 * k)}" stroke-linejoin="round" paint-order="stroke"`);
      }
      return `<text ${attributes.join(" ")}>${e(primitive.text)}</text>`;
    }
  }
}

/** The site sketch as inline SVG, whole, with its summary as the description a screen reader reads. */
function renderSiteSketch(block: SowSiteSketch, id: string): string {
  const figure = sketchFigure(block);
  const k = 1 / figure.scale;
  const { box } = figure;
  const svg = [
    `<svg role="img" aria-labelledby="${id}-title ${id}-desc" width="${num(figure.widthPt / POINTS_PER_INCH)}in" height="${num(figure.heightPt / POINTS_PER_INCH)}in" viewBox="${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}">`,
    `<title id="${id}-title">${e(`Site sketch: ${block.sketch.note.toLowerCase()}`)}</title>`,
    `<desc id="${id}-desc">${e(block.sketch.summary)}</desc>`,
    ...figure.primitives.map((primitive) => svgPrimitive(primitive, k)),
    "</svg>",
  ].join("\n");
  return `<figure class="drawing sketch">\n${svg}\n<figcaption>\n<p class="figure-caption">${e(block.caption)}</p>\n</figcaption>\n</figure>`;
}

/** The perspective view as inline SVG in points, with the scene's summary as its description. */
function renderPerspective(block: SowPerspective, id: string): string {
  const figure = perspectiveFigure(block);
  const { box } = figure;
  const svg = [
    `<svg role="img" aria-labelledby="${id}-title ${id}-desc" width="${num(figure.widthPt / POINTS_PER_INCH)}in" height="${num(figure.heightPt / POINTS_PER_INCH)}in" viewBox="${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}">`,
    `<title id="${id}-title">${e(block.caption)}</title>`,
    `<desc id="${id}-desc">${e(block.summary)}</desc>`,
    ...figure.primitives.map((primitive) => svgPrimitive(primitive, 1)),
    "</svg>",
  ].join("\n");
  return `<figure class="drawing perspective">\n${svg}\n<figcaption>\n<p class="figure-caption">${e(block.caption)}</p>\n</figcaption>\n</figure>`;
}

function renderDrawing(block: SowDrawing, id: string, title: string): string {
  const figure = figureLayout(block);
  assertFigureFits(block, figure);
  const k = figure.ratio / POINTS_PER_INCH;
  const { box } = figure;
  const svg = [
    `<svg role="img" aria-labelledby="${id}-title ${id}-desc" width="${num(figure.widthIn)}in" height="${num(figure.heightIn)}in" viewBox="${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}">`,
    `<title id="${id}-title">${e(title)}</title>`,
    `<desc id="${id}-desc">${e(block.drawing.summary)}</desc>`,
    ...figure.primitives.map((primitive) => svgPrimitive(primitive, k)),
    "</svg>",
  ].join("\n");
  const legend = block.legend.length
    ? `<ul class="legend">\n${block.legend
        .map(
          (entry) =>
            `<li><span class="mark${isNumberMark(entry.mark) ? " number" : ""}">${e(entry.mark.trim())}</span> <span dir="auto">${e(entry.text)}</span></li>`,
        )
        .join("\n")}\n</ul>`
    : "";
  const caption = block.caption ? `<p class="figure-caption">${e(block.caption)}</p>` : "";
  return `<figure class="drawing">\n${svg}\n<figcaption>\n${legend}\n${caption}\n</figcaption>\n</figure>`;
}

const ALIGN_CLASS = { left: "", right: "r", center: "c" } as const;

function classAttribute(...names: string[]): string {
  const value = names.filter(Boolean).join(" ");
  return value ? ` class="${value}"` : "";
}

function renderTable(table: SowTable, id: string): string {
  const total = table.columns.reduce((sum, column) => sum + Math.max(0, column.weight), 0) || 1;
  const colgroup = table.columns
    .map((column) => `<col style="width:${num((100 * Math.max(0, column.weight)) / total)}%">`)
    .join("");
  const head = table.columns
    .map((column) => `<th scope="col"${classAttribute(ALIGN_CLASS[column.align])}>${e(column.header)}</th>`)
    .join("");
  const body = table.rows
    .map((row) => {
      const cells = table.columns
        .map((column, i) => {
          const text = row.cells[i] ?? "";
          if (table.fillIn && text.trim() === "") {
            return `<td class="blank"><span class="box" aria-hidden="true"></span></td>`;
          }
          return `<td${classAttribute(ALIGN_CLASS[column.align])} dir="auto">${e(text)}</td>`;
        })
        .join("");
      return `<tr${classAttribute(row.emphasis ? "em" : "")}>${cells}</tr>`;
    })
    .join("\n");
  const caption = table.caption ? `<caption id="${id}">${e(table.caption)}</caption>` : "";
  const label = table.caption ? ` aria-labelledby="${id}"` : "";
  const classes = classAttribute(table.fillIn ? "fill-in" : "", table.columns.length >= 4 ? "wide" : "");
  return (
    `<div class="table-wrap" role="region"${label} tabindex="0">\n<table${classes}>\n${caption}\n<colgroup>${colgroup}</colgroup>\n` +
    `<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>\n</div>`
  );
}

function renderCheck(item: SowCheckItem): string {
  const lines = [
    `<li class="check status-${item.status}">`,
    `<div class="check-head"><p class="check-rule">${e(item.rule)}</p><span class="badge badge-${item.status}">${e(checkStatusLabel(item.status))}</span></div>`,
  ];
  if (item.figures) lines.push(`<p class="check-figures">${e(item.figures)}</p>`);
  if (item.action) lines.push(`<p class="check-action">${e(item.action)}</p>`);
  if (item.source) lines.push(`<p class="check-source">${e(item.source)}</p>`);
  lines.push("</li>");
  return lines.join("\n");
}

function renderBlock(block: SowBlock, section: SowSection, index: number): string {
  const id = `${section.id}-${index + 1}`;
  switch (block.kind) {
    case "paragraph":
      return `<p${classAttribute(block.style === "normal" ? "" : block.style)} dir="auto">${e(block.text)}</p>`;
    case "subheading":
      return `<h3 dir="auto">${e(block.text)}</h3>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>\n${block.items.map((item) => `<li dir="auto">${e(item)}</li>`).join("\n")}\n</${tag}>`;
    }
    case "keyValues":
      return `<dl class="kv">\n${block.rows
        .map((row) => `<div><dt dir="auto">${e(row.label)}</dt><dd dir="auto">${e(row.value)}</dd></div>`)
        .join("\n")}\n</dl>`;
    case "table":
      return renderTable(block, `${id}-caption`);
    case "checks":
      return `<ul class="checks">\n${block.items.map(renderCheck).join("\n")}\n</ul>`;
    case "drawing":
      return renderDrawing(block, `${id}-drawing`, section.title);
    case "siteSketch":
      return renderSiteSketch(block, `${id}-sketch`);
    case "perspective":
      return renderPerspective(block, `${id}-perspective`);
    case "signatures":
      return `<div class="signatures">\n${block.parties
        .map((party) => {
          const name = party.name.trim()
            ? `<p class="name" dir="auto">${e(party.name)}</p>`
            : `<div class="field name-field">${e(FURNITURE.name)}</div>`;
          return (
            `<div class="signature">\n<p class="role">${e(party.role)}</p>\n${name}\n` +
            `<div class="field">${e(FURNITURE.signature)}</div>\n<div class="field date">${e(FURNITURE.date)}</div>\n</div>`
          );
        })
        .join("\n")}\n</div>`;
  }
}

function renderSection(section: SowSection, extra = ""): string {
  const headingId = `${section.id}-title`;
  return [
    `<section id="${e(section.id)}" aria-labelledby="${e(headingId)}">`,
    `<h2 id="${e(headingId)}"><span class="num">${section.number}.</span> <bdi>${e(section.title)}</bdi></h2>`,
    ...section.blocks.map((block, i) => renderBlock(block, section, i)),
    extra,
    "</section>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Renders the Statement of Work to a standalone HTML5 file. Throws when the drawing does not fit the page. */
export function renderSowHtml(doc: SowDocument): string {
  const [cover, ...sections] = doc.sections;
  const disclaimer = disclaimerBlockNeeded(doc) ? `<p class="note disclaimer">${e(doc.disclaimer)}</p>` : "";
  const toc = sections.length
    ? `<nav class="toc" aria-labelledby="toc-title">\n<h2 id="toc-title">${e(FURNITURE.contents)}</h2>\n<ol>\n${sections
        .map((section) => `<li><a href="#${e(encodeURIComponent(section.id))}">${e(sectionHeading(section))}</a></li>`)
        .join("\n")}\n</ol>\n</nav>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${doc.title} - ${doc.documentId}`)}</title>
<style>
${CSS}
</style>
</head>
<body>
<main>
<p class="running" dir="auto">${e(doc.runningHeader)}</p>
<div class="cover">
<h1 class="cover-title" dir="auto">${e(doc.title)}</h1>
${cover ? renderSection(cover, disclaimer) : disclaimer}
${toc}
</div>
${sections.map((section) => renderSection(section)).join("\n")}
</main>
</body>
</html>
`;
}
