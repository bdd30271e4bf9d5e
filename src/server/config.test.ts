import { existsSync, mkdtempSync } from "node:fs";
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

  it("writes no secret to the data folder and ignores a SESSION_SECRET still set (sessions need none)", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: "short" });
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
    expect(Object.keys(config).some((key) => /secret/i.test(key) && !key.startsWith("stripe"))).toBe(false);
  });

  it("never names port 0 in the local address: main.ts names the real port after listening", () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: "0" });
    expect(config.publicUrl).toBe("http://localhost");
    expect(config.publicUrlSet).toBe(false);
  });

  it("runs the local test checkout on a public address only when ALLOW_TEST_CHECKOUT is true", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).allowTestCheckout).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), ALLOW_TEST_CHECKOUT: "true" }).allowTestCheckout).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), ALLOW_TEST_CHECKOUT: "false" }).allowTestCheckout).toBe(false);
  });

  it("uses DATABASE_URL and PUBLIC_URL when they are set", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgres://u@db:5432/app",
      PUBLIC_URL: "https://kitchen.example/",
      PORT: "8080",
    });
    expect(config.publicUrlSet).toBe(true);
    expect(config.databaseUrl).toBe("postgres://u@db:5432/app");
    expect(config.publicUrl).toBe("https://kitchen.example");
    expect(config.port).toBe(8080);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ ALLOW_TEST_CHECKOUT: "yes" }, "ALLOW_TEST_CHECKOUT"],
    [{ PUBLIC_URL: "kitchen.example" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("stops with a message naming the variable for %o", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}: `));
  });
});
