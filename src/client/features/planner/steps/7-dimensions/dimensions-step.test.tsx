import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADJUST_NOTICE_MS } from "../../../../app/ui-constants";
import { createApplianceItem } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { WARNING_MESSAGES } from "../../../../../domain/planner/warnings";
import type { PlannerContextValue } from "../../planner-store";
import { focusAndType, labelledInput, rectangularPlan, renderWithPlanner } from "../../../../test/planner";
import { DimensionsStep } from "./dimensions-step";

let api: () => PlannerContextValue;

function renderStep(change?: (d: PlannerData) => void) {
  const view = renderWithPlanner(<DimensionsStep />, { data: rectangularPlan(change), step: 7 });
  api = view.planner;
  return view;
}

const input = labelledInput;
const type = focusAndType;
const typeAndBlur = (name: string, value: string) => fireEvent.blur(type(name, value));
const notice = () => screen.queryByText(/^Dimensions auto-adjusted to meet constraints: /);
const preview = () => screen.getByRole("img", { name: /island/ });
/** The step's own notice (arrival and fit), the first live region of the step; each group of fields has its own. */
const stepNotice = () => screen.getAllByRole("status")[0]!;
/** The live region under a group of fields ("Island", "Base", "Left arm"). */
const groupNotice = (name: string) => within(screen.getByRole("group", { name })).getByRole("status");

afterEach(() => {
  vi.useRealTimers();
});

describe("dimensions step", () => {
  it("has the product's title and hint, and lists the selected appliances with their widths", () => {
    renderStep((d) => {
      d.appliances = [createApplianceItem("grill"), createApplianceItem("sink")];
    });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "Give a rough estimate of desired the outdoor kitchen!",
    );
    expect(
      screen.getByText("standard height 36-38 inches; include 3 inches x 2 for widths and lengths when adjusting"),
    ).toBeTruthy();
    const chips = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(chips).toContain('Built-in Grill 36"');
    expect(chips).toContain('Outdoor Sink 21"');
    // 36 + 21 + 8 + 28
    expect(screen.getByText("Estimated length needed:").textContent).toContain('93"');
  });

  it("asks for length, width and height of a rectangle", () => {
    renderStep();
    expect(input("Length").value).toBe("96");
    expect(input("Width").value).toBe("32");
    expect(input("Height").value).toBe("36");
    expect(screen.queryByRole("radiogroup")).toBeNull();
  });

  it("clamps into the constraints on blur and explains it for 5 seconds", () => {
    vi.useFakeTimers();
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 48, max: 120 };
    });
    const el = type("Length", "150");
    // nothing is clamped while typing
    expect(el.value).toBe("150");
    expect(api().data.dimensions.length).toBe(96);
    fireEvent.blur(el);
    expect(api().data.dimensions.length).toBe(120);
    expect(el.value).toBe("120");
    const text = 'Dimensions auto-adjusted to meet constraints: Length from 150" to 120"';
    expect(notice()?.textContent).toBe(text);

    act(() => vi.advanceTimersByTime(ADJUST_NOTICE_MS.planner - 1));
    expect(notice()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).toBeNull();
  });

  it("brings the dimensions into range when the step opens", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.W1 = { min: 22, max: 28 };
    });
    expect(api().data.dimensions.width).toBe(28);
    expect(input("Width").value).toBe("28");
    expect(notice()?.textContent).toBe('Dimensions auto-adjusted to meet constraints: Width from 32" to 28"');
  });

  it("falls back to the shape's default when a field is left blank", () => {
    renderStep((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 100, width1: 30, length2: 60, width2: 30 };
    });
    typeAndBlur("L2 length", "");
    expect(api().data.lShape.length2).toBe(48);
    expect(input("L2 length").value).toBe("48");
    typeAndBlur("Height", " ");
    expect(api().data.dimensions.height).toBe(36);
    expect(notice()).toBeNull();
  });

  it("makes a symmetrical U's third arm follow the first, and asks for it only when asymmetrical", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
    });
    expect(screen.queryByLabelText("L3 length")).toBeNull();
    typeAndBlur("L1 length", "60");
    typeAndBlur("W1 depth", "40");
    expect(api().data.uShape).toMatchObject({ length1: 60, length3: 60, width1: 40, width3: 40 });
    expect(preview().getAttribute("aria-label")).toContain('L3 60" x W3 40"');
  });

  it("lets an asymmetrical U size its third arm on its own", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
      d.constraints.asymmetrical = true;
    });
    typeAndBlur("L3 length", "70");
    typeAndBlur("L1 length", "50");
    expect(api().data.uShape).toMatchObject({ length1: 50, length3: 70 });
  });

  it("redraws the preview while the user types", () => {
    renderStep();
    expect(preview().getAttribute("aria-label")).toContain('96" x 32"');
    type("Length", "150");
    expect(preview().getAttribute("aria-label")).toContain('150" x 32"');
    expect(api().data.dimensions.length).toBe(96);
  });

  it("shows the product's warnings as the plan stands", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
      // a size the user chose (the untouched starting size is fitted to the appliances instead)
      d.uShape = { length1: 48, width1: 32, length2: 80, width2: 32, length3: 48, width3: 32 };
      d.appliances = [createApplianceItem("grill"), createApplianceItem("pizza-oven"), createApplianceItem("fridge")];
    });
    // L2 80 is not more than 32 + 32 + 36
    expect(screen.getByText(WARNING_MESSAGES.uShapeSpacing)).toBeTruthy();
    typeAndBlur("L2 length", "120");
    expect(screen.queryByText(WARNING_MESSAGES.uShapeSpacing)).toBeNull();
  });

  it("lets an L choose inside or outside placement, which changes the current L", () => {
    renderStep((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 70, width1: 32, length2: 48, width2: 32 };
      // 36 + 48 + 24 + 16 + 28 = 152 > 118
      d.appliances = [createApplianceItem("grill"), createApplianceItem("pizza-oven"), createApplianceItem("fridge")];
    });
    expect(screen.getByText(WARNING_MESSAGES.insufficientLength)).toBeTruthy();
    expect(screen.getByText("Current L (outside)").nextElementSibling?.textContent).toBe('118"');
    fireEvent.click(screen.getByRole("radio", { name: /Inside edge/ }));
    expect(api().data.appliancePlacement).toBe("inside");
    expect(screen.getByText("Current L (inside)").nextElementSibling?.textContent).toBe('86"');
  });

  it("shows the W2 > L1 warning of an L", () => {
    renderStep((d) => {
      d.shape = "l-shaped";
      d.appliances = [];
      d.lShape = { length1: 40, width1: 30, length2: 48, width2: 50 };
    });
    expect(screen.getByText(WARNING_MESSAGES.lShapeW2GreaterThanL1)).toBeTruthy();
  });

  it("opens with the default U fitted to the appliances, so its walkway rule holds, and says what changed", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
      d.appliances = [createApplianceItem("grill")];
    });
    expect(api().data.uShape).toEqual({ length1: 32, width1: 32, length2: 101, width2: 32, length3: 32, width3: 32 });
    expect(screen.queryByText(WARNING_MESSAGES.uShapeSpacing)).toBeNull();
    expect(stepNotice().textContent).toBe(
      'Sized to fit your appliances: L1 from 48" to 32", L2 from 72" to 101", L3 from 48" to 32"',
    );
  });

  it("opens with the default L lengthened for a grill, a sink and a fridge", () => {
    renderStep((d) => {
      d.shape = "l-shaped";
      d.appliances = [createApplianceItem("grill"), createApplianceItem("sink"), createApplianceItem("fridge")];
    });
    expect(screen.queryByText(WARNING_MESSAGES.insufficientLength)).toBeNull();
    expect(api().data.lShape).toEqual({ length1: 74, width1: 32, length2: 53, width2: 32 });
  });

  it("shows the notice first in the step, before the appliances and the fields", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 24, max: 80 };
    });
    const status = stepNotice();
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe('Dimensions auto-adjusted to meet constraints: Length from 96" to 80"');
    const summary = screen.getByRole("heading", { name: "Your appliances" });
    expect(status.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("fits the island to the appliances on request and redraws the plan at once", () => {
    renderStep((d) => {
      d.dimensions = { ...d.dimensions, length: 150 };
    });
    expect(preview().getAttribute("aria-label")).toContain('150" x 32"');
    fireEvent.click(screen.getByRole("button", { name: "Fit to my appliances" }));
    expect(api().data.dimensions.length).toBe(74);
    expect(input("Length").value).toBe("74");
    expect(preview().getAttribute("aria-label")).toContain('74" x 32"');
    expect(stepNotice().textContent).toBe('Sized to fit your appliances: Length from 150" to 74"');
  });

  it("says why a rectangle cannot hold five appliances and offers the shape that can", () => {
    renderStep((d) => {
      d.appliances = (["grill", "sink", "fridge", "pizza-oven", "trash-drawer"] as const).map(createApplianceItem);
    });
    expect(screen.getByText(WARNING_MESSAGES.insufficientLength)).toBeTruthy();
    const advice = screen.getByRole("alert");
    expect(advice.textContent).toContain(
      'Your 5 appliances need 207" of counter; the longest rectangular island within the size limits gives 204".',
    );
    expect(advice.textContent).toContain("An L-Shaped island holds them.");
    fireEvent.click(screen.getByRole("button", { name: "Switch to L-Shaped and fit" }));
    expect(api().data.shape).toBe("l-shaped");
    expect(screen.queryByText(WARNING_MESSAGES.insufficientLength)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(stepNotice().textContent).toMatch(/^Sized to fit your appliances: /);
  });

  it("says under the field's own group, in a live region there, that a length below the minimum was raised to it", () => {
    vi.useFakeTimers();
    renderStep((d) => {
      d.appliances = [];
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 48, max: 120 };
    });
    const el = type("Length", "10");
    el.focus();
    fireEvent.blur(el);
    expect(api().data.dimensions.length).toBe(48);
    const region = groupNotice("Island");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe(
      '48 in is the least: changed from 10Dimensions auto-adjusted to meet constraints: Length from 10" to 48"',
    );
    // said once, by the field: the step's notice at the top stays empty
    expect(stepNotice().textContent).toBe("");
    // focus stays where the user is (the browser test measures the scrolling into view)
    expect(document.activeElement).toBe(el);
    act(() => vi.advanceTimersByTime(ADJUST_NOTICE_MS.planner));
    expect(region.textContent).toBe("");
  });

  it("says when a typed height was beyond what a counter is planned at, under the height", () => {
    renderStep();
    typeAndBlur("Height", "200");
    expect(input("Height").value).toBe("120");
    const region = input("Height").closest(".grid.gap-2")!.querySelector('[role="status"]')!;
    expect(region.textContent).toContain("120 in is the most: changed from 200");
  });

  it("leaves the limit unmentioned when another rule moved the value further: a rectangle's length up to its width", () => {
    renderStep((d) => {
      d.appliances = [];
    });
    typeAndBlur("Length", "10");
    expect(api().data.dimensions.length).toBe(32);
    expect(groupNotice("Island").textContent).toBe('Dimensions auto-adjusted to meet constraints: Length from 10" to 32"');
  });

  it("shows a warning under the group of the field that raised it, and the others under all the fields", () => {
    renderStep((d) => {
      d.shape = "u-shaped";
      d.uShape = { length1: 48, width1: 32, length2: 120, width2: 32, length3: 48, width3: 32 };
      d.appliances = [];
    });
    expect(screen.queryByText(WARNING_MESSAGES.uShapeSpacing)).toBeNull();
    typeAndBlur("L2 length", "80");
    // L2 80 is not more than 32 + 32 + 36
    expect(within(groupNotice("Base")).getByText(WARNING_MESSAGES.uShapeSpacing)).toBeTruthy();
    expect(screen.getAllByText(WARNING_MESSAGES.uShapeSpacing)).toHaveLength(1);
    // a field the warning does not depend on leaves it under all the fields
    type("L1 length", "50");
    expect(within(screen.getByRole("list", { name: "Design warnings" })).getByText(WARNING_MESSAGES.uShapeSpacing)).toBeTruthy();
    expect(groupNotice("Base").textContent).toBe("");
    // a depth it does depend on takes it along while it is typed
    type("W1 depth", "34");
    expect(within(groupNotice("Left arm")).getByText(WARNING_MESSAGES.uShapeSpacing)).toBeTruthy();
  });

  it("says a later adjustment by its field only, clearing the step's notice of an earlier one", () => {
    renderStep((d) => {
      d.constraints.enabled = true;
      d.constraints.L1 = { min: 24, max: 80 };
    });
    expect(stepNotice().textContent).toBe('Dimensions auto-adjusted to meet constraints: Length from 96" to 80"');
    typeAndBlur("Length", "300");
    expect(stepNotice().textContent).toBe("");
    expect(screen.getAllByText(/^Dimensions auto-adjusted to meet constraints: /)).toHaveLength(1);
    expect(groupNotice("Island").textContent).toContain('Length from 300" to 80"');
    // and fitting the island says so at the top, the field's message gone
    fireEvent.click(screen.getByRole("button", { name: "Fit to my appliances" }));
    expect(groupNotice("Island").textContent).toBe("");
  });
});

