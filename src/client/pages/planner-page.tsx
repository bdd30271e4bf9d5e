import { usePageTitle } from "../app/use-page-title";
import { RestoreLoginHandoff } from "../features/planner/login-handoff";
import { OpenFromAddress } from "../features/planner/open-from-address";
import { PlannerProvider } from "../features/planner/planner-store";
import { PlannerWizard } from "../features/planner/planner-wizard";

const DESCRIPTION =
  "Design your BBQ island in nine steps: appliances, lighting and cover, materials, utilities, shape and size, with a budget that explains every line.";

export function PlannerPage() {
  usePageTitle("Planner", DESCRIPTION);
  return (
    <PlannerProvider>
      <RestoreLoginHandoff />
      <h1 className="sr-only">Planner</h1>
      <OpenFromAddress>
        <PlannerWizard />
      </OpenFromAddress>
    </PlannerProvider>
  );
}
