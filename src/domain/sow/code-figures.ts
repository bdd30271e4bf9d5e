// The figures of the codes, manuals and layout guidance the Statement of Work cites (docs/product/statement-of-work.md).
// Written once: the SOW's text and the design check both read them from here. Code sections are those of
// the 2023 NEC and the 2021 IRC/IFGC as commonly adopted; jurisdictions amend them.

export const CODE_EDITIONS = "the 2023 National Electrical Code (NEC) and the 2021 IRC and IFGC";

export const ELECTRICAL = {
  /** Every outdoor receptacle and outlet is GFCI protected. */
  gfciSections: "NEC 210.8(A) and 210.8(F)",
  /** Weather-resistant receptacles with extra-duty in-use covers in wet locations. */
  wrSection: "NEC 406.9(B)",
  wrSectionGeneral: "NEC 406.9",
  /** A manufacturer's instructions are part of the listing the code enforces. */
  listingSection: "NEC 110.3(B)",
  circuitVolts: 120,
  circuitAmps: 20,
  /** Minimum cover of underground wiring (NEC Table 300.5). */
  burialTable: "NEC Table 300.5",
  burialDepthIn: { gfciBranchCircuit: 12, pvcConduit: 18, directBurialCable: 24 },
  /** Low-voltage landscape lighting. */
  lowVoltageMaxVolts: 30,
} as const;

export const GAS = {
  /** An accessible shut-off valve within this distance of each appliance (IFGC 409.5). */
  shutoffWithinFt: 6,
  shutoffSection: "IFGC 409.5",
  /** Pressure test: at least this multiple of the working pressure, never under the minimum, held this long. */
  testPressureFactor: 1.5,
  testMinimumPsig: 3,
  testDurationMinutes: 10,
  testSection: "IFGC 406.4.1",
  /** Cover of buried gas piping; less for a single line to an outdoor grill where approved. */
  burialDepthIn: 12,
  singleGrillLineDepthIn: 8,
  /** Island ventilation for gas appliances. */
  vents: { count: 4, minAreaSqIn: 10 },
} as const;

export const FOUNDATION = {
  slabMinThicknessIn: 4,
  gravelBaseIn: { min: 4, max: 6 },
} as const;

export const LAYOUT = {
  /** Free counter beside the grill: this much on one side and this much on the other. */
  grillLandingIn: { oneSide: 24, otherSide: 12 },
  /** Working aisle of a U: one cook, two cooks (NKBA). */
  aisleIn: { oneCook: 42, twoCooks: 48 },
  /** Walkway past the island, to posts and structure (NKBA guideline, not code). */
  walkwayIn: 36,
  /** Counter left in front of and behind an appliance's cut-out for the frame and the countertop's edge. */
  cutoutMarginIn: 4,
  /** Counter length per seat, and knee space at a 36 in and a 42 in counter (NKBA). */
  seatWidthIn: 24,
  kneeSpaceIn: { at36: 15, at42: 12 },
  /** The counter heights those knee spaces are given for: a standard counter and a bar counter. */
  kneeSpaceHeightsIn: { at36: 36, at42: 42 },
  /** A vent hood at least this much wider than the grill under a roof. */
  hoodOverhangIn: 6,
  /** Typical clearance of a patio heater from combustibles, per its listing. */
  heaterClearanceFt: 3,
} as const;

export const PERMITS = {
  /** A detached structure larger than this needs a building permit (IRC R105.2; local limits 120-200 sq ft). */
  structureExemptMaxSqFt: 120,
  /** The largest exemption some jurisdictions allow instead. */
  structureExemptLocalMaxSqFt: 200,
  structureSection: "IRC R105.2",
} as const;

export const CONTRACT = {
  /** California's cap on a home-improvement deposit: 10% of the price or $1,000, whichever is less. */
  depositCapPercent: 10,
  depositCapUsd: 1000,
  /** Trenching included in the scope; beyond this it is excluded. */
  trenchingIncludedFt: 25,
} as const;
