// The SOW's PDF is rendered in worker threads (piscina), so a burst of downloads never holds the event loop
// that answers every other request (decision 0028). The HTML form stays on the loop: it is cheap.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { SowDocument } from "../../../domain/sow/model";
import { AppError } from "../../errors";

/** Renders a document model to its PDF; `fingerprint` names the renderer, so a new one never serves old bytes. */
export type SowPdfRenderer = {
  render(doc: SowDocument): Promise<Buffer>;
  readonly fingerprint: string;
  /** How many renders run at once. */
  readonly threads: number;
  /** How many may wait for a thread; one more is refused with a 503. */
  readonly maxQueue: number;
  close(): Promise<void>;
};

/** What a full queue answers: the server is busy, not broken. */
export const RENDER_BUSY_MESSAGE = "Many documents are being prepared right now. Please try again in a few seconds.";

/** The worker's file name beside the bundle that loads this module (dist/server, the bench's bundle). */
export const RENDER_WORKER_NAME = "render-pdf-worker";

/** One thread fewer than the machine's cores, so the event loop keeps one; at least one. */
export function defaultRenderThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * Where the worker is: running from the TypeScript sources (vitest, `npm run dev` under tsx) the worker is
 * the .ts file and needs tsx's loader; in a bundle it is the sibling file the build wrote with the same
 * extension as the bundle.
 */
function workerLocation(): { filename: string; execArgv: string[]; fromSources: boolean } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    return {
      filename: fileURLToPath(new URL("../../documents/render-pdf-worker.ts", here)),
      execArgv: ["--import", "tsx"],
      fromSources: true,
    };
  }
  const extension = here.slice(here.lastIndexOf("."));
  return { filename: fileURLToPath(new URL(`./${RENDER_WORKER_NAME}${extension}`, here)), execArgv: [], fromSources: false };
}

/** The renderer's identity: the bundled worker's bytes (the whole renderer), or the renderer's sources. */
function fingerprintOf(worker: { filename: string; fromSources: boolean }): string {
  const hash = createHash("sha256");
  const files = worker.fromSources
    ? ["render-pdf-worker.ts", "render-pdf.ts", "render-shared.ts"].map((f) => path.join(path.dirname(worker.filename), f))
    : [worker.filename];
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

export type RenderPoolOptions = {
  /** Worker threads; default one fewer than the cores, at least one. */
  threads?: number;
  /** Renders that may wait for a thread; one more answers 503 with Retry-After. */
  maxQueue?: number;
  /** Another worker file (tests: one that crashes); its execArgv then follows its extension. */
  filename?: string;
};

/**
 * A pool of render threads, started on the first render. The threads run at a lower scheduling priority
 * (nice +10) than the event loop: where they share a core with it, the requests of everyone else come
 * first. A thread that dies fails its one render (a 500 without details) and piscina starts another.
 */
export function createRenderPool(options: RenderPoolOptions = {}): SowPdfRenderer {
  const located = workerLocation();
  const filename = options.filename ?? located.filename;
  const execArgv = filename.endsWith(".ts") ? ["--import", "tsx"] : located.execArgv;
  const threads = options.threads ?? defaultRenderThreads();
  const maxQueue = options.maxQueue ?? threads * 8;
  let pool: Piscina | undefined;
  let fingerprint: string | undefined;

  const poolOf = () => {
    pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: threads,
      maxThreads: threads,
      maxQueue,
      // a thread renders one document at a time: two at once would only take turns on the same core
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    return pool;
  };

  return {
    threads,
    maxQueue,
    get fingerprint() {
      fingerprint ??= fingerprintOf(located);
      return fingerprint;
    },
    async render(doc) {
      const p = poolOf();
      if (p.queueSize >= maxQueue) throw new AppError("unavailable", RENDER_BUSY_MESSAGE);
      let bytes: Uint8Array;
      try {
        bytes = (await p.run(doc)) as Uint8Array;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new AppError("unavailable", RENDER_BUSY_MESSAGE);
        }
        throw new Error("The PDF renderer failed", { cause: error });
      }
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}
