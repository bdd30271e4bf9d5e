import { useQuery } from "@tanstack/react-query";
import { downloadAnalyticsValue, REVISION_REQUIRED_CODE, SOW_MESSAGES, type SowDocumentType, type SowVersionsAnswer, sowFileName } from "../../../domain/sow/documents";
import { sowContract } from "../../../domain/sow/sow.contract";
import { ApiError, apiRequest } from "../../app/query-client";
import { trackEvent } from "../../lib/analytics/track-event";
import { saveResponse } from "../../lib/download";
import { PROJECTS_URL } from "../projects";

/** The two forms of the Statement of Work: a PDF, and an HTML page (the product's "word" route). */
export type SowType = SowDocumentType;

/** The download route of a form; with `version`, that earlier paid version instead of the current design's. */
export function sowUrl(projectId: number, type: SowType, version?: number): string {
  const route = `${PROJECTS_URL}/${projectId}/${type === "pdf" ? "generate-sow" : "generate-sow-word"}`;
  return version === undefined ? route : `${route}?version=${version}`;
}

export function sowVersionsUrl(projectId: number): string {
  return `${PROJECTS_URL}/${projectId}/sow-versions`;
}

/**
 * The paid versions of a project's SOW and whether its current design is covered (decision 0024). `design`
 * names the saved design the answer is for (a new one asks again); disabled without a paid project.
 */
export function useSowVersions(projectId: number | undefined, options: { enabled: boolean; design?: string }) {
  return useQuery<SowVersionsAnswer>({
    queryKey: [PROJECTS_URL, projectId, "sow-versions", options.design ?? ""],
    queryFn: async () => sowContract.versions.response[200].parse(await (await apiRequest("GET", sowVersionsUrl(projectId ?? 0))).json()),
    enabled: options.enabled && projectId !== undefined,
  });
}

export function trackDownloadUrl(projectId: number): string {
  return `${PROJECTS_URL}/${projectId}/track-download`;
}

/** A download that did not happen, with the server's status and sentence when it answered. */
export class SowDownloadError extends Error {
  override readonly name = "SowDownloadError";
  constructor(
    readonly type: SowType,
    readonly status: number | undefined,
    /** The server's sentence, when it gave one. */
    readonly serverMessage: string | undefined,
    /** The server's error code, when it gave one (`revision_required`: the design needs a new purchase). */
    readonly code?: string | undefined,
  ) {
    super(status === undefined ? `${type} download failed` : `${type} download failed with ${status}`);
  }

  /** The current design is a change beyond what the paid orders include: the server says so and offers to buy. */
  get revisionRequired(): boolean {
    return this.status === 403 && this.code === REVISION_REQUIRED_CODE;
  }
}

/** The sentence of the payment page's "Error" toast for a failed download (docs/product/accounts-and-commerce.md). */
export function sowFailureMessage(type: SowType): string {
  return SOW_MESSAGES.downloadFailed[type];
}

/**
 * Records a finished download for the analytics dashboard. Fire and forget: a failure here never reaches
 * the user, who already has the file.
 */
export function trackSowDownload(projectId: number, documentType: SowType): void {
  void apiRequest("POST", trackDownloadUrl(projectId), { documentType }).catch(() => {});
}

/**
 * Generates the project's Statement of Work on the server and saves it as a file. Answers the saved file's
 * name; throws SowDownloadError when the server refuses, cannot be reached or sends no file. A customer's
 * download is recorded for the dashboard and counted as a conversion worth the product's share of the budget;
 * an administrator's preview (`track: false`) is neither.
 */
export async function downloadSow(
  projectId: number,
  type: SowType,
  options: { track?: boolean; budgetTotal?: number | null; version?: number } = {},
): Promise<string> {
  let res: Response;
  try {
    res = await apiRequest("POST", sowUrl(projectId, type, options.version));
  } catch (error) {
    if (error instanceof ApiError) throw new SowDownloadError(type, error.status, error.serverMessage, error.code);
    throw new SowDownloadError(type, undefined, undefined);
  }
  // apiRequest answers an unreachable server with a synthetic 503 instead of rejecting
  if (!res.ok) throw new SowDownloadError(type, res.status, undefined);
  // a body cut off on the way fails here, as a failed download of this document
  const fileName = await saveResponse(res, sowFileName(projectId, type)).catch(() => {
    throw new SowDownloadError(type, res.status, undefined);
  });
  if (options.track !== false) {
    trackSowDownload(projectId, type);
    trackEvent(type === "pdf" ? "pdf_downloaded" : "html_downloaded", {
      value: downloadAnalyticsValue(type, options.budgetTotal),
      currency: "USD",
      projectId,
    });
  }
  return fileName;
}
