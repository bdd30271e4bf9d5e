import { createHash } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import {
  type AuthUser,
  plannerDataSchema,
  SOW_MESSAGES,
  type ServiceTier,
  type SowDocumentType,
  toIsoDate,
} from "../../../domain";
import { buildSow, type SowInput } from "../../../domain/sow/build";
import type { SowDocument } from "../../../domain/sow/model";
import type { Db } from "../../db/client";
import { orders, projects, sowDownloads, sowVersions, users } from "../../db/schema";
import { AppError } from "../../errors";

type ProjectRow = typeof projects.$inferSelect;

/**
 * The project a user may have documents of: their own with a paid order, or any project for an
 * administrator. Another user's project answers 404 (ids reveal nothing); the owner's unpaid project 403.
 */
export async function documentProject(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<{ project: ProjectRow; order: { serviceTier: ServiceTier; rushFee: boolean } | null }> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  if (!project || (project.userId !== user.id && !user.isAdmin)) {
    throw new AppError("not_found", "No such project");
  }
  const [paid] = await db
    .select({ serviceTier: orders.serviceTier, rushFee: orders.rushFee })
    .from(orders)
    .where(and(eq(orders.projectId, project.id), eq(orders.status, "paid")))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  if (!paid && !user.isAdmin) throw new AppError("forbidden", SOW_MESSAGES.notPaid);
  return { project, order: paid ? { serviceTier: paid.serviceTier as ServiceTier, rushFee: paid.rushFee } : null };
}

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/**
 * The version the document of these inputs carries: the last one when nothing changed since, else a new
 * one (with the version it supersedes). Two requests issuing the same new version at once meet on the
 * unique index; the loser reads the winner's row.
 */
async function versionFor(
  db: Db,
  projectId: number,
  contentHash: string,
  today: string,
): Promise<SowInput["version"]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const history = await db
      .select()
      .from(sowVersions)
      .where(eq(sowVersions.projectId, projectId))
      .orderBy(desc(sowVersions.version))
      .limit(2);
    const [last, before] = history;
    if (last && last.contentHash === contentHash) {
      return {
        number: last.version,
        issuedOn: last.issuedOn,
        supersedes: before ? { number: before.version, issuedOn: before.issuedOn } : null,
      };
    }
    const number = (last?.version ?? 0) + 1;
    const inserted = await db
      .insert(sowVersions)
      .values({ projectId, version: number, contentHash, issuedOn: today })
      .onConflictDoNothing()
      .returning({ version: sowVersions.version });
    if (inserted.length > 0) {
      return { number, issuedOn: today, supersedes: last ? { number: last.version, issuedOn: last.issuedOn } : null };
    }
  }
  throw new Error(`could not issue a version of the SOW of project ${projectId}`);
}

/** The SOW document of a project, built from its saved plan, its server budget, its owner and its paid order. */
export async function sowDocument(db: Db, user: AuthUser, projectId: number, now = new Date()): Promise<SowDocument> {
  const { project, order } = await documentProject(db, user, projectId);
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      propertyAddress: users.propertyAddress,
      propertyCity: users.propertyCity,
      propertyState: users.propertyState,
      propertyZip: users.propertyZip,
    })
    .from(users)
    .where(eq(users.id, project.userId))
    .limit(1);
  if (!owner) throw new Error(`project ${project.id} has no owner`);
  const plan = plannerDataSchema.parse({ ...project.plan, projectId: project.id });
  const inputs: Omit<SowInput, "version"> = {
    project: { id: project.id, name: project.name, plan, budget: project.budget },
    owner,
    order,
  };
  const version = await versionFor(db, project.id, hashOf(inputs), toIsoDate(now));
  return buildSow({ ...inputs, version });
}

export async function recordDownload(
  db: Db,
  download: { userId: number; projectId: number; documentType: SowDocumentType; ip: string | undefined },
): Promise<void> {
  await db.insert(sowDownloads).values({
    userId: download.userId,
    projectId: download.projectId,
    documentType: download.documentType,
    ipAddress: download.ip ?? null,
  });
}
