// The sample Statement of Work with its people, places and project named in the scripts users type: Greek,
// Hebrew, Arabic, Chinese and an emoji, and strings too long to break at a space.
import type { SowBlock, SowDocument } from "../../domain/sow/model";
import { sampleSowDocument } from "./sample-sow";

export const SCRIPTS = {
  project: "Κουζίνα κήπου 花园厨房 🔥",
  owner: "דנה אוקפור",
  address: "شارع الملك فهد ١٢، الرياض",
  contractor: "王小明建筑公司",
  /** 80 characters without a space. */
  unbroken: "dana.okafor.outdoor-kitchen-renovation.backyard.project.2026@example-mail.example",
} as const;

function renamed(block: SowBlock): SowBlock {
  switch (block.kind) {
    case "keyValues":
      return {
        ...block,
        rows: block.rows.map((row) => {
          if (row.label === "Project") return { ...row, value: SCRIPTS.project };
          if (row.label === "Owner") return { ...row, value: `${SCRIPTS.owner} (${SCRIPTS.unbroken})` };
          if (row.label === "Property address") return { ...row, value: SCRIPTS.address };
          return row;
        }),
      };
    case "signatures":
      return {
        ...block,
        parties: block.parties.map((party) => ({
          ...party,
          name: party.role === "Owner" ? SCRIPTS.owner : SCRIPTS.contractor,
        })),
      };
    default:
      return block;
  }
}

export function sampleScriptsSowDocument(): SowDocument {
  const doc = sampleSowDocument();
  return {
    ...doc,
    runningHeader: `${doc.documentId} · ${SCRIPTS.project}`,
    sections: doc.sections.map((section, i) => ({
      ...section,
      blocks: [
        ...section.blocks.map(renamed),
        ...(i === 1
          ? [
              { kind: "paragraph", style: "normal", text: `Contact: ${SCRIPTS.unbroken}${SCRIPTS.unbroken}` } as const,
              {
                kind: "paragraph",
                style: "normal",
                text: `${SCRIPTS.owner} and ${SCRIPTS.address} agree with ${SCRIPTS.contractor} on ${SCRIPTS.project}.`,
              } as const,
            ]
          : []),
      ],
    })),
  };
}
