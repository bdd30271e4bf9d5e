import type { QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  createQueryClient,
  getQueryFn,
  NETWORK_ERROR_MESSAGE,
  queryKeyToUrl,
} from "./query-client";

let fetchMock: Mock<typeof fetch>;
let warn: Mock<typeof console.warn>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  warn = vi.spyOn(console, "warn").mockImplementation(() => {}) as unknown as Mock<typeof console.warn>;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function respond(body: string, init: ResponseInit): void {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.lastCall?.[1];
  if (!init) throw new Error("fetch was not called with an init object");
  return init;
}

function context(queryKey: QueryKey): QueryFunctionContext<QueryKey> {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as QueryFunctionContext<QueryKey>;
}

describe("apiRequest", () => {
  it("throws '<status>: <body text>' for a non-OK response and logs it as a warning", async () => {
    respond("not here", { status: 404, statusText: "Not Found" });
    const error = await apiRequest("GET", "/api/thing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("404: not here");
    expect((error as ApiError).status).toBe(404);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("uses the status text when the body is empty", async () => {
    respond("", { status: 500, statusText: "Internal Server Error" });
    await expect(apiRequest("POST", "/api/thing", { a: 1 })).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it("resolves a network failure to a synthetic 503 with the product's JSON error instead of throwing", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const res = await apiRequest("POST", "/api/contact", { name: "Ann" });
    expect(res.status).toBe(503);
    expect(res.ok).toBe(false);
    expect(await res.json()).toEqual({ error: "Network error: Unable to connect to the server" });
    expect(NETWORK_ERROR_MESSAGE).toBe("Network error: Unable to connect to the server");
    expect(warn).toHaveBeenCalled();
  });

  it("keeps the server's JSON error sentence and code beside the product message", async () => {
    const body = JSON.stringify({ error: "Project not found", code: "not_found" });
    respond(body, { status: 404, statusText: "Not Found" });
    const error = (await apiRequest("GET", "/api/projects/9").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`404: ${body}`);
    expect(error.serverMessage).toBe("Project not found");
    expect(error.code).toBe("not_found");
  });

  it("rethrows errors that are not network failures", async () => {
    fetchMock.mockRejectedValueOnce(new DOMException("The operation was aborted.", "AbortError"));
    await expect(apiRequest("GET", "/api/thing")).rejects.toThrow("aborted");
  });

  it("sends a JSON body and Content-Type only when a body is given, and always includes credentials", async () => {
    respond("{}", { status: 200 });
    const res = await apiRequest("POST", "/api/projects", { shape: "l-shaped" });
    expect(res.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/projects", expect.anything());
    expect(lastInit()).toMatchObject({
      method: "POST",
      body: JSON.stringify({ shape: "l-shaped" }),
      headers: { "Content-Type": "application/json" },
      credentials: "include",
    });

    respond("{}", { status: 200 });
    await apiRequest("GET", "/api/pricing");
    const init = lastInit();
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe("include");
  });
});

describe("getQueryFn", () => {
  it("GETs the query key joined with '/' and parses JSON", async () => {
    respond(JSON.stringify({ id: 7 }), { status: 200, headers: { "Content-Type": "application/json" } });
    const data = await getQueryFn<{ id: number }>({ on401: "throw" })(context(["/api/projects", 7]));
    expect(data).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith("/api/projects/7", expect.objectContaining({ method: "GET" }));
    expect(lastInit().credentials).toBe("include");
    expect(lastInit().body).toBeUndefined();
  });

  it("returns null on 401 with on401 'returnNull'", async () => {
    respond("Unauthorized", { status: 401, statusText: "Unauthorized" });
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("throws on 401 with on401 'throw'", async () => {
    respond("Unauthorized", { status: 401, statusText: "Unauthorized" });
    await expect(getQueryFn({ on401: "throw" })(context(["/api/auth/user"]))).rejects.toThrow("401: Unauthorized");
  });

  it("throws on other errors even with on401 'returnNull'", async () => {
    respond("", { status: 500, statusText: "Internal Server Error" });
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).rejects.toThrow(
      "500: Internal Server Error",
    );
  });

  it("rejects keys it cannot turn into a path", () => {
    expect(queryKeyToUrl(["/api/projects", 3, "stats"])).toBe("/api/projects/3/stats");
    expect(() => queryKeyToUrl(["/api/admin/download-stats", { from: "2025-01-01" }])).toThrow(TypeError);
  });
});

describe("queryClient defaults", () => {
  it("carries the defaults: no retry, no refocus refetch, no polling, never stale", () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations?.retry).toBe(false);
  });

  it("a default query throws on 401", async () => {
    respond("Unauthorized", { status: 401, statusText: "Unauthorized" });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/auth/user"] })).rejects.toThrow("401: Unauthorized");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
