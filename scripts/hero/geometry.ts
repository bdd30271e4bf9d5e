// Vectors in the plan's coordinates (inches: x to the right and y down the page as in planDrawing, z up
// from the patio), a seeded random source, and polygons on the plan.

// Vectors. Scene coordinates are the plan's: inches, x to the right and y down the page as in planDrawing,
// z up from the patio.

export type V3 = readonly [number, number, number];
export type P2 = readonly [number, number];

export const v = (x: number, y: number, z: number): V3 => [x, y, z];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: V3) => Math.hypot(a[0], a[1], a[2]);
export const unit = (a: V3): V3 => mul(a, 1 / (length(a) || 1));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const lerp3 = (a: V3, b: V3, t: number): V3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
export const at = (p: P2, z: number): V3 => [p[0], p[1], z];

/** The plan's y grows down the page, so the world seen from above is its mirror image; this undoes that. */
export const toWorld = (p: V3): V3 => [p[0], -p[1], p[2]];

/** A small seeded generator (mulberry32), so every render is the same. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof randomSource>;

// 2D helpers on the plan

export function inside(pt: P2, poly: readonly P2[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > pt[1] !== b[1] > pt[1] && pt[0] < ((b[0] - a[0]) * (pt[1] - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}

/** Unit normal of edge i pointing out of the polygon. */
export function outwardNormal(poly: readonly P2[], i: number): P2 {
  const a = poly[i]!;
  const b = poly[(i + 1) % poly.length]!;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n: P2 = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
  const mid: P2 = [(a[0] + b[0]) / 2 + n[0] * 0.01, (a[1] + b[1]) / 2 + n[1] * 0.01];
  return inside(mid, poly) ? [-n[0], -n[1]] : n;
}

/** The polygon grown by a distance per edge (the countertop's overhang). */
export function offsetPolygon(poly: readonly P2[], distances: readonly number[]): P2[] {
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const n = outwardNormal(poly, i);
    const d = distances[i] ?? 0;
    return { p: [a[0] + n[0] * d, a[1] + n[1] * d] as P2, dir: [b[0] - a[0], b[1] - a[1]] as P2 };
  });
  return lines.map((line, i) => {
    const prev = lines[(i - 1 + lines.length) % lines.length]!;
    const denom = prev.dir[0] * line.dir[1] - prev.dir[1] * line.dir[0];
    if (Math.abs(denom) < 1e-9) return line.p;
    const t = ((line.p[0] - prev.p[0]) * line.dir[1] - (line.p[1] - prev.p[1]) * line.dir[0]) / denom;
    return [prev.p[0] + prev.dir[0] * t, prev.p[1] + prev.dir[1] * t] as P2;
  });
}

export function convexHull(points: readonly P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

export function centroid(poly: readonly P2[]): P2 {
  const x = poly.reduce((s, p) => s + p[0], 0) / poly.length;
  const y = poly.reduce((s, p) => s + p[1], 0) / poly.length;
  return [x, y];
}

export function bounds(poly: readonly P2[]): [number, number, number, number] {
  return [Math.min(...poly.map((p) => p[0])), Math.min(...poly.map((p) => p[1])), Math.max(...poly.map((p) => p[0])), Math.max(...poly.map((p) => p[1]))];
}

