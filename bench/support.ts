// What the bench scripts share: the bench server built as `npm start` builds the product, placed on a core of
// its own where the machine allows it, and the median of rounds.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

/** Bundles bench/server.ts like the product server; under node_modules so its packages resolve. */
export async function buildBenchServer(): Promise<string> {
  const outDir = path.resolve("node_modules/.cache/okp-bench");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, "server.mjs");
  await build({
    // the PDF render thread beside the server, as dist/server has it
    entryPoints: { server: "bench/server.ts", "render-pdf-worker": "src/server/documents/render-pdf-worker.ts" },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  cpSync("src/server/db/migrations", path.join(outDir, "migrations"), { recursive: true });
  return outfile;
}

/**
 * Core 0 for the server, the others for the load generator (this process), where the machine allows it;
 * otherwise both share every core and the generator's own work shows in the figures.
 */
export function placeOnCores(): { serverPrefix: string[]; description: string } {
  const cores = os.availableParallelism();
  const hasTaskset = process.platform === "linux" && spawnSync("taskset", ["--version"]).status === 0;
  if (cores < 2 || !hasTaskset) return { serverPrefix: [], description: `server and load share ${cores} core(s)` };
  const loadCores = cores === 2 ? "1" : `1-${cores - 1}`;
  const moved = spawnSync("taskset", ["--all-tasks", "--pid", "--cpu-list", loadCores, String(process.pid)]);
  if (moved.status !== 0) return { serverPrefix: [], description: `server and load share ${cores} cores` };
  return { serverPrefix: ["taskset", "--cpu-list", "0"], description: `server on core 0, load on core(s) ${loadCores}` };
}

export async function startServer(
  entry: string,
  prefix: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-bench-"));
  const [command = process.execPath, ...args] = [...prefix, process.execPath, entry];
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/bench server at (http:\/\/[\d.]+:\d+)/);
      if (m?.[1]) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url, child, dataDir };
}

/**
 * The built product (dist/server/main.js) as `npm start` runs it, on a free port of the loopback address, with
 * `env` added; resolves with its address once it says it is running. The caller owns `child` (and its data).
 */
export async function startBuiltProduct(
  env: Record<string, string>,
  options: { echo?: boolean } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
      const m = out.match(/running at (http:\/\/localhost:\d+)/);
      if (m?.[1]) resolve(m[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`the product exited with ${code} before it was ready`)));
  });
  return { url, child };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}


export async function stopServer(server: { child: ChildProcess; dataDir: string }): Promise<void> {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
}
