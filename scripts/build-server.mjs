// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and puts the SQL
// migrations beside it, where the database module looks for them.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  // the SOW's PDF render thread is a file of its own beside the server (src/server/features/documents/render-pool.ts)
  entryPoints: { main: "src/server/main.ts", "render-pdf-worker": "src/server/documents/render-pdf-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server/main.js, dist/server/render-pdf-worker.js");
