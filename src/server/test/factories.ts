import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { type User, users } from "../db/schema";
import { hashPassword } from "../features/auth/password";

type NewUser = typeof users.$inferInsert;

export type UserOverrides = Partial<Omit<NewUser, "id" | "passwordHash">> & { password?: string };

/**
 * A user stored the way sign-up stores one (argon2id hash, lower-case e-mail), with a unique e-mail so
 * tests sharing a database never collide. Returns the row and the plain password to log in with.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<{ user: User; password: string }> {
  const { password = `pw-${randomBytes(6).toString("hex")}`, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(6).toString("hex")}@example.com`,
      firstName: "Test",
      lastName: "User",
      ...fields,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error("the user insert returned no row");
  return { user, password };
}
