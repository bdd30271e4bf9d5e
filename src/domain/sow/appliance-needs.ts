// What each appliance needs from the utilities, for the SOW's appliance schedule, its gas and electrical
// sections and the design check. Fuel and power figures come from the unit's manual; these are the kinds of
// supply a bidder must price.
import type { ApplianceId } from "../planner/catalogue";
import { ELECTRICAL } from "./code-figures";

export interface ApplianceNeeds {
  /** Burns natural gas or propane (the fuel is fixed per appliance by the bidder with the owner). */
  gas: boolean;
  /** Its manual asks for a dedicated circuit of its own. */
  dedicatedCircuit: boolean;
  /** A GFCI-protected receptacle for its igniter, lights or motor. */
  receptacle: boolean;
  water: boolean;
  drain: boolean;
  /**
   * Front-to-back depth of the cut-out or cavity, in inches: typical of built-in outdoor models in their
   * makers' installation guides (docs/product/statement-of-work.md, design rules). The chosen model's guide
   * governs; the design check uses these to find an island too shallow for its appliances.
   */
  cutoutDepthIn: number;
}

const none: ApplianceNeeds = { gas: false, dedicatedCircuit: false, receptacle: false, water: false, drain: false, cutoutDepthIn: 20 };

export const APPLIANCE_NEEDS: Record<ApplianceId, ApplianceNeeds> = {
  grill: { ...none, gas: true, receptacle: true, cutoutDepthIn: 21 },
  "outdoor-oven": { ...none, gas: true, receptacle: true, cutoutDepthIn: 22 },
  "teppan-grill": { ...none, gas: true, receptacle: true, cutoutDepthIn: 21 },
  "side-burner": { ...none, gas: true, cutoutDepthIn: 20 },
  "pizza-oven": { ...none, gas: true, receptacle: true, cutoutDepthIn: 24 },
  smoker: { ...none, gas: true, receptacle: true, cutoutDepthIn: 22 },
  fridge: { ...none, dedicatedCircuit: true, cutoutDepthIn: 24 },
  "trash-drawer": none,
  "double-drawers": none,
  "triple-drawers": none,
  sink: { ...none, water: true, drain: true, cutoutDepthIn: 17 },
  "ice-maker": { ...none, dedicatedCircuit: true, water: true, drain: true, cutoutDepthIn: 24 },
};

/** Appliances that burn gas: the SOW's gas section and the island-ventilation rule apply when one is chosen. */
export const GAS_APPLIANCE_IDS: readonly ApplianceId[] = (Object.keys(APPLIANCE_NEEDS) as ApplianceId[]).filter(
  (id) => APPLIANCE_NEEDS[id].gas,
);

/** Cooking appliances that need a vent hood and clearances when under a roof. */
export const COOKING_UNDER_ROOF_IDS: readonly ApplianceId[] = ["grill", "side-burner", "teppan-grill", "smoker", "pizza-oven"];

/** The supplies an appliance needs, in words for the schedule: "Gas; GFCI receptacle". */
export function describeNeeds(id: ApplianceId): string {
  const n = APPLIANCE_NEEDS[id];
  const parts = [
    n.gas ? "Gas supply" : null,
    n.dedicatedCircuit ? `Dedicated ${ELECTRICAL.circuitAmps} A circuit` : null,
    n.receptacle ? "GFCI receptacle" : null,
    n.water ? "Water" : null,
    n.drain ? "Drain" : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join("; ") : "None";
}
