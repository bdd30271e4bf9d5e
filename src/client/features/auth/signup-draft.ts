// The sign-up form's draft for the visit (docs/product/accounts-and-commerce.md, sign-up): what was typed
// comes back after a look at the Terms or the Privacy Policy. Never the password, and never the hidden
// honeypot field; gone once the account is made or the tab is closed.
import { PROFILE_FIELD_NAMES } from "../../../domain/accounts/messages";
import { sessionStore } from "../../lib/session-store";

export const SIGNUP_DRAFT_KEY = "okp.signup.draft";

/** The fields a draft keeps: every one of the form but the password and the honeypot. */
export const DRAFT_FIELDS = ["email", ...PROFILE_FIELD_NAMES] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type SignupDraft = Partial<Record<DraftField, string>> & { acceptTerms?: boolean };

/** The draft kept in this tab, with only the fields a draft may hold. */
export function readSignupDraft(storage: Storage | undefined = sessionStore()): SignupDraft {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SIGNUP_DRAFT_KEY) ?? "{}");
    if (typeof raw !== "object" || raw === null) return {};
    const source = raw as Record<string, unknown>;
    const draft: SignupDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = source[field];
      if (typeof value === "string") draft[field] = value.slice(0, 500);
    }
    if (source.acceptTerms === true) draft.acceptTerms = true;
    return draft;
  } catch {
    return {};
  }
}

/** Keeps what was typed, the password left out. */
export function saveSignupDraft(values: SignupDraft & Record<string, unknown>, storage: Storage | undefined = sessionStore()): void {
  const draft: SignupDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value !== "") draft[field] = value;
  }
  if (values.acceptTerms === true) draft.acceptTerms = true;
  try {
    if (Object.keys(draft).length === 0) storage?.removeItem(SIGNUP_DRAFT_KEY);
    else storage?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: only the convenience is lost
  }
}

export function clearSignupDraft(storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // nothing to clear when storage is blocked
  }
}
