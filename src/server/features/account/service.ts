import { and, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import { ACCOUNT_PAGE_MESSAGES, type AccountExport, type AccountPasswordBody, type AccountProfile, type AccountProfileBody, accountProfileSchema } from "../../../domain/accounts/account-page";
import { calculateBudget } from "../../../domain/budget/budget";
import { createDefaultPlannerData, storedPlanOf } from "../../../domain/planner/model";
import { passwordWeakness } from "../../../domain/accounts/password-strength";
import type { Db } from "../../db/client";
import {
  analyticsEvents,
  contactMessages,
  loginFailures,
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
import { AppError, validationError } from "../../errors";
import { hashPassword, verifyPassword } from "../auth/password";
import { deleteUserSessions, forgetUserSessions } from "../auth/sessions";
import { installPasswordEstimator } from "../../../domain/accounts/password-estimator";

installPasswordEstimator();

type UserRow = typeof users.$inferSelect;

/** The same answer as a signed-out request: the session's account is gone (deleted on another device). */
function signedOut(): AppError {
  return new AppError("unauthorized", "Please log in to continue.");
}

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw signedOut();
  return row;
}

function profileOf(row: UserRow): AccountProfile {
  return accountProfileSchema.parse({
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    propertyAddress: row.propertyAddress,
    propertyCity: row.propertyCity,
    propertyState: row.propertyState,
    propertyZip: row.propertyZip,
    createdAt: row.createdAt.toISOString(),
  });
}

/** Checks the account's password; a wrong one is a 400 naming the field the person typed it in. */
async function confirmPassword(row: UserRow, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw validationError(field === "password" ? "password" : "current password", [
      { path: field, message: ACCOUNT_PAGE_MESSAGES.wrongPassword },
    ]);
  }
}

export async function getProfile(db: Db, userId: number): Promise<AccountProfile> {
  return profileOf(await userRow(db, userId));
}

/** Corrects the profile; the schema has checked every field with sign-up's rules. */
export async function updateProfile(db: Db, userId: number, body: AccountProfileBody): Promise<AccountProfile> {
  const [row] = await db
    .update(users)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw signedOut();
  // the signed-in user's name is part of the cached session lookups
  forgetUserSessions(db, userId);
  return profileOf(row);
}

/**
 * Changes the password of a signed-in user who knows the current one. Every other session of the account
 * ends (whoever else knew the old password loses access); the one making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  options: { userId: number; currentTokenHash: string; body: AccountPasswordBody },
): Promise<void> {
  const { userId, currentTokenHash, body } = options;
  const row = await userRow(db, userId);
  await confirmPassword(row, body.currentPassword, "currentPassword");
  if (body.currentPassword === body.newPassword) {
    throw validationError("new password", [{ path: "newPassword", message: ACCOUNT_PAGE_MESSAGES.samePassword }]);
  }
  const weakness = passwordWeakness(body.newPassword, row.email);
  if (weakness) throw validationError("new password", [{ path: "newPassword", message: weakness }]);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash)));
    // a reset link still out there would undo the change
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
  forgetUserSessions(db, userId);
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Contact messages are the person's when sent signed in or from the account's address. */
function contactMessagesOf(userId: number, email: string) {
  return or(eq(contactMessages.userId, userId), eq(contactMessages.email, email));
}

/** Everything the product holds about the user (right of access and portability); no hashes, no digests. */
export async function exportAccount(db: Db, userId: number, now = new Date()): Promise<AccountExport> {
  const row = await userRow(db, userId);
  const [projectRows, orderRows, downloadRows, messageRows, sessionRows, eventRows] = await Promise.all([
    db.select().from(projects).where(eq(projects.userId, userId)).orderBy(projects.id),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
    db.select().from(sowDownloads).where(eq(sowDownloads.userId, userId)).orderBy(sowDownloads.id),
    db.select().from(contactMessages).where(contactMessagesOf(userId, row.email)).orderBy(contactMessages.id),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt),
    db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).orderBy(analyticsEvents.id),
  ]);
  return {
    exportedAt: iso(now),
    profile: profileOf(row),
    projects: projectRows.map((p) => ({
      id: p.id,
      name: p.name,
      shape: p.shape,
      total: p.total,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
      plan: p.plan as unknown as Record<string, unknown>,
      budget: p.budget as unknown as Record<string, unknown>,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      projectId: o.projectId,
      serviceTier: o.serviceTier,
      rushFee: o.rushFee,
      amountCents: o.amountCents,
      currency: o.currency,
      status: o.status,
      provider: o.provider,
      createdAt: iso(o.createdAt),
      paidAt: isoOrNull(o.paidAt),
    })),
    sowDownloads: downloadRows.map((d) => ({
      projectId: d.projectId,
      documentType: d.documentType,
      ipAddress: d.ipAddress,
      createdAt: iso(d.createdAt),
    })),
    contactMessages: messageRows.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: iso(m.createdAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    analyticsEvents: eventRows.map((e) => ({
      name: e.name,
      value: e.value,
      params: e.params,
      createdAt: iso(e.createdAt),
    })),
  };
}

/** The e-mail of an account kept only to hold paid orders: no person's address, never one that signs in. */
export function deletedAccountEmail(userId: number): string {
  return `deleted-account-${userId}@deleted.invalid`;
}

/** Stored as the password hash of such an account: no password verifies against it. */
const NO_PASSWORD = "!account-deleted";

/**
 * Deletes the account of a user who confirmed it with their password, in one transaction. Gone: the
 * profile, sessions, reset links, projects with their plans, SOW downloads, unpaid orders, contact
 * messages, the mail sent to the address and failed logins naming it; analytics events lose the link to
 * the person. Paid orders stay as the financial record (amount, tier, dates, Stripe ids): their projects
 * keep only an id and their account row keeps no personal data, no e-mail that is the person's and no
 * password, so the address can register again.
 */
export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  const row = await userRow(db, userId);
  await confirmPassword(row, password, "password");
  await db.transaction(async (tx) => {
    const paid = await tx
      .selectDistinct({ projectId: orders.projectId })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, "paid")));
    const keptProjectIds = paid.map((p) => p.projectId);
    const ownProjects = tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));

    await tx.delete(sowDownloads).where(or(eq(sowDownloads.userId, userId), inArray(sowDownloads.projectId, ownProjects)));
    await tx.delete(orders).where(and(eq(orders.userId, userId), ne(orders.status, "paid")));
    await tx.delete(contactMessages).where(contactMessagesOf(userId, row.email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, row.email));
    await tx.delete(loginFailures).where(eq(loginFailures.email, row.email));
    await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await deleteUserSessions(tx, userId);

    if (keptProjectIds.length === 0) {
      // nothing to keep: the account and (by cascade) its projects and their SOW versions go
      await tx.delete(users).where(eq(users.id, userId));
      return;
    }
    await tx.delete(projects).where(and(eq(projects.userId, userId), notInArray(projects.id, keptProjectIds)));
    // a paid project keeps its row for its orders, with a blank plan and no name the person gave it
    const blank = createDefaultPlannerData();
    const budget = calculateBudget(blank);
    await tx
      .update(projects)
      .set({
        name: "Deleted project",
        shape: "",
        plan: storedPlanOf(blank),
        budget,
        total: budget.total,
        deletedAt: sql`coalesce(${projects.deletedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(inArray(projects.id, keptProjectIds));
    // its paid versions keep their number and order, not the owner's details they were printed with
    await tx.update(sowVersions).set({ inputs: null }).where(inArray(sowVersions.projectId, keptProjectIds));
    // nor do the PDFs kept of them, which print those details
    await tx.delete(sowRenders).where(inArray(sowRenders.projectId, keptProjectIds));
    await tx
      .update(users)
      .set({
        email: deletedAccountEmail(userId),
        passwordHash: NO_PASSWORD,
        firstName: "",
        lastName: "",
        phoneNumber: "",
        propertyAddress: "",
        propertyCity: "",
        propertyState: "",
        propertyZip: "",
        isAdmin: false,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  });
  // the deletion is visible now: no lookup can bring a session of this user back into the cache
  forgetUserSessions(db, userId);
}
