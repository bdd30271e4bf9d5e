// The administrator's dashboard: the date range of its figures, the shapes of its answers and the product's
// words. The server answers with these shapes and the dashboard reads them.
import { z } from "zod";
import { SERVICE_TIERS, tierPriceSchema } from "../commerce/tiers";
import { sowDocumentTypeSchema } from "../sow/documents";
import { shapeSchema } from "../planner/schema";

/** docs/product/accounts-and-commerce.md: "Admin statistics refresh every 30 s; recent downloads at most 20 rows". */
export const ADMIN_REFRESH_MS = 30_000;
export const RECENT_DOWNLOADS_MAX = 20;
export const ALL_DOWNLOADS_PAGE_SIZE = { default: 50, max: 200 } as const;

/** The days the dashboard's ranges may name: a year before the first or after the last answers 400. */
export const ADMIN_DAY_RANGE = { first: "1900-01-01", last: "9999-12-31" } as const;

/** A calendar day written YYYY-MM-DD (an impossible one, like 2026-02-30, is refused) within ADMIN_DAY_RANGE. */
const isoDay = z.iso
  .date({ message: "Use a date written YYYY-MM-DD" })
  // only a well-formed day is judged by its range (the format's own message says what else is wrong)
  .refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= ADMIN_DAY_RANGE.first && day <= ADMIN_DAY_RANGE.last), {
    message: `Use a date from ${ADMIN_DAY_RANGE.first} to ${ADMIN_DAY_RANGE.last}`,
  });

/** The range of the dashboard's figures: ?from and ?to, both optional, the end not before the start. */
const dateRangeFields = { from: isoDay.optional(), to: isoDay.optional() };
function endNotBeforeStart(r: { from?: string | undefined; to?: string | undefined }): boolean {
  return !r.from || !r.to || r.from <= r.to;
}
const endBeforeStart = { message: "The end date cannot be before the start date", path: ["to"] };

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional, each day counted whole in the server's time zone. The end
 * cannot come before the start.
 */
export const dateRangeQuerySchema = z.object(dateRangeFields).refine(endNotBeforeStart, endBeforeStart);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const allDownloadsQuerySchema = z
  .object({
    ...dateRangeFields,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ALL_DOWNLOADS_PAGE_SIZE.max).default(ALL_DOWNLOADS_PAGE_SIZE.default),
  })
  .refine(endNotBeforeStart, endBeforeStart);

/** One download as the dashboard lists it (docs/product/accounts-and-commerce.md: id, createdAt, userId, projectId, documentType, ipAddress). */
export const downloadRecordSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  userId: z.int().nullable(),
  userEmail: z.string().nullable(),
  projectId: z.int(),
  documentType: sowDocumentTypeSchema,
  ipAddress: z.string().nullable(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;

export const projectDownloadsSchema = z.object({
  pdf: z.int(),
  html: z.int(),
  total: z.int(),
  projectName: z.string(),
  shape: shapeSchema,
  ownerEmail: z.string().nullable(),
  ownerName: z.string(),
});

export const downloadStatsSchema = z.object({
  totalDownloads: z.int(),
  pdfDownloads: z.int(),
  htmlDownloads: z.int(),
  /** Keyed by project id. */
  byProject: z.record(z.string(), projectDownloadsSchema),
  /** At most RECENT_DOWNLOADS_MAX, newest first. */
  recentDownloads: z.array(downloadRecordSchema),
  /** One entry per day of the range that has downloads, oldest first (the chart). */
  byDay: z.array(z.object({ day: z.string(), pdf: z.int(), html: z.int() })),
});
export type DownloadStats = z.infer<typeof downloadStatsSchema>;

export const allDownloadsSchema = z.object({
  downloads: z.array(downloadRecordSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

export const botStatsSchema = z.object({
  activeLoginAttempts: z.int(),
  blockedIPs: z.int(),
  suspiciousActivity: z.int(),
  activeSessions: z.int(),
});
export type BotStats = z.infer<typeof botStatsSchema>;

/**
 * GET /api/admin/failing-mail: mail the worker could not deliver after two attempts or more, or gave up on
 * (failedAt set; nextAttemptAt is then null), newest first. Times are ISO 8601.
 */
export const failingMailSchema = z.object({
  mails: z.array(
    z.object({
      id: z.int(),
      to: z.string(),
      subject: z.string(),
      attempts: z.int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
      failedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type FailingMail = z.infer<typeof failingMailSchema>;

/** The wizard funnel: visits that reached each step, then sign-ups, payments and downloads, then invitations to bid and bids received, in the range. */
export const funnelSchema = z.object({
  stages: z.array(z.object({ id: z.string(), label: z.string(), count: z.int() })),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** PUT /api/admin/pricing/:tier. */
export const pricingTierParamsSchema = z.object({ tier: z.enum(SERVICE_TIERS, { message: "Unknown service tier" }) });
export const pricingUpdateBodySchema = tierPriceSchema;

export const ADMIN_MESSAGES = {
  title: "Download Analytics Dashboard",
  subtitle: "Track SOW document downloads",
  loading: "Loading...",
  statsError: "Error loading statistics. Please try again.",
  excelDownloaded: (projectId: number | string) => `Excel budget for Project #${projectId} downloaded`,
  excelFailed: "Failed to download Excel budget",
  pricingUpdated: "Pricing updated successfully",
  pricingFailed: "Failed to update pricing",
  originalPricePlaceholder: "Leave empty for no strikethrough",
  pricingNote:
    "Changes take effect immediately for all users. The original price shows as a strikethrough for promotions.",
} as const;

/** The CSV files the dashboard downloads (docs/product/accounts-and-commerce.md: downloads-{date}.csv and project-{id}-budget.csv). */
export function downloadsCsvName(isoDayToday: string): string {
  return `downloads-${isoDayToday}.csv`;
}
export function budgetCsvName(projectId: number): string {
  return `project-${projectId}-budget.csv`;
}
