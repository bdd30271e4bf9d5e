// The island's scene (./scene.ts) seen in perspective, as a flat list of filled polygons and numbered labels
// that any vector renderer paints in order: the SOW's PDF and HTML draw it without a browser or a 3D library
// (docs/decisions/0039-scene-model-and-perspective-view.md).
//
// - The camera stands at a corner of the plan, raised, looking at the middle of the scene: the corner from
//   which the most appliance fronts (their doors, knobs and drawers) are seen, never behind the house wall of
//   an attached structure; on a tie, the plan drawing's bottom right. It is framed on everything drawn.
// - Every box shows its faces towards the camera (back faces are culled). Boxes are painted far to near: a
//   box that can hide another is painted after it, decided by a plane between the two (the scene's boxes
//   touch but do not cut through each other, so a plane exists but in degenerate plans); where two boxes
//   interpenetrate, the lower one first, and a cycle is broken at its farthest box.
// - Faces are shaded flat by their direction to a light above the camera's left shoulder, over the
//   materials' base colours; edges are stroked a shade darker.
// - Each appliance gets a numbered badge above it, its plan number, with a leader to its top.
import type { Facing, Scene, SceneBox, SceneMaterial, Vec3 } from "./scene";

export interface ViewPoint {
  x: number;
  y: number;
}

export type ViewPart = "patio" | "section" | "appliance" | "structure" | "wall" | "seat";

export interface ViewPolygon {
  /** In the frame's units (points on paper), y down. */
  points: ViewPoint[];
  /** CSS hex; null for a face drawn in outline only (the roof, so the island under it shows). */
  fill: string | null;
  stroke: string;
  part: ViewPart;
  /** The plan number of the appliance the face belongs to; null for everything else. */
  appliance: number | null;
  /** Distance from the camera to the face's centre, in inches. */
  depth: number;
}

export interface ViewLabel {
  /** The appliance's plan number. */
  number: number;
  text: string;
  /** The badge's centre. */
  at: ViewPoint;
  /** The top of the appliance, where the badge's leader ends. */
  anchor: ViewPoint;
  fits: boolean;
}

export interface ViewFrame {
  width: number;
  height: number;
  /** Left free round the drawing. */
  margin: number;
  /** The badges' radius, to keep them apart and inside the frame. */
  badgeRadius: number;
}

/** The corner of the plan drawing the camera stands at. */
export type ViewCorner = "top left" | "top right" | "bottom left" | "bottom right";

export interface PerspectiveView {
  width: number;
  height: number;
  /** In painting order: far to near. */
  polygons: ViewPolygon[];
  labels: ViewLabel[];
  /** The badges' radius the labels were placed for. */
  badgeRadius: number;
  corner: ViewCorner;
}

/** The camera's height above the horizon, in degrees. */
const ELEVATION_DEG = 28;
/** The camera's distance, in radii of the sphere round the scene: far enough for a mild perspective. */
const DISTANCE_RADII = 2.6;
const PATIO_MARGIN_IN = 18;
const PATIO: SceneMaterial = { base: "#ece8e1", accent: "#ddd8cf", pattern: "plain", gloss: 0 };
const WALL: SceneMaterial = { base: "#d9d3c9", accent: "#c9c2b6", pattern: "plain", gloss: 0 };
const STOOL: SceneMaterial = { base: "#7a5c3e", accent: "#5e4630", pattern: "wood", gloss: 0.2 };
const STEEL: SceneMaterial = { base: "#b9bdc1", accent: "#e4e7e9", pattern: "brushed", gloss: 0.8 };
const EPS = 1e-6;

interface Item {
  box: SceneBox;
  material: SceneMaterial;
  part: ViewPart;
  appliance: number | null;
  /** Drawn in outline only. */
  outline?: boolean;
}

/** Every box the view draws, with what it is. */
function itemsOf(scene: Scene): Item[] {
  const items: Item[] = [];
  for (const s of scene.sections) {
    items.push({ box: s.body, material: scene.materials.sides, part: "section", appliance: null });
    items.push({ box: s.slab, material: scene.materials.countertop, part: "section", appliance: null });
  }
  for (const a of scene.appliances) {
    // an appliance in the counter shows through its details; one past the end of the run stands on its own
    if (!a.fits) items.push({ box: a.box, material: STEEL, part: "appliance", appliance: a.number });
    for (const d of a.details) items.push({ box: d.box, material: d.material, part: "appliance", appliance: a.number });
  }
  for (const seat of scene.seats) items.push({ box: seat.box, material: STOOL, part: "seat", appliance: null });
  const s = scene.structure;
  if (s) {
    if (s.wall) items.push({ box: s.wall, material: WALL, part: "wall", appliance: null });
    for (const b of [...s.posts, ...s.beams]) items.push({ box: b, material: s.material, part: "structure", appliance: null });
    // the roof in outline, as one box over its rafters, louvers or courses, so the island under it shows
    if (s.roof.length > 0) {
      const lo = { x: Math.min(...s.roof.map((b) => b.min.x)), y: Math.min(...s.roof.map((b) => b.min.y)), z: Math.min(...s.roof.map((b) => b.min.z)) };
      const hi = {
        x: Math.max(...s.roof.map((b) => b.min.x + b.size.x)),
        y: Math.max(...s.roof.map((b) => b.min.y + b.size.y)),
        z: Math.max(...s.roof.map((b) => b.min.z + b.size.z)),
      };
      items.push({ box: { min: lo, size: sub(hi, lo) }, material: s.roofMaterial ?? s.material, part: "structure", appliance: null, outline: true });
    }
  }
  return items.filter((i) => i.box.size.x > EPS || i.box.size.y > EPS || i.box.size.z > EPS);
}

const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a.x, a.y, a.z));
const maxOf = (b: SceneBox): Vec3 => add(b.min, b.size);
const centreOf = (b: SceneBox): Vec3 => add(b.min, scale(b.size, 0.5));

const FACING: Record<Facing, [number, number]> = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] };

export interface Camera {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  light: Vec3;
  corner: ViewCorner;
}

/** Where the view is taken from (see the top of this file). */
export function cameraOf(scene: Scene): Camera {
  const corners: Array<[number, number]> = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ];
  const wallSide = scene.structure?.wall ? -1 : 0;
  const seen = ([sx, sz]: [number, number]) =>
    scene.appliances.filter((a) => {
      const [fx, fz] = FACING[a.facing];
      return fx * sx + fz * sz > 0;
    });
  const allowed = corners.filter(([, sz]) => sz !== wallSide);
  const [sx, sz] = allowed.reduce((best, c) => (seen(c).length > seen(best).length ? c : best), allowed[0]!);
  // turned towards the fronts it sees: mostly square on when they all face one way
  const facings = seen([sx, sz]).map((a) => FACING[a.facing]);
  const alongZ = facings.filter(([, fz]) => fz !== 0).length;
  const alongX = facings.length - alongZ;
  const azimuth = ((alongX === 0 && alongZ > 0 ? 32 : alongZ === 0 && alongX > 0 ? 58 : 45) * Math.PI) / 180;
  const elevation = (ELEVATION_DEG * Math.PI) / 180;
  const b = scene.bounds;
  const target = centreOf(b);
  const radius = Math.max(1, Math.hypot(b.size.x, b.size.y, b.size.z) / 2);
  const toEye = unit({
    x: sx * Math.sin(azimuth) * Math.cos(elevation),
    y: Math.sin(elevation),
    z: sz * Math.cos(azimuth) * Math.cos(elevation),
  });
  const eye = add(target, scale(toEye, DISTANCE_RADII * radius));
  const forward = scale(toEye, -1);
  const right = unit(cross(forward, { x: 0, y: 1, z: 0 }));
  const up = cross(right, forward);
  const light = unit(add(add(scale(right, -0.45), { x: 0, y: 1, z: 0 }), scale(toEye, 0.5)));
  const corner = `${sz < 0 ? "top" : "bottom"} ${sx < 0 ? "left" : "right"}` as ViewCorner;
  return { eye, right, up, forward, light, corner };
}

interface Projected extends ViewPoint {
  depth: number;
}

function project(camera: Camera, p: Vec3): Projected {
  const d = sub(p, camera.eye);
  const depth = dot(d, camera.forward);
  return { x: dot(d, camera.right) / depth, y: -dot(d, camera.up) / depth, depth };
}

/** The faces of a box the camera sees: corners in order round each face, and the face's outward normal. */
function visibleFaces(box: SceneBox, eye: Vec3): { corners: Vec3[]; normal: Vec3 }[] {
  const lo = box.min;
  const hi = maxOf(box);
  const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
  const faces = [
    { normal: v(0, 1, 0), corners: [v(lo.x, hi.y, lo.z), v(hi.x, hi.y, lo.z), v(hi.x, hi.y, hi.z), v(lo.x, hi.y, hi.z)], at: hi.y, axis: "y" as const },
    { normal: v(0, -1, 0), corners: [v(lo.x, lo.y, lo.z), v(lo.x, lo.y, hi.z), v(hi.x, lo.y, hi.z), v(hi.x, lo.y, lo.z)], at: lo.y, axis: "y" as const },
    { normal: v(1, 0, 0), corners: [v(hi.x, lo.y, lo.z), v(hi.x, lo.y, hi.z), v(hi.x, hi.y, hi.z), v(hi.x, hi.y, lo.z)], at: hi.x, axis: "x" as const },
    { normal: v(-1, 0, 0), corners: [v(lo.x, lo.y, lo.z), v(lo.x, hi.y, lo.z), v(lo.x, hi.y, hi.z), v(lo.x, lo.y, hi.z)], at: lo.x, axis: "x" as const },
    { normal: v(0, 0, 1), corners: [v(lo.x, lo.y, hi.z), v(lo.x, hi.y, hi.z), v(hi.x, hi.y, hi.z), v(hi.x, lo.y, hi.z)], at: hi.z, axis: "z" as const },
    { normal: v(0, 0, -1), corners: [v(lo.x, lo.y, lo.z), v(hi.x, lo.y, lo.z), v(hi.x, hi.y, lo.z), v(lo.x, hi.y, lo.z)], at: lo.z, axis: "z" as const },
  ];
  const area = { x: box.size.y * box.size.z, y: box.size.x * box.size.z, z: box.size.x * box.size.y };
  return faces.filter((f) => area[f.axis] > EPS && (eye[f.axis] - f.at) * (f.normal[f.axis]) > EPS);
}

const AXES = ["x", "y", "z"] as const;

/**
 * -1 when `a` must be painted before `b` (b may hide a, a cannot hide b), 1 for the other way, 0 when neither
 * can hide the other. A plane between them decides: a ray from the camera to the box on the camera's side of
 * it (or to either box, from a camera between two such planes) never enters the other box.
 */
export function paintOrder(a: SceneBox, b: SceneBox, eye: Vec3): -1 | 0 | 1 {
  let aMayHideB = true;
  let bMayHideA = true;
  let separated = false;
  for (const k of AXES) {
    const aHi = a.min[k] + a.size[k];
    const bHi = b.min[k] + b.size[k];
    if (aHi <= b.min[k] + EPS) {
      separated = true;
      if (eye[k] >= aHi - EPS) aMayHideB = false;
      if (eye[k] <= b.min[k] + EPS) bMayHideA = false;
    } else if (bHi <= a.min[k] + EPS) {
      separated = true;
      if (eye[k] >= bHi - EPS) bMayHideA = false;
      if (eye[k] <= a.min[k] + EPS) aMayHideB = false;
    }
  }
  if (separated) return bMayHideA && !aMayHideB ? -1 : aMayHideB && !bMayHideA ? 1 : 0;
  // interpenetrating (only in degenerate plans: posts standing in the counter): the lower top first
  const aTop = a.min.y + a.size.y;
  const bTop = b.min.y + b.size.y;
  return aTop < bTop - EPS ? -1 : bTop < aTop - EPS ? 1 : 0;
}

export interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function extentOf(points: ViewPoint[]): Extent {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

const overlaps = (a: Extent, b: Extent) => a.minX < b.maxX - EPS && b.minX < a.maxX - EPS && a.minY < b.maxY - EPS && b.minY < a.maxY - EPS;

/** The boxes of the scene in the order the view paints them. */
export function paintedBoxes(scene: Scene, camera: Camera = cameraOf(scene)): SceneBox[] {
  return paintingOrder(itemsOf(scene), camera).map((i) => i.box);
}

/** Where a box's corners land on the view, before the view is fitted to its frame. */
export function screenExtent(box: SceneBox, camera: Camera): Extent {
  const hi = maxOf(box);
  return extentOf([box.min.x, hi.x].flatMap((x) => [box.min.y, hi.y].flatMap((y) => [box.min.z, hi.z].map((z) => project(camera, { x, y, z })))));
}

/** Whether two extents on the view overlap. */
export function extentsOverlap(a: Extent, b: Extent): boolean {
  return overlaps(a, b);
}

/** The items in painting order: every box after the ones it may hide (see paintOrder). */
function paintingOrder(items: Item[], camera: Camera): Item[] {
  const extents = items.map((i) => screenExtent(i.box, camera));
  const distance = items.map((i) => Math.hypot(...AXES.map((k) => centreOf(i.box)[k] - camera.eye[k])));
  const after: number[][] = items.map(() => []);
  const before = items.map(() => 0);
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (!overlaps(extents[i]!, extents[j]!)) continue;
      const order = paintOrder(items[i]!.box, items[j]!.box, camera.eye);
      if (order === -1) {
        after[i]!.push(j);
        before[j]! += 1;
      } else if (order === 1) {
        after[j]!.push(i);
        before[i]! += 1;
      }
    }
  }
  // far to near among the boxes free to go; a cycle (only degenerate plans make one) is broken at its
  // farthest box
  const done = items.map(() => false);
  const order: number[] = [];
  while (order.length < items.length) {
    let pick = -1;
    for (let i = 0; i < items.length; i++) {
      if (done[i] || before[i]! > 0) continue;
      if (pick === -1 || distance[i]! > distance[pick]!) pick = i;
    }
    if (pick === -1) {
      for (let i = 0; i < items.length; i++) if (!done[i] && (pick === -1 || distance[i]! > distance[pick]!)) pick = i;
    }
    done[pick] = true;
    order.push(pick);
    for (const j of after[pick]!) before[j]! -= 1;
  }
  return order.map((i) => items[i]!);
}

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The scene in perspective, fitted to the frame (see the top of this file). */
export function perspectiveOf(scene: Scene, frame: ViewFrame): PerspectiveView {
  const camera = cameraOf(scene);
  const items = paintingOrder(itemsOf(scene), camera);
  const b = scene.bounds;
  const patio: Vec3[] = [
    { x: b.min.x - PATIO_MARGIN_IN, y: 0, z: b.min.z - PATIO_MARGIN_IN },
    { x: b.min.x + b.size.x + PATIO_MARGIN_IN, y: 0, z: b.min.z - PATIO_MARGIN_IN },
    { x: b.min.x + b.size.x + PATIO_MARGIN_IN, y: 0, z: b.min.z + b.size.z + PATIO_MARGIN_IN },
    { x: b.min.x - PATIO_MARGIN_IN, y: 0, z: b.min.z + b.size.z + PATIO_MARGIN_IN },
  ];
  interface Raw {
    points: Projected[];
    fill: string | null;
    stroke: string;
    part: ViewPart;
    appliance: number | null;
    depth: number;
  }
  const raw: Raw[] = [
    {
      points: patio.map((p) => project(camera, p)),
      fill: PATIO.base,
      stroke: shade(PATIO.base, 0.9),
      part: "patio",
      appliance: null,
      depth: Math.hypot(...AXES.map((k) => centreOf(b)[k] - camera.eye[k])),
    },
  ];
  for (const item of items) {
    for (const face of visibleFaces(item.box, camera.eye)) {
      const light = 0.6 + 0.4 * Math.max(0, dot(face.normal, camera.light));
      const fill = shade(item.material.base, light);
      const centre = scale(face.corners.reduce(add), 1 / face.corners.length);
      raw.push({
        points: face.corners.map((c) => project(camera, c)),
        fill: item.outline ? null : fill,
        stroke: item.outline ? item.material.base : shade(fill, 0.62),
        part: item.part,
        appliance: item.appliance,
        depth: Math.hypot(...AXES.map((k) => centre[k] - camera.eye[k])),
      });
    }
  }
  // each appliance's badge sits above its highest point
  const anchors = scene.appliances.map((a) => {
    const top = Math.max(a.box.min.y + a.box.size.y, ...a.details.map((d) => d.box.min.y + d.box.size.y));
    const c = centreOf(a.box);
    return { appliance: a, anchor: project(camera, { x: c.x, y: top, z: c.z }) };
  });

  // fit the drawing in the frame, leaving the badges room above it
  const lift = frame.badgeRadius * 3.2;
  const extent = extentOf(raw.flatMap((r) => r.points));
  const width = Math.max(EPS, extent.maxX - extent.minX);
  const height = Math.max(EPS, extent.maxY - extent.minY);
  const k = Math.min((frame.width - 2 * frame.margin) / width, (frame.height - 2 * frame.margin - lift) / height);
  const offsetX = (frame.width - width * k) / 2;
  const offsetY = frame.margin + lift + (frame.height - 2 * frame.margin - lift - height * k) / 2;
  const place = (p: ViewPoint): ViewPoint => ({ x: round(offsetX + (p.x - extent.minX) * k), y: round(offsetY + (p.y - extent.minY) * k) });

  const polygons: ViewPolygon[] = raw.map((r) => ({
    points: r.points.map(place),
    fill: r.fill,
    stroke: r.stroke,
    part: r.part,
    appliance: r.appliance,
    depth: round(r.depth),
  }));
  const labels = placeLabels(
    anchors.map(({ appliance, anchor }) => ({ appliance, anchor: place(anchor) })),
    frame,
  );
  return { width: frame.width, height: frame.height, polygons, labels, badgeRadius: frame.badgeRadius, corner: camera.corner };
}

/** Badges above their anchors, moved up or aside until none covers another, all inside the frame. */
function placeLabels(anchors: { appliance: Scene["appliances"][number]; anchor: ViewPoint }[], frame: ViewFrame): ViewLabel[] {
  const r = frame.badgeRadius;
  const clear = 2 * r + 1.5;
  const placed: ViewPoint[] = [];
  const inside = (p: ViewPoint) => p.x >= r && p.x <= frame.width - r && p.y >= r && p.y <= frame.height - r;
  const clamp = (p: ViewPoint): ViewPoint => ({
    x: Math.min(frame.width - r, Math.max(r, p.x)),
    y: Math.min(frame.height - r, Math.max(r, p.y)),
  });
  // left to right, so neighbours step aside the same way
  const order = [...anchors].sort((a, b) => a.anchor.x - b.anchor.x);
  const labels = order.map(({ appliance, anchor }) => {
    let at = clamp({ x: anchor.x, y: anchor.y - 2.6 * r });
    search: for (let step = 0; step < 40; step++) {
      for (const dx of [0, -clear, clear]) {
        const candidate = { x: anchor.x + dx * Math.ceil(step / 4), y: anchor.y - 2.6 * r - (step % 4) * clear };
        if (inside(candidate) && placed.every((p) => Math.hypot(p.x - candidate.x, p.y - candidate.y) >= clear)) {
          at = candidate;
          break search;
        }
      }
    }
    placed.push(at);
    return {
      number: appliance.number,
      text: String(appliance.number),
      at: { x: round(at.x), y: round(at.y) },
      anchor,
      fits: appliance.fits,
    };
  });
  return labels.sort((a, b) => a.number - b.number);
}
