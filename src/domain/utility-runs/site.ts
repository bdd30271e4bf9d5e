// What the owner tells about the site (docs/product/site-and-utility-runs.md section 1): the fuel, the
// lengths of the runs from the house, the drain, what the trench crosses and the panel's size. Every answer
// is optional: a plan without them prices and prints exactly as before, and an unknown length is priced at
// an assumed figure that the bid form turns into a unit price per foot.

/** The fuel of every gas-capable appliance, unless the appliance says otherwise. */
export const SITE_FUELS = ["natural-gas", "propane", "none"] as const;
export type SiteFuel = (typeof SITE_FUELS)[number];
/** A fuel gas is piped in: the two that the sizing tables cover. */
export type GasFuel = Exclude<SiteFuel, "none">;

/** What an appliance may burn where it differs from the site's fuel. */
export const APPLIANCE_FUELS = ["natural-gas", "propane", "electric", "charcoal", "wood"] as const;
export type ApplianceFuel = (typeof APPLIANCE_FUELS)[number];

export const DRAIN_METHODS = ["sewer", "dry-well", "none"] as const;
export type DrainMethod = (typeof DRAIN_METHODS)[number];

export const TRENCH_SURFACES = ["soil", "pavers", "concrete"] as const;
export type TrenchSurface = (typeof TRENCH_SURFACES)[number];

export const PANEL_AMPS = [100, 125, 150, 200, 400] as const;
export type PanelAmps = (typeof PANEL_AMPS)[number];

/** A run from the house, in whole feet. */
export const RUN_LENGTH_FT = { min: 0, max: 300 } as const;

/** A gas-capable appliance's rating in BTU/h, whole numbers. */
export const BTU_PER_HOUR_BOUNDS = { min: 0, max: 300_000 } as const;

/** The words the step and the SOW use for each answer. */
export const SITE_FUEL_LABELS: Record<SiteFuel, string> = {
  "natural-gas": "Natural gas",
  propane: "Propane",
  none: "No gas",
};
export const APPLIANCE_FUEL_LABELS: Record<ApplianceFuel, string> = {
  "natural-gas": "Natural gas",
  propane: "Propane",
  electric: "Electric",
  charcoal: "Charcoal",
  wood: "Wood or pellets",
};
export const DRAIN_LABELS: Record<DrainMethod, string> = {
  sewer: "To the house sewer or septic line",
  "dry-well": "To a dry well (rinse water only)",
  none: "No drain (a portable bucket)",
};
export const TRENCH_SURFACE_LABELS: Record<TrenchSurface, string> = {
  soil: "Lawn or soil",
  pavers: "Pavers",
  concrete: "Concrete",
};
