// Reading the rendered Statement of Work back as text for tests: the PDF through PDF.js (pdfjs-dist, pure
// JavaScript, so the tests need nothing but Node), the HTML by stripping its tags. Poppler's pdftotext, where
// it is installed, reads the PDF a second time (`popplerText`).
import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

type Pdf = Buffer | Uint8Array;
type Matrix = [number, number, number, number, number, number];

async function withPdfDocument<T>(pdf: Pdf, use: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // a copy: PDF.js takes ownership of the bytes it is given
  const task = getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false });
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}

const isTextItem = (item: object): item is TextItem => "str" in item;

/**
 * The text of one page in the order it was drawn: text items joined, a line break after each line's end. Two
 * items that do not touch are kept apart: by a space on one baseline, by a line break otherwise.
 */
async function pageText(document: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  let text = "";
  let previous: TextItem | null = null;
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    if (previous && /\S$/.test(text) && /^\S/.test(item.str) && !touches(previous, item)) {
      text += sameBaseline(previous, item) ? " " : "\n";
    }
    text += item.str;
    if (item.hasEOL) text += "\n";
    if (item.str !== "") previous = item;
  }
  return text;
}

/** The text of each page, in drawing order. */
export async function pdfPages(pdf: Pdf): Promise<string[]> {
  return withPdfDocument(pdf, async (document) => {
    const pages: string[] = [];
    for (let page = 1; page <= document.numPages; page++) pages.push(await pageText(document, page));
    return pages;
  });
}

/** The text of a PDF in drawing order; pages are separated by form feeds (\f). */
export async function pdfText(pdf: Pdf): Promise<string> {
  return (await pdfPages(pdf)).join("\f");
}

/**
 * What pdfinfo reports and the tests read: the document information dictionary (Title, Subject, Author,
 * Keywords, Creator, Producer, CreationDate and ModDate as the PDF writes them, and custom entries), "Pages",
 * "Page size" of the first page ("612 x 792 pts") and "PDF version".
 */
export async function pdfInfo(pdf: Pdf): Promise<Record<string, string>> {
  return withPdfDocument(pdf, async (document) => {
    // PDF.js adds its own findings (IsLinearized, Language...) to the dictionary's entries
    const { Custom, PDFFormatVersion, Language, ...entries } = (await document.getMetadata()).info as Record<string, unknown>;
    const result: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...entries, ...(typeof Custom === "object" ? Custom : {}) })) {
      if (typeof value === "string") result[key] = value;
    }
    if (typeof PDFFormatVersion === "string") result["PDF version"] = PDFFormatVersion;
    result.Pages = String(document.numPages);
    const [xMin, yMin, xMax, yMax] = (await document.getPage(1)).view as Matrix;
    result["Page size"] = `${round(xMax - xMin)} x ${round(yMax - yMin)} pts`;
    return result;
  });
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export async function pdfPageCount(pdf: Pdf): Promise<number> {
  return withPdfDocument(pdf, async (document) => document.numPages);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function unescapeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees in an HTML page: the style sheet and the tags removed, entities decoded. */
export function htmlText(html: string): string {
  const body = html
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  return unescapeEntities(body);
}

/**
 * Text compared whatever the line breaks: runs of white space become one space, and a line broken after a
 * hyphen or a slash ("cut-" / "outs") joins again.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/(\S[-/]) (?=\S)/g, "$1")
    .trim();
}

/** A word's box in points, from the top left corner of the page (as pdftotext -bbox gives it). */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** A glyph as a page shows it: the text it stands for, its width and the kerning before it (thousandths of an em). */
interface Glyph {
  text: string;
  width: number;
  kerning: number;
}

/** The glyphs each font shows on a page, in drawing order, read from the page's drawing operators. */
async function glyphsByFont(page: PDFPageProxy): Promise<Map<string, { glyphs: Glyph[]; next: number }>> {
  const operators = await page.getOperatorList();
  const fonts = new Map<string, { glyphs: Glyph[]; next: number }>();
  let glyphs: Glyph[] = [];
  operators.fnArray.forEach((operator, i) => {
    const args = operators.argsArray[i] as unknown[];
    if (operator === OPS.setFont) {
      const name = String(args[0]);
      if (!fonts.has(name)) fonts.set(name, { glyphs: [], next: 0 });
      glyphs = fonts.get(name)!.glyphs;
    } else if (operator === OPS.showText) {
      let kerning = 0;
      for (const glyph of args[0] as Array<number | { unicode?: string; width?: number } | null>) {
        if (typeof glyph === "number") {
          kerning -= glyph;
        } else if (glyph?.unicode && typeof glyph.width === "number") {
          glyphs.push({ text: glyph.unicode, width: glyph.width, kerning });
          kerning = 0;
        }
      }
    }
  });
  return fonts;
}

/** How many glyphs may be passed over to find the next character of a text item. */
const GLYPH_LOOKAHEAD = 4;

/**
 * Where each character (UTF-16 unit) of a text item ends along its baseline, in points from the item's
 * start. The item's characters are matched with the glyphs its font drew, in order, for their widths and
 * kerning; a character without a glyph is a gap the reader inserted between two pieces of text (a space),
 * and takes the width left over. The result is scaled to end exactly at the item's width.
 */
function characterEnds(item: TextItem, size: number, font: { glyphs: Glyph[]; next: number } | undefined): number[] {
  const text = item.str;
  const advances: Array<number | null> = [];
  for (let at = 0; at < text.length; ) {
    let match = -1;
    // a space the reader inserted must not take a space drawn further on
    const lookahead = /\s/.test(text[at]!) ? 1 : GLYPH_LOOKAHEAD;
    for (let ahead = 0; font && ahead < lookahead && match < 0; ahead++) {
      const glyph = font.glyphs[font.next + ahead];
      if (glyph && text.startsWith(glyph.text, at)) match = font.next + ahead;
    }
    if (match < 0 || !font) {
      advances.push(null);
      at += 1;
      continue;
    }
    const glyph = font.glyphs[match]!;
    font.next = match + 1;
    // the kerning before an item's first glyph lies outside the item
    advances.push(glyph.width + (at > 0 ? glyph.kerning : 0));
    for (let rest = 1; rest < glyph.text.length; rest++) advances.push(0);
    at += glyph.text.length;
  }
  const known = advances.filter((advance): advance is number => advance !== null);
  const gaps = advances.length - known.length;
  const measured = known.reduce((sum, advance) => sum + advance, 0);
  // thousandths of an em left for the gaps; an item with only gaps is shared out evenly
  const left = (item.width / size) * 1000 - measured;
  const gap = gaps === 0 ? 0 : known.length === 0 ? 1 : Math.max(left, 0) / gaps;
  const widths = advances.map((advance) => advance ?? gap);
  const total = widths.reduce((sum, width) => sum + width, 0);
  let end = 0;
  return widths.map((width) => {
    end += width;
    return total > 0 ? (end / total) * item.width : 0;
  });
}

/**
 * The words of one page with their boxes in points (origin at the top left, y downwards, as pdftotext -bbox
 * gives them), in drawing order, for checking where things were drawn. A word is a run of characters without
 * white space; two text items that touch on one baseline make one word, as they do for a reader. Box heights
 * run from the font's descent to its ascent; a turned word's box is the upright box around it. Where a word
 * starts and ends inside a text item comes from the glyphs' widths and kerning.
 */
export async function pdfWords(pdf: Pdf, pageNumber: number): Promise<PdfWord[]> {
  return withPdfDocument(pdf, async (document) => {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const fonts = await glyphsByFont(page);
    const toPage = page.getViewport({ scale: 1 }).transform as Matrix;
    const words: PdfWord[] = [];
    // the word at the end of the last item, to join with an item that touches it
    let open: { word: PdfWord; item: TextItem } | null = null;
    for (const item of content.items) {
      if (!isTextItem(item)) continue;
      if (item.str.trim() === "") {
        // a space or the end of a line closes the word
        if (item.str !== "" || item.hasEOL) open = null;
        continue;
      }
      const [a, b, c, d, e, f] = item.transform as Matrix;
      const size = Math.hypot(a, b);
      if (size === 0) continue;
      const style = content.styles[item.fontName];
      const ascent = style?.ascent ?? 0.8;
      const descent = style?.descent ?? -0.2;
      // from (distance along the baseline in points, height in ems) to the page's top-left coordinates
      const corner = (along: number, up: number) => apply(toPage, apply([a / size, b / size, c, d, e, f], [along, up]));
      const box = (from: number, to: number): Omit<PdfWord, "text"> => {
        const corners = [corner(from, descent), corner(to, descent), corner(from, ascent), corner(to, ascent)];
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
      };
      const characters = item.str;
      const ends = characterEnds(item, size, fonts.get(item.fontName));
      // does this item go on the open word: same direction and baseline, starting where that word ends?
      const continues = open !== null && /^\S/.test(item.str) && touches(open.item, item);
      let start = 0;
      for (let i = 0; i <= characters.length; i++) {
        const atSpace = i === characters.length || /\s/.test(characters[i]!);
        if (!atSpace) continue;
        if (i > start) {
          const text = characters.slice(start, i);
          const from = start === 0 ? 0 : ends[start - 1]!;
          const to = ends[i - 1]!;
          const part = box(from, to);
          if (start === 0 && continues && open) {
            const joined = open.word;
            joined.text += text;
            joined.xMin = Math.min(joined.xMin, part.xMin);
            joined.yMin = Math.min(joined.yMin, part.yMin);
            joined.xMax = Math.max(joined.xMax, part.xMax);
            joined.yMax = Math.max(joined.yMax, part.yMax);
          } else {
            words.push({ text, ...part });
          }
        }
        start = i + 1;
      }
      open = /\s$/.test(characters) || item.hasEOL ? null : { word: words.at(-1)!, item };
    }
    return words;
  });
}

function apply([a, b, c, d, e, f]: Matrix, [x, y]: [number, number]): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

/** Whether two text items run in the same direction on the same baseline. */
function sameBaseline(first: TextItem, second: TextItem): boolean {
  const [a1, b1, , , e1, f1] = first.transform as Matrix;
  const [a2, b2, , , e2, f2] = second.transform as Matrix;
  const s1 = Math.hypot(a1, b1);
  const s2 = Math.hypot(a2, b2);
  if (Math.abs(a1 / s1 - a2 / s2) > 1e-3 || Math.abs(b1 / s1 - b2 / s2) > 1e-3) return false;
  // distance of the second origin from the first baseline
  return Math.abs((e2 - e1) * (-b1 / s1) + (f2 - f1) * (a1 / s1)) < 0.05 * Math.max(s1, s2);
}

/**
 * Whether the second item starts where the first ends, on its baseline: at most a tenth of an em after its
 * end, or up to half an em before it, where kerning moves a glyph back ("7" ",").
 */
function touches(first: TextItem, second: TextItem): boolean {
  if (!sameBaseline(first, second)) return false;
  const [a, b, , , e, f] = first.transform as Matrix;
  const [, , , , x, y] = second.transform as Matrix;
  const size = Math.hypot(a, b);
  const gap = ((x - e) * a + (y - f) * b) / size - first.width;
  return gap > -0.5 * size && gap < 0.1 * size;
}

/**
 * Whether poppler's pdftotext (Debian's poppler-utils) can be run here: the second reader of the PDF. CI
 * installs it; a machine with only Node skips what needs it. Not every version exits 0 on -v, so only a
 * failure to start the program counts.
 */
export const hasPoppler = spawnSync("pdftotext", ["-v"], { stdio: "ignore" }).error === undefined;

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it (reading order, pages separated by form feeds). */
export async function popplerText(pdf: Pdf): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "okp-sow-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
