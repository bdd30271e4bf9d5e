import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../../../../domain/budget/budget";
import { formatUsd } from "../../../../../domain/common/format";
import { createApplianceItem, createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { renderWithPlanner } from "../../../../test/planner";
import type { PlannerContextValue } from "../../planner-store";
import { ANNOUNCE_AFTER_MS } from "../../settled-announcement";
import { AppliancesStep } from "../1-appliances/appliances-step";
import { UtilitiesStep } from "./utilities-step";

let api: () => PlannerContextValue;
const plan = () => api().data;

function renderStep(change: (d: PlannerData) => PlannerData = (d) => d) {
  const view = renderWithPlanner(<UtilitiesStep />, { data: change(createDefaultPlannerData()), step: 4 });
  api = view.planner;
  return view;
}

/** A plan with only the grill, rated as given. */
const grillAt = (btuPerHour?: number) => (d: PlannerData): PlannerData => ({
  ...d,
  appliances: [{ ...createApplianceItem("grill"), ...(btuPerHour === undefined ? {} : { btuPerHour }) }],
});
const withSink = (d: PlannerData): PlannerData => ({ ...d, appliances: [...d.appliances, createApplianceItem("sink")] });

const fuel = (name: string) =>
  fireEvent.click(within(screen.getByRole("radiogroup", { name: "Fuel for your gas appliances" })).getByRole("radio", { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pipeSize = () => screen.getByTestId("gas-pipe-size").textContent;
const price = () => screen.getByTestId("utility-runs-price").textContent;
const results = () => screen.getByTestId("site-results");

afterEach(() => vi.useRealTimers());

describe("runs from the house in step 4", () => {
  it("asks nothing of a plan until answered: no site in the plan, the runs not priced", () => {
    renderStep(grillAt());
    expect(screen.getByRole("heading", { name: "Runs from the house" })).toBeTruthy();
    expect(within(screen.getByRole("radiogroup", { name: "Fuel for your gas appliances" })).getByRole("radio", { name: "Not sure yet" }).getAttribute("aria-checked")).toBe("true");
    expect(plan().site).toBeUndefined();
    expect(screen.getByText(/Not priced yet/)).toBeTruthy();
    expect(screen.queryByTestId("utility-runs-price")).toBeNull();
  });

  it("sizes the gas pipe as the owner types the run and prices the runs: 50 ft 3/4 in, 100 ft 1 in and more", () => {
    renderStep(grillAt(120_000));
    fuel("Natural gas");
    expect(plan().site).toEqual({ fuel: "natural-gas" });
    type("Gas run length", "50");
    expect(plan().site?.gasRunFt).toBe(50);
    expect(pipeSize()).toBe("3/4 in");
    expect(results().textContent).toContain("120,000 BTU/h (120 CFH)");
    expect(results().textContent).toContain("120 CFH over 50 ft: 3/4 in pipe carries 151 CFH; 1/2 in carries only 72 CFH.");
    const at50 = calculateBudget(plan()).breakdown.utilityRuns ?? 0;
    expect(at50).toBeGreaterThan(0);
    expect(price()).toBe(formatUsd(at50));
    expect(results().textContent).toContain(calculateBudget(plan()).explanations.utilityRuns ?? "missing");
    expect(screen.getByRole("heading", { name: "Utility runs from the house" })).toBeTruthy();

    type("Gas run length", "100");
    expect(pipeSize()).toBe("1 in");
    expect(results().textContent).toContain("120 CFH over 100 ft: 1 in pipe carries 195 CFH; 3/4 in carries only 104 CFH.");
    const at100 = calculateBudget(plan()).breakdown.utilityRuns ?? 0;
    expect(at100).toBeGreaterThan(at50);
    expect(price()).toBe(formatUsd(at100));
  });

  it("says a fitter sizes a run past the tables", () => {
    renderStep(grillAt(120_000));
    fuel("Natural gas");
    type("Gas run length", "250");
    expect(screen.queryByTestId("gas-pipe-size")).toBeNull();
    expect(results().textContent).toMatch(/Needs attention:.*a fitter sizes this run/);
  });

  it("sizes propane in BTU/h from its own table", () => {
    renderStep(grillAt(120_000));
    fuel("Propane");
    type("Gas run length", "50");
    expect(pipeSize()).toBe("3/4 in");
    expect(results().textContent).toContain("1/2 in carries only 114,000 BTU/h");
  });

  it("asks for no gas run with no gas, and none without a gas appliance", () => {
    renderStep(grillAt());
    fuel("No gas");
    expect(screen.queryByLabelText("Gas run length")).toBeNull();
    expect(screen.queryByTestId("gas-pipe-size")).toBeNull();
    expect(plan().site).toEqual({ fuel: "none" });
  });

  it("Not sure clears and disables the length, removes it from the plan and says it is priced at 50 ft", () => {
    renderStep(grillAt(120_000));
    type("Gas run length", "100");
    expect(plan().site?.gasRunFt).toBe(100);
    const field = screen.getByLabelText("Gas run length") as HTMLInputElement;
    const notSure = screen.getByRole("checkbox", { name: "Not sure of the gas run length" });
    fireEvent.click(notSure);
    expect(plan().site?.gasRunFt).toBeUndefined();
    expect("gasRunFt" in (plan().site ?? {})).toBe(false);
    expect(field.value).toBe("");
    expect(field.disabled).toBe(true);
    expect(document.getElementById(notSure.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Priced at 50 ft for now.");
    expect(pipeSize()).toBe("3/4 in");
    expect(results().textContent).toContain("at 50 ft assumed");
    expect(screen.getByText(/bid form asks each bidder for a price per foot/)).toBeTruthy();

    // typing again after "Not sure" is unticked
    fireEvent.click(notSure);
    expect(field.disabled).toBe(false);
    type("Gas run length", "abc");
    expect(screen.getByText(/Until then the estimate assumes 50 ft/)).toBeTruthy();
    fireEvent.click(notSure);
    expect(field.value).toBe("");
    expect(screen.queryByText(/Enter a whole number/)).toBeNull();
  });

  it("an invalid length shows the limit beside the field and keeps the plan's last valid length", () => {
    renderStep(grillAt(120_000));
    type("Electrical run length", "40");
    expect(plan().site?.electricalRunFt).toBe(40);
    for (const bad of ["400", "12.5", "-3", "abc"]) {
      type("Electrical run length", bad);
      const field = screen.getByLabelText("Electrical run length") as HTMLInputElement;
      expect(field.value).toBe(bad);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(`${field.id}-error`)?.textContent;
      expect(message).toBe("Enter a whole number from 0 to 300 ft. Until then the estimate keeps 40 ft.");
      expect(field.getAttribute("aria-describedby")).toContain(`${field.id}-error`);
      expect(plan().site?.electricalRunFt).toBe(40);
    }
    type("Electrical run length", "60");
    expect(plan().site?.electricalRunFt).toBe(60);
    expect(screen.queryByText(/Enter a whole number/)).toBeNull();
  });

  it("asks the water run and the drain only with a sink, and writes the trench surface and the panel", () => {
    renderStep((d) => ({ ...d, appliances: [createApplianceItem("fridge")] }));
    expect(screen.queryByLabelText("Water run length")).toBeNull();
    expect(screen.queryByLabelText("Sink drain")).toBeNull();
    expect(screen.queryByLabelText("Gas run length")).toBeNull();
    expect(screen.queryByRole("radiogroup", { name: "Fuel for your gas appliances" })).toBeNull();
    fireEvent.change(screen.getByLabelText("What the trench crosses"), { target: { value: "pavers" } });
    fireEvent.change(screen.getByLabelText("Electrical panel size"), { target: { value: "100" } });
    expect(plan().site).toEqual({ trenchSurface: "pavers", panelAmps: 100 });
    expect(screen.getByText(/A 100 A panel may not have room for more/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What the trench crosses"), { target: { value: "not-sure" } });
    fireEvent.change(screen.getByLabelText("Electrical panel size"), { target: { value: "not-sure" } });
    expect(plan().site).toBeUndefined();
  });

  it("with a sink, writes the water run and the drain", () => {
    renderStep(withSink);
    type("Water run length", "30");
    fireEvent.change(screen.getByLabelText("Sink drain"), { target: { value: "dry-well" } });
    expect(plan().site).toEqual({ waterRunFt: 30, drain: "dry-well" });
    fireEvent.change(screen.getByLabelText("Sink drain"), { target: { value: "none" } });
    expect(plan().site?.drain).toBe("none");
    expect(screen.getByText(/Without a drain the bucket is emptied by hand/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Sink drain"), { target: { value: "dry-well" } });
    expect(screen.getByTestId("site-sketch").textContent).toContain("Water and drain 30 ft");
  });

  it("warns when fewer circuits were chosen than the load needs", () => {
    renderStep((d) => ({
      ...d,
      appliances: [createApplianceItem("grill"), createApplianceItem("fridge"), createApplianceItem("ice-maker")],
    }));
    expect(results().textContent).toContain("needs 3 circuits of 20 A");
    expect(results().textContent).toContain("you chose 1 circuit");
    expect(screen.getByTestId("circuits-warning").textContent).toMatch(/Fewer circuits than the load needs/);
  });

  it("draws the sketch with each run's label and its source, not to scale, named by its summary", () => {
    renderStep((d) => withSink(grillAt(120_000)(d)));
    fuel("Natural gas");
    type("Gas run length", "45");
    type("Electrical run length", "60");
    const sketch = screen.getByTestId("site-sketch");
    const img = within(sketch).getByRole("img");
    expect(img.getAttribute("viewBox")).toBe("0 0 360 200");
    const name = img.querySelector("title")?.textContent ?? "";
    expect(name).toMatch(/^Site sketch, not to scale/);
    for (const label of [
      "Gas 45 ft, 3/4 in pipe",
      "Power 60 ft, 1 x 20 A circuit",
      "Water and drain length not known (50 ft assumed)",
      "Shared trench 60 ft, lawn or soil (surface not given)",
    ]) {
      expect(sketch.textContent).toContain(label);
      // the name reads as one sentence: each label inside it starts in lower case
      expect(name).toContain(label.charAt(0).toLowerCase() + label.slice(1));
    }
    expect(sketch.textContent).toContain("(from the gas meter)");
    // each line names its house end on the drawing itself
    const onDrawing = [...img.querySelectorAll("text")].map((t) => t.textContent);
    expect(onDrawing).toEqual(expect.arrayContaining(["Gas meter", "Power from panel", "Water supply", "Shared trench", "House", "Island"]));
    expect(sketch.textContent).toContain("Not to scale");
  });

  it("announces the settled pipe size and price once, not on every keystroke", () => {
    vi.useFakeTimers();
    renderStep(grillAt(120_000));
    const region = results().querySelector<HTMLElement>("[aria-live=polite]");
    expect(region?.textContent).toBe("");
    fuel("Natural gas");
    type("Gas run length", "1");
    type("Gas run length", "10");
    type("Gas run length", "100");
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS - 1));
    expect(region?.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(region?.textContent).toBe(`Gas pipe 1 in. Utility runs from the house ${formatUsd(calculateBudget(plan()).breakdown.utilityRuns ?? 0)}.`);
  });

  it("a rating typed in the appliance editor sizes the pipe in step 4", () => {
    const view = renderWithPlanner(
      <>
        <AppliancesStep />
        <UtilitiesStep />
      </>,
      { data: grillAt()(createDefaultPlannerData()), step: 4 },
    );
    api = view.planner;
    fuel("Natural gas");
    type("Gas run length", "30");
    // the 36 in grill's typical 92,500 BTU/h: 93 CFH, and 1/2 in carries 95 at 30 ft
    expect(pipeSize()).toBe("1/2 in");
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    type("Gas rating (BTU/h)", "120000");
    expect(plan().appliances[0]?.btuPerHour).toBe(120_000);
    expect(pipeSize()).toBe("3/4 in");
  });
});
