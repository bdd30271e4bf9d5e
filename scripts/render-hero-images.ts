// Renders the landing page's hero illustrations: five sample islands built with the planner's own model
// (createDefaultPlannerData, the shape and its dimensions, appliances from the catalogue placed by planDrawing,
// the chosen side material and countertop), drawn in perspective as SVG and rasterised with sharp into
// src/client/public/hero/ as AVIF, WebP and one JPEG per image. It also writes the manifest the landing page
// imports (src/client/features/landing/hero-images.ts) and the server's preload hint (hero/manifest.json).
//
// Run with `npx tsx scripts/render-hero-images.ts`. The output is deterministic: every random choice comes
// from a seeded generator. `--preview <dir>` writes full-size PNGs there instead, for looking at a change.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ApplianceId, CountertopMaterialId, SideMaterialId } from "../src/domain/planner/catalogue";
import { createApplianceItem, createDefaultPlannerData, selectApplianceSize } from "../src/domain/planner/model";
import { type PlanAppliance, type PlanDrawing, planDrawing } from "../src/domain/planner/plan-drawing";
import type { PlannerData } from "../src/domain/planner/schema";

// ---------------------------------------------------------------------------------------------------------
// Output

const OUT_DIR = "src/client/public/hero";
const MANIFEST_TS = "src/client/features/landing/hero-images.ts";
/** 3:2, the aspect of every hero image. */
const RENDER_WIDTH = 1920;
const RENDER_HEIGHT = 1280;
const WIDTHS = [640, 960, 1280, 1920] as const;
const FALLBACK_WIDTH = 1280;
/** The hero spans the viewport at every breakpoint. */
const SIZES = "100vw";
const AVIF_QUALITY = 50;
const WEBP_QUALITY = 70;
const JPEG_QUALITY = 74;

const W = RENDER_WIDTH;
const H = RENDER_HEIGHT;

// ---------------------------------------------------------------------------------------------------------
// Vectors. Scene coordinates are the plan's: inches, x to the right and y down the page as in planDrawing,
// z up from the patio.

type V3 = readonly [number, number, number];
type P2 = readonly [number, number];

const v = (x: number, y: number, z: number): V3 => [x, y, z];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const mul = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const length = (a: V3) => Math.hypot(a[0], a[1], a[2]);
const unit = (a: V3): V3 => mul(a, 1 / (length(a) || 1));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerp3 = (a: V3, b: V3, t: number): V3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const at = (p: P2, z: number): V3 => [p[0], p[1], z];

/** The plan's y grows down the page, so the world seen from above is its mirror image; this undoes that. */
const toWorld = (p: V3): V3 => [p[0], -p[1], p[2]];

/** A small seeded generator (mulberry32), so every render is the same. */
function randomSource(seed: number) {
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
type Random = ReturnType<typeof randomSource>;

// ---------------------------------------------------------------------------------------------------------
// Colour. Lighting is computed in linear light and written back as sRGB.

type RGB = readonly [number, number, number];

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
const toLinear = (c: RGB): RGB => c.map((x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4)) as unknown as RGB;
const toSrgb = (c: RGB): RGB =>
  c.map((x) => {
    const y = Math.max(0, x);
    return y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  }) as unknown as RGB;
const mixRgb = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const scaleRgb = (a: RGB, s: number): RGB => [a[0] * s, a[1] * s, a[2] * s];
const addRgb = (a: RGB, b: RGB): RGB => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mulRgb = (a: RGB, b: RGB): RGB => [a[0] * b[0], a[1] * b[1], a[2] * b[2]];
function css(c: RGB): string {
  return `#${c.map((x) => Math.round(clamp01(x) * 255).toString(16).padStart(2, "0")).join("")}`;
}
/** Soft shoulder instead of a hard clip, so bright sunlit faces keep some colour. */
function toneMap(c: RGB): RGB {
  return c.map((x) => (x <= 0.82 ? x : 0.82 + 0.18 * (1 - Math.exp(-(x - 0.82) / 0.18)))) as unknown as RGB;
}
/** A colour a little lighter or darker, for the variation of stones, bricks and pavers. */
const vary = (c: RGB, r: Random, amount: number): RGB => scaleRgb(c, 1 + r.range(-amount, amount));

// ---------------------------------------------------------------------------------------------------------
// Lighting moods

interface Mood {
  /** Unit vector towards the sun (each scene turns it to suit its camera). */
  sunDir: V3;
  /** Linear irradiance of the sun, of the sky dome (from above) and of the ground bounce (from below). */
  sun: RGB;
  sky: RGB;
  ground: RGB;
  /** The sky gradient from the top of the picture to the horizon. */
  skyStops: [number, string][];
  /** What stainless steel reflects. */
  envZenith: RGB;
  envHorizon: RGB;
  envGround: RGB;
  /** Distant things fade towards this colour. */
  haze: RGB;
  shadowOpacity: number;
  /** 0 by day, 1 at night: how much the warm lamps count. */
  night: number;
}

const MOODS = {
  day: {
    sunDir: unit(v(-0.55, -0.6, 0.9)),
    sun: [1.05, 1.0, 0.92],
    sky: [0.36, 0.42, 0.52],
    ground: [0.16, 0.15, 0.12],
    skyStops: [
      [0, "#5f9fd8"],
      [0.55, "#9cc7ea"],
      [1, "#e4eef2"],
    ],
    envZenith: hex("#9cc4ea"),
    envHorizon: hex("#eef3f4"),
    envGround: hex("#a8a49b"),
    haze: hex("#dce8ee"),
    shadowOpacity: 0.42,
    night: 0,
  },
  golden: {
    sunDir: unit(v(-0.8, -0.75, 0.32)),
    sun: [1.35, 0.92, 0.55],
    sky: [0.26, 0.26, 0.33],
    ground: [0.18, 0.13, 0.09],
    skyStops: [
      [0, "#6f8fbf"],
      [0.45, "#c9a9a2"],
      [0.8, "#f3c28f"],
      [1, "#fde3b4"],
    ],
    envZenith: hex("#8aa3c8"),
    envHorizon: hex("#fbd7a4"),
    envGround: hex("#9a8068"),
    haze: hex("#f6d8b0"),
    shadowOpacity: 0.5,
    night: 0.15,
  },
  afternoon: {
    sunDir: unit(v(-0.6, -0.5, 0.6)),
    sun: [1.2, 1.0, 0.78],
    sky: [0.3, 0.34, 0.42],
    ground: [0.17, 0.15, 0.11],
    skyStops: [
      [0, "#6a9fd0"],
      [0.6, "#a9c8e0"],
      [1, "#f1e6d2"],
    ],
    envZenith: hex("#a3c2de"),
    envHorizon: hex("#f3ead9"),
    envGround: hex("#a89884"),
    haze: hex("#e8e2d4"),
    shadowOpacity: 0.45,
    night: 0,
  },
  dusk: {
    sunDir: unit(v(0.7, -0.9, 0.06)),
    sun: [0.1, 0.06, 0.05],
    sky: [0.1, 0.11, 0.17],
    ground: [0.05, 0.04, 0.04],
    skyStops: [
      [0, "#1c2447"],
      [0.45, "#3d3f6e"],
      [0.78, "#a86a72"],
      [1, "#f0a875"],
    ],
    envZenith: hex("#2e3560"),
    envHorizon: hex("#e59a70"),
    envGround: hex("#4a3a30"),
    haze: hex("#7a6578"),
    shadowOpacity: 0.25,
    night: 1,
  },
} satisfies Record<string, Mood>;
type MoodId = keyof typeof MOODS;

// ---------------------------------------------------------------------------------------------------------
// Camera: a pinhole looking from `eye` at `target`, both in plan coordinates.

type S2 = [number, number];

class Camera {
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

// ---------------------------------------------------------------------------------------------------------
// SVG writer

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
const pointsAttr = (pts: readonly S2[]) => pts.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(" ");

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** A gradient along a line on screen. */
  linear(from: S2, to: S2, stops: [number, string, number?][]): string {
    const id = this.id("l");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(from[0])}" y1="${fmt(from[1])}" x2="${fmt(to[0])}" y2="${fmt(to[1])}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient filling its shape's bounding box (so a circle on the ground stays elliptical). */
  radialBox(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  radial(center: S2, radius: number, stops: [number, string, number?][]): string {
    const id = this.id("r");
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(center[0])}" cy="${fmt(center[1])}" r="${fmt(radius)}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(pts: readonly S2[]): string {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><polygon points="${pointsAttr(pts)}"/></clipPath>`);
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id("b");
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feGaussianBlur stdDeviation="${fmt(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  poly(pts: readonly S2[] | null, fill: string, extra = ""): void {
    if (pts) this.add(`<polygon points="${pointsAttr(pts)}" fill="${fill}"${extra}/>`);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.body.join("\n")}</svg>`;
  }
}

function stopsMarkup(stops: [number, string, number?][]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("");
}

// ---------------------------------------------------------------------------------------------------------
// The painter: shading helpers shared by every part of a scene.

class Painter {
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
function drawFarToNear(items: { depth: number; draw: () => void }[]): void {
  for (const item of [...items].sort((a, b) => b.depth - a.depth)) item.draw();
}

// ---------------------------------------------------------------------------------------------------------
// 2D helpers on the plan

function inside(pt: P2, poly: readonly P2[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > pt[1] !== b[1] > pt[1] && pt[0] < ((b[0] - a[0]) * (pt[1] - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}

/** Unit normal of edge i pointing out of the polygon. */
function outwardNormal(poly: readonly P2[], i: number): P2 {
  const a = poly[i]!;
  const b = poly[(i + 1) % poly.length]!;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n: P2 = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
  const mid: P2 = [(a[0] + b[0]) / 2 + n[0] * 0.01, (a[1] + b[1]) / 2 + n[1] * 0.01];
  return inside(mid, poly) ? [-n[0], -n[1]] : n;
}

/** The polygon grown by a distance per edge (the countertop's overhang). */
function offsetPolygon(poly: readonly P2[], distances: readonly number[]): P2[] {
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

function convexHull(points: readonly P2[]): P2[] {
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

// ---------------------------------------------------------------------------------------------------------
// The island: blocks of counter (one per height), the appliances placed by the plan drawing.

/** Countertop slab thickness and its usual overhang, inches. */
const SLAB = 1.5;
const OVERHANG = 1.5;

interface Block {
  outline: P2[];
  /** Height of the countertop's top surface. */
  top: number;
  overhang: number[];
  /** Edges that touch a taller block: no face, no overhang. */
  hidden: boolean[];
  /** Per edge: where the face starts (above a lower neighbour's counter). */
  faceFrom: number[];
}

interface Placed {
  plan: PlanAppliance;
  block: Block;
  /** On the door line, at the appliance's first side. */
  origin: P2;
  /** Along the run. */
  dir: P2;
  /** Out of the counter, towards the cook. */
  out: P2;
  width: number;
  /** Counter depth behind the door line. */
  depth: number;
  top: number;
}

type SideMaterial = SideMaterialId;
type TopMaterial = CountertopMaterialId;

interface IslandStyle {
  stone?: "warm" | "grey";
  brick?: "red" | "buff";
  tile?: "charcoal" | "sand";
  stucco?: string;
  granite?: "dark" | "light";
}

/** Point on an appliance's door plane: u along the run from its first side, z up, o out of the face. */
function doorPoint(p: Placed, u: number, z: number, o = 0): V3 {
  return v(p.origin[0] + p.dir[0] * u + p.out[0] * o, p.origin[1] + p.dir[1] * u + p.out[1] * o, z);
}
/** Point on top of the counter over an appliance: u along the run, d back from the door line. */
const topPoint = (p: Placed, u: number, d: number, z: number): V3 => doorPoint(p, u, z, -d);
const outNormal = (p: Placed): V3 => v(p.out[0], p.out[1], 0);
const dirVec = (p: Placed): V3 => v(p.dir[0], p.dir[1], 0);

function placeAppliances(drawing: PlanDrawing, blocks: Block[]): Placed[] {
  return drawing.appliances.map((a) => {
    if (!a.fits) throw new Error(`${a.name} does not fit on the sample island`);
    const leg = drawing.run.legs.find((l) => l.section === a.section)!;
    const len = Math.hypot(leg.end.x - leg.start.x, leg.end.y - leg.start.y);
    const dir: P2 = [(leg.end.x - leg.start.x) / len, (leg.end.y - leg.start.y) / len];
    const corners: P2[] = [
      [a.rect.x, a.rect.y],
      [a.rect.x + a.rect.width, a.rect.y],
      [a.rect.x, a.rect.y + a.rect.height],
      [a.rect.x + a.rect.width, a.rect.y + a.rect.height],
    ];
    const us = corners.map((c) => (c[0] - leg.start.x) * dir[0] + (c[1] - leg.start.y) * dir[1]);
    const u0 = Math.min(...us);
    const normal: P2 = [-dir[1], dir[0]];
    const towardsLine = (leg.start.x - a.center.x) * normal[0] + (leg.start.y - a.center.y) * normal[1];
    const out: P2 = towardsLine > 0 ? normal : [-normal[0], -normal[1]];
    const section = drawing.sections.find((s) => s.label === a.section)!;
    const center: P2 = [a.center.x, a.center.y];
    const block = blocks.find((b) => inside(center, b.outline)) ?? blocks[0]!;
    return {
      plan: a,
      block,
      origin: [leg.start.x + dir[0] * u0, leg.start.y + dir[1] * u0],
      dir,
      out,
      width: a.widthIn,
      depth: section.widthIn,
      top: block.top,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Cladding and countertop textures

interface Piece {
  /** Corners in face coordinates (u along the face, w up). */
  corners: [number, number][];
  color: RGB;
  /** Lighter top edge and darker lower edge, for stones that stand proud of the mortar. */
  relief: number;
}

const PALETTES = {
  stoneWarm: ["#b9a285", "#a88f73", "#cbb89a", "#94806a", "#d6c6aa", "#a39078", "#8a7360", "#c2ab8c"],
  stoneGrey: ["#a29e97", "#8f8b85", "#b3aea5", "#7c7873", "#c2bcb2", "#989087", "#8a8680"],
  brickRed: ["#9c4a32", "#a8553a", "#8b3f2b", "#b5654a", "#7d3a28", "#a14c3a", "#94503c"],
  brickBuff: ["#c9a27a", "#bf956c", "#d2b08a", "#b5875f", "#c8a17d"],
  tileCharcoal: ["#4b4946", "#524f4b", "#464441", "#5a5651", "#4f4c48"],
  tileSand: ["#cdbfa7", "#c6b79d", "#d3c6ae", "#c1b299"],
  travertine: ["#e2d4ba", "#dccdb0", "#e6dac3", "#d9c9ab", "#dfd1b6", "#e4d6bb"],
  bluestone: ["#8f979b", "#879094", "#979ea1", "#8c918d", "#939996", "#868e92"],
  concretePaver: ["#c9c4bb", "#c3beb5", "#cdc8c0", "#c0bbb2"],
} as const;

function stoneCourses(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  let w = 0;
  while (w < height) {
    const course = Math.min(height - w, r.pick([2.5, 3, 3.5, 4, 4.5, 5.5]));
    let u = -r.range(0, 10);
    while (u < width) {
      const len = r.range(6, 20);
      const g = 0.35;
      const j = () => r.range(-0.35, 0.35);
      pieces.push({
        corners: [
          [u + g + j(), w + g + j()],
          [u + len - g + j(), w + g + j()],
          [u + len - g + j(), w + course - g + j()],
          [u + g + j(), w + course - g + j()],
        ],
        color: vary(hex(r.pick(palette)), r, 0.08),
        relief: r.range(0.4, 1),
      });
      u += len;
    }
    w += course;
  }
  return pieces;
}

function brickCourses(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  const module = 8;
  const course = 2.667;
  const g = 0.19;
  for (let row = 0, w = 0; w < height; row++, w += course) {
    for (let u = row % 2 === 0 ? 0 : -module / 2; u < width; u += module) {
      pieces.push({
        corners: [
          [u + g, w + g],
          [u + module - g, w + g],
          [u + module - g, w + course - g],
          [u + g, w + course - g],
        ],
        color: vary(hex(r.pick(palette)), r, 0.07),
        relief: 0.3,
      });
    }
  }
  return pieces;
}

function tileGrid(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  const tw = 24;
  const th = 12;
  const g = 0.12;
  for (let w = 0; w < height; w += th) {
    for (let u = 0; u < width; u += tw) {
      pieces.push({
        corners: [
          [u + g, w + g],
          [u + tw - g, w + g],
          [u + tw - g, w + th - g],
          [u + g, w + th - g],
        ],
        color: vary(hex(r.pick(palette)), r, 0.04),
        relief: 0.1,
      });
    }
  }
  return pieces;
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

interface Backdrop {
  kind: "fence" | "house";
  /** A line on the plan, the wall's face, drawn from a to b. */
  a: P2;
  b: P2;
  height: number;
}

interface Tree {
  at: P2;
  height: number;
  spread: number;
  tone: "green" | "olive" | "dark";
}

interface Plant {
  at: P2;
  kind: "pot" | "bush" | "grass";
  size: number;
}

interface Stool {
  at: P2;
  seat: number;
}

interface SceneSpec {
  id: string;
  alt: string;
  seed: number;
  mood: MoodId;
  plan: PlannerData;
  /** Blocks of counter; defaults to one block following the plan's outline at the plan's height. */
  blocks?: (drawing: PlanDrawing, plan: PlannerData) => Block[];
  sides: SideMaterial;
  top: TopMaterial;
  style: IslandStyle;
  camera: { eye: V3; target: V3; fov: number };
  patio: { min: P2; max: P2; paver: "travertine" | "bluestone" | "concrete"; size: number };
  backdrop: Backdrop[];
  trees: Tree[];
  plants: Plant[];
  stools: Stool[];
  /** Towards the sun, when the mood's own direction does not suit the camera. */
  sun?: V3;
  /** String lights across the covered structure. */
  stringLights?: boolean;
  exposure?: number;
}

function plan(change: (data: PlannerData) => void): PlannerData {
  const data = createDefaultPlannerData();
  data.appliances = [];
  change(data);
  return data;
}

function appliances(...items: [ApplianceId, number?][]): PlannerData["appliances"] {
  return items.map(([id, size]) => {
    const item = createApplianceItem(id);
    return size === undefined ? item : selectApplianceSize(item, size);
  });
}

function singleBlock(drawing: PlanDrawing, data: PlannerData): Block[] {
  const outline = drawing.outline.map((p) => [p.x, p.y] as P2);
  return [
    {
      outline,
      top: data.dimensions.height,
      overhang: outline.map(() => OVERHANG),
      hidden: outline.map(() => false),
      faceFrom: outline.map(() => 0),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The covered structure of the plan (pergola or gazebo), from the plan drawing's footprint and posts

interface Beam {
  kind: "post" | "beam" | "rafter" | "slat";
  min: V3;
  max: V3;
}

interface RoofPlane {
  points: V3[];
  /** Outward (upward) normal of the top surface. */
  normal: V3;
}

interface Frame {
  type: "pergola" | "gazebo-pavilion";
  height: number;
  pieces: Beam[];
  roof: RoofPlane[];
  /** The eave outline, for the roof's fascia and its shadow. */
  eave: V3[];
  ridge: V3[];
  centre: V3;
}

const ROOF_THICKNESS = 5;

function frameOf(drawing: PlanDrawing, data: PlannerData): Frame | null {
  const s = drawing.pergola;
  if (!s) return null;
  const H = data.pergola.dimensions.height;
  const { x, y, width: w, height: d } = s.rect;
  const pieces: Beam[] = [];
  const centre = v(x + w / 2, y + d / 2, H);
  if (s.structureType === "pergola") {
    const post = 3;
    for (const p of s.posts) {
      const cx = p.x < centre[0] ? p.x + post : p.x - post;
      const cy = p.y < centre[1] ? p.y + post : p.y - post;
      pieces.push({ kind: "post", min: v(cx - post, cy - post, 0), max: v(cx + post, cy + post, H - 9) });
    }
    for (const by of [y + post, y + d - post]) pieces.push({ kind: "beam", min: v(x - 16, by - 1.75, H - 9), max: v(x + w + 16, by + 1.75, H) });
    const rafters = Math.max(4, Math.round(w / 16));
    for (let i = 0; i <= rafters; i++) {
      const rx = x - 4 + ((w + 8) * i) / rafters;
      pieces.push({ kind: "rafter", min: v(rx - 1, y - 14, H), max: v(rx + 1, y + d + 14, H + 7.5) });
    }
    for (let sy = y - 10; sy <= y + d + 10; sy += 7) pieces.push({ kind: "slat", min: v(x - 12, sy - 0.9, H + 7.5), max: v(x + w + 12, sy + 0.9, H + 9.3) });
    return { type: "pergola", height: H, pieces, roof: [], eave: [], ridge: [], centre };
  }
  const post = 3.5;
  const corners: P2[] = [];
  for (const p of s.posts) {
    const cx = p.x < centre[0] ? p.x + post : p.x - post;
    const cy = p.y < centre[1] ? p.y + post : p.y - post;
    corners.push([cx, cy]);
    pieces.push({ kind: "post", min: v(cx - post, cy - post, 0), max: v(cx + post, cy + post, H - 10) });
  }
  const [x0, x1] = [Math.min(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[0]))];
  const [y0, y1] = [Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[1]))];
  pieces.push({ kind: "beam", min: v(x0 - 3, y0 - 3, H - 10), max: v(x1 + 3, y0 + 3, H) });
  pieces.push({ kind: "beam", min: v(x0 - 3, y1 - 3, H - 10), max: v(x1 + 3, y1 + 3, H) });
  pieces.push({ kind: "beam", min: v(x0 - 3, y0 + 3, H - 10), max: v(x0 + 3, y1 - 3, H) });
  pieces.push({ kind: "beam", min: v(x1 - 3, y0 + 3, H - 10), max: v(x1 + 3, y1 - 3, H) });
  // a hip roof over the eave, its ridge along the longer side
  const ex0 = x - 16;
  const ex1 = x + w + 16;
  const ey0 = y - 16;
  const ey1 = y + d + 16;
  const alongX = ex1 - ex0 >= ey1 - ey0;
  const half = (alongX ? ey1 - ey0 : ex1 - ex0) / 2;
  const rise = half * 0.55;
  const z = H;
  const rz = H + rise;
  const cy = (ey0 + ey1) / 2;
  const cx = (ex0 + ex1) / 2;
  const roof: RoofPlane[] = alongX
    ? [
        { points: [v(ex0, ey0, z), v(ex1, ey0, z), v(ex1 - half, cy, rz), v(ex0 + half, cy, rz)], normal: unit(v(0, -rise, half)) },
        { points: [v(ex1, ey1, z), v(ex0, ey1, z), v(ex0 + half, cy, rz), v(ex1 - half, cy, rz)], normal: unit(v(0, rise, half)) },
        { points: [v(ex0, ey1, z), v(ex0, ey0, z), v(ex0 + half, cy, rz)], normal: unit(v(-rise, 0, half)) },
        { points: [v(ex1, ey0, z), v(ex1, ey1, z), v(ex1 - half, cy, rz)], normal: unit(v(rise, 0, half)) },
      ]
    : [
        { points: [v(ex0, ey1, z), v(ex0, ey0, z), v(cx, ey0 + half, rz), v(cx, ey1 - half, rz)], normal: unit(v(-rise, 0, half)) },
        { points: [v(ex1, ey0, z), v(ex1, ey1, z), v(cx, ey1 - half, rz), v(cx, ey0 + half, rz)], normal: unit(v(rise, 0, half)) },
        { points: [v(ex0, ey0, z), v(ex1, ey0, z), v(cx, ey0 + half, rz)], normal: unit(v(0, -rise, half)) },
        { points: [v(ex1, ey1, z), v(ex0, ey1, z), v(cx, ey1 - half, rz)], normal: unit(v(0, rise, half)) },
      ];
  const ridge = alongX ? [v(ex0 + half, cy, rz), v(ex1 - half, cy, rz)] : [v(cx, ey0 + half, rz), v(cx, ey1 - half, rz)];
  return {
    type: "gazebo-pavilion",
    height: H,
    pieces,
    roof,
    eave: [v(ex0, ey0, z), v(ex1, ey0, z), v(ex1, ey1, z), v(ex0, ey1, z)],
    ridge,
    centre,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rendering a scene

class SceneRenderer {
  readonly svg = new Svg();
  readonly cam: Camera;
  readonly mood: Mood;
  readonly paint: Painter;
  readonly drawing: PlanDrawing;
  readonly blocks: Block[];
  readonly placed: Placed[];
  readonly frame: Frame | null;
  readonly r: Random;

  constructor(readonly spec: SceneSpec) {
    this.cam = new Camera(spec.camera.eye, spec.camera.target, spec.camera.fov);
    this.mood = spec.sun ? { ...MOODS[spec.mood], sunDir: unit(spec.sun) } : MOODS[spec.mood];
    this.paint = new Painter(this.svg, this.cam, this.mood);
    this.drawing = planDrawing(spec.plan);
    this.blocks = (spec.blocks ?? singleBlock)(this.drawing, spec.plan);
    this.placed = placeAppliances(this.drawing, this.blocks);
    this.frame = frameOf(this.drawing, spec.plan);
    this.r = randomSource(spec.seed);
  }

  render(): string {
    this.sky();
    this.distantTrees();
    this.lawn();
    this.svg.add(`<g filter="${this.svg.blur(1.6)}">`);
    drawFarToNear(this.spec.trees.map((t) => ({ depth: this.cam.depth(at(t.at, 0)), draw: () => this.tree(t) })));
    this.svg.add("</g>");
    this.svg.add(`<g filter="${this.svg.blur(0.7)}">`);
    for (const b of this.spec.backdrop) this.backdrop(b);
    this.svg.add("</g>");
    this.patio();
    this.groundShadows();
    this.groundLights();
    this.objects();
    this.overhead();
    this.finish();
    return this.svg.toString();
  }

  // -- sky and background -------------------------------------------------------------------------------

  sky(): void {
    const horizon = this.cam.project(v(this.cam.eye[0], this.cam.eye[1] - 1e6, this.cam.eye[2]))[1];
    const fill = this.svg.linear([0, 0], [0, Math.max(horizon, 50)], this.mood.skyStops);
    this.svg.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
    if (this.spec.mood === "day") this.clouds(horizon);
    if (this.spec.mood === "golden") {
      const towards = add(this.cam.eye, mul(this.mood.sunDir, 1e6));
      const ahead = this.cam.depth(towards) > 0;
      const sun = ahead ? this.cam.project(towards) : ([this.cam.project(add(this.cam.eye, mul(v(this.mood.sunDir[0], this.mood.sunDir[1], 0), -1e4)))[0] < W / 2 ? W * 0.05 : W * 0.95, horizon] as S2);
      const glow = this.svg.radial([Math.min(W * 1.1, Math.max(-W * 0.1, sun[0])), Math.min(sun[1], horizon - 40)], W * 0.55, [
        [0, "#fff3d6", 0.95],
        [0.25, "#ffd79a", 0.45],
        [1, "#ffd79a", 0],
      ]);
      this.svg.add(`<rect width="${W}" height="${H}" fill="${glow}"/>`);
    }
  }

  clouds(horizon: number): void {
    const r = randomSource(this.spec.seed + 7);
    const blur = this.svg.blur(14);
    const parts: string[] = [];
    for (let i = 0; i < 7; i++) {
      const cx = r.range(-100, W + 100);
      const cy = r.range(40, horizon * 0.55);
      const w = r.range(180, 420);
      for (let k = 0; k < 6; k++) {
        parts.push(
          `<ellipse cx="${fmt(cx + r.range(-w / 2, w / 2))}" cy="${fmt(cy + r.range(-18, 12))}" rx="${fmt(r.range(50, 110))}" ry="${fmt(r.range(18, 34))}" fill="#ffffff" opacity="${fmt(r.range(0.35, 0.6))}"/>`,
        );
      }
    }
    this.svg.add(`<g filter="${blur}">${parts.join("")}</g>`);
  }

  /** Two hazy bands of woodland along the horizon. */
  distantTrees(): void {
    const r = randomSource(this.spec.seed + 11);
    const dusk = this.spec.mood === "dusk";
    const tone = dusk ? hex("#262a3a") : this.spec.mood === "golden" ? hex("#6d7350") : hex("#5d7f58");
    const e = this.cam.eye;
    for (const [distance, haze, blur] of [
      [4200, dusk ? 0.35 : 0.62, 2.5],
      [2600, dusk ? 0.2 : 0.42, 1.2],
    ] as const) {
      const colour = css(mixRgb(tone, this.mood.haze, haze));
      const parts: string[] = [];
      // a line of ground points at this distance, across the whole view
      const toward = unit(sub(this.spec.camera.target, e));
      const side = unit(cross(v(toward[0], toward[1], 0), v(0, 0, 1)));
      const centre = add(v(e[0], e[1], 0), mul(unit(v(toward[0], toward[1], 0)), distance));
      let lowest = 0;
      for (let s = -distance * 1.6; s < distance * 1.6; s += r.range(60, 160)) {
        const foot = add(centre, mul(side, s));
        const g = this.cam.project(foot);
        const scale = this.cam.scale(foot);
        const height = r.range(240, 520) * scale;
        const width = r.range(160, 320) * scale;
        lowest = Math.max(lowest, g[1]);
        parts.push(`<rect x="${fmt(g[0] - width * 0.45)}" y="${fmt(g[1] - height * 0.55)}" width="${fmt(width * 0.9)}" height="${fmt(height * 0.55 + 40)}" fill="${colour}"/>`);
        for (let k = 0; k < 4; k++) {
          parts.push(
            `<circle cx="${fmt(g[0] + r.range(-0.35, 0.35) * width)}" cy="${fmt(g[1] - height * r.range(0.45, 0.75))}" r="${fmt(width * r.range(0.32, 0.5))}" fill="${colour}"/>`,
          );
        }
      }
      parts.push(`<rect x="0" y="${fmt(lowest - 60)}" width="${W}" height="${fmt(H - lowest + 60)}" fill="${colour}"/>`);
      this.svg.add(`<g filter="${this.svg.blur(blur)}">${parts.join("")}</g>`);
    }
  }

  lawn(): void {
    const e = this.cam.eye;
    const far = 6000;
    const quad = [v(e[0] - far, e[1] - far, 0), v(e[0] + far, e[1] - far, 0), v(e[0] + far, e[1] + far, 0), v(e[0] - far, e[1] + far, 0)];
    const pts = this.cam.polygon(quad);
    if (!pts) return;
    const horizon = this.cam.project(v(e[0], e[1] - 1e5, 0))[1];
    const grass = this.spec.mood === "dusk" ? hex("#3d5236") : this.spec.mood === "golden" ? hex("#7d9a4a") : hex("#6fa04a");
    const nearCol = this.paint.lit(grass, v(0, 0, 1));
    const farCol = mixRgb(this.paint.lit(scaleRgb(grass, 1.1), v(0, 0, 1)), this.mood.haze, 0.35);
    const fill = this.svg.linear([0, horizon], [0, H], [
      [0, css(farCol)],
      [0.25, css(mixRgb(farCol, nearCol, 0.6))],
      [1, css(scaleRgb(nearCol, 0.92))],
    ]);
    this.svg.poly(pts, fill);
    // mowing stripes
    const stripe = 60;
    const parts: string[] = [];
    for (let x = -1200; x < 1200; x += stripe * 2) {
      const q = this.cam.polygon([v(x, -1500, 0.01), v(x + stripe, -1500, 0.01), v(x + stripe, 1500, 0.01), v(x, 1500, 0.01)]);
      if (q) parts.push(`<polygon points="${pointsAttr(q)}"/>`);
    }
    this.svg.add(`<g fill="#ffffff" opacity="0.05">${parts.join("")}</g>`);
  }

  backdrop(b: Backdrop): void {
    if (b.kind === "fence") this.fence(b);
    else this.house(b);
  }

  fence(b: Backdrop): void {
    const r = randomSource(this.spec.seed + 23);
    const len = Math.hypot(b.b[0] - b.a[0], b.b[1] - b.a[1]);
    const dir: P2 = [(b.b[0] - b.a[0]) / len, (b.b[1] - b.a[1]) / len];
    const n = v(-dir[1], dir[0], 0);
    const normal = this.cam.sees(at(b.a, 0), n) ? n : mul(n, -1);
    const point = (u: number, z: number): V3 => v(b.a[0] + dir[0] * u, b.a[1] + dir[1] * u, z);
    const cedar = ["#9a6b48", "#8d5f3f", "#a57552", "#93664a", "#87593a", "#a0704c"];
    // the gaps between boards show the dark behind
    this.paint.fill([point(0, 0), point(len, 0), point(len, b.height), point(0, b.height)], this.paint.hazed(hex("#2f2a24"), point(len / 2, 0)));
    const board = 5.5;
    for (let z = 2; z + board <= b.height + 0.1; z += board + 0.6) {
      for (let u = 0; u < len; u += 96) {
        const c = this.paint.hazed(this.paint.lit(vary(hex(r.pick(cedar)), r, 0.06), normal), point(u + 48, z));
        const pts = [point(u + 0.3, z), point(Math.min(len, u + 96) - 0.3, z), point(Math.min(len, u + 96) - 0.3, z + board), point(u + 0.3, z + board)];
        this.paint.fill(pts, c);
      }
    }
    // posts every 8 ft, and a cap
    for (let u = 0; u <= len; u += 96) {
      this.paint.box(
        add(point(u, 0), v(-2, -2, 0)),
        add(point(u, 0), v(2, 2, b.height + 2)),
        this.paint.hazed(hex("#6e4a31"), point(u, 0)),
      );
    }
    // a band of shrubs in front of the fence
    this.hedge(b, normal, r);
  }

  hedge(b: Backdrop, normal: V3, r: Random): void {
    const len = Math.hypot(b.b[0] - b.a[0], b.b[1] - b.a[1]);
    const dir: P2 = [(b.b[0] - b.a[0]) / len, (b.b[1] - b.a[1]) / len];
    for (let u = 20; u < len; u += r.range(36, 60)) {
      const base = v(b.a[0] + dir[0] * u + normal[0] * 18, b.a[1] + dir[1] * u + normal[1] * 18, 0);
      this.bush(base, r.range(20, 34), r, "green");
    }
  }

  house(b: Backdrop): void {
    const len = Math.hypot(b.b[0] - b.a[0], b.b[1] - b.a[1]);
    const dir: P2 = [(b.b[0] - b.a[0]) / len, (b.b[1] - b.a[1]) / len];
    const n = v(-dir[1], dir[0], 0);
    const normal = this.cam.sees(at(b.a, 0), n) ? n : mul(n, -1);
    const point = (u: number, z: number, o = 0): V3 => v(b.a[0] + dir[0] * u + normal[0] * o, b.a[1] + dir[1] * u + normal[1] * o, z);
    const night = this.mood.night;
    const siding = hex("#d9d3c7");
    const wall = this.paint.lit(siding, normal, 1, night > 0.5 ? [0.03, 0.02, 0.01] : [0, 0, 0]);
    this.paint.fill([point(0, 0), point(len, 0), point(len, b.height), point(0, b.height)], night > 0.5 ? scaleRgb(wall, 0.62) : wall);
    // lap siding
    const lines: string[] = [];
    for (let z = 8; z < b.height; z += 7) {
      const a = this.cam.project(point(0, z, 0.1));
      const c = this.cam.project(point(len, z, 0.1));
      lines.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(c[0])} ${fmt(c[1])}`);
    }
    this.svg.add(`<path d="${lines.join("")}" stroke="#000" stroke-opacity="0.09" stroke-width="1.4" fill="none"/>`);
    // windows and a sliding door
    const openings: [number, number, number, number][] = [];
    for (let u = 60; u + 72 < len - 30; u += 150) {
      openings.push(u % 300 < 150 ? [u, 0, 96, 84] : [u + 12, 36, 60, 48]);
    }
    for (const [u, z, w, h] of openings) {
      this.paint.box(point(u - 3, z - 2, -0.5), point(u + w + 3, z + h + 3, 2), night > 0.5 ? hex("#f2efe9") : hex("#2d2f31"));
      const glass = [point(u, z, 2.1), point(u + w, z, 2.1), point(u + w, z + h, 2.1), point(u, z + h, 2.1)];
      const pts = this.cam.polygon(glass);
      if (!pts) continue;
      const top = this.cam.project(point(u, z + h, 2.1));
      const bottom = this.cam.project(point(u, z, 2.1));
      const fill =
        night > 0.5
          ? this.svg.linear(top, bottom, [
              [0, "#ffd58f"],
              [0.6, "#f2a75a"],
              [1, "#c77a3a"],
            ])
          : this.svg.linear(top, bottom, [
              [0, css(mixRgb(this.mood.envZenith, hex("#ffffff"), 0.3))],
              [0.5, "#5d6b78"],
              [1, "#3c4650"],
            ]);
      this.svg.poly(pts, fill);
      // mullions
      const mid = this.cam.project(point(u + w / 2, z, 2.2));
      const midTop = this.cam.project(point(u + w / 2, z + h, 2.2));
      this.svg.add(`<path d="M${fmt(mid[0])} ${fmt(mid[1])}L${fmt(midTop[0])} ${fmt(midTop[1])}" stroke="${night > 0.5 ? "#eeeae2" : "#2d2f31"}" stroke-width="${fmt(2.5 * this.cam.scale(point(u, z)))}"/>`);
      if (night > 0.5) {
        const glowAt = this.cam.project(point(u + w / 2, z + h / 2, 4));
        const g = this.svg.radial(glowAt, w * 1.4 * this.cam.scale(point(u, z)), [
          [0, "#ffc878", 0.35],
          [1, "#ffc878", 0],
        ]);
        this.svg.add(`<circle cx="${fmt(glowAt[0])}" cy="${fmt(glowAt[1])}" r="${fmt(w * 1.4 * this.cam.scale(point(u, z)))}" fill="${g}"/>`);
      }
    }
    // the eave
    this.paint.box(point(-12, b.height, -2), point(len + 12, b.height + 10, 20), hex("#f0ece4"));
    this.hedge(b, normal, randomSource(this.spec.seed + 29));
  }

  // -- ground -------------------------------------------------------------------------------------------

  patio(): void {
    const { min, max, paver, size } = this.spec.patio;
    const r = randomSource(this.spec.seed + 31);
    const palette = paver === "travertine" ? PALETTES.travertine : paver === "bluestone" ? PALETTES.bluestone : PALETTES.concretePaver;
    const joint = paver === "travertine" ? hex("#b9a98e") : hex("#6f7274");
    const up = v(0, 0, 1);
    this.paint.fill([v(min[0], min[1], 0), v(max[0], min[1], 0), v(max[0], max[1], 0), v(min[0], max[1], 0)], this.paint.lit(joint, up));
    const g = 0.25;
    const parts: string[] = [];
    for (let y = min[1]; y < max[1] - 0.1; y += size) {
      for (let x = min[0]; x < max[0] - 0.1; x += size) {
        const c = this.paint.lit(vary(hex(r.pick(palette)), r, 0.03), up);
        const corners = [
          v(x + g, y + g, 0.01),
          v(Math.min(max[0], x + size) - g, y + g, 0.01),
          v(Math.min(max[0], x + size) - g, Math.min(max[1], y + size) - g, 0.01),
          v(x + g, Math.min(max[1], y + size) - g, 0.01),
        ];
        const pts = this.cam.polygon(corners);
        if (pts) parts.push(`<polygon points="${pointsAttr(pts)}" fill="${css(this.paint.hazed(c, corners[0]!))}"/>`);
      }
    }
    this.svg.add(parts.join(""));
    // light falls off towards the foreground, which frames the island
    const pts = this.cam.polygon([v(min[0], min[1], 0.02), v(max[0], min[1], 0.02), v(max[0], max[1], 0.02), v(min[0], max[1], 0.02)]);
    const horizon = this.cam.project(v(this.cam.eye[0], this.cam.eye[1] - 1e5, 0))[1];
    this.svg.poly(pts, this.svg.linear([0, horizon], [0, H], [
      [0, "#ffffff", this.mood.night > 0.5 ? 0 : 0.12],
      [0.5, "#ffffff", 0],
      [1, "#000000", this.mood.night > 0.5 ? 0.35 : 0.16],
    ]));
  }

  /** Where the sun throws a point onto the patio. */
  shadowOf(p: V3): P2 {
    const s = this.mood.sunDir;
    const t = p[2] / s[2];
    return [p[0] - s[0] * t, p[1] - s[1] * t];
  }

  groundShadows(): void {
    const parts: string[] = [];
    const shadowPoly = (pts: P2[]) => {
      const q = this.cam.polygon(pts.map((p) => v(p[0], p[1], 0.05)));
      if (q) parts.push(`<polygon points="${pointsAttr(q)}"/>`);
    };
    const boxShadow = (min: V3, max: V3) => {
      const corners: V3[] = [];
      for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) corners.push(v(x, y, z));
      shadowPoly(convexHull(corners.map((c) => this.shadowOf(c))));
    };
    if (this.mood.night < 0.5) {
      for (const block of this.blocks) {
        // each convex piece of the outline, swept along the light
        for (const section of this.drawing.sections) {
          const r = section.rect;
          const center: P2 = [r.x + r.width / 2, r.y + r.height / 2];
          if (!inside(center, block.outline)) continue;
          boxShadow(v(r.x - OVERHANG, r.y - OVERHANG, 0), v(r.x + r.width + OVERHANG, r.y + r.height + OVERHANG, block.top));
        }
      }
      for (const p of this.placed) {
        if (p.plan.id === "grill") boxShadow(v(...minXY(p, 0), p.top), v(...maxXY(p, 0), p.top + 18));
        if (p.plan.id === "pizza-oven") boxShadow(v(...minXY(p, 2), p.top), v(...maxXY(p, 2), p.top + 24));
      }
      for (const s of this.spec.stools) boxShadow(v(s.at[0] - 8, s.at[1] - 8, 0), v(s.at[0] + 8, s.at[1] + 8, s.seat));
      this.structureShadows(boxShadow);
      const filter = this.svg.blur(3.5);
      this.svg.add(`<g filter="${filter}" fill="#2a2018" opacity="${this.mood.shadowOpacity}">${parts.join("")}</g>`);
    }
    // contact shadow all around the island's foot
    const contact: string[] = [];
    for (const block of this.blocks) {
      const grown = offsetPolygon(block.outline, block.outline.map(() => 3));
      const q = this.cam.polygon(grown.map((p) => v(p[0], p[1], 0.06)));
      if (q) contact.push(`<polygon points="${pointsAttr(q)}"/>`);
    }
    this.svg.add(`<g filter="${this.svg.blur(5)}" fill="#1d1510" opacity="${0.55 - this.mood.night * 0.2}">${contact.join("")}</g>`);
  }

  structureShadows(boxShadow: (min: V3, max: V3) => void): void {
    const f = this.frame;
    if (!f) return;
    for (const piece of f.pieces) boxShadow(piece.min, piece.max);
    if (f.roof.length > 0) {
      const hull = convexHull([...f.eave, ...f.ridge].map((p) => this.shadowOf(p)));
      const q = this.cam.polygon(hull.map((p) => v(p[0], p[1], 0.05)));
      if (q) this.svg.add(`<polygon points="${pointsAttr(q)}" fill="#2a2018" opacity="${fmt(this.mood.shadowOpacity * 0.8)}" filter="${this.svg.blur(5)}"/>`);
    }
  }

  /** Pools of warm light on the patio after dark: under the counter's LED strip and the post lights. */
  groundLights(): void {
    if (this.mood.night < 0.5) return;
    const pool = (centre: P2, rx: number, ry: number, colour: string, opacity: number) => {
      const ring: V3[] = [];
      for (let i = 0; i < 32; i++) {
        const t = (i / 32) * Math.PI * 2;
        ring.push(v(centre[0] + Math.cos(t) * rx, centre[1] + Math.sin(t) * ry, 0.1));
      }
      const pts = this.cam.polygon(ring);
      this.svg.poly(pts, this.svg.radialBox([
        [0, colour, opacity],
        [0.55, colour, opacity * 0.4],
        [1, colour, 0],
      ]));
    };
    if (this.frame) {
      const f = this.frame;
      pool([f.centre[0], f.centre[1]], 150, 120, "#ffc27a", 0.3);
    }
    if (this.spec.plan.lighting) {
      for (const block of this.blocks) {
        for (let i = 0; i < block.outline.length; i++) {
          const a = block.outline[i]!;
          const b = block.outline[(i + 1) % block.outline.length]!;
          const n = outwardNormal(block.outline, i);
          if (!this.cam.sees(at(a, 0), v(n[0], n[1], 0))) continue;
          const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
          pool([(a[0] + b[0]) / 2 + n[0] * 14, (a[1] + b[1]) / 2 + n[1] * 14], Math.abs(n[0]) > 0.5 ? 22 : len * 0.6, Math.abs(n[0]) > 0.5 ? len * 0.6 : 22, "#ffcf8a", 0.55);
        }
      }
    }
    if (this.frame && this.spec.plan.pergola.spotlights !== "") {
      for (const post of this.frame.pieces.filter((p) => p.kind === "post")) {
        const c: P2 = [(post.min[0] + post.max[0]) / 2, (post.min[1] + post.max[1]) / 2];
        const toward = unit(v(this.frame.centre[0] - c[0], this.frame.centre[1] - c[1], 0));
        pool([c[0] + toward[0] * 26, c[1] + toward[1] * 26], 40, 40, "#ffd9a0", 0.35);
      }
    }
  }

  // -- the objects, far to near ---------------------------------------------------------------------------

  objects(): void {
    const items: { depth: number; draw: () => void }[] = [];
    for (const block of this.blocks) {
      const c = centroid(block.outline);
      items.push({ depth: this.cam.depth(v(c[0], c[1], block.top / 2)), draw: () => this.block(block) });
    }
    for (const s of this.spec.stools) items.push({ depth: this.cam.depth(at(s.at, 10)), draw: () => this.stool(s) });
    for (const p of this.spec.plants) items.push({ depth: this.cam.depth(at(p.at, 0)), draw: () => this.plant(p) });
    for (const piece of this.frame?.pieces.filter((p) => p.kind === "post") ?? []) {
      const c = lerp3(piece.min, piece.max, 0.5);
      items.push({ depth: this.cam.depth(v(c[0], c[1], 30)), draw: () => this.post(piece) });
    }
    const roofed = this.frame?.type === "gazebo-pavilion";
    items
      .sort((a, b) => b.depth - a.depth)
      .forEach((i) => {
        this.paint.shade = roofed ? 0.35 : 1;
        i.draw();
        this.paint.shade = 1;
      });
  }

  woodColour(): RGB {
    return this.frame?.type === "gazebo-pavilion" ? hex("#7a5236") : hex("#a4744c");
  }

  post(piece: Beam): void {
    this.paint.shade = 1;
    this.paint.box(piece.min, piece.max, this.woodColour(), { glow: this.mood.night > 0.5 ? [0.12, 0.07, 0.03] : undefined });
    // a stone plinth at the foot of a gazebo post
    if (this.frame?.type === "gazebo-pavilion") {
      this.paint.box(add(piece.min, v(-2.5, -2.5, 0)), v(piece.max[0] + 2.5, piece.max[1] + 2.5, 14), hex("#b9ab98"));
    }
    if (this.spec.plan.pergola.spotlights !== "" && this.frame) {
      const c = lerp3(piece.min, piece.max, 0.5);
      const toward = unit(v(this.frame.centre[0] - c[0], this.frame.centre[1] - c[1], 0));
      const lamp = v(c[0] + toward[0] * 4.5, c[1] + toward[1] * 4.5, piece.max[2] - 16);
      this.paint.cylinder(lamp, 1.6, 4, hex("#2a2a2a"), { segments: 12 });
      if (this.mood.night > 0.5) {
        const p = this.cam.project(add(lamp, v(0, 0, -0.5)));
        const s = this.cam.scale(lamp);
        this.svg.add(`<circle cx="${fmt(p[0])}" cy="${fmt(p[1])}" r="${fmt(14 * s)}" fill="${this.svg.radial(p, 14 * s, [
          [0, "#fff4d8", 0.95],
          [0.2, "#ffd58f", 0.5],
          [1, "#ffd58f", 0],
        ])}"/>`);
      }
    }
  }

  /** Everything over head height: beams, rafters, slats, the roof, the fan and the string lights. */
  overhead(): void {
    const f = this.frame;
    if (!f) return;
    const items: { depth: number; draw: () => void }[] = [];
    const wood = this.woodColour();
    const glow: RGB | undefined = this.mood.night > 0.5 ? [0.1, 0.06, 0.03] : undefined;
    const bias = { beam: 1000, rafter: 2000, slat: 3000, post: 0 } as const;
    for (const piece of f.pieces) {
      if (piece.kind === "post") continue;
      const c = lerp3(piece.min, piece.max, 0.5);
      items.push({ depth: this.cam.depth(c) + bias[piece.kind], draw: () => this.paint.box(piece.min, piece.max, wood, { glow }) });
    }
    if (f.roof.length > 0) {
      const ceiling = hex("#c49a6c");
      for (const plane of f.roof) {
        const under = plane.points.map((p) => add(p, v(0, 0, -ROOF_THICKNESS)));
        const n = mul(plane.normal, -1);
        const c = under.reduce((a, b) => add(a, b), v(0, 0, 0));
        const mid = mul(c, 1 / under.length);
        if (this.cam.sees(mid, n)) items.push({ depth: this.cam.depth(mid) + 5000, draw: () => this.ceiling(under, n, ceiling) });
      }
      // the fascia around the eave
      for (let i = 0; i < 4; i++) {
        const a = f.eave[i]!;
        const b = f.eave[(i + 1) % 4]!;
        const n2 = outwardNormal(f.eave.map((p) => [p[0], p[1]] as P2), i);
        const n = v(n2[0], n2[1], 0);
        const quad = [add(a, v(0, 0, -ROOF_THICKNESS - 3)), add(b, v(0, 0, -ROOF_THICKNESS - 3)), add(b, v(0, 0, 0.5)), add(a, v(0, 0, 0.5))];
        if (this.cam.sees(quad[0]!, n)) items.push({ depth: this.cam.depth(lerp3(a, b, 0.5)) + 900, draw: () => this.paint.fill(quad, this.paint.lit(hex("#efe9df"), n)) });
      }
      for (const plane of f.roof) {
        const mid = mul(plane.points.reduce((a, b) => add(a, b), v(0, 0, 0)), 1 / plane.points.length);
        if (this.cam.sees(mid, plane.normal)) items.push({ depth: this.cam.depth(mid) - 10000, draw: () => this.roofTop(plane) });
      }
      if (this.spec.plan.pergola.hasFan) items.push({ depth: this.cam.depth(f.centre) + 1000, draw: () => this.fan(f) });
    }
    if (this.spec.stringLights) {
      for (const strand of this.strands(f)) {
        const mid = strand[Math.floor(strand.length / 2)]!;
        items.push({ depth: this.cam.depth(mid) + 900, draw: () => this.stringLight(strand) });
      }
    }
    drawFarToNear(items);
  }

  ceiling(points: V3[], n: V3, colour: RGB): void {
    const pts = this.paint.fill(points, this.paint.lit(colour, n, 0, this.mood.night > 0.5 ? [0.2, 0.12, 0.05] : [0.05, 0.04, 0.03]));
    if (!pts) return;
    // tongue-and-groove boards running up the slope
    const clip = this.svg.clip(pts);
    const lines: string[] = [];
    const [a, b] = [points[0]!, points[1]!];
    const apex = points[points.length - 1]!;
    const len = length(sub(b, a));
    for (let u = 4; u < len; u += 5.5) {
      const foot = lerp3(a, b, u / len);
      const top = lerp3(foot, apex, 1);
      const p0 = this.cam.project(foot);
      const p1 = this.cam.project(lerp3(foot, top, 0.98));
      lines.push(`M${fmt(p0[0])} ${fmt(p0[1])}L${fmt(p1[0])} ${fmt(p1[1])}`);
    }
    this.svg.add(`<g clip-path="${clip}"><path d="${lines.join("")}" stroke="#5a3a20" stroke-opacity="0.25" stroke-width="1"/></g>`);
  }

  roofTop(plane: RoofPlane): void {
    const colour = this.paint.lit(hex("#4a4642"), plane.normal);
    const pts = this.paint.fill(plane.points, colour);
    if (!pts) return;
    // shingle courses parallel to the eave
    const clip = this.svg.clip(pts);
    const [a, b] = [plane.points[0]!, plane.points[1]!];
    const apex = plane.points.length === 4 ? lerp3(plane.points[2]!, plane.points[3]!, 0.5) : plane.points[2]!;
    const mid = lerp3(a, b, 0.5);
    const upSlope = sub(apex, mid);
    const rows = Math.round(length(upSlope) / 6);
    const lines: string[] = [];
    const r = randomSource(this.spec.seed + 71);
    for (let i = 1; i < rows; i++) {
      const off = mul(upSlope, i / rows);
      const p0 = this.cam.project(add(a, off));
      const p1 = this.cam.project(add(b, off));
      lines.push(`M${fmt(p0[0])} ${fmt(p0[1])}L${fmt(p1[0])} ${fmt(p1[1])}`);
      const len = length(sub(b, a));
      for (let u = (i % 2) * 6; u < len; u += 12 + r.range(-2, 2)) {
        const q0 = this.cam.project(add(lerp3(a, b, u / len), off));
        const q1 = this.cam.project(add(lerp3(a, b, u / len), mul(upSlope, (i + 1) / rows)));
        lines.push(`M${fmt(q0[0])} ${fmt(q0[1])}L${fmt(q1[0])} ${fmt(q1[1])}`);
      }
    }
    this.svg.add(`<g clip-path="${clip}"><path d="${lines.join("")}" stroke="#1e1c1a" stroke-opacity="0.35" stroke-width="1.1"/></g>`);
    const sheen = this.svg.linear(this.cam.project(apex), this.cam.project(mid), [
      [0, "#ffffff", 0.08],
      [1, "#000000", 0.12],
    ]);
    this.svg.poly(pts, sheen);
  }

  fan(f: Frame): void {
    const top = f.ridge.length ? lerp3(f.ridge[0]!, f.ridge[1]!, 0.5) : f.centre;
    const hub = v(f.centre[0], f.centre[1], f.height - 6);
    this.paint.tube([add(top, v(0, 0, -ROOF_THICKNESS)), hub], 1, "#2b2b2b");
    this.paint.cylinder(add(hub, v(0, 0, -3)), 4.5, 4, hex("#2f2f2f"), { segments: 16 });
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      const d = v(Math.cos(a), Math.sin(a), 0);
      const side = v(-Math.sin(a), Math.cos(a), 0);
      const blade = [add(hub, add(mul(d, 5), mul(side, 1.5))), add(hub, add(mul(d, 26), mul(side, 3))), add(hub, add(mul(d, 26), mul(side, -3))), add(hub, add(mul(d, 5), mul(side, -1.5)))].map((p) => add(p, v(0, 0, -2)));
      this.paint.fill(blade, this.paint.lit(hex("#5a3d28"), v(0, 0, -1), 0));
    }
  }

  /** Festoon strands across the structure, sagging between its beams. */
  strands(f: Frame): V3[][] {
    const rect = this.drawing.pergola!.rect;
    const out: V3[][] = [];
    for (const t of [0.22, 0.5, 0.78]) {
      const y = rect.y + rect.height * t;
      const pts: V3[] = [];
      for (let i = 0; i <= 24; i++) {
        const u = i / 24;
        const x = rect.x + 2 + (rect.width - 4) * u;
        pts.push(v(x, y, f.height - 1 - Math.sin(u * Math.PI) * 12));
      }
      out.push(pts);
    }
    return out;
  }

  stringLight(strand: V3[]): void {
    this.paint.tube(strand, 0.35, "#1b1b1b");
    const parts: string[] = [];
    const halo = this.svg.radialBox([
      [0, "#fff1c9", 0.9],
      [0.25, "#ffcf7d", 0.45],
      [1, "#ffb55e", 0],
    ]);
    for (let i = 1; i < strand.length; i += 1) {
      const p = add(strand[i]!, v(0, 0, -2));
      const c = this.cam.project(p);
      const s = this.cam.scale(p);
      parts.push(`<circle cx="${fmt(c[0])}" cy="${fmt(c[1])}" r="${fmt(9 * s)}" fill="${halo}"/>`);
      parts.push(`<circle cx="${fmt(c[0])}" cy="${fmt(c[1])}" r="${fmt(1.3 * s)}" fill="#fffaf0"/>`);
    }
    this.svg.add(parts.join(""));
  }

  block(block: Block): void {
    const faces: { depth: number; draw: () => void }[] = [];
    const n = block.outline.length;
    const bodyTop = block.top - SLAB;
    for (let i = 0; i < n; i++) {
      if (block.hidden[i]) continue;
      const a = block.outline[i]!;
      const b = block.outline[(i + 1) % n]!;
      const normal2 = outwardNormal(block.outline, i);
      const normal = v(normal2[0], normal2[1], 0);
      const from = block.faceFrom[i] ?? 0;
      const quad = [at(a, from), at(b, from), at(b, bodyTop), at(a, bodyTop)];
      if (!this.cam.sees(quad[0]!, normal)) continue;
      faces.push({
        depth: this.cam.depth(at([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], bodyTop / 2)),
        draw: () => this.face(block, a, b, normal, from, bodyTop),
      });
    }
    drawFarToNear(faces);
    this.countertop(block);
    drawFarToNear(
      this.placed
        .filter((p) => p.block === block)
        .map((p) => ({ depth: this.cam.depth(topPoint(p, p.width / 2, p.depth / 2, p.top)), draw: () => this.applianceTop(p) })),
    );
  }

  face(block: Block, a: P2, b: P2, normal: V3, from: number, bodyTop: number): void {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const dir: P2 = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    const point = (u: number, z: number, o = 0): V3 => v(a[0] + dir[0] * u + normal[0] * o, a[1] + dir[1] * u + normal[1] * o, z);
    const quad = [point(0, from), point(len, from), point(len, bodyTop), point(0, bodyTop)];
    const pts = this.cam.polygon(quad);
    if (!pts) return;
    const spec = this.spec;
    const r = randomSource(spec.seed + Math.round(a[0] * 7 + a[1] * 13 + b[0] * 3));
    const glow = this.ledGlow();
    const mortar: RGB =
      spec.sides === "natural-stone" ? hex("#5b5247") : spec.sides === "brick" ? hex("#c9c0b2") : spec.sides === "tile" ? hex("#34322f") : hex(spec.style.stucco ?? "#e8dfcf");
    this.svg.poly(pts, css(this.paint.lit(mortar, normal, 1, glow)));
    const height = bodyTop - from;
    let pieces: Piece[] = [];
    if (spec.sides === "natural-stone") pieces = stoneCourses(len, height, r, spec.style.stone === "grey" ? PALETTES.stoneGrey : PALETTES.stoneWarm);
    if (spec.sides === "brick") pieces = brickCourses(len, height, r, spec.style.brick === "buff" ? PALETTES.brickBuff : PALETTES.brickRed);
    if (spec.sides === "tile") pieces = tileGrid(len, height, r, spec.style.tile === "sand" ? PALETTES.tileSand : PALETTES.tileCharcoal);
    if (pieces.length > 0) {
      const clip = this.svg.clip(pts);
      const parts: string[] = [];
      const upward = unit(add(normal, v(0, 0, 0.9)));
      const downward = unit(add(normal, v(0, 0, -0.9)));
      for (const piece of pieces) {
        const corners = piece.corners.map(([u, z]) => point(u, from + z, 0.05));
        const q = this.cam.polygon(corners);
        if (!q) continue;
        parts.push(`<polygon points="${pointsAttr(q)}" fill="${css(this.paint.lit(piece.color, normal, 1, glow))}"/>`);
        if (piece.relief > 0.2) {
          // the lit top edge and the shaded bottom edge of a stone
          const [c0, c1, c2, c3] = corners as [V3, V3, V3, V3];
          const band = Math.min(0.8, (c3[2] - c0[2]) * 0.22) * piece.relief;
          const topBand = this.cam.polygon([lerp3(c3, c0, band / (c3[2] - c0[2])), lerp3(c2, c1, band / (c2[2] - c1[2])), c2, c3]);
          const bottomBand = this.cam.polygon([c0, c1, lerp3(c1, c2, band / (c2[2] - c1[2])), lerp3(c0, c3, band / (c3[2] - c0[2]))]);
          if (topBand) parts.push(`<polygon points="${pointsAttr(topBand)}" fill="${css(this.paint.lit(piece.color, upward, 1, glow))}"/>`);
          if (bottomBand) parts.push(`<polygon points="${pointsAttr(bottomBand)}" fill="${css(this.paint.lit(scaleRgb(piece.color, 0.8), downward, 1, glow))}"/>`);
        }
      }
      this.svg.add(`<g clip-path="${clip}">${parts.join("")}</g>`);
    } else {
      // stucco: a trowelled, slightly mottled surface
      const clip = this.svg.clip(pts);
      const parts: string[] = [];
      for (let i = 0; i < (len * height) / 40; i++) {
        const c = this.cam.project(point(r.range(0, len), from + r.range(0, height), 0.05));
        const s = this.cam.scale(point(0, 0));
        parts.push(`<ellipse cx="${fmt(c[0])}" cy="${fmt(c[1])}" rx="${fmt(r.range(1.5, 4) * s)}" ry="${fmt(r.range(0.8, 2) * s)}" fill="${r.next() > 0.5 ? "#ffffff" : "#8a7658"}" opacity="0.04"/>`);
      }
      this.svg.add(`<g clip-path="${clip}" filter="${this.svg.blur(1.5)}">${parts.join("")}</g>`);
    }
    // appliance fronts on this face
    for (const p of this.placed) {
      if (p.block !== block) continue;
      const onLine = Math.abs((p.origin[0] - a[0]) * normal[0] + (p.origin[1] - a[1]) * normal[1]) < 0.5;
      const parallel = Math.abs(p.dir[0] * dir[1] - p.dir[1] * dir[0]) < 1e-6;
      if (onLine && parallel) this.applianceFront(p, normal, glow);
    }
    // the countertop's shadow under its overhang, and the ground's darkening at the foot
    const shade = this.svg.linear(this.cam.project(point(len / 2, bodyTop)), this.cam.project(point(len / 2, bodyTop - 5)), [
      [0, "#000000", 0.38],
      [1, "#000000", 0],
    ]);
    this.svg.poly(this.cam.polygon([point(0, bodyTop - 5, 0.3), point(len, bodyTop - 5, 0.3), point(len, bodyTop, 0.3), point(0, bodyTop, 0.3)]), shade);
    const foot = this.svg.linear(this.cam.project(point(len / 2, from)), this.cam.project(point(len / 2, from + 6)), [
      [0, "#000000", 0.3],
      [1, "#000000", 0],
    ]);
    this.svg.poly(this.cam.polygon([point(0, from, 0.3), point(len, from, 0.3), point(len, from + 6, 0.3), point(0, from + 6, 0.3)]), foot);
    if (this.spec.plan.lighting && this.mood.night > 0.5) {
      const led = this.svg.linear(this.cam.project(point(len / 2, bodyTop)), this.cam.project(point(len / 2, bodyTop - 16)), [
        [0, "#ffd38a", 0.75],
        [0.35, "#ffb862", 0.3],
        [1, "#ffb862", 0],
      ]);
      this.svg.poly(this.cam.polygon([point(0, bodyTop - 16, 0.35), point(len, bodyTop - 16, 0.35), point(len, bodyTop, 0.35), point(0, bodyTop, 0.35)]), led);
    }
  }

  /** Warm light on the island from its LED strip and the string lights, after dark. */
  ledGlow(): RGB {
    return this.mood.night > 0.5 ? [0.3, 0.17, 0.07] : [0, 0, 0];
  }

  countertop(block: Block): void {
    const slab = offsetPolygon(
      block.outline,
      block.overhang.map((o, i) => (block.hidden[i] ? 0 : o)),
    );
    const z0 = block.top - SLAB;
    const z1 = block.top;
    const material = this.spec.top;
    const base = this.topColour();
    const glow = this.ledGlow();
    for (let i = 0; i < slab.length; i++) {
      if (block.hidden[i]) continue;
      const a = slab[i]!;
      const b = slab[(i + 1) % slab.length]!;
      const n2 = outwardNormal(slab, i);
      const n = v(n2[0], n2[1], 0);
      const quad = [at(a, z0), at(b, z0), at(b, z1), at(a, z1)];
      if (!this.cam.sees(quad[0]!, n)) continue;
      if (material === "stainless") this.paint.steelPanel(quad, n);
      else this.paint.fill(quad, this.paint.lit(scaleRgb(base, 0.95), n, 1, glow));
    }
    if (this.cam.eye[2] <= z1) return;
    const top = slab.map((p) => at(p, z1));
    const pts = this.cam.polygon(top);
    if (!pts) return;
    const up = v(0, 0, 1);
    if (material === "stainless") {
      this.paint.steelPanel(top, up);
      return;
    }
    this.svg.poly(pts, css(this.paint.lit(base, up, 1, scaleRgb(glow, 0.4))));
    const clip = this.svg.clip(pts);
    const r = randomSource(this.spec.seed + 41 + Math.round(block.top));
    const parts: string[] = [];
    const [minX, minY, maxX, maxY] = bounds(slab);
    if (material === "granite") {
      const dark = this.spec.style.granite !== "light";
      const specks = dark ? ["#6f6a65", "#a59e94", "#1f1e1d", "#5e5249", "#8a837b"] : ["#6c655e", "#8d8276", "#b0a493", "#7a7269", "#f4f1ea"];
      const count = ((maxX - minX) * (maxY - minY)) / 2.2;
      for (let i = 0; i < count; i++) {
        const p = v(r.range(minX, maxX), r.range(minY, maxY), z1 + 0.01);
        const c = this.cam.project(p);
        const s = this.cam.scale(p);
        parts.push(`<ellipse cx="${fmt(c[0])}" cy="${fmt(c[1])}" rx="${fmt(r.range(0.1, 0.32) * s)}" ry="${fmt(r.range(0.05, 0.16) * s)}" fill="${r.pick(specks)}" opacity="${fmt(r.range(0.25, 0.6))}"/>`);
      }
    } else if (material === "concrete") {
      const count = ((maxX - minX) * (maxY - minY)) / 60;
      for (let i = 0; i < count; i++) {
        const p = v(r.range(minX, maxX), r.range(minY, maxY), z1 + 0.01);
        const c = this.cam.project(p);
        const s = this.cam.scale(p);
        parts.push(`<ellipse cx="${fmt(c[0])}" cy="${fmt(c[1])}" rx="${fmt(r.range(3, 8) * s)}" ry="${fmt(r.range(1, 3) * s)}" fill="${r.next() > 0.5 ? "#ffffff" : "#5c5852"}" opacity="0.06"/>`);
      }
    }
    this.svg.add(`<g clip-path="${clip}">${parts.join("")}</g>`);
    // a polished sheen: the sky reflected on the far part of the top
    const far = top.reduce((x, y) => (this.cam.depth(y) > this.cam.depth(x) ? y : x));
    const near = top.reduce((x, y) => (this.cam.depth(y) < this.cam.depth(x) ? y : x));
    const shine = material === "granite" ? 0.22 : 0.1;
    const sheen = this.svg.linear(this.cam.project(far), this.cam.project(near), [
      [0, css(this.mood.envHorizon), shine],
      [0.7, css(this.mood.envHorizon), 0],
    ]);
    this.svg.poly(pts, sheen);
  }

  topColour(): RGB {
    switch (this.spec.top) {
      case "granite":
        return this.spec.style.granite === "light" ? hex("#d8d1c4") : hex("#3a3836");
      case "concrete":
        return hex("#bdb8ae");
      case "tile":
        return hex("#c9b9a0");
      default:
        return hex("#b9bec2");
    }
  }

  // -- appliances ---------------------------------------------------------------------------------------

  applianceFront(p: Placed, normal: V3, glow: RGB): void {
    const h = p.top - SLAB;
    const w = p.width;
    const id = p.plan.id;
    const recess = (u0: number, z0: number, u1: number, z1: number) =>
      this.paint.fill([doorPoint(p, u0 - 0.35, z0 - 0.35, 0.1), doorPoint(p, u1 + 0.35, z0 - 0.35, 0.1), doorPoint(p, u1 + 0.35, z1 + 0.35, 0.1), doorPoint(p, u0 - 0.35, z1 + 0.35, 0.1)], "#26221e");
    const panel = (u0: number, z0: number, u1: number, z1: number, o = 0.6) =>
      this.paint.steelPanel([doorPoint(p, u0, z0, o), doorPoint(p, u1, z0, o), doorPoint(p, u1, z1, o), doorPoint(p, u0, z1, o)], normal);
    const handle = (u0: number, z0: number, u1: number, z1: number) => {
      this.paint.tube([doorPoint(p, u0, z0, 1.8), doorPoint(p, u1, z1, 1.8)], 0.9, "#3b3e41");
      this.paint.tube([doorPoint(p, u0, z0 + 0.2, 2), doorPoint(p, u1, z1 + 0.2, 2)], 0.5, css(this.paint.steel(v(0, 0, 1), doorPoint(p, u0, z0, 2))));
    };
    const doors = (z0: number, z1: number) => {
      recess(0, z0, w, z1);
      const mid = w / 2;
      panel(0, z0, mid - 0.25, z1);
      panel(mid + 0.25, z0, w, z1);
      handle(mid - 2.2, z1 - 8, mid - 2.2, z0 + 8);
      handle(mid + 2.2, z1 - 8, mid + 2.2, z0 + 8);
    };
    const drawers = (count: number, z0: number, z1: number) => {
      recess(0, z0, w, z1);
      const each = (z1 - z0) / count;
      for (let i = 0; i < count; i++) {
        const a = z0 + i * each;
        panel(0, a + 0.25, w, a + each - 0.25);
        handle(w * 0.25, a + each - 3, w * 0.75, a + each - 3);
      }
    };
    switch (id) {
      case "grill": {
        // the control panel under the counter edge, knobs, then the access doors
        recess(0, h - 10.5, w, h + SLAB);
        this.paint.box(doorPoint(p, 0, h - 10.5, 1.2), doorPoint(p, w, h + SLAB + 0.3, -1), hex("#b8bdc1"), { steel: true });
        const knobs = Math.max(3, Math.round(w / 9));
        for (let k = 0; k < knobs; k++) {
          const u = (w * (k + 0.5)) / knobs;
          const c = doorPoint(p, u, h - 5, 1.3);
          const ring = this.paint.disc(c, dirVec(p), v(0, 0, 1), 1.55, 16);
          this.paint.fill(ring, css(this.paint.steel(normal, c)));
          const knob = this.paint.disc(doorPoint(p, u, h - 5, 2.6), dirVec(p), v(0, 0, 1), 1.15, 16);
          this.paint.fill(knob, "#1f1f21");
          this.paint.tube([doorPoint(p, u, h - 4.2, 2.8), doorPoint(p, u, h - 5.6, 2.8)], 0.35, "#9a9ea3");
        }
        if (this.mood.night > 0.5) {
          // the grill's blue-lit knobs after dark
          for (let k = 0; k < knobs; k++) {
            const c = this.cam.project(doorPoint(p, (w * (k + 0.5)) / knobs, h - 5, 1.4));
            const s = this.cam.scale(doorPoint(p, 0, h, 0));
            this.svg.add(`<circle cx="${fmt(c[0])}" cy="${fmt(c[1])}" r="${fmt(2.4 * s)}" fill="#7fc3ff" opacity="0.35"/>`);
          }
        }
        doors(4, h - 13);
        break;
      }
      case "side-burner":
        recess(0, h - 7, w, h);
        panel(0, h - 7, w, h - 0.3, 0.9);
        {
          const c = doorPoint(p, w / 2, h - 3.5, 2);
          this.paint.fill(this.paint.disc(c, dirVec(p), v(0, 0, 1), 1.15, 16), "#1f1f21");
        }
        drawers(2, 4, h - 10);
        break;
      case "sink":
        doors(4, h - 3);
        break;
      case "fridge": {
        recess(0, 4, w, h - 1.5);
        panel(0, 4, w, h - 1.5);
        handle(w - 3, h - 6, w - 3, 10);
        // the vent grille at the foot
        for (let z = 5; z < 8.5; z += 1) this.paint.tube([doorPoint(p, 2, z, 0.7), doorPoint(p, w - 6, z, 0.7)], 0.35, "#2a2b2d");
        break;
      }
      case "ice-maker":
        recess(0, 4, w, h - 1.5);
        panel(0, 4, w, h - 1.5);
        handle(3, h - 4, w - 3, h - 4);
        break;
      case "double-drawers":
        drawers(2, 4, h - 3);
        break;
      case "triple-drawers":
        drawers(3, 4, h - 3);
        break;
      case "trash-drawer":
        drawers(1, 4, h - 3);
        break;
      case "pizza-oven":
        this.woodStore(p, h, glow);
        break;
      default:
        doors(4, h - 3);
    }
  }

  /** The arched niche under the pizza oven, stacked with split logs. */
  woodStore(p: Placed, h: number, _glow: RGB): void {
    const w = p.width;
    const u0 = w * 0.14;
    const u1 = w * 0.86;
    const z0 = 5;
    const z1 = h - 7;
    const span = u1 - u0;
    const archRise = span * 0.22;
    const outline: V3[] = [doorPoint(p, u0, z0, 0.2), doorPoint(p, u1, z0, 0.2)];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const u = u1 - span * t;
      const z = z1 - archRise + Math.sin(t * Math.PI) * archRise;
      outline.push(doorPoint(p, u, z, 0.2));
    }
    const pts = this.cam.polygon(outline);
    if (!pts) return;
    this.svg.poly(pts, "#1b1512");
    const clip = this.svg.clip(pts);
    const r = randomSource(this.spec.seed + 53);
    const parts: string[] = [];
    const radius = 2.3;
    for (let z = z0 + radius; z < z1; z += radius * 1.75) {
      for (let u = u0 + radius + (Math.round(z) % 2 ? 1 : 0); u < u1; u += radius * 2.05) {
        const c = doorPoint(p, u + r.range(-0.3, 0.3), z + r.range(-0.2, 0.2), 0.1);
        const ring = this.paint.disc(c, dirVec(p), v(0, 0, 1), radius * r.range(0.85, 1.05), 12);
        const q = this.cam.polygon(ring);
        if (!q) continue;
        const wood = this.paint.lit(vary(hex(r.pick(["#c69a6a", "#b8895a", "#d1a878", "#a97d52"])), r, 0.08), outNormal(p));
        parts.push(`<polygon points="${pointsAttr(q)}" fill="${css(scaleRgb(wood, 0.55))}"/>`);
        const inner = this.cam.polygon(this.paint.disc(c, dirVec(p), v(0, 0, 1), radius * 0.72, 12));
        if (inner) parts.push(`<polygon points="${pointsAttr(inner)}" fill="${css(wood)}"/>`);
      }
    }
    this.svg.add(`<g clip-path="${clip}">${parts.join("")}</g>`);
    // the shadow inside the niche's top
    const top = this.cam.project(doorPoint(p, w / 2, z1, 0));
    const bottom = this.cam.project(doorPoint(p, w / 2, z1 - 8, 0));
    this.svg.poly(pts, this.svg.linear(top, bottom, [
      [0, "#000000", 0.6],
      [1, "#000000", 0],
    ]));
  }

  applianceTop(p: Placed): void {
    switch (p.plan.id) {
      case "grill":
        this.grillHood(p);
        break;
      case "sink":
        this.sink(p);
        break;
      case "side-burner":
        this.burnerLid(p);
        break;
      case "pizza-oven":
        this.pizzaOven(p);
        break;
      default:
        break;
    }
  }

  /** The grill head: the stainless rim in the counter and the rounded hood with its handle. */
  grillHood(p: Placed): void {
    const z = p.top;
    const w = p.width;
    const depth = p.depth - 6;
    this.paint.box(topPoint(p, 0, 1, z - 0.2), topPoint(p, w, depth + 1, z + 1.2), hex("#aeb3b7"), { steel: true, skipBottom: true });
    // the hood as a profile swept along the run: (d back from its front, height above the rim)
    const profile: [number, number][] = [[0, 0]];
    profile.push([0, 3.5]);
    for (let i = 1; i <= 10; i++) {
      const t = (i / 10) * (Math.PI / 2);
      profile.push([depth * 0.62 - Math.cos(t) * depth * 0.62, 3.5 + Math.sin(t) * 13.5]);
    }
    profile.push([depth * 0.95, 15.5], [depth, 12], [depth, 0]);
    const u0 = 0.6;
    const u1 = w - 0.6;
    const dir = dirVec(p);
    const out = outNormal(p);
    const strips: { depth: number; draw: () => void }[] = [];
    const rim = z + 1.2;
    for (let i = 0; i < profile.length - 1; i++) {
      const [d0, h0] = profile[i]!;
      const [d1, h1] = profile[i + 1]!;
      // the strip's normal: out of the counter for the front, up on the top
      const along = unit(add(mul(out, -(d1 - d0)), v(0, 0, h1 - h0)));
      const n = unit(cross(along, dir));
      const nn = dot(n, add(out, v(0, 0, 1))) < 0 ? mul(n, -1) : n;
      const quad = [topPoint(p, u0, d0 + 1, rim + h0), topPoint(p, u1, d0 + 1, rim + h0), topPoint(p, u1, d1 + 1, rim + h1), topPoint(p, u0, d1 + 1, rim + h1)];
      if (!this.cam.sees(quad[0]!, nn)) continue;
      strips.push({
        depth: this.cam.depth(quad[0]!),
        draw: () => {
          const c = this.paint.steel(nn, topPoint(p, w / 2, (d0 + d1) / 2 + 1, rim + (h0 + h1) / 2));
          const pts = this.cam.polygon(quad);
          if (pts) this.svg.add(`<polygon points="${pointsAttr(pts)}" fill="${css(c)}" stroke="${css(c)}" stroke-width="0.8"/>`);
        },
      });
    }
    drawFarToNear(strips);
    // the side caps
    for (const [u, sign] of [
      [u0, -1],
      [u1, 1],
    ] as const) {
      const n = mul(dir, sign);
      const cap = profile.map(([d, hh]) => topPoint(p, u, d + 1, rim + hh));
      if (this.cam.sees(cap[0]!, n)) this.paint.fill(cap, this.paint.steel(n, cap[4]!, hex("#8e9498")));
    }
    // the handle on two standoffs, and the thermometer
    const hz = rim + 6.5;
    for (const u of [w * 0.14, w * 0.86]) this.paint.tube([topPoint(p, u, 1.2, hz - 1), topPoint(p, u, -1.6, hz)], 0.7, "#7b8085");
    this.paint.tube([topPoint(p, w * 0.1, -1.8, hz), topPoint(p, w * 0.9, -1.8, hz)], 1.25, "#55595d");
    this.paint.tube([topPoint(p, w * 0.1, -1.8, hz + 0.3), topPoint(p, w * 0.9, -1.8, hz + 0.3)], 0.6, css(this.paint.steel(v(0, 0, 1), topPoint(p, w / 2, -1.8, hz))));
    const dial = topPoint(p, w / 2, 1.4, rim + 11);
    const n = unit(add(out, v(0, 0, 0.8)));
    this.paint.fill(this.paint.disc(dial, dir, unit(cross(n, dir)), 1.5, 16), "#2b2d30");
    this.paint.fill(this.paint.disc(add(dial, mul(n, 0.1)), dir, unit(cross(n, dir)), 1.15, 16), "#e9e6df");
  }

  sink(p: Placed): void {
    const z = p.top + 0.02;
    const w = p.width;
    const d0 = 4;
    const d1 = p.depth - 7;
    const rim = [topPoint(p, 1.5, d0 - 1, z), topPoint(p, w - 1.5, d0 - 1, z), topPoint(p, w - 1.5, d1 + 1, z), topPoint(p, 1.5, d1 + 1, z)];
    this.paint.steelPanel(rim, v(0, 0, 1));
    const hole = [topPoint(p, 2.5, d0, z + 0.01), topPoint(p, w - 2.5, d0, z + 0.01), topPoint(p, w - 2.5, d1, z + 0.01), topPoint(p, 2.5, d1, z + 0.01)];
    const pts = this.cam.polygon(hole);
    if (pts) {
      const near = this.cam.project(topPoint(p, w / 2, d0, z));
      const far = this.cam.project(topPoint(p, w / 2, d1, z));
      this.svg.poly(pts, this.svg.linear(near, far, [
        [0, "#3f4448"],
        [0.6, "#6d7378"],
        [1, "#8b9196"],
      ]));
    }
    // the gooseneck faucet and its lever
    const steel = css(this.paint.steel(v(0, 0, 1), topPoint(p, w / 2, d1 + 3, z + 10)));
    const path: V3[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      if (t < 0.45) path.push(topPoint(p, w / 2, d1 + 3, z + (t / 0.45) * 13));
      else {
        const a = ((t - 0.45) / 0.55) * Math.PI;
        path.push(topPoint(p, w / 2, d1 + 3 - 4 + Math.cos(a) * 4, z + 13 + Math.sin(a) * 3.5));
      }
    }
    path.push(topPoint(p, w / 2, d1 - 5, z + 10));
    this.paint.tube(path, 1.3, "#50555a");
    this.paint.tube(path, 0.75, steel);
    this.paint.tube([topPoint(p, w / 2 + 1.2, d1 + 3, z + 6), topPoint(p, w / 2 + 4, d1 + 3.5, z + 7.5)], 0.6, steel);
  }

  burnerLid(p: Placed): void {
    const z = p.top;
    this.paint.box(topPoint(p, 0.5, 1, z), topPoint(p, p.width - 0.5, p.depth - 7, z + 1.6), hex("#aeb3b7"), { steel: true, skipBottom: true });
  }

  pizzaOven(p: Placed): void {
    const z = p.top;
    const w = p.width;
    const depth = p.depth - 4;
    // the hearth slab
    this.paint.box(topPoint(p, 1, 0.5, z), topPoint(p, w - 1, depth, z + 3), hex("#8c8379"), { skipBottom: true });
    const base = z + 3;
    const cu = w / 2;
    const cd = depth * 0.55;
    const ra = w / 2 - 3;
    const rb = depth * 0.45;
    const rc = 19;
    const dir = dirVec(p);
    const out = outNormal(p);
    const centre = topPoint(p, cu, cd, base);
    const shell = hex("#a9532f");
    const faces: { depth: number; draw: () => void }[] = [];
    const lon = 28;
    const lat = 9;
    const pt = (i: number, j: number) => {
      const t = (i / lon) * Math.PI * 2;
      const phi = (j / lat) * (Math.PI / 2);
      return add(centre, add(add(mul(dir, Math.cos(t) * ra * Math.cos(phi)), mul(out, Math.sin(t) * rb * Math.cos(phi))), v(0, 0, rc * Math.sin(phi))));
    };
    const r = randomSource(this.spec.seed + 61);
    for (let i = 0; i < lon; i++) {
      for (let j = 0; j < lat; j++) {
        const quad = [pt(i, j), pt(i + 1, j), pt(i + 1, j + 1), pt(i, j + 1)];
        const mid = mul(add(add(quad[0]!, quad[1]!), add(quad[2]!, quad[3]!)), 0.25);
        const rel = sub(mid, centre);
        // the ellipsoid's normal
        const local = v(dot(rel, dir) / (ra * ra), dot(rel, out) / (rb * rb), rel[2] / (rc * rc));
        const n = unit(add(add(mul(dir, local[0]), mul(out, local[1])), v(0, 0, local[2])));
        if (!this.cam.sees(mid, n)) continue;
        const tint = vary(shell, r, 0.07);
        faces.push({
          depth: this.cam.depth(mid),
          draw: () => {
            const c = this.paint.lit(tint, n);
            const pts = this.cam.polygon(quad);
            if (pts) this.svg.add(`<polygon points="${pointsAttr(pts)}" fill="${css(c)}" stroke="${css(scaleRgb(c, 0.85))}" stroke-width="0.6"/>`);
          },
        });
      }
    }
    drawFarToNear(faces);
    // the brick arch of the mouth, standing out from the dome towards the cook
    const mouthW = Math.min(20, w * 0.42);
    const mouthH = 11;
    const front = rb + 0.5;
    const arch: V3[] = [];
    const innerArch: V3[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = (i / 16) * Math.PI;
      arch.push(topPoint(p, cu + Math.cos(t) * (mouthW / 2 + 2.5), cd - front - 3, base + (mouthH - mouthW / 2) + Math.sin(t) * (mouthW / 2 + 2.5)));
      innerArch.push(topPoint(p, cu + Math.cos(t) * (mouthW / 2), cd - front - 3.1, base + (mouthH - mouthW / 2) + Math.sin(t) * (mouthW / 2)));
    }
    const archFace = [topPoint(p, cu + mouthW / 2 + 2.5, cd - front - 3, base), ...arch, topPoint(p, cu - mouthW / 2 - 2.5, cd - front - 3, base)];
    // the vault from the arch back into the dome
    const vault = [...arch.map((q) => add(q, mul(out, -3))).reverse(), ...arch];
    this.paint.fill(vault, this.paint.lit(hex("#9a4a2c"), v(0, 0, 1)));
    this.paint.fill(archFace, this.paint.lit(hex("#b05a3c"), out));
    const mouth = [topPoint(p, cu + mouthW / 2, cd - front - 3.1, base), ...innerArch, topPoint(p, cu - mouthW / 2, cd - front - 3.1, base)];
    const mouthPts = this.cam.polygon(mouth);
    if (mouthPts) {
      const fireAt = this.cam.project(topPoint(p, cu, cd, base + 2));
      const s = this.cam.scale(topPoint(p, cu, cd, base));
      this.svg.poly(mouthPts, this.svg.radial(fireAt, mouthW * 0.75 * s, [
        [0, "#ffd27a"],
        [0.25, "#f08a2c"],
        [0.6, "#7a2a10"],
        [1, "#1a0d08"],
      ]));
      // flames licking the dome's inside
      const clip = this.svg.clip(mouthPts);
      const flames: string[] = [];
      for (let i = 0; i < 5; i++) {
        const fx = fireAt[0] + (i - 2) * 2.6 * s;
        const fy = fireAt[1] + 1.5 * s;
        const fh = (4 + (i % 3) * 1.6) * s;
        flames.push(`<path d="M${fmt(fx - 1.4 * s)} ${fmt(fy)}Q${fmt(fx - 1.2 * s)} ${fmt(fy - fh * 0.6)} ${fmt(fx + 0.3 * s)} ${fmt(fy - fh)}Q${fmt(fx + 1.6 * s)} ${fmt(fy - fh * 0.45)} ${fmt(fx + 1.4 * s)} ${fmt(fy)}Z" fill="#ffc44d" opacity="0.85"/>`);
      }
      this.svg.add(`<g clip-path="${clip}">${flames.join("")}</g>`);
    }
    // the flue on the arch, with its cap
    const flue = topPoint(p, cu, cd - front - 1, base + mouthH + 2);
    this.paint.cylinder(flue, 2.6, 20, hex("#2c2c2e"), { segments: 16, top: null });
    this.paint.cylinder(add(flue, v(0, 0, 20)), 4.2, 1.2, hex("#2c2c2e"), { segments: 16 });
    if (this.mood.night > 0) {
      const glowAt = this.cam.project(topPoint(p, cu, cd - front - 4, base + 3));
      const rad = 30 * this.cam.scale(topPoint(p, cu, cd, base));
      this.svg.add(`<circle cx="${fmt(glowAt[0])}" cy="${fmt(glowAt[1])}" r="${fmt(rad)}" fill="${this.svg.radial(glowAt, rad, [
        [0, "#ffb35c", 0.35 * this.mood.night + 0.1],
        [1, "#ffb35c", 0],
      ])}"/>`);
    }
  }

  // -- furniture and planting -----------------------------------------------------------------------------

  stool(s: Stool): void {
    const legs = "#2b2a29";
    const seatZ = s.seat;
    for (const [dx, dy] of [
      [-6, -6],
      [6, -6],
      [6, 6],
      [-6, 6],
    ] as const) {
      this.paint.tube([v(s.at[0] + dx * 1.15, s.at[1] + dy * 1.15, 0), v(s.at[0] + dx * 0.75, s.at[1] + dy * 0.75, seatZ - 1)], 1.1, legs);
    }
    const ring: V3[] = this.paint.disc(v(s.at[0], s.at[1], 11), v(1, 0, 0), v(0, 1, 0), 7.6, 24);
    this.paint.tube([...ring, ring[0]!], 0.8, legs);
    this.paint.cylinder(v(s.at[0], s.at[1], seatZ - 1.8), 8.5, 1.8, hex("#9b6a44"), { segments: 28, top: hex("#b07a50") });
  }

  plant(p: Plant): void {
    const r = randomSource(this.spec.seed + Math.round(p.at[0] * 3 + p.at[1]));
    if (p.kind === "pot") {
      const pot = hex("#4a4a48");
      this.paint.cylinder(v(p.at[0], p.at[1], 0), p.size * 0.42, p.size * 0.8, pot, { segments: 28, top: hex("#3a2e24"), taper: 1.12 });
      this.bush(v(p.at[0], p.at[1], p.size * 0.8), p.size * 0.75, r, "green");
    } else if (p.kind === "grass") {
      this.grass(v(p.at[0], p.at[1], 0), p.size, r);
    } else {
      this.bush(v(p.at[0], p.at[1], 0), p.size, r, "green");
    }
  }

  /** A rounded shrub: leaf clusters, darker inside, lit from the sun's side; optionally in flower. */
  bush(base: V3, size: number, r: Random, tone: "green" | "olive" | "dark", flowers?: string): void {
    if (this.cam.depth(base) < size) return;
    const s = this.cam.scale(base);
    const c = this.cam.project(add(base, v(0, 0, size * 0.45)));
    const palette =
      tone === "olive" ? ["#7d8a55", "#6b7a48", "#8f9a63"] : tone === "dark" ? ["#2f5232", "#3a6136", "#2c4e2f"] : ["#4f7a3a", "#5d8a40", "#4a7436", "#6a9648"];
    const night = this.mood.night > 0.5 ? 0.3 : 1;
    const towards = this.cam.project(add(base, add(v(0, 0, size * 0.45), mul(this.mood.sunDir, size))));
    let lx = towards[0] - c[0];
    let ly = towards[1] - c[1];
    const ll = Math.hypot(lx, ly) || 1;
    lx /= ll;
    ly /= ll;
    const radius = size * 0.5 * s;
    const leaves: { x: number; y: number; rr: number; light: number; colour: RGB }[] = [];
    const count = Math.min(140, Math.max(40, Math.round(radius / 1.6)));
    for (let i = 0; i < count; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next()) * radius * 0.86;
      const x = c[0] + Math.cos(a) * d * 1.12;
      const y = c[1] + Math.sin(a) * d * 0.84;
      const light = clamp01(0.5 + (((x - c[0]) * lx + (y - c[1]) * ly) / radius) * 0.5 - ((y - c[1]) / radius) * 0.35 + r.range(-0.12, 0.12));
      leaves.push({ x, y, rr: radius * r.range(0.1, 0.2), light, colour: hex(r.pick(palette)) });
    }
    leaves.sort((a, b) => a.light - b.light);
    const parts = [`<ellipse cx="${fmt(c[0])}" cy="${fmt(c[1] + radius * 0.05)}" rx="${fmt(radius * 0.98)}" ry="${fmt(radius * 0.78)}" fill="${css(this.paint.hazed(scaleRgb(hex(palette[0]!), 0.45 * night), base))}"/>`];
    for (const leaf of leaves) {
      const lit = toSrgb(scaleRgb(toLinear(leaf.colour), (0.45 + 0.85 * leaf.light) * night * (0.75 + 0.35 * this.mood.sun[0])));
      parts.push(`<circle cx="${fmt(leaf.x)}" cy="${fmt(leaf.y)}" r="${fmt(leaf.rr)}" fill="${css(this.paint.hazed(lit, base))}"/>`);
    }
    if (flowers) {
      for (let i = 0; i < 26; i++) {
        const a = r.range(0, Math.PI * 2);
        const d = Math.sqrt(r.next()) * radius * 0.8;
        parts.push(`<circle cx="${fmt(c[0] + Math.cos(a) * d * 1.1)}" cy="${fmt(c[1] + Math.sin(a) * d * 0.75 - radius * 0.08)}" r="${fmt(radius * r.range(0.05, 0.09))}" fill="${flowers}" opacity="${fmt(r.range(0.75, 1) * night)}"/>`);
      }
    }
    this.svg.add(`<g>${parts.join("")}</g>`);
  }

  grass(base: V3, size: number, r: Random): void {
    if (this.cam.depth(base) < size) return;
    const c = this.cam.project(base);
    const s = this.cam.scale(base);
    const parts: string[] = [];
    for (let i = 0; i < 40; i++) {
      const a = r.range(-1.1, 1.1);
      const h = size * r.range(0.6, 1) * s;
      const x = c[0] + a * 6 * s;
      parts.push(`<path d="M${fmt(c[0] + a * 2 * s)} ${fmt(c[1])}Q${fmt(x)} ${fmt(c[1] - h * 0.6)} ${fmt(x + a * h * 0.5)} ${fmt(c[1] - h)}" stroke="${r.pick(["#8a9a5a", "#a3ad6b", "#76884a"])}" stroke-width="${fmt(0.5 * s)}" fill="none"/>`);
    }
    this.svg.add(`<g>${parts.join("")}</g>`);
  }

  tree(t: Tree): void {
    const r = randomSource(this.spec.seed + Math.round(t.at[0] + t.at[1] * 5));
    const base = at(t.at, 0);
    const trunk = css(this.paint.hazed(this.paint.lit(hex("#5a4634"), v(0, -1, 0)), base));
    this.paint.tube([base, at(t.at, t.height * 0.55)], Math.max(5, t.spread * 0.07), trunk);
    this.paint.tube([at(t.at, t.height * 0.35), v(t.at[0] + t.spread * 0.25, t.at[1], t.height * 0.6)], Math.max(3, t.spread * 0.035), trunk);
    this.paint.tube([at(t.at, t.height * 0.4), v(t.at[0] - t.spread * 0.22, t.at[1], t.height * 0.62)], Math.max(3, t.spread * 0.035), trunk);
    const clusters = 7;
    const blobs: V3[] = [];
    for (let i = 0; i < clusters; i++) {
      blobs.push(v(t.at[0] + r.range(-0.42, 0.42) * t.spread, t.at[1] + r.range(-0.2, 0.2) * t.spread, t.height * r.range(0.52, 0.86)));
    }
    blobs.sort((a, b) => a[2] - b[2]);
    for (const b of blobs) {
      const size = t.spread * r.range(0.55, 0.75);
      this.bush(add(b, v(0, 0, -size * 0.45)), size, r, t.tone);
    }
  }

  finish(): void {
    // the warmth of the hour over everything
    if (this.spec.mood === "golden" || this.spec.mood === "afternoon") {
      const warm = this.svg.linear([0, 0], [W, H * 0.4], [
        [0, "#ffb060", this.spec.mood === "golden" ? 0.16 : 0.07],
        [1, "#ffb060", 0],
      ]);
      this.svg.add(`<rect width="${W}" height="${H}" fill="${warm}"/>`);
    }
    // a gentle vignette
    const vignette = this.svg.radial([W / 2, H * 0.55], W * 0.75, [
      [0.55, "#000000", 0],
      [1, "#000000", this.mood.night > 0.5 ? 0.35 : 0.18],
    ]);
    this.svg.add(`<rect width="${W}" height="${H}" fill="${vignette}"/>`);
  }
}

function minXY(p: Placed, pad: number): [number, number] {
  const a = topPoint(p, 0, 0, 0);
  const b = topPoint(p, p.width, p.depth - 4, 0);
  return [Math.min(a[0], b[0]) - pad, Math.min(a[1], b[1]) - pad];
}
function maxXY(p: Placed, pad: number): [number, number] {
  const a = topPoint(p, 0, 0, 0);
  const b = topPoint(p, p.width, p.depth - 4, 0);
  return [Math.max(a[0], b[0]) + pad, Math.max(a[1], b[1]) + pad];
}

function centroid(poly: readonly P2[]): P2 {
  const x = poly.reduce((s, p) => s + p[0], 0) / poly.length;
  const y = poly.reduce((s, p) => s + p[1], 0) / poly.length;
  return [x, y];
}

function bounds(poly: readonly P2[]): [number, number, number, number] {
  return [Math.min(...poly.map((p) => p[0])), Math.min(...poly.map((p) => p[1])), Math.max(...poly.map((p) => p[0])), Math.max(...poly.map((p) => p[1]))];
}

// ---------------------------------------------------------------------------------------------------------
// The five sample islands

const SCENES: SceneSpec[] = [
  {
    id: "l-shaped-pizza-oven",
    alt: "An L-shaped stacked-stone island with a pizza oven, a built-in grill and a sink on a travertine patio at golden hour",
    seed: 1,
    mood: "golden",
    plan: plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 144, width1: 32, length2: 96, width2: 40 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["sink"], ["grill"], ["pizza-oven"], ["fridge"]);
      d.materials = { sides: "natural-stone", countertop: "granite" };
    }),
    sides: "natural-stone",
    top: "granite",
    style: { stone: "warm", granite: "dark" },
    camera: { eye: v(-40, 330, 66), target: v(40, 10, 34), fov: 40 },
    sun: v(-0.85, 0.2, 0.3),
    patio: { min: [-220, -110], max: [320, 480], paver: "travertine", size: 24 },
    backdrop: [
      { kind: "fence", a: [-700, -180], b: [340, -180], height: 72 },
      { kind: "fence", a: [340, -180], b: [340, 700], height: 72 },
    ],
    trees: [
      { at: [330, -520], height: 320, spread: 220, tone: "green" },
      { at: [-260, -560], height: 280, spread: 190, tone: "olive" },
    ],
    plants: [
      { at: [-30, 14], kind: "pot", size: 30 },
      { at: [186, 150], kind: "pot", size: 26 },
      { at: [200, 110], kind: "grass", size: 30 },
    ],
    stools: [],
  },
  {
    id: "u-shaped-gazebo",
    alt: "A U-shaped stucco island with a grill, a sink and an outdoor fridge under a shingled gazebo with a ceiling fan",
    seed: 2,
    mood: "day",
    plan: plan((d) => {
      d.shape = "u-shaped";
      d.uShape = { length1: 72, width1: 32, length2: 120, width2: 32, length3: 72, width3: 32 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["fridge"], ["double-drawers"], ["grill"], ["sink"], ["side-burner"]);
      d.materials = { sides: "stucco", countertop: "concrete" };
      d.pergola = { ...d.pergola, enabled: true, structureType: "gazebo-pavilion", hasFan: true, dimensions: { length: 192, width: 168, height: 108 } };
    }),
    sides: "stucco",
    top: "concrete",
    style: { stucco: "#ece3d3" },
    camera: { eye: v(70, 330, 62), target: v(-5, 40, 54), fov: 42 },
    sun: v(0.5, 0.45, 0.75),
    patio: { min: [-160, -120], max: [280, 520], paver: "concrete", size: 24 },
    backdrop: [{ kind: "fence", a: [-900, -300], b: [900, -300], height: 72 }],
    trees: [
      { at: [-330, -520], height: 320, spread: 220, tone: "green" },
      { at: [420, -480], height: 280, spread: 190, tone: "dark" },
    ],
    plants: [
      { at: [-110, 170], kind: "pot", size: 30 },
      { at: [220, 180], kind: "bush", size: 34 },
    ],
    stools: [],
  },
  {
    id: "rectangular-pergola-dusk",
    alt: "A rectangular tiled island with a grill, a side burner and a fridge under a cedar pergola at dusk, lit by string lights and LED strips",
    seed: 3,
    mood: "dusk",
    plan: plan((d) => {
      d.shape = "rectangular";
      d.dimensions = { length: 156, width: 32, height: 36 };
      d.appliances = appliances(["double-drawers"], ["grill"], ["side-burner"], ["fridge"]);
      d.materials = { sides: "tile", countertop: "granite" };
      d.lighting = true;
      d.pergola = { ...d.pergola, enabled: true, structureType: "pergola", spotlights: "4", dimensions: { length: 216, width: 132, height: 108 } };
    }),
    sides: "tile",
    top: "granite",
    style: { tile: "charcoal", granite: "light" },
    camera: { eye: v(190, -300, 62), target: v(150, 40, 50), fov: 42 },
    patio: { min: [-160, -500], max: [340, 190], paver: "travertine", size: 24 },
    backdrop: [{ kind: "house", a: [-500, 200], b: [600, 200], height: 118 }],
    trees: [],
    plants: [
      { at: [-70, -10], kind: "pot", size: 30 },
      { at: [240, -30], kind: "pot", size: 26 },
    ],
    stools: [],
    stringLights: true,
  },
  {
    id: "l-shaped-bar-seating",
    alt: "An L-shaped brick island with a raised bar, three stools and a built-in grill on a sunny afternoon",
    seed: 5,
    mood: "afternoon",
    plan: plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 140, width1: 30, length2: 84, width2: 36 };
      d.appliancePlacement = "inside";
      d.appliances = appliances(["grill"], ["sink"], ["side-burner"]);
      d.materials = { sides: "brick", countertop: "granite" };
      d.constraints = { ...d.constraints, varyingHeights: true, heightCount: "2", seatingArea: true, seatCount: 3 };
    }),
    blocks: barBlocks,
    sides: "brick",
    top: "granite",
    style: { brick: "red", granite: "dark" },
    camera: { eye: v(225, 300, 62), target: v(10, 10, 40), fov: 40 },
    sun: v(0.55, 0.55, 0.6),
    patio: { min: [-150, -120], max: [520, 520], paver: "concrete", size: 24 },
    backdrop: [{ kind: "house", a: [-420, -170], b: [260, -170], height: 118 }],
    trees: [{ at: [520, -420], height: 300, spread: 210, tone: "green" }],
    plants: [
      { at: [-40, 20], kind: "pot", size: 30 },
      { at: [250, -60], kind: "bush", size: 34 },
    ],
    stools: [
      { at: [158, 52], seat: 30 },
      { at: [158, 76], seat: 30 },
      { at: [158, 100], seat: 30 },
    ],
  },
  {
    id: "compact-grill-island",
    alt: "A compact grill island clad in grey stacked stone with a concrete countertop on a bluestone patio on a sunny day",
    seed: 4,
    mood: "day",
    plan: plan((d) => {
      d.shape = "rectangular";
      d.dimensions = { length: 84, width: 30, height: 36 };
      d.appliances = appliances(["grill", 30], ["trash-drawer", 18]);
      d.materials = { sides: "natural-stone", countertop: "concrete" };
    }),
    sides: "natural-stone",
    top: "concrete",
    style: { stone: "grey" },
    camera: { eye: v(-20, -165, 60), target: v(84, 20, 30), fov: 42 },
    sun: v(0.75, -0.3, 0.6),
    patio: { min: [-140, -400], max: [260, 120], paver: "bluestone", size: 24 },
    backdrop: [{ kind: "fence", a: [-700, 260], b: [700, 260], height: 72 }],
    trees: [
      { at: [-260, 520], height: 300, spread: 200, tone: "green" },
      { at: [330, 460], height: 260, spread: 170, tone: "olive" },
    ],
    plants: [
      { at: [135, 10], kind: "pot", size: 30 },
      { at: [-45, 50], kind: "grass", size: 32 },
    ],
    stools: [],
  },
];

/** Bar height of the raised seating counter, and how far it overhangs for knees. */
const BAR_HEIGHT = 42;
const BAR_OVERHANG = 12;

/**
 * The L's return arm raised to bar height (the plan's "varying heights" with a seating area): the base at
 * the plan's counter height, the arm at bar height overhanging its outer side for the stools.
 */
function barBlocks(drawing: PlanDrawing, data: PlannerData): Block[] {
  const [base, arm] = drawing.sections.map((s) => s.rect);
  if (!base || !arm) throw new Error("the bar needs an L-shaped plan");
  const rect = (r: typeof base): P2[] => [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  return [
    { outline: rect(base), top: data.dimensions.height, overhang: [OVERHANG, OVERHANG, 0, OVERHANG], hidden: [false, false, false, false], faceFrom: [0, 0, 0, 0] },
    {
      outline: rect(arm),
      top: BAR_HEIGHT,
      // top edge (against the base), the outer side with the knee space, the end, the cook's side
      overhang: [0, BAR_OVERHANG, OVERHANG, OVERHANG],
      hidden: [true, false, false, false],
      faceFrom: [0, 0, 0, 0],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const previewIndex = process.argv.indexOf("--preview");
  const previewDir = previewIndex >= 0 ? process.argv[previewIndex + 1] : undefined;
  const onlyIndex = process.argv.indexOf("--only");
  const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
  const scenes = SCENES.filter((s) => !only || s.id === only);
  if (previewDir) {
    mkdirSync(previewDir, { recursive: true });
    for (const scene of scenes) {
      const svg = new SceneRenderer(scene).render();
      writeFileSync(path.join(previewDir, `${scene.id}.svg`), svg);
      await sharp(Buffer.from(svg)).png().toFile(path.join(previewDir, `${scene.id}.png`));
      console.log(`${scene.id}: ${Math.round(svg.length / 1024)} KB of SVG`);
    }
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of readdirSync(OUT_DIR)) rmSync(path.join(OUT_DIR, name));
  const manifest: HeroImageEntry[] = [];
  for (const scene of SCENES) {
    const svg = new SceneRenderer(scene).render();
    const master = await sharp(Buffer.from(svg)).png().toBuffer();
    for (const width of WIDTHS) {
      const height = Math.round((width * RENDER_HEIGHT) / RENDER_WIDTH);
      const resized = sharp(master).resize(width, height, { kernel: "lanczos3" });
      await resized.clone().avif({ quality: AVIF_QUALITY, effort: 6, chromaSubsampling: "4:2:0" }).toFile(path.join(OUT_DIR, `${scene.id}-${width}.avif`));
      await resized.clone().webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(path.join(OUT_DIR, `${scene.id}-${width}.webp`));
      if (width === FALLBACK_WIDTH) {
        await resized.clone().jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true }).toFile(path.join(OUT_DIR, `${scene.id}-${width}.jpg`));
      }
    }
    manifest.push({
      id: scene.id,
      alt: scene.alt,
      width: RENDER_WIDTH,
      height: RENDER_HEIGHT,
      avifSrcSet: WIDTHS.map((w) => `/hero/${scene.id}-${w}.avif ${w}w`).join(", "),
      webpSrcSet: WIDTHS.map((w) => `/hero/${scene.id}-${w}.webp ${w}w`).join(", "),
      src: `/hero/${scene.id}-${FALLBACK_WIDTH}.jpg`,
    });
    console.log(`${scene.id}: rendered`);
  }
  writeManifest(manifest);
}

interface HeroImageEntry {
  id: string;
  alt: string;
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
  src: string;
}

function writeManifest(images: HeroImageEntry[]): void {
  const first = images[0]!;
  const preload = { imagesrcset: first.avifSrcSet, imagesizes: SIZES, type: "image/avif" };
  writeFileSync(path.join(OUT_DIR, "manifest.json"), `${JSON.stringify({ preload }, null, 2)}\n`);
  const ts = `// Written by scripts/render-hero-images.ts with the images in src/client/public/hero; run it again rather
// than editing this file.

export interface HeroImage {
  id: string;
  /** Describes the scene, like a caption. */
  alt: string;
  /** Intrinsic size of the largest file; every file has this aspect. */
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
  /** A JPEG for browsers without AVIF or WebP. */
  src: string;
}

/** The hero spans the viewport at every breakpoint. */
export const HERO_SIZES = ${JSON.stringify(SIZES)};

export const HERO_IMAGES: readonly HeroImage[] = ${JSON.stringify(images, null, 2)};

/** What the server preloads for the landing page: the first image's AVIF candidates. */
export const HERO_PRELOAD = ${JSON.stringify(preload, null, 2)} as const;
`;
  mkdirSync(path.dirname(MANIFEST_TS), { recursive: true });
  writeFileSync(MANIFEST_TS, ts);
}

await main();
