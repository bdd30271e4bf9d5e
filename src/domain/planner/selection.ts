// Rules behind the first four wizard steps that the schema does not already hold: the appliance list's
// sum and sink options, the covered structure's inputs, and the materials progress hints.
import { DEFAULT_SINK_TYPE, type SinkType } from "./catalogue";
import { clampToRange, PERGOLA_DEFAULT_DIMENSIONS, PERGOLA_DIMENSION_BOUNDS } from "./limits";
import type { ApplianceItem, Materials, Pergola, StructureType } from "./schema";
import { appliancePrice } from "./model";

/** Whether the plan has a sink, which is what brings in plumbing and the sink type choice. */
export function hasSink(appliances: readonly Pick<ApplianceItem, "id">[]): boolean {
  return appliances.some((a) => a.id === "sink");
}

/** The running sum of the selected appliances, at the price each one is charged. */
export function appliancesTotal(appliances: readonly ApplianceItem[]): number {
  return appliances.reduce((sum, item) => sum + appliancePrice(item), 0);
}

/** Applies a change to one selected appliance; the others are left as they are. */
export function updateAppliance(
  appliances: readonly ApplianceItem[],
  id: ApplianceItem["id"],
  change: (item: ApplianceItem) => ApplianceItem,
): ApplianceItem[] {
  return appliances.map((item) => (item.id === id ? change(item) : item));
}

/** The selected sink's type (undermount when it was never chosen), or null without a sink. */
export function sinkType(appliances: readonly ApplianceItem[]): SinkType | null {
  const sink = appliances.find((a) => a.id === "sink");
  return sink ? (sink.options?.type ?? DEFAULT_SINK_TYPE) : null;
}

export function setSinkType(appliances: readonly ApplianceItem[], type: SinkType): ApplianceItem[] {
  return updateAppliance(appliances, "sink", (item) => ({ ...item, options: { ...item.options, type } }));
}

export type PergolaDimensionField = keyof typeof PERGOLA_DEFAULT_DIMENSIONS;

/**
 * A structure size typed by the user, applied on blur: blank or non-numeric restores the default size,
 * anything else is rounded to whole inches and kept within the structure bounds.
 */
export function applyPergolaDimension(pergola: Pergola, field: PergolaDimensionField, rawInput: string): Pergola {
  const cleaned = rawInput.replace(/[",\s]/g, "");
  const parsed = cleaned === "" ? Number.NaN : Number(cleaned);
  const value = Number.isFinite(parsed)
    ? clampToRange(Math.round(parsed), PERGOLA_DIMENSION_BOUNDS)
    : PERGOLA_DEFAULT_DIMENSIONS[field];
  return { ...pergola, dimensions: { ...pergola.dimensions, [field]: value } };
}

/** The gazebo/pavilion spotlights checkbox: ticked means LED lights on 2 posts, unticked none. */
export function setGazeboSpotlights(pergola: Pergola, on: boolean): Pergola {
  return { ...pergola, spotlights: on ? "2" : "" };
}

/**
 * Switching between pergola and gazebo/pavilion. A gazebo offers spotlights only as one checkbox (2 posts),
 * so a pergola's 4-post choice becomes 2 posts rather than a charge the gazebo screen cannot show.
 */
export function selectStructureType(pergola: Pergola, structureType: StructureType): Pergola {
  const spotlights = structureType === "gazebo-pavilion" && pergola.spotlights === "4" ? "2" : pergola.spotlights;
  return { ...pergola, structureType, spotlights };
}

export interface MaterialsProgress {
  /** How many of the two groups (sides, countertop) have a material chosen. */
  selected: 0 | 1 | 2;
  complete: boolean;
  /** The hint of the progress box on small screens. */
  hint: string;
}

export const MATERIALS_PROGRESS_HINTS = {
  none: "Select 2 materials",
  one: "1 of 2 selected",
  both: "Both materials selected",
} as const;

export function materialsProgress(materials: Materials): MaterialsProgress {
  const selected = ((materials.sides !== "" ? 1 : 0) + (materials.countertop !== "" ? 1 : 0)) as 0 | 1 | 2;
  const hint =
    selected === 2 ? MATERIALS_PROGRESS_HINTS.both : selected === 1 ? MATERIALS_PROGRESS_HINTS.one : MATERIALS_PROGRESS_HINTS.none;
  return { selected, complete: selected === 2, hint };
}
