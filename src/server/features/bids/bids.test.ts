import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BidPage, BidComparison } from "../../../domain/bids/bids.contract";
import type { BidBodyInput } from "../../../domain/bids/bid";
import type { ServiceTier } from "../../../domain/commerce/tiers";
import { createApplianceItem } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { completePlan } from "../../../domain/testing/plans";
import { agreements, bidInvitations, bidRevisions, bids, mailOutbox } from "../../db/schema";
import { sha256Hex } from "../../secret-tokens";
import { logIn, signUpThroughApi } from "../../test/accounts";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { BID_TOKEN_RATE_LIMIT } from "./routes";

type Cookies = { [SESSION_COOKIE]: string };

const grillAndSink = (): PlannerData =>
  completePlan((p) => {
    p.appliances = ["grill", "sink"].map((id) => createApplianceItem(id as "grill"));
  });

/** A complete submission for a page's rows: every row of work at its estimate (or $1,000 without one). */
function fullBid(page: Pick<BidPage, "rows" | "sowVersion">, overrides: Partial<BidBodyInput> = {}): BidBodyInput {
  return {
    sowVersion: page.sowVersion.number,
    rows: page.rows.map((row) => {
      if (row.kind === "alternate") return { rowId: row.id, status: "notOffered", amount: null, note: "" };
      if (row.kind === "unitPrice") return { rowId: row.id, status: "included", amount: Math.abs(row.estimate ?? 10), note: "" };
      return { rowId: row.id, status: "included", amount: row.estimate ?? 1000, note: "" };
    }),
    company: "Oakline Builders",
    contactName: "Morgan Lee",
    contactEmail: "morgan@oakline.example",
    contactPhone: "916 555 0142",
    licenceNumber: "CSLB 1048576",
    licenceClass: "B General Building",
    insuranceCarrier: "Acme Mutual",
    insuranceExpiry: "2099-06-30",
    warrantyYears: 2,
    earliestStart: "2099-01-04",
    durationWeeks: 3,
    validUntil: "2099-12-31",
    qualifications: "Permits by owner's agent.",
    submit: true,
    ...overrides,
  };
}

describe("bids online: invitations, the contractor's link and the leveled comparison", () => {
  let t: TestApp;
  let owner: Cookies;
  let ownerEmail: string;
  let stranger: Cookies;
  let admin: Cookies;
  // every contractor's request from one address; the rate limit has its own test and address
  const contractorAddress = "10.23.0.1";

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app, { firstName: "Avery", lastName: "Quillfeather", propertyAddress: "77 Hidden Lane" });
    owner = { [SESSION_COOKIE]: a.token };
    ownerEmail = a.email;
    stranger = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
    const { user, password } = await createUser(t.database.db, { isAdmin: true });
    const login = await logIn(t.app, user.email, password);
    admin = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "" };
  });
  afterAll(async () => {
    await t.close();
  });

  async function project(name: string, plan: PlannerData = grillAndSink()): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: { ...plan, name }, cookies: owner });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await t.app.inject({ method: "PATCH", url: `/api/projects/${id}`, payload: { name }, cookies: owner });
    return id;
  }

  async function buy(projectId: number, serviceTier: ServiceTier) {
    const started = await t.app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId, serviceTier, rushFee: false }, cookies: owner });
    expect(started.statusCode).toBe(200);
    const sessionId = new URL(started.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    const paid = await t.app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies: owner });
    expect(paid.statusCode).toBeLessThan(400);
  }

  const invite = (projectId: number, name: string, email: string, who: Cookies = owner) =>
    t.app.inject({ method: "POST", url: `/api/projects/${projectId}/bid-invitations`, payload: { name, email }, cookies: who });
  const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
  const page = (token: string, remoteAddress = contractorAddress) => t.app.inject({ method: "GET", url: `/api/bids/${token}`, remoteAddress });
  const sow = (token: string) => t.app.inject({ method: "GET", url: `/api/bids/${token}/sow`, remoteAddress: contractorAddress });
  const save = (token: string, payload: unknown) => t.app.inject({ method: "PUT", url: `/api/bids/${token}`, payload: payload as object, remoteAddress: contractorAddress });
  const invitations = async (projectId: number) =>
    (await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/bid-invitations`, cookies: owner })).json().invitations as Array<{
      id: number;
      status: string;
      sowVersion: number;
      mailedAt: string | null;
      submittedAt: string | null;
    }>;
  const comparison = async (projectId: number) => {
    const res = await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/bids`, cookies: owner });
    expect(res.statusCode).toBe(200);
    return res.json() as BidComparison;
  };

  it("refuses an invitation before the SOW is paid (403), and anyone's but the owner's (404)", async () => {
    const id = await project("Unpaid patio");
    const res = await invite(id, "Jo Builder", "jo@builder.example");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/pa(id|y)/i);
    expect((await invite(id, "Jo Builder", "jo@builder.example", stranger)).statusCode).toBe(404);
    expect((await invite(id, "Jo Builder", "jo@builder.example", admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/projects/${id}/bid-invitations`, payload: { name: "Jo", email: "jo@builder.example" } })).statusCode).toBe(401);
    expect(await t.database.db.select().from(bidInvitations).where(eq(bidInvitations.projectId, id))).toEqual([]);
  });

  it("runs from the invitation to the leveled comparison and its CSV", async () => {
    const id = await project("Quillfeather patio");
    await buy(id, "gold");

    // the invitation: a link carrying 256 random bits, kept only as its SHA-256, and a mail that carries it
    const invited = await invite(id, "Morgan Lee", "morgan@oakline.example");
    expect(invited.statusCode).toBe(201);
    const { id: invitationId, url } = invited.json() as { id: number; url: string };
    expect(url).toMatch(/^http:\/\/localhost\/bids\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);
    const [stored] = await t.database.db.select().from(bidInvitations).where(eq(bidInvitations.id, invitationId));
    expect(stored?.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored?.mailId ?? 0));
    expect(mail).toMatchObject({ kind: "bid_invitation", toAddress: "morgan@oakline.example" });
    expect(mail?.textBody).toContain(url);
    expect(mail?.textBody).toContain("Avery Quillfeather");
    expect(mail?.textBody).toContain("Sacramento, CA");
    expect(mail?.textBody).not.toContain("77 Hidden Lane");
    expect(await invitations(id)).toEqual([
      expect.objectContaining({ id: invitationId, name: "Morgan Lee", status: "invited", sowVersion: 1, mailedAt: null, submittedAt: null }),
    ]);

    // the contractor's page: the project, city and state, the version, its rows; no street, no e-mail
    const opened = await page(token);
    expect(opened.statusCode).toBe(200);
    const view = opened.json() as BidPage;
    expect(view.project).toEqual({ name: "Quillfeather patio", ownerName: "Avery Quillfeather", location: "Sacramento, CA" });
    expect(view.sowVersion.number).toBe(1);
    expect(view.state).toBe("open");
    expect(view.bid).toBeNull();
    expect(view.rows.map((r) => r.id)).toEqual(expect.arrayContaining(["scope.plumbing", "scope.countertop"]));
    expect(opened.body).not.toContain("77 Hidden Lane");
    expect(opened.body).not.toContain(ownerEmail);
    const document = await sow(token);
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toContain("text/html");
    expect(document.body).toContain("Quillfeather patio");
    expect(document.body).not.toContain("77 Hidden Lane");
    expect(document.body).not.toContain(ownerEmail);

    // a draft may be partial; it is what a reload shows
    const countertop = view.rows.find((r) => r.id === "scope.countertop");
    const draft = await save(token, { sowVersion: 1, rows: [{ rowId: "scope.countertop", status: "included", amount: 4100 }], company: "Oakline" });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().bid).toMatchObject({ revision: 0, submittedAt: null, company: "Oakline" });
    expect((await page(token)).json().bid).toMatchObject({ company: "Oakline", rows: [{ rowId: "scope.countertop", amount: 4100 }] });
    expect((await invitations(id))[0]?.status).toBe("draft");
    expect((await comparison(id)).bids).toEqual([]);

    // a submission that is not complete: 400 naming each field
    const incomplete = await save(token, { ...fullBid(view), company: "", validUntil: "2099-02-30", rows: fullBid(view).rows?.slice(1) });
    expect(incomplete.statusCode).toBe(400);
    const paths = (incomplete.json().issues as Array<{ path: string }>).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["validUntil"]));
    const semantic = await save(token, { ...fullBid(view), company: "", rows: fullBid(view).rows?.slice(1) });
    expect(semantic.statusCode).toBe(400);
    expect((semantic.json().issues as Array<{ path: string; message: string }>).map((i) => i.path)).toEqual(expect.arrayContaining(["company", "rows"]));
    expect(await t.database.db.select().from(bidRevisions)).toEqual([]);

    // the submission: the plumbing excluded (its estimate fills the gap), the countertop at twice its estimate
    const plumbing = view.rows.find((r) => r.id === "scope.plumbing");
    expect(plumbing?.estimate).toBeGreaterThan(0);
    expect(countertop?.estimate).toBeGreaterThan(0);
    const body = fullBid(view, { licenceNumber: "" });
    body.rows = body.rows?.map((r) =>
      r.rowId === "scope.plumbing" ? { ...r, status: "excluded", note: "By the owner's plumber" } : r.rowId === "scope.countertop" ? { ...r, amount: (countertop?.estimate ?? 0) * 2 } : r,
    );
    const submitted = await save(token, body);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().bid).toMatchObject({ revision: 1, company: "Oakline Builders" });
    expect(submitted.json().bid.submittedAt).toEqual(expect.any(String));
    const told = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "bid_submitted"), eq(mailOutbox.toAddress, ownerEmail)));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe("Oakline Builders submitted a bid");
    expect(told[0]?.textBody).toContain(`http://localhost/projects/${id}/bids`);
    expect((await invitations(id))[0]).toMatchObject({ status: "submitted", submittedAt: expect.any(String) });

    // a later draft does not change what the owner compares; the next submission is revision 2, both kept
    expect((await save(token, { ...body, company: "Oakline Builders Inc", submit: false })).json().bid.revision).toBe(1);
    expect((await comparison(id)).bids[0]?.company).toBe("Oakline Builders");
    const second = await save(token, { ...body, company: "Oakline Builders Inc" });
    expect(second.json().bid.revision).toBe(2);
    const revisions = await t.database.db.select().from(bidRevisions).where(eq(bidRevisions.bidId, second.json().bid.id)).orderBy(bidRevisions.revision);
    expect(revisions.map((r) => [r.revision, r.body.company])).toEqual([
      [1, "Oakline Builders"],
      [2, "Oakline Builders Inc"],
    ]);

    // the comparison: totals in cents, the plug, the flags with their figures
    const table = await comparison(id);
    expect(table.sowVersion).toBe(1);
    const scoped = view.rows.filter((r) => r.kind === "scope" || r.kind === "allowance");
    const priced = scoped.filter((r) => r.id !== "scope.plumbing");
    const base = priced.reduce((sum, r) => sum + (r.id === "scope.countertop" ? (r.estimate ?? 0) * 2 : (r.estimate ?? 1000)), 0);
    const [bid] = table.bids;
    expect(bid).toMatchObject({
      invitationId,
      company: "Oakline Builders Inc",
      contactName: "Morgan Lee",
      revision: 2,
      sowVersion: 1,
      baseTotal: base,
      plugTotal: plumbing?.estimate,
      leveledTotal: base + (plumbing?.estimate ?? 0),
      warrantyYears: 2,
      durationWeeks: 3,
      validUntil: "2099-12-31",
      lowest: true,
    });
    const flags = bid?.flags ?? [];
    expect(flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "excluded", rowId: "scope.plumbing", figure: plumbing?.estimate }),
        expect.objectContaining({ code: "price-high", rowId: "scope.countertop", figure: 100 }),
        expect.objectContaining({ code: "licence-missing", rowId: null }),
      ]),
    );
    expect(flags.map((f) => f.code)).not.toContain("older-version");
    expect(table.lowestLeveledTotal).toBe(base + (plumbing?.estimate ?? 0));
    expect(table).toMatchObject({ awardedBidId: null, agreementId: null });

    // the CSV of the same table
    const csv = await t.app.inject({ method: "GET", url: `/api/projects/${id}/bids.csv`, cookies: owner });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="bids-${id}.csv"`);
    expect(csv.body).toContain("Oakline Builders Inc");
    expect(csv.body).toContain(`excluded; plug ${plumbing?.estimate}`);
    expect(csv.body).toContain(`Leveled total,,,`);
    expect(csv.body).toContain(String(base + (plumbing?.estimate ?? 0)));

    // the owner changes the design and the SOW is issued again: the bid on version 1 is flagged against version 2
    const changed = completePlan((p) => {
      p.appliances = ["grill", "sink", "fridge"].map((a) => createApplianceItem(a as "grill"));
    });
    expect((await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: changed, cookies: owner })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow-word`, cookies: owner })).statusCode).toBe(200);
    const later = await comparison(id);
    expect(later.sowVersion).toBe(2);
    const older = later.bids[0]?.flags.find((f) => f.code === "older-version");
    expect(older?.figure).toBeGreaterThan(0);
    expect(older?.message).toContain("Fridge");
    // a new invitation is for version 2; the first link still bids on version 1 and on no other
    const next = await invite(id, "Riley Stone", "riley@stone.example");
    expect(next.statusCode).toBe(201);
    const nextPage = (await page(tokenOf(next.json().url))).json() as BidPage;
    expect(nextPage.sowVersion.number).toBe(2);
    const wrongVersion = await save(token, { ...body, sowVersion: 2 });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().issues.map((i: { path: string }) => i.path)).toEqual(["sowVersion"]);
    expect((await save(tokenOf(next.json().url), fullBid(nextPage, { company: "Stone & Sons", durationWeeks: 6 }))).statusCode).toBe(200);
    const both = await comparison(id);
    expect(both.bids.map((b) => b.company)).toEqual(["Oakline Builders Inc", "Stone & Sons"]);
    expect(both.bids[1]?.flags).toEqual(expect.arrayContaining([expect.objectContaining({ code: "duration-over", figure: 6 })]));
    expect(both.bids.filter((b) => b.lowest)).toHaveLength(1);

    // once a bid is awarded, bids are closed: 409, and the states say so
    const [winner] = await t.database.db.select().from(bids).where(eq(bids.invitationId, invitationId));
    const award = await t.app.inject({ method: "POST", url: `/api/projects/${id}/bids/${winner?.id}/award`, cookies: owner });
    expect(award.statusCode).toBe(200);
    const [agreement] = await t.database.db.select().from(agreements).where(eq(agreements.projectId, id));
    expect(agreement?.id).toBe(award.json().agreementId);
    expect((await save(token, { ...body, submit: false })).statusCode).toBe(409);
    expect((await page(token)).json()).toMatchObject({ state: "awarded", agreementId: agreement?.id });
    expect((await page(tokenOf(next.json().url))).json()).toMatchObject({ state: "closed", agreementId: null });
    expect((await invitations(id)).map((i) => i.status).sort()).toEqual(["awarded", "not-awarded"]);
    expect(await comparison(id)).toMatchObject({ awardedBidId: winner?.id, agreementId: agreement?.id });
    expect((await invite(id, "Late Bidder", "late@bidder.example")).statusCode).toBe(409);
    // the winner reaches the agreement through the link: it is not revoked
    const revokeWinner = await t.app.inject({ method: "DELETE", url: `/api/projects/${id}/bid-invitations/${invitationId}`, cookies: owner });
    expect(revokeWinner.statusCode).toBe(409);
    expect((await page(token)).statusCode).toBe(200);
  });

  it("keeps at most five invitations open; a revoked one frees its place and its link answers 404 everywhere", async () => {
    const id = await project("Five bidders");
    await buy(id, "bronze");
    const urls: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await invite(id, `Contractor ${i}`, `c${i}@bidders.example`);
      expect(res.statusCode).toBe(201);
      urls.push(res.json().url);
    }
    const sixth = await invite(id, "Contractor 6", "c6@bidders.example");
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toContain("5");

    // newest first: the last is the first invited, urls[0]
    const first = (await invitations(id)).at(-1);
    const token = tokenOf(urls[0] ?? "");
    const view = (await page(token)).json() as BidPage;
    expect((await save(token, fullBid(view, { submit: false }))).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: "DELETE", url: `/api/projects/${id}/bid-invitations/${first?.id}`, cookies: owner });
    expect(revoke.statusCode).toBe(204);
    expect(revoke.body).toBe("");
    // the revoked link answers exactly as a link that never existed
    const unknown = "A".repeat(43);
    const never = await page(unknown);
    for (const res of [await page(token), await sow(token), await save(token, fullBid(view))]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(never.json());
    }
    expect((await invitations(id)).find((i) => i.id === first?.id)?.status).toBe("revoked");
    expect((await invite(id, "Contractor 6", "c6@bidders.example")).statusCode).toBe(201);
    // another user's invitation ids and projects are not found
    expect((await t.app.inject({ method: "DELETE", url: `/api/projects/${id}/bid-invitations/${first?.id}`, cookies: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/projects/${id}/bid-invitations`, cookies: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/projects/${id}/bids`, cookies: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/projects/${id}/bid-invitations/999999`, cookies: owner })).statusCode).toBe(404);
  });

  it("lets no two requests at once pass the five open invitations, nor take one revision number twice", async () => {
    const id = await project("Busy patio");
    await buy(id, "bronze");
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => invite(id, `Rush ${i}`, `rush${i}@bidders.example`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const token = tokenOf(answers.find((r) => r.statusCode === 201)?.json().url ?? "");
    const view = (await page(token)).json() as BidPage;
    const saves = await Promise.all(Array.from({ length: 4 }, (_, i) => save(token, fullBid(view, { company: `Rush Builders ${i}` }))));
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(saves.map((r) => r.json().bid.revision).sort()).toEqual([1, 2, 3, 4]);
    const kept = await t.database.db.select().from(bidRevisions).where(eq(bidRevisions.bidId, saves[0]?.json().bid.id));
    expect(kept.map((r) => r.revision).sort()).toEqual([1, 2, 3, 4]);
  });

  it("shows a token only its own project, version and bid", async () => {
    const a = await project("Project Alder");
    const b = await project("Project Birch", completePlan());
    await buy(a, "bronze");
    await buy(b, "bronze");
    const tokenA = tokenOf((await invite(a, "Same Contractor", "same@contractor.example")).json().url);
    const tokenB = tokenOf((await invite(b, "Same Contractor", "same@contractor.example")).json().url);
    const viewA = (await page(tokenA)).json() as BidPage;
    const viewB = (await page(tokenB)).json() as BidPage;
    expect(viewA.project.name).toBe("Project Alder");
    expect(viewB.project.name).toBe("Project Birch");
    expect(JSON.stringify(viewA)).not.toContain("Birch");
    expect((await sow(tokenA)).body).not.toContain("Project Birch");
    // A's bid saved through A's link is not B's bid, and B's rows are not A's
    expect((await save(tokenA, fullBid(viewA, { company: "Alder Works" }))).statusCode).toBe(200);
    expect(((await page(tokenB)).json() as BidPage).bid).toBeNull();
    const bComparison = await comparison(b);
    expect(bComparison.bids).toEqual([]);
    expect(viewA.rows.map((r) => r.id)).toContain("scope.plumbing");
    expect(viewB.rows.map((r) => r.id)).not.toContain("scope.plumbing");
    const acrossRows = await save(tokenB, { ...fullBid(viewA), company: "Alder Works" });
    expect(acrossRows.statusCode).toBe(400);
    expect(acrossRows.json().issues.some((i: { path: string; message: string }) => /rows\.\d+\.rowId/.test(i.path))).toBe(true);
  });

  it("counts every token request per address and answers 429 naming when to try again", async () => {
    const address = "10.23.9.9";
    const unknown = "B".repeat(43);
    for (let i = 0; i < BID_TOKEN_RATE_LIMIT.limit; i++) expect((await page(unknown, address)).statusCode).toBe(404);
    const limited = await page(unknown, address);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(BID_TOKEN_RATE_LIMIT.windowMs / 1000);
    expect(limited.json().error).toContain(`${retryAfter} second`);
    const put = await t.app.inject({ method: "PUT", url: `/api/bids/${unknown}`, payload: { sowVersion: 1 }, remoteAddress: address });
    expect(put.statusCode).toBe(429);
    // another address is not held back
    expect((await page(unknown, "10.23.9.10")).statusCode).toBe(404);
  });

  it("gives administrators invitations sent and bids received in the funnel, a bid counted once", async () => {
    const stages = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/admin/funnel", cookies: admin });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries((res.json().stages as Array<{ id: string; count: number }>).map((s) => [s.id, s.count]));
    };
    const before = await stages();
    const id = await project("Funnel patio");
    await buy(id, "bronze");
    const token = tokenOf((await invite(id, "Funnel Builder", "funnel@builder.example")).json().url);
    const view = (await page(token)).json() as BidPage;
    expect((await save(token, fullBid(view))).statusCode).toBe(200);
    expect((await save(token, fullBid(view, { company: "Funnel Builder 2" }))).statusCode).toBe(200);
    const after = await stages();
    expect(after["invitations-sent"]).toBe((before["invitations-sent"] ?? 0) + 1);
    expect(after["bids-received"]).toBe((before["bids-received"] ?? 0) + 1);
    const [latest] = await t.database.db.select().from(bids).orderBy(desc(bids.id)).limit(1);
    expect(latest?.revision).toBe(2);
  });
});
