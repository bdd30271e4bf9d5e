import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { DEFAULT_PRICING } from "../../../domain/commerce/tiers";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import type { Project } from "../../../domain/projects/projects";
import { completePlan } from "../../../domain/testing/plans";
import { resetToasts } from "../../components/ui/use-toast";
import { WAIT } from "../../test/wait";
import { json, sentBodies, signedInAs, signedOut, stubApi, stubResizeObserver, USER } from "../../test/harness";
import { PLANNER_STORAGE_KEY } from "./planner-store";
import { renderPlannerPage, serverBudgetAnswer, stepIs, loadPlannerCode } from "../../test/planner";

function savedPlan(): PlannerData {
  return completePlan((plan) => {
    plan.shape = "l-shaped";
    plan.materials = { sides: "brick", countertop: "concrete" };
  });
}

function project(id: number): Project {
  const data = savedPlan();
  const budget = calculateBudget(data);
  return {
    id,
    name: "Backyard island",
    shape: "l-shaped",
    total: budget.total,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    paidTier: null,
    plan: { ...data, projectId: id, budget },
    budget,
  };
}

const budgetRoute = () => json(serverBudgetAnswer(savedPlan()));

beforeAll(stubResizeObserver);
// the code loaded on demand is compiled before the tests, not inside their waits
beforeAll(loadPlannerCode, 120_000);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetToasts();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the planner opened from an address", () => {
  it("opens a saved project on the budget step, says a left checkout cost nothing, and does not save it again", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "GET /api/projects/12": () => json(project(12)),
      "POST /api/calculate-budget": budgetRoute,
      "GET /api/pricing": () => json(DEFAULT_PRICING),
    });
    const view = renderPlannerPage("/planner?project=12&step=9&checkout=cancelled");
    await screen.findByRole("group", { name: "Silver" }, WAIT);
    expect(stepIs(9)).toBe(true);
    expect(screen.getByText(/as Backyard island \(#12\)/)).toBeTruthy();
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(within(region).getByText("Checkout cancelled")).toBeTruthy();
    await waitFor(() => expect(view.history.at(-1)).toBe("/planner"), WAIT);
    const stored = JSON.parse(localStorage.getItem(PLANNER_STORAGE_KEY) ?? "{}") as { data: PlannerData };
    expect(stored.data.projectId).toBe(12);
    expect(stored.data.materials).toEqual({ sides: "brick", countertop: "concrete" });
    expect(sentBodies(fetchMock, "POST", "/api/projects")).toHaveLength(0);
    expect(sentBodies(fetchMock, "PUT", "/api/projects/12")).toHaveLength(0);
  });

  it("jumps to the step asked for, opening the latest project first when this browser has no plan", async () => {
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "GET /api/user/latest-project": () =>
        json({ id: 7, name: "Backyard island", shape: "l-shaped", budget: project(7).total, paidTier: null, updatedAt: "2026-11-20T10:00:00.000Z", plan: project(7).plan }),
      "GET /api/projects/7": () => json(project(7)),
    });
    renderPlannerPage("/planner?step=3");
    await waitFor(() => expect(stepIs(3)).toBe(true), WAIT);
    const stored = JSON.parse(localStorage.getItem(PLANNER_STORAGE_KEY) ?? "{}") as { data: PlannerData };
    expect(stored.data.projectId).toBe(7);
  });

  it("keeps a plan in progress and only jumps, when this browser already has one", async () => {
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: { ...createDefaultPlannerData(), lighting: true }, step: 1 }));
    const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER) });
    renderPlannerPage("/planner?step=2");
    await waitFor(() => expect(stepIs(2)).toBe(true), WAIT);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("latest-project"))).toBe(false);
  });

  it("sends a visitor who opens a project to log in first, and back to it afterwards", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderPlannerPage("/planner?project=12");
    await waitFor(() => expect(view.history.at(-1)).toBe(`/login?returnTo=${encodeURIComponent("/planner?project=12")}`), WAIT);
  });

  it("says so when the project does not exist", async () => {
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "GET /api/projects/99": () => json({ error: "No such project", code: "not_found" }, 404),
    });
    renderPlannerPage("/planner?project=99");
    const region = await screen.findByRole("region", { name: /notifications/i }, WAIT);
    await waitFor(() => expect(within(region).getByText("That project was not found.")).toBeTruthy(), WAIT);
    expect(stepIs(1)).toBe(true);
  });
});
