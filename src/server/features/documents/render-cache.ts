// Rendered SOW PDFs are kept: a version never changes, so its bytes are served again instead of rendered
// again (decision 0028). The key is a hash of the renderer and the document model (content-addressed: right
// whatever decides versions). Three layers: this instance's memory, the database every instance shares, and
// the renderer; two requests for the same document at once wait for one render.
import { createHash } from "node:crypto";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { SowDocument } from "../../../domain/sow/model";
import type { Db } from "../../db/client";
import { sowRenders } from "../../db/schema";
import type { SowPdfRenderer } from "./render-pool";

/** Renders kept in the database per project: the latest ones (a project's earlier versions render again). */
export const SOW_RENDERS_KEPT_PER_PROJECT = 3;
/** What one instance keeps in memory, in bytes. */
export const SOW_RENDERS_MEMORY_BYTES = 32 * 1024 * 1024;

export type SowPdfCache = {
  pdfOf(projectId: number, doc: SowDocument): Promise<Buffer>;
  /**
   * The PDF of an issued version known by its identity (`versionKey`, see keptSowVersion): served from this
   * instance's memory without building its document when it was rendered or loaded here before; otherwise
   * the document is built and found (or rendered) as pdfOf does.
   */
  pdfOfVersion(projectId: number, versionKey: string, document: () => Promise<SowDocument>): Promise<Buffer>;
};

/** Version identities remembered per instance (each names a render key: a few dozen bytes). */
const VERSION_KEYS_KEPT = 10_000;

export function renderKey(fingerprint: string, doc: SowDocument): string {
  return createHash("sha256").update(fingerprint).update("\n").update(JSON.stringify(doc)).digest("hex");
}

export function createSowPdfCache(options: {
  db: () => Db;
  renderer: SowPdfRenderer;
  /** Told when a rendered PDF could not be kept (the download is answered anyway). */
  onStoreError?: (error: unknown) => void;
  memoryBytes?: number;
  keptPerProject?: number;
}): SowPdfCache {
  const kept = options.keptPerProject ?? SOW_RENDERS_KEPT_PER_PROJECT;
  const memory = new LRUCache<string, Buffer>({
    maxSize: options.memoryBytes ?? SOW_RENDERS_MEMORY_BYTES,
    sizeCalculation: (pdf) => Math.max(1, pdf.byteLength),
  });
  const inFlight = new Map<string, Promise<Buffer>>();
  // an issued version's identity -> the render key of its document, so a repeated download skips the rebuild
  const renderKeyOfVersion = new LRUCache<string, string>({ max: VERSION_KEYS_KEPT });

  async function store(key: string, projectId: number, pdf: Buffer): Promise<void> {
    const db = options.db();
    await db.insert(sowRenders).values({ key, projectId, pdf, byteSize: pdf.byteLength }).onConflictDoNothing();
    const latest = db
      .select({ key: sowRenders.key })
      .from(sowRenders)
      .where(eq(sowRenders.projectId, projectId))
      .orderBy(desc(sowRenders.createdAt), desc(sowRenders.key))
      .limit(kept);
    await db.delete(sowRenders).where(and(eq(sowRenders.projectId, projectId), notInArray(sowRenders.key, latest)));
  }

  async function load(key: string, projectId: number, doc: SowDocument): Promise<Buffer> {
    const [row] = await options
      .db()
      .select({ pdf: sowRenders.pdf })
      .from(sowRenders)
      .where(eq(sowRenders.key, key))
      .limit(1);
    if (row) return row.pdf;
    const pdf = await options.renderer.render(doc);
    await store(key, projectId, pdf).catch((error: unknown) => options.onStoreError?.(error));
    return pdf;
  }

  async function pdfOf(projectId: number, doc: SowDocument, key = renderKey(options.renderer.fingerprint, doc)): Promise<Buffer> {
    const remembered = memory.get(key);
    if (remembered) return remembered;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key, projectId, doc)
        .then((pdf) => {
          memory.set(key, pdf);
          return pdf;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    pdfOf: (projectId, doc) => pdfOf(projectId, doc),
    async pdfOfVersion(projectId, versionKey, document) {
      const known = renderKeyOfVersion.get(versionKey);
      const remembered = known === undefined ? undefined : memory.get(known);
      if (remembered) return remembered;
      const doc = await document();
      const key = renderKey(options.renderer.fingerprint, doc);
      renderKeyOfVersion.set(versionKey, key);
      return pdfOf(projectId, doc, key);
    },
  };
}
