// The textures of the island's cladding and countertop: stone courses, brick courses, tiles.
import { hex, type RGB, vary } from "./colour";
import type { Random } from "./geometry";

// Cladding and countertop textures

export interface Piece {
  /** Corners in face coordinates (u along the face, w up). */
  corners: [number, number][];
  color: RGB;
  /** Lighter top edge and darker lower edge, for stones that stand proud of the mortar. */
  relief: number;
}

export const PALETTES = {
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

export function stoneCourses(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
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

export function brickCourses(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
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

export function tileGrid(width: number, height: number, r: Random, palette: readonly string[]): Piece[] {
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

