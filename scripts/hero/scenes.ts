// The five landing pictures: each one's plan (shape, appliances, finishes, structure), its light, camera and
// surroundings. The plans are the planner's own (createDefaultPlannerData and the catalogue), so the island
// shown is one a homeowner can draw in the planner.
import type { ApplianceId } from "../../src/domain/planner/catalogue";
import { createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "../../src/domain/planner/model";
import type { PlannerData } from "../../src/domain/planner/schema";
import { v } from "./geometry";
import type { SceneSpec } from "./scene-spec";

/** A plan of the planner: its defaults, changed as the picture needs. */
export function plan(change: (data: PlannerData) => void): PlannerData {
  const data = createDefaultPlannerData();
  data.appliances = [];
  change(data);
  // the homeowner has confirmed the size constraints, as the wizard asks before the dimensions
  data.constraints.confirmed = true;
  return data;
}

export function appliances(...items: [ApplianceId, number?][]): PlannerData["appliances"] {
  return items.map(([id, size]) => {
    const item = createApplianceItem(id);
    return size === undefined ? item : selectApplianceSize(item, size);
  });
}

// The five sample islands

export const SCENES: SceneSpec[] = [
  {
    id: "l-shaped-pizza-oven",
    alt: "An L-shaped stacked-stone island with a pizza oven, a built-in grill and a sink on a travertine patio at golden hour",
    seed: 1,
    mood: "golden",
    plan: plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 144, width1: 32, length2: 96, width2: 40 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["sink"], ["grill"], ["pizza-oven"], ["fridge"]);
      d.materials = { sides: "natural-stone", countertop: "granite" };
    }),
    sides: "natural-stone",
    top: "granite",
    style: { stone: "warm", granite: "dark" },
    camera: { eye: v(-40, 330, 66), target: v(40, 10, 34), fov: 40 },
    sun: v(-0.85, 0.2, 0.3),
    patio: { min: [-220, -110], max: [320, 480], paver: "travertine", size: 24 },
    backdrop: [
      { kind: "fence", a: [-700, -180], b: [340, -180], height: 72 },
      { kind: "fence", a: [340, -180], b: [340, 700], height: 72 },
    ],
    trees: [
      { at: [330, -520], height: 320, spread: 220, tone: "green" },
      { at: [-260, -560], height: 280, spread: 190, tone: "olive" },
    ],
    plants: [
      { at: [-30, 14], kind: "pot", size: 30 },
      { at: [186, 150], kind: "pot", size: 26 },
      { at: [200, 110], kind: "grass", size: 30 },
    ],
  },
  {
    id: "u-shaped-gazebo",
    alt: "A U-shaped stucco island with a grill, a sink and an outdoor fridge under a shingled gazebo with a ceiling fan",
    seed: 2,
    mood: "day",
    plan: plan((d) => {
      d.shape = "u-shaped";
      d.uShape = { length1: 72, width1: 32, length2: 120, width2: 32, length3: 72, width3: 32 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["fridge"], ["double-drawers"], ["grill"], ["sink"], ["side-burner"]);
      d.materials = { sides: "stucco", countertop: "concrete" };
      d.pergola = { ...d.pergola, enabled: true, structureType: "gazebo-pavilion", hasFan: true, dimensions: { length: 192, width: 168, height: 108 } };
    }),
    sides: "stucco",
    top: "concrete",
    style: { stucco: "#ece3d3" },
    camera: { eye: v(70, 330, 62), target: v(-5, 40, 54), fov: 42 },
    sun: v(0.5, 0.45, 0.75),
    patio: { min: [-160, -120], max: [280, 520], paver: "concrete", size: 24 },
    backdrop: [{ kind: "fence", a: [-900, -300], b: [900, -300], height: 72 }],
    trees: [
      { at: [-330, -520], height: 320, spread: 220, tone: "green" },
      { at: [420, -480], height: 280, spread: 190, tone: "dark" },
    ],
    plants: [
      { at: [-110, 170], kind: "pot", size: 30 },
      { at: [220, 180], kind: "bush", size: 34 },
    ],
  },
  {
    id: "rectangular-pergola-dusk",
    alt: "A rectangular tiled island with a grill, a side burner and a fridge under a cedar pergola at dusk, lit by string lights and LED strips",
    seed: 3,
    mood: "dusk",
    plan: plan((d) => {
      d.shape = "rectangular";
      d.dimensions = { length: 156, width: 32, height: 36 };
      d.appliances = appliances(["double-drawers"], ["grill"], ["side-burner"], ["fridge"]);
      d.materials = { sides: "tile", countertop: "granite" };
      d.lighting = true;
      d.pergola = { ...d.pergola, enabled: true, structureType: "pergola", spotlights: "4", dimensions: { length: 216, width: 132, height: 108 } };
    }),
    sides: "tile",
    top: "granite",
    style: { tile: "charcoal", granite: "light" },
    camera: { eye: v(190, -300, 62), target: v(150, 40, 50), fov: 42 },
    patio: { min: [-160, -500], max: [340, 190], paver: "travertine", size: 24 },
    backdrop: [{ kind: "house", a: [-500, 200], b: [600, 200], height: 118 }],
    trees: [],
    plants: [
      { at: [-70, -10], kind: "pot", size: 30 },
      { at: [240, -30], kind: "pot", size: 26 },
    ],
    stringLights: true,
  },
  {
    id: "l-shaped-bar-seating",
    alt: "An L-shaped brick island with a raised bar, three stools and a built-in grill on a sunny afternoon",
    seed: 5,
    mood: "afternoon",
    plan: plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 140, width1: 30, length2: 84, width2: 36 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["grill"], ["sink"], ["side-burner"]);
      d.materials = { sides: "brick", countertop: "granite" };
      d.constraints = { ...d.constraints, varyingHeights: true, heightCount: "2", seatingArea: true, seatCount: 3 };
    }),
    sides: "brick",
    top: "granite",
    style: { brick: "red", granite: "dark" },
    quality: { avif: 44, webp: 62, jpeg: 66 },
    // from the seats' side: the bar ledge and its stools in front, the grill's hood behind
    camera: { eye: v(215, -195, 60), target: v(96, 40, 38), fov: 36 },
    sun: v(0.45, -0.6, 0.65),
    patio: { min: [-150, -380], max: [380, 230], paver: "concrete", size: 24 },
    backdrop: [{ kind: "house", a: [-520, 250], b: [420, 250], height: 118 }],
    trees: [{ at: [-330, 520], height: 300, spread: 210, tone: "green" }],
    plants: [
      { at: [-40, -20], kind: "pot", size: 30 },
      { at: [200, 140], kind: "bush", size: 34 },
    ],
  },
  {
    id: "compact-grill-island",
    alt: "A compact grill island clad in grey stacked stone with a concrete countertop on a bluestone patio on a sunny day",
    seed: 4,
    mood: "day",
    plan: plan((d) => {
      d.shape = "rectangular";
      d.dimensions = { length: 84, width: 30, height: 36 };
      d.appliances = appliances(["grill", 30], ["trash-drawer", 18]);
      d.materials = { sides: "natural-stone", countertop: "concrete" };
    }),
    sides: "natural-stone",
    top: "concrete",
    style: { stone: "grey" },
    camera: { eye: v(-20, -165, 60), target: v(84, 20, 30), fov: 42 },
    sun: v(0.75, -0.3, 0.6),
    patio: { min: [-140, -400], max: [260, 120], paver: "bluestone", size: 24 },
    backdrop: [{ kind: "fence", a: [-700, 260], b: [700, 260], height: 72 }],
    trees: [
      { at: [-260, 520], height: 300, spread: 200, tone: "green" },
      { at: [330, 460], height: 260, spread: 170, tone: "olive" },
    ],
    plants: [
      { at: [135, 10], kind: "pot", size: 30 },
      { at: [-45, 50], kind: "grass", size: 32 },
    ],
  },
];

