import { beforeAll, describe, expect, it } from "vitest";
import type { SowDocument, SowDrawing, SowPerspective, SowTable } from "../../domain/sow/model";
import { SOW_CHECK_STATUS_LABELS } from "../../domain/sow/model";
import { renderSowHtml } from "./render-html";
import { renderSowPdf, woffToSfnt } from "./render-pdf";
import { sectionHeading } from "./render-shared";
import { sowFacts } from "./sow-facts";
import { HOSTILE, samplePlan, sampleSowDocument } from "../test/sample-sow";
import {
  hasPoppler,
  htmlText,
  normaliseText,
  type PdfWord,
  pdfInfo,
  pdfPageCount,
  pdfPages,
  pdfText,
  pdfWords,
  popplerText,
} from "../test/sow-text";

const blocks = (doc: SowDocument) => doc.sections.flatMap((section) => section.blocks);

function drawingOf(doc: SowDocument): SowDrawing {
  const drawing = blocks(doc).find((block): block is SowDrawing => block.kind === "drawing");
  if (!drawing) throw new Error("the sample has a drawing");
  return drawing;
}

function perspectiveBlock(doc: SowDocument): SowPerspective {
  const view = blocks(doc).find((block): block is SowPerspective => block.kind === "perspective");
  if (!view) throw new Error("the sample has a perspective view");
  return view;
}

function longTable(doc: SowDocument): SowTable {
  const table = blocks(doc).find((block): block is SowTable => block.kind === "table" && block.rows.length >= 60);
  if (!table) throw new Error("the sample has a long table");
  return table;
}

/** Centre of the label made of the words `first` .. `last` on one line. */
function labelCentres(words: PdfWord[], first: string, last: string): number[] {
  const centres: number[] = [];
  words.forEach((word, i) => {
    if (word.text !== first) return;
    const end = words.slice(i).find((w) => w.text === last && Math.abs(w.yMin - word.yMin) < 0.5);
    if (end) centres.push((word.xMin + end.xMax) / 2);
  });
  return centres;
}

describe("the Statement of Work renderers", () => {
  const doc = sampleSowDocument();
  let pdf: Buffer;
  let html: string;
  let pages: string[];
  let pageCount: number;
  let printedText: string;

  beforeAll(async () => {
    pdf = await renderSowPdf(doc);
    html = renderSowHtml(doc);
    pages = await pdfPages(pdf);
    pageCount = await pdfPageCount(pdf);
    printedText = normaliseText(await pdfText(pdf));
  });

  describe("PDF", () => {
    it("is a PDF with the document's title and subject in its metadata", async () => {
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const info = await pdfInfo(pdf);
      expect(info.Title).toBe(doc.title);
      expect(info.Subject).toBe(doc.runningHeader);
      expect(info["Page size"]).toContain("612 x 792");
      expect(pageCount).toBe(pages.length);
      expect(pageCount).toBeGreaterThanOrEqual(6);
    });

    it("prints the title, every section heading and every paragraph as a reader sees them", () => {
      expect(printedText).toContain(doc.title);
      for (const section of doc.sections) expect(printedText).toContain(sectionHeading(section));
      for (const block of blocks(doc)) {
        if (block.kind === "paragraph") expect(printedText).toContain(normaliseText(block.text));
      }
      expect(printedText).toContain(normaliseText(doc.disclaimer));
    });

    it("draws hostile text literally", () => {
      for (const text of Object.values(HOSTILE)) expect(printedText).toContain(text);
    });

    it("prints the first, a middle and the last row of the long table", () => {
      const table = longTable(doc);
      for (const index of [0, 32, table.rows.length - 1]) {
        for (const cell of table.rows[index]!.cells) expect(printedText).toContain(normaliseText(cell));
      }
    });

    it("prints each design check with its status, and the drawing's legend and scale", () => {
      for (const block of blocks(doc)) {
        if (block.kind !== "checks") continue;
        for (const item of block.items) {
          const at = printedText.indexOf(normaliseText(item.rule));
          expect(at, item.rule).toBeGreaterThan(-1);
          expect(printedText.slice(at, at + 300)).toContain(SOW_CHECK_STATUS_LABELS[item.status]);
        }
      }
      const drawing = drawingOf(doc);
      for (const entry of drawing.legend) expect(printedText).toContain(normaliseText(entry.text));
      expect(printedText).toContain(drawing.scale.label);
      for (const dimension of drawing.drawing.dimensions) expect(printedText).toContain(dimension.text);
    });

    it("numbers every page after the cover, with the document id and the running header", () => {
      expect(pages[0]).not.toMatch(/Page \d+ of/);
      pages.slice(1).forEach((page, i) => {
        const text = normaliseText(page);
        expect(text).toContain(`Page ${i + 2} of ${pageCount}`);
        expect(text).toContain(doc.documentId);
        expect(text).toContain(normaliseText(doc.runningHeader));
      });
    });

    it("never splits a row of the long table and repeats its header on every page it spans", () => {
      const table = longTable(doc);
      const header = normaliseText(table.columns.map((column) => column.header).join(" "));
      const texts = pages.map(normaliseText);
      const rowPages = table.rows.map((row) => {
        const code = row.cells[0]!;
        const found = texts.flatMap((text, page) => (text.includes(code) ? [page] : []));
        expect(found, code).toHaveLength(1);
        const page = found[0]!;
        for (const cell of row.cells) expect(texts[page], `${code}: ${cell}`).toContain(normaliseText(cell));
        return page;
      });
      const first = rowPages[0]!;
      const last = rowPages[rowPages.length - 1]!;
      expect(last).toBeGreaterThan(first);
      for (let page = first; page <= last; page++) expect(texts[page], `page ${page + 1}`).toContain(header);
    });

    it("prints the plan at its stated scale: one real inch is 72 / ratio points", async () => {
      const block = drawingOf(doc);
      const pointsPerInch = 72 / block.scale.ratio;
      const page = pages.findIndex((text) => text.includes(block.scale.label)) + 1;
      const words = await pdfWords(pdf, page);
      const dimension = (label: string) => block.drawing.dimensions.find((d) => d.label === label)!;
      const w1 = dimension("W1");
      const w3 = dimension("W3");
      const expected = (dimension("W3").labelAt.x - w1.labelAt.x) * pointsPerInch;
      const lastWord = (text: string) => text.split(" ").at(-1)!;
      const left = labelCentres(words, "W1", lastWord(w1.text));
      const right = labelCentres(words, "W3", lastWord(w3.text));
      const distances = left.flatMap((a) => right.map((b) => b - a));
      expect(distances.some((d) => Math.abs(d - expected) < 1), `${distances} vs ${expected}`).toBe(true);
      // the scale bar: from the 0 tick to the last one is the bar's real length at the scale
      const ticks = block.scaleBar.ticks;
      const zero = labelCentres(words, ticks[0]!.label, ticks[0]!.label);
      const lastLabel = ticks[ticks.length - 1]!.label;
      const end = labelCentres(words, lastLabel.split(" ")[0]!, lastWord(lastLabel));
      const barPt = (ticks[ticks.length - 1]!.atIn - ticks[0]!.atIn) * pointsPerInch;
      const spans = zero.flatMap((a) => end.map((b) => b - a));
      expect(spans.some((d) => Math.abs(d - barPt) < 1), `${spans} vs ${barPt}`).toBe(true);
    });

    it("draws the perspective view with every appliance's number on its badge, where the view puts it", async () => {
      const block = perspectiveBlock(doc);
      expect(block.view.labels.map((label) => label.text)).toEqual(samplePlan().appliances.map((_, i) => String(i + 1)));
      const page = pages.findIndex((text) => normaliseText(text).includes(normaliseText(block.caption))) + 1;
      expect(page).toBeGreaterThan(0);
      const words = await pdfWords(pdf, page);
      // centred on the text width; each number at its badge, all at one offset from the view's top
      const x0 = (612 - block.view.width) / 2;
      const offsets = block.view.labels.map((label) =>
        words
          .filter((w) => w.text === label.text && Math.abs((w.xMin + w.xMax) / 2 - (x0 + label.at.x)) < 1.5)
          .map((w) => (w.yMin + w.yMax) / 2 - label.at.y),
      );
      const common = offsets[0]!.find((o) => offsets.every((candidates) => candidates.some((c) => Math.abs(c - o) < 1.5)));
      expect(common, JSON.stringify(offsets)).toBeDefined();
    });

    it("refuses a drawing that does not fit the page at its stated scale", async () => {
      const tooLarge = sampleSowDocument({ scaleRatio: 12 });
      await expect(renderSowPdf(tooLarge)).rejects.toThrow(/smaller scale/);
      expect(() => renderSowHtml(tooLarge)).toThrow(/smaller scale/);
    });

    it("unpacks a WOFF font and rejects anything else", async () => {
      await expect(woffToSfnt(Buffer.from("not a font at all, at least forty-four bytes long"))).rejects.toThrow(/WOFF/);
    });
  });

  describe("HTML", () => {
    it("is one standalone HTML5 file: one style sheet, no script, nothing fetched", () => {
      expect(html.startsWith("<!doctype html>")).toBe(true);
      expect(html).toContain('<meta charset="utf-8">');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toMatch(/<title>[^<]*Statement of Work: Outdoor Kitchen[^<]*<\/title>/);
      expect(html.match(/<style[\s>]/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<link\b|<img\b|<iframe\b|@import|url\(/i);
      expect(html).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
      expect(html).not.toMatch(/https?:\/\//);
    });

    it("escapes every piece of user text", () => {
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).toContain("Tom &amp; &quot;Jerry&#39;s&quot; &lt;Grill&gt;");
      const text = normaliseText(htmlText(html));
      for (const hostile of Object.values(HOSTILE)) expect(text).toContain(hostile);
    });

    it("has a numbered heading and an anchor for each section, and a contents list after the cover", () => {
      const text = normaliseText(htmlText(html));
      for (const section of doc.sections) {
        expect(html).toContain(`<section id="${section.id}"`);
        expect(text).toContain(sectionHeading(section));
      }
      const toc = html.slice(html.indexOf('<nav class="toc"'), html.indexOf("</nav>"));
      for (const section of doc.sections.slice(1)) expect(toc).toContain(`href="#${section.id}"`);
      expect(html.indexOf('<nav class="toc"')).toBeGreaterThan(html.indexOf('<section id="cover"'));
    });

    it("writes tables as tables, with blank cells left to fill in", () => {
      const tables = blocks(doc).filter((block): block is SowTable => block.kind === "table");
      for (const tag of ["<table", "<caption", "<thead>", "<tbody>"]) {
        expect(html.split(tag).length - 1, tag).toBe(tables.length);
      }
      const blanks = tables
        .filter((table) => table.fillIn)
        .flatMap((table) => table.rows.flatMap((row) => table.columns.map((_, i) => row.cells[i] ?? "")))
        .filter((cell) => cell.trim() === "").length;
      expect(blanks).toBeGreaterThan(0);
      expect(html.split('<td class="blank">').length - 1).toBe(blanks);
    });

    it("badges each design check with its status in words and colour", () => {
      for (const block of blocks(doc)) {
        if (block.kind !== "checks") continue;
        for (const item of block.items) {
          expect(html).toContain(`<span class="badge badge-${item.status}">${SOW_CHECK_STATUS_LABELS[item.status]}</span>`);
        }
      }
      expect(html).toMatch(/\.badge-attention \{[^}]*background: #/);
    });

    it("draws the plan as an SVG sized in inches at its stated scale", () => {
      const block = drawingOf(doc);
      const svg = /<svg role="img"[^>]*>/.exec(html)?.[0];
      expect(svg).toBeDefined();
      const [, width, height, viewBox] = /width="([\d.]+)in" height="([\d.]+)in" viewBox="([^"]+)"/.exec(svg!) ?? [];
      const [x, y, vbWidth, vbHeight] = viewBox!.split(" ").map(Number);
      const ratio = block.scale.ratio;
      expect(Number(width)).toBeCloseTo(vbWidth! / ratio, 2);
      expect(Number(height)).toBeCloseTo(vbHeight! / ratio, 2);
      // the figure holds the whole drawing, and the scale bar below it
      const box = block.drawing.viewBox;
      expect(x).toBeCloseTo(box.x, 2);
      expect(y).toBeCloseTo(box.y, 2);
      expect(vbWidth).toBeGreaterThanOrEqual(box.width - 0.01);
      expect(vbHeight).toBeGreaterThan(box.height);
      expect(Number(width)).toBeLessThanOrEqual(7);
      expect(html).toContain(`<desc id="drawing-1-drawing-desc">${block.drawing.summary.replaceAll('"', "&quot;")}</desc>`);
      expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+-title [^"]+-desc"/);
    });

    it("draws the perspective view as an SVG with every face and every appliance's number", () => {
      const block = perspectiveBlock(doc);
      const start = html.indexOf('<figure class="drawing perspective">');
      const figure = html.slice(start, html.indexOf("</figure>", start));
      expect(figure.match(/<polygon /g)).toHaveLength(block.view.polygons.length);
      const numbers = [...figure.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(numbers).toEqual(block.view.labels.map((label) => label.text));
      expect(figure).toMatch(/<svg role="img" aria-labelledby="[^"]+-title [^"]+-desc" width="7in"/);
      expect(figure).toContain(`-desc">${block.summary.replaceAll('"', "&quot;")}</desc>`);
    });

    it("prints on Letter with the header rows repeated and nothing cut in two", () => {
      expect(html).toContain("@page { size: letter; margin: 0.75in; }");
      expect(html).toMatch(/thead \{ display: table-header-group;/);
      expect(html).toContain("tr, .check, .signature, figure { break-inside: avoid; }");
      expect(html).toMatch(/h2, h3, caption \{ break-after: avoid; \}/);
      expect(html).toContain("print-color-adjust: exact");
      // on screen the drawing shrinks to fit; on paper it keeps its size in inches
      expect(html).toMatch(/@media screen \{ figure\.drawing svg \{ width: 100%; max-width: [^;]+; height: auto; \} \}/);
    });
  });

  it("says the same facts in both forms", () => {
    const htmlFacts = normaliseText(htmlText(html));
    const facts = sowFacts(doc);
    expect(facts.length).toBeGreaterThan(150);
    for (const fact of facts) {
      const expected = normaliseText(fact);
      expect(printedText, `PDF: ${fact}`).toContain(expected);
      expect(htmlFacts, `HTML: ${fact}`).toContain(expected);
    }
  });

  describe.skipIf(!hasPoppler)("read a second time by poppler (skipped where poppler-utils is not installed)", () => {
    it("poppler's pdftotext reads every fact of the document", async () => {
      const text = normaliseText(await popplerText(pdf));
      for (const fact of sowFacts(doc)) expect(text, `pdftotext: ${fact}`).toContain(normaliseText(fact));
    });
  });

  it("lists every string a reader sees, once each", () => {
    const facts = sowFacts(doc);
    expect(new Set(facts).size).toBe(facts.length);
    expect(facts).toContain(HOSTILE.script);
    expect(facts).toContain(drawingOf(doc).scale.label);
    expect(facts).toContain("Contractor");
    expect(facts.every((fact) => fact.trim() === fact && fact !== "")).toBe(true);
  });
});
