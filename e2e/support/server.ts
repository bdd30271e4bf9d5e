import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has printed so far (its log lines included). */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts the built product (`dist/server/main.js`, as `npm start` runs it) on a free port with a fresh
 * data folder (or the one given, which stop() removes too), and resolves once it prints its address.
 */
export async function startServer(env: Record<string, string> = {}, folder?: string): Promise<RunningServer> {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/client/index.html")) {
    throw new Error("Build the product first: npm run build");
  }
  const dataDir = folder ?? mkdtempSync(path.join(os.tmpdir(), "okp-e2e-"));
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
