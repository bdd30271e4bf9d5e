// How each finishing material looks (docs/product/planner-wizard.md, step 3): a base colour, an accent and a
// pattern. Step 3's swatches draw them, and every view of the island in colour takes its colours from here, so
// the stucco of the swatch is the stucco of the island.
import type { CountertopMaterialId, SideMaterialId } from "./catalogue";

/** The texture a swatch suggests: the surface's own grain, drawn with colour alone. */
export type FinishPattern = "stone" | "stucco" | "brick" | "tile" | "speckle" | "concrete" | "brushed";

export interface FinishLook {
  /** The surface's main colour, as CSS hex. */
  base: string;
  /** Its grain, mortar or joints. */
  accent: string;
  pattern: FinishPattern;
}

export const SIDE_FINISHES: Record<SideMaterialId, FinishLook> = {
  "natural-stone": { base: "#9a8b78", accent: "#6f6252", pattern: "stone" },
  stucco: { base: "#e6d9c3", accent: "#cdbd9f", pattern: "stucco" },
  brick: { base: "#a4472f", accent: "#d9cfc0", pattern: "brick" },
  tile: { base: "#c8b99f", accent: "#f3eee4", pattern: "tile" },
};

export const COUNTERTOP_FINISHES: Record<CountertopMaterialId, FinishLook> = {
  granite: { base: "#3f3b38", accent: "#b9b1a6", pattern: "speckle" },
  concrete: { base: "#a8a49c", accent: "#8f8b83", pattern: "concrete" },
  tile: { base: "#dcd4c6", accent: "#f7f4ee", pattern: "tile" },
  stainless: { base: "#c3c7cb", accent: "#e9ecee", pattern: "brushed" },
};
