import { useLocation } from "wouter";
import { paths } from "../../app/site";
import { useAuth } from "../../lib/session";
import { projectPageHref } from "../projects";
import { saveLoginHandoff } from "./login-handoff";
import { usePlanner } from "./planner-store";

/** A visitor's Finish: the sign-up form, which brings them back to step 9 with this plan (planner-wizard.md section 4.6). */
export const FINISH_SIGNUP_HREF = `${paths.login}?returnTo=${paths.planner}&mode=signup`;

/**
 * What "Finish" on step 9 does (docs/product/planner-wizard.md section 2.2): a signed-in owner goes to the
 * project's page, its card on the projects page with its next steps; a visitor, whose plan is not saved
 * anywhere yet, to the sign-up form that saves it.
 */
export function useFinish(): () => void {
  const { data } = usePlanner();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  return () => {
    // null is a visitor; undefined is not known yet, and the projects page asks to log in if need be
    if (user === null) {
      saveLoginHandoff(data);
      navigate(FINISH_SIGNUP_HREF);
      return;
    }
    navigate(typeof data.projectId === "number" ? projectPageHref(data.projectId) : paths.projects);
  };
}
