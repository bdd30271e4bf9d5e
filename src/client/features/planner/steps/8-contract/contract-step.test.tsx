import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPLETION_WEEKS } from "../../../../../domain/planner/limits";
import { createApplianceItem, createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { GATING_MESSAGES } from "../../../../../domain/planner/wizard";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { ContractStep } from "./contract-step";

let planner: () => PlannerContextValue;

function renderStep(data: PlannerData = createDefaultPlannerData()) {
  const view = renderWithPlanner(<ContractStep />, { data, step: 8 });
  planner = view.planner;
  return view;
}

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeAll(() => {
  // Radix measures its popper with ResizeObserver, which jsdom does not have.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("contract information step", () => {
  it("offers exactly the eight completion times and stores the chosen number of weeks", () => {
    renderStep();
    const select = screen.getByLabelText("Maximum completion time");
    const values = within(select)
      .getAllByRole("option")
      .map((o) => (o as HTMLOptionElement).value)
      .filter((v) => v !== "");
    expect(values).toEqual(COMPLETION_WEEKS.map(String));
    expect(values).toEqual(["2", "3", "4", "6", "8", "10", "12", "13"]);
    choose("Maximum completion time", "13");
    expect(planner().data.contractInfo.completionWeeks).toBe(13);
  });

  it("asks for the contractor's details when one is chosen, and is complete only once all are filled", () => {
    renderStep();
    choose("Budget range", "25k-40k");
    choose("Maximum completion time", "8");
    expect(screen.queryByLabelText("Contractor name")).toBeNull();
    expect(planner().validation).toEqual({
      valid: false,
      message: GATING_MESSAGES.contract,
      missing: ["Contractor chosen (yes or no)"],
    });

    fireEvent.click(screen.getByRole("radio", { name: /^Yes/ }));
    expect(planner().validation.missing).toEqual(["Contractor name", "License number", "Contractor address", "Warranty"]);
    // each of them says it is required, to the eye and to a screen reader
    for (const name of ["Contractor name", "License number", "Contractor address", "Warranty"]) {
      const control = screen.getByLabelText(name) as HTMLInputElement;
      expect(control.required).toBe(true);
      expect(control.closest("div.grid")?.textContent).toContain("(required)");
    }
    expect(screen.getByRole("radiogroup", { name: "Have you already chosen a contractor?" }).getAttribute("aria-required")).toBe("true");
    expect(planner().data.contractInfo.hasContractor).toBe("yes");
    expect(screen.queryByRole("radiogroup", { name: "Do you need help finding a contractor?" })).toBeNull();

    type("Contractor name", "Sierra Outdoor Builders");
    type("Contractor address", "12 Oak St, Sacramento, CA");
    type("License number", "CSLB 1045521");
    expect(planner().validation.valid).toBe(false);
    expect(planner().validation.missing).toEqual(["Warranty"]);

    const warranty = screen.getByLabelText("Warranty");
    const years = within(warranty)
      .getAllByRole("option")
      .map((o) => (o as HTMLOptionElement).value)
      .filter((v) => v !== "");
    expect(years).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    choose("Warranty", "5");
    expect(planner().data.contractInfo).toMatchObject({
      contractorName: "Sierra Outdoor Builders",
      contractorAddress: "12 Oak St, Sacramento, CA",
      contractorLicense: "CSLB 1045521",
      warrantyYears: "5",
    });
    expect(planner().validation).toEqual({ valid: true, message: null });

    type("License number", "");
    expect(planner().validation.valid).toBe(false);
  });

  it("asks whether help is needed when no contractor is chosen, and is complete once answered", () => {
    renderStep();
    choose("Budget range", "under-10k");
    choose("Maximum completion time", "4");
    fireEvent.click(screen.getByRole("radio", { name: /^No/ }));

    expect(screen.queryByLabelText("Contractor name")).toBeNull();
    expect(screen.queryByLabelText("Warranty")).toBeNull();
    const help = screen.getByRole("radiogroup", { name: "Do you need help finding a contractor?" });
    expect(planner().validation.valid).toBe(false);

    fireEvent.click(within(help).getByRole("radio", { name: "Yes, please help me find one" }));
    expect(planner().data.contractInfo.needsContractorHelp).toBe("yes");
    expect(planner().validation).toEqual({ valid: true, message: null });
  });

  it("shows the stored budget range and answers when coming back to the step", () => {
    const data = createDefaultPlannerData();
    data.contractInfo = {
      ...data.contractInfo,
      budgetRange: "60k-90k",
      completionWeeks: 6,
      hasContractor: "no",
      needsContractorHelp: "no",
    };
    renderStep(data);
    expect(screen.getByLabelText("Budget range")).toHaveProperty("value", "60k-90k");
    expect(screen.getByRole("option", { name: "$60,000 - $90,000" })).toHaveProperty("selected", true);
    expect(screen.getByLabelText("Maximum completion time")).toHaveProperty("value", "6");
    expect(screen.getByRole("radio", { name: "No, I'll find one myself" }).getAttribute("data-state")).toBe("checked");
  });
});

describe("the design below the form", () => {
  /** A U of three appliances, the last too long for the island. */
  function uPlan(): PlannerData {
    const data = createDefaultPlannerData();
    return {
      ...data,
      shape: "u-shaped",
      appliances: [createApplianceItem("grill"), createApplianceItem("pizza-oven"), createApplianceItem("fridge")],
    };
  }

  afterEach(() => {
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("is closed on a phone, and opens read-only with the plan's appliances and the 3D tab", () => {
    renderStep(uPlan());
    const show = screen.getByRole("button", { name: "Show your design" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("img", { name: /island/ })).toBeNull();

    fireEvent.click(show);
    const hide = screen.getByRole("button", { name: "Hide your design" });
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    const design = screen.getByRole("region", { name: "Your design" });
    expect(hide.getAttribute("aria-controls")).toBe(design.id);
    expect(within(design).getByRole("img", { name: /^U-shaped island/ })).toBeTruthy();
    const legend = within(design).getByRole("list", { name: "Appliances on the plan" });
    expect(within(legend).getAllByRole("listitem").map((li) => li.textContent?.replace(/ · does not fit$/, ""))).toEqual([
      '1Built-in Grill 36"',
      '2Pizza Oven 48"',
      '3Outdoor Fridge 24"',
    ]);
    expect(within(design).getByRole("tab", { name: "3D view" })).toBeTruthy();
    // nothing to arrange: the appliances are not buttons to move
    expect(within(design).queryByRole("button", { name: /^Move / })).toBeNull();

    fireEvent.click(hide);
    expect(screen.queryByRole("img", { name: /island/ })).toBeNull();
  });

  it("is open on a desktop, and 'Change the design' goes back to the dimensions step", () => {
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (query: string) => ({ matches: query === "(min-width: 64rem)", media: query }),
    });
    renderStep(uPlan());
    expect(screen.getByRole("button", { name: "Hide your design" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("img", { name: /^U-shaped island/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change the design" }));
    expect(planner().step).toBe(7);
  });
});

describe("start date calendar", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens from 'Pick a date', refuses past days and stores the chosen day as YYYY-MM-DD", () => {
    renderStep();
    fireEvent.click(screen.getByRole("button", { name: /Preferred start date Pick a date/ }));
    expect(screen.getByRole("dialog", { name: "Choose a start date" })).toBeTruthy();
    const calendar = screen.getByRole("grid");

    const dayButton = (day: number) =>
      within(calendar)
        .getAllByRole("button")
        .find((b) => b.textContent === String(day));
    expect(dayButton(17)).toHaveProperty("disabled", true);
    expect(dayButton(1)).toHaveProperty("disabled", true);
    expect(dayButton(18)).toHaveProperty("disabled", false);
    // the number on the button is a word of its name (label in name)
    expect(dayButton(18)?.getAttribute("aria-label")).toMatch(/\b18\b/);
    expect(dayButton(25)).toHaveProperty("disabled", false);

    fireEvent.click(dayButton(17) as HTMLElement);
    expect(planner().data.contractInfo.startDate).toBe("");

    fireEvent.click(dayButton(25) as HTMLElement);
    expect(planner().data.contractInfo.startDate).toBe("2026-11-25");
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.getByRole("button", { name: /Preferred start date/ }).textContent).toBe("Wednesday, November 25, 2026");
  });

  it("flags a saved start date that is now in the past", () => {
    const data = createDefaultPlannerData();
    data.contractInfo = {
      ...data.contractInfo,
      startDate: "2026-11-02",
      budgetRange: "15k-25k",
      completionWeeks: 3,
      hasContractor: "no",
      needsContractorHelp: "yes",
    };
    renderStep(data);
    const trigger = screen.getByRole("button", { name: /Preferred start date/ });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(GATING_MESSAGES.startDateInPast)).toBeTruthy();
    expect(planner().validation).toEqual({ valid: false, message: GATING_MESSAGES.startDateInPast });
  });

  it("can be used from the keyboard: focus lands on today and arrow keys move between days", () => {
    renderStep();
    fireEvent.click(screen.getByRole("button", { name: /Preferred start date/ }));
    const focused = () => document.activeElement as HTMLElement;
    expect(focused().textContent).toBe("18");
    fireEvent.keyDown(focused(), { key: "ArrowRight" });
    expect(focused().textContent).toBe("19");
    fireEvent.keyDown(focused(), { key: "ArrowLeft" });
    fireEvent.keyDown(focused(), { key: "ArrowLeft" });
    // yesterday is disabled, so focus stays on the first day that can be chosen
    expect(focused().textContent).toBe("18");
    fireEvent.click(focused());
    expect(planner().data.contractInfo.startDate).toBe("2026-11-18");
  });
});

describe("tip", () => {
  it("corrects an invalid entry on blur and tells the user", () => {
    renderStep();
    const input = screen.getByLabelText("Tip amount (optional)");
    expect(input.getAttribute("min")).toBe("0");
    expect(input.getAttribute("step")).toBe("50");

    fireEvent.change(input, { target: { value: "300" } });
    expect(planner().data.contractInfo.incentiveAmount).toBe(300);

    fireEvent.change(input, { target: { value: "120" } });
    expect(planner().data.contractInfo.incentiveAmount).toBe(300);
    act(() => {
      fireEvent.blur(input);
    });
    expect(input).toHaveProperty("value", "100");
    expect(planner().data.contractInfo.incentiveAmount).toBe(100);
    expect(screen.getByRole("status").textContent).toContain("so we set yours to $100.");

    fireEvent.change(input, { target: { value: "-40" } });
    fireEvent.blur(input);
    expect(input).toHaveProperty("value", "0");
    expect(planner().data.contractInfo.incentiveAmount).toBe(0);
    expect(screen.getByRole("status").textContent).toContain("so we set yours to $0.");
  });

  it("shows what was typed as plain dollars, never in exponent form, and refuses an exponent or a sign", () => {
    renderStep();
    const input = screen.getByLabelText("Tip amount (optional)");
    fireEvent.change(input, { target: { value: "1e3" } });
    fireEvent.blur(input);
    expect(input).toHaveProperty("value", "1000");
    expect(planner().data.contractInfo.incentiveAmount).toBe(1000);
    for (const key of ["e", "E", "+", "-"]) {
      expect(fireEvent.keyDown(input, { key })).toBe(false);
    }
    expect(fireEvent.keyDown(input, { key: "5" })).toBe(true);
  });
});
