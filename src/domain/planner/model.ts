// The planner's data without its validation: the defaults of a fresh plan and the rules that change an
// appliance, in plain TypeScript. The zod schemas (schema.ts) take their defaults from here, and a
// screen that only shows or edits a plan (the planner's first step) runs without loading zod at all.
import type { ApplianceId } from "./catalogue";
import { applianceDimensionsText, DEFAULT_SINK_TYPE, findCatalogueAppliance } from "./catalogue";
import {
  APPLIANCE_PRICE_BOUNDS,
  APPLIANCE_SIZE_BOUNDS,
  clampToRange,
  DEFAULT_DIMENSIONS,
  DEFAULT_HEIGHT,
  LENGTH_LIMITS,
  OUTLETS,
  PERGOLA_DEFAULT_DIMENSIONS,
  SEAT_COUNT,
  WIDTH_LIMITS,
} from "./limits";
import type { ApplianceItem, PlannerData } from "./schema";

export const SHAPES = ["l-shaped", "u-shaped", "rectangular"] as const;
export type KitchenShape = (typeof SHAPES)[number];

export const CONSTRAINT_DIMS = ["L1", "L2", "L3", "W1", "W2", "W3"] as const;
export type ConstraintDim = (typeof CONSTRAINT_DIMS)[number];

/** The arms of an L or a U the homeowner may place an appliance on, named as their sections (L1 to L3). */
export const ARMS = ["L1", "L2", "L3"] as const;
export type Arm = (typeof ARMS)[number];
/** The shapes with more than one arm, where the homeowner's arrangement says which arm holds which appliance. */
export const ARRANGED_SHAPES = ["l-shaped", "u-shaped"] as const;

export const STRUCTURE_TYPES = ["pergola", "gazebo-pavilion"] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];
export const CONSTRUCTION_TYPES = ["prefabricated", "custom"] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];

const fullRange = (r: { min: number; max: number }) => ({ min: r.min, max: r.max }) as const;

/**
 * The defaults of a plan, part by part. The zod schemas (schema.ts) default to these values, and
 * createDefaultPlannerData copies them; nothing here may be changed in place.
 */
export const PLAN_DEFAULTS = {
  shape: "",
  dimensions: { ...DEFAULT_DIMENSIONS.rectangular, height: DEFAULT_HEIGHT },
  lShape: DEFAULT_DIMENSIONS["l-shaped"],
  uShape: DEFAULT_DIMENSIONS["u-shaped"],
  /** Every plan starts with a grill (docs/product/planner-wizard.md section 4.1). */
  applianceIds: ["grill"],
  lighting: false,
  pergola: {
    enabled: false,
    structureType: "gazebo-pavilion",
    type: "prefabricated",
    embedded: false,
    oneSided: false,
    hasHeaters: false,
    hasFan: false,
    hasLouvers: false,
    spotlights: "",
    dimensions: PERGOLA_DEFAULT_DIMENSIONS,
  },
  utilities: {
    water: "cold",
    circuits: "1",
    outletsOutside: `${OUTLETS.default}`,
    outletsInside: `${OUTLETS.default}`,
  },
  materials: { sides: "", countertop: "" },
  constraints: {
    enabled: false,
    L1: fullRange(LENGTH_LIMITS),
    L2: fullRange(LENGTH_LIMITS),
    L3: fullRange(LENGTH_LIMITS),
    W1: fullRange(WIDTH_LIMITS),
    W2: fullRange(WIDTH_LIMITS),
    W3: fullRange(WIDTH_LIMITS),
    asymmetrical: false,
    varyingHeights: false,
    heightCount: "2",
    seatingArea: false,
    seatCount: SEAT_COUNT.default,
    confirmed: false,
  },
  contractInfo: {
    startDate: "",
    budgetRange: "",
    hasContractor: "",
    completionWeeks: null,
    contractorName: "",
    contractorAddress: "",
    warrantyYears: "",
    contractorLicense: "",
    needsContractorHelp: "",
    incentiveAmount: 0,
  },
  appliancePlacement: "outside",
} as const satisfies { applianceIds: readonly ApplianceId[] } & Record<string, unknown>;

/** A fresh plan with the defaults (one 36-inch grill, a 96 x 32 x 36 rectangle, no shape chosen). */
export function createDefaultPlannerData(): PlannerData {
  const d = PLAN_DEFAULTS;
  const c = d.constraints;
  return {
    shape: d.shape,
    dimensions: { ...d.dimensions },
    lShape: { length1: d.lShape.length1, length2: d.lShape.length2, width1: d.lShape.width1, width2: d.lShape.width2 },
    uShape: {
      length1: d.uShape.length1,
      length2: d.uShape.length2,
      length3: d.uShape.length3,
      width1: d.uShape.width1,
      width2: d.uShape.width2,
      width3: d.uShape.width3,
    },
    appliances: d.applianceIds.map(createApplianceItem),
    lighting: d.lighting,
    pergola: { ...d.pergola, dimensions: { ...d.pergola.dimensions } },
    utilities: { ...d.utilities },
    materials: { ...d.materials },
    constraints: {
      ...c,
      L1: { ...c.L1 },
      L2: { ...c.L2 },
      L3: { ...c.L3 },
      W1: { ...c.W1 },
      W2: { ...c.W2 },
      W3: { ...c.W3 },
    },
    contractInfo: { ...d.contractInfo },
    appliancePlacement: d.appliancePlacement,
  };
}

/** The plan as a project stores it: no budget (the server's own is kept beside it) and no project id. */
export type StoredPlan = Omit<PlannerData, "budget" | "projectId">;

export function storedPlanOf(data: PlannerData): StoredPlan {
  const { budget: _budget, projectId: _projectId, ...plan } = data;
  return plan;
}

/** The product's tick rule: the appliance arrives at its default size and price. */
export function createApplianceItem(id: ApplianceId): ApplianceItem {
  const entry = findCatalogueAppliance(id);
  if (!entry) throw new Error(`Unknown appliance id: ${id}`);
  // The rule (docs/product/planner-wizard.md section 4.5) says "first available size (or its width)"; every default width is one of the sizes, and
  // taking it keeps the size shown on the card consistent with the default price charged.
  const selectedSize = entry.sizesAvailable.includes(entry.width)
    ? entry.width
    : (entry.sizesAvailable[0] ?? entry.width);
  return {
    id: entry.id,
    name: entry.name,
    category: entry.category,
    width: entry.width,
    price: entry.price,
    icon: entry.icon,
    dimensions: entry.dimensions,
    description: entry.description,
    editable: entry.editable,
    sizesAvailable: [...entry.sizesAvailable],
    basePrices: { ...entry.basePrices },
    selectedSize,
    selectedPrice: entry.price,
    customPrice: entry.price,
    ...(entry.id === "sink" ? { options: { type: DEFAULT_SINK_TYPE } } : {}),
  };
}

/** Ticking a catalogue card adds the appliance at the end of the list; unticking removes it. */
export function toggleAppliance(appliances: readonly ApplianceItem[], id: ApplianceId): ApplianceItem[] {
  return appliances.some((a) => a.id === id)
    ? appliances.filter((a) => a.id !== id)
    : [...appliances, createApplianceItem(id)];
}

/** The product's size-change rule: width, text and both prices follow the chosen size. */
export function selectApplianceSize(item: ApplianceItem, size: number): ApplianceItem {
  if (!Number.isFinite(size)) return item;
  const width = clampToRange(Math.round(size), APPLIANCE_SIZE_BOUNDS);
  const basePrices = item.basePrices ?? findCatalogueAppliance(item.id)?.basePrices;
  const sizePrice = basePrices?.[width] ?? item.price;
  return {
    ...item,
    width,
    selectedSize: width,
    dimensions: applianceDimensionsText(item.id, width),
    selectedPrice: sizePrice,
    customPrice: sizePrice,
  };
}

/** The price currently charged for an appliance. */
export function appliancePrice(item: ApplianceItem): number {
  return item.customPrice ?? item.selectedPrice ?? item.price;
}

/** Whether the owner typed a price of their own: the one charged is not the catalogue's for the chosen size. */
export function hasCustomPrice(item: ApplianceItem): boolean {
  const basePrices = item.basePrices ?? findCatalogueAppliance(item.id)?.basePrices;
  const catalogue = basePrices?.[item.selectedSize ?? item.width] ?? item.price;
  return appliancePrice(item) !== catalogue;
}

/**
 * The product's price-edit rule on blur: a whole number sets both customPrice and selectedPrice; an empty,
 * non-numeric or out-of-range entry restores the previous price.
 */
export function applyCustomPrice(item: ApplianceItem, rawInput: string): ApplianceItem {
  const previous = appliancePrice(item);
  const cleaned = rawInput.replace(/[$,\s]/g, "");
  const parsed = cleaned === "" ? Number.NaN : Number(cleaned);
  const price = Number.isFinite(parsed) ? Math.round(parsed) : Number.NaN;
  const accepted = Number.isFinite(price) && price >= APPLIANCE_PRICE_BOUNDS.min && price <= APPLIANCE_PRICE_BOUNDS.max;
  const next = accepted ? price : previous;
  return { ...item, customPrice: next, selectedPrice: next };
}
