// The planner data as one zod schema, shared by the server (request bodies) and the client (forms and
// storage). Missing fields take the seed defaults; a present field with a wrong value fails. Bounds that the
// seeds do not give are decided in docs/decisions/domain-input-bounds.md.
import { z } from "zod";
import { BREAKDOWN_KEYS } from "./breakdown-keys";
import {
  APPLIANCE_CATEGORIES,
  APPLIANCE_IDS,
  type ApplianceId,
  COUNTERTOP_MATERIAL_IDS,
  DEFAULT_SINK_TYPE,
  SIDE_MATERIAL_IDS,
  SINK_TYPE_IDS,
  applianceDimensionsText,
  findCatalogueAppliance,
} from "./catalogue";
import {
  clampToRange,
  APPLIANCE_PRICE_BOUNDS,
  APPLIANCE_SIZE_BOUNDS,
  BUDGET_RANGE_IDS,
  COMPLETION_WEEKS,
  DEFAULT_DIMENSIONS,
  DEFAULT_HEIGHT,
  HEIGHT_BOUNDS,
  LENGTH_LIMITS,
  MAX_APPLIANCES,
  OUTLETS,
  PERGOLA_DEFAULT_DIMENSIONS,
  PERGOLA_DIMENSION_BOUNDS,
  type Range,
  SEAT_COUNT,
  TEXT_LIMITS,
  TIP_MAX,
  TIP_STEP,
  WARRANTY_YEARS,
  WIDTH_LIMITS,
} from "./limits";
import { boundedRecord, text } from "./text";

function countStrings(range: { min: number; max: number }): [string, ...string[]] {
  const values: string[] = [];
  for (let n = range.min; n <= range.max; n++) values.push(String(n));
  return values as [string, ...string[]];
}

const lengthIn = z.number().min(LENGTH_LIMITS.min).max(LENGTH_LIMITS.max);
const widthIn = z.number().min(WIDTH_LIMITS.min).max(WIDTH_LIMITS.max);
const heightIn = z.number().min(HEIGHT_BOUNDS.min).max(HEIGHT_BOUNDS.max);
const pergolaIn = z.number().min(PERGOLA_DIMENSION_BOUNDS.min).max(PERGOLA_DIMENSION_BOUNDS.max);
const wholeDollars = z.int().min(APPLIANCE_PRICE_BOUNDS.min).max(APPLIANCE_PRICE_BOUNDS.max);
const wholeInches = z.int().min(APPLIANCE_SIZE_BOUNDS.min).max(APPLIANCE_SIZE_BOUNDS.max);
/** An appliance comes in at most this many sizes. */
const APPLIANCE_SIZES_MAX = 20;
const sizeKey = z.string().regex(/^[1-9]\d{0,2}$/, "Expected a size in whole inches");

export const SHAPES = ["l-shaped", "u-shaped", "rectangular"] as const;
export type KitchenShape = (typeof SHAPES)[number];
export const shapeSchema = z.enum([...SHAPES, ""]);
export type Shape = z.infer<typeof shapeSchema>;

export const sinkTypeSchema = z.enum(SINK_TYPE_IDS);

export const applianceItemSchema = z.object({
  id: z.enum(APPLIANCE_IDS),
  name: text().max(TEXT_LIMITS.name).optional(),
  category: z.enum(APPLIANCE_CATEGORIES).optional(),
  width: wholeInches,
  price: wholeDollars,
  icon: text().max(TEXT_LIMITS.short).optional(),
  dimensions: text().max(TEXT_LIMITS.short).optional(),
  description: text().max(TEXT_LIMITS.text).optional(),
  editable: z.boolean().optional(),
  sizesAvailable: z.array(wholeInches).max(APPLIANCE_SIZES_MAX).optional(),
  // Keyed by size in whole inches, written plainly ("36"), as the catalogue writes them.
  basePrices: boundedRecord(sizeKey, wholeDollars, APPLIANCE_SIZES_MAX, "sizes").optional(),
  selectedSize: wholeInches.optional(),
  selectedPrice: wholeDollars.optional(),
  customPrice: wholeDollars.optional(),
  options: z.object({ type: sinkTypeSchema }).optional(),
});
export type ApplianceItem = z.infer<typeof applianceItemSchema>;

/** The seed's tick rule: the appliance arrives at its default size and price. */
export function createApplianceItem(id: ApplianceId): ApplianceItem {
  const entry = findCatalogueAppliance(id);
  if (!entry) throw new Error(`Unknown appliance id: ${id}`);
  // The seed says "first available size (or its width)"; every default width is one of the sizes, and
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

/** The seed's size-change rule: width, text and both prices follow the chosen size. */
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

/**
 * The seed's price-edit rule on blur: a whole number sets both customPrice and selectedPrice; an empty,
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

const lengthRange = z
  .object({ min: lengthIn, max: lengthIn })
  .refine((r) => r.min <= r.max, { message: "Minimum cannot exceed maximum", path: ["max"] });
const widthRange = z
  .object({ min: widthIn, max: widthIn })
  .refine((r) => r.min <= r.max, { message: "Minimum cannot exceed maximum", path: ["max"] });
const limitsCopy = (r: Range) => () => ({ min: r.min, max: r.max });

export const CONSTRAINT_DIMS = ["L1", "L2", "L3", "W1", "W2", "W3"] as const;
export type ConstraintDim = (typeof CONSTRAINT_DIMS)[number];

export const constraintsSchema = z.object({
  enabled: z.boolean().default(false),
  L1: lengthRange.default(limitsCopy(LENGTH_LIMITS)),
  L2: lengthRange.default(limitsCopy(LENGTH_LIMITS)),
  L3: lengthRange.default(limitsCopy(LENGTH_LIMITS)),
  W1: widthRange.default(limitsCopy(WIDTH_LIMITS)),
  W2: widthRange.default(limitsCopy(WIDTH_LIMITS)),
  W3: widthRange.default(limitsCopy(WIDTH_LIMITS)),
  asymmetrical: z.boolean().default(false),
  varyingHeights: z.boolean().default(false),
  heightCount: z.enum(["2", "3"]).default("2"),
  seatingArea: z.boolean().default(false),
  seatCount: z.int().min(SEAT_COUNT.min).max(SEAT_COUNT.max).default(SEAT_COUNT.default),
  confirmed: z.boolean().default(false),
});
export type Constraints = z.infer<typeof constraintsSchema>;

const outletCount = z.enum(countStrings(OUTLETS));
const OUTLET_DEFAULT = String(OUTLETS.default);

export const STRUCTURE_TYPES = ["pergola", "gazebo-pavilion"] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];
export const CONSTRUCTION_TYPES = ["prefabricated", "custom"] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];

export const pergolaSchema = z.object({
  enabled: z.boolean().default(false),
  structureType: z.enum(STRUCTURE_TYPES).default("gazebo-pavilion"),
  type: z.enum(CONSTRUCTION_TYPES).default("prefabricated"),
  embedded: z.boolean().default(false),
  oneSided: z.boolean().default(false),
  hasHeaters: z.boolean().default(false),
  hasFan: z.boolean().default(false),
  hasLouvers: z.boolean().default(false),
  spotlights: z.enum(["", "2", "4"]).default(""),
  dimensions: z
    .object({
      length: pergolaIn.default(PERGOLA_DEFAULT_DIMENSIONS.length),
      width: pergolaIn.default(PERGOLA_DEFAULT_DIMENSIONS.width),
      height: pergolaIn.default(PERGOLA_DEFAULT_DIMENSIONS.height),
    })
    .prefault({}),
});
export type Pergola = z.infer<typeof pergolaSchema>;

export const utilitiesSchema = z.object({
  water: z.enum(["cold", "hot-cold"]).default("cold"),
  circuits: z.enum(["1", "2"]).default("1"),
  outletsOutside: outletCount.default(OUTLET_DEFAULT),
  outletsInside: outletCount.default(OUTLET_DEFAULT),
});
export type Utilities = z.infer<typeof utilitiesSchema>;

export const materialsSchema = z.object({
  sides: z.enum([...SIDE_MATERIAL_IDS, ""]).default(""),
  countertop: z.enum([...COUNTERTOP_MATERIAL_IDS, ""]).default(""),
});
export type Materials = z.infer<typeof materialsSchema>;

const trimmedText = (max: number) => text().trim().max(max).default("");

export const contractInfoSchema = z.object({
  startDate: z.union([z.literal(""), z.iso.date(), z.iso.datetime({ offset: true })]).default(""),
  budgetRange: z.enum([...BUDGET_RANGE_IDS, ""]).default(""),
  hasContractor: z.enum(["yes", "no", ""]).default(""),
  completionWeeks: z.union([z.literal([...COMPLETION_WEEKS]), z.null()]).default(null),
  contractorName: trimmedText(TEXT_LIMITS.name),
  contractorAddress: trimmedText(TEXT_LIMITS.address),
  warrantyYears: z.enum([...countStrings(WARRANTY_YEARS), ""]).default(""),
  contractorLicense: trimmedText(TEXT_LIMITS.short),
  needsContractorHelp: z.enum(["yes", "no", ""]).default(""),
  incentiveAmount: z.number().min(0).max(TIP_MAX).multipleOf(TIP_STEP).default(0),
});
export type ContractInfo = z.infer<typeof contractInfoSchema>;

const budgetDollars = z.int().min(0).max(100_000_000);

const breakdownAmounts = z.record(z.enum(BREAKDOWN_KEYS), budgetDollars);
const breakdownExplanations = z.record(z.enum(BREAKDOWN_KEYS), text().max(TEXT_LIMITS.explanation));

/** The full result of calculateBudget, for typing and documenting API responses. */
export const budgetResultSchema = z.object({
  total: budgetDollars,
  subtotal: budgetDollars,
  breakdown: breakdownAmounts,
  explanations: breakdownExplanations,
  incentiveAmount: z.number().min(0).max(TIP_MAX),
});

/**
 * A budget the client carries along. Only the total is required: a visitor receives the total without the
 * breakdown, and the server recomputes the budget from the plan anyway.
 */
export const storedBudgetSchema = z.object({
  total: budgetDollars,
  subtotal: budgetDollars.optional(),
  breakdown: breakdownAmounts.optional(),
  explanations: breakdownExplanations.optional(),
  incentiveAmount: z.number().min(0).max(TIP_MAX).optional(),
});
export type StoredBudget = z.infer<typeof storedBudgetSchema>;

const D = DEFAULT_DIMENSIONS;

export const plannerDataSchema = z.object({
  shape: shapeSchema.default(""),
  dimensions: z
    .object({
      length: lengthIn.default(D.rectangular.length),
      width: widthIn.default(D.rectangular.width),
      height: heightIn.default(DEFAULT_HEIGHT),
    })
    .prefault({}),
  lShape: z
    .object({
      length1: lengthIn.default(D["l-shaped"].length1),
      length2: lengthIn.default(D["l-shaped"].length2),
      width1: widthIn.default(D["l-shaped"].width1),
      width2: widthIn.default(D["l-shaped"].width2),
    })
    .prefault({}),
  uShape: z
    .object({
      length1: lengthIn.default(D["u-shaped"].length1),
      length2: lengthIn.default(D["u-shaped"].length2),
      length3: lengthIn.default(D["u-shaped"].length3),
      width1: widthIn.default(D["u-shaped"].width1),
      width2: widthIn.default(D["u-shaped"].width2),
      width3: widthIn.default(D["u-shaped"].width3),
    })
    .prefault({}),
  appliances: z
    .array(applianceItemSchema)
    .max(MAX_APPLIANCES)
    .superRefine((items, ctx) => {
      // Appliances are ticked on and off per catalogue card, so one id appears at most once.
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: "custom", message: `Duplicate appliance: ${item.id}`, path: [index, "id"] });
        }
        seen.add(item.id);
      });
    })
    .default(() => [createApplianceItem("grill")]),
  lighting: z.boolean().default(false),
  pergola: pergolaSchema.prefault({}),
  utilities: utilitiesSchema.prefault({}),
  materials: materialsSchema.prefault({}),
  constraints: constraintsSchema.prefault({}),
  contractInfo: contractInfoSchema.prefault({}),
  appliancePlacement: z.enum(["inside", "outside"]).default("outside"),
  projectId: z.union([text().min(1).max(TEXT_LIMITS.short), z.int().positive()]).optional(),
  budget: storedBudgetSchema.optional(),
});

export type PlannerData = z.infer<typeof plannerDataSchema>;
/** What a client may send: every field optional, defaults fill the gaps. */
export type PlannerDataInput = z.input<typeof plannerDataSchema>;
export type Dimensions = PlannerData["dimensions"];
export type LShapeDimensions = PlannerData["lShape"];
export type UShapeDimensions = PlannerData["uShape"];

/** A fresh plan with the seed defaults (one 36-inch grill, a 96 x 32 x 36 rectangle, no shape chosen). */
export function createDefaultPlannerData(): PlannerData {
  return plannerDataSchema.parse({});
}
