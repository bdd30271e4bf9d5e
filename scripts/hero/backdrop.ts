// Draws the surroundings of a landing picture: the sky of the hour, distant woodland, the lawn, the fence or
// the house wall, the patio's pavers, trees and planting, and the hour's warmth over everything.
import { type PlanDrawing, planDrawing } from "../../src/domain/planner/plan-drawing";
import { sceneOf } from "../../src/domain/scene/build-scene";
import type { Scene } from "../../src/domain/scene/scene";
import { Camera, type S2 } from "./camera";
import { PALETTES } from "./cladding";
import { css, hex, mixRgb, type RGB, scaleRgb, toLinear, toSrgb, vary } from "./colour";
import { add, at, clamp01, cross, mul, type P2, type Random, randomSource, sub, unit, v, type V3 } from "./geometry";
import { type Block, islandBlocks, placeAppliances, type Placed, stoolsOf } from "./island-layout";
import { type Mood, MOODS } from "./moods";
import { Painter } from "./painter";
import { H, W } from "./picture-size";
import type { Backdrop, Plant, SceneSpec, Stool, Tree } from "./scene-spec";
import { type Frame, frameOf } from "./structure-frame";
import { fmt, pointsAttr, Svg } from "./svg";

/** The scene being drawn, and its surroundings. */
export class BackdropPainter {
  readonly svg = new Svg();
  readonly cam: Camera;
  readonly mood: Mood;
  readonly paint: Painter;
  readonly drawing: PlanDrawing;
  /** The planner's scene model of the plan: the island's levels and seats are drawn as it builds them. */
  readonly scene: Scene;
  readonly blocks: Block[];
  readonly stools: Stool[];
  readonly placed: Placed[];
  readonly frame: Frame | null;
  readonly r: Random;

  constructor(readonly spec: SceneSpec) {
    this.cam = new Camera(spec.camera.eye, spec.camera.target, spec.camera.fov);
    this.mood = spec.sun ? { ...MOODS[spec.mood], sunDir: unit(spec.sun) } : MOODS[spec.mood];
    this.paint = new Painter(this.svg, this.cam, this.mood);
    this.drawing = planDrawing(spec.plan);
    this.scene = sceneOf(spec.plan);
    this.blocks = islandBlocks(this.drawing, spec.plan, this.scene);
    this.stools = stoolsOf(this.scene);
    this.placed = placeAppliances(this.drawing, this.blocks);
    this.frame = frameOf(this.drawing, spec.plan);
    this.r = randomSource(spec.seed);
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
