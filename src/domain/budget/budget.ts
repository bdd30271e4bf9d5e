// The budget model of docs/budget-model.md: one pure function used by the server (the authority) and the
// client preview. Each line is rounded once, at the end of its own computation, and carries a sentence a
// homeowner can check by hand.
import {
  BREAKDOWN_KEYS,
  type BreakdownKey,
  type BudgetLineKey,
  type BudgetLines,
  presentLineKeys,
  UTILITY_RUNS_KEY,
} from "./breakdown-keys";
import { hasSiteAnswers, utilityRuns } from "../utility-runs/runs";
import { GAS_TABLES, type PipeSize, pipeSizeText } from "../utility-runs/gas-sizing";
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { applianceWidthIn, countertopSqFt, runFt, sideSqFt, structureFootprintSqFt } from "../planner/geometry";
import type { PlannerData } from "../planner/schema";
import { appliancePrice } from "../planner/model";
import { formatQuantity, formatUsd } from "../common/format";
import { appliancesTotal, hasSink } from "../planner/selection";
import { CONTRACTOR_MARKUP_PERCENT, RATES } from "./rates";

export { BREAKDOWN_KEYS, type BreakdownKey, type BudgetLineKey, formatUsd, presentLineKeys };

/** The amounts alone: what a visitor is shown, and what the running total needs. */
export interface BudgetAmounts {
  total: number;
  subtotal: number;
  /** The eleven lines, and the utility runs when the owner answered the site questions. */
  breakdown: BudgetLines<number>;
  /** The optional completion tip, shown beside the total, never inside it. */
  incentiveAmount: number;
}

export interface BudgetResult extends BudgetAmounts {
  explanations: BudgetLines<string>;
}

export const BREAKDOWN_LABELS: Record<BudgetLineKey, string> = {
  appliances: "Appliances",
  materials: "Materials",
  labor: "Labor",
  utilities: "Utilities",
  utilityRuns: "Utility runs from the house",
  lighting: "Lighting",
  pergolaMaterial: "Covered structure materials",
  pergolaLabor: "Covered structure labor",
  pergolaSpotlights: "Structure spotlights",
  integration: "Structure integration",
  permits: "Permits",
  contractorMarkup: "Contractor markup",
};

/**
 * Round half up. Products with decimal rates such as 0.85 can land a hair below .5 in binary floating
 * point, so the value is first cut to 10 significant digits.
 */
export function roundHalfUp(value: number): number {
  const rounded = Math.floor(value + 0.5);
  // Cutting to 10 significant digits moves a value by at most a 5e-10 share of it, which matters only
  // next to a half; everywhere else the plain rounding is the same answer without the string round trip.
  const toNearestHalf = Math.min(Math.abs(value - (rounded - 0.5)), Math.abs(value - (rounded + 0.5)));
  if (toNearestHalf > Math.abs(value) * 1e-9) return rounded;
  return Math.floor(Number(value.toPrecision(10)) + 0.5);
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function gasTableLargest(fuel: keyof typeof GAS_TABLES): PipeSize {
  const sizes = GAS_TABLES[fuel].sizes;
  return sizes[sizes.length - 1] as PipeSize;
}

/**
 * One breakdown line. The sentence is written only when somebody will read it: the amounts alone are
 * asked for far more often (the running total on every edit, the budget a visitor sees).
 */
interface Line {
  amount: number;
  explain: () => string;
}

/** The island's measures several lines price, taken once per budget. */
interface Measures {
  runFt: number;
  sideSqFt: number;
  countertopSqFt: number;
  sink: boolean;
}

function measuresOf(data: PlannerData): Measures {
  return {
    runFt: runFt(data),
    sideSqFt: sideSqFt(data),
    countertopSqFt: countertopSqFt(data),
    sink: hasSink(data.appliances),
  };
}

function appliancesLine(data: PlannerData): Line {
  if (data.appliances.length === 0) return { amount: 0, explain: () => "No appliances selected" };
  const amount = appliancesTotal(data.appliances);
  const explain = () =>
    data.appliances
      .map((item) => {
        // the catalogue name, not the one the client sent: the explanation is the server's own statement
        const name = findCatalogueAppliance(item.id)?.name ?? item.id;
        return `${name} (${applianceWidthIn(item)}") ${formatUsd(appliancePrice(item))}`;
      })
      .join(" + ");
  return { amount: roundHalfUp(amount), explain };
}

function materialsLine(data: PlannerData, m: Measures): Line {
  const sides = findSideMaterial(data.materials.sides);
  const top = findCountertopMaterial(data.materials.countertop);
  const sideArea = m.sideSqFt;
  const topArea = m.countertopSqFt;
  const sideCost = sides ? sideArea * sides.ratePerSqFt : 0;
  const topCost = top ? topArea * top.ratePerSqFt : 0;
  const explain = () => {
    const sideText = sides
      ? `${formatQuantity(sideArea)} sq ft x ${formatUsd(sides.ratePerSqFt)} ${sides.name.toLowerCase()} sides`
      : "side material not chosen yet ($0)";
    const topText = top
      ? `${formatQuantity(topArea)} sq ft x ${formatUsd(top.ratePerSqFt)} ${top.name.toLowerCase()} countertop`
      : "countertop material not chosen yet ($0)";
    return `${sideText} + ${topText}`;
  };
  return { amount: roundHalfUp(sideCost + topCost), explain };
}

function laborLine(data: PlannerData, m: Measures): Line {
  const r = RATES.labor;
  const { runFt: run, sideSqFt: sideArea, countertopSqFt: topArea } = m;
  const count = data.appliances.length;
  const amount =
    run * r.perRunFt + sideArea * r.veneerPerSqFt + topArea * r.countertopFabPerSqFt + count * r.perAppliance;
  const explain = () =>
    [
      `${formatQuantity(run)} ft run x ${formatUsd(r.perRunFt)} frame and base`,
      `${formatQuantity(sideArea)} sq ft x ${formatUsd(r.veneerPerSqFt)} veneer install`,
      `${formatQuantity(topArea)} sq ft x ${formatUsd(r.countertopFabPerSqFt)} countertop fabrication`,
      `${plural(count, "appliance")} x ${formatUsd(r.perAppliance)} install`,
    ].join(" + ");
  return { amount: roundHalfUp(amount), explain };
}

function utilitiesLine(data: PlannerData, m: Measures): Line {
  const r = RATES.utilities;
  const circuits = Number(data.utilities.circuits);
  const outside = Number(data.utilities.outletsOutside);
  const inside = Number(data.utilities.outletsInside);
  const sink = m.sink;
  const water = sink ? r.water[data.utilities.water] : 0;
  const amount = water + (circuits * r.perCircuit + outside * r.perOutsideOutlet + inside * r.perInsideOutlet);
  const explain = () => {
    const parts = [
      `${plural(circuits, "dedicated circuit")} x ${formatUsd(r.perCircuit)}`,
      `${plural(outside, "outside outlet")} x ${formatUsd(r.perOutsideOutlet)}`,
      `${plural(inside, "inside outlet")} x ${formatUsd(r.perInsideOutlet)}`,
    ];
    if (!sink) return `${parts.join(" + ")} (no sink, so no water line)`;
    const waterText = `${data.utilities.water === "hot-cold" ? "hot and cold" : "cold"} water ${formatUsd(water)}`;
    return [waterText, ...parts].join(" + ");
  };
  return { amount: roundHalfUp(amount), explain };
}

/**
 * The runs from the house (docs/budget-model.md, "Utility runs"), or null without site answers: gas pipe by
 * its size per foot, each chosen circuit over the electrical run, the water supply and the drain by its
 * method, and one shared trench as long as the longest run, by what it crosses.
 */
function utilityRunsLine(data: PlannerData): Line | null {
  if (!hasSiteAnswers(data)) return null;
  const r = RATES.utilityRuns;
  const runs = utilityRuns(data);
  const parts: { amount: number; text: () => string }[] = [];
  const assumed = (run: { assumed: boolean }) => (run.assumed ? " (length not known: assumed)" : "");
  const ft = (n: number) => `${formatQuantity(n)} ft`;
  const gas = runs.gas;
  if (gas) {
    // past the tables a fitter sizes the run: it is priced at the largest size the table lists
    const size = gas.sizing.status === "sized" ? gas.sizing.size : gasTableLargest(gas.fuel);
    const rate = r.gasPipePerFt[size];
    const amount = gas.lengthFt * rate;
    parts.push({
      amount,
      text: () =>
        `${ft(gas.lengthFt)} of ${pipeSizeText(size)} gas pipe x ${formatUsd(rate)} = ${formatUsd(amount)}${assumed(gas)}` +
        (gas.sizing.status === "attention" ? " (past the sizing tables: a fitter sizes this run)" : ""),
    });
  }
  const e = runs.electrical;
  const circuitAmount = e.circuits * e.lengthFt * r.circuitPerFt;
  parts.push({
    amount: circuitAmount,
    text: () =>
      `${plural(e.circuits, "circuit")} x ${ft(e.lengthFt)} x ${formatUsd(r.circuitPerFt)} = ${formatUsd(circuitAmount)}${assumed(e)}`,
  });
  const w = runs.water;
  if (w) {
    const supply = w.lengthFt * r.waterSupplyPerFt;
    parts.push({
      amount: supply,
      text: () => `${ft(w.lengthFt)} of water supply x ${formatUsd(r.waterSupplyPerFt)} = ${formatUsd(supply)}${assumed(w)}`,
    });
    if (w.drain === "sewer" || w.drain === undefined) {
      const drain = w.lengthFt * r.sewerDrainPerFt;
      parts.push({
        amount: drain,
        text: () =>
          `${ft(w.lengthFt)} of drain to the sewer x ${formatUsd(r.sewerDrainPerFt)} = ${formatUsd(drain)}` +
          (w.drain === undefined ? " (drain not chosen: priced to the sewer)" : ""),
      });
    } else if (w.drain === "dry-well") {
      parts.push({ amount: r.dryWell, text: () => `dry well ${formatUsd(r.dryWell)}` });
    } else {
      parts.push({ amount: 0, text: () => "no drain (a portable bucket) $0" });
    }
  }
  const t = runs.trench;
  const trenchRate = t.surface === "pavers" ? r.trenchPerFt.pavers : r.trenchPerFt.soil;
  const trench = t.lengthFt * trenchRate;
  const surfaceText =
    t.surface === "pavers"
      ? "through pavers, lifted and relaid"
      : t.surface === "concrete"
        ? "through concrete (cutting and patching the concrete is the bidder's price per foot)"
        : "in soil";
  parts.push({
    amount: trench,
    text: () => `${ft(t.lengthFt)} of shared trench ${surfaceText} x ${formatUsd(trenchRate)} = ${formatUsd(trench)}`,
  });
  return {
    amount: roundHalfUp(parts.reduce((sum, part) => sum + part.amount, 0)),
    explain: () => parts.map((part) => part.text()).join(" + "),
  };
}

function lightingLine(data: PlannerData): Line {
  return data.lighting
    ? { amount: RATES.ledLightingPackage, explain: () => `LED lighting package ${formatUsd(RATES.ledLightingPackage)}` }
    : { amount: 0, explain: () => "No lighting" };
}

const NO_STRUCTURE = "No covered structure";

function structureName(data: PlannerData): string {
  const p = data.pergola;
  const kind = p.structureType === "pergola" ? "pergola" : "gazebo/pavilion";
  return `${p.type} ${kind}`;
}

function pergolaMaterialLine(data: PlannerData): Line {
  const p = data.pergola;
  if (!p.enabled) return { amount: 0, explain: () => NO_STRUCTURE };
  const r = RATES.pergola;
  const footprint = structureFootprintSqFt(data);
  const rate = r.perSqFt[p.structureType][p.type];
  const isPergola = p.structureType === "pergola";
  const oneSided = isPergola && p.oneSided;
  const louvers = isPergola && p.hasLouvers;
  const heaters = !isPergola && p.hasHeaters;
  const fan = !isPergola && p.hasFan;
  const amount =
    footprint * rate * (oneSided ? r.oneSidedFactor : 1) +
    (louvers ? footprint * r.louversPerSqFt : 0) +
    (heaters ? r.heaters : 0) +
    (fan ? r.fan : 0);
  const explain = () => {
    let text = `${formatQuantity(footprint)} sq ft x ${formatUsd(rate)} ${structureName(data)}`;
    if (oneSided) text += ` x ${r.oneSidedFactor} one-sided`;
    const parts = [text];
    if (louvers) parts.push(`${formatQuantity(footprint)} sq ft x ${formatUsd(r.louversPerSqFt)} louvers`);
    if (heaters) parts.push(`heaters ${formatUsd(r.heaters)}`);
    if (fan) parts.push(`fan ${formatUsd(r.fan)}`);
    return parts.join(" + ");
  };
  return { amount: roundHalfUp(amount), explain };
}

// Labor is a share of the material line as shown (already rounded), so the homeowner can redo the sum.
function pergolaLaborLine(data: PlannerData, materialAmount: number): Line {
  if (!data.pergola.enabled) return { amount: 0, explain: () => NO_STRUCTURE };
  const share = RATES.pergola.laborShare[data.pergola.type];
  return {
    amount: roundHalfUp(materialAmount * share),
    explain: () => `${Math.round(share * 100)}% of ${formatUsd(materialAmount)} structure materials (${data.pergola.type})`,
  };
}

function spotlightsLine(data: PlannerData): Line {
  const posts = data.pergola.enabled && data.pergola.spotlights !== "" ? Number(data.pergola.spotlights) : 0;
  if (posts === 0) return { amount: 0, explain: () => "No spotlights" };
  const rate = RATES.pergola.spotlightPerPost;
  return { amount: posts * rate, explain: () => `${posts} posts with LED spotlights x ${formatUsd(rate)}` };
}

function integrationLine(data: PlannerData): Line {
  if (!(data.pergola.enabled && data.pergola.embedded)) {
    return { amount: 0, explain: () => "Structure not embedded into the BBQ island" };
  }
  const amount = RATES.pergola.integration;
  return { amount, explain: () => `Embedding the structure into the BBQ island ${formatUsd(amount)}` };
}

function permitsLine(data: PlannerData, m: Measures): Line {
  const r = RATES.permits;
  const parts: [string, number][] = [
    ["building", r.building],
    ["electrical", r.electrical],
  ];
  if (m.sink) parts.push(["plumbing", r.plumbing]);
  if (data.pergola.enabled) parts.push(["structure", r.structure]);
  return {
    amount: parts.reduce((sum, [, amount]) => sum + amount, 0),
    explain: () => parts.map(([name, amount]) => `${name} permit ${formatUsd(amount)}`).join(" + "),
  };
}

function budgetLines(data: PlannerData): { lines: BudgetLines<Line>; subtotal: number } {
  const m = measuresOf(data);
  const pergolaMaterial = pergolaMaterialLine(data);
  const lines = {
    appliances: appliancesLine(data),
    materials: materialsLine(data, m),
    labor: laborLine(data, m),
    utilities: utilitiesLine(data, m),
    lighting: lightingLine(data),
    pergolaMaterial,
    pergolaLabor: pergolaLaborLine(data, pergolaMaterial.amount),
    pergolaSpotlights: spotlightsLine(data),
    integration: integrationLine(data),
    permits: permitsLine(data, m),
  } satisfies Record<Exclude<BreakdownKey, "contractorMarkup">, Line>;
  const runs = utilityRunsLine(data);
  let subtotal = 0;
  for (const key in lines) subtotal += lines[key as keyof typeof lines].amount;
  if (runs) subtotal += runs.amount;
  const markup = roundHalfUp(subtotal * RATES.contractorMarkup);
  const contractorMarkup: Line = {
    amount: markup,
    explain: () => `${CONTRACTOR_MARKUP_PERCENT}% of ${formatUsd(subtotal)} subtotal`,
  };
  return { lines: Object.assign(lines, { contractorMarkup }, runs ? { [UTILITY_RUNS_KEY]: runs } : {}), subtotal };
}

function amountsOf(data: PlannerData, lines: BudgetLines<Line>, subtotal: number): BudgetAmounts {
  // written out in BREAKDOWN_KEYS order (a test holds them together): one object shape, built in one step,
  // where filling an empty object key by key reshapes it eleven times on every budget
  const breakdown: BudgetLines<number> = {
    appliances: lines.appliances.amount,
    materials: lines.materials.amount,
    labor: lines.labor.amount,
    utilities: lines.utilities.amount,
    lighting: lines.lighting.amount,
    pergolaMaterial: lines.pergolaMaterial.amount,
    pergolaLabor: lines.pergolaLabor.amount,
    pergolaSpotlights: lines.pergolaSpotlights.amount,
    integration: lines.integration.amount,
    permits: lines.permits.amount,
    contractorMarkup: lines.contractorMarkup.amount,
  };
  if (lines.utilityRuns) breakdown.utilityRuns = lines.utilityRuns.amount;
  return {
    total: subtotal + lines.contractorMarkup.amount,
    subtotal,
    breakdown,
    incentiveAmount: data.contractInfo.incentiveAmount,
  };
}

/** The eleven amounts, the subtotal and the total, without the sentences. */
export function calculateBudgetAmounts(data: PlannerData): BudgetAmounts {
  const { lines, subtotal } = budgetLines(data);
  return amountsOf(data, lines, subtotal);
}

/** The eleven amounts with, for each, how it was computed ("64 sq ft x $25 stucco sides + ..."). */
export function calculateBudget(data: PlannerData): BudgetResult {
  const { lines, subtotal } = budgetLines(data);
  const explanations = {} as BudgetLines<string>;
  for (const key of presentLineKeys(lines)) explanations[key] = (lines[key] as Line).explain();
  return { ...amountsOf(data, lines, subtotal), explanations };
}
