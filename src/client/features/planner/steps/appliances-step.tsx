import { StepLayout } from "./step-layout";

export function AppliancesStep() {
  return <StepLayout title="Choose Your Appliances">{null}</StepLayout>;
}
