import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, RESET_LINK_VALID_MS, RESET_MAILS_PER_ADDRESS } from "../../../domain/accounts/accounts";
import type { Db } from "../../db/client";
import { mailOutbox, passwordResetTokens, users } from "../../db/schema";
import { passwordWeakness } from "../../../domain/accounts/password-strength";
import { AppError, validationError } from "../../errors";
import type { MailLog, Mailer } from "../../mail/mailer";
import { passwordResetMail } from "../../mail/templates";
import { newSecretToken, sha256Hex } from "../../secret-tokens";
import { hashPassword } from "../auth/password";
import { deleteUserSessions, forgetUserSessions } from "../auth/sessions";
import { installPasswordEstimator } from "../../../domain/accounts/password-estimator";

installPasswordEstimator();

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * How long forgot-password takes at the least. Its work for a known address (a link and a mail written) takes
 * a few milliseconds more than for an unknown one; both finish well inside this floor, so both answer after it.
 */
export const FORGOT_PASSWORD_ANSWER_FLOOR_MS = 200;

/**
 * Runs `work` and settles no sooner than `floorMs` after it started, whether it succeeded or failed: work
 * whose duration would tell something (an account exists) then answers in the same time either way.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** No account has this id (identity columns start at 1); the unknown-e-mail branch runs its queries with it. */
const NO_USER_ID = -1;

/**
 * Starts a reset for `email` when an account has it. The caller answers the same either way, so both
 * branches make a token and run the same queries in one transaction; only a known account, within its
 * hourly budget of reset mails, gets a token row and a mail. The mail is written in that transaction and
 * delivered by the mail worker, so no mail server is ever in the request's path.
 *
 * The account's row is locked for the transaction: concurrent requests for one address run one after the
 * other, so each sees the links and mails of the ones before it and exactly one link stays live.
 */
export async function requestPasswordReset(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  log: MailLog;
}): Promise<void> {
  const { db, mailer, publicUrl, email, log } = options;
  const token = newSecretToken();
  // only this digest is stored: a copy of the table cannot be turned back into working links
  const tokenHash = sha256Hex(token);

  const queued = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email))
      .limit(1)
      .for("update");
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "password_reset"),
          eq(mailOutbox.toAddress, user?.email ?? email),
          gt(mailOutbox.createdAt, sql`now() - ${`${RESET_MAILS_PER_ADDRESS.windowMs} milliseconds`}::interval`),
        ),
      );
    const withinBudget = (recent?.count ?? 0) < RESET_MAILS_PER_ADDRESS.limit;
    // a new link replaces every earlier one the user has not used yet
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user && withinBudget ? user.id : NO_USER_ID),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    if (!user) return false;
    if (!withinBudget) {
      log.info({ userId: user.id }, "password reset not mailed: the address had its reset mails for this hour");
      return false;
    }
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: sql`now() + ${`${RESET_LINK_VALID_MS} milliseconds`}::interval`,
    });
    await mailer.send(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        link: resetLink(publicUrl, token),
        token,
        validForMs: RESET_LINK_VALID_MS,
      }),
      { db: tx, log },
    );
    return true;
  });
  if (queued) mailer.wake();
}

/**
 * Uses a reset token once: the single conditional UPDATE is what makes it single-use, since of two
 * concurrent requests only one can flip used_at from null. Sets the new password and signs the user out
 * everywhere, so whoever held the old password loses access too.
 */
export async function resetPassword(options: { db: Db; token: string; newPassword: string }): Promise<void> {
  const { db, token, newPassword } = options;
  const tokenHash = sha256Hex(token);
  const userId = await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!consumed) throw new AppError("bad_request", ACCOUNT_MESSAGES.resetInvalid);

    // the schema checked the password alone; only now is the account's e-mail known. Throwing rolls the
    // use of the link back, so the owner can try another password with the same link.
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, consumed.userId));
    const weakness = owner ? passwordWeakness(newPassword, owner.email) : undefined;
    if (weakness) throw validationError("new password", [{ path: "newPassword", message: weakness }]);

    // hashed only after the token proved valid, so invalid tokens cost no argon2 work
    const passwordHash = await hashPassword(newPassword);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, consumed.userId));
    await deleteUserSessions(tx, consumed.userId);
    // any other link still out there for this account is now pointless
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, consumed.userId), isNull(passwordResetTokens.usedAt)));
    return consumed.userId;
  });
  // now that the deletion is visible, no lookup can bring a session of this user back into the cache
  forgetUserSessions(db, userId);
}
