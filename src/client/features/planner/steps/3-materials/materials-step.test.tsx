import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { MaterialsStep } from "./materials-step";

let planner: () => PlannerContextValue;
const plan = () => planner().data;

function renderStep() {
  const view = renderWithPlanner(<MaterialsStep />, { data: createDefaultPlannerData(), step: 3 });
  planner = view.planner;
  return view;
}

const WARNING = "Please select both side materials and countertop materials to continue.";

describe("materials step", () => {
  it("shows both groups as radio cards with rates, ranges and badges", () => {
    renderStep();
    const sides = screen.getByRole("radiogroup", { name: "Side Materials" });
    expect(within(sides).getAllByRole("radio")).toHaveLength(4);
    expect(within(sides).getByText("$45 per sq ft")).toBeTruthy();
    const stone = within(sides).getByRole("radio", { name: "Natural Stone" });
    const details = document.getElementById(stone.getAttribute("aria-describedby") ?? "");
    expect(details?.textContent).toBe("$45 per sq ftPremium Option");
    const tops = screen.getByRole("radiogroup", { name: "Countertop Materials" });
    expect(within(tops).getByText("$45 - $65 per sq ft")).toBeTruthy();
    expect(within(tops).getAllByText("Professional").length).toBeGreaterThan(0);
    expect(screen.getByText(/marine-grade trim and stainless steel framing for refrigerator cavities/)).toBeTruthy();
  });

  it("moves the progress hints and badges along, and warns until both are chosen", () => {
    renderStep();
    const progress = screen.getByTestId("materials-progress");
    expect(within(progress).getByText("Select 2 materials")).toBeTruthy();
    expect(screen.getAllByText("Required")).toHaveLength(2);
    expect(screen.getByText(WARNING)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Stucco" }));
    expect(plan().materials.sides).toBe("stucco");
    expect(screen.getByRole("radio", { name: "Stucco" }).getAttribute("aria-checked")).toBe("true");
    expect(within(progress).getByText("1 of 2 selected")).toBeTruthy();
    expect(screen.getAllByText("Required")).toHaveLength(1);
    expect(screen.getAllByText("Selected")).toHaveLength(1);
    expect(screen.getByText(WARNING)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Granite" }));
    expect(plan().materials).toEqual({ sides: "stucco", countertop: "granite" });
    expect(within(progress).getByText("Both materials selected")).toBeTruthy();
    expect(screen.queryByText("Required")).toBeNull();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it("keeps the progress box for small screens only", () => {
    renderStep();
    expect(screen.getByTestId("materials-progress").className).toContain("md:hidden");
  });

  it("chooses a material with the arrow keys, even on a quick press", async () => {
    renderStep();
    const sides = screen.getByRole("radiogroup", { name: "Side Materials" });
    const first = within(sides).getAllByRole("radio")[0]!;
    fireEvent.click(first);
    const chosen = plan().materials.sides;
    fireEvent.keyDown(first, { key: "ArrowRight" });
    fireEvent.keyUp(first, { key: "ArrowRight" });
    await waitFor(() => expect(plan().materials.sides).not.toBe(chosen));
    expect(document.activeElement?.getAttribute("aria-checked")).toBe("true");
  });
});
