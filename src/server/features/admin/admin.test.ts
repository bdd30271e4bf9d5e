import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BREAKDOWN_KEYS } from "../../../domain/budget/breakdown-keys";
import { BREAKDOWN_LABELS, calculateBudget } from "../../../domain/budget/budget";
import { toIsoDate } from "../../../domain/common/format";
import { projects, sowDownloads } from "../../db/schema";
import { workedExample } from "../../test/plans";
import { createApplianceItem } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createUser } from "../../test/factories";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn, signUpThroughApi } from "../../test/accounts";
import { neutraliseCell } from "./csv";

type Cookies = { [SESSION_COOKIE]: string };

/** A local calendar day, `offset` days from today, as YYYY-MM-DD and as its local midnight. */
function day(offset: number): { iso: string; midnight: Date } {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  midnight.setDate(midnight.getDate() + offset);
  return { iso: toIsoDate(midnight), midnight };
}

describe("the administrator's API", () => {
  let t: TestApp;
  let admin: Cookies;
  let user: Cookies & { id: number };
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, a.user.email, a.password);
    admin = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
    // an owner whose name and e-mail a spreadsheet would run as formulas
    const u = await signUpThroughApi(t.app, { firstName: "=HYPERLINK(\"http://x\")", lastName: "+Smith" });
    user = { [SESSION_COOKIE]: u.token, id: u.user.id };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      payload: { ...workedExample(), name: "=SUM(A1:A9), \"the\" island" },
      cookies: { [SESSION_COOKIE]: u.token },
    });
    projectId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const cookiesOf = (who: Cookies) => ({ [SESSION_COOKIE]: who[SESSION_COOKIE] });

  async function download(at: Date, documentType: "pdf" | "html", ipAddress: string | null = "198.51.100.7") {
    await t.database.db.insert(sowDownloads).values({ userId: user.id, projectId, documentType, ipAddress, createdAt: at });
  }

  it("answers a visitor 401 and a user who is not an administrator 403 on every route, an administrator 200", async () => {
    const calls = [
      { method: "GET", url: "/api/admin/download-stats" },
      { method: "GET", url: "/api/admin/all-downloads" },
      { method: "GET", url: "/api/admin/bot-stats" },
      { method: "GET", url: "/api/admin/export-downloads" },
      { method: "GET", url: "/api/admin/funnel" },
      { method: "POST", url: `/api/projects/${projectId}/download-excel` },
      { method: "PUT", url: "/api/admin/pricing/bronze", payload: { price: 49, originalPrice: 99 } },
    ] as const;
    for (const call of calls) {
      const payload = "payload" in call ? call.payload : undefined;
      expect((await t.app.inject({ ...call, payload })).statusCode, `${call.url} visitor`).toBe(401);
      expect((await t.app.inject({ ...call, payload, cookies: cookiesOf(user) })).statusCode, `${call.url} user`).toBe(403);
      expect((await t.app.inject({ ...call, payload, cookies: cookiesOf(admin) })).statusCode, `${call.url} admin`).toBe(200);
    }
  });

  it("counts downloads by type and project, newest first, within whole days of the server's time zone", async () => {
    const yesterday = day(-1);
    const today = day(0);
    // the last second of yesterday and the first of today: each belongs to its own day
    await download(new Date(today.midnight.getTime() - 1000), "pdf");
    await download(today.midnight, "html", null);
    await download(new Date(today.midnight.getTime() + 3_600_000), "pdf");

    const onlyYesterday = await t.app.inject({
      method: "GET",
      url: `/api/admin/download-stats?from=${yesterday.iso}&to=${yesterday.iso}`,
      cookies: cookiesOf(admin),
    });
    expect(onlyYesterday.statusCode).toBe(200);
    expect(onlyYesterday.json()).toMatchObject({ totalDownloads: 1, pdfDownloads: 1, htmlDownloads: 0 });
    expect(onlyYesterday.json().byDay).toEqual([{ day: yesterday.iso, pdf: 1, html: 0 }]);

    const onlyToday = await t.app.inject({ method: "GET", url: `/api/admin/download-stats?from=${today.iso}&to=${today.iso}`, cookies: cookiesOf(admin) });
    const stats = onlyToday.json();
    expect(stats).toMatchObject({ totalDownloads: 2, pdfDownloads: 1, htmlDownloads: 1 });
    expect(stats.byProject[String(projectId)]).toMatchObject({ pdf: 1, html: 1, total: 2, shape: "rectangular" });
    expect(stats.recentDownloads.map((d: { documentType: string }) => d.documentType)).toEqual(["pdf", "html"]);
    expect(stats.recentDownloads[1].ipAddress).toBeNull();
    expect(stats.recentDownloads[0].userEmail).toMatch(/@example\.com$/);

    const all = await t.app.inject({ method: "GET", url: "/api/admin/download-stats", cookies: cookiesOf(admin) });
    expect(all.json().totalDownloads).toBe(3);
    const paged = await t.app.inject({ method: "GET", url: "/api/admin/all-downloads?pageSize=2&page=2", cookies: cookiesOf(admin) });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.json().downloads).toHaveLength(1);
  });

  it("keeps at most 20 recent downloads", async () => {
    const at = day(-30).midnight;
    for (let i = 0; i < 25; i++) await download(new Date(at.getTime() + i * 1000), "pdf");
    const stats = await t.app.inject({ method: "GET", url: `/api/admin/download-stats?from=${day(-30).iso}&to=${day(-30).iso}`, cookies: cookiesOf(admin) });
    expect(stats.json().totalDownloads).toBe(25);
    expect(stats.json().recentDownloads).toHaveLength(20);
  });

  it("refuses a range whose end comes before its start, and dates that are not days, naming the field", async () => {
    const backwards = await t.app.inject({
      method: "GET",
      url: `/api/admin/download-stats?from=${day(0).iso}&to=${day(-1).iso}`,
      cookies: cookiesOf(admin),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([{ path: "to", message: "The end date cannot be before the start date" }]);
    const notADay = await t.app.inject({ method: "GET", url: "/api/admin/export-downloads?from=yesterday", cookies: cookiesOf(admin) });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().issues[0].path).toBe("from");
  });

  const DATE_RANGE_ROUTES = ["/api/admin/download-stats", "/api/admin/all-downloads", "/api/admin/export-downloads", "/api/admin/funnel"];

  it("answers the last day a range may name on all four date-range routes, with nothing in it", async () => {
    for (const route of DATE_RANGE_ROUTES) {
      const res = await t.app.inject({ method: "GET", url: `${route}?from=9999-12-31&to=9999-12-31`, cookies: cookiesOf(admin) });
      expect(res.statusCode, route).toBe(200);
    }
    const stats = await t.app.inject({ method: "GET", url: "/api/admin/download-stats?from=9999-12-31&to=9999-12-31", cookies: cookiesOf(admin) });
    expect(stats.json().totalDownloads).toBe(0);
  });

  it("refuses days out of range and impossible days on all four date-range routes with a 400 naming the field", async () => {
    const cases = [
      { query: "from=1899-12-31", path: "from", message: "Use a date from 1900-01-01 to 9999-12-31" },
      { query: "to=10000-01-01", path: "to", message: "Use a date written YYYY-MM-DD" },
      { query: "from=2026-02-30", path: "from", message: "Use a date written YYYY-MM-DD" },
      { query: "to=2025-02-29", path: "to", message: "Use a date written YYYY-MM-DD" },
    ];
    for (const route of DATE_RANGE_ROUTES) {
      for (const { query, path, message } of cases) {
        const res = await t.app.inject({ method: "GET", url: `${route}?${query}`, cookies: cookiesOf(admin) });
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        expect(res.json().issues, `${route}?${query}`).toEqual([{ path, message }]);
      }
    }
  });

  it("exports the downloads as RFC 4180 CSV named by the day, with formula cells neutralised", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/export-downloads?from=${day(0).iso}`, cookies: cookiesOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="downloads-${day(0).iso}.csv"`);
    expect(res.payload).toContain("\r\n");
    const rows = parse(res.payload) as string[][];
    expect(rows[0]).toEqual(["Download ID", "Time", "User", "Name", "Project", "Project name", "Type", "IP address"]);
    expect(rows).toHaveLength(3);
    const [first] = rows.slice(1);
    // the owner's name and the project name start with "=": a spreadsheet shows them as text
    expect(first?.[3]).toBe("'=HYPERLINK(\"http://x\") +Smith");
    expect(first?.[5]).toBe("'=SUM(A1:A9), \"the\" island");
    expect(rows.map((r) => r[7])).toContain("Unknown");
    // the quoting is RFC 4180's: the comma and the quotes stay inside one cell
    expect(res.payload).toContain('"\'=SUM(A1:A9), ""the"" island"');
  });

  it("exports a project's budget as CSV: one line a row with its amount and explanation, then the totals", async () => {
    const res = await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/download-excel`, cookies: cookiesOf(admin) });
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="project-${projectId}-budget.csv"`);
    const rows = parse(res.payload) as string[][];
    const budget = calculateBudget(workedExample());
    expect(rows[0]).toEqual(["Project", `#${projectId}`, "'=SUM(A1:A9), \"the\" island"]);
    expect(rows[1]).toEqual(["Line", "Amount (USD)", "How it was worked out"]);
    const lines = BREAKDOWN_KEYS.filter((k) => k !== "contractorMarkup");
    for (const [i, key] of lines.entries()) {
      expect(rows[2 + i]).toEqual([BREAKDOWN_LABELS[key], String(budget.breakdown[key]), budget.explanations[key]]);
    }
    expect(rows.slice(-3)).toEqual([
      ["Subtotal", String(budget.subtotal), "Sum of the lines above"],
      ["Contractor markup", String(budget.breakdown.contractorMarkup), budget.explanations.contractorMarkup],
      ["Total", String(budget.total), "Subtotal plus the contractor markup"],
    ]);
    const missing = await t.app.inject({ method: "POST", url: "/api/projects/2147483647/download-excel", cookies: cookiesOf(admin) });
    expect(missing.statusCode).toBe(404);
  });

  it("puts the utility runs line after Utilities in a project's budget CSV when the owner answered the site questions", async () => {
    const plan: PlannerData = {
      ...workedExample(),
      appliances: [{ ...createApplianceItem("grill"), btuPerHour: 120_000 }, createApplianceItem("sink")],
      site: { fuel: "natural-gas", gasRunFt: 45, electricalRunFt: 40, waterRunFt: 30, drain: "sewer", trenchSurface: "soil" },
    };
    const saved = await t.app.inject({ method: "POST", url: "/api/projects", payload: { ...plan, name: "Runs" }, cookies: cookiesOf(user) });
    const id = saved.json().id as number;
    const rows = parse((await t.app.inject({ method: "POST", url: `/api/projects/${id}/download-excel`, cookies: cookiesOf(admin) })).payload) as string[][];
    const budget = calculateBudget(plan);
    const labels = rows.map((r) => r[0]);
    expect(labels.indexOf("Utility runs from the house")).toBe(labels.indexOf("Utilities") + 1);
    expect(rows[labels.indexOf("Utility runs from the house")]).toEqual([
      "Utility runs from the house",
      String(budget.breakdown.utilityRuns),
      budget.explanations.utilityRuns,
    ]);
    expect(rows).toHaveLength(2 + BREAKDOWN_KEYS.length + 1 + 2);
    await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, cookies: cookiesOf(user) });
  });

  it("neutralises every cell a spreadsheet would run", () => {
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ["1", "a=b", "", "$12"]) expect(neutraliseCell(cell)).toBe(cell);
  });

  it("changes a tier's price for every visitor at once and for the next checkout, and refuses bad prices with the field and reason", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pricing/silver",
      payload: { price: 129.99, originalPrice: null },
      cookies: cookiesOf(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().silver).toEqual({ price: 129.99, originalPrice: null });
    const visitor = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(visitor.json().silver).toEqual({ price: 129.99, originalPrice: null });

    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier: "silver", rushFee: true },
      cookies: cookiesOf(user),
    });
    expect(checkout.statusCode).toBe(200);
    const session = new URL(checkout.json().url, "http://localhost").searchParams.get("session_id");
    const view = await t.app.inject({ method: "GET", url: `/api/test-checkout/${session}`, cookies: cookiesOf(user) });
    expect(view.json().amount).toBe(149.99);

    const bad: Array<[unknown, string, string]> = [
      [{ price: 0, originalPrice: null }, "price", "Must be more than $0"],
      [{ price: 10.005, originalPrice: null }, "price", "Use at most two decimals"],
      [{ price: 50, originalPrice: 40 }, "originalPrice", "The original price must be higher than the price, or empty"],
      [{ price: "cheap", originalPrice: null }, "price", ""],
    ];
    for (const [payload, field, message] of bad) {
      const refused = await t.app.inject({ method: "PUT", url: "/api/admin/pricing/gold", payload: payload as object, cookies: cookiesOf(admin) });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().issues[0].path).toBe(field);
      if (message) expect(refused.json().issues[0].message).toBe(message);
    }
    const unknown = await t.app.inject({ method: "PUT", url: "/api/admin/pricing/platinum", payload: { price: 1, originalPrice: null }, cookies: cookiesOf(admin) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe("tier");
    expect((await t.app.inject({ method: "GET", url: "/api/pricing" })).json().gold).toEqual({ price: 350, originalPrice: 1070 });
  });

  it("counts the funnel from the first-party events of visits, then sign-ups, payments and downloads", async () => {
    const send = (visitId: string, events: unknown[], cookies?: Cookies) =>
      t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { visitId, events }, ...(cookies ? { cookies: cookiesOf(cookies) } : {}) });
    const visitA = "visit-aaaaaaaa";
    const visitB = "visit-bbbbbbbb";
    expect((await send(visitA, [{ name: "page_view", params: { path: "/planner" } }, { name: "step_completed", params: { step: 1 } }, { name: "step_completed", params: { step: 2 } }])).statusCode).toBe(204);
    expect((await send(visitB, [{ name: "page_view", params: { path: "/planner" } }, { name: "step_completed", params: { step: 1 } }], user)).statusCode).toBe(204);
    // the same step twice in one visit is one visit
    await send(visitB, [{ name: "step_completed", params: { step: 1 } }]);
    const res = await t.app.inject({ method: "GET", url: `/api/admin/funnel?from=${day(0).iso}&to=${day(0).iso}`, cookies: cookiesOf(admin) });
    const stages = Object.fromEntries((res.json().stages as Array<{ id: string; count: number }>).map((s) => [s.id, s.count]));
    expect(stages["step-1"]).toBe(2);
    expect(stages["step-2"]).toBe(2);
    expect(stages["step-3"]).toBe(1);
    expect(stages["step-4"]).toBe(0);
    // the one customer; the administrator's account is no sign-up
    expect(stages["signed-up"]).toBe(1);
    expect(stages.downloaded).toBe(1);
  });

  it("leaves administrators out of the funnel's sign-ups: they are not customers", async () => {
    const signedUp = async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/funnel?from=${day(0).iso}&to=${day(0).iso}`, cookies: cookiesOf(admin) });
      return (res.json().stages as Array<{ id: string; count: number }>).find((s) => s.id === "signed-up")?.count;
    };
    const before = await signedUp();
    await createUser(t.database.db, { isAdmin: true });
    await createUser(t.database.db, { isAdmin: true });
    expect(await signedUp()).toBe(before);
    await createUser(t.database.db);
    expect(await signedUp()).toBe((before ?? 0) + 1);
  });

  it("takes analytics events only in the shapes it knows, with no personal data", async () => {
    const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/analytics/events", payload: payload as object });
    expect((await post({ visitId: "visit-cccccccc", events: [{ name: "wiretap", params: {} }] })).statusCode).toBe(400);
    expect((await post({ visitId: "x", events: [{ name: "page_view" }] })).json().issues[0].path).toBe("visitId");
    const tooMany = await post({ visitId: "visit-cccccccc", events: Array.from({ length: 21 }, () => ({ name: "page_view" })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0].path).toBe("events");
    const longText = await post({ visitId: "visit-cccccccc", events: [{ name: "page_view", params: { path: "x".repeat(201) } }] });
    expect(longText.statusCode).toBe(400);
  });
});

describe("the projects a download counts for", () => {
  it("keeps the project's owner and shape for display even after the project is deleted", async () => {
    const t = await createTestApp();
    try {
      const u = await signUpThroughApi(t.app);
      const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: { [SESSION_COOKIE]: u.token } });
      const id = res.json().id as number;
      await t.database.db.insert(sowDownloads).values({ userId: u.user.id, projectId: id, documentType: "pdf" });
      await t.database.db.update(projects).set({ deletedAt: new Date() });
      const a = await createUser(t.database.db, { isAdmin: true });
      const login = await logIn(t.app, a.user.email, a.password);
      const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
      const stats = await t.app.inject({ method: "GET", url: "/api/admin/download-stats", cookies: { [SESSION_COOKIE]: cookie } });
      expect(stats.json().byProject[String(id)]).toMatchObject({ projectName: "Rectangular Kitchen", ownerEmail: u.email, total: 1 });
    } finally {
      await t.close();
    }
  });
});
