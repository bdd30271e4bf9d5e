// Where each appliance sits along the counter run, for the to-scale plan in the wizard and the SOW.
import { findCatalogueAppliance } from "./catalogue";
import { applianceWidthIn, currentLengthIn, estimatedLengthIn } from "./geometry";
import { APPLIANCE_GAP_IN, END_BUFFER_IN } from "./limits";
import type { ApplianceId } from "./catalogue";
import type { PlannerData } from "./schema";

export interface PlacedAppliance {
  id: ApplianceId;
  name: string;
  /** Inches from the start of the run to the appliance's left edge. */
  x: number;
  width: number;
}

export interface ApplianceLayout {
  items: PlacedAppliance[];
  estimatedLengthIn: number;
  currentLengthIn: number;
}

/** Appliances in their chosen order, after the end buffer, one gap apart. */
export function layoutAppliances(data: PlannerData): ApplianceLayout {
  let x = END_BUFFER_IN;
  const items = data.appliances.map((item) => {
    const width = applianceWidthIn(item);
    const placed: PlacedAppliance = {
      id: item.id,
      name: item.name ?? findCatalogueAppliance(item.id)?.name ?? item.id,
      x,
      width,
    };
    x += width + APPLIANCE_GAP_IN;
    return placed;
  });
  return { items, estimatedLengthIn: estimatedLengthIn(data.appliances), currentLengthIn: currentLengthIn(data) };
}
