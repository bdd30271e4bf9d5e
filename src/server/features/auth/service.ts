import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type AuthUser, emailSchema, passwordSchema, refuseEmailInPassword, type SignupBody } from "../../../domain/accounts/accounts";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/messages";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, issuesFromZod, validationError } from "../../errors";
import { consumeFormLoad } from "../bot-defence/service";
import { hashPassword, verifyPassword } from "./password";
import { authUserColumns, deleteUserSessions, forgetUserSessions } from "./sessions";
import { installPasswordEstimator } from "../../../domain/accounts/password-estimator";

// new passwords are checked by the shared rule, whose estimator the server installs once
installPasswordEstimator();

const authUserKeys = Object.keys(authUserColumns) as (keyof AuthUser)[];

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password made with the same parameters as real ones. Checking a login for an unknown
 * e-mail against it takes as long as checking a wrong password, so the answer time does not tell which
 * e-mails have accounts. Made once per process (the route plugin warms it at start-up).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** The user whose e-mail and password match, or null; the same work is done whether the e-mail exists or not. */
export async function authenticate(db: Db, email: string, password: string): Promise<AuthUser | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return pickAuthUser(user);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates the account of a sign-up, spending its form load on every attempt: null when the form load was
 * already spent (or is not usable). A taken e-mail (409) spends the form load too, so one form load cannot
 * probe address after address; its password is hashed all the same, so both answers take the same work.
 */
export async function signUp(db: Db, body: SignupBody, formLoadId: string): Promise<AuthUser | null> {
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    if (!(await consumeFormLoad(tx, formLoadId))) return { spent: true } as const;
    if (await findUserByEmail(tx, body.email)) return { taken: true } as const;
    try {
      // a savepoint: losing the race below must not give the spent form load back
      const user = await tx.transaction(async (inner) => {
        const rows = await inner
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phoneNumber: body.phoneNumber,
            propertyAddress: body.propertyAddress,
            propertyCity: body.propertyCity,
            propertyState: body.propertyState,
            propertyZip: body.propertyZip,
          })
          .returning(authUserColumns);
        return rows[0] as AuthUser;
      });
      return { user } as const;
    } catch (error) {
      // two sign-ups for one e-mail at the same moment: the unique index decides, the loser gets the same 409
      if (isUniqueViolation(error)) return { taken: true } as const;
      throw error;
    }
  });
  if ("taken" in outcome) throw new AppError("conflict", ACCOUNT_MESSAGES.emailTaken);
  return "user" in outcome ? (outcome.user ?? null) : null;
}

const adminInputSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .superRefine(...refuseEmailInPassword("password"));

/** The e-mail (normalised) and password of an administrator to create, checked by the sign-up rules. */
export function parseAdminInput(input: { email: unknown; password: unknown }): { email: string; password: string } {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) throw validationError("administrator", issuesFromZod(parsed.error));
  return parsed.data;
}

export type AdminOutcome = "created" | "promoted" | "already-admin";

/**
 * Makes sure an administrator account exists for the e-mail: creates it with the password, or gives an
 * existing account the role. An existing account keeps its password: a start-up variable or a command
 * must not silently replace the password its owner chose (the reset-password flow is for that).
 */
/**
 * The administrator named by ADMIN_EMAIL / `admin:create`. A new account is created with the given password.
 * An existing account that is not an administrator may have been registered by anyone who knew the address
 * first: it becomes an administrator only with the given password, and every session it had ends (in the
 * database and in this server's cache), so nobody keeps a way in they chose themselves. An account that is
 * already an administrator keeps its password (it changes it with a password reset).
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string },
): Promise<{ outcome: AdminOutcome; user: AuthUser }> {
  const { email, password } = parseAdminInput(input);
  const existing = await findUserByEmail(db, email);
  if (existing?.isAdmin) return { outcome: "already-admin", user: pickAuthUser(existing) };
  const passwordHash = await hashPassword(password);
  if (existing) {
    const user = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ isAdmin: true, passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning(authUserColumns);
      await deleteUserSessions(tx, existing.id);
      return rows[0] as AuthUser;
    });
    // now that the deletion is visible, no lookup can bring one of its sessions back into the cache
    forgetUserSessions(db, existing.id);
    return { outcome: "promoted", user };
  }
  const rows = await db
    .insert(users)
    .values({ email, passwordHash, isAdmin: true })
    // registered between the look-up and here: the same rule as a promotion (its sessions end below)
    .onConflictDoUpdate({ target: users.email, set: { isAdmin: true, passwordHash, updatedAt: new Date() } })
    .returning(authUserColumns);
  const user = rows[0] as AuthUser;
  await deleteUserSessions(db, user.id);
  return { outcome: "created", user };
}

/** Only the signed-in user's fields of a fuller row (never its password hash). */
function pickAuthUser(user: AuthUser): AuthUser {
  return Object.fromEntries(authUserKeys.map((key) => [key, user[key]])) as AuthUser;
}
