import { StepLayout } from "./step-layout";

export function MaterialsStep() {
  return <StepLayout title="Finishing Materials">{null}</StepLayout>;
}
