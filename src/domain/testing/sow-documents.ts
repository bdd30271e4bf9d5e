// Statement of Work documents for tests of its state and contract terms: one plan, one owner in a given state.
import { calculateBudget } from "../budget/budget";
import type { PlannerData } from "../planner/schema";
import { buildSow, type SowInput } from "../sow/build";
import { type SowBlock, type SowDocument, siteSketchLabels } from "../sow/model";
import { richSowPlan } from "./plans";

/** The SOW of a plan (the rich review plan unless given) for an owner whose property is in `state`. */
export function sowFor(state: string, plan: PlannerData = richSowPlan()): SowDocument {
  const input: SowInput = {
    project: { id: 7, name: "Backyard", plan, budget: calculateBudget(plan) },
    owner: {
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@example.com",
      phoneNumber: "555-0100",
      propertyAddress: "1 Main St",
      propertyCity: "Springfield",
      propertyState: state,
      propertyZip: "00000",
    },
    order: { serviceTier: "silver", rushFee: false },
    version: { number: 1, issuedOn: "2026-11-25", supersedes: null },
  };
  return buildSow(input);
}

/** Every string a block prints. */
function blockText(b: SowBlock): string[] {
  switch (b.kind) {
    case "paragraph":
    case "subheading":
      return [b.text];
    case "list":
      return b.items;
    case "keyValues":
      return b.rows.flatMap((r) => [r.label, r.value]);
    case "table":
      return [b.caption, ...b.columns.map((c) => c.header), ...b.rows.flatMap((r) => r.cells)];
    case "checks":
      return b.items.flatMap((i) => [i.rule, i.figures, i.action ?? "", i.source]);
    case "drawing":
      return [b.caption, ...b.legend.map((l) => l.text)];
    case "siteSketch":
      return [...siteSketchLabels(b.sketch), b.caption];
    case "perspective":
      return [b.caption];
    case "signatures":
      return b.parties.flatMap((p) => [p.role, p.name]);
  }
}

/** The text of the document, or of one section, one string per line. */
export function sowText(doc: SowDocument, sectionId?: string): string {
  return doc.sections
    .filter((s) => sectionId === undefined || s.id === sectionId)
    .flatMap((s) => s.blocks.flatMap(blockText))
    .concat(sectionId === undefined ? [doc.disclaimer] : [])
    .join("\n");
}
