// The one rates table of the budget model (docs/budget-model.md). Material rates per square foot sit with
// the materials in ./catalogue; appliance prices sit in the catalogue too. Nothing else in the code may
// carry a budget figure.

export const RATES = {
  labor: {
    /** Frame and base, per foot of counter run. */
    perRunFt: 120,
    /** Veneer install, per square foot of clad side. */
    veneerPerSqFt: 15,
    /** Countertop fabrication and install, per square foot. */
    countertopFabPerSqFt: 25,
    /** Cut-out and install, per selected appliance. */
    perAppliance: 175,
  },
  utilities: {
    /** Only charged when a sink is selected. */
    water: { cold: 1200, "hot-cold": 1900 },
    /** Dedicated 120V 20A circuit. */
    perCircuit: 650,
    /** GFCI, weather-resistant, in-use cover. */
    perOutsideOutlet: 225,
    perInsideOutlet: 150,
  },
  /**
   * The runs from the house, priced only when the owner answered the site questions (docs/budget-model.md,
   * "Utility runs"). Per foot of run unless said otherwise.
   */
  utilityRuns: {
    /** Gas pipe installed, by nominal size; the trench is priced apart. */
    gasPipePerFt: { "1/2": 24, "3/4": 28, "1": 34, "1-1/4": 40, "1-1/2": 46, "2": 55 },
    /** Conduit and wire of one 20 A circuit from the panel to the island, outside the trench. */
    circuitPerFt: 6,
    /** The cold supply line (a hot supply is made at the island by the point-of-use heater). */
    waterSupplyPerFt: 8,
    /** A drain line to the house sewer or septic line. */
    sewerDrainPerFt: 10,
    /** A dry well for rinse water beside the island, with its short drain line. */
    dryWell: 1500,
    /** One shared trench, the longest run, by what it crosses; concrete is the bidder's unit price. */
    trenchPerFt: { soil: 12, pavers: 32 },
  },
  ledLightingPackage: 350,
  pergola: {
    perSqFt: {
      pergola: { prefabricated: 30, custom: 55 },
      "gazebo-pavilion": { prefabricated: 45, custom: 80 },
    },
    /** A one-sided pergola leans on the house: fewer posts and beams. */
    oneSidedFactor: 0.85,
    /** Pergola only. */
    louversPerSqFt: 25,
    /** Gazebo-pavilion only. */
    heaters: 600,
    /** Gazebo-pavilion only. */
    fan: 450,
    /** Labor as a share of the structure's material line. */
    laborShare: { prefabricated: 0.3, custom: 0.6 },
    spotlightPerPost: 150,
    /** Embedding the structure's posts into the BBQ island. */
    integration: 800,
  },
  permits: {
    building: 450,
    /** Always charged: a plan has at least one circuit. */
    electrical: 150,
    /** When a sink is selected. */
    plumbing: 150,
    /** When a covered structure is included. */
    structure: 300,
  },
  contractorMarkup: 0.2,
} as const;

/** The contractor markup as people read it: "20%". */
export const CONTRACTOR_MARKUP_PERCENT = Math.round(RATES.contractorMarkup * 100);
