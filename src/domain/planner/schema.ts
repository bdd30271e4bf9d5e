// The planner data as one zod schema, shared by the server (request bodies) and the client (forms and
// storage). Missing fields take the defaults; a present field with a wrong value fails. Bounds that the
// seeds do not give are decided in docs/decisions/0017-domain-input-bounds.md.
import { z } from "zod";
import { BREAKDOWN_KEYS, type BreakdownKey, UTILITY_RUNS_KEY } from "../budget/breakdown-keys";
import {
  APPLIANCE_CATEGORIES,
  APPLIANCE_IDS,
  COUNTERTOP_MATERIAL_IDS,
  SIDE_MATERIAL_IDS,
  SINK_TYPE_IDS,
} from "./catalogue";
import {
  APPLIANCE_PRICE_BOUNDS,
  APPLIANCE_SIZE_BOUNDS,
  BUDGET_RANGE_IDS,
  COMPLETION_WEEKS,
  HEIGHT_BOUNDS,
  LENGTH_LIMITS,
  MAX_APPLIANCES,
  OUTLETS,
  PERGOLA_DIMENSION_BOUNDS,
  SEAT_COUNT,
  TEXT_LIMITS,
  TIP_MAX,
  TIP_STEP,
  WARRANTY_YEARS,
  WIDTH_LIMITS,
} from "./limits";
import {
  ARMS,
  ARRANGED_SHAPES,
  CONSTRUCTION_TYPES,
  createApplianceItem,
  PLAN_DEFAULTS,
  SHAPES,
  STRUCTURE_TYPES,
} from "./model";
import { boundedRecord, text } from "../common/text";
import {
  APPLIANCE_FUELS,
  BTU_PER_HOUR_BOUNDS,
  DRAIN_METHODS,
  PANEL_AMPS,
  RUN_LENGTH_FT,
  SITE_FUELS,
  TRENCH_SURFACES,
} from "../utility-runs/site";

// What a plan is and how it changes without being validated lives in model.ts; the
// types below are the schemas' own.
export type { ConstraintDim, ConstructionType, KitchenShape, StoredPlan, StructureType } from "./model";

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
  /** A gas-capable appliance's input from its rating plate; without it the typical rating for its size. */
  btuPerHour: z.int().min(BTU_PER_HOUR_BOUNDS.min).max(BTU_PER_HOUR_BOUNDS.max).optional(),
  /** What it burns where that differs from the site's fuel. */
  fuel: z.enum(APPLIANCE_FUELS).optional(),
});
export type ApplianceItem = z.infer<typeof applianceItemSchema>;

const lengthRange = z
  .object({ min: lengthIn, max: lengthIn })
  .refine((r) => r.min <= r.max, { message: "Minimum cannot exceed maximum", path: ["max"] });
const widthRange = z
  .object({ min: widthIn, max: widthIn })
  .refine((r) => r.min <= r.max, { message: "Minimum cannot exceed maximum", path: ["max"] });
const C = PLAN_DEFAULTS.constraints;
const P = PLAN_DEFAULTS.pergola;
const U = PLAN_DEFAULTS.utilities;
const M = PLAN_DEFAULTS.materials;
const K = PLAN_DEFAULTS.contractInfo;

export const constraintsSchema = z.object({
  enabled: z.boolean().default(C.enabled),
  L1: lengthRange.default(() => ({ ...C.L1 })),
  L2: lengthRange.default(() => ({ ...C.L2 })),
  L3: lengthRange.default(() => ({ ...C.L3 })),
  W1: widthRange.default(() => ({ ...C.W1 })),
  W2: widthRange.default(() => ({ ...C.W2 })),
  W3: widthRange.default(() => ({ ...C.W3 })),
  asymmetrical: z.boolean().default(C.asymmetrical),
  varyingHeights: z.boolean().default(C.varyingHeights),
  heightCount: z.enum(["2", "3"]).default(C.heightCount),
  seatingArea: z.boolean().default(C.seatingArea),
  seatCount: z.int().min(SEAT_COUNT.min).max(SEAT_COUNT.max).default(C.seatCount),
  confirmed: z.boolean().default(C.confirmed),
});
export type Constraints = z.infer<typeof constraintsSchema>;

const outletCount = z.enum(countStrings(OUTLETS));

export const pergolaSchema = z.object({
  enabled: z.boolean().default(P.enabled),
  structureType: z.enum(STRUCTURE_TYPES).default(P.structureType),
  type: z.enum(CONSTRUCTION_TYPES).default(P.type),
  embedded: z.boolean().default(P.embedded),
  oneSided: z.boolean().default(P.oneSided),
  hasHeaters: z.boolean().default(P.hasHeaters),
  hasFan: z.boolean().default(P.hasFan),
  hasLouvers: z.boolean().default(P.hasLouvers),
  spotlights: z.enum(["", "2", "4"]).default(P.spotlights),
  dimensions: z
    .object({
      length: pergolaIn.default(P.dimensions.length),
      width: pergolaIn.default(P.dimensions.width),
      height: pergolaIn.default(P.dimensions.height),
    })
    .prefault({}),
});
export type Pergola = z.infer<typeof pergolaSchema>;

export const utilitiesSchema = z.object({
  water: z.enum(["cold", "hot-cold"]).default(U.water),
  circuits: z.enum(["1", "2"]).default(U.circuits),
  outletsOutside: outletCount.default(U.outletsOutside),
  outletsInside: outletCount.default(U.outletsInside),
});
export type Utilities = z.infer<typeof utilitiesSchema>;

export const materialsSchema = z.object({
  sides: z.enum([...SIDE_MATERIAL_IDS, ""]).default(M.sides),
  countertop: z.enum([...COUNTERTOP_MATERIAL_IDS, ""]).default(M.countertop),
});
export type Materials = z.infer<typeof materialsSchema>;

const runFt = z.int().min(RUN_LENGTH_FT.min).max(RUN_LENGTH_FT.max).optional();

/**
 * What the owner tells about the site (docs/product/site-and-utility-runs.md section 1). Every field is
 * optional: a length left out is one the owner is not sure of.
 */
export const siteSchema = z.object({
  fuel: z.enum(SITE_FUELS).optional(),
  gasRunFt: runFt,
  electricalRunFt: runFt,
  waterRunFt: runFt,
  drain: z.enum(DRAIN_METHODS).optional(),
  trenchSurface: z.enum(TRENCH_SURFACES).optional(),
  panelAmps: z.literal([...PANEL_AMPS]).optional(),
});
export type SiteAnswers = z.infer<typeof siteSchema>;

const trimmedText = (max: number, fallback: string) => text().trim().max(max).default(fallback);

export const contractInfoSchema = z.object({
  startDate: z.union([z.literal(""), z.iso.date(), z.iso.datetime({ offset: true })]).default(K.startDate),
  budgetRange: z.enum([...BUDGET_RANGE_IDS, ""]).default(K.budgetRange),
  hasContractor: z.enum(["yes", "no", ""]).default(K.hasContractor),
  completionWeeks: z.union([z.literal([...COMPLETION_WEEKS]), z.null()]).default(K.completionWeeks),
  contractorName: trimmedText(TEXT_LIMITS.name, K.contractorName),
  contractorAddress: trimmedText(TEXT_LIMITS.address, K.contractorAddress),
  warrantyYears: z.enum([...countStrings(WARRANTY_YEARS), ""]).default(K.warrantyYears),
  contractorLicense: trimmedText(TEXT_LIMITS.short, K.contractorLicense),
  needsContractorHelp: z.enum(["yes", "no", ""]).default(K.needsContractorHelp),
  incentiveAmount: z.number().min(0).max(TIP_MAX).multipleOf(TIP_STEP).default(K.incentiveAmount),
});
export type ContractInfo = z.infer<typeof contractInfoSchema>;

const budgetDollars = z.int().min(0).max(100_000_000);

/** The eleven lines of every budget, and the utility runs when the owner answered the site questions. */
function budgetLines<T extends z.ZodType>(value: T) {
  const required = Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, value])) as Record<BreakdownKey, T>;
  return z.object({ ...required, [UTILITY_RUNS_KEY]: value.optional() } as Record<BreakdownKey, T> & {
    [UTILITY_RUNS_KEY]: z.ZodOptional<T>;
  });
}
const breakdownAmounts = budgetLines(budgetDollars);
const breakdownExplanations = budgetLines(text().max(TEXT_LIMITS.explanation));

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

// every default is the model's (model.ts): a parse of {} is createDefaultPlannerData()

export const plannerDataSchema = z.object({
  shape: shapeSchema.default(PLAN_DEFAULTS.shape),
  dimensions: z
    .object({
      length: lengthIn.default(PLAN_DEFAULTS.dimensions.length),
      width: widthIn.default(PLAN_DEFAULTS.dimensions.width),
      height: heightIn.default(PLAN_DEFAULTS.dimensions.height),
    })
    .prefault({}),
  lShape: z
    .object({
      length1: lengthIn.default(PLAN_DEFAULTS.lShape.length1),
      length2: lengthIn.default(PLAN_DEFAULTS.lShape.length2),
      width1: widthIn.default(PLAN_DEFAULTS.lShape.width1),
      width2: widthIn.default(PLAN_DEFAULTS.lShape.width2),
    })
    .prefault({}),
  uShape: z
    .object({
      length1: lengthIn.default(PLAN_DEFAULTS.uShape.length1),
      length2: lengthIn.default(PLAN_DEFAULTS.uShape.length2),
      length3: lengthIn.default(PLAN_DEFAULTS.uShape.length3),
      width1: widthIn.default(PLAN_DEFAULTS.uShape.width1),
      width2: widthIn.default(PLAN_DEFAULTS.uShape.width2),
      width3: widthIn.default(PLAN_DEFAULTS.uShape.width3),
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
    .default(() => PLAN_DEFAULTS.applianceIds.map(createApplianceItem)),
  lighting: z.boolean().default(PLAN_DEFAULTS.lighting),
  pergola: pergolaSchema.prefault({}),
  utilities: utilitiesSchema.prefault({}),
  site: siteSchema.optional(),
  materials: materialsSchema.prefault({}),
  constraints: constraintsSchema.prefault({}),
  contractInfo: contractInfoSchema.prefault({}),
  appliancePlacement: z.enum(["inside", "outside"]).default(PLAN_DEFAULTS.appliancePlacement),
  /**
   * Which arm of an L or a U holds each appliance, as the homeowner arranged them, for the shape arranged on
   * (another shape keeps it for when the homeowner comes back to it). The order along the run is the order
   * of `appliances`. Absent: the appliances flow along the run by themselves.
   */
  arrangement: z
    .object({
      shape: z.enum(ARRANGED_SHAPES),
      arms: z.partialRecord(z.enum(APPLIANCE_IDS), z.enum(ARMS)),
    })
    .optional(),
  projectId: z.union([text().min(1).max(TEXT_LIMITS.short), z.int().positive()]).optional(),
  budget: storedBudgetSchema.optional(),
});

export type PlannerData = z.infer<typeof plannerDataSchema>;
/** What a client may send: every field optional, defaults fill the gaps. */
export type PlannerDataInput = z.input<typeof plannerDataSchema>;
export type Dimensions = PlannerData["dimensions"];
export type LShapeDimensions = PlannerData["lShape"];
export type UShapeDimensions = PlannerData["uShape"];
