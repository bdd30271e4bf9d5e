import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { BREAKDOWN_KEYS } from "../../../../../domain/budget/breakdown-keys";
import { BREAKDOWN_LABELS, calculateBudget } from "../../../../../domain/budget/budget";
import { formatUsd } from "../../../../../domain/common/format";
import { createApplianceItem, createDefaultPlannerData } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { resetToasts } from "../../../../components/ui/use-toast";
import { WAIT } from "../../../../test/wait";
import type { PlannerContextValue } from "../../planner-store";
import { ForgetStaleLoginHandoff } from "../../login-handoff";
import { readLoginHandoff } from "../../stored-plan";
import { renderWithPlanner, serverBudgetAnswer } from "../../../../test/planner";
import { BudgetStep } from "./budget-step";

let planner: () => PlannerContextValue;

/** The worked example of the budget model, with a tip and a layout warning. */
function examplePlan(): PlannerData {
  const data = createDefaultPlannerData();
  return {
    ...data,
    shape: "l-shaped",
    lShape: { length1: 60, length2: 48, width1: 32, width2: 70 },
    materials: { sides: "stucco", countertop: "granite" },
    contractInfo: { ...data.contractInfo, incentiveAmount: 500 },
  };
}

/** The worked example with a grill and a sink, and the owner's answers about the site. */
function planWithSite(): PlannerData {
  const data = examplePlan();
  return {
    ...data,
    appliances: [{ ...createApplianceItem("grill"), btuPerHour: 120_000 }, createApplianceItem("sink")],
    site: { fuel: "natural-gas", gasRunFt: 45, electricalRunFt: 40, waterRunFt: 30, drain: "sewer", trenchSurface: "soil" },
  };
}

/** The labels of a breakdown list's rows, without the subtotal and total rows. */
function lineLabels(list: HTMLElement): (string | null | undefined)[] {
  return within(list)
    .getAllByRole("listitem")
    .map((li) => li.querySelector("span")?.textContent)
    .filter((l) => l !== "Subtotal" && l !== "Total");
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let fetchMock: Mock<typeof fetch>;
/** Who GET /api/auth/user says is signed in: a visitor unless a test says otherwise. */
let authAnswer: () => Response;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  authAnswer = () => json({ error: "Not signed in", code: "unauthorized" }, 401);
  // the auth question is answered apart, so fetchMock sees only the budget calls
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    input === "/api/auth/user" ? Promise.resolve(authAnswer()) : fetchMock(input, init),
  );
  // a failing call is logged as a warning by apiRequest; that is expected here
  vi.spyOn(console, "warn").mockImplementation(() => {});
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderStep(data: PlannerData) {
  const view = renderWithPlanner(<BudgetStep />, {
    data,
    step: 9,
    withQueryClient: true,
   
    withToaster: true,
  });
  planner = view.planner;
  return view;
}

describe("budget step", () => {
  it("shows 'Calculating Your Budget...' until the server answers, then the total and every line explained", async () => {
    const data = examplePlan();
    const answer = serverBudgetAnswer(data);
    let respond: (res: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (respond = resolve)));

    renderStep(data);
    expect(screen.getByText("Calculating Your Budget...", { selector: "p" })).toBeTruthy();
    expect(planner().validation.valid).toBe(false);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/calculate-budget");
    expect(init?.method).toBe("POST");
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).not.toHaveProperty("budget");
    expect(sent.shape).toBe("l-shaped");

    await act(async () => respond(json(answer)));
    await screen.findByRole("list", { name: "Budget breakdown" }, WAIT);

    expect(screen.queryByText("Calculating Your Budget...")).toBeNull();
    expect(screen.getByText(formatUsd(answer.total), { selector: "p" })).toBeTruthy();
    expect(screen.getByText("Completion incentive")).toBeTruthy();
    expect(screen.getByText("$500")).toBeTruthy();
    expect(screen.getByText("W2 is greater than L1, which may affect design layout")).toBeTruthy();

    const lines = within(screen.getByRole("list", { name: "Budget breakdown" })).getAllByRole("listitem");
    const labels = lines.map((li) => li.querySelector("span")?.textContent);
    const expectedLabels = BREAKDOWN_KEYS.map((key) => BREAKDOWN_LABELS[key]);
    expect(labels.filter((l) => l !== "Subtotal" && l !== "Total")).toEqual(expectedLabels);
    for (const key of BREAKDOWN_KEYS) {
      const line = lines.find((li) => li.querySelector("span")?.textContent === BREAKDOWN_LABELS[key]);
      expect(line?.textContent).toContain(formatUsd(answer.breakdown?.[key] ?? -1));
      expect(line?.textContent).toContain(answer.explanations?.[key]);
    }
    expect(lines.find((li) => li.textContent?.startsWith("Subtotal"))?.textContent).toContain(
      formatUsd(answer.subtotal ?? -1),
    );

    // the answer is kept in the plan by an effect after the lines are drawn
    await waitFor(
      () =>
        expect(planner().data.budget).toEqual({
          total: answer.total,
          subtotal: answer.subtotal,
          breakdown: answer.breakdown,
          explanations: answer.explanations,
          incentiveAmount: 500,
        }),
      WAIT,
    );
    expect(planner().validation).toEqual({ valid: true, message: null });
  });

  it("masks the lines and offers login when the server sends the total only", async () => {
    const data = examplePlan();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data, false)));
    renderStep(data);

    expect(await screen.findByText("Log in to see the itemised breakdown", {}, WAIT)).toBeTruthy();
    expect(screen.getByText(formatUsd(calculateBudget(data).total), { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Budget breakdown" })).toBeNull();
    const masked = screen.getByRole("list", { name: /hidden until you log in/ });
    expect(within(masked).getAllByRole("listitem")).toHaveLength(BREAKDOWN_KEYS.length);
    expect(masked.textContent).not.toContain("$2,800");
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login?returnTo=/planner");
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toContain("/login?returnTo=/planner");
    await waitFor(
      () => expect(planner().data.budget).toEqual({ total: calculateBudget(data).total, incentiveAmount: 500 }),
      WAIT,
    );
  });

  it("shows the utility runs line after the utilities, with how it was worked out, when the owner answered the site questions", async () => {
    const data = planWithSite();
    const answer = serverBudgetAnswer(data);
    fetchMock.mockResolvedValueOnce(json(answer));
    renderStep(data);
    const list = await screen.findByRole("list", { name: "Budget breakdown" }, WAIT);

    const labels = lineLabels(list);
    expect(labels).toHaveLength(BREAKDOWN_KEYS.length + 1);
    expect(labels.indexOf("Utility runs from the house")).toBe(labels.indexOf("Utilities") + 1);
    const line = within(list)
      .getAllByRole("listitem")
      .find((li) => li.querySelector("span")?.textContent === "Utility runs from the house");
    // 45 ft x $28 + 40 ft x $6 + 30 ft x $8 + 30 ft x $10 + 45 ft x $12
    expect(line?.textContent).toContain("$2,580");
    expect(line?.textContent).toContain("45 ft of 3/4 in gas pipe x $28 = $1,260");
    expect(line?.textContent).toContain("45 ft of shared trench in soil x $12 = $540");
    expect(within(list).getAllByRole("listitem").find((li) => li.textContent?.startsWith("Subtotal"))?.textContent).toContain(
      formatUsd(calculateBudget(data).subtotal),
    );
  });

  it("shows the design above the breakdown, read-only, once it is opened", async () => {
    const data = planWithSite();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data)));
    renderStep(data);
    const list = await screen.findByRole("list", { name: "Budget breakdown" }, WAIT);
    const show = screen.getByRole("button", { name: "Show your design" });
    // above the breakdown, so a phone reaches it before the lines
    expect(show.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(show);
    const design = screen.getByRole("region", { name: "Your design" });
    expect(within(design).getByRole("img", { name: /^L-shaped island/ })).toBeTruthy();
    const legend = within(design).getByRole("list", { name: "Appliances on the plan" });
    expect(within(legend).getAllByRole("listitem").map((li) => li.textContent)).toEqual(['1Built-in Grill 36"', '2Outdoor Sink 21"']);
    expect(within(design).queryByRole("button", { name: /^Move / })).toBeNull();
    // showing the design does not price the plan again
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lists exactly the eleven lines when the owner left the site questions unanswered", async () => {
    const data: PlannerData = { ...planWithSite(), site: {} };
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data)));
    renderStep(data);
    const list = await screen.findByRole("list", { name: "Budget breakdown" }, WAIT);
    expect(lineLabels(list)).toEqual(BREAKDOWN_KEYS.map((key) => BREAKDOWN_LABELS[key]));
    expect(list.textContent).not.toContain("Utility runs");
  });

  it("masks one row per line a visitor's plan holds, the utility runs among them with site answers", async () => {
    const data = planWithSite();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data, false)));
    renderStep(data);
    const masked = await screen.findByRole("list", { name: /hidden until you log in/ }, WAIT);
    const rows = within(masked).getAllByRole("listitem");
    expect(rows).toHaveLength(BREAKDOWN_KEYS.length + 1);
    expect(rows.map((li) => li.querySelector("span")?.textContent)).toContain("Utility runs from the house");
    expect(masked.textContent).not.toContain("$2,580");
  });

  it("keeps the plan and its budget in session storage as the login prompt shows, before any button is used", async () => {
    sessionStorage.clear();
    const data = examplePlan();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data, false)));
    const view = renderWithPlanner(
      <>
        <ForgetStaleLoginHandoff />
        <BudgetStep />
      </>,
      { data, step: 9, withQueryClient: true },
    ).planner;
    await screen.findByText("Log in to see the itemised breakdown", {}, WAIT);
    await waitFor(() => expect(readLoginHandoff()?.budget).toEqual({ total: calculateBudget(data).total, incentiveAmount: 500 }), WAIT);
    expect(readLoginHandoff()?.data.lShape).toEqual(data.lShape);
    // going back to change the plan forgets it: the plan is no longer the one priced here
    act(() => view().goTo(8));
    expect(readLoginHandoff()).toBeNull();
  });

  it("on a server error shows the 'Error' toast with the API error, and Retry calculates again", async () => {
    const data = examplePlan();
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Database unavailable"}', { status: 500 }));
    renderStep(data);

    const region = await screen.findByRole("region", { name: /notifications/i }, WAIT);
    await waitFor(() => expect(within(region).getByText("Error")).toBeTruthy(), WAIT);
    expect(within(region).getByText('API error: 500 - {"error":"Database unavailable"}')).toBeTruthy();
    expect(planner().validation.valid).toBe(false);

    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data)));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Budget breakdown" }, WAIT)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(planner().validation.valid).toBe(true), WAIT);
  });

  it("says 'Failed to calculate budget' when the failure carries no message", async () => {
    fetchMock.mockRejectedValueOnce(new Error(""));
    renderStep(examplePlan());
    const region = await screen.findByRole("region", { name: /notifications/i }, WAIT);
    await waitFor(() => expect(within(region).getByText("Failed to calculate budget")).toBeTruthy(), WAIT);
    expect(within(region).getByText("Error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("reports an unreachable server in the product's wording", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderStep(examplePlan());
    const region = await screen.findByRole("region", { name: /notifications/i }, WAIT);
    await waitFor(() => expect(region.textContent).toContain("API error: 503 - {\"error\":\"Network error: Unable to connect to the server\"}"), WAIT);
  });

  it("does not count a budget kept from before as current: the plan is priced again and the result replaces it", async () => {
    const data: PlannerData = { ...examplePlan(), budget: { total: 1, subtotal: 1 } };
    let respond: (res: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (respond = resolve)));
    renderStep(data);

    expect(planner().data.budget).toBeUndefined();
    expect(planner().validation.valid).toBe(false);
    await act(async () => respond(json(serverBudgetAnswer(data))));
    await waitFor(() => expect(planner().data.budget?.total).toBe(calculateBudget(data).total), WAIT);
    expect(planner().validation.valid).toBe(true);
  });

  it("tells a signed-in user which account they are logged in as", async () => {
    authAnswer = () => json({ id: 3, email: "ana@example.com", firstName: "Ana", lastName: "Reyes", isAdmin: false });
    const data = examplePlan();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data)));
    renderStep(data);
    await screen.findByRole("list", { name: "Budget breakdown" }, WAIT);
    const line = await screen.findByText(/Logged in as/, {}, WAIT);
    expect(line.textContent).toBe("Logged in as ana@example.com");
    expect(screen.queryByText("Log in to see the itemised breakdown")).toBeNull();
  });

  it("shows no account line to a visitor", async () => {
    const data = examplePlan();
    fetchMock.mockResolvedValueOnce(json(serverBudgetAnswer(data, false)));
    renderStep(data);
    await screen.findByText("Log in to see the itemised breakdown", {}, WAIT);
    expect(screen.queryByText(/Logged in as/)).toBeNull();
  });
});
