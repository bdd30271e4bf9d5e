import { StepLayout } from "./step-layout";

export function UtilitiesStep() {
  return <StepLayout title="Water & Electrical Requirements">{null}</StepLayout>;
}
