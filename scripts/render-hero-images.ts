// Renders the landing page's hero illustrations: the five sample islands of ./hero/scenes.ts, each built with
// the planner's own model (createDefaultPlannerData, the shape and its dimensions, appliances from the
// catalogue placed by planDrawing, the chosen side material and countertop), drawn in perspective as SVG
// (./hero/scene-renderer.ts) and rasterised with sharp (./hero/rasterise.ts) into src/client/public/hero/ as
// AVIF, WebP and one JPEG per image, with the manifest the landing page imports and the server's preload hint.
//
// Run with `npx tsx scripts/render-hero-images.ts`. The output is deterministic: every random choice comes
// from a seeded generator. `--preview <dir>` writes full-size PNGs (and the SVGs) there instead, for looking
// at a change; `--only <id>` draws one picture.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clearOutput, type HeroImageEntry, rasterise, writeManifest, writePreview } from "./hero/rasterise";
import { SceneRenderer } from "./hero/scene-renderer";
import { SCENES } from "./hero/scenes";

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const previewDir = option("--preview");
const only = option("--only");
const scenes = SCENES.filter((s) => !only || s.id === only);

if (previewDir) {
  mkdirSync(previewDir, { recursive: true });
  for (const scene of scenes) {
    const svg = new SceneRenderer(scene).render();
    writeFileSync(path.join(previewDir, `${scene.id}.svg`), svg);
    await writePreview(svg, path.join(previewDir, `${scene.id}.png`));
    console.log(`${scene.id}: ${Math.round(svg.length / 1024)} KB of SVG`);
  }
} else {
  clearOutput();
  const manifest: HeroImageEntry[] = [];
  for (const scene of SCENES) {
    manifest.push(await rasterise(scene.id, scene.alt, new SceneRenderer(scene).render(), scene.quality));
    console.log(`${scene.id}: rendered`);
  }
  writeManifest(manifest);
}
