import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createDefaultPlannerData } from "../../../../domain/planner/model";
import { PlanPreview } from "../plan-preview";
import { SCENE_VIEW_TEXTS } from "./scene-view";

// jsdom has no WebGL, as a browser with WebGL turned off: the 3D view's tab explains and keeps the plan.
describe("the design preview's views", () => {
  it("shows the plan first, and on the 3D view's tab a sentence and the plan where the browser cannot draw in 3D", () => {
    render(<PlanPreview data={createDefaultPlannerData()} />);
    const plan = screen.getByRole("tab", { name: "Plan" });
    const threeD = screen.getByRole("tab", { name: "3D view" });
    expect(plan.getAttribute("aria-selected")).toBe("true");
    expect(threeD.getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tabpanel", { name: "Plan" })).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Rectangular island/ })).toBeTruthy();
    expect(screen.queryByText(SCENE_VIEW_TEXTS.unsupported)).toBeNull();

    fireEvent.click(threeD);
    expect(threeD.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "3D view" })).toBeTruthy();
    expect(screen.getByText(SCENE_VIEW_TEXTS.unsupported)).toBeTruthy();
    // the plan stays the picture of the island, and no control of a view that is not there is offered
    expect(screen.getByRole("img", { name: /^Rectangular island/ }).tagName.toLowerCase()).toBe("svg");
    expect(screen.queryByRole("button", { name: "Rotate left" })).toBeNull();
  });

  it("moves between the views with the arrow keys, the chosen tab the one in the page's tab order", () => {
    render(<PlanPreview data={createDefaultPlannerData()} />);
    const plan = screen.getByRole("tab", { name: "Plan" });
    const threeD = screen.getByRole("tab", { name: "3D view" });
    expect([plan.tabIndex, threeD.tabIndex]).toEqual([0, -1]);
    plan.focus();
    fireEvent.keyDown(plan, { key: "ArrowRight" });
    expect(document.activeElement).toBe(threeD);
    expect(threeD.getAttribute("aria-selected")).toBe("true");
    expect([plan.tabIndex, threeD.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(threeD, { key: "ArrowRight" });
    expect(document.activeElement).toBe(plan);
    fireEvent.keyDown(plan, { key: "End" });
    expect(document.activeElement).toBe(threeD);
    fireEvent.keyDown(threeD, { key: "Home" });
    expect(plan.getAttribute("aria-selected")).toBe("true");
  });
});
