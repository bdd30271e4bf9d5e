// The nine wizard steps (docs/product/planner-wizard.md section 2.2) and their gating rules and messages (docs/product/planner-wizard.md section 5).
import type { ContractInfo, PlannerData } from "./schema";
import { effectiveShape, uShapeArms } from "./geometry";

/** The wizard's steps in their order: step n is the n-th (numbered from 1). */
const STEP_ORDER = [
  { id: "appliances", title: "Appliances" },
  { id: "lighting-structure", title: "Lighting & Covered Structure" },
  { id: "materials", title: "Finishing Materials" },
  { id: "utilities", title: "Water & Electrical" },
  { id: "shape", title: "Shape" },
  { id: "constraints", title: "Size Constraints" },
  { id: "dimensions", title: "Dimensions" },
  { id: "contract", title: "Contract Information" },
  { id: "budget", title: "Budget" },
] as const;

export type WizardStepId = (typeof STEP_ORDER)[number]["id"];
export type WizardStep = { number: number; id: WizardStepId; title: string };

export const WIZARD_STEPS: ReadonlyArray<WizardStep> = STEP_ORDER.map((step, i) => ({ number: i + 1, ...step }));

/** How many steps the wizard has (9). */
export const TOTAL_STEPS = STEP_ORDER.length;

export const GATING_MESSAGES = {
  appliances: "Please select at least one appliance to continue",
  materialsBoth: "Please select both side materials and countertop materials",
  materialsCountertop: "Please select countertop materials to continue",
  materialsSides: "Please select side materials to continue",
  utilities: "Please select your utility requirements",
  shape: "Please select a shape for your outdoor kitchen",
  constraints: "Please confirm your constraint preferences",
  dimensions: "Please enter the dimensions",
  contract: "Please fill in all contract information",
  // The two below are not the product's texts: the product's rules state the rule but give no message.
  startDateInPast: "Start date cannot be in the past",
  budget: "Your budget has not been calculated yet",
} as const;

/** Shown on the materials step until both are chosen (docs/product/planner-wizard.md section 3, step 3). */
export const MATERIALS_WARNING = "Please select both side materials and countertop materials to continue.";

export interface StepValidation {
  valid: boolean;
  message: string | null;
  /** The required fields still empty, where the step can name them (step 8). */
  missing?: string[];
}

export interface ValidateStepOptions {
  /** Today's date as YYYY-MM-DD in the user's zone; when given, a past start date is refused. */
  today?: string;
  /** Whether a budget has been computed; defaults to whether the plan carries one. */
  hasBudget?: boolean;
}

const VALID: StepValidation = { valid: true, message: null };
const invalid = (message: string): StepValidation => ({ valid: false, message });

const isPositive = (n: number) => Number.isFinite(n) && n > 0;

function dimensionsEntered(data: PlannerData): boolean {
  const lengths: number[] = (() => {
    switch (effectiveShape(data)) {
      case "l-shaped": {
        const l = data.lShape;
        return [l.length1, l.length2, l.width1, l.width2];
      }
      case "u-shaped": {
        const u = uShapeArms(data);
        return [u.length1, u.length2, u.length3, u.width1, u.width2, u.width3];
      }
      default:
        return [data.dimensions.length, data.dimensions.width];
    }
  })();
  return [...lengths, data.dimensions.height].every(isPositive);
}

/** The labels of step 8's required fields, as the step shows them and the step bar lists the missing ones. */
export const CONTRACT_FIELD_LABELS = {
  completionWeeks: "Maximum completion time",
  budgetRange: "Budget range",
  hasContractor: "Have you already chosen a contractor?",
  contractorName: "Contractor name",
  contractorLicense: "License number",
  contractorAddress: "Contractor address",
  warrantyYears: "Warranty",
  needsContractorHelp: "Do you need help finding a contractor?",
} as const;

/** How the step bar names a question of step 8 that is still unanswered: a noun, not the question. */
const CONTRACT_QUESTION_NAMES = {
  hasContractor: "Contractor chosen (yes or no)",
  needsContractorHelp: "Help finding a contractor (yes or no)",
} as const;

/** Step 8's required fields still empty, in the order the step shows them (docs/product/planner-wizard.md section 5). */
export function missingContractFields(data: PlannerData): string[] {
  const c = data.contractInfo;
  const L = CONTRACT_FIELD_LABELS;
  const missing: string[] = [];
  if (c.completionWeeks === null) missing.push(L.completionWeeks);
  if (c.budgetRange === "") missing.push(L.budgetRange);
  if (c.hasContractor === "") missing.push(CONTRACT_QUESTION_NAMES.hasContractor);
  if (c.hasContractor === "yes") {
    if (c.contractorName.trim() === "") missing.push(L.contractorName);
    if (c.contractorLicense.trim() === "") missing.push(L.contractorLicense);
    if (c.contractorAddress.trim() === "") missing.push(L.contractorAddress);
    if (c.warrantyYears === "") missing.push(L.warrantyYears);
  }
  if (c.hasContractor === "no" && c.needsContractorHelp === "") missing.push(CONTRACT_QUESTION_NAMES.needsContractorHelp);
  return missing;
}

/**
 * Whether the chosen start date (a date, or a date-time from an older plan) is a day before `today`
 * (YYYY-MM-DD in the user's zone). No date chosen is never in the past.
 */
export function isStartDateInPast(contractInfo: Pick<ContractInfo, "startDate">, today: string): boolean {
  const start = contractInfo.startDate.slice(0, 10);
  return start !== "" && start < today;
}

export function validateStep(step: number, data: PlannerData, opts: ValidateStepOptions = {}): StepValidation {
  switch (WIZARD_STEPS[step - 1]?.id) {
    case "appliances":
      return data.appliances.length > 0 ? VALID : invalid(GATING_MESSAGES.appliances);
    case "lighting-structure":
      return VALID;
    case "materials": {
      const { sides, countertop } = data.materials;
      if (sides === "" && countertop === "") return invalid(GATING_MESSAGES.materialsBoth);
      if (countertop === "") return invalid(GATING_MESSAGES.materialsCountertop);
      if (sides === "") return invalid(GATING_MESSAGES.materialsSides);
      return VALID;
    }
    case "utilities": {
      const { water, circuits } = data.utilities;
      return water && circuits ? VALID : invalid(GATING_MESSAGES.utilities);
    }
    case "shape":
      return data.shape !== "" ? VALID : invalid(GATING_MESSAGES.shape);
    case "constraints":
      return data.constraints.confirmed ? VALID : invalid(GATING_MESSAGES.constraints);
    case "dimensions":
      return dimensionsEntered(data) ? VALID : invalid(GATING_MESSAGES.dimensions);
    case "contract": {
      const missing = missingContractFields(data);
      if (missing.length > 0) return { ...invalid(GATING_MESSAGES.contract), missing };
      if (opts.today && isStartDateInPast(data.contractInfo, opts.today)) {
        return invalid(GATING_MESSAGES.startDateInPast);
      }
      return VALID;
    }
    case "budget":
      return (opts.hasBudget ?? data.budget !== undefined) ? VALID : invalid(GATING_MESSAGES.budget);
    default:
      return invalid(`Unknown step ${step}`);
  }
}

/** Percent shown on the progress card: the step over the total, rounded. */
export function progressPercent(step: number): number {
  const clamped = Math.min(TOTAL_STEPS, Math.max(1, Math.round(step)));
  return Math.round((clamped / TOTAL_STEPS) * 100);
}

/** Next moves forward only from a valid step below the last one. */
export function canGoNext(step: number, data: PlannerData, opts: ValidateStepOptions = {}): boolean {
  return step >= 1 && step < TOTAL_STEPS && validateStep(step, data, opts).valid;
}

export function canGoPrevious(step: number): boolean {
  return step > 1 && step <= TOTAL_STEPS;
}

export interface StepProgress extends WizardStep {
  /** This step and every one before it are done. */
  complete: boolean;
  /** Every step before it is done, so the wizard may open it (the progress card's links). */
  reachable: boolean;
}

/**
 * Where each step stands (docs/product/planner-wizard.md section 2.2): the steps up to the first one still to
 * do can be opened from the progress card; the ones after it wait until it is done.
 */
export function stepProgress(data: PlannerData, opts: ValidateStepOptions = {}): StepProgress[] {
  let allBefore = true;
  return WIZARD_STEPS.map((step) => {
    const reachable = allBefore;
    const complete = allBefore && validateStep(step.number, data, opts).valid;
    allBefore = complete;
    return { ...step, complete, reachable };
  });
}
