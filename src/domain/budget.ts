// The budget model of docs/budget-model.md: one pure function used by the server (the authority) and the
// client preview. Each line is rounded once, at the end of its own computation, and carries a sentence a
// homeowner can check by hand.
import { BREAKDOWN_KEYS, type BreakdownKey } from "./breakdown-keys";
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "./catalogue";
import { applianceWidthIn, countertopSqFt, runFt, sideSqFt, structureFootprintSqFt } from "./geometry";
import { type PlannerData, appliancePrice } from "./planner-schema";
import { formatQuantity, formatUsd } from "./format";
import { RATES } from "./rates";

export { BREAKDOWN_KEYS, type BreakdownKey, formatUsd };

export interface BudgetResult {
  total: number;
  subtotal: number;
  breakdown: Record<BreakdownKey, number>;
  explanations: Record<BreakdownKey, string>;
  /** The optional completion tip, shown beside the total, never inside it. */
  incentiveAmount: number;
}

export const BREAKDOWN_LABELS: Record<BreakdownKey, string> = {
  appliances: "Appliances",
  materials: "Materials",
  labor: "Labor",
  utilities: "Utilities",
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
  return Math.floor(Number(value.toPrecision(10)) + 0.5);
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

interface Line {
  amount: number;
  explanation: string;
}

function appliancesLine(data: PlannerData): Line {
  if (data.appliances.length === 0) return { amount: 0, explanation: "No appliances selected" };
  const parts = data.appliances.map((item) => {
    // the catalogue name, not the one the client sent: the explanation is the server's own statement
    const name = findCatalogueAppliance(item.id)?.name ?? item.id;
    return `${name} (${applianceWidthIn(item)}") ${formatUsd(appliancePrice(item))}`;
  });
  const amount = data.appliances.reduce((sum, item) => sum + appliancePrice(item), 0);
  return { amount: roundHalfUp(amount), explanation: parts.join(" + ") };
}

function materialsLine(data: PlannerData): Line {
  const sides = findSideMaterial(data.materials.sides);
  const top = findCountertopMaterial(data.materials.countertop);
  const sideArea = sideSqFt(data);
  const topArea = countertopSqFt(data);
  const sideCost = sides ? sideArea * sides.ratePerSqFt : 0;
  const topCost = top ? topArea * top.ratePerSqFt : 0;
  const sideText = sides
    ? `${formatQuantity(sideArea)} sq ft x ${formatUsd(sides.ratePerSqFt)} ${sides.name.toLowerCase()} sides`
    : "side material not chosen yet ($0)";
  const topText = top
    ? `${formatQuantity(topArea)} sq ft x ${formatUsd(top.ratePerSqFt)} ${top.name.toLowerCase()} countertop`
    : "countertop material not chosen yet ($0)";
  return { amount: roundHalfUp(sideCost + topCost), explanation: `${sideText} + ${topText}` };
}

function laborLine(data: PlannerData): Line {
  const r = RATES.labor;
  const run = runFt(data);
  const sideArea = sideSqFt(data);
  const topArea = countertopSqFt(data);
  const count = data.appliances.length;
  const amount =
    run * r.perRunFt + sideArea * r.veneerPerSqFt + topArea * r.countertopFabPerSqFt + count * r.perAppliance;
  const parts = [
    `${formatQuantity(run)} ft run x ${formatUsd(r.perRunFt)} frame and base`,
    `${formatQuantity(sideArea)} sq ft x ${formatUsd(r.veneerPerSqFt)} veneer install`,
    `${formatQuantity(topArea)} sq ft x ${formatUsd(r.countertopFabPerSqFt)} countertop fabrication`,
    `${plural(count, "appliance")} x ${formatUsd(r.perAppliance)} install`,
  ];
  return { amount: roundHalfUp(amount), explanation: parts.join(" + ") };
}

function hasSink(data: PlannerData): boolean {
  return data.appliances.some((a) => a.id === "sink");
}

function utilitiesLine(data: PlannerData): Line {
  const r = RATES.utilities;
  const circuits = Number(data.utilities.circuits);
  const outside = Number(data.utilities.outletsOutside);
  const inside = Number(data.utilities.outletsInside);
  const parts: string[] = [];
  let amount = 0;
  if (hasSink(data)) {
    const water = r.water[data.utilities.water];
    amount += water;
    parts.push(`${data.utilities.water === "hot-cold" ? "hot and cold" : "cold"} water ${formatUsd(water)}`);
  }
  amount += circuits * r.perCircuit + outside * r.perOutsideOutlet + inside * r.perInsideOutlet;
  parts.push(
    `${plural(circuits, "dedicated circuit")} x ${formatUsd(r.perCircuit)}`,
    `${plural(outside, "outside outlet")} x ${formatUsd(r.perOutsideOutlet)}`,
    `${plural(inside, "inside outlet")} x ${formatUsd(r.perInsideOutlet)}`,
  );
  const noWater = hasSink(data) ? "" : " (no sink, so no water line)";
  return { amount: roundHalfUp(amount), explanation: `${parts.join(" + ")}${noWater}` };
}

function lightingLine(data: PlannerData): Line {
  return data.lighting
    ? { amount: RATES.ledLightingPackage, explanation: `LED lighting package ${formatUsd(RATES.ledLightingPackage)}` }
    : { amount: 0, explanation: "No lighting" };
}

const NO_STRUCTURE = "No covered structure";

function structureName(data: PlannerData): string {
  const p = data.pergola;
  const kind = p.structureType === "pergola" ? "pergola" : "gazebo/pavilion";
  return `${p.type} ${kind}`;
}

function pergolaMaterialLine(data: PlannerData): Line {
  const p = data.pergola;
  if (!p.enabled) return { amount: 0, explanation: NO_STRUCTURE };
  const r = RATES.pergola;
  const footprint = structureFootprintSqFt(data);
  const rate = r.perSqFt[p.structureType][p.type];
  const isPergola = p.structureType === "pergola";
  const oneSided = isPergola && p.oneSided;
  let amount = footprint * rate * (oneSided ? r.oneSidedFactor : 1);
  let text = `${formatQuantity(footprint)} sq ft x ${formatUsd(rate)} ${structureName(data)}`;
  if (oneSided) text += ` x ${r.oneSidedFactor} one-sided`;
  const parts = [text];
  if (isPergola && p.hasLouvers) {
    amount += footprint * r.louversPerSqFt;
    parts.push(`${formatQuantity(footprint)} sq ft x ${formatUsd(r.louversPerSqFt)} louvers`);
  }
  if (!isPergola && p.hasHeaters) {
    amount += r.heaters;
    parts.push(`heaters ${formatUsd(r.heaters)}`);
  }
  if (!isPergola && p.hasFan) {
    amount += r.fan;
    parts.push(`fan ${formatUsd(r.fan)}`);
  }
  return { amount: roundHalfUp(amount), explanation: parts.join(" + ") };
}

// Labor is a share of the material line as shown (already rounded), so the homeowner can redo the sum.
function pergolaLaborLine(data: PlannerData, materialAmount: number): Line {
  if (!data.pergola.enabled) return { amount: 0, explanation: NO_STRUCTURE };
  const share = RATES.pergola.laborShare[data.pergola.type];
  return {
    amount: roundHalfUp(materialAmount * share),
    explanation: `${Math.round(share * 100)}% of ${formatUsd(materialAmount)} structure materials (${data.pergola.type})`,
  };
}

function spotlightsLine(data: PlannerData): Line {
  const posts = data.pergola.enabled && data.pergola.spotlights !== "" ? Number(data.pergola.spotlights) : 0;
  if (posts === 0) return { amount: 0, explanation: "No spotlights" };
  const rate = RATES.pergola.spotlightPerPost;
  return { amount: posts * rate, explanation: `${posts} posts with LED spotlights x ${formatUsd(rate)}` };
}

function integrationLine(data: PlannerData): Line {
  if (!(data.pergola.enabled && data.pergola.embedded)) {
    return { amount: 0, explanation: "Structure not embedded into the BBQ island" };
  }
  const amount = RATES.pergola.integration;
  return { amount, explanation: `Embedding the structure into the BBQ island ${formatUsd(amount)}` };
}

function permitsLine(data: PlannerData): Line {
  const r = RATES.permits;
  const parts: [string, number][] = [
    ["building", r.building],
    ["electrical", r.electrical],
  ];
  if (hasSink(data)) parts.push(["plumbing", r.plumbing]);
  if (data.pergola.enabled) parts.push(["structure", r.structure]);
  return {
    amount: parts.reduce((sum, [, amount]) => sum + amount, 0),
    explanation: parts.map(([name, amount]) => `${name} permit ${formatUsd(amount)}`).join(" + "),
  };
}

export function calculateBudget(data: PlannerData): BudgetResult {
  const pergolaMaterial = pergolaMaterialLine(data);
  const lines: Record<Exclude<BreakdownKey, "contractorMarkup">, Line> = {
    appliances: appliancesLine(data),
    materials: materialsLine(data),
    labor: laborLine(data),
    utilities: utilitiesLine(data),
    lighting: lightingLine(data),
    pergolaMaterial,
    pergolaLabor: pergolaLaborLine(data, pergolaMaterial.amount),
    pergolaSpotlights: spotlightsLine(data),
    integration: integrationLine(data),
    permits: permitsLine(data),
  };
  const subtotal = Object.values(lines).reduce((sum, line) => sum + line.amount, 0);
  const markup = roundHalfUp(subtotal * RATES.contractorMarkup);
  const markupLine: Line = {
    amount: markup,
    explanation: `${Math.round(RATES.contractorMarkup * 100)}% of ${formatUsd(subtotal)} subtotal`,
  };
  const all: Record<BreakdownKey, Line> = { ...lines, contractorMarkup: markupLine };
  const breakdown = {} as Record<BreakdownKey, number>;
  const explanations = {} as Record<BreakdownKey, string>;
  for (const key of BREAKDOWN_KEYS) {
    breakdown[key] = all[key].amount;
    explanations[key] = all[key].explanation;
  }
  return {
    total: subtotal + markup,
    subtotal,
    breakdown,
    explanations,
    incentiveAmount: data.contractInfo.incentiveAmount,
  };
}
