import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createApplianceItem, createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { UtilitiesStep } from "./utilities-step";

let api: () => PlannerContextValue;

function renderStep(change: (d: PlannerData) => PlannerData = (d) => d) {
  const view = renderWithPlanner(<UtilitiesStep />, { data: change(createDefaultPlannerData()), step: 4 });
  api = view.planner;
  return view;
}

const withSink = (d: PlannerData): PlannerData => ({ ...d, appliances: [...d.appliances, createApplianceItem("sink")] });

describe("water and electrical step", () => {
  it("shows the plumbing panel only when a sink is selected", () => {
    renderStep();
    expect(screen.queryByRole("radiogroup", { name: /Water supply/ })).toBeNull();
    expect(screen.getByText("No sink selected, so no plumbing is needed.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a sink" }));
    expect(api().step).toBe(1);
  });

  it("offers cold water only by default, or hot and cold with the extra-plumbing tip", () => {
    renderStep(withSink);
    const water = screen.getByRole("radiogroup", { name: /Water supply/ });
    expect(within(water).getByRole("radio", { name: /Cold water only/ }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText(/hot water needs extra plumbing/)).toBeTruthy();
    fireEvent.click(within(water).getByRole("radio", { name: /Hot and cold water/ }));
    expect(api().data.utilities.water).toBe("hot-cold");
  });

  it("offers 1 (default) or 2 recommended dedicated circuits and the GFCI note", () => {
    renderStep();
    const circuits = screen.getByRole("radiogroup", { name: "Dedicated 120V 20A circuits" });
    expect(within(circuits).getByRole("radio", { name: /^1 circuit/ }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(within(circuits).getByRole("radio", { name: /2 circuits \(recommended\)/ }));
    expect(api().data.utilities.circuits).toBe("2");
    expect(screen.getByText(/GFCI protection is required on all outdoor outlets/).textContent).toMatch(
      /weather-resistant\s+receptacles/,
    );
  });

  it("outlet steppers start at 3 and wrap from 1 to 10 and from 10 to 1", () => {
    renderStep((d) => ({ ...d, utilities: { ...d.utilities, outletsOutside: "1" } }));
    const outside = screen.getByRole("group", { name: "Outlets outside" });
    const inside = screen.getByRole("group", { name: "Outlets inside" });
    expect(within(inside).getByText("3")).toBeTruthy();
    expect(within(outside).getByText("1")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Fewer outside outlets" }));
    expect(api().data.utilities.outletsOutside).toBe("10");
    expect(within(outside).getByText("10")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "More outside outlets" }));
    expect(api().data.utilities.outletsOutside).toBe("1");

    fireEvent.click(screen.getByRole("button", { name: "More inside outlets" }));
    expect(api().data.utilities.outletsInside).toBe("4");
  });
});
