import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DATA_DIR_LOCK_TIMING, DataDirLockedError } from "./data-dir-lock";

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Node itself runs the TypeScript (not the tsx command, which would put a process of its own between). */
const NODE_TS = [process.execPath, "--import", "tsx"] as const;
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "okp-lock-"));
/** A second opener gives up sooner than a real start would, so refusals are quick to test. */
const quickly = { timing: { waitMs: 500 } };

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Resolves with the child once its output contains `text`; rejects if it exits first. */
function waitForOutput(child: ChildProcess, text: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before "${text}": ${output}`)));
  });
}

/** Another process that takes the lock on `dir` and keeps it until killed. */
function holder(dir: string): Promise<ChildProcess> {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"))};
    acquireDataDirLock(${JSON.stringify(dir)}).then(() => console.log("hold" + "ing")); setInterval(() => {}, 1000);`;
  const child = spawn(NODE_TS[0], [...NODE_TS.slice(1), "--input-type=module", "--eval", script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return waitForOutput(child, "holding");
}

/** A lock left by a process that no longer touches it: the directory, last touched `ageMs` ago. */
function leftoverLock(dir: string, owner: string, ageMs = DATA_DIR_LOCK_TIMING.staleMs * 3): void {
  const lock = path.join(dir, "server.lock");
  mkdirSync(lock, { recursive: true });
  writeFileSync(path.join(dir, "server.lock.owner"), owner);
  const then = new Date(Date.now() - ageMs);
  utimesSync(lock, then, then);
}

describe("data folder lock", { timeout: 60_000 }, () => {
  it("refuses a second opener while another live process holds the folder, naming it", async () => {
    const dir = tmp();
    const other = await holder(dir);
    const refusal = acquireDataDirLock(dir, quickly);
    await expect(refusal).rejects.toThrow(DataDirLockedError);
    await expect(refusal).rejects.toThrow(`pid ${other.pid}`);
  });

  it("is taken after its holder is killed with SIGKILL, once the lock is stale", async () => {
    const dir = tmp();
    const other = await holder(dir);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    const lock = await acquireDataDirLock(dir);
    await lock.release();
  });

  it("takes over a stale lock that names this very process (a container's pid 1 again after a restart)", async () => {
    const dir = tmp();
    leftoverLock(dir, `pid ${process.pid}, started yesterday`);
    const lock = await acquireDataDirLock(dir, quickly);
    await lock.release();
  });

  it("takes over a stale lock that names a live process which does not hold it", async () => {
    const dir = tmp();
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    children.push(unrelated);
    leftoverLock(dir, `pid ${unrelated.pid}, started yesterday`);
    const lock = await acquireDataDirLock(dir, quickly);
    await lock.release();
  });

  it("takes over the pid file of earlier versions, whatever pid it names", async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, "server.lock"), String(process.pid));
    const lock = await acquireDataDirLock(dir, quickly);
    await lock.release();
  });

  it("creates the data folder, refuses a second opener in this process, and frees it on release", async () => {
    const dir = path.join(tmp(), "nested", "data");
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir, quickly)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
    await (await acquireDataDirLock(dir, quickly)).release();
  });
});

// starts the real server twice on one folder: seconds, not milliseconds
describe("a server killed with SIGKILL", { timeout: 120_000 }, () => {
  it("starts again at once on the same data folder", async () => {
    const dataDir = tmp();
    const start = () => {
      const server = spawn(NODE_TS[0], [...NODE_TS.slice(1), "src/server/main.ts"], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", CLIENT_DIR: "", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(server);
      return waitForOutput(server, "is running at");
    };
    const first = await start();
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const second = await start();
    expect(second.exitCode).toBeNull();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });
});
