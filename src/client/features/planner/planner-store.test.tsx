import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { GATING_MESSAGES } from "../../../domain/planner/wizard";
import { createMemoryStorage } from "../../test/memory-storage";
import { ANALYTICS_DOM_EVENT, type AnalyticsEvent } from "../../lib/analytics/track-event";
import { PLANNER_STORAGE_KEY, PlannerProvider, type PlannerContextValue, usePlanner } from "./planner-store";
import { loadStoredPlanner } from "./stored-plan";

let api: PlannerContextValue;
function Probe() {
  api = usePlanner();
  return (
    <p>
      step {api.step} {api.validation.message ?? "ok"}
    </p>
  );
}

const events: AnalyticsEvent[] = [];
const onEvent = (e: Event) => events.push((e as CustomEvent<AnalyticsEvent>).detail);
window.addEventListener(ANALYTICS_DOM_EVENT, onEvent);
afterEach(() => {
  events.length = 0;
});

describe("planner state", () => {
  it("keeps the plan and the step in local storage, so a reload resumes where the user was", () => {
    const storage = createMemoryStorage();
    const first = render(
      <PlannerProvider storage={storage}>
        <Probe />
      </PlannerProvider>,
    );
    act(() => api.update((d) => ({ ...d, lighting: true, shape: "u-shaped" })));
    act(() => api.next());
    first.unmount();

    // the planner page reads back what was kept (stored-plan.ts) and starts the planner from it
    render(
      <PlannerProvider storage={storage} initial={loadStoredPlanner(storage)}>
        <Probe />
      </PlannerProvider>,
    );
    expect(api.data.lighting).toBe(true);
    expect(api.data.shape).toBe("u-shaped");
    expect(api.step).toBe(2);
  });

  it("starts a fresh plan when what is stored is unreadable or no longer valid", () => {
    expect(loadStoredPlanner(createMemoryStorage({ [PLANNER_STORAGE_KEY]: "{broken" })).step).toBe(1);
    const invalid = JSON.stringify({ data: { shape: "hexagon" }, step: 4 });
    const loaded = loadStoredPlanner(createMemoryStorage({ [PLANNER_STORAGE_KEY]: invalid }));
    expect(loaded).toEqual({ data: createDefaultPlannerData(), step: 1 });
  });

  it("moves forward only when the step is valid, and reports each completed step", () => {
    const data: PlannerData = { ...createDefaultPlannerData(), appliances: [] };
    render(
      <PlannerProvider storage={createMemoryStorage()} initial={{ data }}>
        <Probe />
      </PlannerProvider>,
    );
    expect(screen.getByText(`step 1 ${GATING_MESSAGES.appliances}`)).toBeTruthy();
    act(() => api.next());
    expect(api.step).toBe(1);
    expect(events).toEqual([]);

    act(() => api.update((d) => ({ ...createDefaultPlannerData(), lighting: d.lighting })));
    act(() => api.next());
    expect(api.step).toBe(2);
    expect(events).toEqual([{ name: "step_completed", params: { step: 1, stepId: "appliances" } }]);

    act(() => api.previous());
    expect(api.step).toBe(1);
    act(() => api.goTo(9));
    expect(api.step).toBe(9);
    // jumping is not completing: only the one forward move was reported
    expect(events).toHaveLength(1);
  });
});
