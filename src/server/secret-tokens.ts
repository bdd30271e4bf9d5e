import { createHash, randomBytes } from "node:crypto";

/**
 * A secret for a link or a cookie: 32 random bytes (256 bits) as 43 URL-safe characters. Sessions, reset
 * links and form ids all take theirs from here, so none is ever weaker than the others.
 */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What the database keeps of a secret token: its SHA-256, so a copy of a table opens nothing. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
