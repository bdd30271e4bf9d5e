// The Statement of Work as a file: its two forms, their names, the download record and the seed's
// messages and analytics values for downloads.
import { z } from "zod";

export const SOW_DOCUMENT_TYPES = ["pdf", "html"] as const;
export type SowDocumentType = (typeof SOW_DOCUMENT_TYPES)[number];
export const sowDocumentTypeSchema = z.enum(SOW_DOCUMENT_TYPES);

/** POST /api/projects/:id/track-download. */
export const trackDownloadBodySchema = z.object({ documentType: sowDocumentTypeSchema });

/** The file a download is saved as: "sow-project-12.pdf". */
export function sowFileName(projectId: number, type: SowDocumentType): string {
  return `sow-project-${projectId}.${type}`;
}

/** Seed: a PDF download is worth 10% of the project's budget (50 without one), an HTML download 8% (40). */
const DOWNLOAD_VALUE = { pdf: { share: 0.1, fallback: 50 }, html: { share: 0.08, fallback: 40 } } as const;

export function downloadAnalyticsValue(type: SowDocumentType, budgetTotal: number | null | undefined): number {
  const { share, fallback } = DOWNLOAD_VALUE[type];
  return budgetTotal ? Math.round(budgetTotal * share * 100) / 100 : fallback;
}

export const SOW_MESSAGES = {
  /** The owner of a project without a paid order (403). */
  notPaid: "This project has no paid order yet. Choose a service package at the budget step to get its Statement of Work.",
  /** Seed: the payment page's download toasts. */
  downloadFailed: { pdf: "Failed to download SOW", html: "Failed to download HTML SOW" },
  noProject: "No project found",
  /** Seed: the administrator's debug card. */
  debug: {
    title: "DEBUG MODE, Internal Use Only",
    downloaded: { pdf: "Debug SOW PDF Downloaded", html: "Debug SOW HTML Downloaded" },
    failed: { pdf: "Failed to download SOW PDF", html: "Failed to download SOW HTML document" },
    generateFailed: "Failed to generate SOW PDF",
  },
} as const;
