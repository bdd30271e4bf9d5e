import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_DOM_EVENT, type AnalyticsEvent } from "../../lib/analytics/track-event";
import { renderAt, setUpAccountPageTests, signedOut, stubApi } from "../../test/harness";
import { WAIT } from "../../test/wait";
import { PageShell } from "./page-shell";

setUpAccountPageTests();

let analytics: AnalyticsEvent[];
const record = (event: Event) => analytics.push((event as CustomEvent<AnalyticsEvent>).detail);
beforeEach(() => {
  analytics = [];
  window.addEventListener(ANALYTICS_DOM_EVENT, record);
});
afterEach(() => window.removeEventListener(ANALYTICS_DOM_EVENT, record));

describe("the page view", () => {
  it("names a page with a parameter by its route, so a contractor's private link is never reported", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/bids/Zm9vYmFyYmF6cXV4cXV1eHh4eA", <PageShell>page</PageShell>);
    await waitFor(() => expect(analytics.filter((e) => e.name === "page_view")).toEqual([{ name: "page_view", params: { path: "/bids/:token" } }]), WAIT);
  });

  it("names any other page by its path", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/no-such-page", <PageShell>page</PageShell>);
    await waitFor(() => expect(analytics.filter((e) => e.name === "page_view")).toEqual([{ name: "page_view", params: { path: "/no-such-page" } }]), WAIT);
  });
});
