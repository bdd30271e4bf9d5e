// Test fixtures of bids online written straight to the tables: a paid project with an issued SOW version, and
// invitations with a known token and a submitted bid, so the award and the agreement are tested on their own.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type BidBaseline, bidBaseline } from "../../domain/bids/baseline";
import type { BidBody } from "../../domain/bids/bid";
import { completeBid as bidOnBaseline } from "../../domain/testing/bids";
import { type PlannerData, plannerDataSchema } from "../../domain/planner/schema";
import type { Db } from "../db/client";
import { bidInvitations, bidRevisions, bids, orders, sowVersions } from "../db/schema";
import { newSecretToken, sha256Hex } from "../secret-tokens";
import { SESSION_COOKIE } from "../features/auth/sessions";


/**
 * A project of the owner's, paid, with its SOW issued (version 1, through the HTML download, which issues it
 * as the owner's first download does). Answers the project, the version's plan and its baseline.
 */
export async function paidProjectWithSow(
  app: FastifyInstance,
  owner: { id: number; token: string },
  plan: PlannerData,
): Promise<{ projectId: number; version: number; plan: PlannerData; baseline: BidBaseline }> {
  const cookies = { [SESSION_COOKIE]: owner.token };
  const created = await app.inject({ method: "POST", url: "/api/projects", payload: plan, cookies });
  if (created.statusCode !== 201) throw new Error(`project not created: ${created.body}`);
  const projectId = created.json().id as number;
  await app.database.db.insert(orders).values({
    userId: owner.id,
    projectId,
    serviceTier: "silver",
    rushFee: false,
    amountCents: 16900,
    currency: "usd",
    provider: "local",
    status: "paid",
    paidAt: new Date(),
  });
  const sow = await app.inject({ method: "POST", url: `/api/projects/${projectId}/generate-sow-word`, cookies });
  if (sow.statusCode !== 200) throw new Error(`SOW not issued: ${sow.body}`);
  const [version] = await app.database.db.select().from(sowVersions).where(eq(sowVersions.projectId, projectId));
  if (!version?.inputs) throw new Error("no SOW version kept");
  const kept = plannerDataSchema.parse(version.inputs.project.plan);
  return { projectId, version: version.version, plan: kept, baseline: bidBaseline(kept, version.version) };
}

/**
 * A complete bid on a baseline: every row at its estimate plus `markup` dollars, alternates not offered. Its
 * dates lie years ahead: the server levels on today's date, and the bid must stay valid whenever the tests run.
 */
export function completeBid(baseline: BidBaseline, fields: Partial<BidBody> = {}, markup = 0): BidBody {
  return bidOnBaseline(baseline, {
    markup,
    fields: { insuranceExpiry: "2030-12-31", earliestStart: "2030-03-01", durationWeeks: 6, validUntil: "2030-02-15", ...fields },
  });
}

/**
 * An invitation with a token the test knows, and its bid: submitted (revision 1, kept in bid_revisions) or a
 * draft never submitted.
 */
export async function seedBid(
  db: Db,
  options: { projectId: number; name: string; email: string; body: BidBody; submitted?: boolean; revoked?: boolean },
): Promise<{ invitationId: number; bidId: number; token: string }> {
  const token = newSecretToken();
  const [version] = await db
    .select({ id: sowVersions.id })
    .from(sowVersions)
    .where(and(eq(sowVersions.projectId, options.projectId), eq(sowVersions.version, options.body.sowVersion)));
  if (!version) throw new Error("no such SOW version");
  const [invitation] = await db
    .insert(bidInvitations)
    .values({
      projectId: options.projectId,
      sowVersionId: version.id,
      name: options.name,
      email: options.email,
      tokenHash: sha256Hex(token),
      revokedAt: options.revoked ? new Date() : null,
    })
    .returning({ id: bidInvitations.id });
  if (!invitation) throw new Error("no invitation");
  const { submit: _submit, ...body } = options.body;
  const submitted = options.submitted ?? true;
  const [bid] = await db
    .insert(bids)
    .values({
      invitationId: invitation.id,
      projectId: options.projectId,
      sowVersion: body.sowVersion,
      body,
      revision: submitted ? 1 : 0,
      submittedAt: submitted ? new Date() : null,
    })
    .returning({ id: bids.id });
  if (!bid) throw new Error("no bid");
  if (submitted) await db.insert(bidRevisions).values({ bidId: bid.id, revision: 1, sowVersion: body.sowVersion, body });
  return { invitationId: invitation.id, bidId: bid.id, token };
}
