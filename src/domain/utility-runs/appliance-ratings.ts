// Typical ratings of the catalogue's appliances, from manufacturers' spec sheets (the sources are listed per
// appliance in docs/product/site-and-utility-runs.md section 2): the gas input of each gas-capable appliance by
// its size, and the nameplate load of what draws power. The owner replaces a gas rating with the one on the
// chosen model's plate; the electrician confirms the loads against the delivered units.
import type { ApplianceId } from "../planner/catalogue";
import { applianceWidthIn } from "../planner/geometry";
import type { ApplianceItem } from "../planner/schema";
import type { ApplianceFuel, GasFuel, SiteFuel } from "./site";

/**
 * Typical gas input in BTU/h by width in inches, for each appliance that can burn gas. A width between two
 * listed sizes takes the next larger size's figure, so the load is never understated.
 */
export const TYPICAL_BTU_PER_HOUR: Partial<Record<ApplianceId, Record<number, number>>> = {
  // 36 and 48 in: the DCS BGB36-BQAR and BGB48-BQAR with every burner on high; 42 in lies between them
  grill: { 24: 40_000, 30: 60_000, 36: 92_500, 42: 107_000, 48: 121_500 },
  "outdoor-oven": { 24: 25_000, 30: 30_000, 36: 35_000, 42: 40_000 },
  "teppan-grill": { 18: 18_000, 24: 30_000, 30: 36_000, 36: 45_000 },
  // 18 in is a double burner: two 15,000 BTU/h rings
  "side-burner": { 12: 12_000, 15: 15_000, 18: 30_000 },
  "pizza-oven": { 36: 40_000, 42: 50_000, 48: 60_000, 54: 70_000 },
  smoker: { 18: 12_000, 24: 15_000, 30: 18_000, 36: 22_000 },
};

/** Whether the appliance can burn gas: it has a typical gas rating. */
export function isGasCapable(id: ApplianceId): boolean {
  return TYPICAL_BTU_PER_HOUR[id] !== undefined;
}

/** The typical gas input of a gas-capable appliance at its chosen size, or 0 when it burns no gas. */
export function typicalBtuPerHour(item: Pick<ApplianceItem, "id" | "width" | "selectedSize">): number {
  const table = TYPICAL_BTU_PER_HOUR[item.id];
  if (!table) return 0;
  const width = applianceWidthIn(item);
  const sizes = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const size = sizes.find((s) => s >= width) ?? sizes[sizes.length - 1];
  return size === undefined ? 0 : (table[size] ?? 0);
}

/** The rating the plan uses: the owner's figure, else the typical one for the size. */
export function btuPerHourOf(item: ApplianceItem): number {
  return item.btuPerHour ?? typicalBtuPerHour(item);
}

/** What the appliance burns: its own fuel where the owner set one, else the site's for a gas-capable one. */
export function applianceFuel(item: ApplianceItem, siteFuel: SiteFuel | undefined): ApplianceFuel | "none" | null {
  if (!isGasCapable(item.id)) return null;
  if (item.fuel) return item.fuel;
  return siteFuel ?? null;
}

/** The appliances fed by the gas run of the site's fuel, with their ratings. */
export function appliancesOnGasRun(appliances: readonly ApplianceItem[], fuel: GasFuel): ApplianceItem[] {
  return appliances.filter((a) => isGasCapable(a.id) && (a.fuel ?? fuel) === fuel);
}

/** A load on the island's power: its nameplate watts at its voltage, and whether it wants a circuit of its own. */
export interface ElectricLoad {
  name: string;
  watts: number;
  volts: 120 | 240;
  /** Its manual asks for a circuit of its own (NEC 110.3(B)), or it is too large to share one. */
  ownCircuit: boolean;
}

/** Nameplate figures of the loads the plan can hold (typical units; docs section 3 gives the sources). */
export const TYPICAL_LOADS = {
  /** Outdoor-rated under-counter refrigerator, 115 V. */
  fridge: { watts: 240, volts: 120, ownCircuit: true },
  /** Outdoor ice maker, 115 V. */
  iceMaker: { watts: 360, volts: 120, ownCircuit: true },
  /** A gas appliance's igniter, lights and rotisserie motor. */
  gasApplianceAccessories: { watts: 120, volts: 120, ownCircuit: false },
  /** The LED lighting package on its transformer. */
  ledLighting: { watts: 60, volts: 120, ownCircuit: false },
  /** One LED spotlight per post. */
  spotlightPerPost: { watts: 30, volts: 120, ownCircuit: false },
  /** Outdoor ceiling fan with light. */
  fan: { watts: 120, volts: 120, ownCircuit: false },
  /** Electric infrared patio heater, 1,500 W at 120 V. */
  heater: { watts: 1500, volts: 120, ownCircuit: true },
  /** Tankless point-of-use water heater for a hand sink, 120 V. */
  waterHeater: { watts: 1440, volts: 120, ownCircuit: true },
  /** Outdoor vent hood: blower and lights. */
  ventHood: { watts: 480, volts: 120, ownCircuit: false },
} as const satisfies Record<string, Omit<ElectricLoad, "name">>;

/** An appliance that burns electricity instead of gas: its typical element load. */
export const ELECTRIC_COOKING_LOADS: Partial<Record<ApplianceId, Omit<ElectricLoad, "name">>> = {
  grill: { watts: 3600, volts: 240, ownCircuit: true },
  "outdoor-oven": { watts: 4800, volts: 240, ownCircuit: true },
  "teppan-grill": { watts: 3600, volts: 240, ownCircuit: true },
  "side-burner": { watts: 1800, volts: 120, ownCircuit: true },
  "pizza-oven": { watts: 4800, volts: 240, ownCircuit: true },
  smoker: { watts: 800, volts: 120, ownCircuit: false },
};

/** A pellet smoker or grill's auger, fan and igniter (wood fuel). */
export const PELLET_LOAD = { watts: 300, volts: 120, ownCircuit: false } as const;
