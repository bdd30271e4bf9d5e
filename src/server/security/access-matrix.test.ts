import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bidBaseline } from "../../domain/bids/baseline";
import { plannerDataSchema } from "../../domain/planner/schema";
import { sowVersions, users } from "../db/schema";
import { completeBid, paidProjectWithSow, seedBid } from "../test/bids";
import { createOrPromoteAdmin } from "../features/auth/service";
import { SESSION_COOKIE } from "../features/auth/sessions";
import { logIn, signUpThroughApi } from "../test/accounts";
import { OPENAPI_PATH } from "../openapi";
import { workedExample } from "../test/plans";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Who may call what, for every route of the API as its OpenAPI document lists it (so a new route fails here
 * until it is given its row). Five callers: a visitor, user A (who owns a paid project), user B (another
 * customer, who owns a paid project too), an administrator, and a contractor without an account who holds
 * the bid link of B's project. An expectation is the exact status, or "ok" for any 2xx or 3xx; the
 * contractor, signed in nowhere, is expected to be answered as the visitor unless the row says otherwise.
 *
 * On the bid link's routes the link is the credential, so each caller sends the link it holds: A the link
 * of an invitation A made (an owner may copy it), the contractor B's project's, everyone else a link never
 * issued (a session opens no link).
 */
type Actor = "visitor" | "a" | "b" | "admin" | "contractor";
type Expected = number | "ok";
type Row = {
  expect: Record<Exclude<Actor, "contractor">, Expected> & { contractor?: Expected };
  /** A valid request for A, so nothing but access decides the answer. */
  body?: (ctx: Context) => unknown;
  query?: string;
};
type Context = {
  projectId: number;
  sessionId: string;
  aEmail: string;
  bidId: number;
  agreementId: number;
  invitationId: number;
  tokens: Record<Actor, string>;
};

const anyone: Row["expect"] = { visitor: "ok", a: "ok", b: "ok", admin: "ok" };
const signedIn: Row["expect"] = { visitor: 401, a: "ok", b: "ok", admin: "ok" };
const ownerOnly: Row["expect"] = { visitor: 401, a: "ok", b: 404, admin: 404 };
const ownerOrAdmin: Row["expect"] = { visitor: 401, a: "ok", b: 404, admin: "ok" };
const adminOnly: Row["expect"] = { visitor: 401, a: 403, b: 403, admin: "ok" };
/** An agreement answers its two parties only (the contractor by token, below); anyone else as if it did not exist. */
const agreementParties: Row["expect"] = { visitor: 404, a: "ok", b: 404, admin: 404 };
/** A bid link's route: whoever holds a live link, and only about that link's project. */
const linkHolder: Row["expect"] = { visitor: 404, a: "ok", b: 404, admin: 404, contractor: "ok" };

const plan = () => workedExample();

const ROUTES: Record<string, Row> = {
  "GET /api/health": { expect: anyone },
  "GET /api/version": { expect: anyone },
  "GET /api/pricing": { expect: anyone },
  "POST /api/calculate-budget": { expect: anyone, body: plan },
  "GET /api/login": { expect: anyone, query: "?returnTo=/planner" },
  // a wrong password for everyone: the answer is the same whoever asks
  "POST /api/auth/login": {
    expect: { visitor: 401, a: 401, b: 401, admin: 401 },
    body: (c) => ({ mode: "login", email: c.aEmail, password: "not the password at all" }),
  },
  "POST /api/auth/forgot-password": { expect: anyone, body: (c) => ({ email: c.aEmail }) },
  // an unknown link is refused alike for everyone
  "POST /api/auth/reset-password": {
    expect: { visitor: 400, a: 400, b: 400, admin: 400 },
    body: () => ({ token: "x".repeat(43), newPassword: "a brand new password 9" }),
  },
  "POST /api/contact": {
    expect: anyone,
    body: () => ({ name: "Sam", email: "sam@example.com", subject: "Question", message: "Do you ship to Oregon?" }),
  },
  "POST /api/auth/track-form-load": { expect: anyone, body: () => ({}) },
  "POST /api/auth/track-interaction": { expect: anyone, body: () => ({ sessionId: "unknown", type: "mouse" }) },
  "POST /api/analytics/events": {
    expect: anyone,
    body: () => ({ visitId: "v-access-matrix-0001", events: [{ name: "page_view", params: { path: "/" } }] }),
  },
  // unsigned: refused for everyone alike, never a question of who is signed in
  "POST /api/stripe/webhook": { expect: { visitor: 400, a: 400, b: 400, admin: 400 }, body: () => ({}) },

  "GET /api/auth/user": { expect: signedIn },
  "GET /api/projects": { expect: signedIn },
  // each caller's own account: nobody reaches another's
  "GET /api/account": { expect: signedIn },
  "PATCH /api/account": {
    expect: signedIn,
    body: () => ({
      firstName: "Robin",
      lastName: "Matrix",
      phoneNumber: "",
      propertyAddress: "1 Test Road",
      propertyCity: "Fresno",
      propertyState: "CA",
      propertyZip: "93650",
    }),
  },
  "GET /api/account/export": { expect: signedIn },
  // a wrong password, so no caller's password changes and no account goes: refused alike for everyone
  "POST /api/account/password": {
    expect: { visitor: 401, a: 400, b: 400, admin: 400 },
    body: () => ({ currentPassword: "not the password at all", newPassword: "a brand new password 9" }),
  },
  "DELETE /api/account": {
    expect: { visitor: 401, a: 400, b: 400, admin: 400 },
    body: () => ({ password: "not the password at all" }),
  },
  "POST /api/projects": { expect: { visitor: 401, a: "ok", b: "ok", admin: "ok" }, body: plan },
  "GET /api/user/latest-project": { expect: signedIn },

  "GET /api/projects/{id}": { expect: ownerOnly },
  "PUT /api/projects/{id}": { expect: ownerOnly, body: plan },
  "PATCH /api/projects/{id}": { expect: ownerOnly, body: () => ({ name: "Backyard island" }) },
  // A's project has a paid order, so even its owner may not delete it
  "DELETE /api/projects/{id}": { expect: { visitor: 401, a: 409, b: 404, admin: 404 } },
  "POST /api/projects/{id}/duplicate": { expect: ownerOnly, body: () => ({}) },
  "POST /api/create-checkout-session": {
    expect: ownerOnly,
    body: (c) => ({ projectId: c.projectId, serviceTier: "gold", rushFee: false }),
  },
  "POST /api/payment/verify": { expect: ownerOnly, body: (c) => ({ sessionId: c.sessionId }) },
  "GET /api/test-checkout/{sessionId}": { expect: ownerOnly },
  "POST /api/test-checkout/{sessionId}/pay": { expect: ownerOnly, body: () => ({}) },
  "POST /api/test-checkout/{sessionId}/cancel": { expect: ownerOnly, body: () => ({}) },
  "POST /api/projects/{id}/generate-sow": { expect: ownerOrAdmin, body: () => ({}) },
  "POST /api/projects/{id}/generate-sow-word": { expect: ownerOrAdmin, body: () => ({}) },
  "POST /api/projects/{id}/track-download": { expect: ownerOrAdmin, body: () => ({ documentType: "pdf" }) },
  "GET /api/projects/{id}/sow-versions": { expect: ownerOrAdmin },
  // A has already awarded a bid of the project (below): the award is A's alone, and once
  "POST /api/projects/{id}/bids/{bidId}/award": { expect: { visitor: 401, a: 409, b: 404, admin: 404 } },
  "POST /api/agreements/{id}": { expect: agreementParties, body: () => ({}) },
  "POST /api/agreements/{id}/document": { expect: agreementParties, body: () => ({}) },
  "POST /api/agreements/{id}/document-html": { expect: agreementParties, body: () => ({}) },
  "POST /api/agreements/{id}/accept": { expect: agreementParties, body: () => ({ fullName: "Avery Quillfeather" }) },
  // A's project has its award (above): no more invitations, and no more bids on it
  "POST /api/projects/{id}/bid-invitations": {
    expect: { visitor: 401, a: 409, b: 404, admin: 404 },
    body: () => ({ name: "Matrix Builder", email: "matrix@builder.example" }),
  },
  "GET /api/projects/{id}/bid-invitations": { expect: ownerOnly },
  "DELETE /api/projects/{id}/bid-invitations/{invitationId}": { expect: ownerOnly },
  "GET /api/projects/{id}/bids": { expect: ownerOnly },
  "GET /api/projects/{id}/bids.csv": { expect: ownerOnly },
  "GET /api/bids/{token}": { expect: linkHolder },
  "GET /api/bids/{token}/sow": { expect: linkHolder },
  // a draft with nothing priced yet, valid on every SOW version; A's project is awarded, B's is not
  "PUT /api/bids/{token}": { expect: { ...linkHolder, a: 409 }, body: () => ({ sowVersion: 1, rows: [], company: "Matrix Builders" }) },

  "GET /api/admin/bot-stats": { expect: adminOnly },
  "GET /api/admin/download-stats": { expect: adminOnly },
  "GET /api/admin/all-downloads": { expect: adminOnly },
  "GET /api/admin/export-downloads": { expect: adminOnly },
  "GET /api/admin/funnel": { expect: adminOnly },
  "GET /api/admin/failing-mail": { expect: adminOnly },
  "GET /api/admin/contact-messages": { expect: adminOnly },
  "GET /api/admin/mail-outbox": { expect: adminOnly },
  "POST /api/projects/{id}/download-excel": { expect: adminOnly, body: () => ({}) },
  "PUT /api/admin/pricing/{tier}": { expect: adminOnly, body: () => ({ price: 99, originalPrice: null }) },

  // ends the session: asked last (below), and with a session of its own for each caller
  "GET /api/logout": { expect: anyone },
};

const ACTORS: Actor[] = ["visitor", "a", "b", "admin", "contractor"];

describe("who may call what: every route of the API for a visitor, its owner, another user and an administrator", () => {
  let t: TestApp;
  let ctx: Context;
  const cookies: Record<Actor, string | undefined> = { visitor: undefined, a: undefined, b: undefined, admin: undefined, contractor: undefined };
  let aSecret: string;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpThroughApi(t.app, { firstName: "Avery", lastName: "Quillfeather" });
    const b = await signUpThroughApi(t.app);
    await createOrPromoteAdmin(t.database.db, { email: "matrix-admin@example.com", password: "an admin password 4" });
    const admin = await logIn(t.app, "matrix-admin@example.com", "an admin password 4", { remoteAddress: "10.3.0.9" });
    cookies.a = a.token;
    cookies.b = b.token;
    cookies.admin = admin.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const [aRow] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    aSecret = aRow?.lastName ?? "";

    const asA = { [SESSION_COOKIE]: a.token };
    const project = await t.app.inject({ method: "POST", url: "/api/projects", payload: plan(), cookies: asA });
    const projectId = project.json().id as number;
    await t.app.inject({ method: "PATCH", url: `/api/projects/${projectId}`, payload: { name: "Quillfeather patio" }, cookies: asA });
    // A pays for it through the local test checkout
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier: "silver", rushFee: false },
      cookies: asA,
    });
    const paidSession = new URL(paid.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    await t.app.inject({ method: "POST", url: `/api/test-checkout/${paidSession}/pay`, cookies: asA });
    // and opens another checkout, still open, for the test-checkout routes
    const open = await t.app.inject({
      method: "POST",
      url: "/api/create-checkout-session",
      payload: { projectId, serviceTier: "gold", rushFee: false },
      cookies: asA,
    });
    // before the award, A invites two contractors: one link A holds for the link's routes, one invitation to revoke
    const link = await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/bid-invitations`, payload: { name: "Kept Link", email: "kept@builder.example" }, cookies: asA });
    const revoked = await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/bid-invitations`, payload: { name: "To Revoke", email: "revoke@builder.example" }, cookies: asA });
    // B owns a paid project too, and a contractor holds its bid link
    const asB = { [SESSION_COOKIE]: b.token };
    const bProject = (await t.app.inject({ method: "POST", url: "/api/projects", payload: plan(), cookies: asB })).json().id as number;
    await t.app.inject({ method: "PATCH", url: `/api/projects/${bProject}`, payload: { name: "Birchwood deck" }, cookies: asB });
    const bPaid = await t.app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId: bProject, serviceTier: "bronze", rushFee: false }, cookies: asB });
    const bSession = new URL(bPaid.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    await t.app.inject({ method: "POST", url: `/api/test-checkout/${bSession}/pay`, cookies: asB });
    const bLink = await t.app.inject({ method: "POST", url: `/api/projects/${bProject}/bid-invitations`, payload: { name: "Other Builder", email: "other@builder.example" }, cookies: asB });
    const tokenOf = (res: { json(): { url: string } }) => res.json().url.split("/").at(-1) ?? "";
    const never = "N".repeat(43);
    // two contractors bid on A's project and A awards the first: the agreement's routes have an agreement
    await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/generate-sow-word`, cookies: asA });
    const [version] = await t.database.db.select().from(sowVersions).where(eq(sowVersions.projectId, projectId));
    const baseline = bidBaseline(plannerDataSchema.parse(version?.inputs?.project.plan), version?.version ?? 1);
    const won = await seedBid(t.database.db, { projectId, name: "Maria Lopez", email: "maria@sierra.example", body: completeBid(baseline) });
    const other = await seedBid(t.database.db, { projectId, name: "Sam Ortiz", email: "sam@ortiz.example", body: completeBid(baseline) });
    const awarded = await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/bids/${won.bidId}/award`, cookies: asA });
    wonToken = won.token;
    ctx = {
      projectId,
      sessionId: paidSession,
      aEmail: a.email,
      bidId: other.bidId,
      agreementId: awarded.json().agreementId,
      invitationId: revoked.json().id,
      tokens: { visitor: never, a: tokenOf(link), b: never, admin: never, contractor: tokenOf(bLink) },
    };
    openSession = new URL(open.json().url, "http://localhost").searchParams.get("session_id") ?? "";

    const doc = (await t.app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  });
  let openSession = "";
  let wonToken = "";
  afterAll(async () => {
    await t?.close();
  });

  it("has a row for every route the server publishes, and no row for a route it does not", () => {
    expect([...routes].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  function urlOf(key: string, row: Row, actor: Actor): { method: string; url: string } {
    const [method = "GET", path = ""] = key.split(" ");
    const session = path.includes("/pay") || path.includes("/cancel") || key.startsWith("GET /api/test-checkout") ? openSession : ctx.sessionId;
    const url = path
      .replace("{id}", String(path.startsWith("/api/agreements/") ? ctx.agreementId : ctx.projectId))
      .replace("{bidId}", String(ctx.bidId))
      .replace("{tier}", "bronze")
      .replace("{sessionId}", session)
      .replace("{invitationId}", String(ctx.invitationId))
      .replace("{token}", ctx.tokens[actor]);
    return { method, url: url + (row.query ?? "") };
  }

  async function call(key: string, actor: Actor): Promise<LightMyRequestResponse> {
    const row = ROUTES[key];
    if (!row) throw new Error(`no row for ${key}`);
    const { method, url } = urlOf(key, row, actor);
    const cookie = cookies[actor];
    return t.app.inject({
      method: method as "GET",
      url,
      ...(row.body ? { payload: row.body(ctx) as object } : {}),
      ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
      // each caller from its own address, as in life: the per-address limits are not what is tested here
      remoteAddress: `10.4.0.${ACTORS.indexOf(actor) + 1}`,
    });
  }

  const ordered = () => [...Object.keys(ROUTES).filter((k) => !k.includes("logout")), "GET /api/logout"];

  it("answers each caller as the route's row says, and never shows user A's data to anyone else", async () => {
    const wrong: string[] = [];
    for (const key of ordered()) {
      for (const actor of ACTORS) {
        const res = await call(key, actor);
        const expected = ROUTES[key]?.expect;
        const want = actor === "contractor" ? (expected?.contractor ?? expected?.visitor) : expected?.[actor];
        const ok = want === "ok" ? res.statusCode >= 200 && res.statusCode < 400 : res.statusCode === want;
        if (!ok) wrong.push(`${key} as ${actor}: ${res.statusCode} (expected ${want}) ${res.body.slice(0, 120)}`);
        if (actor !== "a" && actor !== "admin") {
          for (const secret of [aSecret, ctx.aEmail, "Quillfeather patio"]) {
            if (res.body.includes(secret)) wrong.push(`${key} as ${actor}: the answer holds A's "${secret}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("opens an agreement to its contractor's token only: another project's contractor gets 404, as a visitor does", async () => {
    const key = (route: string) => `/api/agreements/${ctx.agreementId}${route}`;
    // B's own paid project, with a contractor's live token on it
    const b = await signUpThroughApi(t.app, {}, { remoteAddress: "10.4.1.1" });
    const theirs = await paidProjectWithSow(t.app, { id: b.user.id, token: b.token }, plan());
    const stranger = await seedBid(t.database.db, { projectId: theirs.projectId, name: "Other", email: "other@example.com", body: completeBid(theirs.baseline) });
    for (const route of ["", "/document", "/document-html", "/accept"]) {
      const body = route === "/accept" ? { fullName: "Not a party" } : {};
      const foreign = await t.app.inject({ method: "POST", url: key(route), payload: { ...body, token: stranger.token }, remoteAddress: "10.4.1.2" });
      expect(foreign.statusCode, route).toBe(404);
      expect(foreign.body).not.toContain("Quillfeather");
      if (route !== "/accept") {
        const own = await t.app.inject({ method: "POST", url: key(route), payload: { token: wonToken }, remoteAddress: "10.4.1.3" });
        expect(own.statusCode, route).toBe(200);
      }
    }
  });
});
