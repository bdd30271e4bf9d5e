import { StepLayout } from "./step-layout";

export function ShapeStep() {
  return <StepLayout title="Choose Your Shape">{null}</StepLayout>;
}
