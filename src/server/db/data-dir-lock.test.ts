import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "okp-lock-"));

describe("data folder lock", () => {
  it("refuses a second opener while another live process holds the folder", async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left behind by a process that no longer runs", async () => {
    const dir = tmp();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(path.join(dir, "server.lock"), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it("creates the data folder and frees it on release", () => {
    const dir = path.join(tmp(), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });
});
