// Bids online, the server's side (docs/product/bids.md): the owner's invitations, the contractor's page and
// bid through a private link, and the owner's leveled comparison. Award and agreements live elsewhere; the
// agreements table is only read here, to close bidding once a bid is awarded.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { type BidBaseline, bidBaseline } from "../../../domain/bids/baseline";
import { type BidBody, parseBid } from "../../../domain/bids/bid";
import {
  type BidComparison,
  type BidPage,
  type Invitation,
  type InvitationStatus,
  type InviteAnswer,
  type InviteBody,
  MAX_OPEN_INVITATIONS,
  type StoredBid,
} from "../../../domain/bids/bids.contract";
import { changedRows, type LeveledTable, levelBids, maxCompletionWeeks, type RowChange } from "../../../domain/bids/leveling";
import { toIsoDate } from "../../../domain/common/format";
import type { SowInput } from "../../../domain/sow/build";
import { SOW_MESSAGES } from "../../../domain/sow/documents";
import type { Db } from "../../db/client";
import { agreements, bidInvitations, bidRevisions, bids, mailOutbox, orders, projects, sowVersions, users } from "../../db/schema";
import { AppError, validationError } from "../../errors";
import type { MailLog, Mailer } from "../../mail/mailer";
import { newSecretToken, sha256Hex } from "../../secret-tokens";
import { bidInvitationMail, bidSubmittedMail } from "./mails";

export const BIDS_MESSAGES = {
  noSuchLink: "This bid link is not valid. Ask the homeowner for a new one.",
  notPaid: SOW_MESSAGES.notPaid,
  tooManyOpen: `At most ${MAX_OPEN_INVITATIONS} invitations can be open at once: revoke one before you invite another contractor.`,
  awarded: "A bid on this project has been awarded: bids are closed.",
  awardedLink: "This invitation's bid was awarded: its link stays open for the agreement.",
  noSuchInvitation: "No such invitation",
} as const;

/** "https://example.com/bids/<token>": the contractor's page. */
export function bidLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/bids/${token}`;
}

/** "https://example.com/projects/12/bids": the owner's comparison. */
export function comparisonLink(publicUrl: string, projectId: number): string {
  return `${publicUrl.replace(/\/+$/, "")}/projects/${projectId}/bids`;
}

type ProjectRow = typeof projects.$inferSelect;

/** The signed-in owner's own project; anyone else's (or none) answers 404, as the project routes do. */
async function ownedProject(db: Db, user: AuthUser, projectId: number, options: { lock?: boolean } = {}): Promise<ProjectRow> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  const [project] = options.lock ? await query.for("update") : await query;
  if (!project || project.userId !== user.id) throw new AppError("not_found", "No such project");
  return project;
}

type PaidVersion = { id: number; version: number; issuedOn: string; inputs: SowInput };

/**
 * The project's latest paid SOW version: the newest version issued under a paid order whose inputs were kept
 * (what the documents feature lists as the paid versions). 403 when there is none.
 */
async function latestPaidVersion(db: Db, projectId: number): Promise<PaidVersion> {
  const [row] = await db
    .select({ id: sowVersions.id, version: sowVersions.version, issuedOn: sowVersions.issuedOn, inputs: sowVersions.inputs })
    .from(sowVersions)
    .innerJoin(orders, eq(orders.id, sowVersions.orderId))
    .where(and(eq(sowVersions.projectId, projectId), eq(orders.status, "paid"), isNotNull(sowVersions.inputs)))
    .orderBy(desc(sowVersions.version))
    .limit(1);
  if (!row?.inputs) throw new AppError("forbidden", BIDS_MESSAGES.notPaid);
  return { ...row, inputs: row.inputs };
}

async function agreementOf(db: Db, projectId: number): Promise<{ id: number; bidId: number } | undefined> {
  const [row] = await db.select({ id: agreements.id, bidId: agreements.bidId }).from(agreements).where(eq(agreements.projectId, projectId)).limit(1);
  return row;
}

/** "Fresno, CA": the city and state of the property, never the street. */
function locationOf(owner: { propertyCity: string; propertyState: string }): string {
  return [owner.propertyCity.trim(), owner.propertyState.trim()].filter(Boolean).join(", ");
}

const fullName = (owner: { firstName: string; lastName: string }) => `${owner.firstName} ${owner.lastName}`.trim();

/**
 * POST /api/projects/:id/bid-invitations: an invitation to bid on the project's latest paid SOW version, its
 * private link (answered once; only the token's SHA-256 is kept) and the mail that carries it, written in the
 * same transaction. 403 before a paid version, 409 with five invitations open or after an award.
 */
export async function invite(options: {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  publicUrl: string;
  user: AuthUser;
  projectId: number;
  body: InviteBody;
}): Promise<InviteAnswer> {
  const { db, mailer, user, projectId, body } = options;
  const token = newSecretToken(32);
  const url = bidLink(options.publicUrl, token);
  const answer = await db.transaction(async (tx) => {
    // the project's row is locked, so two invitations at once cannot both take the fifth place
    await ownedProject(tx, user, projectId, { lock: true });
    const version = await latestPaidVersion(tx, projectId);
    if (await agreementOf(tx, projectId)) throw new AppError("conflict", BIDS_MESSAGES.awarded);
    const [open] = await tx
      .select({ n: count() })
      .from(bidInvitations)
      .where(and(eq(bidInvitations.projectId, projectId), isNull(bidInvitations.revokedAt)));
    if (Number(open?.n ?? 0) >= MAX_OPEN_INVITATIONS) throw new AppError("conflict", BIDS_MESSAGES.tooManyOpen);
    const [invitation] = await tx
      .insert(bidInvitations)
      .values({ projectId, sowVersionId: version.id, name: body.name, email: body.email, tokenHash: sha256Hex(token) })
      .returning({ id: bidInvitations.id });
    if (!invitation) throw new Error("the invitation insert returned no row");
    const [owner] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, propertyCity: users.propertyCity, propertyState: users.propertyState })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const mail = await mailer.send(
      bidInvitationMail({
        to: body.email,
        contractorName: body.name,
        ownerName: owner ? fullName(owner) : "",
        location: owner ? locationOf(owner) : "",
        link: url,
        token,
      }),
      { db: tx, log: options.log },
    );
    await tx.update(bidInvitations).set({ mailId: mail.id }).where(eq(bidInvitations.id, invitation.id));
    return { id: invitation.id, url };
  });
  mailer.wake();
  return answer;
}

type StoredBidRow = typeof bids.$inferSelect;

/** The stored body as the API answers it (a draft or the latest submission). */
function storedBidOf(row: StoredBidRow): StoredBid {
  const body = row.body as Omit<BidBody, "submit">;
  return {
    ...body,
    id: row.id,
    revision: row.revision,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    savedAt: row.savedAt.toISOString(),
  };
}

/** GET /api/projects/:id/bid-invitations: every invitation of the owner's project, newest first, with where it stands. */
export async function listInvitations(db: Db, user: AuthUser, projectId: number): Promise<{ invitations: Invitation[] }> {
  await ownedProject(db, user, projectId);
  const rows = await db
    .select({
      id: bidInvitations.id,
      name: bidInvitations.name,
      email: bidInvitations.email,
      createdAt: bidInvitations.createdAt,
      revokedAt: bidInvitations.revokedAt,
      sowVersion: sowVersions.version,
      mailedAt: mailOutbox.sentAt,
      bidId: bids.id,
      submittedAt: bids.submittedAt,
    })
    .from(bidInvitations)
    .innerJoin(sowVersions, eq(sowVersions.id, bidInvitations.sowVersionId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, bidInvitations.mailId))
    .leftJoin(bids, eq(bids.invitationId, bidInvitations.id))
    .where(eq(bidInvitations.projectId, projectId))
    .orderBy(desc(bidInvitations.createdAt), desc(bidInvitations.id));
  const agreement = await agreementOf(db, projectId);
  const statusOf = (row: (typeof rows)[number]): InvitationStatus => {
    if (row.revokedAt) return "revoked";
    if (agreement) return row.bidId === agreement.bidId ? "awarded" : "not-awarded";
    if (row.submittedAt) return "submitted";
    return row.bidId === null ? "invited" : "draft";
  };
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: statusOf(row),
      sowVersion: row.sowVersion,
      createdAt: row.createdAt.toISOString(),
      mailedAt: row.mailedAt?.toISOString() ?? null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
  };
}

/** DELETE /api/projects/:id/bid-invitations/:invitationId: the link answers 404 from now on. */
export async function revokeInvitation(db: Db, user: AuthUser, projectId: number, invitationId: number): Promise<void> {
  await ownedProject(db, user, projectId);
  const [invitation] = await db
    .select({ id: bidInvitations.id, bidId: bids.id })
    .from(bidInvitations)
    .leftJoin(bids, eq(bids.invitationId, bidInvitations.id))
    .where(and(eq(bidInvitations.id, invitationId), eq(bidInvitations.projectId, projectId)))
    .limit(1);
  if (!invitation) throw new AppError("not_found", BIDS_MESSAGES.noSuchInvitation);
  // the awarded contractor reaches the agreement through this link
  const agreement = await agreementOf(db, projectId);
  if (agreement && invitation.bidId === agreement.bidId) throw new AppError("conflict", BIDS_MESSAGES.awardedLink);
  await db
    .update(bidInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(bidInvitations.id, invitationId), isNull(bidInvitations.revokedAt)));
}

/** What a live link opens: its invitation, project and SOW version as issued. */
type Link = {
  invitationId: number;
  projectId: number;
  ownerId: number;
  version: { number: number; issuedOn: string; inputs: SowInput };
};

/**
 * The invitation of a token: unknown, revoked, or of a deleted project all answer the same 404, so a link
 * tells nothing about why it does not work. `lock` holds the invitation's row for a save.
 */
async function linkOf(db: Db, token: string, options: { lock?: boolean } = {}): Promise<Link> {
  const query = db
    .select({
      invitationId: bidInvitations.id,
      projectId: bidInvitations.projectId,
      ownerId: projects.userId,
      revokedAt: bidInvitations.revokedAt,
      number: sowVersions.version,
      issuedOn: sowVersions.issuedOn,
      inputs: sowVersions.inputs,
    })
    .from(bidInvitations)
    .innerJoin(projects, and(eq(projects.id, bidInvitations.projectId), isNull(projects.deletedAt)))
    .innerJoin(sowVersions, eq(sowVersions.id, bidInvitations.sowVersionId))
    .where(eq(bidInvitations.tokenHash, sha256Hex(token)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: bidInvitations }) : await query;
  if (!row || row.revokedAt !== null || !row.inputs) throw new AppError("not_found", BIDS_MESSAGES.noSuchLink);
  return {
    invitationId: row.invitationId,
    projectId: row.projectId,
    ownerId: row.ownerId,
    version: { number: row.number, issuedOn: row.issuedOn, inputs: row.inputs },
  };
}

const baselineOf = (version: { number: number; inputs: SowInput }): BidBaseline => bidBaseline(version.inputs.project.plan, version.number);

async function bidOf(db: Db, invitationId: number): Promise<StoredBidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.invitationId, invitationId)).limit(1);
  return row;
}

/** GET /api/bids/:token: what the contractor sees of the project, the rows to price and their bid. */
export async function bidPage(db: Db, token: string): Promise<BidPage> {
  const link = await linkOf(db, token);
  const { inputs } = link.version;
  const [bid, agreement] = await Promise.all([bidOf(db, link.invitationId), agreementOf(db, link.projectId)]);
  const awarded = agreement !== undefined && bid !== undefined && agreement.bidId === bid.id;
  return {
    project: { name: inputs.project.name, ownerName: fullName(inputs.owner), location: locationOf(inputs.owner) },
    sowVersion: { number: link.version.number, issuedOn: link.version.issuedOn },
    rows: baselineOf(link.version).rows,
    bid: bid ? storedBidOf(bid) : null,
    state: agreement === undefined ? "open" : awarded ? "awarded" : "closed",
    agreementId: awarded ? agreement.id : null,
  };
}

/**
 * The SOW version of a link as the contractor reads it: the version exactly as issued, but for the owner's
 * street address, phone and e-mail, which a bidder has no need of before an award.
 */
export async function bidSowInputs(db: Db, token: string): Promise<{ projectId: number; inputs: SowInput }> {
  const link = await linkOf(db, token);
  const { inputs } = link.version;
  const withheld = "Shared with the contractor awarded the work";
  return {
    projectId: link.projectId,
    inputs: { ...inputs, owner: { ...inputs.owner, propertyAddress: "", propertyZip: "", phoneNumber: withheld, email: withheld } },
  };
}

/**
 * PUT /api/bids/:token: a draft overwrites the stored bid; a submission also keeps the whole bid as the next
 * revision and tells the owner by e-mail. The body is checked against the rows of the invitation's version
 * (400 naming each field); 409 once a bid of the project is awarded.
 */
export async function saveBid(options: {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  publicUrl: string;
  token: string;
  body: unknown;
}): Promise<{ bid: StoredBid }> {
  const { db, mailer, token } = options;
  let mailed = false;
  const saved = await db.transaction(async (tx) => {
    // the invitation's row is held, so two saves of one bid count their revisions one after the other
    const link = await linkOf(tx, token, { lock: true });
    if (await agreementOf(tx, link.projectId)) throw new AppError("conflict", BIDS_MESSAGES.awarded);
    const parsed = parseBid(options.body, baselineOf(link.version));
    if (!parsed.ok) throw validationError("bid", parsed.issues);
    const { submit, ...body } = parsed.bid;
    const existing = await bidOf(tx, link.invitationId);
    const now = new Date();
    const revision = (existing?.revision ?? 0) + (submit ? 1 : 0);
    const values = {
      sowVersion: body.sowVersion,
      body: body as Record<string, unknown>,
      revision,
      savedAt: now,
      ...(submit ? { submittedAt: now } : {}),
    };
    const [row] = existing
      ? await tx.update(bids).set(values).where(eq(bids.id, existing.id)).returning()
      : await tx
          .insert(bids)
          .values({ ...values, invitationId: link.invitationId, projectId: link.projectId })
          .returning();
    if (!row) throw new Error("the bid was not stored");
    if (submit) {
      await tx.insert(bidRevisions).values({ bidId: row.id, revision, sowVersion: body.sowVersion, body: row.body, createdAt: now });
      const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, link.ownerId)).limit(1);
      const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, link.projectId)).limit(1);
      if (owner) {
        await mailer.send(
          bidSubmittedMail({
            to: owner.email,
            ownerFirstName: owner.firstName,
            company: body.company,
            projectName: project?.name ?? link.version.inputs.project.name,
            revision,
            link: comparisonLink(options.publicUrl, link.projectId),
          }),
          { db: tx, log: options.log },
        );
        mailed = true;
      }
    }
    return row;
  });
  if (mailed) mailer.wake();
  return { bid: storedBidOf(saved) };
}

/** "" of a draft's blank date is no date. */
const dayOrNull = (value: string) => (value === "" ? null : value);

/** The leveled table of the owner's project, and what the answer adds to each bid. */
async function leveledTable(
  db: Db,
  user: AuthUser,
  projectId: number,
  today: string,
): Promise<{ table: LeveledTable; extra: Map<string, { invitationId: number; contactName: string; submittedAt: string; revision: number; bid: BidBody }> }> {
  await ownedProject(db, user, projectId);
  const current = await latestPaidVersion(db, projectId);
  const baseline = baselineOf({ number: current.version, inputs: current.inputs });
  // the latest submission of every bid whose link is still live
  const submitted = await db
    .select({
      bidId: bids.id,
      invitationId: bids.invitationId,
      revision: bidRevisions.revision,
      sowVersion: bidRevisions.sowVersion,
      body: bidRevisions.body,
      submittedAt: bidRevisions.createdAt,
    })
    .from(bids)
    .innerJoin(bidInvitations, and(eq(bidInvitations.id, bids.invitationId), isNull(bidInvitations.revokedAt)))
    .innerJoin(bidRevisions, and(eq(bidRevisions.bidId, bids.id), eq(bidRevisions.revision, bids.revision)))
    .where(eq(bids.projectId, projectId))
    .orderBy(asc(bidRevisions.createdAt), asc(bids.id));
  // the rows changed since each older version a bid is on
  const older = [...new Set(submitted.map((s) => s.sowVersion).filter((v) => v < current.version))];
  const changes: Record<number, RowChange[]> = {};
  if (older.length > 0) {
    const versions = await db
      .select({ version: sowVersions.version, inputs: sowVersions.inputs })
      .from(sowVersions)
      .where(and(eq(sowVersions.projectId, projectId), inArray(sowVersions.version, older)));
    for (const v of versions) {
      if (v.inputs) changes[v.version] = changedRows(baselineOf({ number: v.version, inputs: v.inputs }), baseline);
    }
  }
  const extra = new Map<string, { invitationId: number; contactName: string; submittedAt: string; revision: number; bid: BidBody }>();
  const toLevel = submitted.map((s) => {
    const bid = { ...(s.body as Omit<BidBody, "submit">), sowVersion: s.sowVersion, submit: true } as BidBody;
    extra.set(String(s.bidId), {
      invitationId: s.invitationId,
      contactName: bid.contactName,
      submittedAt: s.submittedAt.toISOString(),
      revision: s.revision,
      bid,
    });
    return { id: String(s.bidId), bid };
  });
  const table = levelBids(baseline, toLevel, {
    today,
    maxCompletionWeeks: maxCompletionWeeks(current.inputs.project.plan),
    changedRows: changes,
  });
  return { table, extra };
}

/** GET /api/projects/:id/bids: the submitted bids leveled against the latest paid SOW version. */
export async function bidComparison(db: Db, user: AuthUser, projectId: number, now = new Date()): Promise<BidComparison> {
  const { table, extra } = await leveledTable(db, user, projectId, toIsoDate(now));
  const agreement = await agreementOf(db, projectId);
  return {
    sowVersion: table.sowVersion,
    rows: table.rows,
    estimate: table.estimate,
    bids: table.bids.map((b) => {
      const more = extra.get(b.id);
      if (!more) throw new Error(`bid ${b.id} was leveled without its row`);
      const { bid } = more;
      return {
        ...b,
        id: Number(b.id),
        invitationId: more.invitationId,
        contactName: more.contactName,
        submittedAt: more.submittedAt,
        revision: more.revision,
        warrantyYears: bid.warrantyYears,
        earliestStart: dayOrNull(bid.earliestStart),
        durationWeeks: bid.durationWeeks,
        validUntil: dayOrNull(bid.validUntil),
        qualifications: bid.qualifications,
      };
    }),
    lowestLeveledTotal: table.lowestLeveledTotal,
    awardedBidId: agreement?.bidId ?? null,
    agreementId: agreement?.id ?? null,
  };
}

/** GET /api/projects/:id/bids.csv: the same leveled table, for a spreadsheet. */
export async function bidComparisonTable(db: Db, user: AuthUser, projectId: number, now = new Date()): Promise<LeveledTable> {
  return (await leveledTable(db, user, projectId, toIsoDate(now))).table;
}
