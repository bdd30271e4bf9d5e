// Gas pipe sizing by the longest-length method (IFGC 402.4.1): the load of the appliances on the run, and
// the smallest pipe whose capacity at the first table length at or above the run's length carries it. The
// tables and their sources: docs/product/site-and-utility-runs.md section 4.
import type { GasFuel } from "./site";

export const PIPE_SIZES = ["1/2", "3/4", "1", "1-1/4", "1-1/2", "2"] as const;
export type PipeSize = (typeof PIPE_SIZES)[number];

export interface GasCapacityTable {
  fuel: GasFuel;
  /** What the capacities are given in. */
  unit: "CFH" | "kBTU/h";
  /** The table's lengths in feet, ascending. */
  lengthsFt: readonly number[];
  sizes: readonly PipeSize[];
  /** capacity[length index][size index]. */
  capacity: readonly (readonly number[])[];
  /** The table as the SOW names it. */
  source: string;
  /** The conditions the table is for. */
  conditions: string;
}

/** Natural gas, Schedule 40 metallic pipe: IFGC Table 402.4(2) (NFPA 54 Table 6.2.1(b)), capacity in CFH. */
export const NATURAL_GAS_TABLE: GasCapacityTable = {
  fuel: "natural-gas",
  unit: "CFH",
  lengthsFt: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200],
  sizes: ["1/2", "3/4", "1", "1-1/4", "1-1/2", "2"],
  capacity: [
    [172, 360, 678, 1390, 2090, 4020],
    [118, 247, 466, 957, 1430, 2760],
    [95, 199, 374, 768, 1150, 2220],
    [81, 170, 320, 657, 985, 1900],
    [72, 151, 284, 583, 873, 1680],
    [65, 137, 257, 528, 791, 1520],
    [60, 126, 237, 486, 728, 1400],
    [56, 117, 220, 452, 677, 1300],
    [52, 110, 207, 424, 635, 1220],
    [50, 104, 195, 400, 600, 1160],
    [44, 92, 173, 355, 532, 1020],
    [40, 83, 157, 322, 482, 928],
    [37, 77, 144, 296, 443, 854],
    [34, 71, 134, 275, 412, 794],
  ],
  source: "IFGC Table 402.4(2) (NFPA 54 Table 6.2.1(b))",
  conditions: "Schedule 40 metallic pipe, inlet pressure under 2 psi, 0.5 in w.c. pressure drop, specific gravity 0.60",
};

/** Undiluted propane, Schedule 40 pipe, 11 in w.c. inlet, 0.5 in w.c. drop: capacity in thousands of BTU/h. */
export const PROPANE_TABLE: GasCapacityTable = {
  fuel: "propane",
  unit: "kBTU/h",
  lengthsFt: [10, 20, 30, 40, 50, 60, 80, 100, 125, 150, 200],
  sizes: ["1/2", "3/4", "1", "1-1/4"],
  capacity: [
    [275, 567, 1071, 2205],
    [189, 393, 732, 1496],
    [152, 315, 590, 1212],
    [129, 267, 504, 1039],
    [114, 237, 448, 913],
    [103, 217, 409, 834],
    [89, 185, 346, 724],
    [78, 162, 307, 630],
    [69, 146, 275, 567],
    [63, 132, 252, 511],
    [54, 112, 209, 439],
  ],
  source: "a burner maker's propane sizing table (Beckett CG50 manual, Table 2B), within a few percent of IFGC Table 402.4(28)",
  conditions: "Schedule 40 pipe, 11 in w.c. inlet pressure, 0.5 in w.c. pressure drop",
};

export const GAS_TABLES: Record<GasFuel, GasCapacityTable> = {
  "natural-gas": NATURAL_GAS_TABLE,
  propane: PROPANE_TABLE,
};

/**
 * Heating value used to turn BTU/h into cubic feet per hour: 1,000 BTU per cubic foot for natural gas (the
 * rounding the code's own examples use), 2,516 for propane.
 */
export const BTU_PER_CUBIC_FOOT: Record<GasFuel, number> = { "natural-gas": 1000, propane: 2516 };

export interface GasLoad {
  btuPerHour: number;
  /** Cubic feet per hour, rounded up to a whole number. */
  cfh: number;
}

export function gasLoad(fuel: GasFuel, btuPerHour: number): GasLoad {
  return { btuPerHour, cfh: Math.ceil(btuPerHour / BTU_PER_CUBIC_FOOT[fuel]) };
}

export type GasSizing =
  | {
      status: "sized";
      size: PipeSize;
      /** The table row used: the first table length at or above the run. */
      tableLengthFt: number;
      /** The chosen size's capacity at that length, in the table's unit. */
      capacity: number;
      /** The next smaller size's capacity at that length, when there is one: why it was not enough. */
      smallerCapacity: { size: PipeSize; capacity: number } | null;
    }
  | {
      /** Past the tables: a fitter sizes the run. */
      status: "attention";
      reason: "too-long" | "too-large";
    };

/** The load in the table's own unit: CFH for natural gas, thousands of BTU/h for propane. */
export function loadInTableUnit(table: GasCapacityTable, btuPerHour: number): number {
  return table.unit === "CFH" ? gasLoad(table.fuel, btuPerHour).cfh : btuPerHour / 1000;
}

/** The smallest pipe that carries the load over the run, by the longest-length method. */
export function sizeGasPipe(fuel: GasFuel, btuPerHour: number, lengthFt: number): GasSizing {
  const table = GAS_TABLES[fuel];
  const row = table.lengthsFt.findIndex((l) => l >= lengthFt);
  if (row < 0) return { status: "attention", reason: "too-long" };
  const capacities = table.capacity[row] ?? [];
  const load = loadInTableUnit(table, btuPerHour);
  const index = capacities.findIndex((c) => c >= load);
  if (index < 0) return { status: "attention", reason: "too-large" };
  const size = table.sizes[index] as PipeSize;
  const tableLengthFt = table.lengthsFt[row] as number;
  const smaller = index > 0 ? { size: table.sizes[index - 1] as PipeSize, capacity: capacities[index - 1] as number } : null;
  return { status: "sized", size, tableLengthFt, capacity: capacities[index] as number, smallerCapacity: smaller };
}

/** "3/4 in". */
export function pipeSizeText(size: PipeSize): string {
  return `${size} in`;
}
