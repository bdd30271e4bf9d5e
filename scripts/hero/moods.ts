// The light of the hour each landing picture is drawn in: sun, sky, ground bounce, sky gradient, haze.
import { hex, type RGB } from "./colour";
import { unit, v, type V3 } from "./geometry";

// Lighting moods

export interface Mood {
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

export const MOODS = {
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
export type MoodId = keyof typeof MOODS;

