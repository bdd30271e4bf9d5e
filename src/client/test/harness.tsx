import { act, type RenderResult, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, type Mock, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { AuthUser } from "../../domain/accounts/accounts";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { resetToasts } from "../components/ui/use-toast";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of "METHOD /path" -> answer. Anything not in the table answers 404, so a
 * call the test did not expect shows up as a failure instead of hanging.
 */
export function stubApi(routes: Record<string, Route>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? "GET"} ${url}`;
    const route = routes[key];
    return route ? route(init) : json({ error: `no route for ${key}`, code: "not_found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentBodies(fetchMock: Mock<typeof fetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? "GET") === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** A route whose answer waits until the test releases it (to see a page while its call is running). */
export function deferred(): { route: Route; release(res: Response): void } {
  let release: (res: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release: (res) => release(res) };
}

/** The notification region, for finding toasts. */
export const toasts = () => within(screen.getByRole("region", { name: /notifications/i }));

/** The button with this accessible name. */
export const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

export const signedOut: Route = () => json({ error: "Not signed in", code: "unauthorized" }, 401);
export const signedInAs =
  (user: AuthUser): Route =>
  () =>
    json(user);

export const USER: AuthUser = { id: 7, email: "ana@example.com", firstName: "Ana", lastName: "Reyes", isAdmin: false };

/** Renders `ui` with the app's providers at `path` (with its query), recording where the router goes. */
export function renderAt(path: string, ui: ReactElement): RenderResult & { history: string[] } {
  const [pathname = "/", search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return Object.assign(result, { history: location.history });
}

/** Radix's checkbox measures itself inside a form with ResizeObserver, which jsdom does not have. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/**
 * The hooks of an account page's tests: no toast carried over from the test before, the warnings failed calls
 * log by design kept quiet, and fetch, timers and spies restored after. `clear` runs before and after each test.
 */
export function setUpAccountPageTests(clear?: () => void): void {
  beforeEach(() => {
    resetToasts();
    clear?.();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clear?.();
  });
}
