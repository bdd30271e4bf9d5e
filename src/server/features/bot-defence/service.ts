import type { AuthBody } from "../../../domain";
import type { Db } from "../../db/client";

export type Screening = { ok: true } | { ok: false; status: 400 | 429; error: string };

/**
 * Runs before a login or sign-up is checked: IP blocks, the honeypot, the time since the form was loaded.
 * The bot-defence work fills this in; the login route relies on this signature.
 */
export async function screenAuthAttempt(_options: { db: Db; ip: string; body: AuthBody }): Promise<Screening> {
  return { ok: true };
}

/** Runs after a login was checked: failures count against the IP and may block it. */
export async function afterLoginResult(_options: { db: Db; ip: string; email: string; success: boolean }): Promise<void> {}
