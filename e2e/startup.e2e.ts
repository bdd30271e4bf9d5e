import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server";

function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("starting the server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a second server on the same data folder instead of sharing it", () => {
    const second = runServer({ DATA_DIR: server.dataDir });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("already in use by another server");
    expect(second.stderr).toContain(`pid ${server.process.pid}`);
  });

  it("stops with a message naming a wrong setting", () => {
    const result = runServer({ DATA_DIR: server.dataDir, PORT: "eighty" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
