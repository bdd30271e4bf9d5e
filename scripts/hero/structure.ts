// Draws the covered structure over the island: posts, beams, rafters, slats, the roof and its ceiling, the
// fan and the string lights.
import { BackdropPainter } from "./backdrop";
import { hex, type RGB } from "./colour";
import { add, convexHull, length, lerp3, mul, outwardNormal, type P2, randomSource, sub, unit, v, type V3 } from "./geometry";
import { drawFarToNear } from "./painter";
import { type Beam, type Frame, ROOF_THICKNESS, type RoofPlane } from "./structure-frame";
import { fmt, pointsAttr } from "./svg";

export class StructurePainter extends BackdropPainter {
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
}
