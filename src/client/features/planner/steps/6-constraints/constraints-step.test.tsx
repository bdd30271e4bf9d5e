import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADJUST_NOTICE_MS } from "../../../../app/ui-constants";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { GATING_MESSAGES } from "../../../../../domain/planner/wizard";
import type { PlannerContextValue } from "../../planner-store";
import { focusAndType, labelledInput, rectangularPlan, renderWithPlanner } from "../../../../test/planner";
import { ConstraintsStep } from "./constraints-step";

let api: () => PlannerContextValue;

function renderStep(change?: (d: PlannerData) => void) {
  const view = renderWithPlanner(<ConstraintsStep />, { data: rectangularPlan(change), step: 6 });
  api = view.planner;
  return view;
}

const input = labelledInput;
/** The live region under a dimension's minimum and maximum, where what a change there adjusted is said. */
const rowNotice = (name: string) => within(screen.getByRole("group", { name })).getByRole("status");
const typeAndBlur = (name: string, value: string) => {
  fireEvent.blur(focusAndType(name, value));
};

afterEach(() => {
  vi.useRealTimers();
});

describe("constraints step", () => {
  it("dims and blocks the min/max inputs, showing the standard limits, until Enable editing is on", () => {
    renderStep((d) => {
      d.constraints.L1 = { min: 60, max: 120 };
    });
    expect(input("Length Minimum").disabled).toBe(true);
    expect(input("Width Maximum").disabled).toBe(true);
    // what applies while editing is off
    expect(input("Length Minimum").value).toBe("24");
    expect(input("Length Maximum").value).toBe("204");

    fireEvent.click(screen.getByRole("switch", { name: "Enable editing" }));
    expect(api().data.constraints.enabled).toBe(true);
    expect(input("Length Minimum").disabled).toBe(false);
    expect(input("Length Minimum").value).toBe("60");
    expect(input("Length Maximum").value).toBe("120");
  });

  it("shows the dimensions of the chosen shape, L3 and W3 only for an asymmetrical U", () => {
    renderStep((d) => {
      d.shape = "l-shaped";
    });
    expect(screen.queryByLabelText("L2 Minimum")).not.toBeNull();
    expect(screen.queryByLabelText("L3 Minimum")).toBeNull();
    expect(screen.queryByRole("switch", { name: "Asymmetrical U" })).toBeNull();
  });

  it("adds L3 and W3 when the U is made asymmetrical", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
      d.constraints.enabled = true;
    });
    expect(screen.queryByLabelText("L3 Minimum")).toBeNull();
    expect(screen.queryByLabelText("W3 Maximum")).toBeNull();
    expect(screen.getByText("The right arm (L3, W3) matches the left arm (L1, W1).")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: "Asymmetrical U" }));
    expect(api().data.constraints.asymmetrical).toBe(true);
    expect(input("L3 Minimum").disabled).toBe(false);
    expect(input("W3 Maximum").value).toBe("72");
  });

  it("raises the maximum to a larger new minimum and says so for 3 seconds", () => {
    vi.useFakeTimers();
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 24, max: 120 };
    });
    typeAndBlur("Length Minimum", "150");
    expect(api().data.constraints.L1).toEqual({ min: 150, max: 150 });
    expect(input("Length Maximum").value).toBe("150");
    const notice = 'Length maximum automatically adjusted to 150" to match minimum';
    expect(rowNotice("Length").textContent).toBe(notice);

    act(() => vi.advanceTimersByTime(ADJUST_NOTICE_MS.constraints - 1));
    expect(screen.queryByText(notice)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it("lowers the minimum to a smaller new maximum, and resets a blank entry to the limit", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.W1 = { min: 40, max: 60 };
    });
    typeAndBlur("Width Maximum", "30");
    expect(api().data.constraints.W1).toEqual({ min: 30, max: 30 });
    expect(rowNotice("Width").textContent).toBe('Width minimum automatically adjusted to 30" to match maximum');

    typeAndBlur("Width Maximum", "");
    expect(api().data.constraints.W1).toEqual({ min: 30, max: 72 });
    expect(input("Width Maximum").value).toBe("72");
    typeAndBlur("Width Minimum", "abc");
    expect(api().data.constraints.W1).toEqual({ min: 22, max: 72 });
  });

  it("keeps the typed text until the field loses focus", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
    });
    const el = input("Length Minimum");
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: "1" } });
    expect(el.value).toBe("1");
    expect(api().data.constraints.L1.min).toBe(24);
    fireEvent.blur(el);
    // below the hard limit: the domain keeps it at 24
    expect(el.value).toBe("24");
  });

  it("asks how many heights only when varying heights is on", () => {
    renderStep();
    expect(screen.queryByRole("radiogroup", { name: "How many heights?" })).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Varying heights" }));
    expect(screen.getByRole("radiogroup", { name: "How many heights?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "3 heights" }));
    expect(api().data.constraints.heightCount).toBe("3");
  });

  it("counts seats from 4 within 1 to 18, shown only with a seating area", () => {
    renderStep();
    expect(screen.queryByRole("button", { name: "More seats" })).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Seating area" }));
    expect(screen.getByText("recommended 4-6")).toBeTruthy();
    expect(api().data.constraints.seatCount).toBe(4);

    const more = screen.getByRole("button", { name: "More seats" });
    for (let i = 0; i < 20; i++) fireEvent.click(more);
    expect(api().data.constraints.seatCount).toBe(18);
    expect(screen.getByRole("group", { name: "Number of seats" }).querySelector("output")?.textContent).toBe("18");

    const fewer = screen.getByRole("button", { name: "Fewer seats" });
    for (let i = 0; i < 20; i++) fireEvent.click(fewer);
    expect(api().data.constraints.seatCount).toBe(1);
  });

  it("lets the user continue once the constraints are confirmed, even with editing off", () => {
    renderStep();
    expect(api().validation).toEqual({ valid: false, message: GATING_MESSAGES.constraints });
    const confirm = screen.getByRole("checkbox", { name: "Confirm constraints" });
    expect(screen.getByText(/Use the standard limits/)).toBeTruthy();
    fireEvent.click(confirm);
    expect(api().data.constraints.confirmed).toBe(true);
    expect(api().validation.valid).toBe(true);
    expect(screen.getByText(/your changes are saved and stay confirmed/)).toBeTruthy();

    // a later change keeps the confirmation, as the screen says
    fireEvent.click(screen.getByRole("switch", { name: "Enable editing" }));
    expect(api().validation.valid).toBe(true);
  });

  it("names a rectangle's limits Length and Width, as the dimensions step and the drawing do; an L keeps L1...W2", () => {
    const rectangle = renderStep((d) => {
      d.constraints.enabled = true;
    });
    expect(screen.getByRole("group", { name: "Length" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Width" })).toBeTruthy();
    expect(screen.queryByText("L1")).toBeNull();
    rectangle.unmount();
    renderStep((d) => {
      d.shape = "l-shaped";
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 24, max: 120 };
    });
    typeAndBlur("L1 Minimum", "150");
    expect(rowNotice("L1 · Base run").textContent).toBe('L1 maximum automatically adjusted to 150" to match minimum');
  });

  it("says beside the field when a typed maximum was above the limit, in the row's live region, for 3 seconds", () => {
    vi.useFakeTimers();
    renderStep((d) => {
      d.constraints.enabled = true;
    });
    typeAndBlur("Length Maximum", "300");
    expect(api().data.constraints.L1.max).toBe(204);
    expect(input("Length Maximum").value).toBe("204");
    const region = rowNotice("Length");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("204 in is the most: changed from 300");
    // the other row says nothing
    expect(rowNotice("Width").textContent).toBe("");
    act(() => vi.advanceTimersByTime(ADJUST_NOTICE_MS.constraints));
    expect(region.textContent).toBe("");
  });

  it("gives both the limit and the product's notice when a minimum beyond the limit also moves the maximum", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.W1 = { min: 22, max: 40 };
    });
    typeAndBlur("Width Minimum", "90");
    expect(api().data.constraints.W1).toEqual({ min: 72, max: 72 });
    expect(rowNotice("Width").textContent).toBe(
      '72 in is the most: changed from 90Width maximum automatically adjusted to 72" to match minimum',
    );
  });
});

