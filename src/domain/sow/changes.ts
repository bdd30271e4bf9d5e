// What changed between two versions of a plan (docs/product/statement-of-work.md section 2, item 1): a short
// list the SOW prints as "Changes since version N", so a bidder holding the earlier version sees what to
// re-price. A pure function of the two plans; only what the SOW prints is compared.
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { formatInches, formatLongDate, formatUsd } from "../common/format";
import { applianceWidthIn, effectiveShape, sections } from "../planner/geometry";
import { appliancesOnRun } from "../planner/plan-drawing";
import { formatShapeName } from "../projects/projects";
import type { ApplianceItem, PlannerData } from "../planner/schema";
import { BUDGET_RANGES } from "../planner/limits";
import { DRAIN_LABELS, SITE_FUEL_LABELS, TRENCH_SURFACE_LABELS } from "../utility-runs/site";

export const PLAN_CHANGE_AREAS = ["appliances", "dimensions", "materials", "structure", "utilities", "contract"] as const;
export type PlanChangeArea = (typeof PLAN_CHANGE_AREAS)[number];

export const PLAN_CHANGE_AREA_LABELS: Record<PlanChangeArea, string> = {
  appliances: "Appliances",
  dimensions: "Dimensions",
  materials: "Materials",
  structure: "Structure",
  utilities: "Utilities",
  contract: "Contract details",
};

export interface PlanChange {
  kind: "added" | "removed" | "changed";
  area: PlanChangeArea;
  /** 'Grill, 36"' or 'Counter height: was 36", now 38"'. */
  text: string;
}

function applianceName(a: ApplianceItem): string {
  return a.name ?? findCatalogueAppliance(a.id)?.name ?? a.id;
}

const yesNo = (v: boolean) => (v ? "yes" : "no");
const orNone = (v: string) => (v.trim() === "" ? "not given" : v);

/** Compares a labelled value; pushes a "changed" line when the two printed values differ. */
function compare(out: PlanChange[], area: PlanChangeArea, label: string, before: string, after: string): void {
  if (before !== after) out.push({ kind: "changed", area, text: `${label}: was ${before}, now ${after}` });
}

function appliancesChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  const was = new Map(before.appliances.map((a) => [a.id, a]));
  const now = new Map(after.appliances.map((a) => [a.id, a]));
  for (const a of after.appliances) {
    const old = was.get(a.id);
    if (!old) out.push({ kind: "added", area: "appliances", text: `${applianceName(a)}, ${formatInches(applianceWidthIn(a))}` });
    else compare(out, "appliances", `${applianceName(a)} width`, formatInches(applianceWidthIn(old)), formatInches(applianceWidthIn(a)));
  }
  for (const a of before.appliances) {
    if (!now.has(a.id)) out.push({ kind: "removed", area: "appliances", text: `${applianceName(a)}, ${formatInches(applianceWidthIn(a))}` });
  }
  const order = (p: PlannerData) => p.appliances.filter((a) => was.has(a.id) && now.has(a.id)).map(applianceName).join(", ");
  compare(out, "appliances", "Order along the run", order(before), order(after));
  // on the same L or U, which arm each appliance stands on (a new shape is said under dimensions)
  if (effectiveShape(before) === effectiveShape(after) && effectiveShape(after) !== "rectangular") {
    const arms = (p: PlannerData) =>
      appliancesOnRun(p)
        .filter((a) => was.has(a.id) && now.has(a.id))
        .map((a) => `${a.name} on ${a.section}`)
        .join(", ");
    compare(out, "appliances", "Arms", arms(before), arms(after));
  }
}

function dimensionChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  compare(out, "dimensions", "Shape", formatShapeName(effectiveShape(before)), formatShapeName(effectiveShape(after)));
  const text = (p: PlannerData) => sections(p).map((s) => `${s.label} ${formatInches(s.length)} x ${formatInches(s.width)}`).join("; ");
  compare(out, "dimensions", "Sections", text(before), text(after));
  compare(out, "dimensions", "Counter height", formatInches(before.dimensions.height), formatInches(after.dimensions.height));
  compare(out, "dimensions", "Appliance run", `along the ${before.appliancePlacement} edges`, `along the ${after.appliancePlacement} edges`);
  const seating = (p: PlannerData) => (p.constraints.seatingArea ? `${p.constraints.seatCount} seats` : "none");
  compare(out, "dimensions", "Seating", seating(before), seating(after));
  const heights = (p: PlannerData) => (p.constraints.varyingHeights ? `${p.constraints.heightCount} heights` : "one height");
  compare(out, "dimensions", "Counter levels", heights(before), heights(after));
}

function materialChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  const side = (p: PlannerData) => findSideMaterial(p.materials.sides)?.name ?? "to be agreed";
  const top = (p: PlannerData) => findCountertopMaterial(p.materials.countertop)?.name ?? "to be agreed";
  compare(out, "materials", "Cladding", side(before), side(after));
  compare(out, "materials", "Countertop", top(before), top(after));
}

function structureText(p: PlannerData): string {
  const s = p.pergola;
  const name = s.structureType === "pergola" ? "Pergola" : "Gazebo / pavilion";
  return `${name}, ${s.type}, ${formatInches(s.dimensions.length)} x ${formatInches(s.dimensions.width)}, ${formatInches(s.dimensions.height)} high`;
}

function structureChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  const b = before.pergola;
  const a = after.pergola;
  if (!b.enabled && a.enabled) out.push({ kind: "added", area: "structure", text: structureText(after) });
  else if (b.enabled && !a.enabled) out.push({ kind: "removed", area: "structure", text: structureText(before) });
  else if (b.enabled && a.enabled) {
    compare(out, "structure", "Covered structure", structureText(before), structureText(after));
    const options = (p: PlannerData) =>
      [
        p.pergola.embedded ? "embedded" : "free-standing",
        p.pergola.oneSided ? "one-sided" : null,
        p.pergola.hasLouvers ? "louvers" : null,
        p.pergola.hasHeaters ? "heaters" : null,
        p.pergola.hasFan ? "fan" : null,
        p.pergola.spotlights ? `spotlights on ${p.pergola.spotlights} posts` : null,
      ]
        .filter(Boolean)
        .join(", ");
    compare(out, "structure", "Structure options", options(before), options(after));
  }
}

function utilityChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  const b = before.utilities;
  const a = after.utilities;
  compare(out, "utilities", "Dedicated circuits", b.circuits, a.circuits);
  compare(out, "utilities", "Outlets outside", b.outletsOutside, a.outletsOutside);
  compare(out, "utilities", "Outlets inside", b.outletsInside, a.outletsInside);
  compare(out, "utilities", "Water", b.water === "hot-cold" ? "hot and cold" : "cold", a.water === "hot-cold" ? "hot and cold" : "cold");
  compare(out, "utilities", "Lighting", yesNo(before.lighting), yesNo(after.lighting));
  // the site answers: the runs from the house are priced by their lengths (docs/product/site-and-utility-runs.md)
  const site = (p: PlannerData) => p.site ?? {};
  const feet = (v: number | undefined) => (v === undefined ? "not given" : `${v} ft`);
  const label = <K extends string>(labels: Record<K, string>, v: K | undefined) => (v === undefined ? "not given" : labels[v]);
  const b2 = site(before);
  const a2 = site(after);
  compare(out, "utilities", "Fuel at the house", label(SITE_FUEL_LABELS, b2.fuel), label(SITE_FUEL_LABELS, a2.fuel));
  compare(out, "utilities", "Gas run", feet(b2.gasRunFt), feet(a2.gasRunFt));
  compare(out, "utilities", "Electrical run", feet(b2.electricalRunFt), feet(a2.electricalRunFt));
  compare(out, "utilities", "Water run", feet(b2.waterRunFt), feet(a2.waterRunFt));
  compare(out, "utilities", "Drain", label(DRAIN_LABELS, b2.drain), label(DRAIN_LABELS, a2.drain));
  compare(out, "utilities", "Trench surface", label(TRENCH_SURFACE_LABELS, b2.trenchSurface), label(TRENCH_SURFACE_LABELS, a2.trenchSurface));
  const amps = (v: number | undefined) => (v === undefined ? "not given" : `${v} A`);
  compare(out, "utilities", "Main panel", amps(b2.panelAmps), amps(a2.panelAmps));
}

function contractChanges(before: PlannerData, after: PlannerData, out: PlanChange[]): void {
  const b = before.contractInfo;
  const a = after.contractInfo;
  const date = (d: string) => (d ? formatLongDate(d) : "to be agreed");
  const range = (id: string) => BUDGET_RANGES.find((r) => r.id === id)?.label ?? "not given";
  compare(out, "contract", "Start date", date(b.startDate), date(a.startDate));
  compare(out, "contract", "Maximum duration", b.completionWeeks === null ? "to be agreed" : `${b.completionWeeks} weeks`, a.completionWeeks === null ? "to be agreed" : `${a.completionWeeks} weeks`);
  compare(out, "contract", "Budget range", range(b.budgetRange), range(a.budgetRange));
  compare(out, "contract", "Contractor", orNone(b.hasContractor === "yes" ? b.contractorName : ""), orNone(a.hasContractor === "yes" ? a.contractorName : ""));
  compare(out, "contract", "Contractor's address", orNone(b.contractorAddress), orNone(a.contractorAddress));
  compare(out, "contract", "Contractor's licence", orNone(b.contractorLicense), orNone(a.contractorLicense));
  compare(out, "contract", "Warranty", b.warrantyYears ? `${b.warrantyYears} years` : "not given", a.warrantyYears ? `${a.warrantyYears} years` : "not given");
  compare(out, "contract", "Completion incentive", formatUsd(b.incentiveAmount), formatUsd(a.incentiveAmount));
}

/** What changed from `before` to `after`, area by area in PLAN_CHANGE_AREAS order; empty when nothing did. */
export function planChanges(before: PlannerData, after: PlannerData): PlanChange[] {
  const out: PlanChange[] = [];
  appliancesChanges(before, after, out);
  dimensionChanges(before, after, out);
  materialChanges(before, after, out);
  structureChanges(before, after, out);
  utilityChanges(before, after, out);
  contractChanges(before, after, out);
  return out;
}

const KIND_WORDS: Record<PlanChange["kind"], string> = { added: "Added", removed: "Removed", changed: "Changed" };

/** "Appliances: added Grill, 36 in". */
export function planChangeLine(change: PlanChange): string {
  return `${PLAN_CHANGE_AREA_LABELS[change.area]}: ${KIND_WORDS[change.kind].toLowerCase()} ${change.text}`;
}
