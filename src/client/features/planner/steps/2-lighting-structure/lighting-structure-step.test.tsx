import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { LightingStructureStep } from "./lighting-structure-step";

let planner: () => PlannerContextValue;
const plan = () => planner().data;

function renderStep(change: (d: PlannerData) => PlannerData = (d) => d) {
  const view = renderWithPlanner(<LightingStructureStep />, { data: change(createDefaultPlannerData()), step: 2 });
  planner = view.planner;
  return view;
}

const structureQuestion = () => screen.getByRole("radiogroup", { name: /covered or partially covered structure/ });

describe("lighting and covered structure step", () => {
  it("offers the LED package at $350 and stores the answer", () => {
    renderStep();
    const lighting = screen.getByRole("radiogroup", { name: /recessed conduit for LED lighting around the barbecue/ });
    expect(within(lighting).getByRole("radio", { name: /No lighting needed/ }).getAttribute("aria-checked")).toBe("true");
    expect(within(lighting).getByText("LED lighting package: $350")).toBeTruthy();
    fireEvent.click(within(lighting).getByRole("radio", { name: /Yes, include lighting/ }));
    expect(plan().lighting).toBe(true);
  });

  it("shows the structure options only while the answer is yes, starting as a prefabricated gazebo/pavilion", () => {
    renderStep();
    expect(screen.queryByRole("radiogroup", { name: "Type of structure" })).toBeNull();

    fireEvent.click(within(structureQuestion()).getByRole("radio", { name: /Yes, add a structure/ }));
    expect(plan().pergola.enabled).toBe(true);
    const type = screen.getByRole("radiogroup", { name: "Type of structure" });
    expect(within(type).getByRole("radio", { name: /Gazebo \/ Pavilion/ }).getAttribute("aria-checked")).toBe("true");
    const construction = screen.getByRole("radiogroup", { name: "Construction type" });
    expect(within(construction).getByRole("radio", { name: /Prefabricated/ }).getAttribute("aria-checked")).toBe("true");
    expect((screen.getByLabelText("Length") as HTMLInputElement).placeholder).toBe("120");
    expect((screen.getByLabelText("Width") as HTMLInputElement).placeholder).toBe("96");
    expect((screen.getByLabelText("Height") as HTMLInputElement).placeholder).toBe("108");
    expect(screen.getByRole("checkbox", { name: "Embed the structure into the BBQ island" })).toBeTruthy();

    fireEvent.click(within(structureQuestion()).getByRole("radio", { name: /No structure/ }));
    expect(plan().pergola.enabled).toBe(false);
    expect(screen.queryByRole("radiogroup", { name: "Type of structure" })).toBeNull();
    expect(screen.queryByLabelText("Length")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Embed the structure into the BBQ island" })).toBeNull();
  });

  it("the gazebo spotlights checkbox sets 2 posts when ticked and clears them when unticked", () => {
    renderStep((d) => ({ ...d, pergola: { ...d.pergola, enabled: true } }));
    expect(screen.queryByRole("radiogroup", { name: "Spotlights" })).toBeNull();
    const spotlights = screen.getByRole("checkbox", { name: "Spotlights" });
    fireEvent.click(spotlights);
    expect(plan().pergola.spotlights).toBe("2");
    fireEvent.click(spotlights);
    expect(plan().pergola.spotlights).toBe("");
    fireEvent.click(screen.getByRole("checkbox", { name: "Heaters" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Ceiling fan" }));
    expect(plan().pergola).toMatchObject({ hasHeaters: true, hasFan: true });
  });

  it("a pergola offers one-sided, louvers and 2 or 4 spotlight posts instead of the gazebo extras", () => {
    renderStep((d) => ({ ...d, pergola: { ...d.pergola, enabled: true } }));
    fireEvent.click(screen.getByRole("radio", { name: /^Pergola/ }));
    expect(plan().pergola.structureType).toBe("pergola");
    expect(screen.queryByRole("checkbox", { name: "Heaters" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "One-sided pergola" }));
    fireEvent.click(screen.getByRole("radio", { name: /Yes, add louvers/ }));
    const spots = screen.getByRole("radiogroup", { name: "Spotlights" });
    fireEvent.click(within(spots).getByRole("radio", { name: /4 posts with LED lights/ }));
    expect(plan().pergola).toMatchObject({ oneSided: true, hasLouvers: true, spotlights: "4" });
    fireEvent.click(within(spots).getByRole("radio", { name: "No spotlights" }));
    expect(plan().pergola.spotlights).toBe("");

    fireEvent.click(screen.getByRole("radio", { name: /Custom/ }));
    expect(plan().pergola.type).toBe("custom");
  });

  it("applies a typed size on blur, restores the default when left blank and keeps sizes in bounds", () => {
    renderStep((d) => ({ ...d, pergola: { ...d.pergola, enabled: true } }));
    const length = screen.getByLabelText("Length") as HTMLInputElement;
    fireEvent.change(length, { target: { value: "144" } });
    fireEvent.blur(length);
    expect(plan().pergola.dimensions.length).toBe(144);

    fireEvent.change(length, { target: { value: "" } });
    fireEvent.blur(length);
    expect(plan().pergola.dimensions.length).toBe(120);
    expect(length.value).toBe("120");

    const height = screen.getByLabelText("Height") as HTMLInputElement;
    fireEvent.change(height, { target: { value: "5000" } });
    fireEvent.blur(height);
    expect(plan().pergola.dimensions.height).toBe(600);
    expect(height.value).toBe("600");
  });

  it("chooses with the arrow keys, even on a quick press, in every direction", async () => {
    renderStep();
    const lighting = screen.getByRole("radiogroup", { name: /recessed conduit for LED lighting around the barbecue/ });
    const no = within(lighting).getByRole("radio", { name: /No lighting needed/ });
    no.focus();
    fireEvent.keyDown(no, { key: "ArrowRight" });
    fireEvent.keyUp(no, { key: "ArrowRight" });
    await waitFor(() => expect(planner().data.lighting).toBe(true));
    const yes = within(lighting).getByRole("radio", { name: /Yes, include lighting/ });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: "ArrowUp" });
    fireEvent.keyUp(yes, { key: "ArrowUp" });
    await waitFor(() => expect(planner().data.lighting).toBe(false));
  });
});
