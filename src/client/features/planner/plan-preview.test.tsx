import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createApplianceItem, createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { planDrawing } from "../../../domain/planner/plan-drawing";
import { PlanPreview } from "./plan-preview";

function plan(change: (d: PlannerData) => void = () => {}): PlannerData {
  const data = createDefaultPlannerData();
  change(data);
  return data;
}

describe("plan preview", () => {
  it("is an image named after the shape and size, drawn in inches from the model's view box", () => {
    const data = plan((d) => {
      d.shape = "l-shaped";
    });
    render(<PlanPreview data={data} />);
    const svg = screen.getByRole("img");
    expect(svg.getAttribute("aria-label")).toMatch(/^L-shaped island, L1 72" x W1 32", L2 48" x W2 32"/);
    expect(svg.querySelector("title")?.textContent).toBe("Design preview");
    const box = planDrawing(data).viewBox;
    expect(svg.getAttribute("viewBox")).toBe(`${box.x} ${box.y} ${box.width} ${box.height}`);
    for (const label of ['L1 72"', 'W1 32"', 'L2 48"', 'W2 32"']) {
      expect(within(svg as unknown as HTMLElement).getByText(label)).toBeTruthy();
    }
  });

  it("numbers the appliances on the plan and names them in the legend, marking what does not fit", () => {
    const data = plan((d) => {
      d.dimensions.length = 120;
      d.appliances = [createApplianceItem("grill"), createApplianceItem("pizza-oven"), createApplianceItem("fridge")];
    });
    render(<PlanPreview data={data} />);
    const legend = screen.getByRole("list", { name: "Appliances on the plan" });
    expect(within(legend).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      '1Built-in Grill 36"',
      '2Pizza Oven 48"',
      '3Outdoor Fridge 24" · does not fit',
    ]);
    const svg = screen.getByRole("img");
    const rects = [...svg.querySelectorAll("g > rect[rx]")];
    expect(rects.map((r) => [r.getAttribute("x"), r.getAttribute("width")])).toEqual([
      ["14", "36"],
      ["58", "48"],
      // the fridge does not fit and is drawn apart, past the 120" end
      [String(planDrawing(data).appliances[2]!.rect.x), "24"],
    ]);
    expect(Number(rects[2]!.getAttribute("x"))).toBeGreaterThan(120);
    expect(rects[2]!.getAttribute("stroke-dasharray")).toBe("4 3");
    expect(screen.getByText("Estimated length needed").nextElementSibling?.textContent).toBe('152"');
    expect(screen.getByText("Current L").nextElementSibling?.textContent).toBe('120"');
  });

  it("draws the covered structure's footprint only when one is planned", () => {
    const { rerender } = render(<PlanPreview data={plan()} />);
    expect(screen.queryByText(/Pergola|Gazebo/)).toBeNull();
    rerender(
      <PlanPreview
        data={plan((d) => {
          d.pergola.enabled = true;
          d.pergola.structureType = "pergola";
        })}
      />,
    );
    expect(screen.getByText('Pergola 120" x 96"')).toBeTruthy();
    expect(screen.getByText("Covered structure")).toBeTruthy();
  });

  it("draws what was chosen: an attached pergola's house wall, its dimensions and each appliance's position", () => {
    const data = plan((d) => {
      d.dimensions.length = 125;
      d.appliances = [createApplianceItem("grill"), createApplianceItem("sink")];
      d.pergola.enabled = true;
      d.pergola.structureType = "pergola";
      d.pergola.oneSided = true;
    });
    render(<PlanPreview data={data} />);
    const svg = within(screen.getByRole("img") as unknown as HTMLElement);
    for (const label of ["House wall", 'Pergola length 120"', 'Pergola width 96"', "Aisle 42\"", '1: 24"', '2: 72"']) {
      expect(svg.getByText(label)).toBeTruthy();
    }
  });
});

describe("arranging in the preview", () => {
  function Arrangeable({ start }: { start: PlannerData }) {
    const [data, setData] = useState(start);
    return <PlanPreview data={data} onArrange={(change) => setData((d) => change(d))} />;
  }
  const lPlan = () =>
    plan((d) => {
      d.shape = "l-shaped";
      d.lShape = { length1: 144, width1: 32, length2: 96, width2: 32 };
      d.appliances = [createApplianceItem("grill"), createApplianceItem("sink"), createApplianceItem("fridge")];
    });
  const rows = () =>
    within(screen.getByRole("list", { name: "Appliances on the plan" }))
      .getAllByRole("listitem")
      .map((li) => li.querySelector("span.min-w-0")?.textContent);

  it("moves an appliance to the other arm and along the run with buttons, keeping the focus and saying where it went", () => {
    const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
    render(<Arrangeable start={lPlan()} />);
    expect(rows()).toEqual(['Built-in Grill 36" · L1', 'Outdoor Sink 21" · L1', 'Outdoor Fridge 24" · L1']);
    expect(screen.queryByRole("button", { name: "Arrange automatically" })).toBeNull();

    click("Move Outdoor Sink to L2");
    expect(rows()).toEqual(['Built-in Grill 36" · L1', 'Outdoor Fridge 24" · L1', 'Outdoor Sink 21" · L2']);
    expect(screen.getByRole("status").textContent).toBe("Outdoor Sink moved to L2, 1 of 1 on L2.");
    // the sink is drawn on L2: its rectangle lies on the return arm, below the base
    const sinkRect = document.querySelector('[data-appliance="sink"] rect')!;
    expect(Number(sinkRect.getAttribute("y"))).toBeGreaterThanOrEqual(32);
    // its button to L2 is gone; the focus went to its other button for the way back
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Outdoor Sink left" }));

    click("Move Built-in Grill right");
    expect(rows()).toEqual(['Outdoor Fridge 24" · L1', 'Built-in Grill 36" · L1', 'Outdoor Sink 21" · L2']);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Built-in Grill right" }));
    // again: it is the last on L1, so it goes over the corner onto L2
    click("Move Built-in Grill right");
    expect(rows()).toEqual(['Outdoor Fridge 24" · L1', 'Built-in Grill 36" · L2', 'Outdoor Sink 21" · L2']);

    click("Arrange automatically");
    expect(rows()).toEqual(['Outdoor Fridge 24" · L1', 'Built-in Grill 36" · L1', 'Outdoor Sink 21" · L1']);
    expect(screen.queryByRole("button", { name: "Arrange automatically" })).toBeNull();
  });

  it("offers no moves where the drawing is only shown", () => {
    render(<PlanPreview data={lPlan()} />);
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
  });
});
