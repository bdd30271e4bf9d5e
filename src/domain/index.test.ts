import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("public API", () => {
  it("exposes the names the server and the client use", () => {
    const names = [
      "APPLIANCE_CATALOGUE",
      "APPLIANCE_GROUPS",
      "SIDE_MATERIALS",
      "COUNTERTOP_MATERIALS",
      "SINK_TYPES",
      "RATES",
      "TOTAL_STEPS",
      "shapeSchema",
      "applianceItemSchema",
      "plannerDataSchema",
      "budgetResultSchema",
      "createDefaultPlannerData",
      "createApplianceItem",
      "selectApplianceSize",
      "applyCustomPrice",
      "sections",
      "countertopSqFt",
      "perimeterIn",
      "sideSqFt",
      "runFt",
      "estimatedLengthIn",
      "currentLengthIn",
      "BREAKDOWN_KEYS",
      "calculateBudget",
      "formatUsd",
      "WIZARD_STEPS",
      "GATING_MESSAGES",
      "validateStep",
      "progressPercent",
      "canGoNext",
      "canGoPrevious",
      "clampDimensions",
      "applyBlankDefaults",
      "formatAdjustNotice",
      "adjustConstraintMin",
      "adjustConstraintMax",
      "stepSeatCount",
      "stepOutlets",
      "planWarnings",
      "layoutAppliances",
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
    expect(domain).not.toHaveProperty("plannerDataArbitrary");
  });

  it("describes a computed budget with budgetResultSchema", () => {
    const data = domain.createDefaultPlannerData();
    expect(domain.budgetResultSchema.parse(domain.calculateBudget(data))).toEqual(domain.calculateBudget(data));
  });
});
