// Turns a landing picture's SVG into the files the landing page serves (AVIF and WebP at every srcset width,
// one JPEG fallback, in src/client/public/hero/) and writes the manifest the landing page imports
// (src/client/features/landing/hero-images.ts) with the server's preload hint (hero/manifest.json), as
// docs/decisions/0013-public-pages-and-first-visit.md describes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { RENDER_HEIGHT, RENDER_WIDTH } from "./picture-size";

export const OUT_DIR = "src/client/public/hero";
const MANIFEST_TS = "src/client/features/landing/hero-images.ts";
const WIDTHS = [640, 960, 1280, 1920] as const;
const FALLBACK_WIDTH = 1280;
/** The hero spans the viewport at every breakpoint. */
const SIZES = "100vw";
/** The encoders' quality, 0-100. */
export interface Quality {
  avif: number;
  webp: number;
  jpeg: number;
}
const QUALITY: Quality = { avif: 49, webp: 65, jpeg: 73 };

export interface HeroImageEntry {
  id: string;
  alt: string;
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
  src: string;
}

/** Empties the output folder before the pictures are written again. */
export function clearOutput(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of readdirSync(OUT_DIR)) rmSync(path.join(OUT_DIR, name));
}

/** A full-size PNG of the picture, for looking at a change. */
export async function writePreview(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png().toFile(file);
}

/** Every file of one picture, and its manifest entry. */
export async function rasterise(id: string, alt: string, svg: string, quality: Partial<Quality> = {}): Promise<HeroImageEntry> {
  const q = { ...QUALITY, ...quality };
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of WIDTHS) {
    const height = Math.round((width * RENDER_HEIGHT) / RENDER_WIDTH);
    const resized = sharp(master).resize(width, height, { kernel: "lanczos3" });
    await resized.clone().avif({ quality: q.avif, effort: 6, chromaSubsampling: "4:2:0" }).toFile(path.join(OUT_DIR, `${id}-${width}.avif`));
    await resized.clone().webp({ quality: q.webp, effort: 6 }).toFile(path.join(OUT_DIR, `${id}-${width}.webp`));
    if (width === FALLBACK_WIDTH) {
      await resized.clone().jpeg({ quality: q.jpeg, mozjpeg: true, progressive: true }).toFile(path.join(OUT_DIR, `${id}-${width}.jpg`));
    }
  }
  return {
    id,
    alt,
    width: RENDER_WIDTH,
    height: RENDER_HEIGHT,
    avifSrcSet: WIDTHS.map((w) => `/hero/${id}-${w}.avif ${w}w`).join(", "),
    webpSrcSet: WIDTHS.map((w) => `/hero/${id}-${w}.webp ${w}w`).join(", "),
    src: `/hero/${id}-${FALLBACK_WIDTH}.jpg`,
  };
}

/** The landing page's manifest and the server's preload hint. */
export function writeManifest(images: HeroImageEntry[]): void {
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
