// The design check of the Statement of Work (docs/product/statement-of-work.md section 3): each rule as a pure
// function of the plan, with the figures it compared in words a homeowner and an inspector both read.
//
// Choices where the table leaves room:
// - Lengths are measured along the appliance run exactly as the product's "current L" measures it
//   (currentLengthIn: inside or outside edges of an L or a U), for the run, landing and seating rules alike.
// - Landing space is measured on the appliance positions of the plan drawing the SOW prints (the layout's order,
//   8 in gaps and 14 in end buffers, an appliance that would straddle a corner moved past it), and only the
//   drawn placement meets. The layout (planner/layout) gives the grill its landing space out of the run's
//   spare counter when there is enough, so the drawing and the check say the same.
// - The U walkway, L proportion and run length rules are the product's warnings themselves (./warnings), so the
//   check and the dimensions step never disagree. A U aisle under NKBA's 42 in that passes the product's rule
//   still "meets": the figures say it is narrower than recommended.
// - A structure "covers" the island from rain when it has a roof: a gazebo/pavilion, or a pergola with
//   louvers. An open pergola leaves the island in the rain and lets smoke rise freely.
// - Heaters and the fan are gazebo/pavilion options only (the budget ignores them on a pergola), and so does
//   this check. The structure permit counts spotlights, heaters and the fan: each brings wiring or fuel into
//   the structure, which takes it out of the small-structure exemption.
// - Seats need free counter: 24 in each along the run where no appliance stands (the run less the appliances'
//   widths), and a knee-space overhang the scope specifies. NKBA figures are guidelines, not code.
// - Seating knee space takes the NKBA figure of the standard height (36 in or 42 in) nearer to the counter's,
//   the 36 in figure on a tie, because it is the deeper of the two.
// - The drain rule also covers an ice maker without a sink: it needs water and a drain, and the budget prices
//   plumbing only with a sink, so the plan needs attention there.
// - Requirements the contractor builds to (GFCI, WR receptacles, island vents, the sink's drain) read "meets":
//   the plan asks for nothing that prevents them, and the figures state what is required.
// - Circuits, the panel, vents, the overhead over a grill and a sink without a drain follow the site and
//   utility rules of docs/product/statement-of-work.md section 3.1: circuits are counted by the island's
//   electrical load (../utility-runs/electrical-load), one circuit of its own for each load whose manual asks.
import { APPLIANCE_CUTOUT_DEPTH_IN, findCatalogueAppliance } from "../planner/catalogue";
import { formatQuantity, formatUsd } from "../common/format";
import {
  applianceWidthIn,
  currentLengthIn,
  effectiveShape,
  estimatedLengthIn,
  sections,
  structureFootprintSqFt,
  uShapeArms,
} from "../planner/geometry";
import { APPLIANCE_GAP_IN, BUDGET_RANGES, END_BUFFER_IN, STANDARD_HEIGHT_RANGE, U_SHAPE_CLEARANCE_IN } from "../planner/limits";
import { appliancesOnRun, planDrawing } from "../planner/plan-drawing";
import { grillLanding } from "../planner/layout-rules";
import type { ApplianceItem, PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { lProportionExceeded, runLengthInsufficient, uWalkwayShortfall } from "../planner/warnings";
import { APPLIANCE_NEEDS, COOKING_UNDER_ROOF_IDS, GAS_APPLIANCE_IDS } from "./appliance-needs";
import { ELECTRICAL, GAS, kneeSpace, LAYOUT, PERMITS } from "./code-figures";
import { applianceFuel } from "../utility-runs/appliance-ratings";
import { CONTINUOUS_LIMIT_AMPS, electricalLoad } from "../utility-runs/electrical-load";
import type { SowCheckItem, SowCheckStatus } from "./model";

/** The rules of the design check, in the order the SOW lists them. */
export const DESIGN_CHECK_IDS = [
  "gfci",
  "wr-receptacles",
  "dedicated-circuits",
  "panel-load",
  "counter-height",
  "run-length",
  "grill-landing",
  "u-walkway",
  "l-proportion",
  "seating",
  "cooking-under-roof",
  "combustible-overhead",
  "structure-heaters",
  "island-ventilation",
  "structure-permit",
  "sink-drain",
  "island-depth",
  "structure-clearance",
  "budget-range",
] as const;
export type DesignCheckId = (typeof DESIGN_CHECK_IDS)[number];

export const DESIGN_CHECK_RULES: Record<DesignCheckId, string> = {
  gfci: "GFCI on every outdoor receptacle and outlet",
  "wr-receptacles": "Weather-resistant receptacles with extra-duty in-use covers",
  "dedicated-circuits": "Dedicated circuits",
  "panel-load": "House panel and the added load",
  "counter-height": "Counter height",
  "run-length": "Run length for the appliances",
  "grill-landing": "Landing space beside the grill",
  "u-walkway": "U-shape walkway",
  "l-proportion": "L-shape proportion",
  seating: "Seating",
  "cooking-under-roof": "Cooking under a roof",
  "combustible-overhead": "Combustible construction over the grill",
  "structure-heaters": "Heaters under the structure",
  "island-ventilation": "Island ventilation",
  "structure-permit": "Structure permit",
  "sink-drain": "Sink drain and winterising",
  "island-depth": "Island depth for the appliances' cut-outs",
  "structure-clearance": "Walkway between the island and the structure's posts",
  "budget-range": "Estimate within the owner's budget range",
};

const SOURCES: Record<DesignCheckId, string> = {
  gfci: ELECTRICAL.gfciSections,
  "wr-receptacles": ELECTRICAL.wrSectionGeneral,
  "dedicated-circuits": `Manufacturers' manuals (${ELECTRICAL.listingSection}); ${ELECTRICAL.continuousLoadSections}`,
  "panel-load": ELECTRICAL.loadCalculationSection,
  "counter-height": "Industry standard counter height",
  "run-length": "Planner layout rule",
  "grill-landing": "Industry layout guidance",
  "u-walkway": "Planner layout rule; NKBA",
  "l-proportion": "Planner layout rule",
  seating: "NKBA",
  "cooking-under-roof": "Manufacturers' manuals; vendor guidance",
  "combustible-overhead": "The grill's installation manual; builders' guidance on outdoor cookers",
  "structure-heaters": "The heater's listing",
  "island-ventilation": "Manufacturers' manuals; island builders' venting guidance",
  "structure-permit": `${PERMITS.structureSection} and local limits (${PERMITS.structureExemptMaxSqFt}-${PERMITS.structureExemptLocalMaxSqFt} sq ft)`,
  "sink-drain": "Plumbing practice; the local plumbing code",
  "island-depth": "Manufacturers' installation guides (typical cut-out depths)",
  "structure-clearance": "NKBA guideline",
  "budget-range": "The owner's budget range and this estimate",
};

function item(id: DesignCheckId, status: SowCheckStatus, figures: string, action: string | null = null): SowCheckItem {
  return { id, rule: DESIGN_CHECK_RULES[id], status, figures, action: status === "attention" ? action : null, source: SOURCES[id] };
}

const inches = (value: number) => `${formatQuantity(value)} in`;

function counted(n: number, singular: string, plural: string): string {
  return `${formatQuantity(n)} ${n === 1 ? singular : plural}`;
}

/** "A", "A and B", "A, B and C". */
function listed(words: readonly string[], conjunction = "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]}`;
}

function nameOf(appliance: Pick<ApplianceItem, "id" | "name">): string {
  return appliance.name ?? findCatalogueAppliance(appliance.id)?.name ?? appliance.id;
}

/** A roof over the island: it keeps the rain off and holds smoke and heat under it. */
function roofOver(plan: PlannerData): string | null {
  const p = plan.pergola;
  if (!p.enabled) return null;
  if (p.structureType === "gazebo-pavilion") return "gazebo / pavilion roof";
  return p.hasLouvers ? "louvered pergola roof" : null;
}

function structureName(plan: PlannerData): string {
  return plan.pergola.structureType === "gazebo-pavilion" ? "gazebo / pavilion" : "pergola";
}

const gazeboOption = (plan: PlannerData, option: "hasHeaters" | "hasFan") =>
  plan.pergola.enabled && plan.pergola.structureType === "gazebo-pavilion" && plan.pergola[option];

function outletCounts(plan: PlannerData) {
  const outside = Number(plan.utilities.outletsOutside);
  const inside = Number(plan.utilities.outletsInside);
  return { outside, inside, total: outside + inside };
}

function gfciCheck(plan: PlannerData): SowCheckItem {
  const { outside, inside, total } = outletCounts(plan);
  return item(
    "gfci",
    "meets",
    `${counted(outside, "receptacle", "receptacles")} on the outside of the island and ${formatQuantity(inside)} inside it ` +
      `(${formatQuantity(total)} in all), and every other outdoor outlet: GFCI protection is required on each`,
  );
}

function wrCheck(plan: PlannerData): SowCheckItem {
  const { total } = outletCounts(plan);
  const roof = roofOver(plan);
  const damp = roof
    ? `; under the ${roof} the island is a damp location, and any receptacle the rain can reach stays a wet location`
    : "";
  return item(
    "wr-receptacles",
    "meets",
    `${counted(total, "receptacle", "receptacles")}: weather-resistant (WR) type with extra-duty in-use covers, as for a wet location${damp}`,
  );
}

/** The most circuits the planner's step 4 offers. */
const PLANNER_MAX_CIRCUITS = 2;

/** "2 dedicated 120 V 20 A circuits". */
function circuitWords(n: number): string {
  return `${n} dedicated ${ELECTRICAL.circuitVolts} V ${ELECTRICAL.circuitAmps} A ${n === 1 ? "circuit" : "circuits"}`;
}

function circuitsCheck(plan: PlannerData): SowCheckItem {
  const load = electricalLoad(plan);
  const { circuitsNeeded: needed, circuitsChosen: chosen } = load;
  const own = load.circuits.filter((c) => c.dedicated).map((c) => `the ${c.loads.join(", ")}`);
  const ownText =
    own.length === 0
      ? "no load takes a circuit of its own"
      : `${listed(own)} ${own.length === 1 ? "takes a circuit of its own" : "each take a circuit of their own"}`;
  const shared = load.circuits.length - own.length;
  const subPanel = load.subPanelReasons.length > 0 ? `; a sub-panel at the island is priced as an alternate (${listed(load.subPanelReasons)})` : "";
  const figures =
    `${circuitWords(chosen)} chosen; the island's load needs ${formatQuantity(needed)}: ${ownText}, and the receptacles ` +
    `and smaller loads take ${counted(shared, "shared circuit", "shared circuits")} of no more than ${CONTINUOUS_LIMIT_AMPS} A continuous load each${subPanel}`;
  if (chosen >= needed) return item("dedicated-circuits", "meets", figures);
  const more = needed - chosen;
  const alternate = `the bid form's alternate for ${counted(more, "additional 20 A circuit", "additional 20 A circuits")} from the house panel`;
  // the planner offers one or two circuits: past two, the alternate is the way to them
  const action =
    needed <= PLANNER_MAX_CIRCUITS
      ? `Choose ${circuitWords(needed)}, or accept ${alternate}.`
      : `Accept ${alternate}, so the island has the ${formatQuantity(needed)} circuits its load needs.`;
  return item("dedicated-circuits", "attention", figures, action);
}

/** Circuits added on a small panel: the electrician checks the house's load first (NEC Article 220). */
export const PANEL_LOAD_RULE = { smallPanelAmps: 100, mediumPanelAmps: 125, circuitsOnMediumPanel: 3 } as const;

function panelLoadCheck(plan: PlannerData): SowCheckItem {
  const panel = plan.site?.panelAmps;
  if (panel === undefined) return item("panel-load", "not-applicable", "The house panel's size is not given");
  const load = electricalLoad(plan);
  const added = Math.max(load.circuitsNeeded, load.circuitsChosen);
  const figures = `A ${panel} A house panel; the island adds ${counted(added, "circuit", "circuits")}`;
  const { smallPanelAmps, mediumPanelAmps, circuitsOnMediumPanel } = PANEL_LOAD_RULE;
  const tight = panel <= smallPanelAmps || (panel <= mediumPanelAmps && added >= circuitsOnMediumPanel);
  if (!tight) return item("panel-load", "meets", figures);
  return item(
    "panel-load",
    "attention",
    `${figures}: a panel of this size may not carry the added load`,
    `Ask the electrician for a load calculation (${ELECTRICAL.loadCalculationSection}) before adding ${counted(added, "circuit", "circuits")}; a larger panel or a sub-panel may be needed.`,
  );
}

function heightCheck(plan: PlannerData): SowCheckItem {
  const h = plan.dimensions.height;
  const { min, max } = STANDARD_HEIGHT_RANGE;
  const figures = `Counter height ${inches(h)}; the standard is ${min}-${max} in`;
  if (h >= min && h <= max) return item("counter-height", "meets", figures);
  return item(
    "counter-height",
    "attention",
    figures,
    `Set the counter height between ${min} in and ${max} in, or confirm the ${inches(h)} height against each appliance's installation manual before the frame is built.`,
  );
}

function runDescription(plan: PlannerData): string {
  const run = `Counter run ${inches(currentLengthIn(plan))}`;
  return effectiveShape(plan) === "rectangular" ? run : `${run} (along the ${plan.appliancePlacement} edges)`;
}

function runCheck(plan: PlannerData): SowCheckItem {
  const current = currentLengthIn(plan);
  const needed = estimatedLengthIn(plan.appliances);
  const count = plan.appliances.length;
  const needs =
    count === 0
      ? "no appliances placed"
      : count === 1
        ? `the appliance needs ${inches(needed)} (its width and ${END_BUFFER_IN} in at each end)`
        : `the ${count} appliances need ${inches(needed)} (their widths, ${APPLIANCE_GAP_IN} in between neighbours and ${END_BUFFER_IN} in at each end)`;
  const figures = `${runDescription(plan)}; ${needs}`;
  if (!runLengthInsufficient(plan)) return item("run-length", "meets", figures);
  return item(
    "run-length",
    "attention",
    figures,
    `Lengthen the counter run by at least ${inches(needed - current)}, or choose fewer or narrower appliances.`,
  );
}

function landingCheck(plan: PlannerData): SowCheckItem {
  const landing = grillLanding(plan);
  if (!landing) return item("grill-landing", "not-applicable", "No grill in the plan");
  const { grill, previous, next, overflow, before, after, spare, arm, sides, cost, drawnMeets } = landing;
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;

  const beforeWhat = previous ? `from the ${previous.name}` : "from the start of the run";
  const afterWhat = next ? `to the ${next.name}` : grill.fits ? "to the end of the run" : "it lies past the end of the run";
  const where = arm ? arm : "the run";
  const spareText = next && spare > 0 ? `, with ${inches(spare)} of spare counter at the end of ${where}` : "";
  const arranged = `${inches(sides.before)} before it and ${inches(sides.after)} after it`;
  const figures =
    `Free counter beside the ${inches(grill.widthIn)} ${grill.name}: ${inches(before)} before it (${beforeWhat}) ` +
    `and ${inches(after)} after it (${afterWhat})${spareText}; it needs ${oneSide} in on one side and ${otherSide} in on the other`;
  // Only the drawn placement meets: a contractor builds what is drawn.
  if (drawnMeets) return item("grill-landing", "meets", figures);
  if (overflow) {
    return item(
      "grill-landing",
      "attention",
      figures,
      `Lengthen the run until every appliance fits (see the run length check), then keep at least ${oneSide} in of free counter on one side of the grill and ${otherSide} in on the other.`,
    );
  }
  const toEnd = previous && next ? " Or move the grill to an end of the run, where the end buffer counts as landing space." : "";
  return item(
    "grill-landing",
    "attention",
    figures,
    cost > spare
      ? `Lengthen ${where} by at least ${inches(cost - spare)} and keep the counter beside the grill: ${arranged}.${toEnd}`
      : `Move the appliances on ${where} apart to keep the counter beside the grill: ${arranged}.${toEnd}`,
  );
}

function aisleWords(aisle: number): string {
  const { oneCook, twoCooks } = LAYOUT.aisleIn;
  if (aisle <= 0) return "the arms leave no aisle between them";
  const aisleText = `a working aisle of ${inches(aisle)} between the arms`;
  if (aisle >= twoCooks) return `${aisleText}, enough for two cooks (NKBA ${twoCooks} in)`;
  if (aisle >= oneCook) return `${aisleText}, enough for one cook (NKBA ${oneCook} in; ${twoCooks} in for two)`;
  return `${aisleText}, narrower than the ${oneCook} in NKBA recommends for one cook (${twoCooks} in for two)`;
}

function walkwayCheck(plan: PlannerData): SowCheckItem {
  if (effectiveShape(plan) !== "u-shaped") return item("u-walkway", "not-applicable", "Not a U-shaped island");
  const u = uShapeArms(plan);
  const arms = u.width1 + u.width3;
  const required = arms + U_SHAPE_CLEARANCE_IN;
  const figures =
    `L2 ${inches(u.length2)}; W1 ${inches(u.width1)} + W3 ${inches(u.width3)} + ${U_SHAPE_CLEARANCE_IN} in = ${inches(required)}; ` +
    aisleWords(u.length2 - arms);
  if (!uWalkwayShortfall(plan)) return item("u-walkway", "meets", figures);
  const { oneCook, twoCooks } = LAYOUT.aisleIn;
  return item(
    "u-walkway",
    "attention",
    figures,
    `Make L2 longer than ${inches(required)} (${inches(arms + oneCook)} for a ${oneCook} in aisle, ${inches(arms + twoCooks)} for ${twoCooks} in), or make the arms shallower.`,
  );
}

function proportionCheck(plan: PlannerData): SowCheckItem {
  if (effectiveShape(plan) !== "l-shaped") return item("l-proportion", "not-applicable", "Not an L-shaped island");
  const { length1, width2 } = plan.lShape;
  const figures = `W2 ${inches(width2)}; L1 ${inches(length1)}`;
  if (!lProportionExceeded(plan)) return item("l-proportion", "meets", `${figures}: the return arm is no deeper than the base run is long`);
  return item(
    "l-proportion",
    "attention",
    `${figures}: the return arm is deeper than the base run is long`,
    `Make W2 no more than L1 (${inches(length1)}), or lengthen L1 to at least W2 (${inches(width2)}).`,
  );
}

/** Counter along the run that no appliance takes: where seats can be set. */
export function freeCounterIn(plan: PlannerData): number {
  const taken = plan.appliances.reduce((sum, a) => sum + applianceWidthIn(a), 0);
  return Math.max(0, currentLengthIn(plan) - taken);
}

function seatingCheck(plan: PlannerData): SowCheckItem {
  if (!plan.constraints.seatingArea) return item("seating", "not-applicable", "No seating area planned");
  const seats = plan.constraints.seatCount;
  const seatWidth = LAYOUT.seatWidthIn;
  const needed = seats * seatWidth;
  const run = currentLengthIn(plan);
  const free = freeCounterIn(plan);
  const h = plan.dimensions.height;
  const knee = kneeSpace(h);
  const kneeText =
    h === knee.atIn
      ? `knee space ${knee.depthIn} in deep at this ${knee.atIn} in counter`
      : `knee space ${knee.depthIn} in deep (NKBA's figure at ${knee.atIn} in, the standard height nearer to this ${inches(h)} counter)`;
  const taken = run - free;
  const figures =
    `${counted(seats, "seat", "seats")} x ${seatWidth} in = ${inches(needed)} of free counter; ${runDescription(plan).toLowerCase()}, ` +
    `of which the appliances take ${inches(Math.min(run, taken))}, leaving ${inches(free)} free; ${kneeText}, ` +
    "as the countertop overhang the scope specifies (NKBA guideline)";
  if (needed <= free) return item("seating", "meets", figures);
  const fitting = Math.floor(free / seatWidth);
  const fewer = fitting > 0 ? `Plan at most ${counted(fitting, "seat", "seats")} on the free counter, or lengthen` : "Lengthen";
  return item("seating", "attention", figures, `${fewer} the counter by at least ${inches(needed - free)}.`);
}

/** The appliance a vent hood is sized on: the grill, or without one the widest cooking appliance under the roof. */
export function hoodSizedOn(cooking: readonly ApplianceItem[]): ApplianceItem {
  return (
    cooking.find((a) => a.id === "grill") ??
    cooking.reduce((widest, a) => (applianceWidthIn(a) > applianceWidthIn(widest) ? a : widest))
  );
}

function cookingUnderRoofCheck(plan: PlannerData): SowCheckItem {
  if (!plan.pergola.enabled) return item("cooking-under-roof", "not-applicable", "No covered structure");
  const cooking = plan.appliances.filter((a) => COOKING_UNDER_ROOF_IDS.includes(a.id));
  if (cooking.length === 0) {
    return item(
      "cooking-under-roof",
      "not-applicable",
      `No ${listed(COOKING_UNDER_ROOF_IDS.map((id) => nameOf({ id })), "or")} under the ${structureName(plan)}`,
    );
  }
  const names = listed(cooking.map(nameOf));
  const roof = roofOver(plan);
  if (!roof) return item("cooking-under-roof", "meets", `An open pergola (no louvers) over the ${names}: smoke and heat rise freely`);
  const sized = hoodSizedOn(cooking);
  const width = applianceWidthIn(sized);
  const height = plan.pergola.dimensions.height;
  return item(
    "cooking-under-roof",
    "attention",
    `A ${roof} ${inches(height)} high over the ${names}`,
    `Fit a vent hood at least ${inches(width + LAYOUT.hoodOverhangIn)} wide (the ${inches(width)} ${nameOf(sized)} plus ${LAYOUT.hoodOverhangIn} in), ` +
      `and keep the clearances to combustible overhead construction that each cooking appliance's installation manual gives, checked against the ${inches(height)} structure height.`,
  );
}

function heatersCheck(plan: PlannerData): SowCheckItem {
  if (!gazeboOption(plan, "hasHeaters")) return item("structure-heaters", "not-applicable", "No heaters under a gazebo / pavilion");
  return item(
    "structure-heaters",
    "attention",
    `Heaters under the gazebo / pavilion, ${inches(plan.pergola.dimensions.height)} high; clearance from combustibles per the heater's listing, typically ${LAYOUT.heaterClearanceFt} ft`,
    `Mount each heater with the clearance from combustibles its listing gives (typically ${LAYOUT.heaterClearanceFt} ft), roof and posts included, checked against the chosen heater's manual before it is ordered.`,
  );
}

/** The vent panels an island with gas appliances needs: one per `perRunFt` of run, never fewer than `count`. */
export function islandVentCount(plan: PlannerData): number {
  const { count, perRunFt } = GAS.vents;
  return Math.max(count, Math.ceil(currentLengthIn(plan) / 12 / perRunFt));
}

/** Where the vents go: high for natural gas (lighter than air), low for propane (heavier), both when not known. */
export function ventPlacement(plan: PlannerData): "high" | "low" | "both" {
  const gas = plan.appliances.filter((a) => GAS_APPLIANCE_IDS.includes(a.id));
  const fuels = new Set(gas.map((a) => applianceFuel(a, plan.site?.fuel) ?? "unknown"));
  const natural = fuels.has("natural-gas");
  const propane = fuels.has("propane");
  if (fuels.has("unknown") || (natural && propane)) return "both";
  if (propane) return "low";
  return natural ? "high" : "both";
}

function ventilationCheck(plan: PlannerData): SowCheckItem {
  const gas = plan.appliances.filter((a) => GAS_APPLIANCE_IDS.includes(a.id));
  if (gas.length === 0) return item("island-ventilation", "not-applicable", "No gas appliance in the plan");
  const { perRunFt, minAreaSqIn } = GAS.vents;
  const count = islandVentCount(plan);
  const placement = ventPlacement(plan);
  const where =
    placement === "high"
      ? "placed high, since natural gas is lighter than air"
      : placement === "low"
        ? "placed low, since propane is heavier than air"
        : "placed low for propane (heavier than air) and high for natural gas, both until the fuel is fixed";
  return item(
    "island-ventilation",
    "meets",
    `Gas ${gas.length === 1 ? "appliance" : "appliances"}: ${listed(gas.map(nameOf))}. The island needs at least ${count} vents of ${minAreaSqIn} sq in or more each ` +
      `(one every ${perRunFt} ft of the ${inches(currentLengthIn(plan))} run, at least ${GAS.vents.count}), ${where}`,
  );
}

/** A grill under a structure: nothing combustible and unprotected above it; its manual's clearances govern. */
function combustibleOverheadCheck(plan: PlannerData): SowCheckItem {
  const grills = plan.appliances.filter((a) => a.id === "grill");
  if (grills.length === 0) return item("combustible-overhead", "not-applicable", "No grill in the plan");
  if (!plan.pergola.enabled) return item("combustible-overhead", "not-applicable", "No structure over the grill");
  const over = roofOver(plan) ?? "open pergola, whose beams may be wood";
  const names = listed(grills.map(nameOf));
  return item(
    "combustible-overhead",
    "attention",
    `A ${over} over the ${names}: no unprotected combustible construction may be above a grill; the grill's installation manual governs the clearances`,
    `Before the structure is built, take the overhead and side clearances from the ${names}'s installation manual: keep wood beams, rafters and roofing outside them, ` +
      "or build or shield that part of the structure with non-combustible material as the manual allows, or move the grill out from under the structure.",
  );
}

function permitCheck(plan: PlannerData): SowCheckItem {
  const p = plan.pergola;
  if (!p.enabled) return item("structure-permit", "not-applicable", "No covered structure");
  const footprint = structureFootprintSqFt(plan);
  const { structureExemptMaxSqFt: exempt, structureExemptLocalMaxSqFt: localMax } = PERMITS;
  const reasons = [
    footprint > exempt ? `footprint over ${exempt} sq ft` : null,
    p.embedded ? "embedded into the island" : null,
    p.spotlights !== "" ? `wiring for LED spotlights on ${p.spotlights} posts` : null,
    gazeboOption(plan, "hasHeaters") ? "heaters" : null,
    gazeboOption(plan, "hasFan") ? "wiring for a fan" : null,
  ].filter((r): r is string => r !== null);
  const size = `${structureName(plan)} ${inches(p.dimensions.length)} x ${inches(p.dimensions.width)} = ${formatQuantity(footprint)} sq ft`;
  const name = size.charAt(0).toUpperCase() + size.slice(1);
  if (reasons.length === 0) {
    return item(
      "structure-permit",
      "meets",
      `${name}, freestanding, with no wiring or heaters: likely exempt from a building permit; verify the local limit (${exempt}-${localMax} sq ft)`,
    );
  }
  return item(
    "structure-permit",
    "attention",
    `${name}; a building permit is needed: ${listed(reasons)}`,
    `The contractor pulls the structure permit (${listed(reasons)}) and books its inspections.`,
  );
}

function drainCheck(plan: PlannerData): SowCheckItem {
  const drained = plan.appliances.filter((a) => APPLIANCE_NEEDS[a.id].drain && a.id !== "sink").map(nameOf);
  if (hasSink(plan.appliances) && plan.site?.drain === "none") {
    return item(
      "sink-drain",
      "attention",
      "Sink with no drain: the owner plans a portable bucket under it, and most plumbing codes want a sink drained through a trap to an approved outlet",
      "Run a trapped drain to the house sewer or septic line, or to a dry well for rinse water where the local code allows it; or ask the building department whether a sink without a drain is allowed here.",
    );
  }
  if (hasSink(plan.appliances)) {
    const sink = plan.appliances.find((a) => a.id === "sink");
    const hot = plan.utilities.water === "hot-cold";
    const water = hot ? "hot and cold water (hot needs a heater, such as a tankless point-of-use unit)" : "cold water";
    const others = drained.length > 0 ? `; the ${listed(drained)} ${drained.length === 1 ? "shares" : "share"} the water line and drain` : "";
    return item(
      "sink-drain",
      "meets",
      `${sink ? nameOf(sink) : "Sink"} with ${water}: a trap and an approved drain to the sewer or septic system ` +
        `(or a dry well for rinse water where allowed); a shut-off and drain inside the house to winterise the line${others}`,
    );
  }
  if (drained.length === 0) return item("sink-drain", "not-applicable", "No sink in the plan");
  return item(
    "sink-drain",
    "attention",
    `No sink, but the ${listed(drained)} ${drained.length === 1 ? "needs" : "need"} a water supply and a drain; the budget prices plumbing only with a sink`,
    `Add a cold water line with a shut-off and drain inside the house and a trapped, approved drain for the ${listed(drained)} to the plumbing scope and its permit, or add a sink to the plan.`,
  );
}

/** The depth of the counter each appliance stands in: the section it is drawn on. */
function islandDepthCheck(plan: PlannerData): SowCheckItem {
  if (plan.appliances.length === 0) return item("island-depth", "not-applicable", "No appliances placed");
  const depths = new Map(sections(plan).map((s) => [s.label, s.width]));
  const margin = LAYOUT.cutoutMarginIn;
  const placed = appliancesOnRun(plan).map((a) => {
    const depth = depths.get(a.section) ?? plan.dimensions.width;
    const cutout = APPLIANCE_CUTOUT_DEPTH_IN[a.id];
    return { name: a.name, section: a.section, depth, cutout, needs: cutout + margin };
  });
  const short = placed.filter((a) => a.needs > a.depth);
  const deepest = placed.reduce((d, a) => (a.needs > d.needs ? a : d));
  const where = (a: (typeof placed)[number]) => (a.section === "L" ? `the ${inches(a.depth)} deep island` : `${a.section}, ${inches(a.depth)} deep`);
  const rule = `each cut-out needs ${margin} in of counter in front of and behind it`;
  if (short.length === 0) {
    return item(
      "island-depth",
      "meets",
      `The deepest cut-out is the ${deepest.name}'s, typically ${inches(deepest.cutout)}; ${rule}: ${inches(deepest.needs)}, within ${where(deepest)}`,
    );
  }
  const list = short.map((a) => `the ${a.name} (typically ${inches(a.cutout)} deep, needing ${inches(a.needs)}) on ${where(a)}`);
  const needed = Math.max(...short.map((a) => a.needs));
  return item(
    "island-depth",
    "attention",
    `Too shallow for ${listed(list)}; ${rule}`,
    `Make the counter at least ${inches(needed)} deep where these appliances stand, or choose models whose installation guides give a shallower cut-out.`,
  );
}

function structureClearanceCheck(plan: PlannerData): SowCheckItem {
  const walkway = LAYOUT.walkwayIn;
  const drawing = planDrawing(plan);
  if (!drawing.pergola) {
    return item("structure-clearance", "not-applicable", `No covered structure; keep ${walkway} in walkways around the island on site (NKBA)`);
  }
  if (plan.pergola.embedded) {
    return item("structure-clearance", "not-applicable", `The ${structureName(plan)} is embedded into the island: its posts stand in the island`);
  }
  const xs = drawing.outline.map((pt) => pt.x);
  const ys = drawing.outline.map((pt) => pt.y);
  const r = drawing.pergola.rect;
  const gaps = {
    sides: Math.min(Math.min(...xs) - r.x, r.x + r.width - Math.max(...xs)),
    frontBack: Math.min(Math.min(...ys) - r.y, r.y + r.height - Math.max(...ys)),
  };
  const least = Math.min(gaps.sides, gaps.frontBack);
  const size = `${structureName(plan)} ${inches(r.width)} x ${inches(r.height)}`;
  const figures =
    least < 0
      ? `The ${size} is smaller than the island it is centred on: its posts would stand in the island`
      : `The ${size} centred on the island leaves ${inches(Math.max(0, gaps.sides))} at the ends and ${inches(Math.max(0, gaps.frontBack))} in front of and behind it to the posts; a walkway needs ${walkway} in`;
  if (least >= walkway) return item("structure-clearance", "meets", figures);
  const needLength = Math.max(0, walkway - gaps.sides) * 2;
  const needWidth = Math.max(0, walkway - gaps.frontBack) * 2;
  const grow = [
    needLength > 0 ? `${inches(r.width + needLength)} long` : null,
    needWidth > 0 ? `${inches(r.height + needWidth)} wide` : null,
  ].filter((g): g is string => g !== null);
  return item(
    "structure-clearance",
    "attention",
    figures,
    `Make the ${structureName(plan)} at least ${listed(grow)} so ${walkway} in of walkway stays between the island and every post, or make the island smaller.`,
  );
}

/** The top of each budget range; null for "Above $90,000", which has none. */
function rangeTop(label: string): number | null {
  const amounts = [...label.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replaceAll(",", "")));
  if (label.startsWith("Above") || amounts.length === 0) return null;
  return amounts[amounts.length - 1]!;
}

export interface BudgetOverrun {
  /** The owner's range as the wizard shows it: "$60,000 - $90,000". */
  range: string;
  /** The top of that range and the estimate, in dollars. */
  topUsd: number;
  totalUsd: number;
  overUsd: number;
}

/**
 * Whether the estimate is above the budget range the owner chose, for the design check, the cover and the
 * summary; null when it is within it, or no range (or the open-ended top range) was chosen.
 */
export function budgetAboveRange(plan: PlannerData, total: number): BudgetOverrun | null {
  const range = BUDGET_RANGES.find((r) => r.id === plan.contractInfo.budgetRange);
  if (!range) return null;
  const top = rangeTop(range.label);
  if (top === null || total <= top) return null;
  return { range: range.label, topUsd: top, totalUsd: total, overUsd: total - top };
}

function budgetRangeCheck(plan: PlannerData, total: number | undefined): SowCheckItem {
  const range = BUDGET_RANGES.find((r) => r.id === plan.contractInfo.budgetRange);
  if (!range) return item("budget-range", "not-applicable", "No budget range chosen");
  if (total === undefined) return item("budget-range", "not-applicable", `Budget range ${range.label}; no estimate to compare`);
  const over = budgetAboveRange(plan, total);
  const figures = `Estimate ${formatUsd(total)}; the owner's budget range is ${range.label}`;
  if (!over) return item("budget-range", "meets", figures);
  return item(
    "budget-range",
    "attention",
    `${figures}: ${formatUsd(over.overUsd)} above its top`,
    `Raise the budget range to match the ${formatUsd(total)} estimate, or reduce the plan (fewer or smaller appliances, another material, a smaller structure) by at least ${formatUsd(over.overUsd)} before bidding.`,
  );
}

const CHECKS: Record<Exclude<DesignCheckId, "budget-range">, (plan: PlannerData) => SowCheckItem> = {
  gfci: gfciCheck,
  "wr-receptacles": wrCheck,
  "dedicated-circuits": circuitsCheck,
  "panel-load": panelLoadCheck,
  "counter-height": heightCheck,
  "run-length": runCheck,
  "grill-landing": landingCheck,
  "u-walkway": walkwayCheck,
  "l-proportion": proportionCheck,
  seating: seatingCheck,
  "cooking-under-roof": cookingUnderRoofCheck,
  "combustible-overhead": combustibleOverheadCheck,
  "structure-heaters": heatersCheck,
  "island-ventilation": ventilationCheck,
  "structure-permit": permitCheck,
  "sink-drain": drainCheck,
  "island-depth": islandDepthCheck,
  "structure-clearance": structureClearanceCheck,
};

/**
 * Every rule of the design check, always all of them, in the SOW's order. The budget range rule needs the
 * estimate's total (the budget's, as the SOW prints it); without one it does not apply.
 */
export function designChecks(plan: PlannerData, total?: number): SowCheckItem[] {
  return DESIGN_CHECK_IDS.map((id) => (id === "budget-range" ? budgetRangeCheck(plan, total) : CHECKS[id](plan)));
}

export function checksNeedingAttention(items: readonly SowCheckItem[]): SowCheckItem[] {
  return items.filter((i) => i.status === "attention");
}
