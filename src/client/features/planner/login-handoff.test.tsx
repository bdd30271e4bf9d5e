import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { createMemoryStorage } from "../../test/memory-storage";
import { LOGIN_HANDOFF_KEY, saveLoginHandoff } from "./login-handoff";
import { PLANNER_STORAGE_KEY } from "./planner-store";
import { BudgetLoginCard } from "./steps/9-budget/budget-login-card";
import { readLoginHandoff, restorePlanner, takeLoginHandoff } from "./stored-plan";
import { rectangularPlan, renderWithPlanner } from "../../test/planner";

function pricedPlan(): PlannerData {
  return rectangularPlan((d) => {
    d.materials = { sides: "stucco", countertop: "granite" };
    d.budget = { total: 15481, subtotal: 12901, incentiveAmount: 0 };
  });
}

describe("the plan kept across the login page", () => {
  it("saves the plan with its budget and gives it back exactly once", () => {
    const storage = createMemoryStorage();
    const plan = pricedPlan();
    saveLoginHandoff(plan, storage);
    expect(readLoginHandoff(storage)).toMatchObject({ data: plan, budget: plan.budget });

    const taken = takeLoginHandoff(storage);
    expect(taken?.data).toEqual(plan);
    expect(takeLoginHandoff(storage)).toBeNull();
    expect(storage.getItem(LOGIN_HANDOFF_KEY)).toBeNull();
  });

  it("ignores what is not a plan any more (edited by hand, or from an older version)", () => {
    const storage = createMemoryStorage({ [LOGIN_HANDOFF_KEY]: JSON.stringify({ data: { shape: "hexagon" } }) });
    expect(readLoginHandoff(storage)).toBeNull();
    storage.setItem(LOGIN_HANDOFF_KEY, "{not json");
    expect(readLoginHandoff(storage)).toBeNull();
  });

  it("on opening the planner brings the kept plan back on step 9, over the plan in progress, and forgets it", () => {
    const session = createMemoryStorage();
    const plan = pricedPlan();
    saveLoginHandoff(plan, session);
    const local = createMemoryStorage({
      [PLANNER_STORAGE_KEY]: JSON.stringify({ data: createDefaultPlannerData(), step: 2 }),
    });
    expect(restorePlanner(local, session)).toEqual({ data: plan, step: 9 });
    expect(session.getItem(LOGIN_HANDOFF_KEY)).toBeNull();
    // the next opening is the plan in progress again
    expect(restorePlanner(local, session)).toEqual({ data: createDefaultPlannerData(), step: 2 });
  });

  it("opens the plan in progress when nothing was kept for the login", () => {
    const plan = pricedPlan();
    const local = createMemoryStorage({ [PLANNER_STORAGE_KEY]: JSON.stringify({ data: plan, step: 3 }) });
    expect(restorePlanner(local, createMemoryStorage())).toEqual({ data: plan, step: 3 });
  });

  it("the budget step's Sign Up keeps the plan in session storage and leads to the sign-up form", () => {
    sessionStorage.clear();
    const plan = pricedPlan();
    const location = memoryLocation({ path: "/planner", record: true });
    renderWithPlanner(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <BudgetLoginCard />
      </Router>,
      { data: plan, step: 9 },
    );
    fireEvent.click(screen.getByRole("link", { name: "Sign Up" }));
    expect(location.history.at(-1)).toBe("/login?returnTo=/planner&mode=signup");
    expect(readLoginHandoff()?.data).toEqual(plan);
    sessionStorage.clear();

    fireEvent.click(screen.getByRole("link", { name: "Log In" }));
    expect(location.history.at(-1)).toBe("/login?returnTo=/planner");
    expect(readLoginHandoff()?.budget).toEqual(plan.budget);
    sessionStorage.clear();
  });
});
