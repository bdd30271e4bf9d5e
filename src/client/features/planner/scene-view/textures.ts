// The surfaces' grain for the 3D view: small repeating pictures drawn on a 2D canvas from a material's two
// colours, the way step 3's swatches draw them in CSS (steps/3-materials/finish-swatch.tsx), so the brick of the
// swatch is the brick of the island. Each picture covers `inches` of the surface and repeats.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from "three";
import type { SceneMaterial } from "../../../../domain/scene/scene";

const SIZE = 128;

type Pattern = SceneMaterial["pattern"];

/** How many inches of the surface one picture covers. */
export const PATTERN_INCHES: Record<Pattern, number> = {
  stone: 24,
  stucco: 8,
  brick: 16,
  tile: 12,
  speckle: 8,
  concrete: 16,
  brushed: 6,
  wood: 24,
  plain: 1,
  glass: 1,
};

/** A repeatable random sequence, so a picture is the same on every visit. */
function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function draw(ctx: CanvasRenderingContext2D, { base, accent, pattern }: SceneMaterial): void {
  const random = seeded(pattern.length * 7919 + base.length);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = accent;
  ctx.strokeStyle = accent;
  switch (pattern) {
    case "stone": {
      // irregular flat stones with darker joints
      ctx.globalAlpha = 0.55;
      for (let i = 0; i < 9; i++) {
        ctx.beginPath();
        ctx.ellipse(random() * SIZE, random() * SIZE, 14 + random() * 16, 9 + random() * 10, random() * Math.PI, 0, 2 * Math.PI);
        ctx.lineWidth = 3;
        ctx.stroke();
      }
      ctx.globalAlpha = 0.18;
      for (let i = 0; i < 6; i++) ctx.fillRect(random() * SIZE, random() * SIZE, 20 + random() * 24, 12 + random() * 14);
      break;
    }
    case "brick": {
      // running bond: six courses, each course's joints halfway along the bricks below
      const course = SIZE / 6;
      ctx.lineWidth = 3;
      for (let row = 0; row < 6; row++) {
        const y = row * course;
        ctx.fillRect(0, y, SIZE, 3);
        const offset = row % 2 === 0 ? 0 : SIZE / 4;
        for (let x = offset; x < SIZE + 1; x += SIZE / 2) ctx.fillRect(x % SIZE, y, 3, course);
      }
      break;
    }
    case "tile": {
      ctx.fillRect(0, 0, SIZE, 3);
      ctx.fillRect(0, 0, 3, SIZE);
      break;
    }
    case "stucco":
    case "speckle":
    case "concrete": {
      const count = pattern === "concrete" ? 220 : 420;
      ctx.globalAlpha = pattern === "speckle" ? 0.8 : 0.5;
      for (let i = 0; i < count; i++) {
        const r = pattern === "speckle" ? 0.6 + random() * 1.4 : 0.5 + random();
        ctx.fillRect(random() * SIZE, random() * SIZE, r, r);
      }
      break;
    }
    case "brushed": {
      ctx.globalAlpha = 0.5;
      for (let y = 0; y < SIZE; y += 2) {
        ctx.globalAlpha = 0.15 + random() * 0.35;
        ctx.fillRect(0, y, SIZE, 1);
      }
      break;
    }
    case "wood": {
      // boards with grain along them
      ctx.globalAlpha = 0.35;
      for (let y = 0; y < SIZE; y += 3 + random() * 4) ctx.fillRect(0, y, SIZE, 1);
      ctx.globalAlpha = 0.7;
      for (let y = 0; y < SIZE; y += SIZE / 4) ctx.fillRect(0, y, SIZE, 2);
      break;
    }
    case "plain":
    case "glass":
      break;
  }
  ctx.globalAlpha = 1;
}

/**
 * The repeating picture of a material, or null for a plain one or where the browser cannot draw on a canvas.
 * Its repeat is one picture per PATTERN_INCHES of a surface whose texture coordinates run in inches.
 */
export function patternTexture(material: SceneMaterial): CanvasTexture | null {
  if (material.pattern === "plain" || material.pattern === "glass") return null;
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  draw(ctx, material);
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  const inches = PATTERN_INCHES[material.pattern];
  texture.repeat.set(1 / inches, 1 / inches);
  return texture;
}

/** The patio's pavers: two by two square pavers with sand joints, over `inches`. */
export function paverTexture(inches: number): CanvasTexture | null {
  const canvas = document.createElement("canvas");
  canvas.width = 256;
  canvas.height = 256;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const random = seeded(42);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 2; col++) {
      const shade = 200 + Math.round(random() * 14);
      ctx.fillStyle = `rgb(${shade + 6}, ${shade}, ${shade - 10})`;
      ctx.fillRect(col * 128, row * 128, 128, 128);
    }
  }
  ctx.fillStyle = "#a89f90";
  for (const at of [0, 127]) {
    ctx.fillRect(0, at, 256, 2);
    ctx.fillRect(at, 0, 2, 256);
    ctx.fillRect(0, at + 128, 256, 2);
    ctx.fillRect(at + 128, 0, 2, 256);
  }
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  texture.repeat.set(1 / inches, 1 / inches);
  return texture;
}
