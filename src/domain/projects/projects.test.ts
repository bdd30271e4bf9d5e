import { describe, expect, it } from "vitest";
import { createDefaultPlannerData, storedPlanOf } from "../planner/model";
import { defaultProjectName, formatShapeName, projectNameSchema } from "./projects";

describe("projects", () => {
  it("writes the shape as the payment summary shows it: hyphens as spaces, words capitalised", () => {
    expect(formatShapeName("l-shaped")).toBe("L Shaped");
    expect(formatShapeName("u-shaped")).toBe("U Shaped");
    expect(formatShapeName("rectangular")).toBe("Rectangular");
  });

  it("names a new project after its shape", () => {
    expect(defaultProjectName("u-shaped")).toBe("U-Shaped Kitchen");
    expect(defaultProjectName("")).toBe("Outdoor Kitchen");
  });

  it("stores a plan without the client's budget or project id", () => {
    const plan = { ...createDefaultPlannerData(), budget: { total: 5 }, projectId: 3 };
    const stored = storedPlanOf(plan);
    expect("budget" in stored).toBe(false);
    expect("projectId" in stored).toBe(false);
    expect(stored.appliances).toEqual(plan.appliances);
  });

  it("trims a project name and refuses an empty one", () => {
    expect(projectNameSchema.parse("  Patio  ")).toBe("Patio");
    expect(projectNameSchema.safeParse("   ").error?.issues[0]?.message).toBe("Give the project a name");
  });
});
