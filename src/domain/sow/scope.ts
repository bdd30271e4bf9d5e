// The scope of work by trade: numbered items a bidder can price, the alternates the design check asks for,
// and the allowances priced apart. The bid form has one row for each, so three bids line up row by row.
// Every design check finding that needs attention is answered by a line: a work item that does what it asks
// (the vent hood, the circuits it requires, the overhang for seats) or a priced alternate.
import { findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { formatInches, formatQuantity, plural } from "../common/format";
import { applianceWidthIn, countertopSqFt, sideSqFt } from "../planner/geometry";
import type { PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { APPLIANCE_NEEDS, COOKING_UNDER_ROOF_IDS, GAS_APPLIANCE_IDS } from "./appliance-needs";
import { CONTRACT, ELECTRICAL, FOUNDATION, GAS, kneeSpace, LAYOUT } from "./code-figures";
import { type DesignCheckId, designChecks, hoodSizedOn, islandVentCount } from "./design-check";
import { electricalLoad } from "../utility-runs/electrical-load";
import { hasSiteAnswers, utilityRuns } from "../utility-runs/runs";
import { pipeSizeText } from "../utility-runs/gas-sizing";
import { TRENCH_SURFACE_LABELS } from "../utility-runs/site";

export interface ScopeItem {
  /** "S1", "S2"...: the row of the bid form that prices it. */
  code: string;
  /** The line's stable id (ScopeLine.id). */
  id: string;
  trade: string;
  work: string;
}

export interface Allowance {
  /** "A1"...: its row on the bid form. */
  code: string;
  /** Stable id of its bid form row without the "allowance." prefix: "gas-line", "electrical-run", "water-run", "trench". */
  id: string;
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

/**
 * One line of the scope as the bid form reads it (docs/product/statement-of-work.md, scope of work):
 * - id: stable across versions and plans, never a position: "item.<trade>" for work in the scope,
 *   "alt.<design check id>" for a priced alternate. A line keeps its id when others come or go.
 * - trade: the trade that does it (an alternate names the rule it answers).
 * - text: the work, as printed.
 * - kind: "item" is work of the scope, priced on its own row; "alternate" is a change the design check asks
 *   for that the bidder prices apart, as an add or a deduct.
 * - check: the design check finding the line answers, when it answers one.
 */
export interface ScopeLine {
  id: string;
  trade: string;
  text: string;
  kind: "item" | "alternate";
  check: DesignCheckId | null;
}

/**
 * The circuits the island's electrical load needs (../utility-runs/electrical-load): one of its own for each
 * load whose manual asks, and the rest shared at no more than 16 A each. The scope provides what the plan
 * chose; the circuits the load needs beyond them are a priced alternate (docs/product/statement-of-work.md
 * section 3.1), so the check, the scope and the bid form count the same circuits.
 */
export function requiredCircuits(plan: PlannerData): number {
  return electricalLoad(plan).circuitsNeeded;
}

/** The circuits the load needs beyond the plan's choice: the "additional 20 A circuit" alternate. */
export function additionalCircuits(plan: PlannerData): number {
  const load = electricalLoad(plan);
  return Math.max(0, load.circuitsNeeded - load.circuitsChosen);
}

/** The hood the design check asks for under a roof, or null: its minimum width in inches. */
export function requiredHoodWidthIn(plan: PlannerData): number | null {
  const found = designChecks(plan).find((c) => c.id === "cooking-under-roof");
  if (found?.status !== "attention") return null;
  const cooking = plan.appliances.filter((a) => COOKING_UNDER_ROOF_IDS.includes(a.id));
  return applianceWidthIn(hoodSizedOn(cooking)) + LAYOUT.hoodOverhangIn;
}

const gazebo = (plan: PlannerData) => plan.pergola.enabled && plan.pergola.structureType === "gazebo-pavilion";

/** Whether hot water is run to the sink: a tankless point-of-use heater then needs power. */
export function needsWaterHeater(plan: PlannerData): boolean {
  return plan.utilities.water === "hot-cold" && hasSink(plan.appliances);
}

/** The electrical work of the plan, one sentence each: the scope's Electrical item and section 6 print them. */
export function electricalWork(plan: PlannerData): string[] {
  const chosen = Number(plan.utilities.circuits);
  const required = requiredCircuits(plan);
  const p = plan.pergola;
  const hood = requiredHoodWidthIn(plan);
  return [
    `${circuitsText(chosen)} from the house panel, as the plan chose` +
      (required > chosen
        ? `; the island's load needs ${required} (design check, section 13): the ${plural(required - chosen, "additional circuit")} ${required - chosen === 1 ? "is" : "are"} a priced alternate.`
        : "."),
    `${plural(Number(plan.utilities.outletsOutside), "outlet")} outside and ${plan.utilities.outletsInside} inside the island, all GFCI protected, weather-resistant receptacles with extra-duty in-use covers.`,
    ...(needsWaterHeater(plan)
      ? ["Power for the tankless point-of-use water heater of the sink, on the circuit its manual specifies."]
      : []),
    ...(hood !== null ? ["A circuit for the vent hood's fan and lights, as its manual specifies."] : []),
    ...(p.enabled && p.spotlights !== "" ? [`Wiring in the structure for LED spotlights on ${p.spotlights} posts, GFCI protected.`] : []),
    ...(gazebo(plan) && p.hasHeaters
      ? ["Power for the heaters on their own circuit as the chosen heater's listing specifies (or, for gas heaters, gas piping under the gas item)."]
      : []),
    ...(gazebo(plan) && p.hasFan ? ["A fan-rated box, wiring and a wall control for the ceiling fan, GFCI protected."] : []),
  ];
}

function seatingLine(plan: PlannerData): string {
  const seats = plan.constraints.seatCount;
  const knee = kneeSpace(plan.dimensions.height);
  return (
    `A countertop overhang ${formatQuantity(knee.depthIn)} in deep for knee space (NKBA guideline at a ${knee.atIn} in counter) ` +
    `along at least ${formatQuantity(seats * LAYOUT.seatWidthIn)} in of free counter for ${formatQuantity(seats)} ${seats === 1 ? "seat" : "seats"}, ` +
    "supported by brackets or corbels as the countertop's maker specifies."
  );
}

/** Every line of the scope: the work items in building order, then the alternates the design check asks for. */
export function scopeLines(plan: PlannerData, total?: number): ScopeLine[] {
  const side = findSideMaterial(plan.materials.sides)?.name ?? "Side material to be agreed";
  const top = findCountertopMaterial(plan.materials.countertop)?.name ?? "Countertop material to be agreed";
  const slab = FOUNDATION.slabMinThicknessIn;
  const gravel = FOUNDATION.gravelBaseIn;
  const checks = designChecks(plan, total);
  const attention = (id: DesignCheckId) => checks.find((c) => c.id === id)?.status === "attention";
  const h = plan.dimensions.height;
  const line = (id: string, trade: string, text: string, check: DesignCheckId | null = null): ScopeLine => ({
    id: `item.${id}`,
    trade,
    text,
    kind: "item",
    check,
  });
  const lines: ScopeLine[] = [
    line(
      "site",
      "Site preparation and foundation",
      `Lay out the island on site as drawn; excavate; a concrete slab at least ${formatInches(slab)} thick on ` +
        `${gravel.min}-${formatInches(gravel.max)} of compacted gravel. In freezing climates, footings below the ` +
        "frost line or a thickened slab as the local code requires.",
    ),
    line(
      "frame",
      "Island frame",
      "Non-combustible construction (steel studs or masonry) to the dimensions of the plan, with openings for " +
        "each appliance; stainless steel framing for refrigerator cavities." +
        (attention("counter-height")
          ? ` The ${formatInches(h)} counter height is outside the standard range: confirm it against each appliance's installation manual before framing.`
          : ""),
      attention("counter-height") ? "counter-height" : null,
    ),
    line(
      "cladding",
      "Cladding",
      `${side} on every exposed side: ${formatQuantity(sideSqFt(plan))} sq ft, with backer board and flashing suited to the material.`,
    ),
    line(
      "countertop",
      "Countertop",
      `${top}: ${formatQuantity(countertopSqFt(plan))} sq ft, fabricated and installed with cut-outs, sealed where the material needs it, with marine-grade trim.`,
    ),
    line(
      "appliances",
      "Appliance installation",
      "Set and connect each appliance of the schedule. Cut-outs from each model's installation guide, verified " +
        "against the delivered unit before cutting; an insulated jacket where the guide asks for one.",
    ),
  ];
  if (plan.constraints.seatingArea) lines.push(line("seating", "Seating overhang", seatingLine(plan)));
  if (needsWater(plan)) {
    const water = needsWaterHeater(plan) ? "hot and cold water" : "cold water";
    const connect = [
      ...(hasSink(plan.appliances) ? ["the sink and faucet"] : []),
      ...(plan.appliances.some((a) => a.id === "ice-maker") ? ["the ice maker"] : []),
      ...(needsWaterHeater(plan) ? ["a tankless point-of-use water heater for the hot supply"] : []),
    ];
    lines.push(
      line(
        "plumbing",
        "Plumbing",
        `Supply of ${water} to the island, the drain with its trap to an approved outlet, a shut-off and drain inside the house to winterise the line; connection of ${connect.join(", ")}.`,
        attention("sink-drain") ? "sink-drain" : null,
      ),
    );
  }
  lines.push(
    line(
      "electrical",
      "Electrical",
      `${electricalWork(plan).join(" ")} Underground wiring at the depths of the utilities section.` +
        (attention("panel-load")
          ? ` Before the circuits are added, a load calculation of the house (${ELECTRICAL.loadCalculationSection}) on its ${plan.site?.panelAmps} A panel; a larger panel or a sub-panel it calls for is a change order.`
          : ""),
      attention("panel-load") ? "panel-load" : null,
    ),
  );
  if (usesGas(plan)) {
    lines.push(
      line(
        "gas",
        "Gas supply",
        `Gas piping from the stub-out at the island to each gas appliance by a licensed fitter, an accessible shut-off within ` +
          `${GAS.shutoffWithinFt} ft of each appliance, a pressure test, and ${islandVentCount(plan)} island vents.${gasAllowanceText(plan)}`,
      ),
    );
  }
  const hood = requiredHoodWidthIn(plan);
  if (hood !== null) {
    lines.push(
      line(
        "hood",
        "Vent hood",
        `Supply and install an outdoor-rated vent hood at least ${formatQuantity(hood)} in wide over the grill, ducted out of the roof, ` +
          "with the clearances to combustible construction each cooking appliance's installation manual gives. It is not in the estimate: price it on its row.",
        "cooking-under-roof",
      ),
    );
  }
  if (plan.pergola.enabled) {
    const extras = [
      ...(gazebo(plan) && plan.pergola.hasHeaters ? ["heaters mounted with the clearance from combustibles their listing gives"] : []),
      ...(attention("structure-permit") ? ["the structure permit and its inspections"] : []),
    ];
    lines.push(
      line(
        "structure",
        "Covered structure",
        "Supply and build the covered structure of section 9 on footings, anchored as its maker or engineer specifies, with its options" +
          (extras.length > 0 ? `, ${extras.join(", and ")}.` : ".") +
          (attention("combustible-overhead")
            ? " Over the grill, no unprotected combustible construction: the clearances of the grill's installation manual, or non-combustible material or shielding where the manual allows it."
            : ""),
        attention("combustible-overhead") ? "combustible-overhead" : null,
      ),
    );
  }
  if (plan.lighting) {
    lines.push(
      line(
        "lighting",
        "Lighting",
        `LED lighting around the island in recessed conduit, low-voltage (${ELECTRICAL.lowVoltageMaxVolts} V or less) on a transformer plugged into a GFCI receptacle.`,
      ),
    );
  }
  lines.push(
    line("cleanup", "Clean-up and haul-away", "Protect the site, remove debris and packaging as the work goes, and leave the area broom clean."),
  );
  // Every other finding that needs attention is a change to the plan: the bidder prices it as an alternate.
  const answered = new Set<DesignCheckId | null>(lines.map((l) => l.check));
  // The covered structure's item carries its permit and its heaters' clearances.
  if (plan.pergola.enabled) answered.add("structure-permit").add("structure-heaters");
  const load = electricalLoad(plan);
  for (const c of checks) {
    const id = c.id as DesignCheckId;
    if (c.status !== "attention" || answered.has(id)) continue;
    if (id === "dedicated-circuits") {
      const more = load.circuitsNeeded - load.circuitsChosen;
      lines.push({
        id: "alt.dedicated-circuits",
        trade: c.rule,
        text: `${plural(more, `additional ${ELECTRICAL.circuitAmps} A ${ELECTRICAL.circuitVolts} V circuit`)} from the house panel, GFCI protected, so the island's load has the ${load.circuitsNeeded} circuits it needs.`,
        kind: "alternate",
        check: id,
      });
      continue;
    }
    lines.push({ id: `alt.${id}`, trade: c.rule, text: c.action ?? c.figures, kind: "alternate", check: id });
  }
  if (load.subPanelReasons.length > 0) {
    lines.push({
      id: "alt.sub-panel",
      trade: "Sub-panel at the island",
      text: `A sub-panel at the island, fed from the house panel in place of a separate run for each circuit (${load.subPanelReasons.join("; ")}).`,
      kind: "alternate",
      check: "dedicated-circuits",
    });
  }
  return lines;
}

/** The work items of this plan, numbered S1, S2... in building order, as the scope table prints them. */
export function scopeItems(plan: PlannerData): ScopeItem[] {
  return scopeLines(plan)
    .filter((l) => l.kind === "item")
    .map((l, i) => ({ code: `S${i + 1}`, id: l.id, trade: l.trade, work: l.text }));
}

/** The alternates the design check asks for, as the SOW lists them; the bidder prices each as an add or a deduct. */
export function alternates(plan: PlannerData, total?: number): ScopeLine[] {
  return scopeLines(plan, total).filter((l) => l.kind === "alternate");
}

/** Where the scope's gas item says the line from the meter is priced. */
function gasAllowanceText(plan: PlannerData): string {
  const gas = allowances(plan).find((a) => a.id === "gas-line");
  if (!gas) return "";
  return hasSiteAnswers(plan) ? ` The run from the house is allowance ${gas.code}.` : ` The line from the meter is allowance ${gas.code}.`;
}

/** "45 ft" or "length not known: 50 ft assumed, measured on site". */
export function runLengthText(run: { lengthFt: number; assumed: boolean }): string {
  return run.assumed ? `length not known: ${run.lengthFt} ft assumed, measured on site` : `${formatQuantity(run.lengthFt)} ft`;
}

/**
 * Work each bidder prices per foot or per item on the bid form. Without site answers: the gas line and the
 * trenching beyond what the scope includes. With them: every run from the house at the length the owner gave
 * (or the assumed length), and the shared trench (docs/product/statement-of-work.md section 2, item 19).
 */
export function allowances(plan: PlannerData): Allowance[] {
  const items: Array<Omit<Allowance, "code">> = [];
  if (hasSiteAnswers(plan)) {
    const runs = utilityRuns(plan);
    if (runs.gas) {
      const size = runs.gas.sizing.status === "sized" ? ` of ${pipeSizeText(runs.gas.sizing.size)} pipe` : ", sized by the fitter";
      items.push({ id: "gas-line", item: `Gas run from the ${runs.gas.fuel === "propane" ? "propane regulator" : "meter"} to the island${size}`, basis: `Price per foot; ${runLengthText(runs.gas)}` });
    }
    const e = runs.electrical;
    items.push({ id: "electrical-run", item: `Power run from the panel to the island, ${plural(e.circuits, "circuit")}`, basis: `Price per foot; ${runLengthText(e)}` });
    if (runs.water) items.push({ id: "water-run", item: "Water supply and drain from the house to the sink", basis: `Price per foot; ${runLengthText(runs.water)}` });
    const t = runs.trench;
    items.push({
      id: "trench",
      item: `Shared trench for the runs, ${TRENCH_SURFACE_LABELS[t.surface].toLowerCase()}`,
      basis: `Price per foot; ${runLengthText(t)}, the longest run`,
    });
    return items.map((item, i) => ({ code: `A${i + 1}`, ...item }));
  }
  if (usesGas(plan)) {
    items.push({ id: "gas-line", item: "Gas line from the meter to the island", basis: "Price per foot, for the length the bid form fixes" });
  }
  items.push({
    id: "trench",
    item: `Trenching beyond ${CONTRACT.trenchingIncludedFt} ft`,
    basis: "Price per foot",
  });
  return items.map((item, i) => ({ code: `A${i + 1}`, ...item }));
}
