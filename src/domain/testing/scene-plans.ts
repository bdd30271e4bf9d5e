// Plans that show the island in three dimensions in its varied forms, for the scene model's tests, the 3D
// view's and the SOW's perspective view. Each one is complete through step 8 (./plans completePlan).
import { APPLIANCE_IDS, type ApplianceId } from "../planner/catalogue";
import { createApplianceItem } from "../planner/model";
import type { PlannerData } from "../planner/schema";
import { completePlan } from "./plans";

const items = (...ids: ApplianceId[]) => ids.map(createApplianceItem);

/** The fresh rectangle (96 x 32 x 36) with its one grill, stucco and granite. */
export function minimalRectanglePlan(): PlannerData {
  return completePlan();
}

/** An L with a grill, a sink and a fridge under a one-sided louvered pergola against the house wall. */
export function lSinkPergolaPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "l-shaped";
    plan.lShape = { length1: 144, width1: 32, length2: 96, width2: 30 };
    plan.appliances = items("grill", "side-burner", "sink", "fridge");
    plan.materials = { sides: "brick", countertop: "concrete" };
    plan.lighting = true;
    plan.pergola = {
      ...plan.pergola,
      enabled: true,
      structureType: "pergola",
      oneSided: true,
      hasLouvers: true,
      spotlights: "4",
      dimensions: { length: 192, width: 168, height: 108 },
    };
  });
}

/** An asymmetric U with eight appliances under a gazebo with heaters, a fan and spotlights. */
export function uGazeboPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "u-shaped";
    plan.constraints = { ...plan.constraints, asymmetrical: true };
    plan.uShape = { length1: 96, width1: 30, length2: 168, width2: 34, length3: 72, width3: 28 };
    plan.appliances = items("grill", "side-burner", "sink", "fridge", "pizza-oven", "trash-drawer", "double-drawers", "ice-maker");
    plan.materials = { sides: "natural-stone", countertop: "granite" };
    plan.pergola = {
      ...plan.pergola,
      enabled: true,
      structureType: "gazebo-pavilion",
      hasHeaters: true,
      hasFan: true,
      spotlights: "4",
      dimensions: { length: 288, width: 240, height: 120 },
    };
  });
}

/** A rectangle with seats under an open pergola (rafters), island lighting and two spotlights. */
export function rectanglePergolaPlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { length: 144, width: 36, height: 36 };
    plan.appliances = items("grill", "triple-drawers", "smoker");
    plan.materials = { sides: "tile", countertop: "tile" };
    plan.lighting = true;
    plan.constraints = { ...plan.constraints, seatingArea: true, seatCount: 2 };
    plan.pergola = { ...plan.pergola, enabled: true, structureType: "pergola", spotlights: "2", dimensions: { length: 180, width: 144, height: 100 } };
  });
}

/** The largest island the wizard allows, every appliance on it, under the largest gazebo. */
export function largestPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "u-shaped";
    plan.constraints = { ...plan.constraints, asymmetrical: true, seatingArea: true, seatCount: 18, varyingHeights: true, heightCount: "3" };
    plan.uShape = { length1: 204, width1: 72, length2: 204, width2: 72, length3: 204, width3: 72 };
    plan.dimensions = { ...plan.dimensions, height: 120 };
    plan.appliances = items(...APPLIANCE_IDS);
    plan.pergola = { ...plan.pergola, enabled: true, dimensions: { length: 600, width: 600, height: 600 } };
  });
}

/** The smallest island the wizard allows (24 x 22, 12 in high) with a grill too big for it, under the smallest pergola. */
export function smallestPlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { length: 24, width: 22, height: 12 };
    plan.constraints = { ...plan.constraints, seatingArea: true, seatCount: 1, varyingHeights: true };
    plan.pergola = { ...plan.pergola, enabled: true, structureType: "pergola", oneSided: true, dimensions: { length: 24, width: 24, height: 24 } };
  });
}

/** A rectangle too short for its appliances: the last ones stand past the end of the run. */
export function tooShortPlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { length: 72, width: 30, height: 36 };
    plan.appliances = items("grill", "pizza-oven", "fridge", "sink");
  });
}

/** Varying heights with four seats on a rectangle: a raised bar along the seats' edge. */
export function barSeatingPlan(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { length: 156, width: 36, height: 36 };
    plan.appliances = items("grill", "sink", "double-drawers");
    plan.constraints = { ...plan.constraints, varyingHeights: true, heightCount: "2", seatingArea: true, seatCount: 4 };
  });
}

/** The appliances on the inner edges of an L, with seats on its outer edge. */
export function insideLPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "l-shaped";
    plan.appliancePlacement = "inside";
    plan.lShape = { length1: 132, width1: 32, length2: 84, width2: 32 };
    plan.appliances = items("grill", "side-burner", "fridge", "sink");
    plan.constraints = { ...plan.constraints, seatingArea: true, seatCount: 3 };
    plan.materials = { sides: "stucco", countertop: "stainless" };
  });
}

/** An L the homeowner arranged: the sink and the fridge on the return arm, the grill alone on the base. */
export function arrangedLPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "l-shaped";
    plan.lShape = { length1: 120, width1: 32, length2: 96, width2: 32 };
    plan.appliances = items("grill", "sink", "fridge");
    plan.arrangement = { shape: "l-shaped", arms: { grill: "L1", sink: "L2", fridge: "L2" } };
    plan.materials = { sides: "", countertop: "" };
  });
}

/** The plans above by name, for tests that run over all of them. */
export const scenePlans: Record<string, () => PlannerData> = {
  "minimal rectangle": minimalRectanglePlan,
  "L with a sink under a one-sided louvered pergola": lSinkPergolaPlan,
  "asymmetric U with eight appliances under a gazebo": uGazeboPlan,
  "rectangle with seats under an open pergola": rectanglePergolaPlan,
  "largest dimensions": largestPlan,
  "smallest dimensions": smallestPlan,
  "appliances that do not fit": tooShortPlan,
  "varying heights with seating": barSeatingPlan,
  "inside placement on an L": insideLPlan,
  "custom arrangement on an L": arrangedLPlan,
};
