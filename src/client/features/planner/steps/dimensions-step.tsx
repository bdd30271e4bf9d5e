import { StepLayout } from "./step-layout";

export function DimensionsStep() {
  return <StepLayout title="Give a rough estimate of desired the outdoor kitchen!">{null}</StepLayout>;
}
