// A Statement of Work written out by hand for the renderers' tests: every kind of block, the real drawing of
// a U-shaped island under a gazebo, hostile text in every kind of field, a table long enough to span pages,
// a bid form to fill in, and the three statuses of the design check.
import { formatInches } from "../../domain/common/format";
import { planDrawing } from "../../domain/planner/plan-drawing";
import type { PlannerData } from "../../domain/planner/schema";
import { createDefaultPlannerData, toggleAppliance } from "../../domain/planner/model";
import type { SowDocument, SowScale, SowScaleBar, SowTableRow } from "../../domain/sow/model";
import { sowPerspective } from "../../domain/sow/build";
import { SOW_TEXT_WIDTH_IN } from "../documents/render-shared";

export const HOSTILE = {
  script: `<script>alert("x")</script>`,
  markup: `Tom & "Jerry's" <Grill>`,
  formula: `=cmd|' /C calc'!A0`,
} as const;

export interface SampleSowOptions {
  /** Rows of the long quantity table; 64 spans pages. */
  longTableRows?: number;
  /** Forces the drawing's scale (a large one does not fit the page, which the renderers refuse). */
  scaleRatio?: number;
}

export function samplePlan(): PlannerData {
  const plan = createDefaultPlannerData();
  plan.shape = "u-shaped";
  plan.uShape = { length1: 72, length2: 144, length3: 72, width1: 30, width2: 30, width3: 30 };
  plan.appliancePlacement = "outside";
  let appliances = plan.appliances;
  for (const id of ["side-burner", "sink", "fridge", "trash-drawer", "double-drawers"] as const) {
    appliances = toggleAppliance(appliances, id);
  }
  plan.appliances = appliances;
  plan.pergola = {
    ...plan.pergola,
    enabled: true,
    structureType: "gazebo-pavilion",
    dimensions: { length: 168, width: 144, height: 108 },
  };
  return plan;
}

const ARCHITECTURAL: Array<[number, string]> = [
  [48, `1/4" = 1'-0"`],
  [64, `3/16" = 1'-0"`],
  [96, `1/8" = 1'-0"`],
];

/** Quantity lines of the takeoff: enough different trades that the table reads like a real one. */
const TAKEOFF = [
  ["Gravel base, compacted, 6 in", "cu yd", 2.1, 68],
  ["Concrete slab, 4 in, broom finish", "sq ft", 96, 9.5],
  ["Steel stud, 16 ga, 3-5/8 in", "lf", 120, 2.4],
  ["Cement board, 1/2 in", "sheet", 14, 22],
  ["Natural stone veneer", "sq ft", 64, 18],
  ["Granite countertop, 3 cm", "sq ft", 38, 75],
  ["GFCI receptacle, WR, in-use cover", "each", 3, 95],
  ["PVC conduit, schedule 40, 3/4 in", "lf", 40, 3.2],
  ["Gas shut-off valve, 1/2 in", "each", 1, 48],
  ["Island vent, stainless, 10 sq in", "each", 4, 24],
] as const;

function takeoffRows(count: number): SowTableRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [item, unit, quantity, rate] = TAKEOFF[i % TAKEOFF.length]!;
    const code = `Q-${String(i + 1).padStart(3, "0")}`;
    // one long description so a row takes several lines
    const description = i === 30 ? `${item}; ${HOSTILE.markup} supplied by the owner, stored on site, checked against the delivery note before use` : item;
    return {
      cells: [code, description, unit, String(quantity), `$${(quantity * rate).toFixed(2)}`],
    };
  });
}

export function sampleSowDocument(options: SampleSowOptions = {}): SowDocument {
  const { longTableRows = 64 } = options;
  const drawing = planDrawing(samplePlan());
  const fitting =
    ARCHITECTURAL.find(([ratio]) => drawing.viewBox.width / ratio <= SOW_TEXT_WIDTH_IN && drawing.viewBox.height / ratio <= 6) ??
    ARCHITECTURAL[ARCHITECTURAL.length - 1]!;
  const [ratio, name] = options.scaleRatio ? [options.scaleRatio, `1" = ${options.scaleRatio / 12}'-0"`] : fitting;
  const scale: SowScale = { ratio, label: `Scale ${name} (1:${ratio})` };
  const scaleBar: SowScaleBar = {
    lengthIn: 48,
    ticks: [0, 1, 2, 3, 4].map((ft) => ({ atIn: ft * 12, label: ft === 4 ? "4 ft" : String(ft) })),
  };
  const documentId = "SOW-000042-v2";
  return {
    title: "Statement of Work: Outdoor Kitchen",
    documentId,
    version: 2,
    issuedOn: "2026-05-04",
    runningHeader: `${documentId} · Project #42 Backyard kitchen · ${HOSTILE.markup}`,
    disclaimer:
      "Code references are to the 2023 National Electrical Code (NEC) and the 2021 IRC and IFGC as commonly adopted; " +
      "jurisdictions amend them. Verify against the locally adopted code and each appliance's installation manual, " +
      "which governs clearances and cut-outs. This Statement of Work is not a permit drawing.",
    sections: [
      {
        id: "cover",
        number: 1,
        title: "Cover",
        blocks: [
          {
            kind: "keyValues",
            rows: [
              { label: "Project", value: "#42 Backyard kitchen" },
              { label: "Owner", value: HOSTILE.markup },
              { label: "Property address", value: "1200 Ember Lane, Sacramento, CA 95814" },
              { label: "Date of issue", value: "May 4, 2026" },
              { label: "Service package", value: "Professional, rush delivery (next business day)" },
              { label: "Document", value: documentId },
              { label: "Version", value: "Version 2; it supersedes version 1 of April 28, 2026" },
            ],
          },
          {
            kind: "paragraph",
            style: "lead",
            text:
              "This Statement of Work fixes one baseline scope for the outdoor kitchen described below, so that every " +
              "contractor prices the same work the same way and the bids can be compared line by line.",
          },
        ],
      },
      {
        id: "parties",
        number: 2,
        title: "Parties",
        blocks: [
          { kind: "subheading", text: "Owner" },
          {
            kind: "keyValues",
            rows: [
              { label: "Name", value: HOSTILE.markup },
              { label: "Property address", value: "1200 Ember Lane, Sacramento, CA 95814" },
              { label: "Phone", value: HOSTILE.formula },
              { label: HOSTILE.script, value: "owner@example.com" },
            ],
          },
          { kind: "subheading", text: "Contractor" },
          { kind: "paragraph", style: "normal", text: "To be selected. Each bidder fills in the lines below." },
          {
            kind: "table",
            caption: "Contractor (bidder) details",
            columns: [
              { header: "Detail", align: "left", weight: 1 },
              { header: "To be filled in by the bidder", align: "left", weight: 2 },
            ],
            rows: ["Company name", "Address", "Licence number", "Warranty (years)"].map((label) => ({ cells: [label, ""] })),
            fillIn: true,
          },
        ],
      },
      {
        id: "summary",
        number: 3,
        title: "Project summary",
        blocks: [
          {
            kind: "keyValues",
            rows: [
              { label: "Shape", value: "U-shaped" },
              { label: "Sections", value: `L1 72" x 30"; L2 144" x 30"; L3 72" x 30"` },
              { label: "Counter height", value: formatInches(36) },
              { label: "Covered structure", value: `Gazebo / pavilion, prefabricated, 168" x 144"` },
              { label: "Estimated total", value: "$38,412 (including the 20% contractor markup)" },
              { label: "Maximum duration", value: "6 weeks" },
            ],
          },
        ],
      },
      {
        id: "drawing",
        number: 4,
        title: "Plan drawing",
        blocks: [
          {
            kind: "drawing",
            drawing,
            scale,
            scaleBar,
            legend: [
              ...drawing.appliances.map((a) => ({ mark: String(a.number), text: `${a.name}, ${formatInches(a.widthIn)} wide` })),
              { mark: "Run", text: "The counter run the appliances follow" },
              { mark: "Dashed", text: `${drawing.pergola?.label ?? ""} footprint and posts` },
            ],
            caption: `${drawing.summary} Top view, dimensions in inches; printed at the stated scale on US Letter paper.`,
          },
          {
            kind: "paragraph",
            style: "note",
            text: "Measure from the printed drawing only with the scale bar; the dimensions written on it govern.",
          },
          sowPerspective(samplePlan()),
        ],
      },
      {
        id: "scope",
        number: 5,
        title: "Scope of work by trade",
        blocks: [
          { kind: "paragraph", style: "normal", text: `Each numbered item is priced on its own row of the bid form. ${HOSTILE.script}` },
          {
            kind: "list",
            ordered: true,
            items: [
              "Site preparation and foundation: a slab at least 4 in thick on 4-6 in of compacted gravel; in freezing climates, footings below the frost line or a thickened slab.",
              "Island frame of non-combustible construction: steel studs or masonry, with stainless framing for the refrigerator cavity.",
              "Cladding: natural stone veneer, 64 sq ft.",
              `Countertop: granite, 38 sq ft, with marine-grade trim. ${HOSTILE.formula}`,
              "Appliance installation: cut-outs from each model's installation guide, verified against the delivered unit before cutting.",
            ],
          },
          { kind: "subheading", text: "Clean-up" },
          {
            kind: "list",
            ordered: false,
            items: ["Daily clean-up of the work area.", "Haul-away of all debris and packaging.", HOSTILE.markup],
          },
        ],
      },
      {
        id: "appliances",
        number: 6,
        title: "Appliance schedule",
        blocks: [
          {
            kind: "table",
            caption: "Appliance schedule",
            columns: [
              { header: "No.", align: "center", weight: 0.5 },
              { header: "Item", align: "left", weight: 2.2 },
              { header: "Width", align: "right", weight: 0.8 },
              { header: "Price used", align: "right", weight: 1.1 },
              { header: "Needs", align: "left", weight: 2.4 },
            ],
            rows: [
              ...drawing.appliances.map((a) => ({
                cells: [String(a.number), a.name, formatInches(a.widthIn), "$1,250", a.id === "sink" ? "Water, drain" : "Dedicated circuit"],
              })),
              { cells: ["", "Appliances total", "", "$7,500", ""], emphasis: true },
            ],
            fillIn: false,
          },
          {
            kind: "paragraph",
            style: "note",
            text: "Order the appliances before any cut-out is made; cut-outs follow the delivered units.",
          },
        ],
      },
      {
        id: "takeoff",
        number: 7,
        title: "Quantities",
        blocks: [
          {
            kind: "paragraph",
            style: "normal",
            text: "The quantities the budget was computed from, one line per material and trade item.",
          },
          {
            kind: "table",
            caption: "Quantity takeoff",
            columns: [
              { header: "Line", align: "left", weight: 0.8 },
              { header: "Description", align: "left", weight: 3.4 },
              { header: "Unit", align: "left", weight: 0.8 },
              { header: "Quantity", align: "right", weight: 0.9 },
              { header: "Amount", align: "right", weight: 1.1 },
            ],
            rows: takeoffRows(longTableRows),
            fillIn: false,
          },
        ],
      },
      {
        id: "utilities",
        number: 8,
        title: "Utilities",
        blocks: [
          { kind: "subheading", text: "Electrical" },
          {
            kind: "list",
            ordered: false,
            items: [
              "Two dedicated 120 V 20 A circuits.",
              "GFCI protection for every outdoor receptacle and outlet (NEC 210.8(A) and 210.8(F)).",
              "Weather-resistant receptacles with extra-duty in-use covers in wet locations (NEC 406.9(B)).",
            ],
          },
          { kind: "subheading", text: "Gas" },
          {
            kind: "paragraph",
            style: "normal",
            text:
              "A licensed fitter installs the gas supply with an accessible shut-off valve within 6 ft of each appliance " +
              "(IFGC 409.5), pressure tested at 1.5 times the working pressure and never under 3 psig, held 10 minutes.",
          },
          { kind: "paragraph", style: "note", text: "The gas line from the meter is an allowance on the bid form." },
        ],
      },
      {
        id: "budget",
        number: 9,
        title: "Budget",
        blocks: [
          {
            kind: "table",
            caption: "Budget",
            columns: [
              { header: "Line", align: "left", weight: 1.6 },
              { header: "Explanation", align: "left", weight: 3.4 },
              { header: "Amount", align: "right", weight: 1.1 },
            ],
            rows: [
              { cells: ["Appliances", "Six appliances at the prices in the schedule", "$7,500"] },
              { cells: ["Countertop", "38 sq ft of granite at $75 per sq ft", "$2,850"] },
              { cells: ["Cladding", `64 sq ft of natural stone at $18 per sq ft; ${HOSTILE.formula}`, "$1,152"] },
              { cells: ["Gazebo / pavilion", "Prefabricated, 168\" x 144\"", "$14,500"] },
              { cells: ["Subtotal", "", "$26,002"], emphasis: true },
              { cells: ["Contractor markup", "20% of the subtotal", "$5,200.40"] },
              { cells: ["Total", "", "$31,202.40"], emphasis: true },
            ],
            fillIn: false,
          },
        ],
      },
      {
        id: "design-check",
        number: 10,
        title: "Design check",
        blocks: [
          {
            kind: "checks",
            items: [
              {
                id: "gfci",
                rule: "GFCI on every outdoor receptacle and outlet",
                status: "meets",
                figures: "Stated as a requirement of the electrical scope",
                action: null,
                source: "NEC 210.8(A), 210.8(F)",
              },
              {
                id: "cooking-under-roof",
                rule: "Cooking under a roof",
                status: "attention",
                figures: `A gazebo over the grill (36" wide); ${HOSTILE.markup}`,
                action: `Fit a vent hood at least 42" wide and keep the grill manual's clearances to the roof. ${HOSTILE.script}`,
                source: "Manufacturers' manuals; vendor guidance",
              },
              {
                id: "l-shape",
                rule: "L-shape proportion",
                status: "not-applicable",
                figures: "The island is a U",
                action: null,
                source: HOSTILE.formula,
              },
            ],
          },
        ],
      },
      {
        id: "bid-form",
        number: 11,
        title: "Bid form",
        blocks: [
          {
            kind: "paragraph",
            style: "normal",
            text: "Price each row. In the middle column write included, allowance or excluded.",
          },
          {
            kind: "table",
            caption: "Bid form",
            columns: [
              { header: "Item", align: "left", weight: 0.6 },
              { header: "Scope", align: "left", weight: 3.4 },
              { header: "Included / allowance / excluded", align: "left", weight: 1.8 },
              { header: "Price", align: "right", weight: 1.2 },
            ],
            rows: [
              { cells: ["1", "Site preparation and foundation", "", ""] },
              { cells: ["2", "Island frame", "", ""] },
              { cells: ["3", "Cladding and countertop", "", ""] },
              { cells: ["A1", "Gas line from the meter (allowance, per foot)", "", ""] },
              { cells: ["", "Total of the bid", "", ""], emphasis: true },
            ],
            fillIn: true,
          },
        ],
      },
      {
        id: "signatures",
        number: 12,
        title: "Signatures",
        blocks: [
          {
            kind: "paragraph",
            style: "normal",
            text: "By signing, the owner and the contractor agree to this Statement of Work as the scope of their contract.",
          },
          {
            kind: "signatures",
            parties: [
              { role: "Owner", name: HOSTILE.markup },
              { role: "Contractor", name: "" },
            ],
          },
        ],
      },
    ],
  };
}
