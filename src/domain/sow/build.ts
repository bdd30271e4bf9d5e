// Builds the Statement of Work from the saved project, its server-computed budget, the owner's account and
// the paid order (docs/product/statement-of-work.md). Every figure is read from the domain: the budget, the geometry, the
// catalogue, the rates and the code figures. The renderers only lay this document out.
import type { BudgetResult } from "../budget/budget";
import { BREAKDOWN_LABELS } from "../budget/budget";
import { presentLineKeys } from "../budget/breakdown-keys";
import { findCatalogueAppliance, findCountertopMaterial, findSideMaterial } from "../planner/catalogue";
import { type ServiceTier, tierName } from "../commerce/tiers";
import { formatInches, formatLongDate, formatQuantity, formatUsd, plural } from "../common/format";
import {
  applianceWidthIn,
  countertopSqFt,
  currentLengthIn,
  effectiveShape,
  estimatedLengthIn,
  sections as islandSections,
  sideSqFt,
  structureFootprintSqFt,
} from "../planner/geometry";
import { BUDGET_RANGES } from "../planner/limits";
import { type PlanAppliance, planDrawing, structureAttachment } from "../planner/plan-drawing";
import type { PlannerData } from "../planner/schema";
import { appliancePrice } from "../planner/model";
import { formatShapeName } from "../projects/projects";
import { CONTRACTOR_MARKUP_PERCENT, RATES } from "../budget/rates";
import { hasSink, sinkType } from "../planner/selection";
import { describeNeeds } from "./appliance-needs";
import { CODE_EDITIONS, CONTRACT, ELECTRICAL, GAS, kneeSpace, LAYOUT, STRUCTURE_PERMIT_RULE } from "./code-figures";
import { CONTINUOUS_LIMIT_AMPS, electricalLoad } from "../utility-runs/electrical-load";
import { depositText, FINAL_PAYMENT_PERCENT, insuranceTable, paymentTable, stateTermsBlocks } from "./contract-terms";
import { stateTerms } from "./state-terms";
import { type BidRow, type BidSectionId, BID_SECTIONS, bidFormRows } from "./bid-form";
import { planChangeLine, planChanges } from "./changes";
import { budgetAboveRange, designChecks } from "./design-check";
import { drawingScale, scaleBar } from "./drawing-scale";
import {
  SOW_CHECK_STATUS_LABELS,
  SOW_PAGE,
  type SowBlock,
  type SowDocument,
  type SowKeyValues,
  type SowPerspective,
  type SowSection,
  type SowTable,
} from "./model";
import { sceneOf } from "../scene/build-scene";
import { perspectiveOf } from "../scene/projection";
import { bidReadiness, type Readiness } from "./readiness";
import {
  allowances,
  alternates,
  circuitsText,
  electricalWork,
  needsWater,
  needsWaterHeater,
  requiredCircuits,
  runLengthText,
  scopeItems,
  usesGas,
} from "./scope";
import { islandVentCount, ventPlacement } from "./design-check";
import { hasSiteAnswers, type UtilityRuns, utilityRuns } from "../utility-runs/runs";
import { GAS_TABLES, pipeSizeText } from "../utility-runs/gas-sizing";
import { DRAIN_LABELS, SITE_FUEL_LABELS, TRENCH_SURFACE_LABELS } from "../utility-runs/site";
import { siteSketch } from "../utility-runs/sketch";

export interface SowOwner {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  propertyAddress: string;
  propertyCity: string;
  propertyState: string;
  propertyZip: string;
}

export interface SowInput {
  project: { id: number; name: string; plan: PlannerData; budget: BudgetResult };
  owner: SowOwner;
  /** The paid order; null for an administrator's preview of an unpaid project. */
  order: { serviceTier: ServiceTier; rushFee: boolean } | null;
  version: {
    number: number;
    /** ISO day. */
    issuedOn: string;
    /** The version this one replaces, when there is one. */
    supersedes: { number: number; issuedOn: string } | null;
  };
  /** The plan of the version this one supersedes, when it was kept: the cover lists what changed since. */
  previousPlan?: PlannerData | null;
}

export const SOW_TITLE = "Statement of Work: Outdoor Kitchen";

export const SOW_DISCLAIMER =
  `Code references are to ${CODE_EDITIONS} as commonly adopted; jurisdictions amend them. Verify against the ` +
  "locally adopted code and each appliance's installation manual, which governs clearances and cut-outs. This " +
  "Statement of Work describes the scope to be bid and built; it is not a permit drawing.";

/** "SOW-000012-v2": the project number padded so documents sort, and the version. */
export function sowDocumentId(projectId: number, version: number): string {
  return `SOW-${String(projectId).padStart(6, "0")}-v${version}`;
}

const BLANK = "";

function p(text: string, style: "normal" | "lead" | "note" = "normal"): SowBlock {
  return { kind: "paragraph", text, style };
}
function sub(text: string): SowBlock {
  return { kind: "subheading", text };
}
function list(items: string[], ordered = false): SowBlock {
  return { kind: "list", ordered, items };
}
function keyValues(rows: Array<[string, string]>): SowKeyValues {
  return { kind: "keyValues", rows: rows.map(([label, value]) => ({ label, value })) };
}

function ownerName(owner: SowOwner): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

function propertyAddress(owner: SowOwner): string {
  const cityLine = [owner.propertyCity, [owner.propertyState, owner.propertyZip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [owner.propertyAddress, cityLine].filter(Boolean).join(", ");
}

function structureName(plan: PlannerData): string {
  return plan.pergola.structureType === "pergola" ? "Pergola" : "Gazebo / pavilion";
}

function startDate(plan: PlannerData): string {
  return plan.contractInfo.startDate ? formatLongDate(plan.contractInfo.startDate) : "To be agreed";
}

function weeks(plan: PlannerData): string {
  const w = plan.contractInfo.completionWeeks;
  return w === null ? "To be agreed" : `${w} weeks`;
}

function hasContractor(plan: PlannerData): boolean {
  return plan.contractInfo.hasContractor === "yes" && plan.contractInfo.contractorName.trim() !== "";
}

function sectionsText(plan: PlannerData): string {
  return islandSections(plan)
    .map((s) => `${s.label} ${formatInches(s.length)} x ${formatInches(s.width)}`)
    .join("; ");
}

// 1
function cover(input: SowInput, documentId: string, readiness: Readiness): SowBlock[] {
  const { project, owner, order, version } = input;
  const over = budgetAboveRange(project.plan, project.budget.total);
  const tier = order
    ? `${tierName(order.serviceTier)}${order.rushFee ? ", rush delivery (next business day)" : ""}`
    : "Not purchased (administrator preview)";
  const versionText = version.supersedes
    ? `Version ${version.number}; it supersedes version ${version.supersedes.number} of ${formatLongDate(version.supersedes.issuedOn)}`
    : `Version ${version.number} (first issue)`;
  return [
    keyValues([
      ["Project", `#${project.id} ${project.name}`],
      ["Owner", ownerName(owner)],
      ["Property address", propertyAddress(owner) || "Not given"],
      ["Date of issue", formatLongDate(version.issuedOn)],
      ["Service package", tier],
      ["Document", documentId],
      ["Version", versionText],
      ["Status", readiness.ready ? "Ready for bidding" : "Not ready for bidding"],
      ...(over
        ? ([["Budget", `The estimate of ${formatUsd(project.budget.total)} is above the owner's budget range (${over.range})`]] as Array<[string, string]>)
        : []),
    ]),
    ...(readiness.ready
      ? [
          p(
            "This Statement of Work fixes one baseline scope for the outdoor kitchen described below, so that every " +
              "contractor prices the same work the same way and the bids can be compared line by line on the bid form " +
              "(section 19). What is not included is said plainly in section 11.",
            "lead",
          ),
        ]
      : [
          p(
            "Not ready for bidding: the plan cannot be built as drawn. No bid form or signature lines are issued " +
              "until these are fixed (section 19 says how) and a new version is issued:",
            "lead",
          ),
          list(readiness.blocking.map((c) => `${c.rule}: ${SOW_CHECK_STATUS_LABELS[c.status]}. ${c.figures}.`)),
        ]),
    ...changesBlocks(input),
    p(SOW_DISCLAIMER, "note"),
  ];
}

/** "Changes since version N", when the plan of the superseded version is known. */
function changesBlocks(input: SowInput): SowBlock[] {
  const before = input.previousPlan;
  const superseded = input.version.supersedes;
  if (!before || !superseded) return [];
  const changes = planChanges(before, input.project.plan);
  return [
    sub(`Changes since version ${superseded.number}`),
    changes.length > 0
      ? list(changes.map(planChangeLine))
      : p("The plan is unchanged; this version may differ in prices, rates or wording only."),
  ];
}

// 2
function parties(input: SowInput): SowBlock[] {
  const { owner } = input;
  const c = input.project.plan.contractInfo;
  const terms = stateTerms(owner.propertyState);
  const blocks: SowBlock[] = [
    sub("Owner"),
    keyValues([
      ["Name", ownerName(owner)],
      ["Property address", propertyAddress(owner) || "Not given"],
      ["Phone", owner.phoneNumber || "Not given"],
      ["E-mail", owner.email],
    ]),
    sub("Contractor"),
  ];
  if (hasContractor(input.project.plan)) {
    blocks.push(
      keyValues([
        ["Name", c.contractorName],
        ["Address", c.contractorAddress || "Not given"],
        ["Licence number", c.contractorLicense || "Not given"],
        [
          "Warranty",
          c.warrantyYears
            ? `${c.warrantyYears} ${c.warrantyYears === "1" ? "year" : "years"} from final completion`
            : "To be stated by the contractor, from final completion",
        ],
      ]),
      insuranceTable(terms),
    );
  } else {
    blocks.push(
      p(
        c.needsContractorHelp === "yes"
          ? "To be selected. The owner asked for help finding a contractor; each bidder fills in the lines below."
          : "To be selected. Each bidder fills in the lines below.",
      ),
      {
        kind: "table",
        caption: "Contractor (bidder) details",
        columns: [
          { header: "Detail", align: "left", weight: 1 },
          { header: "To be filled in by the bidder", align: "left", weight: 2 },
        ],
        rows: [
          ["Company name"],
          ["Address"],
          ["Licence number"],
          ["Warranty (years from final completion)"],
          ["Contact and phone"],
        ].map(([label]) => ({ cells: [label ?? BLANK, BLANK] })),
        fillIn: true,
      },
      insuranceTable(terms),
    );
  }
  return blocks;
}

// 3
function summary(input: SowInput): SowBlock[] {
  const { plan, budget } = input.project;
  const shape = effectiveShape(plan);
  const u = plan.utilities;
  const circuits = requiredCircuits(plan);
  const utilities = [
    circuits > Number(u.circuits)
      ? `${circuitsText(u.circuits)} chosen; the island's load needs ${circuits}, the ${plural(circuits - Number(u.circuits), "additional circuit")} a priced alternate`
      : circuitsText(u.circuits),
    `${plural(Number(u.outletsOutside), "outlet")} outside, ${u.outletsInside} inside`,
    hasSink(plan.appliances) ? (u.water === "hot-cold" ? "hot and cold water" : "cold water") : "no water",
    usesGas(plan) ? "gas" : "no gas",
  ].join("; ");
  const structure = plan.pergola.enabled
    ? `${structureName(plan)}, ${plan.pergola.type}, ${formatInches(plan.pergola.dimensions.length)} x ${formatInches(plan.pergola.dimensions.width)}`
    : "None";
  const range = BUDGET_RANGES.find((r) => r.id === plan.contractInfo.budgetRange)?.label;
  const over = budgetAboveRange(plan, budget.total);
  return [
    keyValues([
      ["Shape", formatShapeName(shape)],
      ["Sections", sectionsText(plan)],
      ["Counter height", formatInches(plan.dimensions.height)],
      ["Counter run", `${formatInches(currentLengthIn(plan))} (the appliances need ${formatInches(estimatedLengthIn(plan.appliances))})`],
      ["Countertop area", `${formatQuantity(countertopSqFt(plan))} sq ft`],
      ["Cladding area", `${formatQuantity(sideSqFt(plan))} sq ft`],
      ["Appliances", String(plan.appliances.length)],
      ["Covered structure", structure],
      ["Utilities", utilities],
      ["Estimated total", `${formatUsd(budget.total)} (including the ${CONTRACTOR_MARKUP_PERCENT}% contractor markup)`],
      ...(range ? ([["Owner's budget range", range]] as Array<[string, string]>) : []),
      ...(over
        ? ([["Estimate against the budget", `Above the owner's budget range by ${formatUsd(over.overUsd)}`]] as Array<[string, string]>)
        : []),
      ["Start date", startDate(plan)],
      ["Maximum duration", weeks(plan)],
    ]),
  ];
}

/** Where an appliance sits, as its position dimension on the drawing reads. */
function positionText(a: PlanAppliance, legs: number): string {
  const edge = legs > 1 ? `the start of ${a.section}'s edge of the run` : "the start of the run";
  return `its first side ${formatInches(a.legX)} from ${edge}`;
}

// 4
function drawingSection(input: SowInput): SowBlock[] {
  const drawing = planDrawing(input.project.plan);
  const scale = drawingScale(drawing);
  const legend = drawing.appliances.map((a) => ({
    mark: String(a.number),
    text: `${a.name}, ${formatInches(a.widthIn)} wide, drawn ${formatInches(a.depthIn)} deep; ${a.fits ? positionText(a, drawing.run.legs.length) : "does not fit the run as drawn"}`,
  }));
  legend.push({
    mark: "Run",
    text: "The counter run the appliances follow, with its end buffers and gaps; the cook works at this edge",
  });
  if (drawing.positions.length > 0) {
    legend.push({ mark: "1: 14\"", text: "Position dimension: from the start of the section's edge of the run to the appliance's first side" });
  }
  if (drawing.pergola) {
    legend.push({
      mark: "Dashed",
      text: drawing.pergola.wall
        ? `${drawing.pergola.label} footprint, attached to the house wall (solid line) on a ledger board, posts on the free side`
        : `${drawing.pergola.label} footprint and posts`,
    });
  }
  return [
    {
      kind: "drawing",
      drawing,
      scale,
      scaleBar: scaleBar(scale),
      legend,
      caption: `${drawing.summary} Top view, dimensions in inches; printed at the stated scale on US Letter paper.`,
    },
    p("Measure from the printed drawing only with the scale bar; the dimensions written on it govern.", "note"),
    sowPerspective(input.project.plan),
  ];
}

/** The perspective view's frame on the page, in points: the text width, about half the text height. */
export const PERSPECTIVE_FRAME = { width: (SOW_PAGE.widthIn - 2 * SOW_PAGE.marginIn) * 72, height: 300, margin: 4, badgeRadius: 5.5 } as const;

/** The island in perspective, numbered as the plan drawing (docs/product/three-d-scene.md). */
export function sowPerspective(plan: PlannerData): SowPerspective {
  const scene = sceneOf(plan);
  const view = perspectiveOf(scene, PERSPECTIVE_FRAME);
  const roof = scene.structure && scene.structure.roof.length > 0 ? "; the roof is drawn in outline so the island shows" : "";
  const misfits = scene.appliances.some((a) => !a.fits) ? "; red numbers stand past the end of the run, which is too short for them" : "";
  return {
    kind: "perspective",
    view,
    summary: scene.summary,
    caption: `Perspective view from the ${view.corner} corner of the plan drawing, not to scale; the numbers are those of the plan drawing${misfits}${roof}.`,
  };
}

// 5
function scopeSection(plan: PlannerData): SowBlock[] {
  return [
    p("Each numbered item is priced on its own row of the bid form (section 19)."),
    {
      kind: "table",
      caption: "Scope of work by trade",
      columns: [
        { header: "Item", align: "left", weight: 0.6 },
        { header: "Trade", align: "left", weight: 1.6 },
        { header: "Work included", align: "left", weight: 5 },
      ],
      rows: scopeItems(plan).map((s) => ({ cells: [s.code, s.trade, s.work] })),
      fillIn: false,
    },
  ];
}

// 6
function applianceSchedule(plan: PlannerData): SowBlock[] {
  const drawing = planDrawing(plan);
  const table: SowTable = {
    kind: "table",
    caption: "Appliance schedule",
    columns: [
      { header: "No.", align: "left", weight: 0.5 },
      { header: "Appliance", align: "left", weight: 2 },
      { header: "Width", align: "right", weight: 0.9 },
      { header: "Position", align: "left", weight: 1.2 },
      { header: "Cut-out width", align: "left", weight: 1.6 },
      { header: "Budget price", align: "right", weight: 1.1 },
      { header: "Needs", align: "left", weight: 2.2 },
    ],
    rows: plan.appliances.map((item, i) => {
      const width = applianceWidthIn(item);
      const name = item.name ?? findCatalogueAppliance(item.id)?.name ?? item.id;
      const sink = item.id === "sink" ? sinkType(plan.appliances) : null;
      const placed = drawing.appliances[i];
      const position = !placed
        ? "-"
        : !placed.fits
          ? "Does not fit"
          : `${drawing.run.legs.length > 1 ? `${placed.section} ` : ""}${formatInches(placed.legX)} from start`;
      return {
        cells: [
          String(placed?.number ?? i + 1),
          sink ? `${name} (${sink})` : name,
          formatInches(width),
          position,
          `Nominal ${formatInches(width)}; from the model's guide`,
          formatUsd(appliancePrice(item)),
          describeNeeds(item.id),
        ],
      };
    }),
    fillIn: false,
  };
  return [
    table,
    p(
      "Order the appliances before any cut-out is made: cut-outs follow each delivered model's installation guide, " +
        "not the nominal widths above.",
      "note",
    ),
  ];
}

// 7
function finishes(plan: PlannerData): SowBlock[] {
  const side = findSideMaterial(plan.materials.sides);
  const top = findCountertopMaterial(plan.materials.countertop);
  const sideArea = sideSqFt(plan);
  const topArea = countertopSqFt(plan);
  return [
    {
      kind: "table",
      caption: "Finishes with quantities and the rates of the budget",
      columns: [
        { header: "Finish", align: "left", weight: 1.3 },
        { header: "Material", align: "left", weight: 1.5 },
        { header: "Quantity", align: "right", weight: 1.1 },
        { header: "Material rate", align: "right", weight: 1.3 },
        { header: "Install rate", align: "right", weight: 1.3 },
      ],
      rows: [
        {
          cells: [
            "Side cladding",
            side?.name ?? "To be agreed",
            `${formatQuantity(sideArea)} sq ft`,
            side ? `${formatUsd(side.ratePerSqFt)}/sq ft` : "-",
            `${formatUsd(RATES.labor.veneerPerSqFt)}/sq ft`,
          ],
        },
        {
          cells: [
            "Countertop",
            top?.name ?? "To be agreed",
            `${formatQuantity(topArea)} sq ft`,
            top ? `${formatUsd(top.ratePerSqFt)}/sq ft` : "-",
            `${formatUsd(RATES.labor.countertopFabPerSqFt)}/sq ft`,
          ],
        },
      ],
      fillIn: false,
    },
    p("Include marine-grade trim, and stainless steel framing for refrigerator cavities.", "note"),
    sub("Counter and seating as chosen"),
    keyValues(counterChoices(plan)),
  ];
}

/** The owner's choices about the counter that no table above carries: heights, seating, lighting, placement. */
function counterChoices(plan: PlannerData): Array<[string, string]> {
  const c = plan.constraints;
  const h = plan.dimensions.height;
  const levels = Number(c.heightCount);
  const heights = c.varyingHeights
    ? `Varying heights: ${plural(levels, "level")}, the main counter at ${formatInches(h)}; the height of the other ${levels === 2 ? "level" : "levels"} (for example a raised bar at ${LAYOUT.kneeSpaceHeightsIn.at42}") and the sections ${levels === 2 ? "it covers" : "they cover"} are fixed with the owner before framing`
    : `One height throughout: ${formatInches(h)}`;
  const knee = kneeSpace(h).depthIn;
  const seating = c.seatingArea
    ? `${plural(c.seatCount, "seat")} at the counter: ${formatInches(c.seatCount * LAYOUT.seatWidthIn)} of free counter (${LAYOUT.seatWidthIn}" per seat) with a knee-space overhang of at least ${knee}" (see the design check)`
    : "No seating area";
  const placement =
    effectiveShape(plan) === "rectangular"
      ? "Along the counter's front edge"
      : plan.appliancePlacement === "inside"
        ? "On the inner edges of the island (the cook works inside it)"
        : "On the outer edges of the island (the cook works outside it)";
  return [
    ["Counter height", heights],
    ["Seating", seating],
    ["Appliance placement", placement],
    ["Island lighting", plan.lighting ? "LED lighting, low-voltage (utilities, section 8)" : "None"],
  ];
}

// 8
/** The gas run with site answers: fuel, length, appliances, load, the pipe size and what the run needs. */
function gasRunItems(plan: PlannerData, runs: UtilityRuns): string[] {
  const g = runs.gas;
  if (!g) return [];
  const table = GAS_TABLES[g.fuel];
  const from = g.fuel === "propane" ? "the propane tank's second-stage regulator" : "the gas meter's outlet";
  const fuel = g.fuelAssumed
    ? "Fuel: not given; the run is sized for natural gas, which needs the larger pipe, and the bidder fixes the fuel with the owner."
    : `Fuel: ${SITE_FUEL_LABELS[g.fuel].toLowerCase()}.`;
  const length = g.assumed
    ? `Length from ${from} to the island's shut-off: not known: ${g.lengthFt} ft assumed, measured on site.`
    : `Length from ${from} to the island's shut-off: ${formatQuantity(g.lengthFt)} ft.`;
  const onRun = `On the run: ${g.appliances.map((a) => `${a.name}, ${formatQuantity(a.btuPerHour)} BTU/h`).join("; ")}.`;
  const supplier = g.fuel === "propane" ? "the propane supplier whether the tank and regulator carry it" : "the utility whether the meter carries it";
  const load = `Load: ${formatQuantity(g.load.btuPerHour)} BTU/h, ${formatQuantity(g.load.cfh)} cubic feet per hour (CFH), so the owner can ask ${supplier}.`;
  const unit = table.unit === "CFH" ? "CFH" : "thousand BTU/h";
  let size: string;
  if (g.sizing.status === "sized") {
    const smaller = g.sizing.smallerCapacity
      ? `; ${pipeSizeText(g.sizing.smallerCapacity.size)} carries only ${formatQuantity(g.sizing.smallerCapacity.capacity)} ${unit}`
      : "";
    size =
      `Pipe size: ${pipeSizeText(g.sizing.size)}, by the longest-length method (${GAS.sizingSection}): on the ${g.sizing.tableLengthFt} ft row of ${table.source}, ` +
      `${pipeSizeText(g.sizing.size)} carries ${formatQuantity(g.sizing.capacity)} ${unit}${smaller}. The table is for ${table.conditions}.`;
  } else {
    const why = g.sizing.reason === "too-long" ? "the run is longer than the table's longest row" : "the load is more than the largest pipe in the table carries";
    size = `Pipe size: needs attention: a fitter sizes this run (${why}; ${table.source}).`;
  }
  return [
    fuel,
    length,
    onRun,
    load,
    size,
    `Buried metallic pipe at least ${GAS.burialDepthIn} in deep, ${GAS.singleGrillLineDepthIn} in for an individual line to an outdoor grill (${GAS.burialSection}).`,
    `Plastic pipe only underground, with a tracer wire of at least ${GAS.tracerWireMinAwg} AWG along it (${GAS.plasticPipeSection}).`,
    `An accessible shut-off valve within ${GAS.shutoffWithinFt} ft of each appliance (${GAS.shutoffSection}).`,
    `A pressure test at ${GAS.testPressureFactor} times the working pressure, never under ${GAS.testMinimumPsig} psig (${GAS.testPressureSection}), held at least ${GAS.testDurationMinutes} minutes (${GAS.testDurationSection}).`,
    `An outdoor grill's connector at most ${GAS.outdoorConnectorMaxFt} ft long and listed for outdoor use (${GAS.connectorSection}).`,
    ventText(plan),
    "The work is done by a licensed fitter.",
  ];
}

function ventText(plan: PlannerData): string {
  const placement = ventPlacement(plan);
  const where =
    placement === "high" ? "high (natural gas is lighter than air)" : placement === "low" ? "low (propane is heavier than air)" : "low for propane (heavier than air) and high for natural gas, both while the fuel is not fixed";
  return `Island ventilation: at least ${islandVentCount(plan)} vent panels of ${GAS.vents.minAreaSqIn} sq in or more, one every ${GAS.vents.perRunFt} ft of run, placed ${where}.`;
}

function electricalLoadTable(plan: PlannerData): SowTable {
  const load = electricalLoad(plan);
  return {
    kind: "table",
    caption: "The island's electrical load (typical nameplate figures)",
    columns: [
      { header: "Load", align: "left", weight: 3.4 },
      { header: "Watts", align: "right", weight: 1 },
      { header: "Volts", align: "right", weight: 1 },
      { header: "Amps", align: "right", weight: 1 },
      { header: "Own circuit", align: "left", weight: 1.2 },
    ],
    rows: load.loads.map((l) => ({
      cells: [
        l.name,
        formatQuantity(l.watts),
        String(l.volts),
        formatQuantity(l.amps),
        l.ownCircuit || l.volts === 240 ? "Yes" : "Shared",
      ],
    })),
    fillIn: false,
  };
}

function utilitiesWithSite(plan: PlannerData): SowBlock[] {
  const runs = utilityRuns(plan);
  const load = electricalLoad(plan);
  const sketch = siteSketch(plan);
  const codes = allowances(plan).map((a) => a.code);
  // the sketch first, so the section's heading keeps with it on one page
  const blocks: SowBlock[] = [
    { kind: "siteSketch", sketch, caption: `${sketch.summary} The lengths are written on the runs; measure them on site.` },
    p(
      `The runs from the house to the island as the owner gave them; a length not known is assumed and measured on site. The bid form fixes these lengths as allowances ${codes.join(", ")}, each with a price per foot more or less.`,
    ),
  ];
  if (runs.gas) blocks.push(sub("Gas run"), list(gasRunItems(plan, runs)));
  const e = runs.electrical;
  const depth = ELECTRICAL.burialDepthIn;
  const circuits =
    load.circuitsNeeded > load.circuitsChosen
      ? `Circuits: the load needs ${load.circuitsNeeded} at no more than ${CONTINUOUS_LIMIT_AMPS} A of continuous load on a ${ELECTRICAL.circuitAmps} A circuit (80%, ${ELECTRICAL.continuousLoadSections}); the plan chose ${load.circuitsChosen}, so the bid form prices ${plural(load.circuitsNeeded - load.circuitsChosen, "additional 20 A circuit")} as an alternate.`
      : `Circuits: the load needs ${load.circuitsNeeded} at no more than ${CONTINUOUS_LIMIT_AMPS} A of continuous load on a ${ELECTRICAL.circuitAmps} A circuit (80%, ${ELECTRICAL.continuousLoadSections}); the plan chose ${load.circuitsChosen}.`;
  blocks.push(
    sub("Electrical"),
    electricalLoadTable(plan),
    list([
      `Power run from the house panel to the island's junction box: ${runLengthText(e)}.`,
      circuits,
      ...(load.subPanelReasons.length > 0
        ? [`A sub-panel at the island is priced as an alternate: ${load.subPanelReasons.join("; ")}.`]
        : []),
      // the circuits are said just above: the rest of the electrical work follows
      ...electricalWork(plan).slice(1),
      `GFCI protection for every outdoor receptacle and outlet (${ELECTRICAL.gfciSections}).`,
      `Weather-resistant (WR) receptacles with extra-duty in-use covers in wet locations (${ELECTRICAL.wrSection}).`,
      `Underground wiring at least ${depth.gfciBranchCircuit} in deep for a GFCI-protected ${ELECTRICAL.circuitVolts} V branch circuit of ${ELECTRICAL.circuitAmps} A or less, ${depth.pvcConduit} in in PVC conduit, ${depth.directBurialCable} in for direct-burial cable (${ELECTRICAL.burialTable}).`,
      ...(plan.lighting
        ? [`LED lighting in recessed conduit, low-voltage (${ELECTRICAL.lowVoltageMaxVolts} V or less) on a transformer plugged into a GFCI receptacle.`]
        : []),
    ]),
  );
  if (runs.water) {
    const w = runs.water;
    const hot = needsWaterHeater(plan);
    blocks.push(
      sub("Water and drain"),
      list([
        `Water supply from the nearest supply at the house to the sink: ${runLengthText(w)}.`,
        w.drain
          ? `Drain: ${DRAIN_LABELS[w.drain].charAt(0).toLowerCase()}${DRAIN_LABELS[w.drain].slice(1)}${w.drain === "none" ? "; the design check asks for a trapped drain (section 13)" : ", with a trap"}.`
          : "Drain: not given; a drain with a trap to the sewer or septic system, or a dry well for rinse water where the jurisdiction allows it.",
        hot
          ? "Hot and cold water: the hot supply comes from a tankless point-of-use heater, powered as the Electrical list says."
          : "Cold water only.",
        "A shut-off and a drain inside the house to winterise the line.",
      ]),
    );
  } else if (needsWater(plan)) {
    blocks.push(sub("Water"), list(["Cold water to the ice maker, with a trapped drain, priced by the bidder.", "A shut-off and a drain inside the house to winterise the line."]));
  }
  const t = runs.trench;
  blocks.push(
    sub("Shared trench"),
    list([
      `One trench carries the runs, as long as the longest of them: ${runLengthText(t)}, with the separation between the runs the local code asks for.`,
      `Surface: ${t.surfaceAssumed ? "not given; priced as lawn or soil" : TRENCH_SURFACE_LABELS[t.surface].toLowerCase()}${
        t.surface === "pavers"
          ? ": the pavers are lifted and relaid over a compacted base"
          : t.surface === "concrete"
            ? ": the concrete is saw-cut and patched, a unit price per foot on the bid form that the budget does not price"
            : ""
      }.`,
      `The runs are priced in the budget's "${BREAKDOWN_LABELS.utilityRuns}" line (section 10).`,
    ]),
  );
  return blocks;
}

function utilitiesSection(plan: PlannerData): SowBlock[] {
  return hasSiteAnswers(plan) ? utilitiesWithSite(plan) : utilitiesWithoutSite(plan);
}

function utilitiesWithoutSite(plan: PlannerData): SowBlock[] {
  const depth = ELECTRICAL.burialDepthIn;
  const blocks: SowBlock[] = [
    sub("Electrical"),
    list([
      ...electricalWork(plan),
      `GFCI protection for every outdoor receptacle and outlet (${ELECTRICAL.gfciSections}).`,
      `Weather-resistant (WR) receptacles with extra-duty in-use covers in wet locations (${ELECTRICAL.wrSection}).`,
      `Underground wiring at least ${depth.gfciBranchCircuit} in deep for a GFCI-protected ${ELECTRICAL.circuitVolts} V branch circuit of ${ELECTRICAL.circuitAmps} A or less, ${depth.pvcConduit} in in PVC conduit, ${depth.directBurialCable} in for direct-burial cable (${ELECTRICAL.burialTable}).`,
      ...(plan.lighting
        ? [
            `LED lighting in recessed conduit, low-voltage (${ELECTRICAL.lowVoltageMaxVolts} V or less) on a transformer plugged into a GFCI receptacle.`,
          ]
        : []),
    ]),
  ];
  if (needsWater(plan)) {
    const hot = needsWaterHeater(plan);
    blocks.push(
      sub("Water"),
      list([
        hot
          ? "Hot and cold water: the hot supply comes from a tankless point-of-use heater, powered as the Electrical list says."
          : "Cold water only.",
        "A drain with a trap to the sewer or septic system, or a dry well for rinse water where the jurisdiction allows it.",
        "A shut-off and a drain inside the house to winterise the line.",
      ]),
    );
  }
  if (usesGas(plan)) {
    blocks.push(
      sub("Gas"),
      list([
        "The fuel (natural gas or propane) is fixed per appliance by the bidder with the owner; the work is done by a licensed fitter.",
        `An accessible shut-off valve within ${GAS.shutoffWithinFt} ft of each appliance (${GAS.shutoffSection}).`,
        `A pressure test of at least ${GAS.testPressureFactor} times the working pressure and never under ${GAS.testMinimumPsig} psig, held ${GAS.testDurationMinutes} minutes (${GAS.testSection}).`,
        `Buried lines at least ${GAS.burialDepthIn} in deep (${GAS.singleGrillLineDepthIn} in for a single line to an outdoor grill where approved).`,
        `Island ventilation: at least ${islandVentCount(plan)} openings of ${GAS.vents.minAreaSqIn} sq in or more, low for propane (heavier than air), high for natural gas, both when the fuel is not yet known.`,
        "The gas line from the meter is not in the budget: it is allowance A1 on the bid form, priced per foot by each bidder.",
      ]),
    );
  }
  return blocks;
}

// 9
function structureSection(plan: PlannerData): SowBlock[] {
  const s = plan.pergola;
  if (!s.enabled) return [p("No covered structure is part of this project.")];
  const options = [
    structureAttachment(plan).text,
    s.structureType === "pergola" && s.hasLouvers ? "adjustable louvers" : null,
    s.structureType === "gazebo-pavilion" && s.hasHeaters ? "heaters" : null,
    s.structureType === "gazebo-pavilion" && s.hasFan ? "fan" : null,
    s.spotlights ? `LED spotlights on ${s.spotlights} posts` : null,
  ].filter((o): o is string => o !== null);
  return [
    keyValues([
      ["Type", structureName(plan)],
      ["Construction", s.type === "custom" ? "Custom built" : "Prefabricated"],
      ["Footprint", `${formatInches(s.dimensions.length)} x ${formatInches(s.dimensions.width)} (${formatQuantity(structureFootprintSqFt(plan))} sq ft)`],
      ["Height", formatInches(s.dimensions.height)],
      ["Options", options.join("; ")],
    ]),
    p(
      `A structure permit is required where the local limits say so (${STRUCTURE_PERMIT_RULE}); see the design check for this structure's clearances.`,
    ),
  ];
}

// 10
function budgetSection(budget: BudgetResult, plan: PlannerData): SowBlock[] {
  const table: SowTable = {
    kind: "table",
    caption: "Budget",
    columns: [
      { header: "Line", align: "left", weight: 1.6 },
      { header: "How it was worked out", align: "left", weight: 4 },
      { header: "Amount", align: "right", weight: 1.1 },
    ],
    rows: [
      ...presentLineKeys(budget.breakdown)
        .filter((key) => key !== "contractorMarkup")
        .map((key) => ({
          cells: [BREAKDOWN_LABELS[key], budget.explanations[key] ?? "", formatUsd(budget.breakdown[key] ?? 0)],
        })),
      { cells: ["Subtotal", "Sum of the lines above", formatUsd(budget.subtotal)], emphasis: true },
      {
        cells: [BREAKDOWN_LABELS.contractorMarkup, budget.explanations.contractorMarkup, formatUsd(budget.breakdown.contractorMarkup)],
      },
      { cells: ["Total", `Subtotal plus the ${CONTRACTOR_MARKUP_PERCENT}% contractor markup`, formatUsd(budget.total)], emphasis: true },
    ],
    fillIn: false,
  };
  const incentive = budget.incentiveAmount;
  return [
    table,
    incentive > 0
      ? p(
          `Completion incentive: ${formatUsd(incentive)}, paid by the owner on top of the contract price when the work is complete, with the final inspection passed, within ${weeks(plan).toLowerCase()} of the start date. It is not part of the total.`,
        )
      : p("No completion incentive is offered."),
  ];
}

// 11
function inclusions(plan: PlannerData, total: number): SowBlock[] {
  const allowed = allowances(plan);
  const alternative = alternates(plan, total);
  return [
    sub("The total includes"),
    list([
      "Every item of the scope of work (section 5) with its labour and materials.",
      "The appliances of the schedule at the prices shown, and their installation.",
      "The permits of section 12 and the inspections they require.",
      `The contractor's ${CONTRACTOR_MARKUP_PERCENT}% markup for overhead and profit.`,
    ]),
    sub("Allowances, priced by each bidder on the bid form"),
    list(allowed.map((a) => `${a.code}: ${a.item} (${a.basis.toLowerCase()}).`)),
    sub("Alternates"),
    ...(alternative.length > 0
      ? [
          p("The design check (section 13) asks for these changes; each bidder prices each one as an add or a deduct:"),
          list(alternative.map((a) => a.text)),
        ]
      : []),
    p("A bidder may offer alternates (another material, another appliance model) as separate lines of the bid form, each with its price difference."),
    sub("Excluded"),
    list([
      ...(hasSiteAnswers(plan)
        ? ["Run lengths beyond the quantities the bid form fixes (priced at its unit prices)."]
        : [...(usesGas(plan) ? ["The gas line from the meter (allowance A1)."] : []), `Trenching beyond ${CONTRACT.trenchingIncludedFt} ft.`]),
      "Landscaping and hardscape around the island.",
      "Repairs of hidden conditions found during the work (priced as a change order).",
      "HOA approval, where the property has an association.",
    ]),
    sub("Assumptions"),
    list([
      "The site is level, accessible for equipment and free of buried obstructions.",
      "Power and water are available at the house within reach of the island; the panel has room for the new circuits.",
      ...(plan.appliances.some((a) => a.id === "ice-maker") && !hasSink(plan.appliances)
        ? ["The budget prices water only with a sink: the ice maker's water line and drain are priced by the bidder."]
        : []),
      "No owner-supplied items unless listed here.",
    ]),
  ];
}

// 12
function permits(plan: PlannerData): SowBlock[] {
  const needed = [
    "Building",
    "Electrical",
    ...(needsWater(plan) ? ["Plumbing"] : []),
    ...(usesGas(plan) ? ["Gas"] : []),
    ...(plan.pergola.enabled ? ["Structure"] : []),
  ];
  const rough = ["electrical", ...(needsWater(plan) ? ["plumbing"] : []), ...(usesGas(plan) ? ["the gas pressure test"] : [])];
  const cited = [
    `Outdoor receptacle outlets (${ELECTRICAL.outdoorReceptacleSection}), GFCI protected (${ELECTRICAL.gfciSections}).`,
    ...(usesGas(plan)
      ? [
          `Gas piping pressure tested (${GAS.testPressureSection}) and held at least ${GAS.testDurationMinutes} minutes (${GAS.testDurationSection}); a shut-off within ${GAS.shutoffWithinFt} ft of each appliance (${GAS.shutoffSection}).`,
          `Natural gas piping sized and installed to ${GAS.naturalGasStandard}; propane cylinders and tanks stored and located to ${GAS.propaneStandard}.`,
        ]
      : []),
    ...(plan.pergola.enabled ? [`Structure permit: ${STRUCTURE_PERMIT_RULE}.`] : []),
    ...(structureAttachment(plan).attached
      ? [
          `The ${structureName(plan).toLowerCase()} is ${structureAttachment(plan).text}: attached to the house, it needs a building permit whatever its area, with the ledger's fastening to the house framing and its flashing inspected.`,
        ]
      : []),
  ];
  return [
    p(`Permits: ${needed.join(", ")}. The contractor pulls them and pays their fees from the permits line of the budget.`),
    list([
      `Rough-in inspection before anything is covered: ${rough.join(", ")}.`,
      "Final inspection of the finished work.",
      "The final payment waits until every inspection has passed.",
    ]),
    sub("What the inspections check"),
    list(cited),
  ];
}

// 13
function designCheckSection(plan: PlannerData, total: number): SowBlock[] {
  const items = designChecks(plan, total);
  const attention = items.filter((i) => i.status === "attention").length;
  return [
    p(
      attention === 0
        ? "No rule needs attention. Each rule below lists the figures it compared."
        : `${attention} of ${items.length} rules need attention before building; each says what to do.`,
      "lead",
    ),
    { kind: "checks", items },
  ];
}

// 14
function schedule(plan: PlannerData): SowBlock[] {
  return [
    keyValues([
      ["Start date", startDate(plan)],
      ["Maximum completion", weeks(plan)],
    ]),
    list(
      [
        "Foundation",
        "Frame",
        "Rough-in and inspection",
        "Cladding and countertop",
        "Appliances",
        "Final inspection",
        "Punch list and final completion (the warranty starts here)",
      ],
      true,
    ),
    p("Days lost to weather that stops outdoor work extend the completion date day for day, when recorded in writing at the time."),
  ];
}

// 15
function payments(input: SowInput): SowBlock[] {
  const { budget } = input.project;
  const state = input.owner.propertyState;
  const terms = stateTerms(state);
  return [
    list([
      `Deposit: ${depositText(terms, state, budget.total)}`,
      "Progress payments tied to the milestones of section 14, each for work done and never ahead of it.",
      `Final payment of ${FINAL_PAYMENT_PERCENT}% after the punch list is complete and every inspection has passed.`,
      "A lien waiver with each payment, from the contractor and from any subcontractor or supplier paid.",
    ]),
    paymentTable(budget.total, terms),
    p("The amounts are those of this estimate; the signed contract price replaces it and each amount keeps its share.", "note"),
    ...stateTermsBlocks(terms, state),
  ];
}

// 16
function changeOrders(): SowBlock[] {
  return [
    p("Any change to this scope is made by a written change order, priced and signed by the owner and the contractor before the work it changes. No verbal changes."),
    p("Each change order states its effect on the price, the payment schedule of section 15 and the completion date."),
  ];
}

// 17
function siteAndWarranty(plan: PlannerData): SowBlock[] {
  const c = plan.contractInfo;
  const years =
    hasContractor(plan) && c.warrantyYears
      ? `${c.warrantyYears} ${c.warrantyYears === "1" ? "year" : "years"}`
      : "the number of years stated on the bid form";
  return [
    list([
      "Protect the house, paving and planting next to the work; keep the site safe and tidy each day.",
      "Remove debris and packaging, and leave the area broom clean at the end.",
      `The contractor warrants the work for ${years} from final completion (section 18), not from the contract date.`,
      "Manufacturers' warranties are passed to the owner; manuals and warranty cards are handed over.",
    ]),
  ];
}

// 18
function acceptance(): SowBlock[] {
  return [
    list(
      [
        "Substantial completion: the kitchen can be used as intended.",
        "A punch list walked by the owner and the contractor together.",
        "Final completion when the list is done, the permits are closed and the documents are handed over; the final payment falls due and the warranty starts on that date.",
      ],
      true,
    ),
  ];
}

// 19
const BID_COLUMNS: Record<BidSectionId, { header: string; align: "left" | "right" | "center"; weight: number }[]> = {
  base: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Item", align: "left", weight: 2.6 },
    { header: "Quantity", align: "right", weight: 1.1 },
    { header: "Included / allowance / excluded", align: "left", weight: 1.6 },
    { header: "Price", align: "right", weight: 1.1 },
  ],
  appliances: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Appliance", align: "left", weight: 2 },
    { header: "Supplied by (owner / contractor)", align: "left", weight: 1.4 },
    { header: "Model, or \"or equal\"", align: "left", weight: 1.9 },
    { header: "Price", align: "right", weight: 1.1 },
  ],
  allowances: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Allowance", align: "left", weight: 2.8 },
    { header: "Quantity", align: "right", weight: 1.1 },
    { header: "Unit price", align: "right", weight: 1.1 },
    { header: "Amount", align: "right", weight: 1.1 },
  ],
  markups: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Item", align: "left", weight: 3.5 },
    { header: "Rate", align: "right", weight: 1 },
    { header: "Amount", align: "right", weight: 1.1 },
  ],
  total: [],
  "unit-prices": [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Work", align: "left", weight: 4 },
    { header: "Unit", align: "left", weight: 0.8 },
    { header: "Unit price", align: "right", weight: 1.1 },
  ],
  alternates: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Alternate", align: "left", weight: 3.6 },
    { header: "Add or deduct", align: "left", weight: 1 },
    { header: "Amount", align: "right", weight: 1.1 },
  ],
  bidder: [
    { header: "Row", align: "left", weight: 1.5 },
    { header: "Detail", align: "left", weight: 2.5 },
    { header: "Bidder to fill in", align: "left", weight: 3 },
  ],
};

function quantityText(r: BidRow): string {
  if (r.quantity === null || r.unit === null) return BLANK;
  return r.unit === "lump sum" ? "Lump sum" : `${formatQuantity(r.quantity)} ${r.unit}`;
}

function bidCells(r: BidRow): string[] {
  switch (r.section) {
    case "base":
      return [r.id, r.label, quantityText(r), BLANK, BLANK];
    case "appliances":
      return [r.id, r.label, BLANK, r.value ?? BLANK, BLANK];
    case "allowances":
      return [r.id, r.label, quantityText(r), BLANK, BLANK];
    case "markups":
    case "total":
      return [r.id, r.value ? `${r.label} (${r.value})` : r.label, BLANK, BLANK];
    case "unit-prices":
      return [r.id, r.label, r.unit ?? BLANK, BLANK];
    case "alternates":
      return [r.id, r.label, BLANK, BLANK];
    case "bidder":
      return [r.id, r.label, r.value ?? BLANK];
  }
}

function bidForm(plan: PlannerData, documentId: string, readiness: Readiness): SowBlock[] {
  if (!readiness.ready) {
    return [
      p("Not ready for bidding. The bid form is issued with the version that fixes these findings of the design check (section 13):", "lead"),
      list(
        readiness.blocking.map((c) => `${c.rule}: ${c.action ?? "Change the plan so that this rule is met."}`),
        true,
      ),
      p("Fix them in the planner and issue a new version of this Statement of Work; no bids are taken on this one."),
    ];
  }
  const rows = bidFormRows(plan, { documentId });
  const blocks: SowBlock[] = [
    p(
      "Price each row; a row's id stays the same in every version of this SOW. The total is the base bid, the " +
        "appliances the contractor supplies, the allowances at the quantities shown, permits, overhead and tax. " +
        "Unit prices and alternates are not in the total: the owner adds the alternates chosen.",
    ),
  ];
  for (const section of BID_SECTIONS) {
    if (section.id === "total") continue;
    const own = rows.filter((r) => r.section === section.id || (section.id === "markups" && r.section === "total"));
    if (own.length === 0) continue;
    blocks.push({
      kind: "table",
      caption: section.id === "markups" ? `${section.title}; total` : section.title,
      columns: BID_COLUMNS[section.id],
      rows: own.map((r) => ({ cells: bidCells(r), ...(r.kind === "total" ? { emphasis: true } : {}) })),
      fillIn: true,
    });
  }
  return blocks;
}

// 20
function signatures(input: SowInput, readiness: Readiness): SowBlock[] {
  if (!readiness.ready) {
    return [
      p(
        "No signature lines while the plan is not ready for bidding: sign the version that fixes the findings of section 19.",
        "lead",
      ),
    ];
  }
  const contractor = hasContractor(input.project.plan) ? input.project.plan.contractInfo.contractorName : "";
  return [
    p("By signing, the owner and the contractor agree to this Statement of Work as the scope of their contract."),
    {
      kind: "signatures",
      parties: [
        { role: "Owner", name: ownerName(input.owner) },
        { role: "Contractor", name: contractor },
      ],
    },
  ];
}

/** The section titles in the order of docs/product/statement-of-work.md. */
export const SOW_SECTION_TITLES = [
  "Cover",
  "Parties",
  "Project summary",
  "Plan drawing",
  "Scope of work by trade",
  "Appliance schedule",
  "Finishes",
  "Utilities",
  "Covered structure",
  "Budget",
  "Allowances, alternates, inclusions, exclusions and assumptions",
  "Permits and inspections",
  "Design check",
  "Schedule",
  "Payments",
  "Change orders",
  "Site protection, clean-up and warranty",
  "Acceptance",
  "Bid form",
  "Signatures",
] as const;

export function buildSow(input: SowInput): SowDocument {
  const { project, owner, version } = input;
  const { plan, budget } = project;
  const documentId = sowDocumentId(project.id, version.number);
  const readiness = bidReadiness(designChecks(plan));
  const content: Array<[id: string, blocks: SowBlock[]]> = [
    ["cover", cover(input, documentId, readiness)],
    ["parties", parties(input)],
    ["summary", summary(input)],
    ["drawing", drawingSection(input)],
    ["scope", scopeSection(plan)],
    ["appliances", applianceSchedule(plan)],
    ["finishes", finishes(plan)],
    ["utilities", utilitiesSection(plan)],
    ["structure", structureSection(plan)],
    ["budget", budgetSection(budget, plan)],
    ["inclusions", inclusions(plan, budget.total)],
    ["permits", permits(plan)],
    ["design-check", designCheckSection(plan, budget.total)],
    ["schedule", schedule(plan)],
    ["payments", payments(input)],
    ["change-orders", changeOrders()],
    ["site-and-warranty", siteAndWarranty(plan)],
    ["acceptance", acceptance()],
    ["bid-form", bidForm(plan, documentId, readiness)],
    ["signatures", signatures(input, readiness)],
  ];
  const sections: SowSection[] = content.map(([id, blocks], i) => ({
    id,
    number: i + 1,
    title: id === "bid-form" && !readiness.ready ? "Not ready for bidding: what to fix" : (SOW_SECTION_TITLES[i] ?? id),
    blocks,
  }));
  return {
    title: SOW_TITLE,
    documentId,
    version: version.number,
    issuedOn: version.issuedOn,
    runningHeader: `${documentId} · Project #${project.id} ${project.name} · ${ownerName(owner)}`,
    disclaimer: SOW_DISCLAIMER,
    sections,
  };
}

