// Draws the island: the cladding of each block of counter, the countertop, the appliances' fronts and tops
// (grill hood, sink, burner, pizza oven) and the stools.
import { brickCourses, PALETTES, type Piece, stoneCourses, tileGrid } from "./cladding";
import { css, hex, type RGB, scaleRgb, vary } from "./colour";
import { add, at, bounds, cross, dot, lerp3, mul, offsetPolygon, outwardNormal, type P2, randomSource, sub, unit, v, type V3 } from "./geometry";
import { type Block, dirVec, doorPoint, outNormal, type Placed, SLAB, topPoint } from "./island-layout";
import { drawFarToNear } from "./painter";
import type { Stool } from "./scene-spec";
import { StructurePainter } from "./structure";
import { fmt, pointsAttr } from "./svg";

export class IslandPainter extends StructurePainter {
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
      // outward: away from the middle of the hood's profile, so its back shows when seen from behind
      const away = sub(topPoint(p, w / 2, (d0 + d1) / 2 + 1, rim + (h0 + h1) / 2), topPoint(p, w / 2, depth / 2 + 1, rim + 5));
      const nn = dot(n, away) < 0 ? mul(n, -1) : n;
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
    // the handle on two standoffs, and the thermometer, on the front the cook sees
    if (!this.cam.sees(topPoint(p, w / 2, 0, rim + 6.5), out)) return;
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
}
