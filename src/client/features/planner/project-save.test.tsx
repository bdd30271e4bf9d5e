import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { completePlan } from "../../../domain/testing/plans";
import { createQueryClient } from "../../app/query-client";
import { USER } from "../../test/harness";
import { type ProjectSaveState, rememberSavedProject, useProjectAutoSave } from "./project-save";

const setProjectId = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("useProjectAutoSave", () => {
  it("gives a plan already saved as its project its project from the first render, without a request", () => {
    const data = { ...completePlan(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Patio", paidTier: "bronze" }, data);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    const seen: ProjectSaveState[] = [];
    function Probe() {
      seen.push(useProjectAutoSave({ data, user: USER, priced: true, setProjectId }).state);
      return null;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    // the download and purchase buttons read this: ready the moment they show, never one render later
    expect(seen[0]).toEqual({ status: "saved", projectId: 12, name: "Patio", paidTier: "bronze" });
    expect(seen.every((state) => state.status === "saved")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is idle for a visitor and for a plan not priced yet, whatever storage says", () => {
    const data = { ...completePlan(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Patio", paidTier: null }, data);
    const seen: ProjectSaveState[] = [];
    function Probe({ priced, signedIn }: { priced: boolean; signedIn: boolean }) {
      seen.push(useProjectAutoSave({ data, user: signedIn ? USER : null, priced, setProjectId }).state);
      return null;
    }
    const client = createQueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Probe priced={false} signedIn />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe priced signedIn={false} />
      </QueryClientProvider>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((state) => state.status === "idle")).toBe(true);
  });

  it("sends a new plan's creation with one Idempotency-Key, the same on its retries, and a new one for another plan", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ error: "Busy", code: "unavailable" }), { status: 503 }));
    vi.stubGlobal("fetch", fetchMock);
    let retry = () => {};
    function Probe({ data }: { data: ReturnType<typeof completePlan> }) {
      const save = useProjectAutoSave({ data, user: USER, priced: true, setProjectId });
      retry = save.retry;
      return null;
    }
    const client = createQueryClient();
    const plan = completePlan();
    const view = render(
      <QueryClientProvider client={client}>
        <Probe data={plan} />
      </QueryClientProvider>,
    );
    const keys = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === "/api/projects" && init?.method === "POST")
        .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);
    await waitFor(() => expect(keys()).toHaveLength(1));
    act(() => retry());
    await waitFor(() => expect(keys()).toHaveLength(2));
    const [first, second] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe data={completePlan((p) => { p.shape = "l-shaped"; })} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(first);
  });
});
