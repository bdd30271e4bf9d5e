// The contracts of a project's Statement of Work: the PDF and HTML downloads, the list of issued versions and
// the record of each download. The owner of a paid project and administrators only.
import { routeContract } from "../common/api-contract";
import { projectIdParamsSchema } from "../projects/projects";
import { sowVersionQuerySchema, sowVersionsAnswerSchema, trackDownloadBodySchema } from "./documents";

export const sowContract = {
  /** `?version=N` downloads an earlier paid version exactly as issued; without it, the current design's. */
  pdf: routeContract({
    method: "POST",
    path: "/api/projects/:id/generate-sow",
    params: projectIdParamsSchema,
    querystring: sowVersionQuerySchema,
    answersWithout: "a PDF file",
  }),
  html: routeContract({
    method: "POST",
    path: "/api/projects/:id/generate-sow-word",
    params: projectIdParamsSchema,
    querystring: sowVersionQuerySchema,
    answersWithout: "a standalone HTML file",
  }),
  versions: routeContract({
    method: "GET",
    path: "/api/projects/:id/sow-versions",
    params: projectIdParamsSchema,
    response: { 200: sowVersionsAnswerSchema },
  }),
  trackDownload: routeContract({
    method: "POST",
    path: "/api/projects/:id/track-download",
    params: projectIdParamsSchema,
    body: trackDownloadBodySchema,
    answersWithout: "204, no body",
  }),
} as const;
