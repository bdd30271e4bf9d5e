import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateBudget } from "../../domain/budget/budget";
import { createDefaultPlannerData, storedPlanOf } from "../../domain/planner/model";
import { createUser } from "../test/factories";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { MIGRATIONS_DIR } from "./client";
import { orders, projects } from "./schema";

/** The migration that removes the projects hidden before deleting a project removed its row (found by name, whatever its number). */
const PURGE_FILE = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith("_purge_deleted_projects.sql"));
const PURGE_SQL = readFileSync(path.join(MIGRATIONS_DIR, PURGE_FILE ?? "missing"), "utf8");

describe("migration: projects deleted before deletion removed them", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("removes the hidden ones with their plans, keeps a hidden one with a paid order and every live one", async () => {
    const db = database.db;
    const { user } = await createUser(db);
    const plan = createDefaultPlannerData();
    const row = { userId: user.id, name: "Patio", plan: storedPlanOf(plan), budget: calculateBudget(plan), total: 1 };
    const [hidden] = await db.insert(projects).values({ ...row, deletedAt: new Date() }).returning();
    const [hiddenPaid] = await db.insert(projects).values({ ...row, deletedAt: new Date() }).returning();
    const [live] = await db.insert(projects).values(row).returning();
    const paidOrder = { userId: user.id, serviceTier: "bronze", amountCents: 4900, currency: "usd", provider: "local" };
    await db.insert(orders).values({ ...paidOrder, projectId: hiddenPaid?.id as number, status: "paid", paidAt: new Date() });
    await db.insert(orders).values({ ...paidOrder, projectId: hidden?.id as number, status: "cancelled" });

    await db.execute(sql.raw(PURGE_SQL));

    const left = await db.select({ id: projects.id }).from(projects).where(eq(projects.userId, user.id));
    expect(left.map((p) => p.id).sort()).toEqual([hiddenPaid?.id, live?.id].sort());
    expect(await db.select().from(orders).where(eq(orders.projectId, hidden?.id as number))).toEqual([]);
  });
});
