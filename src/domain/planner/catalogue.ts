// The product's appliance catalogue and material tables. Material rates are the per-square-foot figures the
// budget model multiplies by; every other budget rate lives in ./rates.

export const APPLIANCE_CATEGORIES = ["cooking", "storage", "utility"] as const;
export type ApplianceCategory = (typeof APPLIANCE_CATEGORIES)[number];

export const APPLIANCE_IDS = [
  "grill",
  "outdoor-oven",
  "teppan-grill",
  "side-burner",
  "pizza-oven",
  "smoker",
  "fridge",
  "trash-drawer",
  "double-drawers",
  "triple-drawers",
  "sink",
  "ice-maker",
] as const;
export type ApplianceId = (typeof APPLIANCE_IDS)[number];

export interface CatalogueAppliance {
  id: ApplianceId;
  name: string;
  category: ApplianceCategory;
  /** Default width in inches; always one of sizesAvailable. */
  width: number;
  /** Default price in dollars; equals basePrices[width]. */
  price: number;
  sizesAvailable: number[];
  basePrices: Record<number, number>;
  dimensions: string;
  description: string;
  icon: string;
  editable: true;
}

// A sink keeps its bowl depth and front-to-back size when its width changes, so its text names all three.
const SINK_DEPTH_TEXT = '15" x 8"';

/** Human text for an appliance's size, shown on its card and in the SOW. */
export function applianceDimensionsText(id: ApplianceId, width: number): string {
  return id === "sink" ? `${width}" x ${SINK_DEPTH_TEXT}` : `${width}" W`;
}

function appliance(
  id: ApplianceId,
  name: string,
  category: ApplianceCategory,
  width: number,
  basePrices: Record<number, number>,
  description: string,
  icon: string,
): CatalogueAppliance {
  const price = basePrices[width];
  if (price === undefined) throw new Error(`Catalogue error: ${id} has no price for its default width`);
  return {
    id,
    name,
    category,
    width,
    price,
    sizesAvailable: Object.keys(basePrices)
      .map(Number)
      .sort((a, b) => a - b),
    basePrices,
    dimensions: applianceDimensionsText(id, width),
    description,
    icon,
    editable: true,
  };
}

export const APPLIANCE_CATALOGUE: readonly CatalogueAppliance[] = [
  appliance(
    "grill",
    "Built-in Grill",
    "cooking",
    36,
    { 24: 2200, 30: 2500, 36: 2800, 42: 3200, 48: 3800 },
    "Gas grill head built into the island, the centrepiece of most outdoor kitchens.",
    "flame",
  ),
  appliance(
    "outdoor-oven",
    "Outdoor Oven",
    "cooking",
    30,
    { 24: 3800, 30: 4200, 36: 4800, 42: 5500 },
    "Weather-rated oven for baking and roasting outdoors.",
    "microwave",
  ),
  appliance(
    "teppan-grill",
    "Teppan Grill",
    "cooking",
    24,
    { 18: 2800, 24: 3500, 30: 4200, 36: 5000 },
    "Flat steel griddle for teppanyaki, breakfasts and smash burgers.",
    "square",
  ),
  appliance(
    "side-burner",
    "Side Burner",
    "cooking",
    15,
    { 12: 380, 15: 450, 18: 520 },
    "Single or double burner for sauces and side dishes.",
    "circle-dot",
  ),
  appliance(
    "pizza-oven",
    "Pizza Oven",
    "cooking",
    48,
    { 36: 2800, 42: 3200, 48: 3500, 54: 4200 },
    "High-heat dome oven for pizza and flatbreads.",
    "pizza",
  ),
  appliance(
    "smoker",
    "Smoker",
    "cooking",
    24,
    { 18: 1800, 24: 2200, 30: 2600, 36: 3200 },
    "Built-in smoker for low-and-slow barbecue.",
    "cloud",
  ),
  appliance(
    "fridge",
    "Outdoor Fridge",
    "storage",
    24,
    { 18: 950, 24: 1200, 30: 1450 },
    "Outdoor-rated under-counter refrigerator.",
    "refrigerator",
  ),
  appliance(
    "trash-drawer",
    "Trash Drawer",
    "storage",
    18,
    { 15: 280, 18: 350, 21: 420 },
    "Pull-out drawer that hides the trash and recycling bins.",
    "trash-2",
  ),
  appliance(
    "double-drawers",
    "Double Drawers",
    "storage",
    21,
    { 18: 520, 21: 600, 24: 680, 30: 850 },
    "Two stainless drawers for tools and utensils.",
    "archive",
  ),
  appliance(
    "triple-drawers",
    "Triple Drawers",
    "storage",
    30,
    { 24: 720, 30: 850, 36: 980, 42: 1150 },
    "Three stainless drawers for tools, towels and spices.",
    "layers",
  ),
  appliance(
    "sink",
    "Outdoor Sink",
    "utility",
    21,
    { 18: 650, 21: 800, 24: 950, 30: 1200 },
    "Stainless sink with faucet; needs a water supply and drain.",
    "droplets",
  ),
  appliance(
    "ice-maker",
    "Ice Maker",
    "utility",
    15,
    { 12: 1500, 15: 1800, 18: 2100 },
    "Outdoor-rated ice maker; needs a water supply and drain.",
    "snowflake",
  ),
];

const CATALOGUE_BY_ID = new Map<string, CatalogueAppliance>(APPLIANCE_CATALOGUE.map((a) => [a.id, a]));

export function findCatalogueAppliance(id: string): CatalogueAppliance | undefined {
  return CATALOGUE_BY_ID.get(id);
}

export const APPLIANCE_GROUPS: readonly { title: string; category: ApplianceCategory }[] = [
  { title: "Cooking Equipment", category: "cooking" },
  { title: "Storage & Organization", category: "storage" },
  { title: "Utilities & Convenience", category: "utility" },
];

export const SIDE_MATERIAL_IDS = ["natural-stone", "stucco", "brick", "tile"] as const;
export type SideMaterialId = (typeof SIDE_MATERIAL_IDS)[number];

export interface SideMaterial {
  id: SideMaterialId;
  name: string;
  ratePerSqFt: number;
  badge: string;
}

export const SIDE_MATERIALS: readonly SideMaterial[] = [
  { id: "natural-stone", name: "Natural Stone", ratePerSqFt: 45, badge: "Premium Option" },
  { id: "stucco", name: "Stucco", ratePerSqFt: 25, badge: "Popular Choice" },
  { id: "brick", name: "Brick", ratePerSqFt: 35, badge: "Durable" },
  { id: "tile", name: "Tile", ratePerSqFt: 30, badge: "Customizable" },
];

export const COUNTERTOP_MATERIAL_IDS = ["granite", "concrete", "tile", "stainless"] as const;
export type CountertopMaterialId = (typeof COUNTERTOP_MATERIAL_IDS)[number];

export interface CountertopMaterial {
  id: CountertopMaterialId;
  name: string;
  ratePerSqFt: number;
  /** The range shown on the card; the budget uses ratePerSqFt. */
  displayedRange: { min: number; max: number };
  badge: string;
}

export const COUNTERTOP_MATERIALS: readonly CountertopMaterial[] = [
  { id: "granite", name: "Granite", ratePerSqFt: 55, displayedRange: { min: 45, max: 65 }, badge: "Premium" },
  { id: "concrete", name: "Concrete", ratePerSqFt: 40, displayedRange: { min: 30, max: 50 }, badge: "Modern" },
  { id: "tile", name: "Tile", ratePerSqFt: 25, displayedRange: { min: 15, max: 35 }, badge: "Economical" },
  {
    id: "stainless",
    name: "Stainless Steel",
    ratePerSqFt: 50,
    displayedRange: { min: 40, max: 60 },
    badge: "Professional",
  },
];

export function findSideMaterial(id: string): SideMaterial | undefined {
  return SIDE_MATERIALS.find((m) => m.id === id);
}

export function findCountertopMaterial(id: string): CountertopMaterial | undefined {
  return COUNTERTOP_MATERIALS.find((m) => m.id === id);
}

export const SINK_TYPE_IDS = ["undermount", "overmount", "farmhouse"] as const;
export type SinkType = (typeof SINK_TYPE_IDS)[number];
export const DEFAULT_SINK_TYPE: SinkType = "undermount";

export const SINK_TYPES: readonly { id: SinkType; label: string; note: string | null }[] = [
  { id: "undermount", label: "Undermount", note: null },
  { id: "overmount", label: "Overmount", note: "not recommended" },
  { id: "farmhouse", label: "Farmhouse", note: null },
];

/**
 * Front-to-back depth of each appliance's cut-out or cavity, in inches: typical of built-in outdoor models in
 * their makers' installation guides (docs/product/statement-of-work.md, design rules); the chosen model's
 * guide governs. The plan drawing draws each appliance this deep from the counter's front edge, and the SOW's
 * design check finds an island too shallow for its appliances with it.
 */
export const APPLIANCE_CUTOUT_DEPTH_IN: Record<ApplianceId, number> = {
  grill: 21,
  "outdoor-oven": 22,
  "teppan-grill": 21,
  "side-burner": 20,
  "pizza-oven": 24,
  smoker: 22,
  fridge: 24,
  "trash-drawer": 20,
  "double-drawers": 20,
  "triple-drawers": 20,
  sink: 17,
  "ice-maker": 24,
};
