import { LockKeyhole } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { paths } from "../../../../app/site";
import { buttonClasses } from "../../../../components/ui/button";
import { saveLoginHandoff } from "../../login-handoff";
import { usePlanner } from "../../planner-store";

/** Where a visitor goes to unlock the breakdown; the login page brings them back to the planner. */
const LOGIN_FOR_BREAKDOWN_HREF = `${paths.login}?returnTo=${paths.planner}`;
const SIGNUP_FOR_BREAKDOWN_HREF = `${LOGIN_FOR_BREAKDOWN_HREF}&mode=signup`;

/**
 * The visitor's way to the itemised breakdown. As docs/product/planner-wizard.md section 4.6 has it, the plan and its budget go to session
 * storage at the budget step, as this prompt shows, so that logging in from here or from the header reopens
 * this step with the same plan. Going back to an earlier step forgets them (see login-handoff.ts).
 */
export function BudgetLoginCard() {
  const { data } = usePlanner();
  useEffect(() => {
    saveLoginHandoff(data);
  }, [data]);
  // Also on the click itself, before the router navigates: the link stays a link (new tab, copy address).
  const keepPlan = () => saveLoginHandoff(data);
  return (
    <div className="grid gap-3 rounded-2xl border border-ember-200 bg-ember-50 p-5">
      <div className="flex items-start gap-3">
        <LockKeyhole className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <div className="grid gap-1">
          <h4 className="font-semibold text-stone-900">Log in to see the itemised breakdown</h4>
          <p className="text-sm text-stone-700">
            Your total is ready. With a free account you see every line and how it was worked out, and your
            project is saved. Your plan stays exactly as it is.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3 sm:pl-8">
        <Link href={LOGIN_FOR_BREAKDOWN_HREF} onClick={keepPlan} className={buttonClasses({ size: "md" })}>
          Log In
        </Link>
        <Link
          href={SIGNUP_FOR_BREAKDOWN_HREF}
          onClick={keepPlan}
          className={buttonClasses({ variant: "secondary", size: "md" })}
        >
          Sign Up
        </Link>
      </div>
    </div>
  );
}
