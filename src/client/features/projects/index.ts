// The projects feature's public module: what other features may use.
export { fetchLatestProject, fetchProject, invalidateProjects, PROJECTS_URL, ProjectCallError, saveProject } from "./api";
export { PROJECT_PARAM, projectBidsHref, projectPageHref } from "./links";
