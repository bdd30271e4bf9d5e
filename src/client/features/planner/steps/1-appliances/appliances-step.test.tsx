import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { createApplianceItem, createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import type { PlannerContextValue } from "../../planner-store";
import { renderWithPlanner } from "../../../../test/planner";
import { AppliancesStep } from "./appliances-step";

let planner: () => PlannerContextValue;
const plan = () => planner().data;

function renderStep(ui: ReactElement, data: PlannerData) {
  const view = renderWithPlanner(ui, { data, step: 1 });
  planner = view.planner;
  return view;
}

const withAppliances = (...ids: Parameters<typeof createApplianceItem>[0][]): PlannerData => ({
  ...createDefaultPlannerData(),
  appliances: ids.map(createApplianceItem),
});

const grillCard = () => screen.getByRole("checkbox", { name: "Built-in Grill" }).closest("li")!;

describe("appliances step", () => {
  it("shows the three groups and all twelve appliances with their size and price", () => {
    renderStep(<AppliancesStep />, withAppliances());
    for (const title of ["Cooking Equipment", "Storage & Organization", "Utilities & Convenience"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getAllByRole("checkbox")).toHaveLength(12);
    const pizza = screen.getByRole("checkbox", { name: "Pizza Oven" }).closest("li")!;
    expect(within(pizza).getByText('48" W')).toBeTruthy();
    expect(within(pizza).getByText("$3,500")).toBeTruthy();
    expect(screen.getByText(/optional add-ons/)).toBeTruthy();
    expect(screen.getByText(/widths in inches/)).toBeTruthy();
  });

  it("ticking the grill adds it at 36 inches and $2,800, unticking removes it", () => {
    renderStep(<AppliancesStep />, withAppliances());
    const checkbox = screen.getByRole("checkbox", { name: "Built-in Grill" });
    expect(checkbox.getAttribute("aria-checked")).toBe("false");

    fireEvent.click(checkbox);
    expect(plan().appliances).toHaveLength(1);
    expect(plan().appliances[0]).toMatchObject({ id: "grill", width: 36, selectedSize: 36, selectedPrice: 2800, customPrice: 2800 });
    expect(checkbox.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText(/appliance selected/).textContent).toBe("1 appliance selected");
    expect(screen.getByText("Appliances subtotal").textContent).toContain("$2,800");

    fireEvent.click(checkbox);
    expect(plan().appliances).toEqual([]);
    expect(screen.queryByRole("button", { name: "Edit Built-in Grill" })).toBeNull();
  });

  it("keeps a running count and sum of the selected appliances", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Outdoor Fridge" }));
    expect(screen.getByText(/appliances selected/).textContent).toBe("2 appliances selected");
    expect(screen.getByText("Appliances subtotal").textContent).toContain("$4,000");
  });

  it("a size change updates the width, the size text and the price", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    fireEvent.click(screen.getByRole("radio", { name: "42 inches, $3,200" }));
    expect(plan().appliances[0]).toMatchObject({ width: 42, selectedSize: 42, selectedPrice: 3200, customPrice: 3200, dimensions: '42" W' });
    expect(within(grillCard()).getByText('42" W')).toBeTruthy();
    expect((screen.getByLabelText("Custom price") as HTMLInputElement).value).toBe("3200");
    // the catalogue's price for the size is no custom price
    expect(within(grillCard()).queryByText("Custom price", { selector: "span" })).toBeNull();
  });

  it("a price entry sets the price on blur; empty or non-numeric restores the previous one", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    const price = screen.getByLabelText("Custom price") as HTMLInputElement;

    fireEvent.change(price, { target: { value: "3100" } });
    fireEvent.blur(price);
    expect(plan().appliances[0]).toMatchObject({ customPrice: 3100, selectedPrice: 3100 });
    expect(within(grillCard()).getByText("$3,100")).toBeTruthy();
    // the card says the price is the owner's own, beside it
    expect(within(grillCard()).getByText("Custom price", { selector: "span" })).toBeTruthy();

    fireEvent.change(price, { target: { value: "abc" } });
    fireEvent.blur(price);
    expect(price.value).toBe("3100");
    expect(plan().appliances[0]).toMatchObject({ customPrice: 3100, selectedPrice: 3100 });

    fireEvent.change(price, { target: { value: "" } });
    fireEvent.blur(price);
    expect(price.value).toBe("3100");
    expect(plan().appliances[0]?.customPrice).toBe(3100);
  });

  it("only one card is in edit mode at a time", () => {
    renderStep(<AppliancesStep />, withAppliances("grill", "smoker"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    expect(screen.getAllByLabelText("Custom price")).toHaveLength(1);
    expect(within(grillCard()).getByLabelText("Custom price")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Smoker" }));
    expect(screen.getAllByLabelText("Custom price")).toHaveLength(1);
    expect(within(grillCard()).queryByLabelText("Custom price")).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Built-in Grill" })).toBeTruthy();
  });

  it("moves focus into the editor it opens, onto the chosen size, so the keyboard is never left on the page", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    const edit = screen.getByRole("button", { name: "Edit Built-in Grill" });
    edit.focus();
    fireEvent.click(edit);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "36 inches, $2,800" }));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("chooses a size with the arrow keys, as every radio group does", async () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    const chosen = screen.getByRole("radio", { name: "36 inches, $2,800" });
    // a quick press: the key is up again before focus moves
    fireEvent.keyDown(chosen, { key: "ArrowRight" });
    fireEvent.keyUp(chosen, { key: "ArrowRight" });
    await waitFor(() => expect(plan().appliances[0]).toMatchObject({ width: 42, selectedPrice: 3200 }));
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "42 inches, $3,200" }));
  });

  it("Done and Cancel both close edit mode, and Cancel keeps the changes", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    fireEvent.click(screen.getByRole("radio", { name: "30 inches, $2,500" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Custom price")).toBeNull();
    expect(plan().appliances[0]).toMatchObject({ width: 30, selectedPrice: 2500 });
    expect(within(grillCard()).getByText("$2,500")).toBeTruthy();
    // focus goes back to where the editor was opened
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Built-in Grill" }));

    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("Custom price")).toBeNull();
  });

  it("shows the sink type only with the sink, undermount first and overmount marked not recommended", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    expect(screen.queryByRole("radiogroup", { name: "Sink Type" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "Outdoor Sink" }));
    const group = screen.getByRole("radiogroup", { name: "Sink Type" });
    expect(within(group).getByRole("radio", { name: "Undermount" }).getAttribute("aria-checked")).toBe("true");
    expect(within(group).getByRole("radio", { name: "Overmount (not recommended)" })).toBeTruthy();

    fireEvent.click(within(group).getByRole("radio", { name: "Farmhouse" }));
    expect(plan().appliances.find((a) => a.id === "sink")?.options).toEqual({ type: "farmhouse" });

    fireEvent.click(screen.getByRole("checkbox", { name: "Outdoor Sink" }));
    expect(screen.queryByRole("radiogroup", { name: "Sink Type" })).toBeNull();
  });

  it("a gas appliance's editor takes its gas rating, typical for its size until the owner gives one", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    const rating = within(grillCard()).getByLabelText("Gas rating (BTU/h)") as HTMLInputElement;
    expect(rating.value).toBe("");
    // the typical figure for the 36 in grill (docs/product/site-and-utility-runs.md section 2)
    expect(rating.placeholder).toBe("92,500");
    expect(within(grillCard()).getByText(/92,500 BTU\/h is typical for this size; use the figure on your model's rating plate/)).toBeTruthy();

    fireEvent.change(rating, { target: { value: "120000" } });
    expect(plan().appliances[0]?.btuPerHour).toBe(120_000);

    fireEvent.change(rating, { target: { value: "999999" } });
    expect(within(grillCard()).getByText("Enter a whole number from 0 to 300,000 BTU/h. Until then the plan uses 120,000 BTU/h.")).toBeTruthy();
    expect(plan().appliances[0]?.btuPerHour).toBe(120_000);

    // a smaller size: the typical figure follows it, the owner's own rating stays
    fireEvent.click(screen.getByRole("radio", { name: "30 inches, $2,500" }));
    expect(rating.placeholder).toBe("60,000");
    fireEvent.change(rating, { target: { value: "" } });
    expect(plan().appliances[0]).not.toHaveProperty("btuPerHour");
  });

  it("a gas appliance's editor sets its own fuel or follows the site's", () => {
    renderStep(<AppliancesStep />, withAppliances("grill"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Built-in Grill" }));
    const fuel = within(grillCard()).getByLabelText("Fuel") as HTMLSelectElement;
    expect(fuel.value).toBe("site");
    expect([...fuel.options].map((o) => o.text)).toEqual([
      "The site's fuel",
      "Natural gas",
      "Propane",
      "Electric",
      "Charcoal",
      "Wood or pellets",
    ]);
    expect(within(grillCard()).getByText("The fuel you choose in step 4, unless this appliance burns another.")).toBeTruthy();
    fireEvent.change(fuel, { target: { value: "charcoal" } });
    expect(plan().appliances[0]?.fuel).toBe("charcoal");
    fireEvent.change(fuel, { target: { value: "site" } });
    expect(plan().appliances[0]).not.toHaveProperty("fuel");
  });

  it("an appliance that burns no gas has no gas rating", () => {
    renderStep(<AppliancesStep />, withAppliances("fridge"));
    fireEvent.click(screen.getByRole("button", { name: "Edit Outdoor Fridge" }));
    expect(screen.getByLabelText("Custom price")).toBeTruthy();
    expect(screen.queryByLabelText("Gas rating (BTU/h)")).toBeNull();
    expect(screen.queryByLabelText("Fuel")).toBeNull();
  });
});
