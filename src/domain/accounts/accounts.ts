// Accounts: the request bodies of sign-up, login and password reset, shared by the login form and the
// server, with the product's rules (50 US state codes, ZIP 5 or 5+4, passwords of at least 8 characters,
// users of at least 18).
import { z } from "zod";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ProfileFieldName } from "./messages";
import { passwordWeakness } from "./password-strength";
import { text } from "../common/text";

/** A reset link is valid for this long (docs/product/accounts-and-commerce.md: "reset link stated to expire in 1 hour"). */
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;
/**
 * Reset mails one address receives at most per hour, however many requests and from however many places;
 * a request beyond it gets the same answer and sends nothing (the last link sent stays valid).
 */
export const RESET_MAILS_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 } as const;
/** After a reset the page goes back to login after this long. */
export const RESET_REDIRECT_MS = 3000;

export { SIGNED_IN_HINT_COOKIE } from "./session-hint";
export { ACCOUNT_MESSAGES, MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages";

/** docs/product/accounts-and-commerce.md: login-form interactions are "throttled to one per 500 ms and at most 10 per type" (client and server). */
export const INTERACTION_TRACKING = { throttleMs: 500, capPerType: 10 } as const;
/** The login-form interactions the form reports. */
export const INTERACTION_TYPES = ["mouse", "keyboard", "focus"] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
  "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
  "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;


/** E-mails are compared trimmed and lower-cased. */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Enter a valid email address" }));

/**
 * A new password: at least 8 characters, not spaces only, not among the easily guessed ones
 * (password-strength.ts). Whether it contains the account's e-mail is checked where the e-mail is known
 * (`refuseEmailInPassword`).
 */
export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.` })
  .superRefine((password, ctx) => {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const weakness = passwordWeakness(password);
    if (weakness) ctx.addIssue({ code: "custom", message: weakness });
  });

/**
 * The rule of a new password that needs the account's e-mail: not the e-mail, not containing its name.
 * Added to a body's schema, it reports on `passwordKey` once the e-mail and the password are otherwise valid.
 */
export function refuseEmailInPassword<K extends string>(passwordKey: K) {
  return [
    (body: { email: string } & Record<K, string>, ctx: z.RefinementCtx) => {
      const weakness = passwordWeakness(body[passwordKey], body.email);
      if (weakness) ctx.addIssue({ code: "custom", path: [passwordKey], message: weakness });
    },
    {
      // one reason at a time: not when the e-mail or the password already failed on its own
      when: (payload: z.core.ParsePayload) =>
        !payload.issues.some((issue) => issue.path?.[0] === "email" || issue.path?.[0] === passwordKey),
    },
  ] as const;
}

/** What the login form reports about how it was filled in (docs/product/accounts-and-commerce.md: _bot_detection). */
export const botDetectionSchema = z.object({
  sessionId: text().max(100).optional(),
  timeSinceLoad: z.number().min(0).max(7 * 24 * 60 * 60 * 1000).optional(),
  interactions: z
    .object({
      mouse: z.int().min(0).max(1000).default(0),
      keyboard: z.int().min(0).max(1000).default(0),
      focus: z.int().min(0).max(1000).default(0),
    })
    .optional(),
});

const requiredText = (label: string, max: number) =>
  text().trim().min(1, { message: `${label} is required` }).max(max);

const common = {
  email: emailSchema,
  /** The hidden honeypot field: people never fill it in. */
  website: text().max(500).optional(),
  _bot_detection: botDetectionSchema.optional(),
};

export const loginBodySchema = z.object({
  mode: z.literal("login"),
  ...common,
  // an existing account may predate a rule change, so login checks only that a password was sent
  password: text().min(1, { message: "Password is required" }).max(PASSWORD_MAX_LENGTH),
});

/** The profile fields of an account: what sign-up asks for and the account page corrects. */
export const profileFields = {
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  phoneNumber: text()
    .trim()
    .max(30)
    .regex(/^[0-9+().\-\s]*$/, { message: "Enter a phone number with digits only" })
    .default(""),
  propertyAddress: requiredText("Street address", 200),
  propertyCity: requiredText("City", 100),
  propertyState: z.enum(US_STATE_CODES, { message: ACCOUNT_MESSAGES.state }),
  propertyZip: text().trim().regex(ZIP_PATTERN, { message: ACCOUNT_MESSAGES.zip }),
} satisfies Record<ProfileFieldName, z.ZodType>;

export const signupBodySchema = z.object({
  mode: z.literal("signup"),
  ...common,
  password: passwordSchema,
  ...profileFields,
  acceptTerms: z.literal(true, { message: ACCOUNT_MESSAGES.age }),
}).superRefine(...refuseEmailInPassword("password"));

/** POST /api/auth/login: one endpoint for both, told apart by `mode`. */
export const authBodySchema = z.discriminatedUnion("mode", [loginBodySchema, signupBodySchema]);
export type LoginBody = z.infer<typeof loginBodySchema>;
export type SignupBody = z.infer<typeof signupBodySchema>;
export type AuthBody = z.infer<typeof authBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: text().trim().min(1, { message: "The reset token is missing" }).max(200),
  newPassword: passwordSchema,
});

/** The signed-in user as GET /api/auth/user and the login answer describe it. */
export const authUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * Where to go after login: only a path on this site (no "//host", no scheme), so a crafted link cannot
 * send a user elsewhere; anything else goes home.
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const v = value.trim();
  if (!v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || v.includes("\n") || v.includes("\r")) {
    return fallback;
  }
  return v;
}
