import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import { gazeboUPlan } from "../../../domain/testing/plans";
import { renderSowPdf } from "../../documents/render-pdf";
import { sampleSowDocument } from "../../test/sample-sow";
import { AppError } from "../../errors";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn } from "../../test/accounts";
import { createRenderPool, RENDER_BUSY_MESSAGE, type SowPdfRenderer } from "./render-pool";
import { CRASH_MARKER } from "../../test/crash-render-worker";

const CRASH_WORKER = fileURLToPath(new URL("../../test/crash-render-worker.ts", import.meta.url));

describe("the PDF render pool", () => {
  it("renders in a worker thread the very bytes this process renders for the same document", async () => {
    const pool = createRenderPool({ threads: 1 });
    try {
      const doc = sampleSowDocument();
      const [fromPool, here] = await Promise.all([pool.render(doc), renderSowPdf(doc)]);
      expect(fromPool.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(fromPool.equals(here)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it("leaves the event loop free while a PDF renders: a timer set after the render started fires before it ends", async () => {
    const pool = createRenderPool({ threads: 1 });
    try {
      const doc = sampleSowDocument({ longTableRows: 64 });
      await pool.render(doc); // the thread is up and its fonts are loaded
      const events: string[] = [];
      const rendered = pool.render(doc).then(() => events.push("rendered"));
      setTimeout(() => events.push("timer"), 0);
      await rendered;
      expect(events).toEqual(["timer", "rendered"]);
    } finally {
      await pool.close();
    }
  });

  it("refuses a render beyond its queue with a 503 error instead of letting it wait", async () => {
    const pool = createRenderPool({ threads: 1, maxQueue: 1 });
    try {
      const doc = sampleSowDocument();
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => pool.render(doc)));
      const refused = results.filter((r) => r.status === "rejected");
      expect(results.some((r) => r.status === "fulfilled")).toBe(true);
      expect(refused.length).toBeGreaterThanOrEqual(3);
      for (const r of refused) {
        const error = (r as PromiseRejectedResult).reason;
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).statusCode).toBe(503);
        expect((error as AppError).message).toBe(RENDER_BUSY_MESSAGE);
      }
    } finally {
      await pool.close();
    }
  });
});

describe("the PDF route on the render pool", () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ sowPdfRenderer: createRenderPool({ threads: 1, maxQueue: 1, filename: CRASH_WORKER }) });
    const { user, password } = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, user.email, password);
    cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  async function project(name: string, plan = gazeboUPlan()): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: { ...plan, name }, cookies });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  const download = (id: number) => t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies });

  it("answers a render thread's crash with a 500 that shows no details, and the next download works", async () => {
    const crashing = await project(`${CRASH_MARKER} please`);
    const crashed = await download(crashing);
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({ error: "Something went wrong on our side. Please try again.", code: "internal" });
    expect(crashed.payload).not.toMatch(/at .*\.ts|exited|worker/i);

    const next = await download(await project("Back yard"));
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers 503 with Retry-After for downloads beyond the render queue, and renders the others", async () => {
    const ids = await Promise.all(["One", "Two", "Three", "Four", "Five"].map((name) => project(`Yard ${name}`, createDefaultPlannerData())));
    const answers = await Promise.all(ids.map(download));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((a) => a.statusCode === 200).length).toBe(ids.length);
    for (const a of busy) {
      expect(a.headers["retry-after"]).toBe("5");
      expect(a.json()).toEqual({ error: RENDER_BUSY_MESSAGE, code: "unavailable" });
    }
  });
});

describe("PDF downloads at once", () => {
  it("are admitted one per render thread at a time, the others waiting their turn", async () => {
    let running = 0;
    let most = 0;
    const renderer: SowPdfRenderer = {
      fingerprint: "slow",
      threads: 1,
      maxQueue: 8,
      async render(doc) {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return Buffer.from(`%PDF- ${doc.documentId}`);
      },
      async close() {},
    };
    const t = await createTestApp({ sowPdfRenderer: renderer });
    try {
      const { user, password } = await createUser(t.database.db, { isAdmin: true });
      const login = await logIn(t.app, user.email, password);
      const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
      const ids: number[] = [];
      for (const name of ["A", "B", "C", "D"]) {
        const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: { ...createDefaultPlannerData(), name }, cookies });
        ids.push(res.json().id);
      }
      const answers = await Promise.all(
        ids.map((id) => t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(most).toBe(1);
    } finally {
      await t.close();
    }
  });
});
