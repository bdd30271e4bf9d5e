import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const NETWORK_ERROR_MESSAGE = "Network error: Unable to connect to the server";
export const NETWORK_ERROR_STATUS = 503;

/** Error raised for any non-OK response; the message is the product's "status: body text" (status text if empty). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The human sentence of the server's JSON error body `{ error, code }` (docs/decisions/0002), if any. */
  readonly serverMessage: string | undefined;
  /** The machine code of that body, e.g. "validation_error", if any. */
  readonly code: string | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.error;
    this.code = parsed.code;
  }
}

function parseErrorBody(body: string): { error?: string; code?: string } {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== "object" || value === null) return {};
    const { error, code } = value as Record<string, unknown>;
    return {
      error: typeof error === "string" ? error : undefined,
      code: typeof code === "string" ? code : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Browsers word a failed connection differently (Chrome "Failed to fetch", Firefox "NetworkError when
 * attempting to fetch resource.", Safari "Load failed", Node "fetch failed"); all are TypeErrors.
 */
export function isNetworkError(error: unknown): error is TypeError {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|fetch failed/i.test(error.message)
  );
}

/** The synthetic response that stands in for a network failure, so callers can branch on status. */
export function networkErrorResponse(): Response {
  return new Response(JSON.stringify({ error: NETWORK_ERROR_MESSAGE }), {
    status: NETWORK_ERROR_STATUS,
    statusText: "Service Unavailable",
    headers: { "Content-Type": "application/json" },
  });
}

/** Throws an ApiError (logged as a warning) unless the response is OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => "");
  const error = new ApiError(res.status, body, res.statusText);
  console.warn(`[api] ${res.url || "request"} failed with ${error.message}`);
  throw error;
}

/** fetch with JSON body (only when given) and session credentials; rejects on a network failure. */
function send(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const hasBody = body !== undefined;
  return fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json", ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
}

/** Maps a network failure to the synthetic 503 response (logged as a warning); rethrows anything else. */
function networkFailureResponse(method: HttpMethod, url: string, error: unknown): Response {
  if (!isNetworkError(error)) throw error;
  console.warn(`[api] ${method} ${url}: ${NETWORK_ERROR_MESSAGE}`);
  return networkErrorResponse();
}

/**
 * Sends one API request. A JSON body and its Content-Type go out only when `body` is given; cookies always;
 * `headers` go along as given.
 * A network failure resolves with the synthetic 503 response (callers branch on `res.ok`); any non-OK
 * answer from the server rejects with ApiError.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  let res: Response;
  try {
    res = await send(method, url, body, headers);
  } catch (error) {
    return networkFailureResponse(method, url, error);
  }
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Builds the URL of a default read from its query key, e.g. ["/api/projects", 7] -> "/api/projects/7". */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey
    .map((part) => {
      if (typeof part === "string" || typeof part === "number") return String(part);
      throw new TypeError("Default queries accept string or number key parts only; pass a queryFn instead.");
    })
    .join("/");
}

/** Default read: GET on the query key joined with "/", parsed as JSON. A 401 throws unless told otherwise. */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    // A query cannot resolve with a Response, so a network failure surfaces as ApiError "503: {...}".
    const url = queryKeyToUrl(queryKey);
    const res = await send("GET", url).catch((error: unknown) => networkFailureResponse("GET", url, error));
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** A client with the product's defaults: no retry, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
