// The runs from the house to the island (docs/product/site-and-utility-runs.md section 6): gas, power,
// water and drain, and the one trench they share. The budget prices them, the SOW states them and fixes
// their quantities on the bid form, the step's sketch draws them: all from here.
import { findCatalogueAppliance } from "../planner/catalogue";
import type { PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { appliancesOnGasRun, btuPerHourOf } from "./appliance-ratings";
import { type GasLoad, type GasSizing, gasLoad, sizeGasPipe } from "./gas-sizing";
import type { DrainMethod, GasFuel, TrenchSurface } from "./site";

/**
 * The length a run is priced at when the owner is not sure of it. The bid form fixes the same length and
 * asks each bidder for a price per foot more or less, so the measured length settles it.
 */
export const ASSUMED_RUN_FT = 50;

export type Site = NonNullable<PlannerData["site"]>;

/** Whether the owner answered anything about the site: without an answer the budget has exactly its eleven lines. */
export function hasSiteAnswers(plan: Pick<PlannerData, "site">): boolean {
  const site = plan.site;
  if (!site) return false;
  return Object.values(site).some((v) => v !== undefined);
}

export interface RunLength {
  lengthFt: number;
  /** The owner was not sure: ASSUMED_RUN_FT is used. */
  assumed: boolean;
}

function lengthOf(value: number | undefined): RunLength {
  return value === undefined ? { lengthFt: ASSUMED_RUN_FT, assumed: true } : { lengthFt: value, assumed: false };
}

export interface GasRun extends RunLength {
  fuel: GasFuel;
  /** The owner left the fuel open: the run is sized for natural gas, which needs the larger pipe. */
  fuelAssumed: boolean;
  /** The appliances on the run and their ratings. */
  appliances: Array<{ id: string; name: string; btuPerHour: number }>;
  load: GasLoad;
  sizing: GasSizing;
}

export interface ElectricalRun extends RunLength {
  /** The circuits the plan chose, each pulled the length of the run. */
  circuits: number;
}

export interface WaterRun extends RunLength {
  /** How the sink drains; undefined when the owner did not say. */
  drain: DrainMethod | undefined;
}

export interface TrenchRun {
  /** The longest run: one shared trench. */
  lengthFt: number;
  assumed: boolean;
  surface: TrenchSurface;
  /** The surface was not given: priced as soil, restoring paving is a unit price. */
  surfaceAssumed: boolean;
}

export interface UtilityRuns {
  gas: GasRun | null;
  electrical: ElectricalRun;
  water: WaterRun | null;
  trench: TrenchRun;
}

/** The gas run, or null when no appliance burns piped gas (the fuel is none, or every gas appliance burns another). */
export function gasRun(plan: PlannerData): GasRun | null {
  const site = plan.site;
  if (site?.fuel === "none") return null;
  const fuel: GasFuel = site?.fuel ?? "natural-gas";
  const onRun = appliancesOnGasRun(plan.appliances, fuel);
  if (onRun.length === 0) return null;
  const appliances = onRun.map((a) => ({ id: a.id, name: a.name ?? findCatalogueAppliance(a.id)?.name ?? a.id, btuPerHour: btuPerHourOf(a) }));
  const btu = appliances.reduce((sum, a) => sum + a.btuPerHour, 0);
  const length = lengthOf(site?.gasRunFt);
  return {
    ...length,
    fuel,
    fuelAssumed: site?.fuel === undefined,
    appliances,
    load: gasLoad(fuel, btu),
    sizing: sizeGasPipe(fuel, btu, length.lengthFt),
  };
}

/** Every run of the plan; the trench follows the longest of them. */
export function utilityRuns(plan: PlannerData): UtilityRuns {
  const site = plan.site;
  const gas = gasRun(plan);
  const electrical: ElectricalRun = { ...lengthOf(site?.electricalRunFt), circuits: Number(plan.utilities.circuits) };
  const water: WaterRun | null = hasSink(plan.appliances) ? { ...lengthOf(site?.waterRunFt), drain: site?.drain } : null;
  const runs: RunLength[] = [electrical, ...(gas ? [gas] : []), ...(water ? [water] : [])];
  const longest = runs.reduce((a, b) => (b.lengthFt > a.lengthFt ? b : a));
  return {
    gas,
    electrical,
    water,
    trench: {
      lengthFt: longest.lengthFt,
      assumed: longest.assumed,
      surface: site?.trenchSurface ?? "soil",
      surfaceAssumed: site?.trenchSurface === undefined,
    },
  };
}
