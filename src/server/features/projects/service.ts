import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNull, notExists } from "drizzle-orm";
import { calculateBudget } from "../../../domain/budget/budget";
import type { ServiceTier } from "../../../domain/commerce/tiers";
import { storedPlanOf } from "../../../domain/planner/model";
import { type PlannerData, plannerDataSchema } from "../../../domain/planner/schema";
import { PROJECT_MESSAGES } from "../../../domain/projects/messages";
import { defaultProjectName, type LatestProject, PROJECT_NAME_MAX, type Project, type ProjectSaveBody, type ProjectSummary } from "../../../domain/projects/projects";
import type { Db } from "../../db/client";
import { orders, projects } from "../../db/schema";
import { AppError } from "../../errors";

type ProjectRow = typeof projects.$inferSelect;

/** The same answer for a project that does not exist, was deleted or belongs to someone else. */
function notFound(): AppError {
  return new AppError("not_found", PROJECT_MESSAGES.notFound);
}

/** The tier of each project's paid order (the latest one when there are several). */
async function paidTiers(db: Db, projectIds: number[]): Promise<Map<number, ServiceTier>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: orders.projectId, tier: orders.serviceTier })
    .from(orders)
    .where(and(inArray(orders.projectId, projectIds), eq(orders.status, "paid")))
    .orderBy(orders.paidAt);
  return new Map(rows.map((r) => [r.projectId, r.tier as ServiceTier]));
}

function summaryOf(row: ProjectRow, paidTier: ServiceTier | null): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    shape: row.shape as ProjectSummary["shape"],
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidTier,
  };
}

/**
 * The stored plan read back through the planner schema (so a plan saved before a field existed gets its
 * default), carrying its project id and the server's budget: what the planner needs to reopen it.
 */
function planOf(row: ProjectRow): PlannerData {
  return plannerDataSchema.parse({ ...row.plan, projectId: row.id, budget: row.budget });
}

function projectOf(row: ProjectRow, paidTier: ServiceTier | null): Project {
  return { ...summaryOf(row, paidTier), plan: planOf(row), budget: row.budget };
}

/** The plan as stored and the server's own budget of it: never the figures a client sent along. */
function pricedPlan(data: PlannerData) {
  const plan = storedPlanOf(data);
  const budget = calculateBudget(data);
  return { shape: data.shape, plan, total: budget.total, budget };
}

/** A live project of this user, or 404. */
export async function ownedRow(db: Db, userId: number, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Creates a project. With an idempotency key, once per key and user: a repeated key answers the project it
 * created (created: false), a concurrent one waits for the first and does the same, and a key sent again
 * with another plan is refused naming the header.
 */
export async function createProject(
  db: Db,
  userId: number,
  body: ProjectSaveBody,
  idempotencyKey?: string,
): Promise<{ project: Project; created: boolean }> {
  const { name, ...data } = body;
  const priced = pricedPlan(data);
  const values = { userId, name: name ?? defaultProjectName(data.shape), ...priced };
  if (idempotencyKey === undefined) {
    const [row] = await db.insert(projects).values(values).returning();
    if (!row) throw new Error("the project insert returned no row");
    return { project: projectOf(row, null), created: true };
  }
  const requestDigest = createHash("sha256").update(JSON.stringify(body)).digest("base64url");
  const [row] = await db
    .insert(projects)
    .values({ ...values, idempotencyKey, requestDigest })
    .onConflictDoNothing({ target: [projects.userId, projects.idempotencyKey] })
    .returning();
  if (row) return { project: projectOf(row, null), created: true };
  const [existing] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!existing) throw new Error("the project of an idempotency key in conflict was not found");
  if (existing.requestDigest !== requestDigest) {
    throw new AppError("conflict", PROJECT_MESSAGES.idempotencyKeyReused, [
      { path: "idempotency-key", message: PROJECT_MESSAGES.idempotencyKeyReused },
    ]);
  }
  if (existing.deletedAt) throw notFound();
  return { project: projectOf(existing, (await paidTiers(db, [existing.id])).get(existing.id) ?? null), created: false };
}

/** Replaces the plan of a project (and its name when given); the budget is computed again. */
export async function updateProject(db: Db, userId: number, id: number, body: ProjectSaveBody): Promise<Project> {
  const { name, ...data } = body;
  const [row] = await db
    .update(projects)
    .set({ ...pricedPlan(data), ...(name ? { name } : {}), updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.userId, userId), isNull(projects.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return projectOf(row, (await paidTiers(db, [row.id])).get(row.id) ?? null);
}

export async function getProject(db: Db, userId: number, id: number): Promise<Project> {
  const row = await ownedRow(db, userId, id);
  return projectOf(row, (await paidTiers(db, [row.id])).get(row.id) ?? null);
}

/** Newest change first. */
export async function listProjects(db: Db, userId: number): Promise<ProjectSummary[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  const tiers = await paidTiers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summaryOf(row, tiers.get(row.id) ?? null));
}

export async function latestProject(db: Db, userId: number): Promise<LatestProject | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(1);
  if (!row) return null;
  const paidTier = (await paidTiers(db, [row.id])).get(row.id) ?? null;
  const { id, name, shape, total, updatedAt } = summaryOf(row, paidTier);
  return { id, name, shape, budget: total, paidTier, updatedAt, plan: planOf(row) };
}

export async function renameProject(db: Db, userId: number, id: number, name: string): Promise<ProjectSummary> {
  const [row] = await db
    .update(projects)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.userId, userId), isNull(projects.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return summaryOf(row, (await paidTiers(db, [row.id])).get(row.id) ?? null);
}

/** A new, unpaid project with the same plan, named "Copy of …". */
export async function duplicateProject(db: Db, userId: number, id: number): Promise<Project> {
  const source = await ownedRow(db, userId, id);
  const name = `Copy of ${source.name}`.slice(0, PROJECT_NAME_MAX);
  const [row] = await db
    .insert(projects)
    .values({
      userId,
      name,
      shape: source.shape,
      plan: source.plan,
      total: source.total,
      budget: source.budget,
    })
    .returning();
  if (!row) throw new Error("the project insert returned no row");
  return projectOf(row, null);
}

/**
 * Deletes a project for good: its plan, its SOW versions and downloads and its unpaid orders go with the
 * row (the foreign keys cascade). A project with a paid order is kept whole (409): the customer paid for
 * its documents, and deleting it by mistake would lose them (decision 0026).
 */
export async function deleteProject(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownedRow(db, userId, id);
  // one statement: a payment completing meanwhile cannot lose its project
  const deleted = await db
    .delete(projects)
    .where(
      and(
        eq(projects.id, row.id),
        eq(projects.userId, userId),
        isNull(projects.deletedAt),
        notExists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.projectId, projects.id), eq(orders.status, "paid"))),
        ),
      ),
    )
    .returning({ id: projects.id });
  if (deleted.length === 0) throw new AppError("conflict", PROJECT_MESSAGES.paidCannotBeDeleted);
}
