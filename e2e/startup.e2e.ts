import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PASSWORD_RULE, PASSWORD_MESSAGES } from "../src/domain/accounts/password-strength";
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

  it("makes a new database from the built image, and again over a first start that died half-way", async () => {
    // as first starts killed while unpacking leave it: part of an image beside the folder, and a folder
    // without the marker PostgreSQL writes last
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-e2e-half-"));
    mkdirSync(path.join(dataDir, "pglite.unpacking", "base"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite.unpacking", "base", "leftover"), "half");
    mkdirSync(path.join(dataDir, "pglite", "global"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite", "global", "leftover"), "half");
    const again = await startServer({}, dataDir);
    try {
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(dataDir, "pglite", "global", "leftover"))).toBe(false);
      expect(existsSync(path.join(dataDir, "pglite.unpacking"))).toBe(false);
      const health = await fetch(`${again.url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", database: "up" });
      const pricing = await fetch(`${again.url}/api/pricing`);
      expect(pricing.status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it("stops with a message naming a wrong setting", () => {
    const result = runServer({ DATA_DIR: server.dataDir, PORT: "eighty" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses an administrator password that holds the e-mail's name, saying so and giving the whole rule the README gives", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-e2e-admin-"));
    const result = runServer({ DATA_DIR: dataDir, ADMIN_EMAIL: "pitmaster@example.com", ADMIN_PASSWORD: "pitmaster-smokes-2026" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(PASSWORD_MESSAGES.containsEmail);
    expect(result.stderr).toContain(`ADMIN_PASSWORD must be ${NEW_PASSWORD_RULE}`);
    const readme = readFileSync("README.md", "utf8");
    const row = readme.split("\n").find((line) => line.startsWith("| `ADMIN_PASSWORD`")) ?? "";
    expect(row).toContain(NEW_PASSWORD_RULE);
  });
});
