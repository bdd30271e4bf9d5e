// Which new passwords are refused, with a reason a person can act on. How easily a password is guessed is
// estimated by zxcvbn-ts with its common dictionaries (password-estimator.ts, installed by the server, and in
// the browser by the forms that take a new password as they open, so the dictionaries never weigh on any
// other page); the rules about the account's own e-mail are ours because they need the e-mail, which the
// estimator only treats as one more dictionary word.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";

/**
 * zxcvbn's scores: 0 and 1 fall to fewer than a million guesses, which an online attacker slowed by rate
 * limits still gets through on a popular password list. 2 and up are accepted.
 */
export const PASSWORD_MIN_SCORE = 2;
/** Longer passwords are estimated on their start: the estimate grows with length and its cost does too. */
const ESTIMATED_PREFIX = 100;
/** An e-mail name shorter than this ("jo") would forbid too many ordinary passwords to be useful. */
const MIN_EMAIL_NAME_LENGTH = 3;

export const PASSWORD_MESSAGES = {
  onlySpaces: "Password cannot be made of spaces only.",
  containsEmail: "Password must not contain your email address or the name before its @.",
  tooCommon:
    'This password is too common or too easy to guess (like "password" or "12345678"). Use a few unrelated words or a longer mix of characters.',
} as const;

/**
 * The whole rule of a new password in one phrase, for the places that state it rather than check it: the
 * README beside ADMIN_PASSWORD and the start-up message that refuses one.
 */
export const NEW_PASSWORD_RULE =
  `at least ${PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not spaces only, ` +
  `without the e-mail address or the name before its @ (when that name has ${MIN_EMAIL_NAME_LENGTH} or more characters), ` +
  'and not easy to guess: common passwords such as "password" or "12345678" are refused';

/** zxcvbn's score (0 to 4) of a password, given words of the user's own that make it easier to guess. */
export type PasswordEstimator = (password: string, userInputs: string[]) => number;

let estimator: PasswordEstimator | undefined;

/** Called once by installPasswordEstimator (password-estimator.ts). */
export function setPasswordEstimator(estimate: PasswordEstimator): void {
  estimator = estimate;
}

function guessScore(password: string, userInputs: string[]): number {
  // refusing every password is better than accepting weak ones because a caller forgot the estimator
  if (!estimator) throw new Error("No password estimator: call installPasswordEstimator() first");
  return estimator(password.slice(0, ESTIMATED_PREFIX), userInputs);
}

/**
 * Why a new password is refused, or undefined when it is acceptable. Length is checked by the schema;
 * `email` (when the account's e-mail is known) forbids the password from containing it or its name part.
 */
export function passwordWeakness(password: string, email?: string): string | undefined {
  if (password.trim() === "") return PASSWORD_MESSAGES.onlySpaces;
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase() ?? "";
  const name = address.split("@")[0] ?? "";
  if (address !== "" && (lower.includes(address) || (name.length >= MIN_EMAIL_NAME_LENGTH && lower.includes(name)))) {
    return PASSWORD_MESSAGES.containsEmail;
  }
  if (guessScore(password, address === "" ? [] : [address, name]) < PASSWORD_MIN_SCORE) {
    return PASSWORD_MESSAGES.tooCommon;
  }
  return undefined;
}
