import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "okp-config-"));

describe("loadConfig", () => {
  it("runs on the embedded database on port 5000 with nothing set", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(dir);
    expect(config.publicUrl).toBe("http://localhost:5000");
  });

  it("keeps a generated session secret in the data folder so a restart reuses it", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecretGenerated).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it("uses SESSION_SECRET, DATABASE_URL and PUBLIC_URL when they are set", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      SESSION_SECRET: "x".repeat(40),
      DATABASE_URL: "postgres://u@db:5432/app",
      PUBLIC_URL: "https://kitchen.example/",
      PORT: "8080",
    });
    expect(config.sessionSecretGenerated).toBe(false);
    expect(config.databaseUrl).toBe("postgres://u@db:5432/app");
    expect(config.publicUrl).toBe("https://kitchen.example");
    expect(config.port).toBe(8080);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ PUBLIC_URL: "kitchen.example" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("stops with a message naming the variable for %o", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}: `));
  });
});
