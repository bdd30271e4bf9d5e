// Every string a reader sees in a Statement of Work, walked from the model: both renderings must print each
// of them, so a test can hold the PDF and the HTML to the same facts without knowing their layouts.
import { type SowBlock, type SowDocument, siteSketchLabels } from "../../domain/sow/model";
import { everyDimension } from "../../domain/planner/plan-drawing";
import { checkStatusLabel, disclaimerBlockNeeded, sectionHeading } from "./render-shared";

function blockFacts(block: SowBlock): string[] {
  switch (block.kind) {
    case "paragraph":
    case "subheading":
      return [block.text];
    case "list":
      return block.items;
    case "keyValues":
      return block.rows.flatMap((row) => [row.label, row.value]);
    case "table":
      return [
        block.caption,
        ...block.columns.map((column) => column.header),
        ...block.rows.flatMap((row) => row.cells),
      ];
    case "checks":
      return block.items.flatMap((item) => [
        item.rule,
        checkStatusLabel(item.status),
        item.figures,
        item.action ?? "",
        item.source,
      ]);
    case "drawing": {
      const { drawing } = block;
      return [
        block.scale.label,
        ...block.scaleBar.ticks.map((tick) => tick.label),
        ...everyDimension(drawing).map((dimension) => dimension.text),
        drawing.pergola?.wall?.label ?? "",
        ...drawing.appliances.map((appliance) => String(appliance.number)),
        drawing.pergola?.label ?? "",
        ...block.legend.flatMap((entry) => [entry.mark, entry.text]),
        block.caption,
      ];
    }
    case "siteSketch":
      return [...siteSketchLabels(block.sketch), block.caption];
    case "perspective":
      return [...block.view.labels.map((label) => label.text), block.caption];
    case "signatures":
      return block.parties.flatMap((party) => [party.role, party.name]);
  }
}

/** The visible strings of the document, in reading order, without blanks or repeats. */
export function sowFacts(doc: SowDocument): string[] {
  const all = [
    doc.title,
    doc.documentId,
    doc.runningHeader,
    disclaimerBlockNeeded(doc) ? doc.disclaimer : "",
    ...doc.sections.flatMap((section) => [sectionHeading(section), ...section.blocks.flatMap(blockFacts)]),
  ];
  return [...new Set(all.map((fact) => fact.trim()).filter((fact) => fact !== ""))];
}
