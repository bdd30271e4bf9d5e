// The island in three dimensions, as a renderer-neutral model in inches: the wizard's live 3D view and the SOW's
// perspective view draw this one model, as the SOW's two renderers draw one document model, and the landing
// page's pictures take their island's levels, appliances and seats from it (scripts/hero/). It is a pure function of the plan (./build-scene.ts) and agrees with the plan drawing
// (../planner/plan-drawing.ts) on every position.
//
// Axes: x and z are the plan drawing's x and y (inches; z grows down the drawing: the cook of a rectangle
// stands at its top edge, z = 0, on the -z side), y is the height above the patio (y = 0 is the patio's
// surface). A renderer with y up (three.js) uses the numbers as they are.
import type { ApplianceId } from "../planner/catalogue";
import type { FinishPattern } from "../planner/finishes";
import type { KitchenShape, StructureType } from "../planner/schema";

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** An axis-aligned box: its corner nearest the origin and its size along each axis (all inches). */
export interface SceneBox {
  min: Vec3;
  size: Vec3;
}

/** The side of a box the front of a thing faces, by the plan drawing's sides: "south" is +z, "east" is +x. */
export type Facing = "north" | "south" | "east" | "west";

/** A surface's look: the finishes' colours (../planner/finishes.ts) or a fixed one for steel, wood, glass. */
export interface SceneMaterial {
  /** CSS hex. */
  base: string;
  accent: string;
  pattern: FinishPattern | "plain" | "wood" | "glass";
  /** 0 matte ... 1 mirror-like: stainless steel is high, stucco low. */
  gloss: number;
}

/** One section of the island (as the plan drawing's sections: "L" or L1...L3). */
export interface SceneSection {
  label: string;
  /** The cabinet body under the counter, clad in the side material. */
  body: SceneBox;
  /** The countertop slab over it, with its overhang (and the knee-space overhang where seats are). */
  slab: SceneBox;
  /**
   * "main": a section of the plan drawing at the counter height. "bar": the raised bar of varying heights, a
   * low wall standing on the main counter's slab (its body) with the bar top on it. Absent reads as "main".
   */
  level?: "main" | "bar";
}

/** A detail drawn on an appliance so it reads as what it is (a grill lid, a door, a burner, a basin). */
export interface SceneDetail {
  kind: "lid" | "door" | "drawer" | "burner" | "basin" | "faucet" | "handle" | "grate" | "vent" | "chimney";
  box: SceneBox;
  material: SceneMaterial;
}

export interface SceneAppliance {
  /** The plan drawing's number (1-based position on the run). */
  number: number;
  id: ApplianceId;
  name: string;
  /** Its cut-out in the counter, over the plan drawing's rectangle for it, from the patio to the counter top. */
  box: SceneBox;
  /** The side the cook faces it from: its doors, knobs and drawers are on that side. */
  facing: Facing;
  details: SceneDetail[];
  /** false when the run is too short for it: drawn past the run's end as the plan drawing draws it. */
  fits: boolean;
}

export interface SceneStructure {
  structureType: StructureType;
  /** A one-sided pergola hangs from the house wall (the plan drawing's wall); a free-standing one has four posts. */
  attached: boolean;
  posts: SceneBox[];
  beams: SceneBox[];
  /** Louvers, rafters or the roof panels. */
  roof: SceneBox[];
  /** The house wall an attached structure is fixed to; null when free-standing. */
  wall: SceneBox | null;
  material: SceneMaterial;
  /** The roof's own look (roofing, aluminium louvers); absent: the roof is of `material`. */
  roofMaterial?: SceneMaterial;
}

export interface SceneLight {
  kind: "counter" | "spotlight" | "heater" | "fan";
  position: Vec3;
}

export interface SceneSeat {
  /** The stool: its seat top and footprint. */
  box: SceneBox;
  /** The way a seated person looks: towards the counter. */
  facing: Facing;
}

export interface Scene {
  shape: KitchenShape;
  sections: SceneSection[];
  appliances: SceneAppliance[];
  structure: SceneStructure | null;
  lights: SceneLight[];
  seats: SceneSeat[];
  materials: { sides: SceneMaterial; countertop: SceneMaterial };
  /** Everything above fits in it: a camera frames the scene by it. */
  bounds: SceneBox;
  /** One sentence describing the scene, for screen readers and captions. */
  summary: string;
}
