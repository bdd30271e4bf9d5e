import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { PROJECT_MESSAGES } from "../../../domain/projects/messages";
import { eq } from "drizzle-orm";
import { orders, projects, sowDownloads } from "../../db/schema";
import { pergolaPlan, workedExample } from "../../test/plans";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";

describe("projects", () => {
  let t: TestApp;
  let alice: { [SESSION_COOKIE]: string };
  let bob: { [SESSION_COOKIE]: string };
  let aliceId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app);
    alice = { [SESSION_COOKIE]: a.token };
    aliceId = a.user.id;
    bob = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(cookies: Record<string, string>, payload: unknown = workedExample()) {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: payload as object, cookies });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it("saves a plan with the server's own budget, never the figures the client sent", async () => {
    const plan = workedExample();
    const project = await create(alice, { ...plan, budget: { total: 1, subtotal: 1 }, projectId: 999 });
    expect(project.total).toBe(12691);
    expect(project.budget.total).toBe(12691);
    expect(project.budget.breakdown).toEqual(calculateBudget(plan).breakdown);
    expect(project.budget.explanations.materials).toContain("64 sq ft x $25 stucco");
    expect(project.name).toBe("Rectangular Kitchen");
    expect(project.shape).toBe("rectangular");
    expect(project.paidTier).toBeNull();
    // the plan comes back ready to reopen: its own id and the server's budget
    expect(project.plan.projectId).toBe(project.id);
    expect(project.plan.budget.total).toBe(12691);
    expect(project.plan.materials).toEqual(plan.materials);

    const again = await t.app.inject({ method: "GET", url: `/api/projects/${project.id}`, cookies: alice });
    expect(again.statusCode).toBe(200);
    expect(again.json().total).toBe(12691);
    expect(again.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a visitor on every project route with 401, before looking at the body", async () => {
    const calls = [
      { method: "POST", url: "/api/projects", payload: { shape: 42 } },
      { method: "GET", url: "/api/projects" },
      { method: "GET", url: "/api/projects/1" },
      { method: "PUT", url: "/api/projects/1", payload: workedExample() },
      { method: "PATCH", url: "/api/projects/1", payload: { name: "x" } },
      { method: "POST", url: "/api/projects/1/duplicate" },
      { method: "DELETE", url: "/api/projects/1" },
      { method: "GET", url: "/api/user/latest-project" },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, payload: "payload" in call ? call.payload : undefined });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().code).toBe("unauthorized");
    }
  });

  it("answers another user's project with 404 on every route, exactly like one that does not exist", async () => {
    const project = await create(alice);
    const calls = [
      { method: "GET", url: `/api/projects/${project.id}` },
      { method: "PUT", url: `/api/projects/${project.id}`, payload: pergolaPlan() },
      { method: "PATCH", url: `/api/projects/${project.id}`, payload: { name: "Mine now" } },
      { method: "POST", url: `/api/projects/${project.id}/duplicate` },
      { method: "DELETE", url: `/api/projects/${project.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, payload: "payload" in call ? call.payload : undefined, cookies: bob });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual({ error: PROJECT_MESSAGES.notFound, code: "not_found" });
      const missing = await t.app.inject({
        ...call,
        url: call.url.replace(String(project.id), "2147483647"),
        payload: "payload" in call ? call.payload : undefined,
        cookies: alice,
      });
      expect(missing.json()).toEqual(res.json());
    }
    const bobsList = await t.app.inject({ method: "GET", url: "/api/projects", cookies: bob });
    expect(bobsList.json().projects.map((p: { id: number }) => p.id)).not.toContain(project.id);
    // nothing Bob sent changed Alice's project
    const mine = await t.app.inject({ method: "GET", url: `/api/projects/${project.id}`, cookies: alice });
    expect(mine.json().name).toBe("Rectangular Kitchen");
    expect(mine.json().total).toBe(12691);
  });

  it("updates a project in place: the plan, the server's new total, and it becomes the latest", async () => {
    const first = await create(alice);
    const second = await create(alice);
    const res = await t.app.inject({ method: "PUT", url: `/api/projects/${first.id}`, payload: pergolaPlan(), cookies: alice });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.id).toBe(first.id);
    expect(updated.total).toBe(calculateBudget(pergolaPlan()).total);
    expect(updated.total).not.toBe(12691);
    expect(updated.shape).toBe("l-shaped");
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(second.updatedAt));

    const latest = await t.app.inject({ method: "GET", url: "/api/user/latest-project", cookies: alice });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ id: first.id, shape: "l-shaped", budget: updated.total, paidTier: null });
    expect(latest.json().plan.projectId).toBe(first.id);
    expect(latest.json().plan.pergola.enabled).toBe(true);

    const list = (await t.app.inject({ method: "GET", url: "/api/projects", cookies: alice })).json().projects;
    expect(list[0].id).toBe(first.id);
    expect(list[1].id).toBe(second.id);
  });

  it("answers null as the latest project of a user who has none", async () => {
    const carol = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
    const res = await t.app.inject({ method: "GET", url: "/api/user/latest-project", cookies: carol });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/projects", cookies: carol })).json()).toEqual({ projects: [] });
  });

  it("renames, refusing an empty or overlong name with the field and the reason", async () => {
    const project = await create(alice);
    const empty = await t.app.inject({ method: "PATCH", url: `/api/projects/${project.id}`, payload: { name: "   " }, cookies: alice });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: "name", message: "Give the project a name" }]);
    const long = await t.app.inject({ method: "PATCH", url: `/api/projects/${project.id}`, payload: { name: "x".repeat(101) }, cookies: alice });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].path).toBe("name");

    const res = await t.app.inject({ method: "PATCH", url: `/api/projects/${project.id}`, payload: { name: "  Backyard <island>  " }, cookies: alice });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("Backyard <island>");
    expect((await t.app.inject({ method: "GET", url: `/api/projects/${project.id}`, cookies: alice })).json().name).toBe(
      "Backyard <island>",
    );
  });

  it("duplicates into a new unpaid project with the same plan and total", async () => {
    const project = await create(alice, pergolaPlan());
    const res = await t.app.inject({ method: "POST", url: `/api/projects/${project.id}/duplicate`, cookies: alice });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(project.id);
    expect(copy.name).toBe(`Copy of ${project.name}`);
    expect(copy.total).toBe(project.total);
    expect(copy.plan.projectId).toBe(copy.id);
    expect(copy.plan.pergola).toEqual(project.plan.pergola);
  });

  it("deletes an unpaid project, and keeps one with a paid order", async () => {
    const doomed = await create(alice);
    const res = await t.app.inject({ method: "DELETE", url: `/api/projects/${doomed.id}`, cookies: alice });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/api/projects/${doomed.id}`, cookies: alice })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: "GET", url: "/api/projects", cookies: alice })).json().projects;
    expect(list.map((p: { id: number }) => p.id)).not.toContain(doomed.id);

    const paid = await create(alice);
    await t.database.db.insert(orders).values({
      userId: aliceId,
      projectId: paid.id,
      serviceTier: "silver",
      amountCents: 14900,
      currency: "usd",
      provider: "local",
      status: "paid",
      paidAt: new Date(),
    });
    const refused = await t.app.inject({ method: "DELETE", url: `/api/projects/${paid.id}`, cookies: alice });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.paidCannotBeDeleted);
    const kept = await t.app.inject({ method: "GET", url: `/api/projects/${paid.id}`, cookies: alice });
    expect(kept.json().paidTier).toBe("silver");
  });

  it("removes a deleted project's plan from the database, with its unpaid orders and downloads", async () => {
    const doomed = await create(alice);
    await t.database.db.insert(orders).values({
      userId: aliceId,
      projectId: doomed.id,
      serviceTier: "bronze",
      amountCents: 4900,
      currency: "usd",
      provider: "local",
      status: "cancelled",
    });
    await t.database.db.insert(sowDownloads).values({ userId: aliceId, projectId: doomed.id, documentType: "pdf" });
    const res = await t.app.inject({ method: "DELETE", url: `/api/projects/${doomed.id}`, cookies: alice });
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(projects).where(eq(projects.id, doomed.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.projectId, doomed.id))).toEqual([]);
    expect(await db.select().from(sowDownloads).where(eq(sowDownloads.projectId, doomed.id))).toEqual([]);
  });

  it("refuses ids that are not whole numbers and plans that are not plans, naming the field", async () => {
    const badId = await t.app.inject({ method: "GET", url: "/api/projects/abc", cookies: alice });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues[0].path).toBe("id");
    const badPlan = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      payload: { ...workedExample(), dimensions: { length: 5000, width: 32, height: 36 } },
      cookies: alice,
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().issues[0].path).toBe("dimensions.length");
  });
});
