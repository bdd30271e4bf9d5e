import type { FastifyReply } from "fastify";
import pLimit from "p-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { type SowDocumentType, sowFileName } from "../../../domain/sow/documents";
import { sowContract as c } from "../../../domain/sow/sow.contract";
import { routeUrl } from "../../contracts";
import { renderSowHtml } from "../../documents/render-html";
import { AppError } from "../../errors";
import { requireUser } from "../auth/guards";
import type { KeptGrants } from "./kept-grants";
import { createSowPdfCache } from "./render-cache";
import { createRenderPool, RENDER_BUSY_MESSAGE, type SowPdfRenderer } from "./render-pool";
import { documentProject, recordDownload, sowDocument, keptSowVersion, sowVersionsOf } from "./service";

const CONTENT_TYPES: Record<SowDocumentType, string> = {
  pdf: "application/pdf",
  html: "text/html; charset=utf-8",
};

function sendFile(reply: FastifyReply, projectId: number, type: SowDocumentType, body: Buffer | string) {
  return reply
    .header("Content-Type", CONTENT_TYPES[type])
    .header("Content-Disposition", `attachment; filename="${sowFileName(projectId, type)}"`)
    .send(body);
}

/**
 * The Statement of Work of a project, as PDF (generate-sow) and as a standalone HTML file
 * (generate-sow-word, the product's name), and the record of each download. The owner of a project with a
 * paid order and administrators only: a visitor 401, another user 404, the owner before paying 403, the
 * owner of a design beyond what the paid orders cover 403 revision_required (decision 0024).
 */
export const documentRoutes: FastifyPluginAsyncZod<{ renderer?: SowPdfRenderer; grants?: KeptGrants }> = async (
  app,
  options,
) => {
  app.addHook("onRequest", requireUser);
  // the PDF is rendered off the event loop and kept (decision 0028); the HTML is cheap and rendered here
  const renderer = options.renderer ?? createRenderPool();
  app.addHook("onClose", () => renderer.close());
  // A PDF download as a whole (its queries, its document, its render) is admitted one per render thread at a
  // time, the others wait in a bounded line: a burst of downloads takes at most that share of the event loop,
  // however many clients send it, and the line's end answers 503 with Retry-After.
  const admit = pLimit(renderer.threads);
  const downloading = new Map<string, Promise<Buffer>>();
  const pdfs = createSowPdfCache({
    db: () => app.database.db,
    renderer,
    onStoreError: (error) => app.log.warn({ err: error }, "a rendered Statement of Work could not be kept"),
  });
  const userOf = (request: { user: AuthUser | null }) => {
    if (!request.user) throw new AppError("unauthorized", "Please log in to continue.");
    return request.user;
  };

  // `?version=N` downloads an earlier paid version exactly as issued; without it, the current design's
  app.post(routeUrl(c.pdf), { schema: { params: c.pdf.params, querystring: c.pdf.querystring } }, async (request, reply) => {
    const user = userOf(request);
    const id = request.params.id;
    const { version } = request.query;
    // the same account asking for the same version while its download is being prepared gets that download
    const key = `${user.id}:${id}:${version ?? "current"}`;
    let pdf = downloading.get(key);
    if (!pdf) {
      if (admit.pendingCount >= renderer.maxQueue) throw new AppError("unavailable", RENDER_BUSY_MESSAGE);
      // a version already issued and rendered is served from what was kept, without building its document
      pdf = admit(async () => {
        const mark = options.grants?.mark() ?? 0;
        const kept = options.grants?.get(key) ?? (await keptSowVersion(app.database.db, user, id, { version }));
        if (kept) {
          options.grants?.set(key, kept, mark);
          return pdfs.pdfOfVersion(id, kept.versionKey, kept.document);
        }
        return pdfs.pdfOf(id, await sowDocument(app.database.db, user, id, { version }));
      }).finally(() => downloading.delete(key));
      downloading.set(key, pdf);
    }
    return sendFile(reply, id, "pdf", await pdf);
  });

  app.post(routeUrl(c.html), { schema: { params: c.html.params, querystring: c.html.querystring } }, async (request, reply) => {
    const doc = await sowDocument(app.database.db, userOf(request), request.params.id, { version: request.query.version });
    return sendFile(reply, request.params.id, "html", renderSowHtml(doc));
  });

  app.get(
    routeUrl(c.versions),
    { schema: { params: c.versions.params, response: c.versions.response } },
    async (request) => sowVersionsOf(app.database.db, userOf(request), request.params.id),
  );

  app.post(
    routeUrl(c.trackDownload),
    { schema: { params: c.trackDownload.params, body: c.trackDownload.body } },
    async (request, reply) => {
      const user = userOf(request);
      // only a download the user may make is recorded, so the dashboard counts real documents
      await documentProject(app.database.db, user, request.params.id);
      await recordDownload(app.database.db, {
        userId: user.id,
        projectId: request.params.id,
        documentType: request.body.documentType,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );
};
