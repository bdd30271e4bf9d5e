import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COUNTERTOP_MATERIALS, SIDE_MATERIALS } from "../../../../../domain/planner/catalogue";
import { COUNTERTOP_FINISHES, SIDE_FINISHES } from "../../../../../domain/planner/finishes";
import { rectangularPlan, renderWithPlanner } from "../../../../test/planner";
import { MaterialsStep } from "./materials-step";

/** The colour a swatch paints, as the browser reads it back ("rgb(230, 217, 195)"). */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe("finish swatches", () => {
  it("shows each material's own colour and grain on its card, the colours every view of the island uses", () => {
    renderWithPlanner(<MaterialsStep />, { data: rectangularPlan(), step: 3 });
    const groups = [
      ["Side Materials", SIDE_MATERIALS, SIDE_FINISHES],
      ["Countertop Materials", COUNTERTOP_MATERIALS, COUNTERTOP_FINISHES],
    ] as const;
    for (const [group, materials, looks] of groups) {
      const grid = screen.getByRole("radiogroup", { name: group });
      for (const material of materials) {
        const card = within(grid).getByRole("radio", { name: material.name });
        const swatch = card.querySelector<HTMLElement>('[data-testid="finish-swatch"]');
        const look = (looks as Record<string, { base: string; pattern: string }>)[material.id];
        expect(swatch?.style.backgroundColor).toBe(rgb(look?.base ?? ""));
        expect(swatch?.dataset.pattern).toBe(look?.pattern);
        expect(swatch?.style.backgroundImage).not.toBe("");
        expect(swatch?.getAttribute("aria-hidden")).toBe("true");
      }
    }
  });
});
