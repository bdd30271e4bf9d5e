// The bid baseline (docs/product/bids.md section 1): the rows of one SOW version's bid form that a bidder
// prices online, each with the product's own estimate and how it was reached. The estimates come from the
// budget's lines, so the rows the budget prices add up to its subtotal to the dollar; the markup and the tip
// stay apart, as the budget shows them.
import { BREAKDOWN_LABELS, calculateBudgetAmounts } from "../budget/budget";
import type { BudgetLineKey } from "../budget/breakdown-keys";
import { CONTRACTOR_MARKUP_PERCENT, RATES } from "../budget/rates";
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { formatQuantity, formatUsd, plural } from "../common/format";
import { applianceWidthIn, countertopSqFt, runFt, sideSqFt, structureFootprintSqFt } from "../planner/geometry";
import { appliancePrice } from "../planner/model";
import type { PlannerData } from "../planner/schema";
import { hasSink } from "../planner/selection";
import { BID_ALLOWANCE_QUANTITIES, type BidRow, bidFormRows } from "../sow/bid-form";
import { GAS_TABLES, type PipeSize, pipeSizeText, sizeGasPipe } from "../utility-runs/gas-sizing";
import { gasRun, hasSiteAnswers, type UtilityRuns, utilityRuns } from "../utility-runs/runs";

/** How a bidder answers a row: a price for work, an allowance, an add or deduct, or a price per unit. */
export const BASELINE_ROW_KINDS = ["scope", "allowance", "alternate", "unitPrice"] as const;
export type BaselineRowKind = (typeof BASELINE_ROW_KINDS)[number];

export interface BaselineRow {
  /** The bid form's stable id: "scope.countertop", "appliance.grill", "allowance.gas-line". */
  id: string;
  title: string;
  kind: BaselineRowKind;
  /** The quantity the SOW fixes; null where none applies. */
  quantity: number | null;
  /** "lump sum", "ft", "sq ft", "each"; null where none applies. */
  unit: string | null;
  /**
   * The product's estimate in whole dollars: for scope and allowance rows the row's whole price, for an
   * alternate its add (a deduct is negative), for a unit price the price of one unit; null where the product
   * has no figure for it.
   */
  estimate: number | null;
  /** How the estimate was reached, in words a homeowner can check: "Materials: 42.5 sq ft x $95 granite countertop ($4,038)". */
  basis: string;
  /** Whether the estimate is part of the budget's subtotal (false for work the budget leaves out but the product can price). */
  inBudget: boolean;
}

export interface BidBaseline {
  sowVersion: number;
  rows: BaselineRow[];
  /** The budget's subtotal: the estimates of the rows in the budget add up to it. */
  subtotal: number;
  /** Allowance work the budget leaves out, at the product's rates (the gas line from the meter without site answers). */
  outsideBudget: number;
  markupPercent: number;
  markup: number;
  /** The budget's total: subtotal and markup. */
  total: number;
  /** The completion incentive, never inside a total. */
  tip: number;
}

/**
 * The budget's frame-and-base labor is one rate per foot of run; the bid form prices the foundation and the
 * frame on two rows. With no finer figure, the estimate gives each row this share of it.
 */
export const FRAME_AND_BASE_SPLIT = { foundation: 0.5, frame: 0.5 } as const;

/** A piece of one budget line that goes to one row, before the line's whole dollars are shared out. */
interface Part {
  rowId: string;
  amount: number;
  text: string;
}

/** What one row received from one budget line, in whole dollars. */
interface Piece {
  line: BudgetLineKey;
  text: string;
  dollars: number;
}

/**
 * Shares a line's whole-dollar amount among its parts: each part's dollars rounded down, then the dollars
 * left go one each to the parts with the largest fractions (the earlier part on a tie), so the pieces add up
 * to the line exactly as the budget printed it.
 */
export function shareDollars(total: number, amounts: readonly number[]): number[] {
  if (amounts.length === 0) return [];
  const sum = amounts.reduce((a, b) => a + b, 0);
  // a line priced with no parts to show for it (it cannot happen today) goes whole to the first part
  if (sum <= 0) return amounts.map((_, i) => (i === 0 ? total : 0));
  const scaled = amounts.map((a) => (a * total) / sum);
  const floors = scaled.map((a) => Math.floor(a + 1e-9));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = scaled.map((a, i) => ({ i, fraction: a - Math.floor(a + 1e-9) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const at = order[k]?.i ?? 0;
    floors[at] = (floors[at] ?? 0) + 1;
  }
  return floors;
}

const ft = (n: number) => `${formatQuantity(n)} ft`;

function gasSizeOf(run: NonNullable<UtilityRuns["gas"]>): PipeSize {
  if (run.sizing.status === "sized") return run.sizing.size;
  // past the tables the budget prices the largest size they list
  const sizes = GAS_TABLES[run.fuel].sizes;
  return sizes[sizes.length - 1] as PipeSize;
}

/** The parts of each budget line, row by row, as the budget computes them (docs/budget-model.md). */
function lineParts(plan: PlannerData): Partial<Record<BudgetLineKey, Part[]>> {
  const run = runFt(plan);
  const sideArea = sideSqFt(plan);
  const topArea = countertopSqFt(plan);
  const sides = findSideMaterial(plan.materials.sides);
  const top = findCountertopMaterial(plan.materials.countertop);
  const labor = RATES.labor;
  const frameAndBase = run * labor.perRunFt;
  const utilities = RATES.utilities;
  const sink = hasSink(plan.appliances);
  const circuits = Number(plan.utilities.circuits);
  const outside = Number(plan.utilities.outletsOutside);
  const inside = Number(plan.utilities.outletsInside);
  const frameText = `${ft(run)} run x ${formatUsd(labor.perRunFt)} frame and base`;

  const parts: Partial<Record<BudgetLineKey, Part[]>> = {
    appliances: plan.appliances.map((a) => ({
      rowId: `appliance.${a.id}`,
      amount: appliancePrice(a),
      text: `${findCatalogueAppliance(a.id)?.name ?? a.id} (${applianceWidthIn(a)}")`,
    })),
    materials: [
      {
        rowId: "scope.cladding",
        amount: sides ? sideArea * sides.ratePerSqFt : 0,
        text: sides ? `${formatQuantity(sideArea)} sq ft x ${formatUsd(sides.ratePerSqFt)} ${sides.name.toLowerCase()} sides` : "side material not chosen yet",
      },
      {
        rowId: "scope.countertop",
        amount: top ? topArea * top.ratePerSqFt : 0,
        text: top ? `${formatQuantity(topArea)} sq ft x ${formatUsd(top.ratePerSqFt)} ${top.name.toLowerCase()} countertop` : "countertop material not chosen yet",
      },
    ],
    labor: [
      { rowId: "scope.site", amount: frameAndBase * FRAME_AND_BASE_SPLIT.foundation, text: `the base's share of ${frameText}` },
      { rowId: "scope.frame", amount: frameAndBase * FRAME_AND_BASE_SPLIT.frame, text: `the frame's share of ${frameText}` },
      { rowId: "scope.cladding", amount: sideArea * labor.veneerPerSqFt, text: `${formatQuantity(sideArea)} sq ft x ${formatUsd(labor.veneerPerSqFt)} veneer install` },
      {
        rowId: "scope.countertop",
        amount: topArea * labor.countertopFabPerSqFt,
        text: `${formatQuantity(topArea)} sq ft x ${formatUsd(labor.countertopFabPerSqFt)} countertop fabrication`,
      },
      {
        rowId: "scope.appliances",
        amount: plan.appliances.length * labor.perAppliance,
        text: `${plural(plan.appliances.length, "appliance")} x ${formatUsd(labor.perAppliance)} install`,
      },
    ],
    utilities: [
      ...(sink
        ? [
            {
              rowId: "scope.plumbing",
              amount: utilities.water[plan.utilities.water],
              text: `${plan.utilities.water === "hot-cold" ? "hot and cold" : "cold"} water ${formatUsd(utilities.water[plan.utilities.water])}`,
            },
          ]
        : []),
      {
        rowId: "scope.electrical",
        amount: circuits * utilities.perCircuit + outside * utilities.perOutsideOutlet + inside * utilities.perInsideOutlet,
        text:
          `${plural(circuits, "dedicated circuit")} x ${formatUsd(utilities.perCircuit)} + ` +
          `${plural(outside, "outside outlet")} x ${formatUsd(utilities.perOutsideOutlet)} + ` +
          `${plural(inside, "inside outlet")} x ${formatUsd(utilities.perInsideOutlet)}`,
      },
    ],
    lighting: plan.lighting ? [{ rowId: "scope.lighting", amount: RATES.ledLightingPackage, text: `LED lighting package ${formatUsd(RATES.ledLightingPackage)}` }] : [],
    permits: [{ rowId: "permits", amount: permitsAmount(plan, sink), text: permitsText(plan, sink) }],
  };
  if (plan.pergola.enabled) Object.assign(parts, structureParts(plan));
  if (hasSiteAnswers(plan)) parts.utilityRuns = utilityRunParts(utilityRuns(plan));
  return parts;
}

function permitList(plan: PlannerData, sink: boolean): [string, number][] {
  const r = RATES.permits;
  return [
    ["building", r.building],
    ["electrical", r.electrical],
    ...(sink ? [["plumbing", r.plumbing] as [string, number]] : []),
    ...(plan.pergola.enabled ? [["structure", r.structure] as [string, number]] : []),
  ];
}

function permitsAmount(plan: PlannerData, sink: boolean): number {
  return permitList(plan, sink).reduce((sum, [, amount]) => sum + amount, 0);
}

function permitsText(plan: PlannerData, sink: boolean): string {
  return permitList(plan, sink)
    .map(([name, amount]) => `${name} permit ${formatUsd(amount)}`)
    .join(" + ");
}

/** The structure's four lines all go to its one scope row. */
function structureParts(plan: PlannerData): Partial<Record<BudgetLineKey, Part[]>> {
  const p = plan.pergola;
  const r = RATES.pergola;
  const footprint = structureFootprintSqFt(plan);
  const rate = r.perSqFt[p.structureType][p.type];
  const posts = p.spotlights !== "" ? Number(p.spotlights) : 0;
  const structure = (amount: number, text: string): Part[] => [{ rowId: "scope.structure", amount, text }];
  return {
    // the material and labor lines are taken whole: their own rounding is the budget's
    pergolaMaterial: structure(1, `${formatQuantity(footprint)} sq ft x ${formatUsd(rate)} ${p.type} ${p.structureType === "pergola" ? "pergola" : "gazebo/pavilion"} with its options`),
    pergolaLabor: structure(1, `${Math.round(r.laborShare[p.type] * 100)}% of the structure materials`),
    pergolaSpotlights: posts > 0 ? structure(posts * r.spotlightPerPost, `${posts} posts with LED spotlights x ${formatUsd(r.spotlightPerPost)}`) : [],
    integration: p.embedded ? structure(r.integration, `embedding the structure into the island ${formatUsd(r.integration)}`) : [],
  };
}

/** The runs from the house, each to its allowance row (docs/budget-model.md, "Utility runs"). */
function utilityRunParts(runs: UtilityRuns): Part[] {
  const r = RATES.utilityRuns;
  const parts: Part[] = [];
  if (runs.gas) {
    const size = gasSizeOf(runs.gas);
    const rate = r.gasPipePerFt[size];
    parts.push({ rowId: "allowance.gas-line", amount: runs.gas.lengthFt * rate, text: `${ft(runs.gas.lengthFt)} of ${pipeSizeText(size)} gas pipe x ${formatUsd(rate)}` });
  }
  const e = runs.electrical;
  parts.push({
    rowId: "allowance.electrical-run",
    amount: e.circuits * e.lengthFt * r.circuitPerFt,
    text: `${plural(e.circuits, "circuit")} x ${ft(e.lengthFt)} x ${formatUsd(r.circuitPerFt)}`,
  });
  const w = runs.water;
  if (w) {
    parts.push({ rowId: "allowance.water-run", amount: w.lengthFt * r.waterSupplyPerFt, text: `${ft(w.lengthFt)} of water supply x ${formatUsd(r.waterSupplyPerFt)}` });
    if (w.drain === "sewer" || w.drain === undefined) {
      parts.push({ rowId: "allowance.water-run", amount: w.lengthFt * r.sewerDrainPerFt, text: `${ft(w.lengthFt)} of drain to the sewer x ${formatUsd(r.sewerDrainPerFt)}` });
    } else if (w.drain === "dry-well") {
      parts.push({ rowId: "allowance.water-run", amount: r.dryWell, text: `dry well ${formatUsd(r.dryWell)}` });
    }
  }
  const t = runs.trench;
  const rate = trenchRate(runs);
  parts.push({ rowId: "allowance.trench", amount: t.lengthFt * rate, text: `${ft(t.lengthFt)} of shared trench x ${formatUsd(rate)}` });
  return parts;
}

/** Concrete is priced as soil: cutting and patching it is the bidder's own unit price. */
function trenchRate(runs: UtilityRuns): number {
  return runs.trench.surface === "pavers" ? RATES.utilityRuns.trenchPerFt.pavers : RATES.utilityRuns.trenchPerFt.soil;
}

/** Each row's pieces of the budget's lines, in whole dollars that add up to each line. */
function budgetPieces(plan: PlannerData): { pieces: Map<string, Piece[]>; amounts: ReturnType<typeof calculateBudgetAmounts> } {
  const amounts = calculateBudgetAmounts(plan);
  const pieces = new Map<string, Piece[]>();
  const parts = lineParts(plan);
  for (const [key, lineParts] of Object.entries(parts) as [BudgetLineKey, Part[]][]) {
    const lineAmount = key === "utilityRuns" ? (amounts.breakdown.utilityRuns ?? 0) : amounts.breakdown[key as Exclude<BudgetLineKey, "utilityRuns">];
    const dollars = shareDollars(lineAmount, lineParts.map((p) => p.amount));
    lineParts.forEach((part, i) => {
      const list = pieces.get(part.rowId) ?? [];
      list.push({ line: key, text: part.text, dollars: dollars[i] ?? 0 });
      pieces.set(part.rowId, list);
    });
  }
  return { pieces, amounts };
}

/** "Materials: 64 sq ft x $25 stucco sides ($1,600) + Labor: ...": a line's label once before its pieces. */
function basisText(pieces: readonly Piece[]): string {
  return pieces
    .map((piece, i) => {
      const text = `${piece.text} (${formatUsd(piece.dollars)})`;
      return pieces[i - 1]?.line === piece.line ? text : `${BREAKDOWN_LABELS[piece.line]}: ${text}`;
    })
    .join(" + ");
}

/** Why a row of work has no estimate: no budget line prices it on its own. */
const NO_ESTIMATE: Record<string, string> = {
  "scope.hood": "Not in the budget: the SOW asks each bidder to price the vent hood",
  "appliance.vent-hood": "Not in the budget: the SOW asks each bidder to price the vent hood",
  "scope.plumbing": "The budget prices water only for a sink",
};
const NO_LINE = "No budget line prices this work on its own, so the product has no estimate for it";

/** Allowance work the budget leaves out without site answers, at the product's rates. */
function outsideBudgetAllowance(plan: PlannerData, id: string): { estimate: number | null; basis: string } {
  if (id === "allowance.gas-line") {
    const run = gasRun(plan);
    if (!run) return { estimate: null, basis: "Not in the budget, and no appliance is on a gas run to price it by" };
    const lengthFt = BID_ALLOWANCE_QUANTITIES.gasLineFt;
    const sizing = sizeGasPipe(run.fuel, run.load.btuPerHour, lengthFt);
    const size = sizing.status === "sized" ? sizing.size : gasSizeOf(run);
    const rate = RATES.utilityRuns.gasPipePerFt[size];
    return {
      estimate: lengthFt * rate,
      basis: `Not in the budget (the gas line from the meter): ${ft(lengthFt)} x ${formatUsd(rate)}, the rate for ${pipeSizeText(size)} gas pipe`,
    };
  }
  if (id === "allowance.trench") {
    const lengthFt = BID_ALLOWANCE_QUANTITIES.extraTrenchFt;
    const rate = RATES.utilityRuns.trenchPerFt.soil;
    return { estimate: lengthFt * rate, basis: `Not in the budget (trenching beyond what the scope includes): ${ft(lengthFt)} x ${formatUsd(rate)} in soil` };
  }
  return { estimate: null, basis: NO_LINE };
}

/** The price of one unit where the budget has a rate for it. */
function unitEstimate(plan: PlannerData, id: string): { estimate: number | null; basis: string } {
  const r = RATES.utilityRuns;
  const runs = utilityRuns(plan);
  const labor = RATES.labor;
  const none = { estimate: null, basis: "The budget has no rate for this unit" };
  switch (id) {
    case "unit.gas-pipe-ft": {
      const run = runs.gas ?? gasRun(plan);
      if (!run) return none;
      const size = gasSizeOf(run);
      return { estimate: r.gasPipePerFt[size], basis: `${pipeSizeText(size)} gas pipe at ${formatUsd(r.gasPipePerFt[size])} a foot` };
    }
    case "unit.circuit-ft": {
      const n = runs.electrical.circuits;
      return { estimate: n * r.circuitPerFt, basis: `${plural(n, "circuit")} x ${formatUsd(r.circuitPerFt)} a foot` };
    }
    case "unit.water-ft": {
      const drain = runs.water?.drain;
      const sewer = drain === "sewer" || drain === undefined;
      return sewer
        ? { estimate: r.waterSupplyPerFt + r.sewerDrainPerFt, basis: `Water supply ${formatUsd(r.waterSupplyPerFt)} + drain to the sewer ${formatUsd(r.sewerDrainPerFt)} a foot` }
        : { estimate: r.waterSupplyPerFt, basis: `Water supply ${formatUsd(r.waterSupplyPerFt)} a foot` };
    }
    case "unit.trench-ft": {
      const rate = hasSiteAnswers(plan) ? trenchRate(runs) : r.trenchPerFt.soil;
      return { estimate: rate, basis: `Trench at ${formatUsd(rate)} a foot` };
    }
    case "unit.circuit":
      return { estimate: RATES.utilities.perCircuit, basis: `A dedicated circuit at ${formatUsd(RATES.utilities.perCircuit)}` };
    case "unit.outlet":
      return { estimate: RATES.utilities.perOutsideOutlet, basis: `An outside GFCI outlet at ${formatUsd(RATES.utilities.perOutsideOutlet)}` };
    case "unit.countertop-sqft": {
      const top = findCountertopMaterial(plan.materials.countertop);
      if (!top) return none;
      return {
        estimate: top.ratePerSqFt + labor.countertopFabPerSqFt,
        basis: `${top.name} ${formatUsd(top.ratePerSqFt)} + fabrication ${formatUsd(labor.countertopFabPerSqFt)} a sq ft`,
      };
    }
    case "unit.cladding-sqft": {
      const sides = findSideMaterial(plan.materials.sides);
      if (!sides) return none;
      return {
        estimate: sides.ratePerSqFt + labor.veneerPerSqFt,
        basis: `${sides.name} ${formatUsd(sides.ratePerSqFt)} + veneer install ${formatUsd(labor.veneerPerSqFt)} a sq ft`,
      };
    }
    default:
      return none;
  }
}

function alternateEstimate(row: BidRow, appliancesAmount: number): { estimate: number | null; basis: string } {
  if (row.id === "alternate.dedicated-circuits" && row.quantity !== null) {
    const rate = RATES.utilities.perCircuit;
    return { estimate: row.quantity * rate, basis: `${plural(row.quantity, "circuit")} x ${formatUsd(rate)}` };
  }
  if (row.id === "alternate.owner-appliances") {
    return { estimate: -appliancesAmount, basis: `Deducts the budget's appliances line (${formatUsd(appliancesAmount)})` };
  }
  return { estimate: null, basis: "The budget has no figure for this alternate" };
}

/** "Countertop (scope item S4)" stays; an alternate's "(add)" goes, since the bidder answers add or deduct. */
function titleOf(row: BidRow): string {
  return row.kind === "alternate" ? row.label.replace(/\s*\((?:add|deduct|describe)[^)]*\)$/, "") : row.label;
}

function kindOf(row: BidRow): BaselineRowKind | null {
  switch (row.kind) {
    case "lump-sum":
    case "supply":
      return "scope";
    case "allowance":
      return "allowance";
    case "alternate":
      return "alternate";
    case "unit-price":
      return "unitPrice";
    default:
      // overhead and tax are inside each price online, the total is computed, the bidder's details are fields
      return null;
  }
}

/** The rows a bidder prices for this plan's SOW version, in the bid form's order, with the product's estimates. */
export function bidBaseline(plan: PlannerData, sowVersion: number): BidBaseline {
  const { pieces, amounts } = budgetPieces(plan);
  const rows: BaselineRow[] = [];
  for (const row of bidFormRows(plan, { documentId: `v${sowVersion}` })) {
    const kind = kindOf(row);
    if (kind === null) continue;
    // quantities to one decimal, as the SOW prints them: 21.3 sq ft, never 21.333333333333332
    const quantity = row.quantity === null ? null : Math.round(row.quantity * 10) / 10;
    const base = { id: row.id, title: titleOf(row), kind, quantity, unit: row.unit };
    if (kind === "scope" || kind === "allowance") {
      const mine = pieces.get(row.id);
      if (mine) {
        const estimate = mine.reduce((sum, p) => sum + p.dollars, 0);
        rows.push({ ...base, estimate, basis: basisText(mine), inBudget: true });
      } else if (kind === "allowance") {
        rows.push({ ...base, ...outsideBudgetAllowance(plan, row.id), inBudget: false });
      } else {
        rows.push({ ...base, estimate: null, basis: NO_ESTIMATE[row.id] ?? NO_LINE, inBudget: true });
      }
      continue;
    }
    const priced = kind === "unitPrice" ? unitEstimate(plan, row.id) : alternateEstimate(row, amounts.breakdown.appliances);
    rows.push({ ...base, ...priced, inBudget: false });
  }
  const outsideBudget = rows.reduce((sum, r) => sum + (!r.inBudget && (r.kind === "scope" || r.kind === "allowance") ? (r.estimate ?? 0) : 0), 0);
  return {
    sowVersion,
    rows,
    subtotal: amounts.subtotal,
    outsideBudget,
    markupPercent: CONTRACTOR_MARKUP_PERCENT,
    markup: amounts.breakdown.contractorMarkup,
    total: amounts.total,
    tip: amounts.incentiveAmount,
  };
}

/** The rows a bidder prices into the base and leveled totals: the scope and the allowances. */
export function isTotalled(row: Pick<BaselineRow, "kind">): boolean {
  return row.kind === "scope" || row.kind === "allowance";
}
