import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_REFRESH_MS } from "../../../domain/analytics/dashboard";
import { createQueryClient } from "../../app/query-client";
import { json } from "../../test/harness";
import {
  ADMIN_FETCH_ERRORS,
  adminQueryKeys,
  BOT_STATS_URL,
  fetchBotStats,
  fetchDownloadStats,
  PriceUpdateError,
  updatePrice,
  useBotStats,
  useDownloadStats,
  useFunnel,
  withRange,
} from "./api";
import { BOT, PRICING, STATS } from "../../test/admin-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the date range of a request", () => {
  it("adds only the ends that are set", () => {
    expect(withRange("/api/admin/funnel", {})).toBe("/api/admin/funnel");
    expect(withRange("/api/admin/funnel", { from: "2026-11-01" })).toBe("/api/admin/funnel?from=2026-11-01");
    expect(withRange("/api/admin/funnel", { to: "2026-11-30" })).toBe("/api/admin/funnel?to=2026-11-30");
    expect(withRange("/api/admin/funnel", { from: "2026-11-01", to: "2026-11-30" })).toBe(
      "/api/admin/funnel?from=2026-11-01&to=2026-11-30",
    );
  });

  it("keys an open range the same however it is written", () => {
    const client = new QueryClient();
    client.setQueryData(adminQueryKeys.downloadStats({}), STATS);
    expect(client.getQueryData(adminQueryKeys.downloadStats({ from: undefined, to: undefined }))).toBe(STATS);
    expect(client.getQueryData(adminQueryKeys.downloadStats({ from: "2026-11-01" }))).toBeUndefined();
  });
});

describe("admin reads", () => {
  it("parse the answer, and fail with the status or the product's message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const answers = [json(STATS), json({ error: "Forbidden", code: "forbidden" }, 403), json({ nothing: true }), json(BOT)];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answers.shift() as Response),
    );
    await expect(fetchDownloadStats({})).resolves.toEqual(STATS);
    await expect(fetchDownloadStats({})).rejects.toMatchObject({ name: "ApiError", status: 403 });
    await expect(fetchDownloadStats({})).rejects.toThrow(ADMIN_FETCH_ERRORS.stats);
    await expect(fetchBotStats()).resolves.toEqual(BOT);
  });

  it("poll the download and bot figures every 30 seconds (docs/product/accounts-and-commerce.md), and run only when enabled", async () => {
    const fetchMock = vi.fn(async (url: string) => json(url.startsWith(BOT_STATS_URL) ? BOT : STATS));
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const range = { from: "2026-11-01" };
    const off = renderHook(() => [useDownloadStats(range, false), useBotStats(false), useFunnel(range, false)], { wrapper });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    off.unmount();

    const on = renderHook(() => [useDownloadStats(range, true), useBotStats(true)], { wrapper });
    await waitFor(() => expect(on.result.current.every((query) => query.isSuccess)).toBe(true));
    // the interval is an observer's option: the one the mounted hook subscribed with
    const options = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key })?.observers[0]?.options;
    expect(options(adminQueryKeys.downloadStats(range))?.refetchInterval).toBe(ADMIN_REFRESH_MS);
    expect(options(adminQueryKeys.botStats)?.refetchInterval).toBe(ADMIN_REFRESH_MS);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/admin/download-stats?from=2026-11-01",
      "/api/admin/bot-stats",
    ]);
    on.unmount();
  });
});

describe("updatePrice", () => {
  it("sends the tier's price and answers the new pricing", async () => {
    const fetchMock = vi.fn(async () => json(PRICING));
    vi.stubGlobal("fetch", fetchMock);
    await expect(updatePrice("silver", { price: 150, originalPrice: null })).resolves.toEqual(PRICING);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/pricing/silver",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ price: 150, originalPrice: null }) }),
    );
  });

  it("carries the server's complaint per field", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = { error: "Invalid", code: "validation_error", issues: [{ path: "price", message: "Must be more than $0" }] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(body, 400)),
    );
    const error = await updatePrice("gold", { price: 1, originalPrice: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceUpdateError);
    expect((error as PriceUpdateError).fieldErrors).toEqual({ price: "Must be more than $0" });
    expect((error as PriceUpdateError).status).toBe(400);
  });
});
