import { clientPath } from "../../../domain/site/site-settings";
import { paths } from "../../app/site";

/** The query parameter that picks one project on the projects page: /projects?project=12. */
export const PROJECT_PARAM = "project";

/** The page of a saved project: its card on the projects page, opened with its next steps. */
export function projectPageHref(projectId: number): string {
  return `${paths.projects}?${PROJECT_PARAM}=${projectId}`;
}

/** The owner's bids on a paid project: invitations, the comparison, the award and the agreement. */
export function projectBidsHref(projectId: number): string {
  return clientPath(paths.projectBids, { id: projectId });
}
