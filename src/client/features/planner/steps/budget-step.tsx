import { StepLayout } from "./step-layout";

export function BudgetStep() {
  return <StepLayout title="Your Budget">{null}</StepLayout>;
}
