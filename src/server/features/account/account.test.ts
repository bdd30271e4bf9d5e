import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_PAGE_MESSAGES, accountExportSchema } from "../../../domain/accounts/account-page";
import { createDefaultPlannerData, storedPlanOf } from "../../../domain/planner/model";
import { PROJECT_MESSAGES } from "../../../domain/projects/messages";
import {
  analyticsEvents,
  contactMessages,
  mailOutbox,
  orders,
  passwordResetTokens,
  projects,
  sessions,
  sowDownloads,
  sowRenders,
  sowVersions,
  users,
} from "../../db/schema";
import { sha256Hex } from "../../secret-tokens";
import { workedExample } from "../../test/plans";
import { awayFromWindowEnd } from "../../test/rate-limit-windows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { BOT_DEFENCE_MESSAGES } from "../bot-defence/service";
import { SESSION_COOKIE } from "../auth/sessions";
import { currentUser, logIn, signUpThroughApi } from "../../test/accounts";
import { PASSWORD_CHECK_RATE_LIMIT } from "./routes";
import { deletedAccountEmail } from "./service";

describe("the account: see, correct, change the password, export, delete", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cookiesOf = (token: string) => ({ [SESSION_COOKIE]: token });
  let ipCounter = 0;
  /** Each account signs up from its own address, clear of the login limits of the others. */
  const newAccount = () => {
    ipCounter += 1;
    return signUpThroughApi(t.app, {}, { remoteAddress: `10.9.0.${ipCounter}` });
  };

  async function saveProject(token: string) {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: workedExample(), cookies: cookiesOf(token) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string };
  }

  it("refuses a visitor on every account route with 401", async () => {
    const calls = [
      { method: "GET", url: "/api/account" },
      { method: "PATCH", url: "/api/account", payload: {} },
      { method: "POST", url: "/api/account/password", payload: {} },
      { method: "GET", url: "/api/account/export" },
      { method: "DELETE", url: "/api/account", payload: {} },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("shows the profile and corrects it, naming the field of a wrong value", async () => {
    const a = await newAccount();
    const shown = await t.app.inject({ method: "GET", url: "/api/account", cookies: cookiesOf(a.token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email: a.email, firstName: "Dana", propertyState: "CA", propertyZip: "95814" });
    expect(shown.json()).not.toHaveProperty("passwordHash");

    const corrected = {
      firstName: "Dana Maria",
      lastName: "Rivera-Lopez",
      phoneNumber: "(916) 555-0199",
      propertyAddress: "14 Elm Street",
      propertyCity: "Davis",
      propertyState: "CA",
      propertyZip: "95616-1234",
    };
    const saved = await t.app.inject({ method: "PATCH", url: "/api/account", payload: corrected, cookies: cookiesOf(a.token) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...corrected, email: a.email });
    // the header's name follows at once
    expect((await currentUser(t.app, a.token)).json().firstName).toBe("Dana Maria");

    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      payload: { ...corrected, propertyZip: "ABCDE" },
      cookies: cookiesOf(a.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: "propertyZip" })]);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      payload: { ...corrected, firstName: "  " },
      cookies: cookiesOf(a.token),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toEqual({ path: "firstName", message: "First name is required" });
  });

  it("changes the password with the current one, ends the other sessions and keeps this one", async () => {
    const a = await newAccount();
    const other = await logIn(t.app, a.email, a.password, { remoteAddress: "10.9.1.1" });
    const otherToken = other.cookies.find((c) => c.name === SESSION_COOKIE)?.value as string;
    expect((await currentUser(t.app, otherToken)).statusCode).toBe(200);
    const resetLink = { tokenHash: sha256Hex(`reset-${a.user.id}`), userId: a.user.id, expiresAt: new Date(Date.now() + 60_000) };
    await t.database.db.insert(passwordResetTokens).values(resetLink);

    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "not my password", newPassword: "a new long passphrase" },
      cookies: cookiesOf(a.token),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: "currentPassword", message: ACCOUNT_PAGE_MESSAGES.wrongPassword }]);

    const weak = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: a.password, newPassword: "password" },
      cookies: cookiesOf(a.token),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe("newPassword");

    const changed = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: a.password, newPassword: "a new long passphrase" },
      cookies: cookiesOf(a.token),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(ACCOUNT_PAGE_MESSAGES.passwordChanged);
    expect((await currentUser(t.app, a.token)).statusCode).toBe(200);
    expect((await currentUser(t.app, otherToken)).statusCode).toBe(401);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, a.user.id))).toEqual([]);
    expect((await logIn(t.app, a.email, a.password, { remoteAddress: "10.9.1.2" })).statusCode).toBe(401);
    expect((await logIn(t.app, a.email, "a new long passphrase", { remoteAddress: "10.9.1.3" })).statusCode).toBe(200);
  });

  it("exports everything held about the person as a JSON attachment, without hashes or digests", async () => {
    const a = await newAccount();
    const project = await saveProject(a.token);
    const db = t.database.db;
    await db.insert(orders).values({
      userId: a.user.id,
      projectId: project.id,
      serviceTier: "silver",
      amountCents: 14900,
      currency: "usd",
      provider: "local",
      status: "paid",
      paidAt: new Date(),
    });
    await db.insert(sowDownloads).values({ userId: a.user.id, projectId: project.id, documentType: "pdf", ipAddress: "10.9.2.1" });
    await db.insert(contactMessages).values({ name: "Dana", email: a.email, subject: "Question", message: "About my pergola" });
    await db.insert(analyticsEvents).values({ name: "sign_up", userId: a.user.id, params: { method: "email" } });

    const res = await t.app.inject({
      method: "GET",
      url: "/api/account/export",
      cookies: cookiesOf(a.token),
      headers: { "user-agent": "ExportTest/1.0" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = accountExportSchema.parse(res.json());
    expect(data.profile.email).toBe(a.email);
    expect(data.projects).toEqual([expect.objectContaining({ id: project.id, name: project.name })]);
    expect(data.projects[0]?.plan).toMatchObject({ shape: "rectangular" });
    expect(data.orders).toEqual([expect.objectContaining({ projectId: project.id, serviceTier: "silver", status: "paid" })]);
    expect(data.sowDownloads).toEqual([expect.objectContaining({ projectId: project.id, ipAddress: "10.9.2.1" })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: "About my pergola" })]);
    expect(data.sessions).toEqual([expect.objectContaining({ ipAddress: `10.9.0.${ipCounter}` })]);
    expect(data.analyticsEvents.map((e) => e.name)).toContain("sign_up");

    const [row] = await db.select().from(users).where(eq(users.id, a.user.id));
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, a.user.id));
    expect(res.body).not.toContain(row?.passwordHash as string);
    expect(res.body).not.toContain(session?.tokenHash as string);
    expect(res.body).not.toContain("passwordHash");
    expect(res.body).not.toContain("tokenHash");
  });

  it("refuses to delete the account without the right password, and keeps everything", async () => {
    const a = await newAccount();
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      payload: { password: "wrong password" },
      cookies: cookiesOf(a.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "password", message: ACCOUNT_PAGE_MESSAGES.wrongPassword }]);
    expect((await currentUser(t.app, a.token)).statusCode).toBe(200);
  });

  it("stops checking a person's password after 10 tries in 15 minutes on either route, and holds up nobody else", async () => {
    await awayFromWindowEnd(PASSWORD_CHECK_RATE_LIMIT.windowMs);
    const a = await newAccount();
    const b = await newAccount();
    const changeWith = (token: string, currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/password",
        payload: { currentPassword, newPassword: "a new long passphrase" },
        cookies: cookiesOf(token),
      });
    const deleteWith = (token: string, password: string) =>
      t.app.inject({ method: "DELETE", url: "/api/account", payload: { password }, cookies: cookiesOf(token) });
    // guesses on both routes count together; a body refused by its schema is not a guess
    const blank = await deleteWith(a.token, "");
    expect(blank.statusCode).toBe(400);
    for (let i = 0; i < PASSWORD_CHECK_RATE_LIMIT.limit; i++) {
      const guess = i % 2 === 0 ? await changeWith(a.token, `guess number ${i}`) : await deleteWith(a.token, `guess number ${i}`);
      expect(guess.statusCode, `guess ${i + 1}`).toBe(400);
    }
    // the right password no longer helps within the window: the session may not be the person's own hands
    const refused = await changeWith(a.token, a.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: BOT_DEFENCE_MESSAGES.rateLimited, code: "rate_limited" });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PASSWORD_CHECK_RATE_LIMIT.windowMs / 1000);
    expect((await deleteWith(a.token, a.password)).statusCode).toBe(429);
    expect((await currentUser(t.app, a.token)).statusCode).toBe(200);
    expect((await logIn(t.app, a.email, a.password, { remoteAddress: "10.9.5.1" })).statusCode).toBe(200);
    // another person is checked as before
    expect((await changeWith(b.token, b.password)).statusCode).toBe(200);
  });

  it("deletes an account with its projects, plans, sessions and messages; the e-mail may register again", async () => {
    const a = await newAccount();
    const project = await saveProject(a.token);
    const db = t.database.db;
    await db.insert(orders).values({
      userId: a.user.id,
      projectId: project.id,
      serviceTier: "gold",
      amountCents: 29900,
      currency: "usd",
      provider: "local",
      status: "pending",
    });
    await db.insert(sowDownloads).values({ userId: a.user.id, projectId: project.id, documentType: "html" });
    await db.insert(contactMessages).values({ name: "Dana", email: a.email, subject: "Hi", message: "Call me", userId: a.user.id });
    await db.insert(mailOutbox).values({ toAddress: a.email, subject: "Reset", textBody: "link" });
    await db.insert(analyticsEvents).values({ name: "project_saved", userId: a.user.id, params: { projectId: project.id } });

    const res = await t.app.inject({ method: "DELETE", url: "/api/account", payload: { password: a.password }, cookies: cookiesOf(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_PAGE_MESSAGES.deleted);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");

    // the session is ended at once, although this server had it cached
    expect((await currentUser(t.app, a.token)).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, a.user.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.projectId, project.id))).toEqual([]);
    expect(await db.select().from(sowDownloads).where(eq(sowDownloads.projectId, project.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, a.email))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual([]);
    const events = await db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "project_saved"));
    expect(events.map((e) => e.userId)).toEqual([null]);

    expect((await logIn(t.app, a.email, a.password, { remoteAddress: "10.9.3.1" })).statusCode).toBe(401);
    const again = await signUpThroughApi(t.app, { email: a.email }, { remoteAddress: "10.9.3.2" });
    expect(again.user.id).not.toBe(a.user.id);
  });

  it("keeps a paid order as the financial record only, without the person or the plan", async () => {
    const a = await newAccount();
    const paidProject = await saveProject(a.token);
    const otherProject = await saveProject(a.token);
    const db = t.database.db;
    const paidAt = new Date("2026-11-20T10:00:00Z");
    const [order] = await db
      .insert(orders)
      .values({
        userId: a.user.id,
        projectId: paidProject.id,
        serviceTier: "silver",
        amountCents: 14900,
        currency: "usd",
        provider: "stripe",
        status: "paid",
        checkoutSessionId: `cs_test_${a.user.id}`,
        paymentIntentId: `pi_test_${a.user.id}`,
        paidAt,
      })
      .returning();
    // a paid version keeps what it was printed from, the owner's name and address among it
    const printed = { owner: { firstName: "Ana", email: a.email, propertyAddress: "12 Elm St" } };
    await db.insert(sowVersions).values({
      projectId: paidProject.id,
      version: 1,
      contentHash: "abc",
      issuedOn: "2026-11-20",
      inputs: printed as never,
      orderId: order?.id,
    });

    await db.insert(sowRenders).values({ key: `render-${a.user.id}`, projectId: paidProject.id, pdf: Buffer.from("%PDF-1.7"), byteSize: 8 });

    const res = await t.app.inject({ method: "DELETE", url: "/api/account", payload: { password: a.password }, cookies: cookiesOf(a.token) });
    expect(res.statusCode).toBe(200);
    // a kept PDF prints the owner's name and address: it goes with the account
    expect(await db.select().from(sowRenders).where(eq(sowRenders.projectId, paidProject.id))).toEqual([]);

    const [kept] = await db.select().from(orders).where(eq(orders.id, order?.id as number));
    expect(kept).toMatchObject({
      serviceTier: "silver",
      amountCents: 14900,
      status: "paid",
      checkoutSessionId: `cs_test_${a.user.id}`,
      paymentIntentId: `pi_test_${a.user.id}`,
      paidAt,
    });
    // the account row that holds it says nothing about the person and signs nobody in
    const [holder] = await db.select().from(users).where(eq(users.id, kept?.userId as number));
    expect(holder).toMatchObject({
      email: deletedAccountEmail(a.user.id),
      firstName: "",
      lastName: "",
      phoneNumber: "",
      propertyAddress: "",
      propertyCity: "",
      propertyState: "",
      propertyZip: "",
      isAdmin: false,
    });
    expect(JSON.stringify(holder)).not.toContain(a.email);
    const [project] = await db.select().from(projects).where(eq(projects.id, paidProject.id));
    expect(project?.name).toBe("Deleted project");
    expect(project?.deletedAt).not.toBeNull();
    expect(project?.plan).toEqual(storedPlanOf(createDefaultPlannerData()));
    expect(await db.select().from(projects).where(eq(projects.id, otherProject.id))).toEqual([]);
    const versions = await db.select().from(sowVersions).where(eq(sowVersions.projectId, paidProject.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]?.inputs).toBeNull();
    expect(JSON.stringify(versions)).not.toContain(a.email);

    expect((await logIn(t.app, a.email, a.password, { remoteAddress: "10.9.4.1" })).statusCode).toBe(401);
    const again = await signUpThroughApi(t.app, { email: a.email }, { remoteAddress: "10.9.4.2" });
    expect(again.user.id).not.toBe(a.user.id);
  });

  it("still refuses to delete a project that has a paid order", async () => {
    const a = await newAccount();
    const project = await saveProject(a.token);
    await t.database.db.insert(orders).values({
      userId: a.user.id,
      projectId: project.id,
      serviceTier: "bronze",
      amountCents: 4900,
      currency: "usd",
      provider: "local",
      status: "paid",
      paidAt: new Date(),
    });
    const res = await t.app.inject({ method: "DELETE", url: `/api/projects/${project.id}`, cookies: cookiesOf(a.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PROJECT_MESSAGES.paidCannotBeDeleted);
  });
});
