// Reading the rendered Statement of Work back as text for tests: the PDF through poppler's pdftotext and
// pdfinfo (Debian's poppler-utils), the HTML by stripping its tags.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer | Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "okp-sow-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PdfTextOptions {
  /**
   * "reading" (pdftotext's default) follows the reading order of blocks, keeping a wrapped table cell in
   * one piece; "layout" reproduces the page's columns, as a reader sees them; "raw" keeps the order the
   * text was drawn in, but breaks a word wherever kerning moves a glyph back ("7" ".").
   */
  mode?: "reading" | "raw" | "layout";
  firstPage?: number;
  lastPage?: number;
}

/** The text of a PDF; pages are separated by form feeds (\f). */
export async function pdfText(pdf: Buffer | Uint8Array, options: PdfTextOptions = {}): Promise<string> {
  const args = ["-enc", "UTF-8"];
  if (options.mode === "layout") args.push("-layout");
  if (options.mode === "raw") args.push("-raw");
  if (options.firstPage) args.push("-f", String(options.firstPage));
  if (options.lastPage) args.push("-l", String(options.lastPage));
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", [...args, file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  });
}

/** The text of each page, in drawing order. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const pages = (await pdfText(pdf)).split("\f");
  // pdftotext ends the last page with a form feed too
  if (pages.length > 1 && pages[pages.length - 1]!.trim() === "") pages.pop();
  return pages;
}

/** What pdfinfo reports: page count and the document information dictionary. */
export async function pdfInfo(pdf: Buffer | Uint8Array): Promise<Record<string, string>> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", ["-enc", "UTF-8", file]);
    const info: Record<string, string> = {};
    for (const line of stdout.split("\n")) {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      if (match) info[match[1]!.trim()] = match[2]!.trim();
    }
    return info;
  });
}

export async function pdfPageCount(pdf: Buffer | Uint8Array): Promise<number> {
  return Number((await pdfInfo(pdf)).Pages);
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

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of one page with their boxes in points, for checking where things were drawn. */
export async function pdfWords(pdf: Buffer | Uint8Array, page: number): Promise<PdfWord[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const words: PdfWord[] = [];
    const pattern = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    for (const match of stdout.matchAll(pattern)) {
      words.push({
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
        text: unescapeEntities(match[5]!),
      });
    }
    return words;
  });
}
