// What describes one landing picture: its plan, the light of the hour, the camera and the surroundings.
import type { PlannerData } from "../../src/domain/planner/schema";
import type { P2, V3 } from "./geometry";
import type { IslandStyle, SideMaterial, TopMaterial } from "./island-layout";
import type { MoodId } from "./moods";
import type { Quality } from "./rasterise";

export interface Backdrop {
  kind: "fence" | "house";
  /** A line on the plan, the wall's face, drawn from a to b. */
  a: P2;
  b: P2;
  height: number;
}

export interface Tree {
  at: P2;
  height: number;
  spread: number;
  tone: "green" | "olive" | "dark";
}

export interface Plant {
  at: P2;
  kind: "pot" | "bush" | "grass";
  size: number;
}

export interface Stool {
  at: P2;
  seat: number;
}

export interface SceneSpec {
  id: string;
  alt: string;
  seed: number;
  mood: MoodId;
  plan: PlannerData;
  sides: SideMaterial;
  top: TopMaterial;
  style: IslandStyle;
  camera: { eye: V3; target: V3; fov: number };
  patio: { min: P2; max: P2; paver: "travertine" | "bluestone" | "concrete"; size: number };
  backdrop: Backdrop[];
  trees: Tree[];
  plants: Plant[];
  /** Towards the sun, when the mood's own direction does not suit the camera. */
  sun?: V3;
  /** String lights across the covered structure. */
  stringLights?: boolean;
  exposure?: number;
  /**
   * The encoders' quality where the default makes a detailed picture (a wall of brick) heavier on the wire
   * than the landing page allows (docs/decisions/0039-scene-model-and-perspective-view.md).
   */
  quality?: Partial<Quality>;
}

