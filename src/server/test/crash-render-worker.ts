// A render thread for the pool's tests: it dies (exits the thread) on a document that names CRASH_MARKER,
// and renders every other one as the product's worker does.
import type { SowDocument } from "../../domain/sow/model";
import renderInWorker from "../documents/render-pdf-worker";

export const CRASH_MARKER = "Crash the renderer";

export default async function renderOrCrash(doc: SowDocument): Promise<Uint8Array> {
  if (JSON.stringify(doc).includes(CRASH_MARKER)) process.exit(1);
  return renderInWorker(doc);
}
