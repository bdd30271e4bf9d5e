import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import { completePlan } from "../../../domain/testing/plans";
import { resetToasts } from "../../components/ui/use-toast";
import { WAIT } from "../../test/wait";
import { json, signedOut, stubApi, stubResizeObserver } from "../../test/harness";
import { LOGIN_HANDOFF_KEY, saveLoginHandoff } from "./login-handoff";
import { PLANNER_STORAGE_KEY } from "./planner-store";
import { loadStoredPlanner } from "./stored-plan";
import { renderPlannerPage, serverBudgetAnswer, stepIs, loadPlannerCode } from "../../test/planner";

function openPlannerOnStep(step: number) {
  const plan = completePlan((p) => {
    p.shape = "l-shaped";
  });
  localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: plan, step }));
  stubApi({ "GET /api/auth/user": signedOut });
  return renderPlannerPage("/planner");
}

beforeAll(stubResizeObserver);
// the code loaded on demand is compiled before the tests, not inside their waits
beforeAll(loadPlannerCode, 120_000);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetToasts();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("starting a new plan", () => {
  it("asks first, and Cancel keeps the plan where it was", async () => {
    openPlannerOnStep(4);
    await screen.findByRole("heading", { level: 2, name: /Water & Electrical/ }, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Start a new plan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Start a new plan?" }, WAIT);
    expect(dialog.textContent).toContain("Your current plan will be cleared and you will start again at step 1.");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), WAIT);
    expect(stepIs(4)).toBe(true);
    expect(loadStoredPlanner().data.shape).toBe("l-shaped");
  });

  it("starts again on step 1 with an empty plan once confirmed, and forgets a plan kept for logging in", async () => {
    openPlannerOnStep(6);
    await screen.findByRole("heading", { level: 2, name: "Set Your Size Constraints" }, WAIT);
    saveLoginHandoff(completePlan());
    fireEvent.click(screen.getByRole("button", { name: "Start a new plan" }));
    await screen.findByRole("alertdialog", {}, WAIT);
    const confirm = screen.getAllByRole("button", { name: "Start a new plan" }).find((b) => b.closest("[role=alertdialog]"));
    fireEvent.click(confirm!);
    await waitFor(() => expect(stepIs(1)).toBe(true), WAIT);
    await waitFor(() => expect(loadStoredPlanner()).toEqual({ data: createDefaultPlannerData(), step: 1 }), WAIT);
    expect(sessionStorage.getItem(LOGIN_HANDOFF_KEY)).toBeNull();
    // nothing to start over from: the offer steps aside
    expect(screen.queryByRole("button", { name: "Start a new plan" })).toBeNull();
  });
});

describe("the step bar's Next", () => {
  it("says why it cannot go on, beneath it and in a tooltip once its code has arrived", async () => {
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: createDefaultPlannerData(), step: 5 }));
    stubApi({ "GET /api/auth/user": signedOut });
    renderPlannerPage("/planner");
    await screen.findByRole("heading", { level: 2, name: /shape/i }, WAIT);
    const reason = "Please select a shape for your outdoor kitchen";
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById("planner-gate-message")?.textContent).toBe(reason);
    // the tooltip library loads just after the first screen; once it is wired, focus opens the tooltip
    await waitFor(() => expect(screen.getByRole("button", { name: "Next" }).getAttribute("data-state")).toBe("closed"), WAIT);
    act(() => screen.getByRole("button", { name: "Next" }).focus());
    expect((await screen.findByRole("tooltip", {}, WAIT)).textContent).toContain(reason);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(stepIs(5)).toBe(true);
  });
});

describe("opening the planner", () => {
  it("brings a plan taken through the login page back on the budget step, over the plan in progress", async () => {
    const plan = completePlan((p) => {
      p.shape = "u-shaped";
    });
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: createDefaultPlannerData(), step: 2 }));
    saveLoginHandoff(plan);
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/calculate-budget": () => json(serverBudgetAnswer(plan, false)),
    });
    renderPlannerPage("/planner");
    await waitFor(() => expect(stepIs(9)).toBe(true), WAIT);
    expect(sessionStorage.getItem(LOGIN_HANDOFF_KEY)).toBeNull();
    await waitFor(() => expect(loadStoredPlanner().data.shape).toBe("u-shaped"), WAIT);
  });

  it("reads a kept plan back once per visit: the next opening shows it at once", async () => {
    openPlannerOnStep(4);
    await screen.findByRole("heading", { level: 2, name: /Water & Electrical/ }, WAIT);
    cleanup();
    renderPlannerPage("/planner");
    expect(screen.queryByText("Opening your plan...")).toBeNull();
    expect(stepIs(4)).toBe(true);
  });

  it("says so, and keeps the kept plan, when it cannot be read back", async () => {
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: createDefaultPlannerData(), step: 4 }));
    const kept = localStorage.getItem(PLANNER_STORAGE_KEY);
    stubApi({ "GET /api/auth/user": signedOut });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.resetModules();
    vi.doMock("./stored-plan", () => ({
      restorePlanner: () => {
        throw new Error("Failed to fetch dynamically imported module");
      },
    }));
    try {
      const { renderPlannerPage: renderFresh } = await import("../../test/planner");
      renderFresh("/planner");
      expect((await screen.findByRole("alert", {}, WAIT)).textContent).toContain("Your plan could not be opened.");
      expect(localStorage.getItem(PLANNER_STORAGE_KEY)).toBe(kept);
    } finally {
      vi.doUnmock("./stored-plan");
      vi.resetModules();
    }
  });
});

describe("the progress card's steps", () => {
  it("opens a done step from the card, marks the current one, and offers no step past the first still to do", async () => {
    openPlannerOnStep(8);
    await screen.findByRole("heading", { level: 2, name: /Contract/ }, WAIT);
    const steps = screen.getByRole("navigation", { name: "All steps" });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain("Step 8: Contract Information");
    fireEvent.click(screen.getByRole("button", { name: "Go to Step 3: Finishing Materials, done" }));
    await waitFor(() => expect(stepIs(3)).toBe(true), WAIT);
    // the plan has no budget yet: step 9 is still to do, so there is nothing past it; undoing the shape closes 6-9
    expect(screen.getByRole("button", { name: /Go to Step 9: Budget, not done yet/ })).toBeTruthy();
  });

  it("keeps the steps after the first one still to do closed", async () => {
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: createDefaultPlannerData(), step: 2 }));
    stubApi({ "GET /api/auth/user": signedOut });
    renderPlannerPage("/planner");
    await screen.findByRole("heading", { level: 2, name: /Lighting/ }, WAIT);
    const steps = screen.getByRole("navigation", { name: "All steps" });
    expect(steps.querySelectorAll("button")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Go to Step 3: Finishing Materials, not done yet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Step 4/ })).toBeNull();
    expect(steps.textContent).toContain("Step 4: Water & Electrical, not done yet, opens once the steps before it are done");
  });
});

describe("the step bar on step 8", () => {
  it("names the required fields still empty under its message, and Next stays put", async () => {
    const plan = completePlan((p) => {
      p.contractInfo = { ...p.contractInfo, hasContractor: "yes", contractorName: "", contractorLicense: "", contractorAddress: "Main St 1", warrantyYears: "5" };
    });
    localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: plan, step: 8 }));
    stubApi({ "GET /api/auth/user": signedOut });
    renderPlannerPage("/planner");
    await screen.findByRole("heading", { level: 2, name: /Contract/ }, WAIT);
    const message = document.getElementById("planner-gate-message");
    expect(message?.textContent).toBe("Please fill in all contract information" + "Still needed: Contractor name, License number.");
    expect(screen.getByRole("button", { name: "Next" }).getAttribute("aria-describedby")).toBe("planner-gate-message");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(stepIs(8)).toBe(true);
  });
});
