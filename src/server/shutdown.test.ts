import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { workedExample } from "./test/plans";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The server as `npm start` runs it, on a fresh data folder and a free port. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", CLIENT_DIR: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// starts the real server: seconds, not milliseconds
describe("stopping the server with SIGTERM", { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "okp-shutdown-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("answers new requests 503 with Retry-After while the one in flight finishes, then exits", async () => {
    const { child, port } = await startServer(dataDir);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

    // a request in flight: its headers are in, its body arrives slowly
    const body = JSON.stringify(workedExample());
    const slow = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => slow.once("connect", resolve));
    let answer = "";
    slow.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const answered = new Promise((resolve) => slow.once("end", resolve));
    slow.write(
      `POST /api/calculate-budget HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    slow.write(body.slice(0, 10));
    await sleep(300);

    child.kill("SIGTERM");
    await sleep(300);
    const late = await fetch(`http://127.0.0.1:${port}/api/version`);
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("5");
    expect(await late.json()).toEqual({ error: "The server is restarting. Please try again in a moment.", code: "unavailable" });

    slow.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"total":12691');
    expect(await exited).toBe(0);
  });
});
