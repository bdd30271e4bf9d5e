import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BREAKDOWN_KEYS } from "../../../domain/budget/breakdown-keys";
import { BREAKDOWN_LABELS, calculateBudget } from "../../../domain/budget/budget";
import { formatUsd } from "../../../domain/common/format";
import { createApplianceItem } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { SOW_MESSAGES } from "../../../domain/sow/documents";
import { buildSow } from "../../../domain/sow/build";
import { DESIGN_CHECK_RULES } from "../../../domain/sow/design-check";
import { SOW_CHECK_STATUS_LABELS } from "../../../domain/sow/model";
import { completePlan, gazeboUPlan } from "../../../domain/testing/plans";
import { sowFacts } from "../../documents/sow-facts";
import { htmlText, normaliseText, pdfText } from "../../test/sow-text";
import { orders, sowDownloads, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createUser } from "../../test/factories";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn, signUpThroughApi } from "../../test/accounts";

type Cookies = { [SESSION_COOKIE]: string };

/** The rich project of the SOW's review: a U with a gazebo and heaters, a hot and cold sink, six appliances, a contractor. */
function richPlan(): PlannerData {
  const plan = gazeboUPlan();
  plan.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven", "trash-drawer"] as const).map(createApplianceItem);
  plan.utilities = { ...plan.utilities, water: "hot-cold" };
  plan.pergola = { ...plan.pergola, embedded: true };
  plan.contractInfo = {
    ...plan.contractInfo,
    hasContractor: "yes",
    contractorName: "=cmd|' /C calc'!A0",
    contractorAddress: "500 J St, Sacramento, CA 95814",
    contractorLicense: "CSLB 1045678",
    warrantyYears: "5",
    startDate: "2027-03-01",
    incentiveAmount: 500,
  };
  return plan;
}

describe("the Statement of Work", () => {
  let t: TestApp;
  let owner: Cookies & { id: number };
  let stranger: Cookies;
  let admin: Cookies;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app, { firstName: "<script>alert(1)</script>", lastName: "O'Neil & Sons" });
    owner = { [SESSION_COOKIE]: a.token, id: a.user.id };
    stranger = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
    const { user, password } = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, user.email, password);
    admin = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  const cookiesOf = (who: Cookies) => ({ [SESSION_COOKIE]: who[SESSION_COOKIE] });

  async function project(plan: PlannerData = richPlan(), who: Cookies = owner): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: plan, cookies: cookiesOf(who) });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function pay(projectId: number, serviceTier = "silver", rushFee = true) {
    await t.database.db.insert(orders).values({
      userId: owner.id,
      projectId,
      serviceTier,
      rushFee,
      amountCents: 16900,
      currency: "usd",
      provider: "local",
      status: "paid",
      paidAt: new Date(),
    });
  }

  const generate = (id: number, type: "pdf" | "html", who?: Cookies) =>
    t.app.inject({
      method: "POST",
      url: `/api/projects/${id}/${type === "pdf" ? "generate-sow" : "generate-sow-word"}`,
      ...(who ? { cookies: cookiesOf(who) } : {}),
    });

  it("lets the owner of a paid project and administrators download it; a visitor 401, another user 404, the unpaid owner 403", async () => {
    const id = await project();
    for (const type of ["pdf", "html"] as const) {
      expect((await generate(id, type)).statusCode).toBe(401);
      const other = await generate(id, type, stranger);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe("No such project");
      const unpaid = await generate(id, type, owner);
      expect(unpaid.statusCode).toBe(403);
      expect(unpaid.json().error).toBe(SOW_MESSAGES.notPaid);
      expect((await generate(id, type, admin)).statusCode).toBe(200);
    }
    await pay(id);
    const pdf = await generate(id, "pdf", owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="sow-project-${id}.pdf"`);
    expect(pdf.headers["cache-control"]).toBe("no-store");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const html = await generate(id, "html", owner);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-disposition"]).toBe(`attachment; filename="sow-project-${id}.html"`);
    // still refused to others after payment
    expect((await generate(id, "pdf", stranger)).statusCode).toBe(404);
  });

  it("puts every appliance, budget line, the total, the code requirements and each design rule in the PDF and the HTML", async () => {
    const plan = richPlan();
    const id = await project(plan);
    await pay(id);
    const pdf = normaliseText(await pdfText((await generate(id, "pdf", owner)).rawPayload));
    const html = normaliseText(htmlText((await generate(id, "html", owner)).payload));
    const budget = calculateBudget(plan);
    for (const text of [pdf, html]) {
      for (const item of plan.appliances) expect(text).toContain(item.name ?? item.id);
      for (const key of BREAKDOWN_KEYS) {
        expect(text).toContain(BREAKDOWN_LABELS[key]);
        expect(text).toContain(formatUsd(budget.breakdown[key]));
      }
      expect(text).toContain(formatUsd(budget.total));
      expect(text).toContain("GFCI protection for every outdoor receptacle and outlet");
      expect(text).toContain("Weather-resistant (WR) receptacles with extra-duty in-use covers");
      for (const rule of Object.values(DESIGN_CHECK_RULES)) expect(text).toContain(rule);
      // the contractor's name and the owner's are drawn as text, never run
      expect(text).toContain("=cmd|' /C calc'!A0");
      expect(text).toContain("<script>alert(1)</script> O'Neil & Sons");
    }
  });

  it("says the same facts in both forms and carries the plan drawing in each", async () => {
    const id = await project();
    await pay(id);
    const pdfRes = await generate(id, "pdf", owner);
    const htmlRes = await generate(id, "html", owner);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    if (!row) throw new Error("no owner");
    // the same inputs make the same document: rebuild it here and look for each of its facts
    const res = await t.app.inject({ method: "GET", url: `/api/projects/${id}`, cookies: cookiesOf(owner) });
    const saved = res.json();
    const doc = buildSow({
      project: { id, name: saved.name, plan: saved.plan, budget: saved.budget },
      owner: row,
      order: { serviceTier: "silver", rushFee: true },
      version: { number: 1, issuedOn: new Date().toISOString().slice(0, 10), supersedes: null },
    });
    const pdf = normaliseText(await pdfText(pdfRes.rawPayload));
    const html = normaliseText(htmlText(htmlRes.payload));
    const facts = sowFacts(doc);
    expect(facts.length).toBeGreaterThan(100);
    for (const fact of facts) {
      expect(pdf, `PDF: ${fact}`).toContain(normaliseText(fact));
      expect(html, `HTML: ${fact}`).toContain(normaliseText(fact));
    }
    // the drawing: vector in the HTML at print size, its scale stated in both
    expect(htmlRes.payload).toMatch(/<svg[^>]*width="[\d.]+in"/);
    const drawing = doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === "drawing");
    expect(drawing?.kind).toBe("drawing");
    if (drawing?.kind === "drawing") {
      expect(pdf).toContain(drawing.scale.label);
      expect(html).toContain(drawing.scale.label);
    }
    // no script and nothing fetched from elsewhere: the file opens offline
    expect(htmlRes.payload).not.toMatch(/<script/i);
    expect(htmlRes.payload).not.toMatch(/(src|href)="https?:/i);
    expect(htmlRes.payload).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("shows the rules a plan breaks as needing attention", async () => {
    // a U whose base is too short for its arms (L2 <= W1 + W3 + 36 in) and a run too short for its appliances
    const plan = completePlan((p) => {
      p.shape = "u-shaped";
      p.uShape = { length1: 48, length2: 90, length3: 48, width1: 32, width2: 32, width3: 32 };
      p.appliances = (["grill", "pizza-oven", "fridge", "sink", "outdoor-oven"] as const).map(createApplianceItem);
    });
    const id = await project(plan);
    const html = normaliseText(htmlText((await generate(id, "html", admin)).payload));
    const attention = SOW_CHECK_STATUS_LABELS.attention;
    for (const rule of ["U-shape walkway", "Run length for the appliances"]) {
      const at = html.indexOf(rule);
      expect(at, rule).toBeGreaterThan(-1);
      // the status is printed with the rule, before the next rule starts
      expect(html.slice(at, at + 400)).toContain(attention);
    }
  });

  it("keeps the version while the project is unchanged, and issues a new one that supersedes it after a change", async () => {
    const id = await project();
    await pay(id);
    const first = htmlText((await generate(id, "html", owner)).payload);
    expect(first).toContain(`SOW-${String(id).padStart(6, "0")}-v1`);
    expect(htmlText((await generate(id, "html", owner)).payload)).toContain(`-v1`);
    const changed = { ...richPlan(), lighting: true };
    const put = await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: changed, cookies: cookiesOf(owner) });
    expect(put.statusCode).toBe(200);
    const second = normaliseText(await pdfText((await generate(id, "pdf", owner)).rawPayload));
    expect(second).toContain(`SOW-${String(id).padStart(6, "0")}-v2`);
    expect(second).toContain("it supersedes version 1 of");
  });

  it("lists on version 2 what changed since version 1, from the kept inputs of version 1", async () => {
    const id = await project();
    await pay(id);
    const first = normaliseText(htmlText((await generate(id, "html", owner)).payload));
    expect(first).not.toContain("Changes since version");
    const changed = richPlan();
    changed.appliances.push(createApplianceItem("smoker"));
    const put = await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: changed, cookies: cookiesOf(owner) });
    expect(put.statusCode).toBe(200);
    const second = normaliseText(htmlText((await generate(id, "html", owner)).payload));
    expect(second).toContain(`SOW-${String(id).padStart(6, "0")}-v2`);
    expect(second).toContain("Changes since version 1");
    expect(second).toContain(normaliseText('Appliances: added Smoker, 24"'));
  });

  it("records a download with user, project, type and address, only for someone who may download it", async () => {
    const id = await project();
    const track = (who: Cookies | undefined, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: `/api/projects/${id}/track-download`,
        payload: payload as object,
        remoteAddress: "203.0.113.9",
        ...(who ? { cookies: cookiesOf(who) } : {}),
      });
    expect((await track(undefined, { documentType: "pdf" })).statusCode).toBe(401);
    expect((await track(owner, { documentType: "pdf" })).statusCode).toBe(403);
    expect((await track(stranger, { documentType: "pdf" })).statusCode).toBe(404);
    await pay(id);
    const bad = await track(owner, { documentType: "docx" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("documentType");
    expect((await track(owner, { documentType: "html" })).statusCode).toBe(204);
    const rows = await t.database.db.select().from(sowDownloads).where(eq(sowDownloads.projectId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: owner.id, projectId: id, documentType: "html", ipAddress: "203.0.113.9" });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });
});
