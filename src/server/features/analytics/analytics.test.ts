import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_RETENTION_MONTHS } from "../../../domain/analytics/event-names";
import { toIsoDate } from "../../../domain/common/format";
import { analyticsEvents } from "../../db/schema";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn } from "../../test/accounts";
import { deleteExpiredEvents } from "./service";

function monthsAgo(months: number): Date {
  const at = new Date();
  at.setMonth(at.getMonth() - months);
  return at;
}

describe("analytics events", () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, a.user.email, a.password);
    admin = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (events: unknown[]) =>
    t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { visitId: "visit-checked1", events } });

  const funnelOf = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/funnel?${query}`, cookies: admin });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json().stages as Array<{ id: string; count: number }>).map((s) => [s.id, s.count]));
  };

  it("checks each event's parameters by its name and answers 400 naming the field", async () => {
    const cases: Array<{ event: object; path: string }> = [
      { event: { name: "step_completed", params: { step: "abc" } }, path: "events.0.params.step" },
      { event: { name: "step_completed", params: { step: 1.5 } }, path: "events.0.params.step" },
      { event: { name: "step_completed", params: { step: 99 } }, path: "events.0.params.step" },
      { event: { name: "step_completed", params: {} }, path: "events.0.params.step" },
      { event: { name: "page_view", params: { path: 7 } }, path: "events.0.params.path" },
      { event: { name: "page_view", params: { path: "/planner", email: "a@b.c" } }, path: "events.0.params" },
      { event: { name: "pdf_downloaded", params: { value: 2, currency: "USD", projectId: "x" } }, path: "events.0.params.projectId" },
      { event: { name: "payment_completed", params: { value: 2, serviceTier: "platinum" } }, path: "events.0.params.serviceTier" },
    ];
    for (const { event, path } of cases) {
      const res = await post([event]);
      expect(res.statusCode, JSON.stringify(event)).toBe(400);
      expect(res.json().issues[0].path, JSON.stringify(event)).toBe(path);
    }
    const good = await post([
      { name: "page_view", params: { path: "/planner" } },
      { name: "step_completed", params: { step: 3, stepId: "dimensions" } },
      { name: "sign_up", params: { method: "email" } },
      { name: "contact_submitted" },
      { name: "generate_lead", params: { value: 12000, currency: "USD" } },
      { name: "html_downloaded", params: { value: 0, currency: "USD", projectId: 4 } },
      { name: "payment_completed", params: { value: 250, currency: "USD", serviceTier: "silver" } },
    ]);
    expect(good.statusCode).toBe(204);
  });

  it("answers the funnel whatever rows were stored before the events were checked", async () => {
    const today = toIsoDate(new Date());
    await t.database.db.insert(analyticsEvents).values([
      { name: "step_completed", params: { step: "abc", visitId: "visit-bad00001" } },
      { name: "step_completed", params: { step: 1.5, visitId: "visit-bad00002" } },
      { name: "step_completed", params: { step: "99999999999999", visitId: "visit-bad00003" } },
      // a value no event of the client ever had
      { name: "step_completed", params: { step: { deep: true } as unknown as string, visitId: "visit-bad00004" } },
      { name: "step_completed", params: { step: 2, visitId: "visit-bad00005" } },
    ]);
    const stages = await funnelOf(`from=${today}&to=${today}`);
    expect(stages["step-3"]).toBeGreaterThanOrEqual(1);
  });

  it("counts only the range's page views in the planner's first step", async () => {
    const old = new Date("2020-03-10T12:00:00Z");
    await t.database.db.insert(analyticsEvents).values([
      { name: "page_view", params: { path: "/planner", visitId: "visit-old00001" }, createdAt: old },
      { name: "page_view", params: { path: "/planner", visitId: "visit-old00002" }, createdAt: old },
      { name: "step_completed", params: { step: 1, visitId: "visit-old00003" }, createdAt: old },
      { name: "page_view", params: { path: "/planner", visitId: "visit-in000001" }, createdAt: new Date("2020-06-15T12:00:00Z") },
    ]);
    const stages = await funnelOf("from=2020-06-01&to=2020-06-30");
    expect(stages["step-1"]).toBe(1);
    expect((await funnelOf("from=2020-03-01&to=2020-03-31"))["step-1"]).toBe(3);
  });

  it(`deletes the events older than ${ANALYTICS_RETENTION_MONTHS} months and keeps the rest`, async () => {
    const [expired] = await t.database.db
      .insert(analyticsEvents)
      .values({ name: "page_view", params: { path: "/" }, createdAt: monthsAgo(ANALYTICS_RETENTION_MONTHS + 1) })
      .returning();
    const [kept] = await t.database.db
      .insert(analyticsEvents)
      .values({ name: "page_view", params: { path: "/" }, createdAt: monthsAgo(ANALYTICS_RETENTION_MONTHS - 1) })
      .returning();
    expect(await deleteExpiredEvents(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = async (id: number | undefined) =>
      (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id ?? 0))).length;
    expect(await left(expired?.id)).toBe(0);
    expect(await left(kept?.id)).toBe(1);
  });
});

describe("the analytics retention at start-up", () => {
  it("deletes the expired events before the server takes requests", async () => {
    const database = await createTestDatabase();
    await database.db
      .insert(analyticsEvents)
      .values({ name: "page_view", params: { path: "/" }, createdAt: monthsAgo(ANALYTICS_RETENTION_MONTHS + 2) });
    const t = await createTestApp({ database });
    try {
      expect(await database.db.select().from(analyticsEvents)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
