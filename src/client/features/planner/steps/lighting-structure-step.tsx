import { StepLayout } from "./step-layout";

export function LightingStructureStep() {
  return <StepLayout title="Lighting & Covered Structure">{null}</StepLayout>;
}
