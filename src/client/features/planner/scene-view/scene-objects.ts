// The scene model (src/domain/scene/scene.ts) as three.js objects: every box of it a box, its materials' colours
// and grain, the appliances numbered as on the plan. Boxes of one material are merged into one mesh, so a
// U-shaped island with eight appliances and a gazebo draws in a few dozen calls, not hundreds.
import {
  BoxGeometry,
  type BufferGeometry,
  CanvasTexture,
  CylinderGeometry,
  Group,
  type Material,
  Mesh,
  MeshLambertMaterial,
  MeshPhongMaterial,
  PlaneGeometry,
  Sprite,
  SpriteMaterial,
  SRGBColorSpace,
  type Texture,
  TorusGeometry,
} from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Scene, SceneBox, SceneLight, SceneMaterial, SceneSeat } from "../../../../domain/scene/scene";
import { patternTexture } from "./textures";

/** Stainless steel, for an appliance's own body where the model gives it no material. */
export const STAINLESS: SceneMaterial = { base: "#b9bec3", accent: "#e3e6e9", pattern: "brushed", gloss: 0.7 };
/** The house wall an attached pergola hangs from: painted siding. */
const HOUSE_WALL: SceneMaterial = { base: "#ddd6ca", accent: "#c9c1b3", pattern: "plain", gloss: 0.1 };
/** A stool's seat and frame. */
const STOOL_SEAT: SceneMaterial = { base: "#3b342e", accent: "#2a2521", pattern: "plain", gloss: 0.3 };
const STOOL_FRAME: SceneMaterial = { base: "#2d2d2f", accent: "#1f1f21", pattern: "plain", gloss: 0.5 };
const FAN_BLADE: SceneMaterial = { base: "#6b4f35", accent: "#4f3a27", pattern: "wood", gloss: 0.3 };
/** An appliance that does not fit on the run: red, as the plan drawing marks it. */
const DOES_NOT_FIT = "#dc2626";
/** The plan's number badges: ember-600 (src/client/styles.css). */
const BADGE = "#b0431b";

/** A badge's size on screen, as a share of the view's height. */
const BADGE_SCREEN_SIZE = 0.075;

/** From this gloss up a surface shows a highlight (steel, polished granite). */
const GLOSSY = 0.5;

/** Room so a box drawn over another's face (an appliance in the counter, a door on an appliance) wins its depth test. */
const LIFT = 0.06;

const keyOf = (m: SceneMaterial) => `${m.base}|${m.accent}|${m.pattern}|${m.gloss}`;

/**
 * A box whose texture coordinates run in inches from the scene's origin, so a pattern keeps its scale on every
 * face and the courses of brick line up from one section to the next.
 */
export function boxGeometry(box: SceneBox, grow = 0): BufferGeometry {
  const w = Math.max(box.size.x + 2 * grow, 0.01);
  const h = Math.max(box.size.y + 2 * grow, 0.01);
  const d = Math.max(box.size.z + 2 * grow, 0.01);
  const geometry = new BoxGeometry(w, h, d);
  const uv = geometry.getAttribute("uv");
  // BoxGeometry's faces in order: +x, -x, +y, -y, +z, -z; four vertices each
  const spans: Array<[number, number, number, number]> = [
    [d, h, box.min.z, box.min.y],
    [d, h, box.min.z, box.min.y],
    [w, d, box.min.x, box.min.z],
    [w, d, box.min.x, box.min.z],
    [w, h, box.min.x, box.min.y],
    [w, h, box.min.x, box.min.y],
  ];
  spans.forEach(([du, dv, u0, v0], face) => {
    for (let v = 0; v < 4; v++) {
      const i = face * 4 + v;
      uv.setXY(i, u0 + uv.getX(i) * du, v0 + uv.getY(i) * dv);
    }
  });
  geometry.translate(box.min.x + box.size.x / 2, box.min.y + box.size.y / 2, box.min.z + box.size.z / 2);
  return geometry;
}

/** What the builder made, and how to free it when the scene changes. */
export interface SceneObject {
  group: Group;
  dispose(): void;
}

class Builder {
  readonly group = new Group();
  private readonly parts = new Map<string, { material: SceneMaterial; geometries: BufferGeometry[]; shadow: boolean }>();
  private readonly owned: Array<{ dispose(): void }> = [];

  constructor(private readonly textures: boolean) {}

  /** Adds a piece of the scene, merged later with the others of its material. */
  add(material: SceneMaterial, geometry: BufferGeometry, shadow = true): void {
    const key = `${keyOf(material)}|${shadow}`;
    const part = this.parts.get(key) ?? { material, geometries: [], shadow };
    part.geometries.push(geometry);
    this.parts.set(key, part);
  }

  private readonly glows = new Map<string, BufferGeometry[]>();

  /** A glowing piece (a lamp's face), merged later with the others of its colour. */
  addGlow(color: string, geometry: BufferGeometry): void {
    this.glows.set(color, [...(this.glows.get(color) ?? []), geometry]);
  }

  /** A thing of its own (translucent or a badge) that must not merge with the rest. */
  addMesh(mesh: Mesh | Sprite): void {
    // every sprite shares three.js's one quad: it is not this scene's to free
    if (mesh instanceof Mesh) this.owned.push(mesh.geometry);
    const material = mesh.material as Material;
    this.owned.push(material);
    const map = (material as { map?: Texture | null }).map;
    if (map) this.owned.push(map);
    this.group.add(mesh);
  }

  /**
   * A surface's material: matte (Lambert) for stone, stucco, wood and the rest, with a highlight (Phong) only
   * for the glossy ones (steel, polished tops). Both are far cheaper to draw than physically based shading, which
   * a phone without a strong GPU (or a software renderer) pays for on every pixel of every frame of a turn.
   */
  material(m: SceneMaterial): MeshLambertMaterial | MeshPhongMaterial {
    const map = this.textures ? patternTexture(m) : null;
    if (map) this.owned.push(map);
    const glass = m.pattern === "glass";
    const common = {
      color: map ? "#ffffff" : m.base,
      map,
      transparent: glass,
      opacity: glass ? 0.35 : 1,
      depthWrite: !glass,
    };
    const material =
      m.gloss >= GLOSSY
        ? new MeshPhongMaterial({ ...common, shininess: 20 + 80 * m.gloss, specular: "#5a5a5a" })
        : new MeshLambertMaterial(common);
    this.owned.push(material);
    return material;
  }

  finish(): SceneObject {
    for (const { material, geometries, shadow } of this.parts.values()) {
      const merged = geometries.length === 1 ? geometries[0]! : mergeGeometries(geometries, false);
      if (merged !== geometries[0]) for (const g of geometries) g.dispose();
      const mesh = new Mesh(merged, this.material(material));
      mesh.castShadow = shadow && material.pattern !== "glass";
      mesh.receiveShadow = true;
      this.owned.push(merged);
      this.group.add(mesh);
    }
    for (const [color, geometries] of this.glows) {
      const merged = mergeGeometries(geometries, false);
      for (const g of geometries) g.dispose();
      this.addMesh(new Mesh(merged, new MeshLambertMaterial({ color, emissive: color, emissiveIntensity: 1.2 })));
    }
    const owned = this.owned;
    return {
      group: this.group,
      dispose() {
        for (const thing of owned) thing.dispose();
      },
    };
  }
}

/** The middle of the island on the patio, or of the scene without one. */
function focusCenter(scene: Scene): { x: number; z: number } {
  const boxes = scene.sections.length > 0 ? scene.sections.map((s) => s.body) : [scene.bounds];
  const xs = boxes.flatMap((b) => [b.min.x, b.min.x + b.size.x]);
  const zs = boxes.flatMap((b) => [b.min.z, b.min.z + b.size.z]);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
}

/**
 * The house wall as its one face towards the yard: seen from the yard it is a wall, and a camera turned round
 * to the house's side looks through it (its back is not drawn) instead of at a blank wall.
 */
function wallFace(wall: SceneBox, yard: { x: number; z: number }): BufferGeometry {
  const alongX = wall.size.x >= wall.size.z;
  const face = new PlaneGeometry(alongX ? wall.size.x : wall.size.z, wall.size.y);
  const uv = face.getAttribute("uv");
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * face.parameters.width, uv.getY(i) * wall.size.y);
  const cx = wall.min.x + wall.size.x / 2;
  const cz = wall.min.z + wall.size.z / 2;
  // a plane faces +z: turned to face the yard, and set on the wall's yard side
  if (alongX) {
    const towardsYard = yard.z >= cz ? 1 : -1;
    if (towardsYard < 0) face.rotateY(Math.PI);
    face.translate(cx, wall.min.y + wall.size.y / 2, cz + (towardsYard * wall.size.z) / 2);
  } else {
    const towardsYard = yard.x >= cx ? 1 : -1;
    face.rotateY((towardsYard * Math.PI) / 2);
    face.translate(cx + (towardsYard * wall.size.x) / 2, wall.min.y + wall.size.y / 2, cz);
  }
  return face;
}

/** A round badge with the appliance's number, as the plan drawing shows it, floating over the appliance. */
function badgeSprite(number: number): Sprite | null {
  const canvas = document.createElement("canvas");
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.fillStyle = BADGE;
  ctx.beginPath();
  ctx.arc(32, 32, 29, 0, 2 * Math.PI);
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.font = "bold 34px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(number), 32, 34);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // the same size on screen however near or far, readable as the plan's numbers are
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false, transparent: true, sizeAttenuation: false }));
  sprite.scale.set(BADGE_SCREEN_SIZE, BADGE_SCREEN_SIZE, 1);
  sprite.renderOrder = 10;
  return sprite;
}

function addSeat(builder: Builder, seat: SceneSeat): void {
  const { min, size } = seat.box;
  const cx = min.x + size.x / 2;
  const cz = min.z + size.z / 2;
  const top = min.y + size.y;
  const radius = Math.min(size.x, size.z) / 2;
  const cushion = new CylinderGeometry(radius, radius * 0.92, 2.5, 20);
  cushion.translate(cx, top - 1.25, cz);
  builder.add(STOOL_SEAT, cushion);
  const post = new CylinderGeometry(1.1, 1.1, top - 2.5, 10);
  post.translate(cx, (top - 2.5) / 2, cz);
  builder.add(STOOL_FRAME, post);
  const foot = new CylinderGeometry(radius * 0.75, radius * 0.8, 1, 20);
  foot.translate(cx, 0.5, cz);
  builder.add(STOOL_FRAME, foot);
  const ring = new TorusGeometry(radius * 0.7, 0.45, 6, 20);
  ring.rotateX(Math.PI / 2);
  ring.translate(cx, top * 0.35, cz);
  builder.add(STOOL_FRAME, ring);
}

/** Lights as the fittings a homeowner would see: warm glowing points, a heater's red face, a fan's blades. */
function addLight(builder: Builder, light: SceneLight): void {
  const { x, y, z } = light.position;
  /** A round thing centred at `dy` above the light's point. */
  const disc = (radius: number, height: number, dy: number) => {
    const geometry = new CylinderGeometry(radius, radius, height, 14);
    geometry.translate(x, y + dy, z);
    return geometry;
  };
  const glow = (color: string, geometry: BufferGeometry) => builder.addGlow(color, geometry);
  /** A fitting hung from above: its dark body, and its glowing face underneath. */
  const fitting = (radius: number, height: number, color: string) => {
    builder.add(STOOL_FRAME, disc(radius, height, height / 2), false);
    glow(color, disc(radius * 0.88, 0.4, -0.1));
  };
  switch (light.kind) {
    case "counter":
      glow("#ffd995", disc(1.4, 0.6, 0));
      break;
    case "spotlight":
      fitting(2.3, 4, "#ffe2a8");
      break;
    case "heater":
      fitting(5, 3, "#ff6a2b");
      break;
    case "fan": {
      builder.add(STOOL_FRAME, disc(3, 3, 0), false);
      for (let i = 0; i < 4; i++) {
        const blade = new BoxGeometry(22, 0.5, 5);
        blade.translate(13, 0, 0);
        blade.rotateY((i * Math.PI) / 2 + Math.PI / 8);
        blade.translate(x, y - 1, z);
        builder.add(FAN_BLADE, blade, false);
      }
      break;
    }
  }
}

/**
 * The scene as one three.js group. `textures` false leaves the grain out (a plain colour per material), for
 * browsers that cannot draw on a 2D canvas.
 */
export function sceneObject(scene: Scene, options: { textures: boolean; badges: boolean }): SceneObject {
  const builder = new Builder(options.textures);
  for (const section of scene.sections) {
    builder.add(scene.materials.sides, boxGeometry(section.body));
    builder.add(scene.materials.countertop, boxGeometry(section.slab));
  }
  for (const appliance of scene.appliances) {
    if (appliance.fits) {
      builder.add(STAINLESS, boxGeometry(appliance.box, LIFT));
      for (const detail of appliance.details) builder.add(detail.material, boxGeometry(detail.box, 2 * LIFT));
    } else {
      // drawn where the plan draws it, past the run's end, in see-through red: it does not fit
      builder.addMesh(
        new Mesh(
          boxGeometry(appliance.box),
          new MeshLambertMaterial({ color: DOES_NOT_FIT, transparent: true, opacity: 0.45, depthWrite: false }),
        ),
      );
    }
    if (options.badges) {
      const badge = badgeSprite(appliance.number);
      if (badge) {
        const { min, size } = appliance.box;
        const topOfDetails = Math.max(min.y + size.y, ...appliance.details.map((d) => d.box.min.y + d.box.size.y));
        badge.position.set(min.x + size.x / 2, topOfDetails + 6, min.z + size.z / 2);
        builder.addMesh(badge);
      }
    }
  }
  const structure = scene.structure;
  if (structure) {
    for (const box of [...structure.posts, ...structure.beams]) builder.add(structure.material, boxGeometry(box));
    const roofMaterial = structure.roofMaterial ?? structure.material;
    if (structure.structureType === "gazebo-pavilion" && structure.roof.length > 0) {
      // a solid roof would hide the kitchen under it from every view above it: it is drawn see-through
      const roof = new Mesh(
        mergeGeometries(structure.roof.map((box) => boxGeometry(box)), false),
        new MeshLambertMaterial({ color: roofMaterial.base, transparent: true, opacity: 0.4, depthWrite: false }),
      );
      roof.renderOrder = 5;
      builder.addMesh(roof);
    } else {
      for (const box of structure.roof) builder.add(roofMaterial, boxGeometry(box));
    }
    if (structure.wall) builder.add(HOUSE_WALL, wallFace(structure.wall, focusCenter(scene)), false);
  }
  for (const seat of scene.seats) addSeat(builder, seat);
  for (const light of scene.lights) addLight(builder, light);
  return builder.finish();
}
