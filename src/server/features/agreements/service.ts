// The award and the agreement (docs/product/bids.md section 4): the owner awards one submitted bid, which
// writes the agreement's inputs and hash and tells every bidder; the owner (session) and the contractor (the
// awarded invitation's token) read it and each accept it once; when both have, it is locked.
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { toUtcIsoDate } from "../../../domain/common/format";
import {
  type AgreementAcceptance,
  type AgreementInput,
  type AgreementParty,
  agreementHashText,
  buildAgreement,
} from "../../../domain/bids/agreement";
import { bidBaseline } from "../../../domain/bids/baseline";
import { bidBodySchema } from "../../../domain/bids/bid";
import type { Agreement } from "../../../domain/bids/bids.contract";
import { maxCompletionWeeks } from "../../../domain/bids/leveling";
import { plannerDataSchema } from "../../../domain/planner/schema";
import { sowDocumentId } from "../../../domain/sow/build";
import type { SowDocument } from "../../../domain/sow/model";
import type { Db } from "../../db/client";
import { agreementAcceptances, agreements, bidInvitations, bidRevisions, bids, projects, sowVersions, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { MailLog, Mailer } from "../../mail/mailer";
import { sha256Hex } from "../../secret-tokens";
import { awardLostMail, awardWonMail } from "./mails";

export const AGREEMENT_MESSAGES = {
  notFound: "No such agreement",
  noBid: "No such bid",
  notSubmitted: "This bid has not been submitted: only a submitted bid can be awarded",
  revoked: "This bid's invitation was revoked: it can no longer be awarded",
  alreadyAwarded: "A bid of this project has already been awarded",
  versionNotKept: "The SOW version this bid prices is not kept: it cannot be bound to an agreement",
  alreadyAccepted: "You have already accepted this agreement",
  documentChanged:
    "This agreement can no longer be shown exactly as it was awarded, so it cannot be accepted. Please contact us: nothing was recorded.",
} as const;

/** Calls bearing a contractor's token, per address: enough for a person reading and accepting, too few to guess tokens. */
export const AGREEMENT_TOKEN_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;
export const AGREEMENT_TOKEN_RATE_KEY = "agreement-token|";

/** SHA-256 hex of the text the domain gives for an input: the hash both parties accept. */
export function agreementHash(input: AgreementInput): string {
  return sha256Hex(agreementHashText(input));
}

async function ownedProject(db: Db, user: AuthUser, projectId: number) {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, userId: projects.userId })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  // another user's project answers as one that does not exist, as the project routes do
  if (!project || project.userId !== user.id) throw new AppError("not_found", "No such project");
  return project;
}

function fullAddress(u: { propertyAddress: string; propertyCity: string; propertyState: string; propertyZip: string }): string {
  const cityLine = [u.propertyCity, [u.propertyState, u.propertyZip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [u.propertyAddress, cityLine].filter(Boolean).join(", ");
}

/**
 * POST /api/projects/:id/bids/:bidId/award: the owner awards a submitted bid of a live invitation. One award
 * per project: a second, even at the same instant, meets the unique index and answers 409. The agreement and
 * every bidder's mail are written in one transaction.
 */
export async function awardBid(options: {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  user: AuthUser;
  projectId: number;
  bidId: number;
  now?: Date;
}): Promise<{ agreementId: number }> {
  const { db, mailer, user, projectId, bidId } = options;
  const project = await ownedProject(db, user, projectId);
  const [row] = await db
    .select({ bid: bids, invitation: bidInvitations })
    .from(bids)
    .innerJoin(bidInvitations, eq(bidInvitations.id, bids.invitationId))
    .where(and(eq(bids.id, bidId), eq(bids.projectId, project.id)))
    .limit(1);
  if (!row) throw new AppError("not_found", AGREEMENT_MESSAGES.noBid);
  if (row.invitation.revokedAt) throw new AppError("conflict", AGREEMENT_MESSAGES.revoked);
  if (!row.bid.submittedAt || row.bid.revision < 1) throw new AppError("conflict", AGREEMENT_MESSAGES.notSubmitted);
  const [existing] = await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.projectId, project.id)).limit(1);
  if (existing) throw new AppError("conflict", AGREEMENT_MESSAGES.alreadyAwarded);

  // the submission awarded is the latest one, whole, as kept in its revisions
  const [revision] = await db
    .select()
    .from(bidRevisions)
    .where(and(eq(bidRevisions.bidId, row.bid.id), eq(bidRevisions.revision, row.bid.revision)))
    .limit(1);
  if (!revision) throw new AppError("conflict", AGREEMENT_MESSAGES.notSubmitted);
  const parsed = bidBodySchema.safeParse({ ...revision.body, submit: true });
  if (!parsed.success) throw new Error(`bid ${row.bid.id} revision ${revision.revision} does not read as a bid`);
  const { submit: _submit, ...body } = parsed.data;

  const [version] = await db
    .select()
    .from(sowVersions)
    .where(and(eq(sowVersions.projectId, project.id), eq(sowVersions.version, revision.sowVersion)))
    .limit(1);
  if (!version?.inputs) throw new AppError("conflict", AGREEMENT_MESSAGES.versionNotKept);
  const plan = plannerDataSchema.parse(version.inputs.project.plan);
  const [owner] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!owner) throw new AppError("not_found", "No such project");

  const input: AgreementInput = {
    project: { id: project.id, name: project.name },
    sow: { version: version.version, issuedOn: version.issuedOn, documentId: sowDocumentId(project.id, version.version) },
    owner: {
      name: `${owner.firstName} ${owner.lastName}`.trim() || owner.email,
      email: owner.email,
      propertyAddress: fullAddress(owner),
      propertyState: owner.propertyState,
    },
    bid: { id: row.bid.id, revision: revision.revision, submittedAt: row.bid.submittedAt.toISOString(), body },
    baseline: bidBaseline(plan, version.version),
    maxCompletionWeeks: maxCompletionWeeks(plan),
    awardedOn: toUtcIsoDate(options.now ?? new Date()),
  };
  const documentHash = agreementHash(input);

  const others = await db
    .select({ email: bidInvitations.email, name: bidInvitations.name })
    .from(bids)
    .innerJoin(bidInvitations, eq(bidInvitations.id, bids.invitationId))
    .where(and(eq(bids.projectId, project.id), ne(bids.id, row.bid.id), isNotNull(bids.submittedAt), isNull(bidInvitations.revokedAt)));

  const agreementId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(agreements)
      .values({
        projectId: project.id,
        bidId: row.bid.id,
        revision: revision.revision,
        sowVersion: version.version,
        inputs: input as unknown as Record<string, unknown>,
        documentHash,
      })
      .onConflictDoNothing()
      .returning({ id: agreements.id });
    // the other request of two at once got there first
    if (!created) throw new AppError("conflict", AGREEMENT_MESSAGES.alreadyAwarded);
    const mail = { db: tx, log: options.log };
    await mailer.send(
      awardWonMail({ to: row.invitation.email, name: row.invitation.name, projectName: project.name, ownerName: input.owner.name }),
      mail,
    );
    for (const other of others) {
      await mailer.send(awardLostMail({ to: other.email, name: other.name, projectName: project.name, ownerName: input.owner.name }), mail);
    }
    return created.id;
  });
  mailer.wake();
  return { agreementId };
}

type AgreementRow = typeof agreements.$inferSelect;

/**
 * Who is asking about an agreement: its owner (the session) or its contractor (the awarded invitation's
 * token, compared by its SHA-256). Anyone else, a token of another project or a revoked link included,
 * gets 404, as an agreement that does not exist.
 */
export async function agreementParty(
  db: Db,
  agreementId: number,
  caller: { user: AuthUser | null; token: string | undefined },
): Promise<{ agreement: AgreementRow; party: AgreementParty }> {
  const [row] = await db
    .select({ agreement: agreements, ownerId: projects.userId, tokenHash: bidInvitations.tokenHash, revokedAt: bidInvitations.revokedAt })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .innerJoin(bids, eq(bids.id, agreements.bidId))
    .innerJoin(bidInvitations, eq(bidInvitations.id, bids.invitationId))
    .where(and(eq(agreements.id, agreementId), isNull(projects.deletedAt)))
    .limit(1);
  if (row) {
    if (caller.token !== undefined) {
      if (!row.revokedAt && sha256Hex(caller.token) === row.tokenHash) return { agreement: row.agreement, party: "contractor" };
    } else if (caller.user && caller.user.id === row.ownerId) {
      return { agreement: row.agreement, party: "owner" };
    }
  }
  throw new AppError("not_found", AGREEMENT_MESSAGES.notFound);
}

async function acceptancesOf(db: Db, agreementId: number): Promise<AgreementAcceptance[]> {
  const rows = await db.select().from(agreementAcceptances).where(eq(agreementAcceptances.agreementId, agreementId));
  return rows.map((r) => ({
    party: r.party as AgreementParty,
    fullName: r.fullName,
    acceptedAt: r.acceptedAt.toISOString(),
    ipAddress: r.ipAddress,
    documentHash: r.documentHash,
  }));
}

function answerOf(agreement: AgreementRow, acceptances: AgreementAcceptance[]): Agreement {
  const of = (party: AgreementParty) => {
    const a = acceptances.find((x) => x.party === party);
    return a ? { fullName: a.fullName, acceptedAt: a.acceptedAt } : null;
  };
  return {
    id: agreement.id,
    projectId: agreement.projectId,
    bidId: agreement.bidId,
    sowVersion: agreement.sowVersion,
    documentHash: agreement.documentHash,
    owner: of("owner"),
    contractor: of("contractor"),
    locked: agreement.lockedAt !== null,
  };
}

export async function agreementAnswer(db: Db, agreement: AgreementRow): Promise<Agreement> {
  return answerOf(agreement, await acceptancesOf(db, agreement.id));
}

/**
 * The agreement's document: the unsigned agreement until both parties have accepted, then the signed copy,
 * carrying both acceptances.
 */
export async function agreementDocument(db: Db, agreement: AgreementRow): Promise<SowDocument> {
  const input = agreement.inputs as unknown as AgreementInput;
  if (!agreement.lockedAt) return buildAgreement(input);
  return buildAgreement(input, await acceptancesOf(db, agreement.id));
}

/**
 * One party's acceptance: the typed name, the time, the address and user agent of the request, and the hash
 * of the document accepted. A second acceptance by the same party answers 409; the second party's locks it.
 */
export async function acceptAgreement(
  db: Db,
  agreement: AgreementRow,
  party: AgreementParty,
  acceptance: { fullName: string; ipAddress: string; userAgent: string | null },
): Promise<Agreement> {
  // an acceptance records the hash of the document the party was shown: the kept inputs must still build it
  if (agreementHash(agreement.inputs as unknown as AgreementInput) !== agreement.documentHash) {
    throw new AppError("conflict", AGREEMENT_MESSAGES.documentChanged);
  }
  await db.transaction(async (tx) => {
    // the agreement's row is locked first, so two parties accepting at once both see each other's acceptance
    await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, agreement.id)).for("update");
    const [inserted] = await tx
      .insert(agreementAcceptances)
      .values({
        agreementId: agreement.id,
        party,
        fullName: acceptance.fullName,
        ipAddress: acceptance.ipAddress,
        userAgent: acceptance.userAgent,
        documentHash: agreement.documentHash,
      })
      .onConflictDoNothing()
      .returning({ id: agreementAcceptances.id });
    if (!inserted) throw new AppError("conflict", AGREEMENT_MESSAGES.alreadyAccepted);
    const all = await tx.select({ party: agreementAcceptances.party }).from(agreementAcceptances).where(eq(agreementAcceptances.agreementId, agreement.id));
    if (all.length === 2) {
      await tx.update(agreements).set({ lockedAt: new Date() }).where(and(eq(agreements.id, agreement.id), isNull(agreements.lockedAt)));
    }
  });
  const [fresh] = await db.select().from(agreements).where(eq(agreements.id, agreement.id)).limit(1);
  if (!fresh) throw new AppError("not_found", AGREEMENT_MESSAGES.notFound);
  return agreementAnswer(db, fresh);
}
