// The bid form as data (docs/product/statement-of-work.md section 2, item 19): every row a bidder prices,
// with a stable id that does not shift between versions of the SOW, so three bids line up row by row and the
// online bid form can read the same rows. The SOW's builder turns these rows into tables.
import { findCatalogueAppliance } from "../planner/catalogue";
import { formatInches, formatQuantity } from "../common/format";
import { applianceWidthIn, countertopSqFt, sideSqFt } from "../planner/geometry";
import type { PlannerData } from "../planner/schema";
import { CONTRACTOR_MARKUP_PERCENT } from "../budget/rates";
import { CONTRACT } from "./code-figures";
import { designChecks } from "./design-check";
import { additionalCircuits, allowances, alternates, circuitsText, scopeItems, usesGas, type Allowance, type ScopeItem } from "./scope";
import { hasSiteAnswers, type UtilityRuns, utilityRuns } from "../utility-runs/runs";
import { pipeSizeText } from "../utility-runs/gas-sizing";
import { TRENCH_SURFACE_LABELS } from "../utility-runs/site";

/** The parts of the bid form, in the order it prints them. */
export const BID_SECTIONS = [
  { id: "base", title: "Base bid: the scope of work" },
  { id: "appliances", title: "Appliance supply" },
  { id: "allowances", title: "Allowances, at the quantities this SOW fixes" },
  { id: "markups", title: "Permits, overhead and tax" },
  { id: "total", title: "Total" },
  { id: "unit-prices", title: "Unit prices for more or less work" },
  { id: "alternates", title: "Alternates (add or deduct, not in the total)" },
  { id: "bidder", title: "Bidder" },
] as const;
export type BidSectionId = (typeof BID_SECTIONS)[number]["id"];

/**
 * How a row is priced: a lump sum; an appliance's supply (who supplies it, the model or "or equal"); an
 * allowance (a unit price times the quantity the SOW fixes); a unit price for more or less work; an alternate
 * added to or deducted from the total; a percentage (overhead and profit, tax); the total; a detail of the
 * bidder's.
 */
export type BidRowKind = "lump-sum" | "supply" | "allowance" | "unit-price" | "alternate" | "percent" | "total" | "detail";

export interface BidRow {
  /** Stable across versions: "scope.countertop", "appliance.grill", "allowance.gas-line". */
  id: string;
  section: BidSectionId;
  label: string;
  /** "lump sum", "ft", "sq ft", "each", "%"; null for a detail. */
  unit: string | null;
  /** The quantity the SOW fixes; null where the bidder states it or none applies. */
  quantity: number | null;
  kind: BidRowKind;
  /** What the SOW already knows for the row (the document bid on, the model "or equal"); null: a blank. */
  value: string | null;
}

/** The allowance quantities the SOW fixes so that every bidder prices the same length. */
export const BID_ALLOWANCE_QUANTITIES = {
  /** The gas line from the meter to the island's stub-out. */
  gasLineFt: 50,
  /** Trenching beyond what the scope includes. */
  extraTrenchFt: 15,
} as const;

/** The scope trades by the id of their bid row; a trade not listed takes a slug of its name. */
const SCOPE_ROW_IDS: Record<string, string> = {
  "Site preparation and foundation": "foundation",
  "Island frame": "frame",
  Cladding: "cladding",
  Countertop: "countertop",
  "Appliance installation": "appliance-installation",
  Plumbing: "plumbing",
  Electrical: "electrical",
  "Gas supply": "gas-piping",
  "Covered structure": "structure",
  Lighting: "lighting",
  "Clean-up and haul-away": "clean-up",
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Makes each id unique by the subject of its text when two rows share a trade. */
function uniqueIds<T>(items: T[], baseId: (item: T) => string, subject: (item: T) => string): string[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const base = baseId(item);
    let id = seen.has(base) ? `${base}-${slug(subject(item)).split("-").slice(0, 4).join("-")}` : base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
}

function scopeRowId(item: ScopeItem): string {
  const own = (item as ScopeItem & { id?: unknown }).id;
  if (typeof own === "string" && own !== "") return `scope.${own.replace(/^item\./, "")}`;
  return `scope.${SCOPE_ROW_IDS[item.trade] ?? slug(item.trade)}`;
}

function allowanceRowId(a: Allowance): string {
  return `allowance.${a.id}`;
}

/** "45 ft of 3/4 in", or "50 ft of 3/4 in assumed; priced per foot as measured" for a length not known. */
function fixedLength(run: { lengthFt: number; assumed: boolean }, what = ""): string {
  const length = `${formatQuantity(run.lengthFt)} ft${what}`;
  return run.assumed ? `${length} assumed; priced per foot as measured` : length;
}

/**
 * The allowance rows with the quantities the owner's site answers fix (docs/product/statement-of-work.md
 * section 2, item 19): "Gas run: 45 ft of 3/4 in", "Power run: 40 ft, 2 circuits", "Water supply and drain:
 * 30 ft", "Shared trench: 45 ft in soil".
 */
function siteAllowanceRow(a: Allowance, runs: UtilityRuns): BidRow {
  const id = allowanceRowId(a);
  const allowance = (label: string, lengthFt: number) => row("allowances", id, `${label} (allowance ${a.code})`, "allowance", "ft", lengthFt);
  if (a.id === "gas-line" && runs.gas) {
    const g = runs.gas;
    const size = g.sizing.status === "sized" ? ` of ${pipeSizeText(g.sizing.size)}` : ", pipe sized by the fitter";
    return allowance(`Gas run: ${fixedLength(g, size)}`, g.lengthFt);
  }
  if (a.id === "electrical-run") {
    const e = runs.electrical;
    const circuits = `${e.circuits} ${e.circuits === 1 ? "circuit" : "circuits"}`;
    return allowance(`Power run: ${fixedLength(e)}${e.assumed ? ";" : ","} ${circuits}`, e.lengthFt);
  }
  if (a.id === "water-run" && runs.water) return allowance(`Water supply and drain: ${fixedLength(runs.water)}`, runs.water.lengthFt);
  const t = runs.trench;
  const surface = t.surfaceAssumed ? " in soil (surface not given)" : t.surface === "soil" ? " in soil" : ` through ${TRENCH_SURFACE_LABELS[t.surface].toLowerCase()}`;
  return allowance(`Shared trench: ${fixedLength(t, surface)}`, t.lengthFt);
}

/** One unit-price row per foot more or less for each run, and the concrete the budget does not price. */
function siteUnitPriceRows(runs: UtilityRuns): BidRow[] {
  const rows: BidRow[] = [];
  const unit = (id: string, label: string) => rows.push(row("unit-prices", id, label, "unit-price", "ft", null));
  if (runs.gas) unit("unit.gas-pipe-ft", `Each foot of gas pipe more or less than the ${formatQuantity(runs.gas.lengthFt)} ft of the gas run`);
  unit("unit.circuit-ft", `Each foot of the power run more or less than its ${formatQuantity(runs.electrical.lengthFt)} ft, all its circuits`);
  if (runs.water) unit("unit.water-ft", `Each foot of water supply and drain more or less than its ${formatQuantity(runs.water.lengthFt)} ft`);
  unit("unit.trench-ft", `Each foot of shared trench more or less than its ${formatQuantity(runs.trench.lengthFt)} ft`);
  if (runs.trench.surface === "concrete") {
    unit("unit.concrete-cut-ft", "Each foot of concrete saw-cut, removed and patched over the trench (not priced in the budget)");
  }
  return rows;
}

function allowanceQuantity(id: string): { quantity: number | null; unit: string } {
  if (id === "allowance.gas-line") return { quantity: BID_ALLOWANCE_QUANTITIES.gasLineFt, unit: "ft" };
  if (id === "allowance.trench") return { quantity: BID_ALLOWANCE_QUANTITIES.extraTrenchFt, unit: "ft" };
  return { quantity: 1, unit: "lump sum" };
}

function scopeQuantity(id: string, plan: PlannerData): { quantity: number; unit: string } {
  if (id === "scope.cladding") return { quantity: sideSqFt(plan), unit: "sq ft" };
  if (id === "scope.countertop") return { quantity: countertopSqFt(plan), unit: "sq ft" };
  return { quantity: 1, unit: "lump sum" };
}

function row(section: BidSectionId, id: string, label: string, kind: BidRowKind, unit: string | null, quantity: number | null, value: string | null = null): BidRow {
  return { id, section, label, unit, quantity, kind, value };
}

export interface BidFormOptions {
  /** The document id of the SOW version bid on: "SOW-000012-v2". */
  documentId: string;
}

/** Every row of the bid form for this plan, section by section in BID_SECTIONS order. */
export function bidFormRows(plan: PlannerData, options: BidFormOptions): BidRow[] {
  const rows: BidRow[] = [];

  const scope = scopeItems(plan);
  const scopeIds = uniqueIds(scope, scopeRowId, (s) => s.work);
  scope.forEach((s, i) => {
    const id = scopeIds[i] ?? scopeRowId(s);
    const { quantity, unit } = scopeQuantity(id, plan);
    rows.push(row("base", id, `${s.trade} (scope item ${s.code})`, "lump-sum", unit, quantity));
  });

  for (const a of plan.appliances) {
    const catalogue = findCatalogueAppliance(a.id);
    const name = a.name ?? catalogue?.name ?? a.id;
    rows.push(
      row("appliances", `appliance.${a.id}`, `${name}, ${formatInches(applianceWidthIn(a))} wide`, "supply", "each", 1, `${name} as scheduled, or equal`),
    );
  }
  const hood = designChecks(plan).find((c) => c.id === "cooking-under-roof" && c.status === "attention");
  if (hood) {
    rows.push(row("appliances", "appliance.vent-hood", "Vent hood over the cooking under the roof, sized as the design check says", "supply", "each", 1, "Bidder to name the model or equal"));
  }

  const site = hasSiteAnswers(plan) ? utilityRuns(plan) : null;
  for (const a of allowances(plan)) {
    if (site) {
      rows.push(siteAllowanceRow(a, site));
      continue;
    }
    const id = allowanceRowId(a);
    const { quantity, unit } = allowanceQuantity(id);
    const fixed = quantity !== null && unit !== "lump sum" ? `, priced for ${formatQuantity(quantity)} ${unit}` : "";
    rows.push(row("allowances", id, `${a.item} (allowance ${a.code})${fixed}`, "allowance", unit, quantity));
  }

  rows.push(
    row("markups", "permits", "Permits and inspection fees (section 12)", "lump-sum", "lump sum", 1),
    row("markups", "overhead", "Overhead and profit", "percent", "%", null, `the estimate uses ${CONTRACTOR_MARKUP_PERCENT}%`),
    row("markups", "tax", "Sales tax on materials and appliances, at the local rate", "percent", "%", null),
    row("total", "total", "Total of the bid: the base bid, the contractor-supplied appliances, the allowances, permits, overhead and tax", "total", null, null),
  );

  rows.push(
    ...(site
      ? siteUnitPriceRows(site)
      : [
          row("unit-prices", "unit.trench-ft", `Each foot of trench beyond the ${CONTRACT.trenchingIncludedFt} ft included and the allowance`, "unit-price", "ft", null),
          ...(usesGas(plan)
            ? [row("unit-prices", "unit.gas-pipe-ft", `Each foot of gas pipe more or less than the ${BID_ALLOWANCE_QUANTITIES.gasLineFt} ft allowance`, "unit-price", "ft", null)]
            : []),
        ]),
    row("unit-prices", "unit.circuit", `Each circuit beyond the ${circuitsText(plan.utilities.circuits)}`, "unit-price", "each", null),
    row("unit-prices", "unit.outlet", "Each GFCI outlet more or less", "unit-price", "each", null),
    row("unit-prices", "unit.countertop-sqft", "Each sq ft of countertop more or less", "unit-price", "sq ft", null),
    row("unit-prices", "unit.cladding-sqft", "Each sq ft of cladding more or less", "unit-price", "sq ft", null),
  );

  // every design-check finding the scope prices as an alternate, with the scope line's stable id
  for (const line of alternates(plan)) {
    const id = `alternate.${line.id.replace(/^alt\./, "")}`;
    if (line.id === "alt.dedicated-circuits") {
      const more = additionalCircuits(plan);
      rows.push(row("alternates", id, `${line.text} (add; price per circuit)`, "alternate", "each", more));
      continue;
    }
    // a line whose text names its own work reads without the rule's name in front
    const label = line.id === "alt.sub-panel" ? line.text : `${line.trade}: ${line.text}`;
    rows.push(row("alternates", id, `${label} (add)`, "alternate", "lump sum", 1));
  }
  rows.push(
    row("alternates", "alternate.owner-appliances", "Owner supplies every appliance; the contractor installs them (deduct)", "alternate", "lump sum", 1),
    row("alternates", "alternate.bidder-1", "Bidder's alternate 1 (describe; add or deduct)", "alternate", "lump sum", 1),
    row("alternates", "alternate.bidder-2", "Bidder's alternate 2 (describe; add or deduct)", "alternate", "lump sum", 1),
  );

  rows.push(
    row("bidder", "bidder.sow-version", "SOW version bid on", "detail", null, null, options.documentId),
    row("bidder", "bidder.name", "Bidder's company name", "detail", null, null),
    row("bidder", "bidder.licence-number", "Contractor's licence number", "detail", null, null),
    row("bidder", "bidder.licence-class", "Licence class", "detail", null, null),
    row("bidder", "bidder.insurance-carrier", "Liability insurance carrier", "detail", null, null),
    row("bidder", "bidder.insurance-expiry", "Insurance expiry date", "detail", null, null),
    row("bidder", "bidder.warranty-years", "Warranty (years from final completion)", "detail", null, null),
    row("bidder", "bidder.valid-until", "Bid valid until (at least 30 days from the bid date)", "detail", null, null),
    row("bidder", "bidder.date", "Date of the bid", "detail", null, null),
  );
  return rows;
}
