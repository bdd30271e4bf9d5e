// Draws one landing picture as SVG: the surroundings, the ground's shadows and pools of light, then the
// island, its structure and the furniture far to near.
import { at, centroid, convexHull, inside, lerp3, offsetPolygon, outwardNormal, type P2, unit, v, type V3 } from "./geometry";
import { IslandPainter } from "./island";
import { maxXY, minXY, OVERHANG } from "./island-layout";
import { drawFarToNear } from "./painter";
import { pointsAttr } from "./svg";

export class SceneRenderer extends IslandPainter {
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
      for (const s of this.stools) boxShadow(v(s.at[0] - 8, s.at[1] - 8, 0), v(s.at[0] + 8, s.at[1] + 8, s.seat));
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
    for (const s of this.stools) items.push({ depth: this.cam.depth(at(s.at, 10)), draw: () => this.stool(s) });
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
}
