// What the account forms and the server say, and the rules the words quote; without the schemas of
// accounts.ts, so a page that only shows these words (the planner) does not load zod.
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes anything, but an unbounded password is a cheap way to burn server time. */
export const PASSWORD_MAX_LENGTH = 256;
export const MINIMUM_AGE = 18;

/** The profile of an account, in the forms' order: what sign-up asks for and the account page corrects. */
export const PROFILE_FIELD_NAMES = [
  "firstName",
  "lastName",
  "phoneNumber",
  "propertyAddress",
  "propertyCity",
  "propertyState",
  "propertyZip",
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export const ACCOUNT_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordsDontMatch: "Please make sure both passwords are the same.",
  zip: "Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)",
  state: "Choose one of the 50 US states",
  age: `You must be at least ${MINIMUM_AGE} years old and accept the terms`,
  loggedIn: "You have been logged in successfully",
  accountCreated: "Your account has been created successfully",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Log in instead.",
  resetRequested: "If an account exists for that email, we have sent a link to reset your password.",
  resetDone: "Your password has been reset. You can now log in.",
  resetInvalid: "This password reset link is invalid or has expired. Please request a new one.",
} as const;
