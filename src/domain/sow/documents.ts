// The Statement of Work as a file: its two forms, their names, the download record and the product's
// messages and analytics values for downloads.
import { z } from "zod";
import { revisionsText, type ServiceTier, serviceTierSchema, tierName } from "../commerce/tiers";

export const SOW_DOCUMENT_TYPES = ["pdf", "html"] as const;
export type SowDocumentType = (typeof SOW_DOCUMENT_TYPES)[number];
export const sowDocumentTypeSchema = z.enum(SOW_DOCUMENT_TYPES);

/** POST /api/projects/:id/track-download. */
export const trackDownloadBodySchema = z.object({ documentType: sowDocumentTypeSchema });

/** The file a download is saved as: "sow-project-12.pdf". */
export function sowFileName(projectId: number, type: SowDocumentType): string {
  return `sow-project-${projectId}.${type}`;
}

/** docs/product/accounts-and-commerce.md: a PDF download is worth 10% of the project's budget (50 without one), an HTML download 8% (40). */
const DOWNLOAD_VALUE = { pdf: { share: 0.1, fallback: 50 }, html: { share: 0.08, fallback: 40 } } as const;

export function downloadAnalyticsValue(type: SowDocumentType, budgetTotal: number | null | undefined): number {
  const { share, fallback } = DOWNLOAD_VALUE[type];
  return budgetTotal ? Math.round(budgetTotal * share * 100) / 100 : fallback;
}

export const SOW_MESSAGES = {
  /** The owner of a project without a paid order (403). */
  notPaid: "This project has no paid order yet. Choose a service package at the budget step to get its Statement of Work.",
  /** docs/product/accounts-and-commerce.md: the payment page's download toasts. */
  downloadFailed: { pdf: "Failed to download SOW", html: "Failed to download HTML SOW" },
  noProject: "No project found",
  /** A version number the project never issued, or one issued before versions were kept (404). */
  noSuchVersion: "This project has no such Statement of Work version to download.",
  /** The title of the toast that shows the 403 revision_required sentence. */
  revisionRequiredTitle: "A revision is needed",
  /** docs/product/accounts-and-commerce.md: the administrator's debug card. */
  debug: {
    title: "DEBUG MODE, Internal Use Only",
    downloaded: { pdf: "Debug SOW PDF Downloaded", html: "Debug SOW HTML Downloaded" },
    failed: { pdf: "Failed to download SOW PDF", html: "Failed to download SOW HTML document" },
    generateFailed: "Failed to generate SOW PDF",
  },
} as const;

/**
 * The 403 `revision_required` answer: the current design is a change beyond what the project's paid orders
 * cover (decision 0024). Names the tier and what it included, keeps the paid versions in view, offers to buy.
 */
export function revisionRequiredMessage(tier: ServiceTier): string {
  return (
    `Your ${tierName(tier)} package covers the Statement of Work you paid for with ${revisionsText(tier)}, ` +
    "and this design is a change beyond that. Buy a revision at the budget step to get its Statement of Work; " +
    "the versions you paid for stay downloadable in My projects."
  );
}

/** The error code of that answer, which the client branches on. */
export const REVISION_REQUIRED_CODE = "revision_required";

/** The optional `version` of the SOW download routes: an earlier paid version instead of the current design. */
export const sowVersionQuerySchema = z.object({
  version: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** One issued version of a project's Statement of Work, as GET /api/projects/:id/sow-versions lists it. */
export const sowVersionSummarySchema = z.object({
  version: z.int(),
  issuedOn: z.string(),
  /** The tier of the order that covers it; null for an administrator's preview nobody paid for. */
  serviceTier: serviceTierSchema.nullable(),
  /** Whether this version is the current design's. */
  current: z.boolean(),
});

/** GET /api/projects/:id/sow-versions: the downloadable versions and whether the current design is covered. */
export const sowVersionsAnswerSchema = z.object({
  /** The paid (covered) versions, newest first: each downloads exactly as issued. */
  versions: z.array(sowVersionSummarySchema),
  /**
   * covered: the current design's SOW downloads (paid or within the revisions); revision_required: a paid
   * project whose current design needs a new purchase; unpaid: nothing bought yet.
   */
  current: z.enum(["covered", "revision_required", "unpaid"]),
});
export type SowVersionsAnswer = z.infer<typeof sowVersionsAnswerSchema>;
