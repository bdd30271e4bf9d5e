import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { Project } from "../../../domain/projects/projects";
import { loadOnce } from "../../app/load-once";
import { createQueryClient } from "../../app/query-client";
import { WAIT } from "../../test/wait";
import { type DesignPreview, ProjectDesign } from "./project-design";

const plan = { ...createDefaultPlannerData(), shape: "u-shaped" as const };
const PROJECT: Project = {
  id: 7,
  name: "Pool Kitchen",
  shape: "u-shaped",
  total: 24100,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-22T12:00:00.000Z",
  paidTier: null,
  plan,
  budget: calculateBudget(plan),
};

const Drawn: DesignPreview = ({ data }) => <p>Drawn: {data.shape}</p>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a project's design", () => {
  it("says so when the preview's code cannot be fetched, and draws the design once a new try brings it", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(PROJECT), { headers: { "Content-Type": "application/json" } }));
    let tries = 0;
    const preview = loadOnce<DesignPreview>(async () => {
      tries += 1;
      if (tries === 1) throw new Error("network down");
      return Drawn;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <h2 id="heading">Pool Kitchen</h2>
        <ProjectDesign projectId={7} headingId="heading" preview={preview} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "View design Pool Kitchen" }));
    const panel = screen.getByRole("region", { name: "Pool Kitchen" });
    expect((await within(panel).findByRole("alert", {}, WAIT)).textContent).toBe("We couldn't load this design.");
    // the button waits for the project's own answer, then asks for the code again
    const again = within(panel).getByRole("button", { name: "Try again" }) as HTMLButtonElement;
    await waitFor(() => expect(again.disabled).toBe(false), WAIT);
    fireEvent.click(again);
    expect(await within(panel).findByText("Drawn: u-shaped", {}, WAIT)).toBeTruthy();
    expect(tries).toBe(2);
  });
});
