import { ComingSoon } from "../components/layout/coming-soon";

export function PlannerPage() {
  return (
    <ComingSoon title="Planner">
      The nine-step planner is coming: appliances, lighting and cover, materials, utilities, shape, size
      constraints, dimensions, contract details and your budget.
    </ComingSoon>
  );
}
