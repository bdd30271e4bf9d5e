import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 5001);

function isPureSourceModule(id: string): boolean {
  const path = id.replaceAll("\\", "/");
  if (path.includes("/src/domain/")) return true;
  return path.includes("/src/client/") && /\.tsx?$/.test(path) && !path.endsWith("/src/client/main.tsx");
}

/**
 * `vite build --ssr prerender.tsx`: the page drawer the build runs in Node to write each public page's HTML
 * (scripts/finish-client-build.ts); never served.
 */
const prerenderBuild = defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [react()],
  build: { outDir: "../../dist/prerender", emptyOutDir: true, ssr: "prerender.tsx", sourcemap: false, minify: false },
});

const clientBuild = defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // read by scripts/finish-client-build.ts to give each page's HTML the chunks that page loads
    manifest: true,
    // maps stay out of the public build: they would hand out the sources and weigh more than the code
    sourcemap: false,
    rolldownOptions: {
      // The domain and the client's modules do nothing when imported (docs/architecture.md; only main.tsx and
      // style sheets act on import): a page that uses nothing of a module, including what a feature's public
      // module re-exports, leaves it out.
      treeshake: { moduleSideEffects: (id: string) => !isPureSourceModule(id) },
      // Few, larger files: on a phone's slow link each file costs a round trip of its own, and the browser
      // opens only six connections at a time. What every page runs comes as one file; the small chunks that
      // pages share are copied into each page that uses them instead of being fetched apart. The planner's
      // first screen went from 33 files to 9 (docs/benchmarks.md).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 3 },
            // the small parts the controls of the forms and the wizard share (Radix's building blocks, radio
            // groups and checkboxes): one file rather than one per combination of pages
            {
              name: "controls",
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(slot|presence|context|primitive|compose-refs|use-[a-z-]+|collection|roving-focus|id|direction|radio-group|checkbox))[\\/]/,
              priority: 2,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 20_000 },
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? prerenderBuild : clientBuild));
