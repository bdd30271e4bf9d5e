// The SVG document a landing picture is drawn into, with its gradients, clips and blurs.
import type { S2 } from "./camera";
import { H, W } from "./picture-size";

// SVG writer

export const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
export const pointsAttr = (pts: readonly S2[]) => pts.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(" ");

export class Svg {
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

export function stopsMarkup(stops: [number, string, number?][]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("");
}

