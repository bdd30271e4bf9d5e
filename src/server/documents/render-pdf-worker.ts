// A worker thread of the SOW render pool (src/server/features/documents/render-pool.ts): it receives the
// document model (plain data) and answers the PDF's bytes, moved to the caller rather than copied.
import { move } from "piscina";
import type { SowDocument } from "../../domain/sow/model";
import { renderSowPdf } from "./render-pdf";

export default async function renderInWorker(doc: SowDocument): Promise<Uint8Array> {
  const pdf = await renderSowPdf(doc);
  // bytes that own their memory are handed over as they are; a slice of a shared buffer is copied first
  const bytes =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer, 0, pdf.byteLength) : new Uint8Array(pdf);
  return move(bytes) as Uint8Array;
}
