import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceTier } from "../../../domain/commerce/tiers";
import type { ApplianceId } from "../../../domain/planner/catalogue";
import { createApplianceItem } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { REVISION_REQUIRED_CODE, revisionRequiredMessage, SOW_MESSAGES } from "../../../domain/sow/documents";
import { completePlan } from "../../../domain/testing/plans";
import { sowVersions, users } from "../../db/schema";
import { htmlText } from "../../test/sow-text";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { logIn, signUpThroughApi } from "../../test/accounts";

type Cookies = { [SESSION_COOKIE]: string };

/** Distinct designs: the same island with another set of appliances. */
const DESIGNS: ApplianceId[][] = [
  ["grill"],
  ["grill", "sink"],
  ["grill", "fridge"],
  ["grill", "side-burner"],
  ["grill", "pizza-oven"],
];
const design = (n: number): PlannerData =>
  completePlan((p) => {
    p.appliances = (DESIGNS[n] ?? []).map(createApplianceItem);
  });

describe("a paid order covers the SOW version it paid for plus its tier's revisions", () => {
  let t: TestApp;
  let owner: Cookies & { id: number };
  let admin: Cookies;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app);
    owner = { [SESSION_COOKIE]: a.token, id: a.user.id };
    const { user, password } = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, user.email, password);
    admin = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  const cookiesOf = (who: Cookies) => ({ [SESSION_COOKIE]: who[SESSION_COOKIE] });

  async function project(plan: PlannerData): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: plan, cookies: cookiesOf(owner) });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function save(id: number, plan: PlannerData) {
    const res = await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: plan, cookies: cookiesOf(owner) });
    // saving the plan stays allowed: it is the homeowner's design
    expect(res.statusCode).toBe(200);
  }

  /** Buys a tier through the checkout and the local test checkout, so fulfilment runs as in production. */
  async function buy(projectId: number, serviceTier: ServiceTier) {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier, rushFee: false },
      cookies: cookiesOf(owner),
    });
    expect(started.statusCode).toBe(200);
    const sessionId = new URL(started.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    const paid = await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies: cookiesOf(owner) });
    expect(paid.statusCode).toBeLessThan(400);
  }

  const html = (id: number, who: Cookies = owner, version?: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/projects/${id}/generate-sow-word${version === undefined ? "" : `?version=${version}`}`,
      cookies: cookiesOf(who),
    });
  const pdf = (id: number, version?: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/projects/${id}/generate-sow${version === undefined ? "" : `?version=${version}`}`,
      cookies: cookiesOf(owner),
    });
  const versionOf = (payload: string) => /SOW-\d{6}-v(\d+)/.exec(htmlText(payload))?.[1];
  const status = async (id: number, who: Cookies = owner) =>
    (await t.app.inject({ method: "GET", url: `/api/projects/${id}/sow-versions`, cookies: cookiesOf(who) })).json();

  function expectRevisionRequired(res: { statusCode: number; json(): { error: string; code: string } }, tier: ServiceTier) {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(REVISION_REQUIRED_CODE);
    expect(res.json().error).toBe(revisionRequiredMessage(tier));
  }

  it("bronze: the paid design downloads; a changed plan is saved but its SOW is 403; the paid version still downloads byte for byte", async () => {
    const id = await project(design(0));
    await buy(id, "bronze");
    // the plan changes after payment, before any download: the order paid for the design of the payment
    await save(id, design(1));
    expectRevisionRequired(await html(id), "bronze");
    expectRevisionRequired(await pdf(id), "bronze");
    expect(revisionRequiredMessage("bronze")).toContain("Your Bronze package covers the Statement of Work you paid for with no revisions");
    expect(revisionRequiredMessage("bronze")).toContain("Buy a revision");

    const paid = await html(id, owner, 1);
    expect(paid.statusCode).toBe(200);
    expect(versionOf(paid.payload)).toBe("1");
    expect(htmlText(paid.payload)).toContain("Bronze");
    // the owner's details change too: the paid version is kept exactly as issued
    await t.database.db.update(users).set({ lastName: "Renamed" }).where(eq(users.id, owner.id));
    const again = await html(id, owner, 1);
    expect(again.payload).toBe(paid.payload);
    const pdfV1 = await pdf(id, 1);
    expect(pdfV1.statusCode).toBe(200);
    expect(pdfV1.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // back to the paid design: that version again, not a revision
    await save(id, design(0));
    const back = await html(id);
    expect(back.statusCode).toBe(200);
    expect(back.payload).toBe(paid.payload);
    expect(await status(id)).toEqual({
      versions: [{ version: 1, issuedOn: expect.any(String), serviceTier: "bronze", current: true }],
      current: "covered",
    });
  });

  it("silver: one change is allowed, the second is 403; both paid versions stay downloadable", async () => {
    const id = await project(design(0));
    await buy(id, "silver");
    const first = await html(id);
    expect(versionOf(first.payload)).toBe("1");
    await save(id, design(1));
    const second = await html(id);
    expect(second.statusCode).toBe(200);
    expect(versionOf(second.payload)).toBe("2");
    expect(htmlText(second.payload)).toContain("it supersedes version 1 of");
    await save(id, design(2));
    expectRevisionRequired(await html(id), "silver");
    expect(revisionRequiredMessage("silver")).toContain("with 1 revision,");
    expect((await html(id, owner, 1)).payload).toBe(first.payload);
    expect((await html(id, owner, 2)).payload).toBe(second.payload);
    const listed = await status(id);
    expect(listed.current).toBe("revision_required");
    expect(listed.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it("gold: every change is covered while the project is open", async () => {
    const id = await project(design(0));
    await buy(id, "gold");
    for (let n = 1; n < DESIGNS.length; n++) {
      await save(id, design(n));
      const res = await html(id);
      expect(res.statusCode).toBe(200);
      expect(versionOf(res.payload)).toBe(String(n + 1));
    }
    expect((await status(id)).current).toBe("covered");
  });

  it("regenerating an unchanged plan is not a revision", async () => {
    const id = await project(design(0));
    await buy(id, "bronze");
    for (let i = 0; i < 3; i++) {
      await save(id, design(0));
      const res = await html(id);
      expect(res.statusCode).toBe(200);
      expect(versionOf(res.payload)).toBe("1");
    }
    const rows = await t.database.db.select().from(sowVersions).where(eq(sowVersions.projectId, id));
    expect(rows).toHaveLength(1);
  });

  it("buying a revision covers the new design (and its tier's revisions); an administrator's preview uses none", async () => {
    const id = await project(design(0));
    await buy(id, "bronze");
    await save(id, design(1));
    expectRevisionRequired(await html(id), "bronze");
    // the administrator's debug download still works and takes nothing from the customer
    const preview = await html(id, admin);
    expect(preview.statusCode).toBe(200);
    expectRevisionRequired(await html(id), "bronze");
    expect((await status(id)).current).toBe("revision_required");

    await buy(id, "bronze");
    expect((await status(id)).current).toBe("covered");
    const bought = await html(id);
    expect(bought.statusCode).toBe(200);
    expect(versionOf(bought.payload)).toBe("2");
    await save(id, design(2));
    expectRevisionRequired(await html(id), "bronze");
    const listed = await status(id);
    expect(listed.versions.map((v: { version: number; serviceTier: string }) => [v.version, v.serviceTier])).toEqual([
      [2, "bronze"],
      [1, "bronze"],
    ]);
  });

  it("answers 404 for a version never paid for or never issued, and 400 naming a malformed version", async () => {
    const id = await project(design(0));
    // an administrator's preview of the unpaid project issues version 1, which the owner never paid for
    expect((await html(id, admin)).statusCode).toBe(200);
    const unpaid = await html(id);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().error).toBe(SOW_MESSAGES.notPaid);
    await buy(id, "bronze");
    await save(id, design(1));
    expect((await html(id, admin)).statusCode).toBe(200);
    const preview = await html(id, owner, 2);
    expect(preview.statusCode).toBe(404);
    expect(preview.json().error).toBe(SOW_MESSAGES.noSuchVersion);
    expect((await html(id, owner, 9)).statusCode).toBe(404);
    // the administrator may open any version kept
    expect((await html(id, admin, 2)).statusCode).toBe(200);
    // version 1 was the preview of the paid design: the payment covered it
    expect((await html(id, owner, 1)).statusCode).toBe(200);
    const bad = await html(id, owner, "x" as unknown as number);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("version");
  });
});
