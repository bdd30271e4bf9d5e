import { describe, expect, it, vi } from "vitest";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import { createUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn } from "../../test/accounts";
import type { SowPdfRenderer } from "./render-pool";
import { sowDocument } from "./service";

vi.mock("./service", async (importOriginal) => {
  const original = await importOriginal<typeof import("./service")>();
  return { ...original, sowDocument: vi.fn(original.sowDocument) };
});

describe("PDF downloads in flight", () => {
  it("of one account and one project are prepared once and answered together", async () => {
    const renderer: SowPdfRenderer = {
      fingerprint: "slow",
      threads: 1,
      maxQueue: 8,
      async render(doc) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Buffer.from(`%PDF- ${doc.documentId}`);
      },
      async close() {},
    };
    const t = await createTestApp({ sowPdfRenderer: renderer });
    try {
      const { user, password } = await createUser(t.database.db, { isAdmin: true });
      const login = await logIn(t.app, user.email, password);
      const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
      const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: createDefaultPlannerData(), cookies });
      const id = res.json().id as number;
      vi.mocked(sowDocument).mockClear();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.payload)).size).toBe(1);
      expect(vi.mocked(sowDocument)).toHaveBeenCalledTimes(1);
      // once answered, the next download is prepared anew (a change since then would show)
      expect((await t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow`, cookies })).statusCode).toBe(200);
      expect(vi.mocked(sowDocument)).toHaveBeenCalledTimes(2);
    } finally {
      await t.close();
    }
  });
});
