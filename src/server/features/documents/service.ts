import { createHash } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { coveredVersionsOf, type ServiceTier } from "../../../domain/commerce/tiers";
import { toIsoDate } from "../../../domain/common/format";
import { plannerDataSchema } from "../../../domain/planner/schema";
import { revisionRequiredMessage, SOW_MESSAGES, type SowDocumentType, type SowVersionsAnswer } from "../../../domain/sow/documents";
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

type VersionRow = typeof sowVersions.$inferSelect;
type PaidOrder = { id: number; serviceTier: ServiceTier; rushFee: boolean };
type SowOwnerRow = SowInput["owner"];

/** The paid orders of a project, oldest first: the order in which their versions are used. */
async function paidOrdersOf(db: Db, projectId: number): Promise<PaidOrder[]> {
  const rows = await db
    .select({ id: orders.id, serviceTier: orders.serviceTier, rushFee: orders.rushFee })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.status, "paid")))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map((row) => ({ ...row, serviceTier: row.serviceTier as ServiceTier }));
}

async function versionsOf(db: Db, projectId: number): Promise<VersionRow[]> {
  return db.select().from(sowVersions).where(eq(sowVersions.projectId, projectId)).orderBy(desc(sowVersions.version));
}

async function ownerOf(db: Db, project: ProjectRow): Promise<SowOwnerRow> {
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
  return owner;
}

/** The project's current design as the SOW shows it, and its hash: what makes one version differ from another. */
function designOf(project: ProjectRow): { design: SowInput["project"]; hash: string } {
  const plan = plannerDataSchema.parse({ ...project.plan, projectId: project.id });
  const design = { id: project.id, name: project.name, plan, budget: project.budget };
  return { design, hash: hashOf({ name: design.name, plan: design.plan, budget: design.budget }) };
}

/**
 * The design hash of a project, remembered by a SHA-256 the database computes of the stored name, plan and
 * budget (`storedDesignKey`): a repeated download then neither reads the plan nor checks it against its
 * schema (what designOf does, most of a repeated download's own time), and the same stored design always
 * gives the same hash.
 */
const designHashes = new LRUCache<string, string>({ max: 10_000 });

const storedDesignKey = sql<string>`encode(sha256(convert_to(json_build_array(${projects.id}, ${projects.name}, ${projects.plan}, ${projects.budget})::text, 'UTF8')), 'hex')`;

/** The project's row, with the key of its stored design; its design hash is remembered under that key. */
async function projectRow(db: Db, projectId: number): Promise<{ project: ProjectRow; hash: string }> {
  const [row] = await db
    .select({ project: projects, key: storedDesignKey })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) throw new AppError("not_found", "No such project");
  const { hash } = designOf(row.project);
  designHashes.set(row.key, hash);
  return { project: row.project, hash };
}

/** The version already issued for this design, preferring one a paid order covers. */
function issuedFor(versions: VersionRow[], hash: string): VersionRow | undefined {
  const same = versions.filter((v) => v.contentHash === hash);
  return same.find((v) => v.orderId !== null && v.inputs !== null) ?? same[0];
}

/**
 * The first paid order (oldest first) that may still cover a new version: its paid version plus its tier's
 * revisions (gold without limit). Undefined when every order has used what it includes.
 */
function orderWithRoom(paid: PaidOrder[], versions: VersionRow[]): PaidOrder | undefined {
  return paid.find((order) => {
    const limit = coveredVersionsOf(order.serviceTier);
    return limit === null || versions.filter((v) => v.orderId === order.id).length < limit;
  });
}

/**
 * Issues (or reuses) the version of the project's current design and answers what its document is built
 * from. `cover` is the paid order the version is recorded under (null: an administrator's preview, recorded
 * without coverage). A version already covered is served as issued; an uncovered one of the same design
 * (an earlier preview) is covered now. Two requests issuing at once meet on the unique index or on the
 * conditional update; the loser reads again.
 */
async function issueCurrent(
  db: Db,
  project: ProjectRow,
  cover: PaidOrder | null,
  options: { previewOrder: PaidOrder | null; today: string },
): Promise<SowInput> {
  const { design, hash } = designOf(project);
  const owner = await ownerOf(db, project);
  const order = cover ?? options.previewOrder;
  const base = { project: design, owner, order: order ? { serviceTier: order.serviceTier, rushFee: order.rushFee } : null };
  for (let attempt = 0; attempt < 3; attempt++) {
    const versions = await versionsOf(db, project.id);
    const issued = issuedFor(versions, hash);
    if (issued && issued.orderId !== null && issued.inputs) return issued.inputs;
    if (issued) {
      const before = versions.find((v) => v.version === issued.version - 1);
      const inputs: SowInput = {
        ...base,
        version: {
          number: issued.version,
          issuedOn: issued.issuedOn,
          supersedes: before ? { number: before.version, issuedOn: before.issuedOn } : null,
        },
        previousPlan: before?.inputs?.project.plan ?? null,
      };
      if (!cover) return inputs;
      const updated = await db
        .update(sowVersions)
        .set({ orderId: cover.id, inputs })
        .where(and(eq(sowVersions.id, issued.id), isNull(sowVersions.orderId)))
        .returning({ id: sowVersions.id });
      if (updated.length > 0) return inputs;
      continue;
    }
    const [last] = versions;
    const inputs: SowInput = {
      ...base,
      version: {
        number: (last?.version ?? 0) + 1,
        issuedOn: options.today,
        supersedes: last ? { number: last.version, issuedOn: last.issuedOn } : null,
      },
      // the superseded version's plan, when it was kept: the cover lists what changed since
      previousPlan: last?.inputs?.project.plan ?? null,
    };
    const inserted = await db
      .insert(sowVersions)
      .values({
        projectId: project.id,
        version: inputs.version.number,
        contentHash: hash,
        issuedOn: options.today,
        inputs,
        orderId: cover?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: sowVersions.id });
    if (inserted.length > 0) return inputs;
  }
  throw new Error(`could not issue a version of the SOW of project ${project.id}`);
}

/**
 * Which paid order covers the current design of a project, for its owner: the order of a version already
 * issued for it, else the first order with a revision left. Throws 403 revision_required (naming the latest
 * order's tier) when the design is a change beyond what every order includes.
 */
function coveringOrder(paid: PaidOrder[], versions: VersionRow[], hash: string): PaidOrder {
  const issued = issuedFor(versions, hash);
  const already = issued?.orderId ? paid.find((o) => o.id === issued.orderId) : undefined;
  const order = already ?? orderWithRoom(paid, versions);
  if (order) return order;
  const latest = paid.at(-1);
  if (!latest) throw new AppError("forbidden", SOW_MESSAGES.notPaid);
  throw new AppError("revision_required", revisionRequiredMessage(latest.serviceTier));
}

/** A version of a project as the one-query read of a download lists it: everything but what it was built from. */
type VersionHead = {
  id: number;
  version: number;
  contentHash: string;
  orderId: number | null;
  /** Whether what the version was built from is kept (its `inputs`). */
  kept: boolean;
};

/** A JSON column of a raw select: the drivers parse json; a string is parsed here in case one does not. */
function jsonOf<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * The project a user asks a document of, its paid orders (oldest first) and its versions (latest first), in
 * one query: what a repeated download needs to enforce every rule before the kept PDF is served.
 * Another user's project (or none) answers 404; the owner's unpaid project 403.
 */
async function downloadState(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<{ project: { id: number; userId: number }; designKey: string; paid: PaidOrder[]; versions: VersionHead[] }> {
  const [row] = await db
    .select({
      id: projects.id,
      userId: projects.userId,
      designKey: storedDesignKey,
      paid: sql<unknown>`coalesce((select json_agg(json_build_object('id', o.id, 'serviceTier', o.service_tier, 'rushFee', o.rush_fee) order by o.paid_at, o.id) from ${orders} o where o.project_id = "projects"."id" and o.status = 'paid'), '[]'::json)`,
      versions: sql<unknown>`coalesce((select json_agg(json_build_object('id', v.id, 'version', v.version, 'contentHash', v.content_hash, 'orderId', v.order_id, 'kept', v.inputs is not null) order by v.version desc) from ${sowVersions} v where v.project_id = "projects"."id"), '[]'::json)`,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw new AppError("not_found", "No such project");
  const paid = jsonOf<PaidOrder[]>(row.paid);
  if (paid.length === 0 && !user.isAdmin) throw new AppError("forbidden", SOW_MESSAGES.notPaid);
  return { project: { id: row.id, userId: row.userId }, designKey: row.designKey, paid, versions: jsonOf<VersionHead[]>(row.versions) };
}

async function keptInputsOf(db: Db, versionId: number): Promise<SowInput> {
  const [row] = await db.select({ inputs: sowVersions.inputs }).from(sowVersions).where(eq(sowVersions.id, versionId)).limit(1);
  if (!row?.inputs) throw new AppError("not_found", SOW_MESSAGES.noSuchVersion);
  return row.inputs;
}

/**
 * A version already issued whose document never changes, known by its identity (`versionKey`: its row id
 * and design hash), so a PDF kept for it is served without building its document again.
 */
export type KeptSowVersion = { versionKey: string; document: () => Promise<SowDocument> };

/**
 * Which document a SOW download is, after every rule of access (404, 403 unpaid, an unknown `?version=N`):
 * an issued version (`kept`), or the current design to issue or preview (`issue`, which may still answer
 * 403 revision_required).
 */
async function resolveSow(
  db: Db,
  user: AuthUser,
  projectId: number,
  options: { version?: number | undefined; now?: Date },
): Promise<{ kept: KeptSowVersion } | { issue: () => Promise<SowDocument> }> {
  const { designKey, paid, versions } = await downloadState(db, user, projectId);
  const kept = (v: VersionHead) => ({
    kept: { versionKey: `${v.id}:${v.contentHash}`, document: async () => buildSow(await keptInputsOf(db, v.id)) },
  });
  if (options.version !== undefined) {
    const row = versions.find((v) => v.version === options.version);
    if (!row?.kept || (row.orderId === null && !user.isAdmin)) throw new AppError("not_found", SOW_MESSAGES.noSuchVersion);
    return kept(row);
  }
  // The current design's version is already issued under a paid order (for the owner, one still paid):
  // served as issued, with no lock, no transaction and no write, as issuing it again would answer.
  const hash = designHashes.get(designKey) ?? (await projectRow(db, projectId)).hash;
  const issued = versions.find((v) => v.contentHash === hash && v.orderId !== null && v.kept);
  if (issued && (user.isAdmin || paid.some((o) => o.id === issued.orderId))) return kept(issued);
  return { issue: async () => issueAndBuild(db, user, (await projectRow(db, projectId)).project, paid, options.now) };
}

/**
 * The issued version a SOW download serves (`?version=N`, or the current design's when a paid order already
 * covers it), or null when the download has to issue (or preview) a version: then ask sowDocument.
 */
export async function keptSowVersion(
  db: Db,
  user: AuthUser,
  projectId: number,
  options: { version?: number | undefined } = {},
): Promise<KeptSowVersion | null> {
  const resolved = await resolveSow(db, user, projectId, options);
  return "kept" in resolved ? resolved.kept : null;
}

/**
 * The SOW document of a project. Without `version`: the current design's, issued (or reused) as a version
 * a paid order covers; for the owner beyond what the orders include, 403 revision_required; administrators
 * get it as a preview whatever was paid. With `version`: that paid version, rebuilt exactly as issued
 * (administrators: any version kept); 404 for a version the project never issued or did not keep.
 */
export async function sowDocument(
  db: Db,
  user: AuthUser,
  projectId: number,
  options: { version?: number | undefined; now?: Date } = {},
): Promise<SowDocument> {
  const resolved = await resolveSow(db, user, projectId, options);
  return "kept" in resolved ? resolved.kept.document() : resolved.issue();
}

/** Issues (or reuses) the version of the current design, under the order that covers it, and builds its document. */
async function issueAndBuild(db: Db, user: AuthUser, project: ProjectRow, paid: PaidOrder[], now?: Date): Promise<SowDocument> {
  const today = toIsoDate(now ?? new Date());
  const previewOrder = paid.at(-1) ?? null;
  if (user.isAdmin) {
    return buildSow(await issueCurrent(db, project, null, { previewOrder, today }));
  }
  const { hash } = designOf(project);
  const cover = coveringOrder(paid, await versionsOf(db, project.id), hash);
  const inputs = await db.transaction(async (tx) => {
    // one issue at a time per order, so two designs cannot both take its last revision
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, cover.id)).for("update");
    const again = coveringOrder(paid, await versionsOf(tx, project.id), hash);
    return issueCurrent(tx, project, again, { previewOrder, today });
  });
  return buildSow(inputs);
}

/**
 * Records the version an order paid for: the project's design when the order was paid. Called once by
 * fulfilment, when the order is newly paid. A design another order already covers stays with that order
 * (this order's versions are then the next changes).
 */
export async function recordPaidVersion(db: Db, order: { id: number; projectId: number }, now = new Date()): Promise<void> {
  const [project] = await db.select().from(projects).where(eq(projects.id, order.projectId)).limit(1);
  if (!project) return;
  const paid = await paidOrdersOf(db, project.id);
  const cover = paid.find((o) => o.id === order.id);
  if (!cover) return;
  await issueCurrent(db, project, cover, { previewOrder: null, today: toIsoDate(now) });
}

/** GET /api/projects/:id/sow-versions: the paid versions and whether the current design's SOW downloads. */
export async function sowVersionsOf(db: Db, user: AuthUser, projectId: number): Promise<SowVersionsAnswer> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  if (!project || (project.userId !== user.id && !user.isAdmin)) throw new AppError("not_found", "No such project");
  const paid = await paidOrdersOf(db, project.id);
  const versions = await versionsOf(db, project.id);
  const { hash } = designOf(project);
  const tierOf = new Map(paid.map((o) => [o.id, o.serviceTier]));
  const listed = versions
    .filter((v) => v.inputs !== null && v.orderId !== null && tierOf.has(v.orderId))
    .map((v) => ({
      version: v.version,
      issuedOn: v.issuedOn,
      serviceTier: tierOf.get(v.orderId ?? 0) ?? null,
      current: v.contentHash === hash,
    }));
  let current: SowVersionsAnswer["current"] = "unpaid";
  if (paid.length > 0) {
    const issued = issuedFor(versions, hash);
    const covered = (issued?.orderId && tierOf.has(issued.orderId)) || orderWithRoom(paid, versions);
    current = covered ? "covered" : "revision_required";
  }
  return { versions: listed, current };
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
