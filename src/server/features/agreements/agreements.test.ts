import { and, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsd } from "../../../domain/common/format";
import { type AgreementInput, agreementDocumentId, NOT_YET_ACCEPTED } from "../../../domain/bids/agreement";
import { levelBids, maxCompletionWeeks } from "../../../domain/bids/leveling";
import { agreementSchema } from "../../../domain/bids/bids.contract";
import { completePlan } from "../../../domain/testing/plans";
import { agreementAcceptances, agreements, mailOutbox, sowVersions } from "../../db/schema";
import { logIn, sessionCookieOf, signUpThroughApi } from "../../test/accounts";
import { createOrPromoteAdmin } from "../auth/service";
import { htmlText, normaliseText, pdfText } from "../../test/sow-text";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { AGREEMENT_MESSAGES, AGREEMENT_TOKEN_RATE_LIMIT, agreementHash } from "./service";
import { AWARD_LOST_SUBJECT, AWARD_WON_SUBJECT } from "./mails";
import { completeBid, paidProjectWithSow, seedBid } from "../../test/bids";

type Owner = { id: number; token: string; email: string };

describe("the award and the agreement", () => {
  let t: TestApp;
  let owner: Owner;
  let stranger: Owner;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app, { firstName: "Dana", lastName: "Reyes", propertyState: "CA" }, { remoteAddress: "10.61.0.1" });
    owner = { id: a.user.id, token: a.token, email: a.email };
    const b = await signUpThroughApi(t.app, {}, { remoteAddress: "10.61.0.2" });
    stranger = { id: b.user.id, token: b.token, email: b.email };
  });
  afterAll(async () => {
    await t.close();
  });

  // each call from its own address unless told: the per-address limit is tested on its own
  const post = (url: string, options: { who?: Owner; body?: object; remoteAddress?: string } = {}): Promise<LightMyRequestResponse> => {
    address += 1;
    return t.app.inject({
      method: "POST",
      url,
      payload: options.body ?? {},
      ...(options.who ? { cookies: { [SESSION_COOKIE]: options.who.token } } : {}),
      remoteAddress: options.remoteAddress ?? `10.62.${Math.floor(address / 250)}.${address % 250}`,
      headers: { "user-agent": "agreement-test/1.0" },
    });
  };
  const award = (projectId: number, bidId: number, who: Owner | undefined = owner) => post(`/api/projects/${projectId}/bids/${bidId}/award`, { who });

  /** A paid project with three bidders: the winner, a second submitted bid, and a draft never submitted. */
  async function biddedProject() {
    const p = await paidProjectWithSow(t.app, owner, completePlan());
    const winnerBody = completeBid(p.baseline, { company: "Sierra Outdoor Builders", contactName: "Maria Lopez" }, 25);
    const winner = await seedBid(t.database.db, { projectId: p.projectId, name: "Maria Lopez", email: `win-${p.projectId}@sierra.example`, body: winnerBody });
    const other = await seedBid(t.database.db, {
      projectId: p.projectId,
      name: "Sam Ortiz",
      email: `other-${p.projectId}@ortiz.example`,
      body: completeBid(p.baseline, { company: "Ortiz Patios" }, 90),
    });
    const draft = await seedBid(t.database.db, {
      projectId: p.projectId,
      name: "Lee Draft",
      email: `draft-${p.projectId}@draft.example`,
      body: completeBid(p.baseline, { company: "Draft Co" }),
      submitted: false,
    });
    return { ...p, winner, winnerBody, other, draft };
  }

  it("awards a bid, both parties accept, the agreement locks and both download the signed copy", async () => {
    const p = await biddedProject();
    const res = await award(p.projectId, p.winner.bidId);
    expect(res.statusCode).toBe(200);
    const { agreementId } = res.json() as { agreementId: number };

    // the winner is told to open their invitation's link, the other submitted bidder is thanked, the draft hears nothing
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [`win-${p.projectId}@sierra.example`, `other-${p.projectId}@ortiz.example`, `draft-${p.projectId}@draft.example`]));
    expect(mails.map((m) => [m.toAddress, m.subject]).sort()).toEqual(
      [
        [`other-${p.projectId}@ortiz.example`, AWARD_LOST_SUBJECT],
        [`win-${p.projectId}@sierra.example`, AWARD_WON_SUBJECT],
      ].sort(),
    );
    expect(mails.find((m) => m.subject === AWARD_WON_SUBJECT)?.textBody).toContain("open the link from your invitation");

    // both parties read the same unsigned agreement
    const asOwner = await post(`/api/agreements/${agreementId}`, { who: owner });
    expect(asOwner.statusCode).toBe(200);
    const state = agreementSchema.parse(asOwner.json());
    expect(state).toMatchObject({ id: agreementId, projectId: p.projectId, bidId: p.winner.bidId, sowVersion: p.version, owner: null, contractor: null, locked: false });
    expect(state.documentHash).toMatch(/^[0-9a-f]{64}$/);
    const asContractor = await post(`/api/agreements/${agreementId}`, { body: { token: p.winner.token } });
    expect(asContractor.json()).toEqual(asOwner.json());

    const unsignedHtml = await post(`/api/agreements/${agreementId}/document-html`, { who: owner });
    expect(unsignedHtml.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(unsignedHtml.headers["content-disposition"]).toBe(`attachment; filename="agreement-project-${p.projectId}.html"`);
    const unsigned = normaliseText(htmlText(unsignedHtml.payload));
    expect(unsigned).toContain(agreementDocumentId(p.projectId, p.version));
    const leveled = levelBids(p.baseline, [{ id: "w", bid: p.winnerBody }], { today: "2029-01-01", maxCompletionWeeks: maxCompletionWeeks(p.plan) }).bids[0];
    for (const fact of ["Dana Reyes", owner.email, "Sierra Outdoor Builders", "Maria Lopez", "CSLB 1045678", `SOW-${String(p.projectId).padStart(6, "0")}-v1`]) {
      expect(unsigned).toContain(fact);
    }
    expect(unsigned).toContain(`Contract price (base total) ${formatUsd(leveled?.baseTotal ?? Number.NaN)}`);
    expect(unsigned.split(NOT_YET_ACCEPTED)).toHaveLength(3);

    // the owner accepts with the session; the same party again is refused
    const ownerAccepts = await post(`/api/agreements/${agreementId}/accept`, { who: owner, body: { fullName: "Dana Q. Reyes" }, remoteAddress: "203.0.113.7" });
    expect(ownerAccepts.statusCode).toBe(200);
    expect(ownerAccepts.json()).toMatchObject({ owner: { fullName: "Dana Q. Reyes" }, contractor: null, locked: false });
    const again = await post(`/api/agreements/${agreementId}/accept`, { who: owner, body: { fullName: "Dana Reyes" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(AGREEMENT_MESSAGES.alreadyAccepted);
    // half accepted is still the unsigned agreement
    const half = normaliseText(htmlText((await post(`/api/agreements/${agreementId}/document-html`, { body: { token: p.winner.token } })).payload));
    expect(half.split(NOT_YET_ACCEPTED)).toHaveLength(3);
    expect(half).not.toContain("Dana Q. Reyes");

    // the contractor accepts with the token: locked
    const contractorAccepts = await post(`/api/agreements/${agreementId}/accept`, {
      body: { token: p.winner.token, fullName: "Maria Lopez" },
      remoteAddress: "198.51.100.2",
    });
    expect(contractorAccepts.statusCode).toBe(200);
    expect(contractorAccepts.json()).toMatchObject({ owner: { fullName: "Dana Q. Reyes" }, contractor: { fullName: "Maria Lopez" }, locked: true });
    const secondContractor = await post(`/api/agreements/${agreementId}/accept`, { body: { token: p.winner.token, fullName: "Maria Lopez" } });
    expect(secondContractor.statusCode).toBe(409);

    const recorded = await t.database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.agreementId, agreementId));
    expect(recorded.map((r) => [r.party, r.fullName, r.ipAddress, r.userAgent, r.documentHash]).sort()).toEqual(
      [
        ["contractor", "Maria Lopez", "198.51.100.2", "agreement-test/1.0", state.documentHash],
        ["owner", "Dana Q. Reyes", "203.0.113.7", "agreement-test/1.0", state.documentHash],
      ].sort(),
    );
    const [row] = await t.database.db.select().from(agreements).where(eq(agreements.id, agreementId));
    expect(row?.lockedAt).toBeInstanceOf(Date);
    // the inputs as kept still build the very document that was hashed
    expect(agreementHash(row?.inputs as unknown as AgreementInput)).toBe(state.documentHash);

    // both download the signed PDF: both names, their addresses and the hash accepted
    for (const who of [{ who: owner }, { body: { token: p.winner.token } }]) {
      const pdf = await post(`/api/agreements/${agreementId}/document`, who);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="agreement-project-${p.projectId}-signed.pdf"`);
      const text = normaliseText(await pdfText(pdf.rawPayload));
      for (const fact of ["Dana Q. Reyes", "Maria Lopez", "203.0.113.7", "198.51.100.2", "Sierra Outdoor Builders"]) expect(text).toContain(fact);
      expect(text).not.toContain(NOT_YET_ACCEPTED);
      // a hash may be broken over two lines of its cell
      expect(text.replace(/\s+/g, "").split(state.documentHash)).toHaveLength(3);
    }
    const signedHtml = normaliseText(htmlText((await post(`/api/agreements/${agreementId}/document-html`, { body: { token: p.winner.token } })).payload));
    expect(signedHtml).toContain("Dana Q. Reyes");
    expect(signedHtml).toContain(state.documentHash);
  }, 120_000);

  it("awards once per project: a second award, or two at the same instant, answer 409", async () => {
    const p = await biddedProject();
    const [first, second] = await Promise.all([award(p.projectId, p.winner.bidId), award(p.projectId, p.other.bidId)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const late = await award(p.projectId, p.other.bidId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(AGREEMENT_MESSAGES.alreadyAwarded);
    expect(await t.database.db.select().from(agreements).where(eq(agreements.projectId, p.projectId))).toHaveLength(1);
  });

  it("awards only a submitted bid of a live invitation, only for the project's owner", async () => {
    const p = await biddedProject();
    const draft = await award(p.projectId, p.draft.bidId);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error).toBe(AGREEMENT_MESSAGES.notSubmitted);
    const revoked = await seedBid(t.database.db, {
      projectId: p.projectId,
      name: "Gone",
      email: "gone@example.com",
      body: completeBid(p.baseline),
      revoked: true,
    });
    expect((await award(p.projectId, revoked.bidId)).statusCode).toBe(409);
    expect((await post(`/api/projects/${p.projectId}/bids/${p.winner.bidId}/award`)).statusCode).toBe(401);
    expect((await award(p.projectId, p.winner.bidId, stranger)).statusCode).toBe(404);
    // a bid of another project through this project's id
    const elsewhere = await biddedProject();
    expect((await award(p.projectId, elsewhere.winner.bidId)).statusCode).toBe(404);
    expect(await t.database.db.select().from(agreements).where(inArray(agreements.projectId, [p.projectId, elsewhere.projectId]))).toHaveLength(0);
  });

  it("answers 404 to anyone but its two parties: a visitor, another user, the losing bidder's token, a token of another project", async () => {
    const p = await biddedProject();
    const { agreementId } = (await award(p.projectId, p.winner.bidId)).json() as { agreementId: number };
    const elsewhere = await biddedProject();
    const refused = [
      {},
      { who: stranger },
      { body: { token: p.other.token } },
      { body: { token: elsewhere.winner.token } },
      { body: { token: "A".repeat(43) } },
    ];
    for (const route of ["", "/document", "/document-html"]) {
      for (const caller of refused) {
        const res = await post(`/api/agreements/${agreementId}${route}`, caller);
        expect(res.statusCode, `${route} ${JSON.stringify(caller)}`).toBe(404);
        expect(res.body).not.toContain("Sierra");
      }
    }
    for (const caller of refused) {
      const res = await post(`/api/agreements/${agreementId}/accept`, { ...caller, body: { ...caller.body, fullName: "Somebody Else" } });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.agreementId, agreementId))).toHaveLength(0);
    // an unknown agreement answers as a refused one
    expect((await post(`/api/agreements/${agreementId + 1000}`, { who: owner })).statusCode).toBe(404);
  });

  it("asks for a typed full name, naming the field", async () => {
    const p = await biddedProject();
    const { agreementId } = (await award(p.projectId, p.winner.bidId)).json() as { agreementId: number };
    const res = await post(`/api/agreements/${agreementId}/accept`, { who: owner, body: { fullName: " " } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: "fullName", message: "Type your full name to accept" })]);
  });

  it("limits the calls bearing a token per address", async () => {
    const p = await biddedProject();
    const { agreementId } = (await award(p.projectId, p.winner.bidId)).json() as { agreementId: number };
    const from = "10.63.0.9";
    for (let i = 0; i < AGREEMENT_TOKEN_RATE_LIMIT.limit; i++) {
      expect((await post(`/api/agreements/${agreementId}`, { body: { token: "B".repeat(43) }, remoteAddress: from })).statusCode).toBe(404);
    }
    const limited = await post(`/api/agreements/${agreementId}`, { body: { token: p.winner.token }, remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // another address is not held back, nor the owner's session
    expect((await post(`/api/agreements/${agreementId}`, { body: { token: p.winner.token }, remoteAddress: "10.63.0.10" })).statusCode).toBe(200);
    expect((await post(`/api/agreements/${agreementId}`, { who: owner, remoteAddress: from })).statusCode).toBe(200);
    expect(await t.database.db.select().from(agreements).where(and(eq(agreements.id, agreementId)))).toHaveLength(1);
  });

  it("counts awards and signed agreements in the administrators' funnel", async () => {
    const admin = await createOrPromoteAdmin(t.database.db, { email: "funnel-admin@example.com", password: "an admin password 7" });
    const login = await logIn(t.app, admin.user.email, "an admin password 7", { remoteAddress: "10.64.0.1" });
    const cookies = { [SESSION_COOKIE]: sessionCookieOf(login)?.value ?? "" };
    const today = new Date().toISOString().slice(0, 10);
    const stages = async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/funnel?from=${today}&to=${today}`, cookies });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries((res.json().stages as Array<{ id: string; count: number }>).map((s) => [s.id, s.count]));
    };
    const before = await stages();
    const p = await biddedProject();
    const { agreementId } = (await award(p.projectId, p.winner.bidId)).json() as { agreementId: number };
    const awarded = await stages();
    expect(awarded.awarded).toBe((before.awarded ?? 0) + 1);
    expect(awarded["agreement-signed"]).toBe(before["agreement-signed"]);
    await post(`/api/agreements/${agreementId}/accept`, { who: owner, body: { fullName: "Dana Reyes" } });
    expect((await stages())["agreement-signed"]).toBe(before["agreement-signed"]);
    await post(`/api/agreements/${agreementId}/accept`, { body: { token: p.winner.token, fullName: "Maria Lopez" } });
    expect((await stages())["agreement-signed"]).toBe((before["agreement-signed"] ?? 0) + 1);
  });

  it("binds the SOW version the awarded bid prices, an earlier one when the owner regenerated the SOW since", async () => {
    const p = await paidProjectWithSow(t.app, owner, completePlan());
    const cookies = { [SESSION_COOKIE]: owner.token };
    const changed = completePlan((plan) => {
      plan.contractInfo = { ...plan.contractInfo, warrantyYears: "3" };
    });
    expect((await t.app.inject({ method: "PUT", url: `/api/projects/${p.projectId}`, payload: changed, cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/projects/${p.projectId}/generate-sow-word`, cookies })).statusCode).toBe(200);
    // the SOW is at version 2 now; the bid was made on version 1
    expect((await t.database.db.select().from(sowVersions).where(eq(sowVersions.projectId, p.projectId))).map((v) => v.version).sort()).toEqual([1, 2]);
    const older = await seedBid(t.database.db, { projectId: p.projectId, name: "Old", email: "old@example.com", body: completeBid(p.baseline) });
    const { agreementId } = (await award(p.projectId, older.bidId)).json() as { agreementId: number };
    const answer = await post(`/api/agreements/${agreementId}`, { who: owner });
    expect(answer.json().sowVersion).toBe(1);
    const html = normaliseText(htmlText((await post(`/api/agreements/${agreementId}/document-html`, { who: owner })).payload));
    expect(html).toContain(`SOW-${String(p.projectId).padStart(6, "0")}-v1, version 1`);
  });

  it("refuses an acceptance when the kept inputs no longer build the document that was hashed", async () => {
    const p = await biddedProject();
    const { agreementId } = (await award(p.projectId, p.winner.bidId)).json() as { agreementId: number };
    const [row] = await t.database.db.select().from(agreements).where(eq(agreements.id, agreementId));
    const inputs = structuredClone(row?.inputs) as unknown as AgreementInput;
    inputs.bid.body.company = "Someone Else Entirely";
    await t.database.db.update(agreements).set({ inputs: inputs as unknown as Record<string, unknown> }).where(eq(agreements.id, agreementId));
    const res = await post(`/api/agreements/${agreementId}/accept`, { who: owner, body: { fullName: "Dana Reyes" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AGREEMENT_MESSAGES.documentChanged);
    expect(await t.database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.agreementId, agreementId))).toHaveLength(0);
  });
});
