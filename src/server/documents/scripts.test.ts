import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOW_PAGE } from "../../domain/sow/model";
import { sampleScriptsSowDocument, SCRIPTS } from "../test/sample-sow-scripts";
import { hasPoppler, htmlText, normaliseText, pdfText, popplerText } from "../test/sow-text";
import { renderSowHtml } from "./render-html";
import { renderSowPdf } from "./render-pdf";
import { POINTS_PER_INCH } from "./render-shared";
import { sowFacts } from "./sow-facts";

/** Text compared whatever the lines, the bidi marks poppler adds and the punctuation a right-to-left line moves or mirrors. */
const squeeze = (text: string) => text.normalize("NFKC").replace(/[\s\p{P}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "");
const RTL = /[\u0590-\u08ff]/;
const reversed = (text: string) => [...text].reverse().join("");

interface Draw {
  text: string;
  left: number;
  right: number;
}

describe("a Statement of Work in Greek, Hebrew, Arabic, Chinese and emoji", () => {
  const doc = sampleScriptsSowDocument();
  const draws: Draw[] = [];
  const proto = PDFDocument.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const fragment = proto._fragment!;
  let pdf: Buffer;

  beforeAll(async () => {
    // every line pdfkit puts on a page, with where it starts and ends
    proto._fragment = function (this: PDFKit.PDFDocument, ...args: unknown[]) {
      const [text, x, , options] = args as [string, number, number, { align?: string; lineWidth?: number; features?: PDFKit.Mixins.OpenTypeFeatures[] }];
      const width = this.widthOfString(text, { features: options.features });
      const aligned = options.align === "right" || options.align === "center";
      draws.push({ text, left: x, right: aligned ? x + Math.max(options.lineWidth ?? 0, width) : x + width });
      return fragment.apply(this, args);
    };
    pdf = await renderSowPdf(doc);
  });

  afterAll(() => {
    proto._fragment = fragment;
  });

  it.skipIf(!hasPoppler)("prints every character of the document's text, as poppler's pdftotext reads it", async () => {
    const texts = [await popplerText(pdf)].map(squeeze);
    for (const text of texts) {
      for (const fact of sowFacts(doc)) {
        if (!RTL.test(fact)) {
          expect(text, fact).toContain(squeeze(fact));
          continue;
        }
        // a right-to-left line may read back in logical or in visual order, word by word
        for (const word of fact.split(/\s+/).map(squeeze).filter(Boolean)) {
          expect(text.includes(word) || text.includes(reversed(word)), `${fact}: ${word}`).toBe(true);
        }
      }
      for (const value of Object.values(SCRIPTS)) {
        for (const word of value.split(/\s+/).map(squeeze)) expect(text.includes(word) || text.includes(reversed(word)), word).toBe(true);
      }
    }
  });

  it("prints the left-to-right facts, as the project's own reader reads them", async () => {
    const text = squeeze(await pdfText(pdf));
    for (const fact of sowFacts(doc)) if (!RTL.test(fact)) expect(text, fact).toContain(squeeze(fact));
  });

  it("embeds a font for each script, so no character prints as an empty box", async () => {
    const fonts = pdf.toString("latin1").match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
    const names = new Set(fonts.map((font) => font.replace(/.*\+/, "")));
    for (const family of ["Inter-Regular", "NotoSansHebrew-Regular", "NotoSansArabic-Regular", "NotoSansSC-Regular", "NotoEmoji-Regular"]) {
      expect(names, family).toContain(family);
    }
  });

  it("keeps every line within the margins, the 80-character string too", () => {
    const margin = SOW_PAGE.marginIn * POINTS_PER_INCH;
    const pageWidth = SOW_PAGE.widthIn * POINTS_PER_INCH;
    expect(draws.some((draw) => draw.text.includes(SCRIPTS.unbroken.slice(0, 20)))).toBe(true);
    for (const draw of draws) {
      expect(draw.left, draw.text).toBeGreaterThanOrEqual(margin - 0.5);
      expect(draw.right, draw.text).toBeLessThanOrEqual(pageWidth - margin + 0.5);
    }
  });

  it("says every fact in the HTML too", () => {
    const text = normaliseText(htmlText(renderSowHtml(doc)));
    for (const fact of sowFacts(doc)) expect(text, fact).toContain(normaliseText(fact));
  });
});

describe("the HTML of user-entered text", () => {
  const html = renderSowHtml(sampleScriptsSowDocument());

  it("sets each user-entered string in its own direction, isolated from the text around it", () => {
    expect(html).toContain(`<dd dir="auto">${SCRIPTS.address}</dd>`);
    expect(html).toContain(`<p class="name" dir="auto">${SCRIPTS.owner}</p>`);
    expect(html).toMatch(/<td( class="[^"]*")? dir="auto">/);
    expect(html).toMatch(/<p( class="[^"]*")? dir="auto">/);
    expect(html).toMatch(/<h2 id="[^"]+"><span class="num">\d+\.<\/span> <bdi>/);
    expect(html).toContain('<p class="running" dir="auto">');
  });

  it("wraps a long unbroken string anywhere rather than let it run past the page", () => {
    expect(html).toMatch(/body \{[^}]*overflow-wrap: anywhere;/);
  });

  it("sets a numbered legend badge on the first line of its label, not in the middle of a label of two lines", () => {
    const rule = /\.mark\.number \{[^}]*\}/.exec(html)?.[0] ?? "";
    expect(rule).toContain("align-self: flex-start");
    expect(rule).not.toContain("align-self: center");
  });
});
