// Plans for tests on both sides of the app and in the browser tests.
import type { PlannerData } from "../planner/schema";
import { createApplianceItem, createDefaultPlannerData } from "../planner/model";

/**
 * A plan complete through step 8, ready for the budget step: a rectangle with the default grill, stucco
 * sides and a granite top, no contractor chosen. `change` edits it in place (another shape, a structure...).
 */
export function completePlan(change: (plan: PlannerData) => void = () => {}): PlannerData {
  const data = createDefaultPlannerData();
  const plan: PlannerData = {
    ...data,
    shape: "rectangular",
    materials: { sides: "stucco", countertop: "granite" },
    constraints: { ...data.constraints, confirmed: true },
    contractInfo: {
      ...data.contractInfo,
      budgetRange: "15k-25k",
      completionWeeks: 4,
      hasContractor: "no",
      needsContractorHelp: "no",
    },
  };
  change(plan);
  return plan;
}

/** A U with a gazebo and heaters, natural stone and granite: a rich plan for journeys through payment. */
export function gazeboUPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "u-shaped";
    plan.uShape = { length1: 60, length2: 150, length3: 60, width1: 32, width2: 32, width3: 32 };
    plan.pergola = { ...plan.pergola, enabled: true, structureType: "gazebo-pavilion", hasHeaters: true };
    plan.materials = { sides: "natural-stone", countertop: "granite" };
    plan.contractInfo = { ...plan.contractInfo, budgetRange: "25k-40k", completionWeeks: 6, needsContractorHelp: "yes" };
  });
}

/**
 * The rich project of the Statement of Work's review: the gazebo U with six appliances (heaters embedded
 * into the island), a sink with hot and cold water, a contractor chosen, a start date and a tip.
 */
export function richSowPlan(): PlannerData {
  const plan = gazeboUPlan();
  plan.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven", "trash-drawer"] as const).map(createApplianceItem);
  plan.utilities = { ...plan.utilities, water: "hot-cold" };
  plan.pergola = { ...plan.pergola, embedded: true };
  plan.contractInfo = {
    ...plan.contractInfo,
    hasContractor: "yes",
    contractorName: "Sierra Outdoor Builders",
    contractorAddress: "500 J St, Sacramento, CA 95814",
    contractorLicense: "CSLB 1045678",
    warrantyYears: "5",
    startDate: "2027-03-01",
    incentiveAmount: 500,
  };
  return plan;
}

/**
 * A plan with the site answered (docs/product/statement-of-work.md section 2, item 8): natural gas 45 ft to a
 * 120,000 BTU/h grill, a sink, a refrigerator and an ice maker, power 40 ft, water 30 ft, a trench under pavers.
 */
export function siteRunsPlan(change: (plan: PlannerData) => void = () => {}): PlannerData {
  return completePlan((plan) => {
    plan.dimensions.length = 168;
    plan.appliances = (["grill", "sink", "fridge", "ice-maker"] as const).map(createApplianceItem);
    const grill = plan.appliances[0];
    if (grill) grill.btuPerHour = 120_000;
    plan.utilities = { ...plan.utilities, circuits: "2" };
    plan.site = { fuel: "natural-gas", gasRunFt: 45, electricalRunFt: 40, waterRunFt: 30, drain: "sewer", trenchSurface: "pavers" };
    change(plan);
  });
}
