import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { budgetRequestBody, fetchBudget, planFingerprint, toStoredBudget } from "./api";

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function plan(): PlannerData {
  return { ...createDefaultPlannerData(), shape: "rectangular", materials: { sides: "brick", countertop: "tile" } };
}

describe("budget api", () => {
  it("sends the plan without a previous budget, with credentials and a JSON body", async () => {
    const data: PlannerData = { ...plan(), budget: { total: 5 } };
    const result = calculateBudget(data);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ ...result, estimatedLengthIn: 64, warnings: [] }), { status: 200 }),
    );
    const answer = await fetchBudget(data);
    expect(answer.total).toBe(result.total);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual(JSON.parse(JSON.stringify(budgetRequestBody(data))));
    expect(JSON.parse(String(init?.body))).not.toHaveProperty("budget");
  });

  it("raises 'API error: {status} - {response text}' for a refused request", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Invalid plan"}', { status: 400 }));
    await expect(fetchBudget(plan())).rejects.toThrow('API error: 400 - {"error":"Invalid plan"}');
  });

  it("raises the same wording for an unreachable server (the synthetic 503)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(fetchBudget(plan())).rejects.toThrow(
      'API error: 503 - {"error":"Network error: Unable to connect to the server"}',
    );
  });

  it("refuses an answer that is not a budget", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"total":"lots"}', { status: 200 }));
    await expect(fetchBudget(plan())).rejects.toThrow("Failed to calculate budget");
  });

  it("fingerprints a plan whatever the order of its keys and whatever budget it carries", () => {
    const a = plan();
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as PlannerData;
    expect(planFingerprint(reordered)).toBe(planFingerprint(a));
    expect(planFingerprint({ ...a, budget: { total: 1 } })).toBe(planFingerprint(a));
    // saving the plan as a project gives it an id; that must not make it a new plan to price or save
    expect(planFingerprint({ ...a, projectId: 12 })).toBe(planFingerprint(a));
    expect(planFingerprint({ ...a, lighting: !a.lighting })).not.toBe(planFingerprint(a));
  });

  it("keeps only what storedBudgetSchema allows, without the visitor's missing lines", () => {
    const result = calculateBudget(plan());
    const visitor = toStoredBudget({ ...result, breakdown: null, explanations: null, estimatedLengthIn: 0, warnings: [] });
    expect(visitor).toEqual({ total: result.total, subtotal: result.subtotal, incentiveAmount: 0 });
  });
});
