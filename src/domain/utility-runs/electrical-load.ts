// The island's electrical load (docs/product/site-and-utility-runs.md section 5): the nameplate amps of what
// the plan holds, the 20 A circuits they need when no circuit carries more than 80% of its rating as
// continuous load (NEC 210.19(A)(1), 210.20(A)), and whether a sub-panel at the island is the better way.
import { findCatalogueAppliance } from "../planner/catalogue";
import type { PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { APPLIANCE_NEEDS, COOKING_UNDER_ROOF_IDS } from "../sow/appliance-needs";
import {
  applianceFuel,
  ELECTRIC_COOKING_LOADS,
  type ElectricLoad,
  PELLET_LOAD,
  TYPICAL_LOADS,
} from "./appliance-ratings";

/** A branch circuit as the plan's circuits are: 120 V, 20 A. */
export const BRANCH_CIRCUIT = { volts: 120, amps: 20, continuousShare: 0.8 } as const;
/** The most a 20 A circuit carries continuously: 16 A. */
export const CONTINUOUS_LIMIT_AMPS = BRANCH_CIRCUIT.amps * BRANCH_CIRCUIT.continuousShare;
/** Past this many circuits a sub-panel at the island is priced as an alternate. */
export const SUB_PANEL_PAST_CIRCUITS = 3;

export interface LoadLine extends ElectricLoad {
  /** watts / volts, to one decimal. */
  amps: number;
}

export interface PlannedCircuit {
  volts: 120 | 240;
  loads: string[];
  amps: number;
  /** It serves one load that asks for a circuit of its own. */
  dedicated: boolean;
}

export interface ElectricalLoad {
  loads: LoadLine[];
  /** Sum of the amps at 120 V and at 240 V. */
  amps120: number;
  amps240: number;
  circuits: PlannedCircuit[];
  /** How many circuits the load needs. */
  circuitsNeeded: number;
  /** How many the owner chose in step 4. */
  circuitsChosen: number;
  /** Why a sub-panel at the island is worth pricing; empty when it is not. */
  subPanelReasons: string[];
}

const amps = (watts: number, volts: number) => Math.round((watts / volts) * 10) / 10;

function load(name: string, figure: Omit<ElectricLoad, "name">, count = 1): ElectricLoad {
  return { name, ...figure, watts: figure.watts * count };
}

function nameOf(id: Parameters<typeof findCatalogueAppliance>[0], own?: string): string {
  return own ?? findCatalogueAppliance(id)?.name ?? id;
}

/** A roof over cooking appliances: the design check then asks for a vent hood, which draws power. */
function ventHoodNeeded(plan: PlannerData): boolean {
  const p = plan.pergola;
  const roof = p.enabled && (p.structureType === "gazebo-pavilion" || p.hasLouvers);
  return roof && plan.appliances.some((a) => COOKING_UNDER_ROOF_IDS.includes(a.id));
}

/** Everything in the plan that draws power, with its typical nameplate figure. */
export function electricLoads(plan: PlannerData): ElectricLoad[] {
  const loads: ElectricLoad[] = [];
  const siteFuel = plan.site?.fuel;
  for (const item of plan.appliances) {
    const name = nameOf(item.id, item.name);
    if (item.id === "fridge") loads.push(load(name, TYPICAL_LOADS.fridge));
    else if (item.id === "ice-maker") loads.push(load(name, TYPICAL_LOADS.iceMaker));
    const fuel = applianceFuel(item, siteFuel);
    if (fuel === "electric") {
      const electric = ELECTRIC_COOKING_LOADS[item.id];
      if (electric) loads.push(load(name, electric));
    } else if (fuel === "wood") {
      loads.push(load(`${name} (pellet feed and igniter)`, PELLET_LOAD));
    } else if (fuel !== "charcoal" && APPLIANCE_NEEDS[item.id].receptacle) {
      loads.push(load(`${name} (igniter and lights)`, TYPICAL_LOADS.gasApplianceAccessories));
    }
  }
  if (plan.lighting) loads.push(load("LED island lighting", TYPICAL_LOADS.ledLighting));
  const p = plan.pergola;
  if (p.enabled && p.spotlights !== "") {
    loads.push(load(`LED spotlights on ${p.spotlights} posts`, TYPICAL_LOADS.spotlightPerPost, Number(p.spotlights)));
  }
  const gazebo = p.enabled && p.structureType === "gazebo-pavilion";
  if (gazebo && p.hasFan) loads.push(load("Ceiling fan", TYPICAL_LOADS.fan));
  if (gazebo && p.hasHeaters) loads.push(load("Electric patio heater", TYPICAL_LOADS.heater));
  if (plan.utilities.water === "hot-cold" && hasSink(plan.appliances)) {
    loads.push(load("Tankless point-of-use water heater", TYPICAL_LOADS.waterHeater));
  }
  if (ventHoodNeeded(plan)) loads.push(load("Vent hood", TYPICAL_LOADS.ventHood));
  return loads;
}

/** Shares the loads that need no circuit of their own into as few 16 A circuits as hold them (largest first). */
function packShared(loads: readonly LoadLine[]): PlannedCircuit[] {
  const circuits: PlannedCircuit[] = [];
  for (const l of [...loads].sort((a, b) => b.amps - a.amps)) {
    const fits = circuits.find((c) => c.amps + l.amps <= CONTINUOUS_LIMIT_AMPS);
    if (fits) {
      fits.loads.push(l.name);
      fits.amps = Math.round((fits.amps + l.amps) * 10) / 10;
    } else {
      circuits.push({ volts: 120, loads: [l.name], amps: l.amps, dedicated: false });
    }
  }
  return circuits;
}

/** The plan's load, the circuits it needs and whether a sub-panel is worth pricing. */
export function electricalLoad(plan: PlannerData): ElectricalLoad {
  const loads: LoadLine[] = electricLoads(plan).map((l) => ({ ...l, amps: amps(l.watts, l.volts) }));
  const own = loads.filter((l) => l.ownCircuit || l.volts === 240 || l.amps > CONTINUOUS_LIMIT_AMPS);
  const shared = loads.filter((l) => !own.includes(l));
  const dedicated: PlannedCircuit[] = own.map((l) => ({ volts: l.volts, loads: [l.name], amps: l.amps, dedicated: true }));
  const general = packShared(shared);
  // the receptacles always have a circuit: the first shared one, or one of their own
  if (general.length === 0) general.push({ volts: 120, loads: [], amps: 0, dedicated: false });
  const general0 = general[0];
  if (general0) general0.loads.unshift("GFCI receptacles");
  const circuits = [...dedicated, ...general];
  const sum = (volts: number) => Math.round(loads.filter((l) => l.volts === volts).reduce((s, l) => s + l.amps, 0) * 10) / 10;
  const reasons: string[] = [];
  const at240 = loads.filter((l) => l.volts === 240).map((l) => l.name);
  if (at240.length > 0) reasons.push(`a 240 V load (${at240.join(", ")})`);
  if (circuits.length > SUB_PANEL_PAST_CIRCUITS) reasons.push(`${circuits.length} circuits, more than ${SUB_PANEL_PAST_CIRCUITS}`);
  return {
    loads,
    amps120: sum(120),
    amps240: sum(240),
    circuits,
    circuitsNeeded: circuits.length,
    circuitsChosen: Number(plan.utilities.circuits),
    subPanelReasons: reasons,
  };
}
