// Shading helpers shared by every part of a landing picture: lit surfaces, brushed steel, boxes, tubes,
// cylinders, all drawn through the camera into the SVG.
import type { Camera, S2 } from "./camera";
import { addRgb, css, hex, mixRgb, mulRgb, type RGB, scaleRgb, toLinear, toneMap, toSrgb } from "./colour";
import { add, clamp01, dot, mul, sub, unit, v, type V3 } from "./geometry";
import type { Mood } from "./moods";
import { fmt, pointsAttr, type Svg } from "./svg";

// The painter: shading helpers shared by every part of a scene.

export class Painter {
  /** Below 1 while drawing what stands in a roof's shade. */
  shade = 1;

  constructor(
    readonly svg: Svg,
    readonly cam: Camera,
    readonly mood: Mood,
  ) {}

  /** A diffuse surface of colour `base` with outward normal `n`; `sunlit` is 0 where the sun is blocked. */
  lit(base: RGB, n: V3, sunlit = 1, glow: RGB = [0, 0, 0]): RGB {
    const m = this.mood;
    const direct = Math.max(0, dot(n, m.sunDir)) * sunlit * this.shade;
    const up = 0.5 + 0.5 * n[2];
    const irradiance = addRgb(addRgb(scaleRgb(m.sun, direct), addRgb(scaleRgb(m.sky, 0.55 + 0.45 * up), scaleRgb(m.ground, 1 - up))), glow);
    return toSrgb(toneMap(mulRgb(toLinear(base), irradiance)));
  }

  /** Brushed stainless steel at a point: what it reflects of sky and ground, plus the sun's glint. */
  steel(n: V3, point: V3, tint: RGB = hex("#9aa0a4"), sunlit = 1): RGB {
    const m = this.mood;
    const view = unit(sub(point, this.cam.eye));
    const r = sub(view, mul(n, 2 * dot(view, n)));
    const env =
      r[2] >= 0
        ? mixRgb(m.envHorizon, m.envZenith, Math.min(1, r[2] * 1.6) ** 0.7)
        : mixRgb(m.envHorizon, m.envGround, Math.min(1, -r[2] * 5));
    const grey = (env[0] + env[1] + env[2]) / 3;
    const muted = mixRgb(env, [grey, grey, grey], 0.55);
    const base = mixRgb(mulRgb(tint, [0.42, 0.44, 0.46]), mulRgb(muted, mixRgb(tint, [1, 1, 1], 0.5)), 0.72);
    const glint = Math.max(0, dot(r, m.sunDir)) ** 30 * sunlit * this.shade;
    const sun = toSrgb(scaleRgb(m.sun, glint * 1.1));
    const diffuse = Math.max(0, dot(n, m.sunDir)) * sunlit * this.shade * 0.12;
    return addRgb(addRgb(base, sun), scaleRgb(toSrgb(m.sun), diffuse));
  }

  /** Distant surfaces fade into the haze. */
  hazed(c: RGB, point: V3): RGB {
    const d = this.cam.depth(point);
    return mixRgb(c, this.mood.haze, clamp01((d - 500) / 3500) * 0.55);
  }

  fill(points: readonly V3[], color: RGB | string, extra = ""): S2[] | null {
    const pts = this.cam.polygon(points);
    this.svg.poly(pts, typeof color === "string" ? color : css(color), extra);
    return pts;
  }

  /** A flat stainless panel: one gradient from its top edge to its bottom edge. */
  steelPanel(points: readonly V3[], n: V3, tint?: RGB, sunlit = 1): S2[] | null {
    const pts = this.cam.polygon(points);
    if (!pts) return null;
    const top = points.reduce((a, b) => (b[2] > a[2] ? b : a));
    const bottom = points.reduce((a, b) => (b[2] < a[2] ? b : a));
    const topColor = this.steel(n, top, tint, sunlit);
    const bottomColor = this.steel(n, bottom, tint, sunlit);
    if (top[2] - bottom[2] < 0.5) {
      // a horizontal panel: shade along its depth instead
      const far = points.reduce((a, b) => (this.cam.depth(b) > this.cam.depth(a) ? b : a));
      const near = points.reduce((a, b) => (this.cam.depth(b) < this.cam.depth(a) ? b : a));
      const fill = this.svg.linear(this.cam.project(far), this.cam.project(near), [
        [0, css(this.steel(n, far, tint, sunlit))],
        [1, css(this.steel(n, near, tint, sunlit))],
      ]);
      this.svg.poly(pts, fill);
      return pts;
    }
    const mid = mixRgb(topColor, bottomColor, 0.5);
    const fill = this.svg.linear(this.cam.project(top), this.cam.project(bottom), [
      [0, css(scaleRgb(topColor, 1.04))],
      [0.45, css(scaleRgb(mid, 0.9))],
      [0.55, css(scaleRgb(mid, 0.95))],
      [1, css(bottomColor)],
    ]);
    this.svg.poly(pts, fill);
    return pts;
  }

  /** A line of constant width in inches (a tube, a leg, a wire). */
  tube(points: readonly V3[], widthIn: number, color: string, opacity = 1): void {
    if (points.some((p) => this.cam.depth(p) < 6)) return;
    const pts = points.map((p) => this.cam.project(p));
    const mid = points[Math.floor(points.length / 2)]!;
    const width = Math.max(0.6, widthIn * this.cam.scale(mid));
    const d = pts.map((p, i) => `${i === 0 ? "M" : "L"}${fmt(p[0])} ${fmt(p[1])}`).join("");
    this.svg.add(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`,
    );
  }

  /** A circle lying in the plane spanned by `a` and `b` around `center`. */
  disc(center: V3, a: V3, b: V3, radius: number, segments = 20): V3[] {
    const out: V3[] = [];
    for (let i = 0; i < segments; i++) {
      const t = (i / segments) * Math.PI * 2;
      out.push(add(center, add(mul(a, Math.cos(t) * radius), mul(b, Math.sin(t) * radius))));
    }
    return out;
  }

  /** An axis-aligned box: its visible faces, lit. */
  box(min: V3, max: V3, color: RGB, options: { sunlit?: number; steel?: boolean; glow?: RGB; skipBottom?: boolean } = {}): void {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const faces: [V3, V3[]][] = [
      [v(0, 0, 1), [v(x0, y0, z1), v(x1, y0, z1), v(x1, y1, z1), v(x0, y1, z1)]],
      [v(0, 0, -1), [v(x0, y0, z0), v(x1, y0, z0), v(x1, y1, z0), v(x0, y1, z0)]],
      [v(-1, 0, 0), [v(x0, y0, z0), v(x0, y1, z0), v(x0, y1, z1), v(x0, y0, z1)]],
      [v(1, 0, 0), [v(x1, y0, z0), v(x1, y1, z0), v(x1, y1, z1), v(x1, y0, z1)]],
      [v(0, -1, 0), [v(x0, y0, z0), v(x1, y0, z0), v(x1, y0, z1), v(x0, y0, z1)]],
      [v(0, 1, 0), [v(x0, y1, z0), v(x1, y1, z0), v(x1, y1, z1), v(x0, y1, z1)]],
    ];
    for (const [n, pts] of faces) {
      if (options.skipBottom && n[2] < 0) continue;
      if (!this.cam.sees(pts[0]!, n)) continue;
      if (options.steel) this.steelPanel(pts, n, color, options.sunlit ?? 1);
      else this.fill(pts, this.lit(color, n, options.sunlit ?? 1, options.glow));
    }
  }

  /** A vertical cylinder: the strips that face the camera, then its top. */
  cylinder(
    center: V3,
    radius: number,
    height: number,
    color: RGB,
    options: { segments?: number; steel?: boolean; top?: RGB | null; sunlit?: number; taper?: number } = {},
  ): void {
    const segments = options.segments ?? 24;
    const topRadius = radius * (options.taper ?? 1);
    const strips: { depth: number; draw: () => void }[] = [];
    for (let i = 0; i < segments; i++) {
      const a0 = (i / segments) * Math.PI * 2;
      const a1 = ((i + 1) / segments) * Math.PI * 2;
      const am = (a0 + a1) / 2;
      const n = v(Math.cos(am), Math.sin(am), 0);
      const p = (a: number, r: number, z: number) => v(center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r, center[2] + z);
      const quad = [p(a0, radius, 0), p(a1, radius, 0), p(a1, topRadius, height), p(a0, topRadius, height)];
      if (!this.cam.sees(p(am, radius, height / 2), n)) continue;
      strips.push({
        depth: this.cam.depth(p(am, radius, 0)),
        draw: () => {
          const colour = options.steel ? this.steel(n, p(am, radius, height * 0.6), color, options.sunlit ?? 1) : this.lit(color, n, options.sunlit ?? 1);
          const pts = this.cam.polygon(quad);
          // a hairline of the same colour hides the seams between strips
          if (pts) this.svg.add(`<polygon points="${pointsAttr(pts)}" fill="${css(colour)}" stroke="${css(colour)}" stroke-width="0.8"/>`);
        },
      });
    }
    drawFarToNear(strips);
    const top = options.top === undefined ? color : options.top;
    if (top && this.cam.eye[2] > center[2] + height) {
      this.fill(this.disc(add(center, v(0, 0, height)), v(1, 0, 0), v(0, 1, 0), topRadius, segments), this.lit(top, v(0, 0, 1), options.sunlit ?? 1));
    }
  }
}

/** Painter's order: what lies farther from the camera is drawn first. */
export function drawFarToNear(items: { depth: number; draw: () => void }[]): void {
  for (const item of [...items].sort((a, b) => b.depth - a.depth)) item.draw();
}

