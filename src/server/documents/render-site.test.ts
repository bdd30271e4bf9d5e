// A Statement of Work with the site answered, in both renderings (docs/product/statement-of-work.md section
// 2, item 8): the site sketch and the statements of the runs reach the PDF's text and the HTML, the sketch
// is drawn whole on one page with its "Not to scale" note, and the bid form prints the fixed quantities.
import { beforeAll, describe, expect, it } from "vitest";
import type { SowDocument, SowSiteSketch } from "../../domain/sow/model";
import { siteSketchLabels } from "../../domain/sow/model";
import { siteRunsPlan } from "../../domain/testing/plans";
import { sowFor } from "../../domain/testing/sow-documents";
import { renderSowHtml } from "./render-html";
import { renderSowPdf } from "./render-pdf";
import { sowFacts } from "./sow-facts";
import { hasPoppler, htmlText, normaliseText, pdfPages, pdfText, popplerText } from "../test/sow-text";

function sketchOf(doc: SowDocument): SowSiteSketch {
  const found = doc.sections.flatMap((s) => s.blocks).find((b): b is SowSiteSketch => b.kind === "siteSketch");
  if (!found) throw new Error("the SOW with site answers has a sketch");
  return found;
}

describe("a Statement of Work with the runs from the house", () => {
  const doc = sowFor("CA", siteRunsPlan());
  const sketch = sketchOf(doc);
  let pdf: Buffer;
  let html: string;
  let printed: string;
  let pages: string[];

  beforeAll(async () => {
    pdf = await renderSowPdf(doc);
    html = renderSowHtml(doc);
    printed = normaliseText(await pdfText(pdf));
    pages = (await pdfPages(pdf)).map(normaliseText);
  });

  it("lists the sketch's labels among the facts both renderings print", () => {
    const facts = sowFacts(doc);
    for (const label of siteSketchLabels(sketch.sketch)) expect(facts).toContain(label);
    expect(facts).toContain("Not to scale");
    const htmlFacts = normaliseText(htmlText(html));
    for (const fact of facts) {
      expect(printed, `PDF: ${fact}`).toContain(normaliseText(fact));
      expect(htmlFacts, `HTML: ${fact}`).toContain(normaliseText(fact));
    }
  });

  it("draws the whole sketch on one page of the PDF, its labels and note together", () => {
    const labels = siteSketchLabels(sketch.sketch).map(normaliseText);
    const page = pages.find((p) => p.includes("Gas 45 ft, 3/4 in pipe"));
    expect(page).toBeDefined();
    for (const label of labels) expect(page, label).toContain(label);
  });

  it("draws the sketch in the HTML as an inline SVG described by its summary", () => {
    const svg = /<figure class="drawing sketch">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
    const id = /<svg role="img" aria-labelledby="([\w-]+)-title ([\w-]+)-desc"/.exec(svg);
    expect(id?.[1]).toBe(id?.[2]);
    expect(svg).toContain(`<title id="${id?.[1]}-title">Site sketch: not to scale</title>`);
    expect(svg).toContain(`<desc id="${id?.[1]}-desc">${sketch.sketch.summary}</desc>`);
    expect(svg).toContain(">Not to scale</text>");
    expect(svg).toContain(">Gas 45 ft, 3/4 in pipe</text>");
  });

  it("prints the run statements and the bid form's fixed quantities", () => {
    for (const text of [
      "Length from the gas meter's outlet to the island's shut-off: 45 ft.",
      "Load: 120,000 BTU/h, 120 cubic feet per hour (CFH), so the owner can ask the utility whether the meter carries it.",
      "Gas run: 45 ft of 3/4 in (allowance A1)",
      "Power run: 40 ft, 2 circuits (allowance A2)",
      "Water supply and drain: 30 ft (allowance A3)",
      "Shared trench: 45 ft through pavers (allowance A4)",
      "Utility runs from the house",
    ]) {
      expect(printed, text).toContain(normaliseText(text));
      expect(normaliseText(htmlText(html)), text).toContain(normaliseText(text));
    }
  });

  describe.skipIf(!hasPoppler)("read a second time by poppler (skipped where poppler-utils is not installed)", () => {
    it("poppler's pdftotext reads the sketch's labels and the gas run", async () => {
      const text = normaliseText(await popplerText(pdf));
      for (const label of siteSketchLabels(sketch.sketch)) expect(text, label).toContain(normaliseText(label));
      expect(text).toContain("Pipe size: 3/4 in, by the longest-length method");
    });
  });
});
