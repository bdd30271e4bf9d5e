import { StepLayout } from "./step-layout";

export function ContractStep() {
  return <StepLayout title="Contract Information">{null}</StepLayout>;
}
