import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WIZARD_STEPS } from "../../../../domain/planner/wizard";

describe("the step screens' folders", () => {
  it("are named by each step's number and id, in the wizard's order", () => {
    const folders = readdirSync(join(process.cwd(), "src/client/features/planner/steps"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    expect(folders).toEqual(WIZARD_STEPS.map((step) => `${step.number}-${step.id}`));
  });
});
