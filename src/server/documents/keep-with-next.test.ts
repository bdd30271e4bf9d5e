import { describe, expect, it } from "vitest";
import type { SowDocument } from "../../domain/sow/model";
import { sampleSowDocument } from "../test/sample-sow";
import { pdfPages } from "../test/sow-text";
import { renderSowPdf } from "./render-pdf";
import { FURNITURE } from "./render-shared";

/** The sample with `lines` lines of text more before its last section, to move that section down the page. */
function pushedDown(lines: number): SowDocument {
  const doc = sampleSowDocument({ longTableRows: 4 });
  const before = doc.sections.at(-2)!;
  const filler = Array.from({ length: lines }, (_, i) => `Filler line ${i + 1}.`).join("\n");
  return {
    ...doc,
    sections: doc.sections.map((section) =>
      section === before ? { ...section, blocks: [...section.blocks, { kind: "paragraph", style: "normal", text: filler }] } : section,
    ),
  };
}

describe("keeping the signatures heading with what follows it", () => {
  it("never leaves the heading and its short introduction at the foot of a page without a signature line", async () => {
    for (let lines = 0; lines <= 60; lines += 3) {
      const doc = pushedDown(lines);
      const last = doc.sections.at(-1)!;
      const pages = await pdfPages(await renderSowPdf(doc));
      const heading = `${last.number}. ${last.title}`;
      const page = pages.slice(1).find((text) => text.includes(heading));
      expect(page, `${lines} lines`).toBeDefined();
      const below = page!.slice(page!.indexOf(heading) + heading.length);
      expect(below, `${lines} lines: the heading's page has a date line below it`).toContain(FURNITURE.date);
    }
  }, 120_000);
});
