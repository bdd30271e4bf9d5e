import type { Db } from "../../db/client";

/** Signatures the login route relies on; the bot-defence work fills them in. */
export async function ipBlockStatus(_db: Db, _ip: string): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
  return { blocked: false, retryAfterSeconds: 0 };
}

export async function recordLoginFailure(_db: Db, _ip: string, _email: string): Promise<void> {}

export async function clearLoginFailures(_db: Db, _ip: string): Promise<void> {}
