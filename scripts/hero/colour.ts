// Colours: lighting is computed in linear light and written back as sRGB.
import { clamp01, lerp, type Random } from "./geometry";

// Colour. Lighting is computed in linear light and written back as sRGB.

export type RGB = readonly [number, number, number];

export function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
export const toLinear = (c: RGB): RGB => c.map((x) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4)) as unknown as RGB;
export const toSrgb = (c: RGB): RGB =>
  c.map((x) => {
    const y = Math.max(0, x);
    return y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  }) as unknown as RGB;
export const mixRgb = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const scaleRgb = (a: RGB, s: number): RGB => [a[0] * s, a[1] * s, a[2] * s];
export const addRgb = (a: RGB, b: RGB): RGB => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const mulRgb = (a: RGB, b: RGB): RGB => [a[0] * b[0], a[1] * b[1], a[2] * b[2]];
export function css(c: RGB): string {
  return `#${c.map((x) => Math.round(clamp01(x) * 255).toString(16).padStart(2, "0")).join("")}`;
}
/** Soft shoulder instead of a hard clip, so bright sunlit faces keep some colour. */
export function toneMap(c: RGB): RGB {
  return c.map((x) => (x <= 0.82 ? x : 0.82 + 0.18 * (1 - Math.exp(-(x - 0.82) / 0.18)))) as unknown as RGB;
}
/** A colour a little lighter or darker, for the variation of stones, bricks and pavers. */
export const vary = (c: RGB, r: Random, amount: number): RGB => scaleRgb(c, 1 + r.range(-amount, amount));

