import { useEffect, useRef, useState } from "react";
import type { PrepareFirstScreen } from "../app/first-screen";
import { loadStepScreen } from "../features/planner/steps";
import { loadOnce } from "../app/load-once";
import { usePageTitle } from "../app/use-page-title";
import { Spinner } from "../components/ui/spinner";
import { useBuildTimeState } from "../app/build-time-state";
import { keepsAHandoff, keepsAPlan } from "../features/planner/kept-plan";
import { ForgetStaleLoginHandoff } from "../features/planner/login-handoff";
import { OpenFromAddress } from "../features/planner/open-from-address";
import { createFreshPlanner, PlannerProvider, type Stored } from "../features/planner/planner-store";
import { PlannerWizard } from "../features/planner/planner-wizard";

const DESCRIPTION =
  "Design your BBQ island in nine steps: appliances, lighting and cover, materials, utilities, shape and size, with a budget that explains every line.";

/** The reading code; once it has arrived, the next opening of the planner in this visit needs no wait. */
const storedPlanCode = loadOnce(() => import("../features/planner/stored-plan"));

type Opening = { status: "ready"; planner: Stored } | { status: "reading" } | { status: "failed" };

/**
 * What the planner opens on. A first visit opens at once on a fresh plan; a kept plan is read back first
 * (stored-plan.ts checks it against the planner's schema, so its code, zod included, is only fetched then).
 */
function useOpeningPlanner(): Opening {
  const drawnFor = useBuildTimeState();
  const [opening, setOpening] = useState<Opening>(() => {
    if (!(drawnFor?.planKept ?? keepsAPlan())) return { status: "ready", planner: createFreshPlanner() };
    // reading the plan in progress changes nothing, so it may happen here; taking a hand-off waits for the effect
    const storedPlan = storedPlanCode.loaded();
    if (storedPlan && !keepsAHandoff()) return { status: "ready", planner: storedPlan.loadStoredPlanner() };
    return { status: "reading" };
  });
  // one read per page visit: taking the login hand-off also clears it
  const read = useRef<Promise<Stored> | null>(null);
  useEffect(() => {
    if (opening.status !== "reading") return;
    let current = true;
    read.current ??= storedPlanCode.load().then((m) => m.restorePlanner());
    read.current
      .then((planner) => current && setOpening({ status: "ready", planner }))
      .catch((error: unknown) => {
        console.warn("[planner] the kept plan could not be read", error);
        // the kept plan stays where it is: nothing is written over it
        if (current) setOpening({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [opening.status]);
  return opening;
}

/** A fresh plan opens on its first step, whose screen loads on demand: loaded before the drawn page is taken over. */
export const prepareFirstScreen: PrepareFirstScreen = async (state) => {
  if (!state.planKept) await loadStepScreen(1);
};

export function PlannerPage() {
  usePageTitle("Planner", DESCRIPTION);
  const opening = useOpeningPlanner();
  if (opening.status !== "ready") {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-24 text-center">
        <h1 className="sr-only">Planner</h1>
        {opening.status === "reading" ? (
          <Spinner size="lg" label="Opening your plan..." showLabel />
        ) : (
          <p role="alert" className="max-w-md text-stone-700">
            Your plan could not be opened. Please check your connection and reload the page; your plan is kept in
            this browser.
          </p>
        )}
      </div>
    );
  }
  return (
    <PlannerProvider initial={opening.planner}>
      <ForgetStaleLoginHandoff />
      <h1 className="sr-only">Planner</h1>
      <OpenFromAddress>
        <PlannerWizard />
      </OpenFromAddress>
    </PlannerProvider>
  );
}
