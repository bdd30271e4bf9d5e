// A small scene made by hand for the 3D view's tests: a rectangle 96" x 32" at 36", a grill facing the cook
// (north, -z) and a fridge past the run's end that does not fit, two stools on the far side.
import type { Scene, SceneBox, SceneMaterial } from "../../../../domain/scene/scene";

const box = (x: number, y: number, z: number, w: number, h: number, d: number): SceneBox => ({
  min: { x, y, z },
  size: { x: w, y: h, z: d },
});

const STONE: SceneMaterial = { base: "#9a8b78", accent: "#6f6252", pattern: "stone", gloss: 0.1 };
const GRANITE: SceneMaterial = { base: "#3f3b38", accent: "#b9b1a6", pattern: "speckle", gloss: 0.6 };
const LID: SceneMaterial = { base: "#c3c7cb", accent: "#e9ecee", pattern: "brushed", gloss: 0.8 };

export function testScene(change: (scene: Scene) => void = () => {}): Scene {
  const scene: Scene = {
    shape: "rectangular",
    sections: [{ label: "L", body: box(0, 0, 0, 96, 34.5, 32), slab: box(-1.5, 34.5, -1.5, 99, 1.5, 47) }],
    appliances: [
      {
        number: 1,
        id: "grill",
        name: "Built-in Grill",
        box: box(14, 0, 0, 36, 36, 24),
        facing: "north",
        details: [{ kind: "lid", box: box(14, 36, 2, 36, 8, 20), material: LID }],
        fits: true,
      },
      {
        number: 2,
        id: "fridge",
        name: "Outdoor Fridge",
        box: box(104, 0, 0, 24, 36, 24),
        facing: "north",
        details: [],
        fits: false,
      },
    ],
    structure: null,
    lights: [{ kind: "counter", position: { x: 48, y: 33, z: -1 } }],
    seats: [
      { box: box(30, 0, 50, 15, 24, 15), facing: "north" },
      { box: box(54, 0, 50, 15, 24, 15), facing: "north" },
    ],
    materials: { sides: STONE, countertop: GRANITE },
    bounds: box(-1.5, 0, -1.5, 129.5, 44, 66.5),
    summary: 'Rectangular island 96" x 32" at 36", with a built-in grill and an outdoor fridge, and 2 seats',
  };
  change(scene);
  return scene;
}
