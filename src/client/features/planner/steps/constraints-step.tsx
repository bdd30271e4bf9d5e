import { StepLayout } from "./step-layout";

export function ConstraintsStep() {
  return <StepLayout title="Set Your Size Constraints">{null}</StepLayout>;
}
