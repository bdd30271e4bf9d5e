import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gazeboUPlan } from "../../../domain/testing/plans";
import type { SowDocument } from "../../../domain/sow/model";
import { sowRenders } from "../../db/schema";
import { renderSowPdf } from "../../documents/render-pdf";
import { sampleSowDocument } from "../../test/sample-sow";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn } from "../../test/accounts";
import { createSowPdfCache, SOW_RENDERS_KEPT_PER_PROJECT } from "./render-cache";
import type { SowPdfRenderer } from "./render-pool";

/** Renders in this process and counts the documents it was asked for. */
function countingRenderer(): SowPdfRenderer & { calls: SowDocument[] } {
  const calls: SowDocument[] = [];
  return {
    calls,
    fingerprint: "in-process",
    threads: 2,
    maxQueue: 8,
    async render(doc) {
      calls.push(doc);
      return renderSowPdf(doc);
    },
    async close() {},
  };
}

describe("kept SOW renders", () => {
  let t: TestApp;
  let renderer: ReturnType<typeof countingRenderer>;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    renderer = countingRenderer();
    t = await createTestApp({ sowPdfRenderer: renderer });
    const { user, password } = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, user.email, password);
    cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  async function project(name: string): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: { ...gazeboUPlan(), name }, cookies });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  const download = (id: number) => t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies });

  it("serves a second download of the same version without rendering it again, the same bytes", async () => {
    const id = await project("Served twice");
    const before = renderer.calls.length;
    const first = await download(id);
    const second = await download(id);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(renderer.calls.length - before).toBe(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["content-type"]).toBe("application/pdf");
  });

  it("renders once for two first downloads of the same version at the same moment", async () => {
    const id = await project("Asked twice at once");
    const before = renderer.calls.length;
    const [a, b] = await Promise.all([download(id), download(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(renderer.calls.length - before).toBe(1);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it("keeps the render in the database, where another instance serves it without rendering", async () => {
    const id = await project("Seen by every instance");
    const first = await download(id);
    const [row] = await t.database.db.select().from(sowRenders).where(eq(sowRenders.projectId, id));
    expect(row?.pdf.equals(first.rawPayload)).toBe(true);
    expect(row?.byteSize).toBe(first.rawPayload.byteLength);

    // a second server on the same database: its own memory is empty
    const other = countingRenderer();
    const cache = createSowPdfCache({ db: () => t.database.db, renderer: other });
    const doc = other.calls[0] ?? renderer.calls.at(-1);
    if (!doc) throw new Error("no document was rendered");
    const served = await cache.pdfOf(id, doc);
    expect(other.calls).toHaveLength(0);
    expect(served.equals(first.rawPayload)).toBe(true);
  });

  it("renders a new version anew and keeps only the latest renders of a project", async () => {
    const id = await project("Many versions");
    const counting = countingRenderer();
    const cache = createSowPdfCache({ db: () => t.database.db, renderer: counting });
    const versions = Array.from({ length: SOW_RENDERS_KEPT_PER_PROJECT + 2 }, (_, i) => ({ ...sampleSowDocument(), version: i + 1 }));
    for (const doc of versions) await cache.pdfOf(id, doc);
    expect(counting.calls).toHaveLength(versions.length);
    const kept = await t.database.db.select({ key: sowRenders.key }).from(sowRenders).where(eq(sowRenders.projectId, id));
    expect(kept).toHaveLength(SOW_RENDERS_KEPT_PER_PROJECT);
  });

  it("keys a render by the renderer too: another renderer does not serve the bytes of the old one", async () => {
    const id = await project("New renderer");
    const doc = sampleSowDocument();
    const old = countingRenderer();
    await createSowPdfCache({ db: () => t.database.db, renderer: old }).pdfOf(id, doc);
    const next = { ...countingRenderer(), fingerprint: "next" };
    await createSowPdfCache({ db: () => t.database.db, renderer: next }).pdfOf(id, doc);
    expect(old.calls).toHaveLength(1);
    expect(next.calls).toHaveLength(1);
  });
});
