// Where the 3D view's camera stands: an orbit around the island, kept as three numbers the buttons, a drag, the
// wheel and a pinch all change, and from which the camera's position is worked out, framed on the scene's
// bounds. No three.js here: the first screen of the step never loads it (docs/decisions/0040-live-3d-view.md).
import type { Facing, Scene, SceneBox } from "../../../../domain/scene/scene";

export interface OrbitView {
  /** Round the island, in radians: 0 is a camera on the +z side of the scene, pi/2 one on its +x side. */
  azimuth: number;
  /** Above the patio, in radians: 0 is level with the island's middle, pi/2 straight down. */
  elevation: number;
  /** 1 frames the whole scene; 2 is twice as close. */
  zoom: number;
}

/** The azimuth of a camera in front of a thing that faces this side. */
const FACING_AZIMUTH: Record<Facing, number> = { south: 0, east: Math.PI / 2, north: Math.PI, west: -Math.PI / 2 };
/** The first view stands this far round from straight in front, and this high. */
const FIRST_TURN = -Math.PI / 6;
const FIRST_ELEVATION = (26 * Math.PI) / 180;

/**
 * The first view: where the cook stands, a little to the side and above, as a person walking up to the island
 * sees it, with the appliances' doors and knobs towards the camera. The side most appliances face decides;
 * without appliances, the cook's side of a rectangle (its top edge in the plan drawing, -z).
 */
export function initialView(scene: Pick<Scene, "appliances">): OrbitView {
  const counts = new Map<Facing, number>();
  for (const a of scene.appliances) counts.set(a.facing, (counts.get(a.facing) ?? 0) + 1);
  let facing: Facing = "north";
  for (const [side, n] of counts) if (n > (counts.get(facing) ?? 0)) facing = side;
  return { azimuth: wrapAngle(FACING_AZIMUTH[facing] + FIRST_TURN), elevation: FIRST_ELEVATION, zoom: 1 };
}

/** One press of "Rotate left" or "Rotate right": a sixteenth of a turn. */
export const ROTATE_STEP = Math.PI / 8;
/** One press of "Zoom in" or "Zoom out". */
export const ZOOM_STEP = 1.25;
export const ZOOM_RANGE = { min: 0.35, max: 4 } as const;
/** Never under the patio, never quite straight down (the view would spin about its own axis). */
export const ELEVATION_RANGE = { min: (4 * Math.PI) / 180, max: (84 * Math.PI) / 180 } as const;

/** The camera's vertical field of view, in degrees. */
export const FIELD_OF_VIEW = 38;

export type OrbitAction =
  | { type: "rotate"; by: number }
  | { type: "tilt"; by: number }
  | { type: "zoom"; factor: number }
  | { type: "reset"; to: OrbitView };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The azimuth kept within one turn, so turning round and round never grows the number. */
function wrapAngle(angle: number): number {
  const turn = 2 * Math.PI;
  return ((((angle + Math.PI) % turn) + turn) % turn) - Math.PI;
}

export function orbitReducer(view: OrbitView, action: OrbitAction): OrbitView {
  switch (action.type) {
    case "rotate":
      return { ...view, azimuth: wrapAngle(view.azimuth + action.by) };
    case "tilt":
      return { ...view, elevation: clamp(view.elevation + action.by, ELEVATION_RANGE.min, ELEVATION_RANGE.max) };
    case "zoom":
      return { ...view, zoom: clamp(view.zoom * action.factor, ZOOM_RANGE.min, ZOOM_RANGE.max) };
    case "reset":
      return action.to;
  }
}

export interface CameraPlacement {
  position: [number, number, number];
  target: [number, number, number];
  /** The near and far planes that hold the scene and the patio around it. */
  near: number;
  far: number;
}

/** The unit vector from the target towards the camera. */
function direction(azimuth: number, elevation: number): [number, number, number] {
  const flat = Math.cos(elevation);
  return [flat * Math.sin(azimuth), Math.sin(elevation), flat * Math.cos(azimuth)];
}

/** Every corner of a box. */
function corners(box: SceneBox): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (const x of [box.min.x, box.min.x + box.size.x])
    for (const y of [box.min.y, box.min.y + box.size.y])
      for (const z of [box.min.z, box.min.z + box.size.z]) out.push([x, y, z]);
  return out;
}

const dot = (a: readonly number[], b: readonly number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;

/**
 * How far from `target` a camera looking along -`dir` must stand to see every corner inside its frame: for each
 * corner, the depth at which its offset across the view and up the view fits the half-angles of the frame.
 */
function fittingDistance(box: SceneBox, target: readonly number[], dir: [number, number, number], aspect: number): number {
  const tanV = Math.tan((FIELD_OF_VIEW * Math.PI) / 360);
  const tanH = tanV * aspect;
  // right = up(0,1,0) x dir, normalised; up' = dir x right
  const rLen = Math.hypot(dir[2], dir[0]) || 1;
  const right: [number, number, number] = [dir[2] / rLen, 0, -dir[0] / rLen];
  const up: [number, number, number] = [
    dir[1] * right[2] - dir[2] * right[1],
    dir[2] * right[0] - dir[0] * right[2],
    dir[0] * right[1] - dir[1] * right[0],
  ];
  let distance = 0;
  for (const corner of corners(box)) {
    const p = [corner[0] - target[0]!, corner[1] - target[1]!, corner[2] - target[2]!];
    const along = dot(p, dir);
    distance = Math.max(distance, along + Math.abs(dot(p, right)) / tanH, along + Math.abs(dot(p, up)) / tanV);
  }
  return distance;
}

/** The margin left round the framed scene, as a share of the distance. */
const FRAME_MARGIN = 1.08;
/** Distances tried round the island: the frame holds the scene from any of these, so turning never crops it. */
const FRAMING_TURNS = 16;

/**
 * The camera for `view`, framed on `frame` in a view of the given aspect (width / height). At zoom 1 the whole
 * frame is in view from every side at this height, so turning round keeps the same distance and never crops
 * it; zooming moves the camera closer.
 */
export function cameraPlacement(view: OrbitView, frame: SceneBox, aspect: number): CameraPlacement {
  const target: [number, number, number] = [
    frame.min.x + frame.size.x / 2,
    frame.min.y + frame.size.y * 0.4,
    frame.min.z + frame.size.z / 2,
  ];
  let framed = 0;
  for (let i = 0; i < FRAMING_TURNS; i++) {
    const dir = direction(view.azimuth + (2 * Math.PI * i) / FRAMING_TURNS, view.elevation);
    framed = Math.max(framed, fittingDistance(frame, target, dir, Math.max(aspect, 0.1)));
  }
  const distance = (framed * FRAME_MARGIN) / view.zoom;
  const dir = direction(view.azimuth, view.elevation);
  return {
    position: [target[0] + dir[0] * distance, target[1] + dir[1] * distance, target[2] + dir[2] * distance],
    target,
    near: Math.max(1, distance * 0.02),
    far: distance * 20 + 2000,
  };
}

/** The smallest box holding all of `boxes`. */
function union(boxes: readonly SceneBox[]): SceneBox | null {
  if (boxes.length === 0) return null;
  const lo = { x: Infinity, y: Infinity, z: Infinity };
  const hi = { x: -Infinity, y: -Infinity, z: -Infinity };
  for (const b of boxes) {
    for (const k of ["x", "y", "z"] as const) {
      lo[k] = Math.min(lo[k], b.min[k]);
      hi[k] = Math.max(hi[k], b.min[k] + b.size[k]);
    }
  }
  return { min: lo, size: { x: hi.x - lo.x, y: hi.y - lo.y, z: hi.z - lo.z } };
}

/**
 * What the first view frames: the island with its appliances and seats, the thing the homeowner is designing.
 * A pergola or gazebo round it may reach past the frame (zooming out shows all of it); without an island, the
 * whole scene.
 */
export function focusBox(scene: Pick<Scene, "sections" | "appliances" | "seats" | "bounds">): SceneBox {
  return (
    union([
      ...scene.sections.flatMap((s) => [s.body, s.slab]),
      ...scene.appliances.flatMap((a) => [a.box, ...a.details.map((d) => d.box)]),
      ...scene.seats.map((s) => s.box),
    ]) ?? scene.bounds
  );
}

/** The view part of the way from `from` to `to` (0 ... 1), turning the short way round. */
export function blendViews(from: OrbitView, to: OrbitView, t: number): OrbitView {
  return {
    azimuth: from.azimuth + wrapAngle(to.azimuth - from.azimuth) * t,
    elevation: from.elevation + (to.elevation - from.elevation) * t,
    zoom: from.zoom * (to.zoom / from.zoom) ** t,
  };
}
