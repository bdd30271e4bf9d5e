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
}

const none: ApplianceNeeds = { gas: false, dedicatedCircuit: false, receptacle: false, water: false, drain: false };

export const APPLIANCE_NEEDS: Record<ApplianceId, ApplianceNeeds> = {
  grill: { ...none, gas: true, receptacle: true },
  "outdoor-oven": { ...none, gas: true, receptacle: true },
  "teppan-grill": { ...none, gas: true, receptacle: true },
  "side-burner": { ...none, gas: true },
  "pizza-oven": { ...none, gas: true, receptacle: true },
  smoker: { ...none, gas: true, receptacle: true },
  fridge: { ...none, dedicatedCircuit: true },
  "trash-drawer": none,
  "double-drawers": none,
  "triple-drawers": none,
  sink: { ...none, water: true, drain: true },
  "ice-maker": { ...none, dedicatedCircuit: true, water: true, drain: true },
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
