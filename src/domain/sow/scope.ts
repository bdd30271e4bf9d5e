// The scope of work by trade: numbered items a bidder can price, and the allowances priced apart. The bid
// form has one row for each, with the same numbers, so three bids line up row by row.
import { findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { formatInches, formatQuantity } from "../common/format";
import { countertopSqFt, sideSqFt } from "../planner/geometry";
import type { PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { APPLIANCE_NEEDS, GAS_APPLIANCE_IDS } from "./appliance-needs";
import { CONTRACT, ELECTRICAL, FOUNDATION, GAS } from "./code-figures";

export interface ScopeItem {
  /** "S1", "S2"...: the row of the bid form that prices it. */
  code: string;
  trade: string;
  work: string;
}

export interface Allowance {
  /** "A1"...: its row on the bid form. */
  code: string;
  item: string;
  /** How each bidder prices it. */
  basis: string;
}

/** "2 dedicated 120 V 20 A circuits". */
export function circuitsText(count: string | number): string {
  const n = Number(count);
  return `${n} dedicated ${ELECTRICAL.circuitVolts} V ${ELECTRICAL.circuitAmps} A circuit${n === 1 ? "" : "s"}`;
}

export function usesGas(plan: PlannerData): boolean {
  return plan.appliances.some((a) => GAS_APPLIANCE_IDS.includes(a.id));
}

/** Water is run to the island for a sink, and for an ice maker, which needs its own supply and drain. */
export function needsWater(plan: PlannerData): boolean {
  return plan.appliances.some((a) => APPLIANCE_NEEDS[a.id].water);
}

/** The trades of this plan, in building order; a trade the plan does not need is left out. */
export function scopeItems(plan: PlannerData): ScopeItem[] {
  const side = findSideMaterial(plan.materials.sides)?.name ?? "Side material to be agreed";
  const top = findCountertopMaterial(plan.materials.countertop)?.name ?? "Countertop material to be agreed";
  const slab = FOUNDATION.slabMinThicknessIn;
  const gravel = FOUNDATION.gravelBaseIn;
  const items: Array<Omit<ScopeItem, "code">> = [
    {
      trade: "Site preparation and foundation",
      work:
        `Lay out the island on site as drawn; excavate; a concrete slab at least ${formatInches(slab)} thick on ` +
        `${gravel.min}-${formatInches(gravel.max)} of compacted gravel. In freezing climates, footings below the ` +
        "frost line or a thickened slab as the local code requires.",
    },
    {
      trade: "Island frame",
      work:
        "Non-combustible construction (steel studs or masonry) to the dimensions of the plan, with openings for " +
        "each appliance; stainless steel framing for refrigerator cavities.",
    },
    {
      trade: "Cladding",
      work: `${side} on every exposed side: ${formatQuantity(sideSqFt(plan))} sq ft, with backer board and flashing suited to the material.`,
    },
    {
      trade: "Countertop",
      work: `${top}: ${formatQuantity(countertopSqFt(plan))} sq ft, fabricated and installed with cut-outs, sealed where the material needs it, with marine-grade trim.`,
    },
    {
      trade: "Appliance installation",
      work:
        "Set and connect each appliance of the schedule. Cut-outs from each model's installation guide, verified " +
        "against the delivered unit before cutting; an insulated jacket where the guide asks for one.",
    },
  ];
  if (needsWater(plan)) {
    const water = plan.utilities.water === "hot-cold" && hasSink(plan.appliances) ? "hot and cold water" : "cold water";
    items.push({
      trade: "Plumbing",
      work: `Supply of ${water} to the island, the drain with its trap to an approved outlet, a shut-off and drain inside the house to winterise the line; connection of the sink and faucet.`,
    });
  }
  items.push({
    trade: "Electrical",
    work:
      `${circuitsText(plan.utilities.circuits)} from the panel, ` +
      `${plan.utilities.outletsOutside} outlets outside and ${plan.utilities.outletsInside} inside the island, all GFCI protected, ` +
      "weather-resistant receptacles with extra-duty in-use covers, underground wiring at the depths of the utilities section.",
  });
  if (usesGas(plan)) {
    items.push({
      trade: "Gas supply",
      work:
        `Gas piping from the stub-out at the island to each gas appliance by a licensed fitter, an accessible shut-off within ` +
        `${GAS.shutoffWithinFt} ft of each appliance, a pressure test, and ${GAS.vents.count} island vents. The line from the meter is allowance A1.`,
    });
  }
  if (plan.pergola.enabled) {
    items.push({
      trade: "Covered structure",
      work: "Supply and build the covered structure of section 9 on footings, anchored as its maker or engineer specifies, with its options.",
    });
  }
  if (plan.lighting) {
    items.push({
      trade: "Lighting",
      work: `LED lighting around the island in recessed conduit, low-voltage (${ELECTRICAL.lowVoltageMaxVolts} V or less) on a transformer plugged into a GFCI receptacle.`,
    });
  }
  items.push({
    trade: "Clean-up and haul-away",
    work: "Protect the site, remove debris and packaging as the work goes, and leave the area broom clean.",
  });
  return items.map((item, i) => ({ code: `S${i + 1}`, ...item }));
}

/** Work the total does not price, each bidder states a price for it. */
export function allowances(plan: PlannerData): Allowance[] {
  const items: Array<Omit<Allowance, "code">> = [];
  if (usesGas(plan)) {
    items.push({ item: "Gas line from the meter to the island", basis: "Price per foot, for the length the bid form fixes" });
  }
  items.push({
    item: `Trenching beyond ${CONTRACT.trenchingIncludedFt} ft`,
    basis: "Price per foot",
  });
  return items.map((item, i) => ({ code: `A${i + 1}`, ...item }));
}
