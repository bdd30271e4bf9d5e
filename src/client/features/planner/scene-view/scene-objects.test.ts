import { Box3, Mesh, type MeshLambertMaterial, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import type { SceneBox, SceneMaterial, SceneStructure } from "../../../../domain/scene/scene";
import { boxGeometry, sceneObject } from "./scene-objects";
import { testScene } from "./test-scene";

// three.js builds its objects without WebGL: what the view will draw is checked here, the drawing in the
// browser test (e2e/scene-view.e2e.ts).
const OPTIONS = { textures: false, badges: false } as const;

const box = (x: number, y: number, z: number, w: number, h: number, d: number): SceneBox => ({
  min: { x, y, z },
  size: { x: w, y: h, z: d },
});

const meshes = (object: ReturnType<typeof sceneObject>) => object.group.children.filter((c): c is Mesh => c instanceof Mesh);

function structure(change: Partial<SceneStructure> = {}): SceneStructure {
  const wood: SceneMaterial = { base: "#7a5a3a", accent: "#5a4028", pattern: "wood", gloss: 0.2 };
  return {
    structureType: "gazebo-pavilion",
    attached: false,
    posts: [box(-20, 0, -20, 6, 100, 6), box(130, 0, -20, 6, 100, 6)],
    beams: [box(-20, 100, -20, 156, 8, 6)],
    roof: [box(-24, 108, -24, 164, 12, 100)],
    wall: null,
    material: wood,
    ...change,
  };
}

describe("the 3D view's objects", () => {
  it("draws every part of the scene within its bounds, one mesh per material", () => {
    const scene = testScene();
    const object = sceneObject(scene, OPTIONS);
    const drawn = new Box3().setFromObject(object.group);
    const { min, size } = scene.bounds;
    expect(drawn.min.x).toBeGreaterThanOrEqual(min.x - 0.2);
    expect(drawn.min.y).toBeGreaterThanOrEqual(min.y - 0.2);
    expect(drawn.max.x).toBeLessThanOrEqual(min.x + size.x + 0.2);
    expect(drawn.max.z).toBeLessThanOrEqual(min.z + size.z + 0.2);
    // the island's body and slab, the grill and the stools are all there
    for (const point of [
      [48, 20, 16],
      [48, 35, 40],
      [32, 40, 12],
      [37, 23, 57],
    ]) {
      expect(drawn.containsPoint(new Vector3(...point))).toBe(true);
    }
    // stone sides, granite top, steel grill, its lid, the stools' seats and frames, the light, the red fridge
    const colours = meshes(object).map((m) => `#${(m.material as MeshLambertMaterial).color.getHexString()}`);
    expect(new Set(colours).size).toBe(colours.length);
    expect(colours).toEqual(expect.arrayContaining(["#9a8b78", "#3f3b38", "#b9bec3", "#c3c7cb"]));
    object.dispose();
  });

  it("draws an appliance that does not fit see-through red, where the plan draws it", () => {
    const object = sceneObject(testScene(), OPTIONS);
    const red = meshes(object).filter((m) => (m.material as MeshLambertMaterial).color.getHexString() === "dc2626");
    expect(red).toHaveLength(1);
    const material = red[0]!.material as MeshLambertMaterial;
    expect(material.transparent).toBe(true);
    expect(material.opacity).toBeLessThan(1);
    const at = new Box3().setFromObject(red[0]!);
    expect(at.min.x).toBeCloseTo(104);
    expect(at.max.x).toBeCloseTo(128);
  });

  it("lets the kitchen show through a gazebo's roof, but not through a pergola's rafters", () => {
    const roofOf = (type: SceneStructure["structureType"]) => {
      const object = sceneObject(
        testScene((s) => {
          s.structure = structure({ structureType: type });
        }),
        OPTIONS,
      );
      return meshes(object).find((m) => new Box3().setFromObject(m).max.y > 115)!.material as MeshLambertMaterial;
    };
    expect(roofOf("gazebo-pavilion").transparent).toBe(true);
    expect(roofOf("pergola").transparent).toBe(false);
  });

  it("draws the house wall as its face towards the island, so a camera on the house's side sees through it", () => {
    const object = sceneObject(
      testScene((s) => {
        s.structure = structure({ structureType: "pergola", attached: true, wall: box(-30, 0, -40, 160, 110, 8) });
      }),
      OPTIONS,
    );
    const wall = meshes(object).find((m) => (m.material as MeshLambertMaterial).color.getHexString() === "ddd6ca")!;
    const at = new Box3().setFromObject(wall);
    // the island lies at +z of the wall: its face is the wall's +z side, flat, facing the island
    expect(at.min.z).toBeCloseTo(-32);
    expect(at.max.z).toBeCloseTo(-32);
    const normal = wall.geometry.getAttribute("normal");
    expect(normal.getZ(0)).toBeCloseTo(1);
  });

  it("gives every face of a box texture coordinates in inches, so a pattern keeps its scale", () => {
    const geometry = boxGeometry(box(10, 0, 5, 24, 12, 6));
    const uv = geometry.getAttribute("uv");
    const span = (face: number) => {
      const us = [0, 1, 2, 3].map((v) => uv.getX(face * 4 + v));
      const vs = [0, 1, 2, 3].map((v) => uv.getY(face * 4 + v));
      return [Math.max(...us) - Math.min(...us), Math.max(...vs) - Math.min(...vs)];
    };
    expect(span(0)).toEqual([6, 12]); // +x: depth by height
    expect(span(2)).toEqual([24, 6]); // top: length by depth
    expect(span(4)).toEqual([24, 12]); // front: length by height
    const position = new Box3().setFromBufferAttribute(geometry.getAttribute("position") as never);
    expect(position.min.toArray()).toEqual([10, 0, 5]);
    expect(position.max.toArray()).toEqual([34, 12, 11]);
  });
});
