// The pinhole camera of a landing picture.
import { cross, dot, lerp3, sub, toWorld, unit, type V3 } from "./geometry";
import { H, W } from "./picture-size";

// Camera: a pinhole looking from `eye` at `target`, both in plan coordinates.

export type S2 = [number, number];

export class Camera {
  readonly eye: V3;
  readonly focal: number;
  private readonly origin: V3;
  private readonly forward: V3;
  private readonly right: V3;
  private readonly up: V3;

  constructor(eye: V3, target: V3, fovDeg: number) {
    this.eye = eye;
    this.origin = toWorld(eye);
    this.forward = unit(sub(toWorld(target), this.origin));
    this.right = unit(cross(this.forward, [0, 0, 1]));
    this.up = cross(this.right, this.forward);
    this.focal = H / 2 / Math.tan((fovDeg * Math.PI) / 360);
  }

  cam(p: V3): V3 {
    const d = sub(toWorld(p), this.origin);
    return [dot(d, this.right), dot(d, this.up), dot(d, this.forward)];
  }

  depth(p: V3): number {
    return this.cam(p)[2];
  }

  private screen(c: V3): S2 {
    return [W / 2 + (this.focal * c[0]) / c[2], H / 2 - (this.focal * c[1]) / c[2]];
  }

  project(p: V3): S2 {
    return this.screen(this.cam(p));
  }

  /** Pixels per inch at a point. */
  scale(p: V3): number {
    return this.focal / Math.max(1, this.depth(p));
  }

  /** The polygon on screen, cut at the near plane; null when it lies wholly behind the camera. */
  polygon(points: readonly V3[]): S2[] | null {
    const near = 4;
    const cs = points.map((p) => this.cam(p));
    const kept: V3[] = [];
    for (let i = 0; i < cs.length; i++) {
      const a = cs[i]!;
      const b = cs[(i + 1) % cs.length]!;
      if (a[2] >= near) kept.push(a);
      if (a[2] >= near !== b[2] >= near) kept.push(lerp3(a, b, (near - a[2]) / (b[2] - a[2])));
    }
    return kept.length >= 3 ? kept.map((c) => this.screen(c)) : null;
  }

  /** Whether a face with this outward normal turns towards the camera. */
  sees(point: V3, normal: V3): boolean {
    return dot(normal, sub(this.eye, point)) > 0;
  }
}

