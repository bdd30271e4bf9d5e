import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // read by scripts/finish-client-build.mjs to give each page's HTML the chunks that page loads
    manifest: true,
    // maps stay out of the public build: they would hand out the sources and weigh more than the code
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
