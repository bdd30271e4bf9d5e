// The figures of the codes, manuals and layout guidance the Statement of Work cites (docs/product/statement-of-work.md).
// Written once: the SOW's text and the design check both read them from here. Code sections are those of
// the 2023 NEC and the 2021 IRC/IFGC as commonly adopted; jurisdictions amend them. The LAYOUT figures are
// not code: they are NKBA guidelines and industry layout practice, and the SOW never calls them code.

export const CODE_EDITIONS = "the 2023 National Electrical Code (NEC) and the 2021 IRC and IFGC";

export const ELECTRICAL = {
  /** Every outdoor receptacle and outlet is GFCI protected. */
  gfciSections: "NEC 210.8(A) and 210.8(F)",
  /** Weather-resistant receptacles with extra-duty in-use covers in wet locations. */
  wrSection: "NEC 406.9(B)",
  wrSectionGeneral: "NEC 406.9",
  /** Outdoor receptacle outlets of a dwelling. */
  outdoorReceptacleSection: "NEC 210.52(E)",
  /** A manufacturer's instructions are part of the listing the code enforces. */
  listingSection: "NEC 110.3(B)",
  circuitVolts: 120,
  circuitAmps: 20,
  /** A branch circuit carries at most 80% of its rating as continuous load. */
  continuousLoadSections: "NEC 210.19(A)(1) and 210.20(A)",
  /** The dwelling's load calculation, before circuits are added to a small panel. */
  loadCalculationSection: "NEC Article 220",
  /** Minimum cover of underground wiring (NEC Table 300.5). */
  burialTable: "NEC Table 300.5",
  burialDepthIn: { gfciBranchCircuit: 12, pvcConduit: 18, directBurialCable: 24 },
  /** Low-voltage landscape lighting. */
  lowVoltageMaxVolts: 30,
} as const;

export const GAS = {
  /** An accessible shut-off valve within this distance of each appliance, in the same room (IFGC 409.5.1). */
  shutoffWithinFt: 6,
  shutoffSection: "IFGC 409.5.1",
  /** Pressure test: at least this multiple of the working pressure, never under the minimum (IFGC 406.4.1),
   * held at least this long (IFGC 406.4.2). */
  testPressureFactor: 1.5,
  testMinimumPsig: 3,
  testDurationMinutes: 10,
  testPressureSection: "IFGC 406.4.1",
  testDurationSection: "IFGC 406.4.2",
  /** Both: the pressure and how long it is held. */
  testSection: "IFGC 406.4.1 and 406.4.2",
  /** Natural gas piping is sized and installed to the fuel gas code. */
  naturalGasStandard: "NFPA 54 (National Fuel Gas Code)",
  /** Propane cylinders and tanks are stored and located to the LP-gas code. */
  propaneStandard: "NFPA 58 (Liquefied Petroleum Gas Code)",
  /** Cover of buried gas piping; less for a single line to an outdoor grill where approved. */
  burialDepthIn: 12,
  singleGrillLineDepthIn: 8,
  burialSection: "IFGC 404.12 and 404.12.1",
  /** Plastic pipe only underground, with a tracer wire of at least this gauge (IFGC 404.17.3). */
  tracerWireMinAwg: 18,
  plasticPipeSection: "IFGC 404.17.3",
  /** An outdoor grill's connector: at most this long, listed for outdoor use (IRC G2422.1). */
  outdoorConnectorMaxFt: 3,
  connectorSection: "IRC G2422.1",
  /** The longest-length method of sizing a branch of gas piping (IFGC 402.4.1). */
  sizingSection: "IFGC 402.4.1",
  /**
   * Island ventilation for gas appliances (docs/product/statement-of-work.md section 3.1): at least one vent
   * panel per `perRunFt` of island run (vendors space them 4-6 ft apart), never fewer than `count`, each at
   * least `minAreaSqIn`.
   */
  vents: { count: 4, perRunFt: 6, minAreaSqIn: 10 },
} as const;

export const FOUNDATION = {
  slabMinThicknessIn: 4,
  gravelBaseIn: { min: 4, max: 6 },
} as const;

/** Layout guidance, not code: NKBA guidelines and industry practice. */
export const LAYOUT = {
  /** Free counter beside the grill: this much on one side and this much on the other. */
  grillLandingIn: { oneSide: 24, otherSide: 12 },
  /** Working aisle of a U: one cook, two cooks (NKBA guideline, not code). */
  aisleIn: { oneCook: 42, twoCooks: 48 },
  /** Walkway past the island, to posts and structure (NKBA guideline, not code). */
  walkwayIn: 36,
  /** Counter left in front of and behind an appliance's cut-out for the frame and the countertop's edge. */
  cutoutMarginIn: 4,
  /** Counter length per seat, and knee space at a 36 in and a 42 in counter (NKBA guidelines, not code). */
  seatWidthIn: 24,
  kneeSpaceIn: { at36: 15, at42: 12 },
  /** The counter heights those knee spaces are given for: a standard counter and a bar counter. */
  kneeSpaceHeightsIn: { at36: 36, at42: 42 },
  /** A vent hood at least this much wider than the grill under a roof. */
  hoodOverhangIn: 6,
  /** Typical clearance of a patio heater from combustibles, per its listing. */
  heaterClearanceFt: 3,
} as const;

/** NKBA's knee space (a guideline, not code) for the standard height nearer to the counter's. */
export function kneeSpace(height: number): { depthIn: number; atIn: number } {
  const depths = LAYOUT.kneeSpaceIn;
  const heights = LAYOUT.kneeSpaceHeightsIn;
  const key = Math.abs(height - heights.at36) <= Math.abs(height - heights.at42) ? "at36" : "at42";
  return { depthIn: depths[key], atIn: heights[key] };
}

export const PERMITS = {
  /**
   * The design check flags a detached structure over this footprint: 120 sq ft is the IBC's figure (IBC 105.2)
   * and many cities', the stricter of the two common limits.
   */
  structureExemptMaxSqFt: 120,
  /** The IRC's exemption: a detached one-story accessory structure up to 200 sq ft needs no permit (IRC R105.2 item 1). */
  structureExemptLocalMaxSqFt: 200,
  structureSection: "IRC R105.2",
  ircExemptSection: "IRC R105.2 item 1",
  ibcExemptSection: "IBC 105.2",
} as const;

/** The structure permit threshold in one sentence, with both figures and where each comes from. */
export const STRUCTURE_PERMIT_RULE =
  `${PERMITS.ircExemptSection} exempts a detached one-story accessory structure of up to ${PERMITS.structureExemptLocalMaxSqFt} sq ft; ` +
  `${PERMITS.structureExemptMaxSqFt} sq ft is the IBC's figure (${PERMITS.ibcExemptSection}) and many cities', and an attached or ` +
  "embedded structure, or one with wiring or gas, needs a permit at any size";

export const CONTRACT = {
  /**
   * California's cap on a home-improvement deposit: 10% of the price or $1,000, whichever is less (Business and
   * Professions Code 7159). California's alone: the SOW prints each state's terms from ./state-terms.
   */
  depositCapPercent: 10,
  depositCapUsd: 1000,
  /** Trenching included in the scope; beyond this it is excluded. */
  trenchingIncludedFt: 25,
} as const;
