import { createDefaultPlannerData } from "../../domain/planner/model";
import type { PlannerData } from "../../domain/planner/schema";

/** The worked example of the published budget model: a 96 x 32 rectangle with a grill, $12,691. */
export function workedExample(): PlannerData {
  const plan = createDefaultPlannerData();
  return {
    ...plan,
    shape: "rectangular",
    dimensions: { length: 96, width: 32, height: 36 },
    lighting: false,
    pergola: { ...plan.pergola, enabled: false },
    materials: { sides: "stucco", countertop: "granite" },
    utilities: { water: "cold", circuits: "1", outletsOutside: "3", outletsInside: "3" },
  };
}

/** The worked example with a covered structure and lighting: another total, for telling plans apart. */
export function pergolaPlan(): PlannerData {
  const plan = workedExample();
  return { ...plan, shape: "l-shaped", lighting: true, pergola: { ...plan.pergola, enabled: true, structureType: "pergola" } };
}
