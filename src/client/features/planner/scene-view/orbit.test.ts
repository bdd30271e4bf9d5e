import { describe, expect, it } from "vitest";
import type { SceneBox } from "../../../../domain/scene/scene";
import {
  blendViews,
  cameraPlacement,
  ELEVATION_RANGE,
  FIELD_OF_VIEW,
  initialView,
  type OrbitView,
  orbitReducer,
  ROTATE_STEP,
  ZOOM_RANGE,
} from "./orbit";
import { testScene } from "./test-scene";

const BOUNDS: SceneBox = { min: { x: -2, y: 0, z: -2 }, size: { x: 150, y: 110, z: 96 } };

/** Where a point lands in the camera's frame: -1 ... 1 across and up when it is in view. */
function project(point: number[], camera: ReturnType<typeof cameraPlacement>, aspect: number): { x: number; y: number } {
  const [px, py, pz] = camera.position;
  const [tx, ty, tz] = camera.target;
  const forward = [tx - px, ty - py, tz - pz];
  const fl = Math.hypot(...forward);
  const f = forward.map((v) => v / fl);
  const right = [-f[2]!, 0, f[0]!];
  const rl = Math.hypot(...right);
  const r = right.map((v) => v / rl);
  const up = [r[1]! * f[2]! - r[2]! * f[1]!, r[2]! * f[0]! - r[0]! * f[2]!, r[0]! * f[1]! - r[1]! * f[0]!];
  const d = [point[0]! - px, point[1]! - py, point[2]! - pz];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const depth = dot(d, f);
  const tan = Math.tan((FIELD_OF_VIEW * Math.PI) / 360);
  return { x: dot(d, r) / depth / (tan * aspect), y: dot(d, up) / depth / tan };
}

const cornersOf = (b: SceneBox) =>
  [0, 1].flatMap((i) =>
    [0, 1].flatMap((j) => [0, 1].map((k) => [b.min.x + i * b.size.x, b.min.y + j * b.size.y, b.min.z + k * b.size.z])),
  );

describe("the 3D view's camera", () => {
  it("frames the whole scene from every side, on a phone's tall view and a wide one", () => {
    for (const aspect of [390 / 300, 16 / 10, 0.8]) {
      for (let turn = 0; turn < 16; turn++) {
        const view: OrbitView = { azimuth: (turn * Math.PI) / 8, elevation: 0.45, zoom: 1 };
        const camera = cameraPlacement(view, BOUNDS, aspect);
        const shown = cornersOf(BOUNDS).map((c) => project(c, camera, aspect));
        for (const p of shown) {
          expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(p.y)).toBeLessThanOrEqual(1);
        }
        // and fills it: some corner reaches near the frame's edge
        expect(Math.max(...shown.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))))).toBeGreaterThan(0.6);
        expect(camera.near).toBeGreaterThan(0);
        expect(camera.far).toBeGreaterThan(Math.hypot(...camera.position));
      }
    }
  });

  it("keeps the camera above the patio and moves it closer as it zooms in", () => {
    const far = cameraPlacement({ azimuth: 0, elevation: ELEVATION_RANGE.min, zoom: 1 }, BOUNDS, 1.5);
    const near = cameraPlacement({ azimuth: 0, elevation: ELEVATION_RANGE.min, zoom: 2 }, BOUNDS, 1.5);
    expect(far.position[1]).toBeGreaterThan(0);
    const distance = (c: typeof far) => Math.hypot(...c.position.map((v, i) => v - c.target[i]!));
    expect(distance(near)).toBeCloseTo(distance(far) / 2, 6);
  });

  it("turns by the buttons' step, round and round, and keeps the tilt and zoom within their ranges", () => {
    let view: OrbitView = { azimuth: 0, elevation: 0.5, zoom: 1 };
    view = orbitReducer(view, { type: "rotate", by: ROTATE_STEP });
    expect(view.azimuth).toBeCloseTo(Math.PI / 8);
    for (let i = 0; i < 40; i++) view = orbitReducer(view, { type: "rotate", by: ROTATE_STEP });
    expect(Math.abs(view.azimuth)).toBeLessThanOrEqual(Math.PI);
    expect(Math.cos(view.azimuth)).toBeCloseTo(Math.cos(41 * ROTATE_STEP), 6);
    expect(Math.sin(view.azimuth)).toBeCloseTo(Math.sin(41 * ROTATE_STEP), 6);
    expect(orbitReducer(view, { type: "tilt", by: 10 }).elevation).toBe(ELEVATION_RANGE.max);
    expect(orbitReducer(view, { type: "tilt", by: -10 }).elevation).toBe(ELEVATION_RANGE.min);
    expect(orbitReducer(view, { type: "zoom", factor: 100 }).zoom).toBe(ZOOM_RANGE.max);
    expect(orbitReducer(view, { type: "zoom", factor: 0.01 }).zoom).toBe(ZOOM_RANGE.min);
    const first = initialView(testScene());
    expect(orbitReducer(view, { type: "reset", to: first })).toEqual(first);
  });

  it("first looks at the side the appliances face, from a little to one side", () => {
    const north = initialView(testScene());
    // the cook of the test scene stands on the -z side: the camera is there, turned a little
    expect(Math.cos(north.azimuth)).toBeLessThan(-0.7);
    expect(Math.abs(Math.sin(north.azimuth))).toBeGreaterThan(0.3);
    const east = initialView(
      testScene((s) => {
        for (const a of s.appliances) a.facing = "east";
      }),
    );
    expect(Math.sin(east.azimuth)).toBeGreaterThan(0.7);
    expect(north.zoom).toBe(1);
  });

  it("glides the short way round between two views", () => {
    const from: OrbitView = { azimuth: Math.PI - 0.1, elevation: 0.3, zoom: 1 };
    const to: OrbitView = { azimuth: -Math.PI + 0.1, elevation: 0.5, zoom: 4 };
    const half = blendViews(from, to, 0.5);
    expect(Math.abs(half.azimuth)).toBeCloseTo(Math.PI, 6);
    expect(half.elevation).toBeCloseTo(0.4);
    expect(half.zoom).toBeCloseTo(2);
    expect(blendViews(from, to, 1).elevation).toBeCloseTo(to.elevation);
  });
});
