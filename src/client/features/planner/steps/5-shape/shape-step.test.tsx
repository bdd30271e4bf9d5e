import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHAPE_AUTO_ADVANCE_MS } from "../../../../app/ui-constants";
import { createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { ShapeStep } from "./shape-step";

let api: () => PlannerContextValue;

let hide: () => void = () => {};
function Harness() {
  const [shown, setShown] = useState(true);
  hide = () => setShown(false);
  return shown ? <ShapeStep /> : null;
}

function renderShapeStep() {
  const view = renderWithPlanner(<Harness />, { data: createDefaultPlannerData(), step: 5 });
  api = view.planner;
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("shape step", () => {
  it("offers the three shapes with what each is good for, none chosen yet", () => {
    renderShapeStep();
    const cards = screen.getAllByRole("button");
    expect(cards.map((c) => c.textContent)).toEqual([
      "L-ShapedCorner installs, maximizes counter space",
      "U-ShapedEntertaining, gathering space",
      "RectangularClassic linear",
    ]);
    expect(cards.every((c) => c.getAttribute("aria-pressed") === "false")).toBe(true);
  });

  it("stores the choice at once and moves on after exactly 500 ms", () => {
    renderShapeStep();
    fireEvent.click(screen.getByRole("button", { name: /U-Shaped/ }));
    expect(api().data.shape).toBe("u-shaped");
    expect(screen.getByRole("button", { name: /U-Shaped/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status").textContent).toContain("U-Shaped selected");

    act(() => vi.advanceTimersByTime(SHAPE_AUTO_ADVANCE_MS - 1));
    expect(api().step).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(api().step).toBe(6);
  });

  it("restarts the wait when the user changes their mind, and keeps the last choice", () => {
    renderShapeStep();
    fireEvent.click(screen.getByRole("button", { name: /L-Shaped/ }));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole("button", { name: /Rectangular/ }));
    act(() => vi.advanceTimersByTime(300));
    expect(api().step).toBe(5);
    act(() => vi.advanceTimersByTime(200));
    expect(api().step).toBe(6);
    expect(api().data.shape).toBe("rectangular");
  });

  it("does not advance after the step has been left", () => {
    renderShapeStep();
    fireEvent.click(screen.getByRole("button", { name: /L-Shaped/ }));
    act(() => hide());
    act(() => vi.advanceTimersByTime(SHAPE_AUTO_ADVANCE_MS * 2));
    expect(api().step).toBe(5);
    expect(api().data.shape).toBe("l-shaped");
  });
});
