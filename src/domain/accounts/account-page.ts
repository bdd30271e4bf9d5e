// The account page: the bodies and answers of /api/account (see, correct, change the password, export,
// delete), shared by the page and the server. The profile rules are sign-up's (profileFields).
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./messages";
import { passwordSchema, profileFields, US_STATE_CODES } from "./accounts";
import { toUtcIsoDate } from "../common/format";
import { text } from "../common/text";

/** What the account page and its answers say. */
export const ACCOUNT_PAGE_MESSAGES = {
  profileSaved: "Your details have been saved.",
  passwordChanged: "Your password has been changed. Your other devices have been signed out.",
  wrongPassword: "That is not your current password.",
  samePassword: "Choose a password different from your current one.",
  deleted: "Your account has been deleted. We are sorry to see you go.",
} as const;

/** How long a paid order's financial record is kept after its account is deleted (tax records). */
export const ORDER_RECORD_RETENTION_YEARS = 7;

/** GET /api/account: the profile as stored. The state is "" for an account made before it was required. */
export const accountProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  propertyAddress: z.string(),
  propertyCity: z.string(),
  propertyState: z.union([z.enum(US_STATE_CODES), z.literal("")]),
  propertyZip: z.string(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PATCH /api/account: the corrected profile (every field, with sign-up's rules). The e-mail is not changed here. */
export const accountProfileBodySchema = z.object(profileFields);
export type AccountProfileBody = z.infer<typeof accountProfileBodySchema>;

/** A password the account already has: only its presence is checked (it may predate a rule change). */
const currentPassword = (label: string) =>
  text()
    .min(1, { message: `${label} is required` })
    .max(PASSWORD_MAX_LENGTH);

/** POST /api/account/password. */
export const accountPasswordBodySchema = z.object({
  currentPassword: currentPassword("Current password"),
  newPassword: passwordSchema,
});
export type AccountPasswordBody = z.infer<typeof accountPasswordBodySchema>;

/** DELETE /api/account: the password confirms it is the owner at the keyboard. */
export const accountDeleteBodySchema = z.object({ password: currentPassword("Password") });
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

const exportedProjectSchema = z.object({
  id: z.int(),
  name: z.string(),
  shape: z.string(),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  plan: z.record(z.string(), z.unknown()),
  budget: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/account/export: everything the product holds about the signed-in person, for the right of
 * access and portability. Never a password hash or a token digest.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: accountProfileSchema,
  projects: z.array(exportedProjectSchema),
  orders: z.array(
    z.object({
      id: z.int(),
      projectId: z.int(),
      serviceTier: z.string(),
      rushFee: z.boolean(),
      amountCents: z.int(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  sowDownloads: z.array(
    z.object({ projectId: z.int(), documentType: z.string(), ipAddress: z.string().nullable(), createdAt: z.string() }),
  ),
  contactMessages: z.array(
    z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  analyticsEvents: z.array(
    z.object({
      name: z.string(),
      value: z.number().nullable(),
      params: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The export's file name on a day (YYYY-MM-DD, UTC). */
export function accountExportFileName(now: Date): string {
  return `account-export-${toUtcIsoDate(now)}.json`;
}
