import { describe, expect, it } from "vitest";
import type { PlannerData } from "./schema";
import { createDefaultPlannerData } from "./model";
import {
  GATING_MESSAGES,
  WIZARD_STEPS,
  canGoNext,
  canGoPrevious,
  isStartDateInPast,
  progressPercent,
  stepProgress,
  validateStep,
} from "./wizard";

function completePlan(): PlannerData {
  const data = createDefaultPlannerData();
  data.shape = "rectangular";
  data.materials = { sides: "stucco", countertop: "granite" };
  data.constraints.confirmed = true;
  data.contractInfo = {
    ...data.contractInfo,
    budgetRange: "10k-15k",
    hasContractor: "no",
    needsContractorHelp: "yes",
    completionWeeks: 6,
  };
  data.budget = { total: 12691 };
  return data;
}

describe("WIZARD_STEPS", () => {
  it("has the nine steps of the decisions", () => {
    expect(WIZARD_STEPS.map((s) => `${s.number} ${s.title}`)).toEqual([
      "1 Appliances",
      "2 Lighting & Covered Structure",
      "3 Finishing Materials",
      "4 Water & Electrical",
      "5 Shape",
      "6 Size Constraints",
      "7 Dimensions",
      "8 Contract Information",
      "9 Budget",
    ]);
  });
});

describe("validateStep", () => {
  it("passes every step of a complete plan", () => {
    const data = completePlan();
    for (const step of WIZARD_STEPS) expect(validateStep(step.number, data)).toEqual({ valid: true, message: null });
  });

  it("step 1 needs an appliance", () => {
    const data = completePlan();
    data.appliances = [];
    expect(validateStep(1, data)).toEqual({
      valid: false,
      message: "Please select at least one appliance to continue",
    });
  });

  it("step 2 is always valid", () => {
    expect(validateStep(2, createDefaultPlannerData()).valid).toBe(true);
  });

  it("step 3 names what is missing", () => {
    const data = completePlan();
    data.materials = { sides: "", countertop: "" };
    expect(validateStep(3, data).message).toBe("Please select both side materials and countertop materials");
    data.materials = { sides: "brick", countertop: "" };
    expect(validateStep(3, data).message).toBe("Please select countertop materials to continue");
    data.materials = { sides: "", countertop: "tile" };
    expect(validateStep(3, data).message).toBe("Please select side materials to continue");
  });

  it("step 4 needs water and circuits", () => {
    const data = completePlan();
    data.utilities = { ...data.utilities, circuits: "" as never };
    expect(validateStep(4, data)).toEqual({ valid: false, message: "Please select your utility requirements" });
    expect(validateStep(4, createDefaultPlannerData()).valid).toBe(true);
  });

  it("step 5 needs a shape", () => {
    expect(validateStep(5, createDefaultPlannerData()).message).toBe("Please select a shape for your outdoor kitchen");
  });

  it("step 6 needs the constraints confirmed", () => {
    const data = completePlan();
    data.constraints.confirmed = false;
    expect(validateStep(6, data).message).toBe("Please confirm your constraint preferences");
  });

  it("step 7 needs the chosen shape's dimensions and the height", () => {
    const data = completePlan();
    data.dimensions.height = Number.NaN;
    expect(validateStep(7, data).message).toBe("Please enter the dimensions");
    data.dimensions.height = 36;
    data.shape = "l-shaped";
    data.lShape.length2 = 0;
    expect(validateStep(7, data).message).toBe("Please enter the dimensions");
    data.lShape.length2 = 48;
    expect(validateStep(7, data).valid).toBe(true);
    data.shape = "u-shaped";
    data.uShape.width2 = Number.NaN;
    expect(validateStep(7, data).valid).toBe(false);
  });

  it("step 8 needs the common fields", () => {
    const cases = [
      [{ budgetRange: "" }, "Budget range"],
      [{ hasContractor: "" }, "Contractor chosen (yes or no)"],
      [{ completionWeeks: null }, "Maximum completion time"],
    ] as const;
    for (const [patch, missing] of cases) {
      const data = completePlan();
      data.contractInfo = { ...data.contractInfo, ...patch };
      expect(validateStep(8, data)).toEqual({ valid: false, message: "Please fill in all contract information", missing: [missing] });
    }
  });

  it("step 8 without a contractor needs the help answer", () => {
    const data = completePlan();
    data.contractInfo.needsContractorHelp = "";
    expect(validateStep(8, data).message).toBe(GATING_MESSAGES.contract);
    expect(validateStep(8, data).missing).toEqual(["Help finding a contractor (yes or no)"]);
    data.contractInfo.needsContractorHelp = "no";
    expect(validateStep(8, data).valid).toBe(true);
  });

  it("step 8 with a contractor needs name, address, warranty and license", () => {
    const data = completePlan();
    data.contractInfo = {
      ...data.contractInfo,
      hasContractor: "yes",
      needsContractorHelp: "",
      contractorName: "Acme Builders",
      contractorAddress: "1 Main St, Sacramento",
      warrantyYears: "2",
      contractorLicense: "CSLB 123456",
    };
    expect(validateStep(8, data).valid).toBe(true);
    for (const field of ["contractorName", "contractorAddress", "warrantyYears", "contractorLicense"] as const) {
      const missing = {
        ...data,
        contractInfo: { ...data.contractInfo, [field]: field === "contractorName" ? "   " : "" },
      };
      expect(validateStep(8, missing).message).toBe("Please fill in all contract information");
    }
  });

  it("step 8 refuses a past start date when today is known", () => {
    const data = completePlan();
    data.contractInfo.startDate = "2026-11-01";
    expect(validateStep(8, data, { today: "2026-11-23" }).message).toBe("Start date cannot be in the past");
    expect(validateStep(8, data, { today: "2026-11-01" }).valid).toBe(true);
    data.contractInfo.startDate = "2026-12-01T08:00:00.000Z";
    expect(validateStep(8, data, { today: "2026-11-23" }).valid).toBe(true);
  });

  it("reads a start date as in the past only when it is a day before today", () => {
    expect(isStartDateInPast({ startDate: "2026-11-22" }, "2026-11-23")).toBe(true);
    expect(isStartDateInPast({ startDate: "2026-11-23T23:00:00.000Z" }, "2026-11-23")).toBe(false);
    expect(isStartDateInPast({ startDate: "" }, "2026-11-23")).toBe(false);
  });

  it("step 9 needs a computed budget", () => {
    const data = completePlan();
    data.budget = undefined;
    expect(validateStep(9, data).valid).toBe(false);
    expect(validateStep(9, data, { hasBudget: true }).valid).toBe(true);
  });

  it("refuses an unknown step", () => {
    expect(validateStep(10, completePlan()).valid).toBe(false);
    expect(validateStep(0, completePlan()).valid).toBe(false);
  });
});

describe("navigation", () => {
  it("shows the rounded percent", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(progressPercent)).toEqual([11, 22, 33, 44, 56, 67, 78, 89, 100]);
  });

  it("moves forward only from a valid step below the last", () => {
    const data = completePlan();
    expect(canGoNext(1, data)).toBe(true);
    expect(canGoNext(9, data)).toBe(false);
    data.shape = "";
    expect(canGoNext(5, data)).toBe(false);
  });

  it("moves back only above step 1", () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoPrevious(9)).toBe(true);
  });
});

describe("step progress: which steps the progress card opens", () => {
  it("opens every step up to the first one still to do, and none after it", () => {
    const fresh = createDefaultPlannerData();
    // a fresh plan has its grill (step 1) and nothing to choose on step 2; materials are still to do
    expect(stepProgress(fresh).map((s) => [s.number, s.reachable, s.complete])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, false],
      [4, false, false],
      [5, false, false],
      [6, false, false],
      [7, false, false],
      [8, false, false],
      [9, false, false],
    ]);
  });

  it("opens all nine once the plan is priced, and a step undone later closes the ones after it", () => {
    const done = { ...completePlan(), budget: { total: 1 } };
    expect(stepProgress(done).every((s) => s.reachable && s.complete)).toBe(true);
    const reopened = { ...done, shape: "" as const };
    expect(stepProgress(reopened).filter((s) => s.reachable).map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
  });
});
