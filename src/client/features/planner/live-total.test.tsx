import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { formatUsd } from "../../../domain/common/format";
import { createApplianceItem, createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { ANNOUNCE_AFTER_MS, LiveTotal } from "./live-total";
import type { PlannerContextValue } from "./planner-store";
import { renderWithPlanner } from "../../test/planner";

let planner: () => PlannerContextValue;

function renderTotal(variant: "sidebar" | "chip", data: PlannerData, step = 1) {
  const view = renderWithPlanner(<LiveTotal variant={variant} />, { data, step });
  planner = view.planner;
  return view;
}

/** The budget model's worked example: $12,691. */
function workedExample(): PlannerData {
  return { ...createDefaultPlannerData(), shape: "rectangular", materials: { sides: "stucco", countertop: "granite" } };
}

afterEach(() => {
  vi.useRealTimers();
});

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>("[aria-live=polite]");
  if (!region) throw new Error("no live region");
  return region;
}

describe("live total", () => {
  it("shows the domain's total for the plan, the markup note and the number of appliances", () => {
    const data = workedExample();
    renderTotal("sidebar", data);
    expect(calculateBudget(data).total).toBe(12691);
    expect(screen.getByText(formatUsd(calculateBudget(data).total))).toBeTruthy();
    expect(screen.getByText("$12,691")).toBeTruthy();
    expect(screen.getByText("Estimated total")).toBeTruthy();
    expect(screen.getByText("Includes 20% contractor markup")).toBeTruthy();
    expect(screen.getByText("1 appliance")).toBeTruthy();
    // no itemised line reaches a visitor here
    expect(screen.queryByText("$2,800")).toBeNull();
  });

  it("follows the plan as it changes", () => {
    const data = workedExample();
    renderTotal("sidebar", data);
    act(() =>
      planner().update((d) => ({ ...d, lighting: true, appliances: [...d.appliances, createApplianceItem("sink")] })),
    );
    const next = calculateBudget(planner().data).total;
    expect(next).not.toBe(12691);
    expect(screen.getByText(formatUsd(next))).toBeTruthy();
    expect(screen.getByText("2 appliances")).toBeTruthy();
  });

  it("announces only the total, once it has settled, and nothing on arrival", () => {
    vi.useFakeTimers();
    const { container } = renderTotal("chip", workedExample());
    const region = liveRegion(container);
    expect(region.textContent).toBe("");

    act(() => planner().update((d) => ({ ...d, lighting: true })));
    act(() => planner().update((d) => ({ ...d, lighting: false })));
    act(() => planner().update((d) => ({ ...d, lighting: true })));
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS - 1));
    expect(region.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe(`Estimated total ${formatUsd(calculateBudget(planner().data).total)}`);
  });

  it("as a chip, is a line of its own in the step bar, never a layer over the page, and steps aside on the budget step", () => {
    const first = renderTotal("chip", workedExample(), 4);
    const chip = screen.getByTestId("live-total-chip");
    expect(chip.className).not.toContain("fixed");
    expect(chip.className).not.toContain("absolute");
    expect(chip.textContent).toContain("Estimated Total $12,691");
    first.unmount();

    renderTotal("chip", workedExample(), 9);
    expect(screen.queryByTestId("live-total-chip")).toBeNull();
  });

  it("mentions a tip beside the total without adding it", () => {
    const data = workedExample();
    data.contractInfo = { ...data.contractInfo, incentiveAmount: 500 };
    renderTotal("sidebar", data);
    expect(screen.getByText("$12,691")).toBeTruthy();
    expect(screen.getByText("Plus a $500 completion incentive, not in the total")).toBeTruthy();
  });

  it("on the budget step, says the lines are on this step rather than on the last one", () => {
    const first = renderTotal("sidebar", workedExample(), 4);
    expect(screen.getByText("Updates as you plan. Every line of the budget is on the last step.")).toBeTruthy();
    first.unmount();
    renderTotal("sidebar", workedExample(), 9);
    expect(screen.getByText("Updates as you plan. Every line of the budget is on this step.")).toBeTruthy();
    expect(screen.queryByText(/on the last step/)).toBeNull();
  });
});
