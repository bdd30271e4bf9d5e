// fast-check arbitraries of valid planner data, for property tests on both sides of the app.
// Only tests import it: fast-check must stay out of production bundles.
import fc from "fast-check";
import {
  APPLIANCE_IDS,
  COUNTERTOP_MATERIAL_IDS,
  SIDE_MATERIAL_IDS,
  SINK_TYPE_IDS,
  findCatalogueAppliance,
} from "../planner/catalogue";
import {
  APPLIANCE_PRICE_BOUNDS,
  BUDGET_RANGE_IDS,
  COMPLETION_WEEKS,
  HEIGHT_BOUNDS,
  LENGTH_LIMITS,
  OUTLETS,
  PERGOLA_DIMENSION_BOUNDS,
  type Range,
  SEAT_COUNT,
  TIP_STEP,
  WARRANTY_YEARS,
  WIDTH_LIMITS,
} from "../planner/limits";
import { toUtcIsoDate } from "../common/format";
import type { ApplianceItem, PlannerData } from "../planner/schema";
import {
  APPLIANCE_FUELS,
  BTU_PER_HOUR_BOUNDS,
  DRAIN_METHODS,
  PANEL_AMPS,
  RUN_LENGTH_FT,
  SITE_FUELS,
  TRENCH_SURFACES,
} from "../utility-runs/site";
import { ARMS, ARRANGED_SHAPES, CONSTRUCTION_TYPES, SHAPES, STRUCTURE_TYPES, applyCustomPrice, createApplianceItem, selectApplianceSize } from "../planner/model";

/** Whole and fractional values inside a range, ends included. */
export function measureArbitrary(range: Range): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: range.min, max: range.max }),
    fc.constantFrom(range.min, range.max),
    fc.double({ min: range.min, max: range.max, noNaN: true, noDefaultInfinity: true }),
  );
}

function rangeArbitrary(limits: Range): fc.Arbitrary<Range> {
  return fc
    .tuple(fc.integer({ min: limits.min, max: limits.max }), fc.integer({ min: limits.min, max: limits.max }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
}

function countString(range: Range): fc.Arbitrary<string> {
  return fc.integer({ min: range.min, max: range.max }).map(String);
}

/** A catalogue appliance as the wizard produces it: ticked, maybe resized, maybe repriced. */
export function applianceItemArbitrary(id: (typeof APPLIANCE_IDS)[number]): fc.Arbitrary<ApplianceItem> {
  const entry = findCatalogueAppliance(id);
  const sizes = entry?.sizesAvailable ?? [];
  return fc
    .record({
      size: fc.option(fc.constantFrom(...sizes), { nil: undefined }),
      price: fc.option(fc.integer(APPLIANCE_PRICE_BOUNDS), { nil: undefined }),
      sinkType: fc.constantFrom(...SINK_TYPE_IDS),
    })
    .map(({ size, price, sinkType }) => {
      let item = createApplianceItem(id);
      if (size !== undefined) item = selectApplianceSize(item, size);
      if (price !== undefined) item = applyCustomPrice(item, String(price));
      if (id === "sink") item = { ...item, options: { type: sinkType } };
      return item;
    });
}

export const appliancesArbitrary: fc.Arbitrary<ApplianceItem[]> = fc
  .shuffledSubarray([...APPLIANCE_IDS])
  .chain((ids) => (ids.length === 0 ? fc.constant([]) : fc.tuple(...ids.map(applianceItemArbitrary))));

const yesNoBlank = fc.constantFrom("yes" as const, "no" as const, "" as const);

/** Any plan that plannerDataSchema accepts (without projectId and budget). */
export const plannerDataArbitrary: fc.Arbitrary<PlannerData> = fc.record({
  shape: fc.constantFrom(...SHAPES, "" as const),
  dimensions: fc.record({
    length: measureArbitrary(LENGTH_LIMITS),
    width: measureArbitrary(WIDTH_LIMITS),
    height: measureArbitrary(HEIGHT_BOUNDS),
  }),
  lShape: fc.record({
    length1: measureArbitrary(LENGTH_LIMITS),
    length2: measureArbitrary(LENGTH_LIMITS),
    width1: measureArbitrary(WIDTH_LIMITS),
    width2: measureArbitrary(WIDTH_LIMITS),
  }),
  uShape: fc.record({
    length1: measureArbitrary(LENGTH_LIMITS),
    length2: measureArbitrary(LENGTH_LIMITS),
    length3: measureArbitrary(LENGTH_LIMITS),
    width1: measureArbitrary(WIDTH_LIMITS),
    width2: measureArbitrary(WIDTH_LIMITS),
    width3: measureArbitrary(WIDTH_LIMITS),
  }),
  appliances: appliancesArbitrary,
  lighting: fc.boolean(),
  pergola: fc.record({
    enabled: fc.boolean(),
    structureType: fc.constantFrom(...STRUCTURE_TYPES),
    type: fc.constantFrom(...CONSTRUCTION_TYPES),
    embedded: fc.boolean(),
    oneSided: fc.boolean(),
    hasHeaters: fc.boolean(),
    hasFan: fc.boolean(),
    hasLouvers: fc.boolean(),
    spotlights: fc.constantFrom("" as const, "2" as const, "4" as const),
    dimensions: fc.record({
      length: measureArbitrary(PERGOLA_DIMENSION_BOUNDS),
      width: measureArbitrary(PERGOLA_DIMENSION_BOUNDS),
      height: measureArbitrary(PERGOLA_DIMENSION_BOUNDS),
    }),
  }),
  utilities: fc.record({
    water: fc.constantFrom("cold" as const, "hot-cold" as const),
    circuits: fc.constantFrom("1" as const, "2" as const),
    outletsOutside: countString(OUTLETS),
    outletsInside: countString(OUTLETS),
  }),
  materials: fc.record({
    sides: fc.constantFrom(...SIDE_MATERIAL_IDS, "" as const),
    countertop: fc.constantFrom(...COUNTERTOP_MATERIAL_IDS, "" as const),
  }),
  constraints: fc.record({
    enabled: fc.boolean(),
    L1: rangeArbitrary(LENGTH_LIMITS),
    L2: rangeArbitrary(LENGTH_LIMITS),
    L3: rangeArbitrary(LENGTH_LIMITS),
    W1: rangeArbitrary(WIDTH_LIMITS),
    W2: rangeArbitrary(WIDTH_LIMITS),
    W3: rangeArbitrary(WIDTH_LIMITS),
    asymmetrical: fc.boolean(),
    varyingHeights: fc.boolean(),
    heightCount: fc.constantFrom("2" as const, "3" as const),
    seatingArea: fc.boolean(),
    seatCount: fc.integer(SEAT_COUNT),
    confirmed: fc.boolean(),
  }),
  contractInfo: fc.record({
    startDate: fc.oneof(
      fc.constant(""),
      fc
        .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
        .map(toUtcIsoDate),
    ),
    budgetRange: fc.constantFrom(...BUDGET_RANGE_IDS, "" as const),
    hasContractor: yesNoBlank,
    completionWeeks: fc.constantFrom(...COMPLETION_WEEKS, null),
    contractorName: fc.string({ maxLength: 40 }).map((s) => s.trim()),
    contractorAddress: fc.string({ maxLength: 60 }).map((s) => s.trim()),
    warrantyYears: fc.oneof(countString(WARRANTY_YEARS), fc.constant("")),
    contractorLicense: fc.string({ maxLength: 20 }).map((s) => s.trim()),
    needsContractorHelp: yesNoBlank,
    incentiveAmount: fc.integer({ min: 0, max: 40 }).map((n) => n * TIP_STEP),
  }),
  appliancePlacement: fc.constantFrom("inside" as const, "outside" as const),
  // the homeowner's arms, for any appliance and any shape: some out of order, some for another shape
  arrangement: fc.option(
    fc.record({
      shape: fc.constantFrom(...ARRANGED_SHAPES),
      arms: fc.record(Object.fromEntries(APPLIANCE_IDS.map((id) => [id, fc.constantFrom(...ARMS)])), { requiredKeys: [] }),
    }),
    { nil: undefined },
  ),
});

const runFtArbitrary = fc.option(fc.integer({ min: RUN_LENGTH_FT.min, max: RUN_LENGTH_FT.max }), { nil: undefined });

/** Any site answers plannerDataSchema accepts, each one given or left out. */
export const siteAnswersArbitrary: fc.Arbitrary<NonNullable<PlannerData["site"]>> = fc.record(
  {
    fuel: fc.constantFrom(...SITE_FUELS),
    gasRunFt: runFtArbitrary,
    electricalRunFt: runFtArbitrary,
    waterRunFt: runFtArbitrary,
    drain: fc.constantFrom(...DRAIN_METHODS),
    trenchSurface: fc.constantFrom(...TRENCH_SURFACES),
    panelAmps: fc.constantFrom(...PANEL_AMPS),
  },
  { requiredKeys: [] },
);

/** A plan with site answers and, on some gas-capable appliances, the owner's own rating or fuel. */
export const planWithSiteArbitrary: fc.Arbitrary<PlannerData> = fc
  .tuple(
    plannerDataArbitrary,
    siteAnswersArbitrary,
    fc.array(
      fc.record({
        btuPerHour: fc.option(fc.integer({ min: BTU_PER_HOUR_BOUNDS.min, max: BTU_PER_HOUR_BOUNDS.max }), { nil: undefined }),
        fuel: fc.option(fc.constantFrom(...APPLIANCE_FUELS), { nil: undefined }),
      }),
      { minLength: 12, maxLength: 12 },
    ),
  )
  .map(([plan, site, own]) => ({
    ...plan,
    site,
    appliances: plan.appliances.map((item, i) => {
      const mine: { btuPerHour?: number; fuel?: (typeof APPLIANCE_FUELS)[number] } = own[i] ?? {};
      return {
        ...item,
        ...(mine.btuPerHour === undefined ? {} : { btuPerHour: mine.btuPerHour }),
        ...(mine.fuel === undefined ? {} : { fuel: mine.fuel }),
      };
    }),
  }));
