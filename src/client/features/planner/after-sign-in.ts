// Where a user goes once signed in, by the planner's rule: back to the plan they brought, or to their latest
// project, or where they came from. The login page hands it to the login form.
import type { AuthUser } from "../../../domain/accounts/accounts";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import { paths } from "../../app/site";
import { fetchLatestProject } from "../projects";
import { planFingerprint } from "./api";
import { saveLoginHandoff } from "./login-handoff";
import { rememberSavedProject } from "./project-save";
import { hasLoginHandoff, loadStoredPlanner } from "./stored-plan";

/** Pages after which the product's latest-project rule applies: the home page and the planner. */
const LATEST_PROJECT_RETURNS: ReadonlySet<string> = new Set([paths.home, paths.planner]);

/**
 * Where to go after signing in (docs/product/accounts-and-commerce.md section 4): back to the planner when the visitor brought a plan
 * from it; otherwise, when the user has a latest project, to the planner with that project; otherwise to
 * returnTo. The latest project never replaces a plan of this browser that is not saved yet, and a user
 * sent to login from another page (My projects, a payment) goes back there.
 */
export async function destinationAfterLogin(returnTo: string, user: AuthUser | undefined): Promise<string> {
  if (hasLoginHandoff() && returnTo === paths.planner) return paths.planner;
  if (!user || !LATEST_PROJECT_RETURNS.has(returnTo) || hasUnsavedPlan()) return returnTo;
  const latest = await fetchLatestProject().catch(() => null);
  if (!latest) return returnTo;
  saveLoginHandoff(latest.plan);
  rememberSavedProject(user, latest, latest.plan);
  return paths.planner;
}

/** A plan in this browser that is neither the untouched default nor a saved project. */
function hasUnsavedPlan(): boolean {
  const { data } = loadStoredPlanner();
  return data.projectId === undefined && planFingerprint(data) !== planFingerprint(createDefaultPlannerData());
}
