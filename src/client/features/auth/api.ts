import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES, type AuthBody, type AuthUser } from "../../../domain";
import { ApiError, apiRequest, getQueryFn, NETWORK_ERROR_MESSAGE } from "../../app/query-client";
import { CALCULATE_BUDGET_URL } from "../planner/api";

export const AUTH_USER_URL = "/api/auth/user";
export const LOGIN_URL = "/api/auth/login";
export const LOGOUT_URL = "/api/logout";
export const FORGOT_PASSWORD_URL = "/api/auth/forgot-password";
export const RESET_PASSWORD_URL = "/api/auth/reset-password";
export const TRACK_FORM_LOAD_URL = "/api/auth/track-form-load";
export const TRACK_INTERACTION_URL = "/api/auth/track-interaction";

/** Seed: the current user is "stale 60 s, kept 5 minutes", with no retry. */
export const AUTH_STALE_MS = 60_000;
export const AUTH_GC_MS = 5 * 60_000;

export const authQueryKey = [AUTH_USER_URL] as const;

/** The catalogue's fallbacks when a failure carries no message of its own. */
export const AUTH_FALLBACK_MESSAGES = {
  login: "Failed to login",
  forgot: "Something went wrong",
  forgotNetwork: "Failed to send reset email",
  reset: "Failed to reset password",
  resetNetwork: "Something went wrong. Please try again.",
} as const;

export type AuthState = {
  /** The signed-in user, null when signed out, undefined while that is not known yet. */
  user: AuthUser | null | undefined;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
};

/**
 * Who is signed in. A 401 is the normal answer for a visitor and means null; any other failure leaves the
 * user unknown (treated as signed out), which is what the header and the planner show.
 */
export function useAuth(): AuthState {
  const query = useQuery<AuthUser | null>({
    queryKey: authQueryKey,
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    staleTime: AUTH_STALE_MS,
    gcTime: AUTH_GC_MS,
    retry: false,
  });
  const user = query.data;
  return {
    user: query.isError ? null : user,
    isLoading: query.isPending && !query.isError,
    isAuthenticated: Boolean(user),
    isAdmin: user?.isAdmin === true,
  };
}

/** One field's complaint from the server's 400 answer, keyed by the top-level field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The outcome of an account call. The forms need three cases the catalogue words differently: the server
 * answered with a message, the server could not be reached, or it worked.
 */
export type CallResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; network: true }
  | { ok: false; network: false; status: number; message: string | undefined; fieldErrors: FieldErrors; code: string | undefined };

function fieldErrorsFrom(body: string): FieldErrors {
  try {
    const value = JSON.parse(body) as { issues?: unknown };
    if (!Array.isArray(value.issues)) return {};
    const errors: FieldErrors = {};
    for (const issue of value.issues as Array<{ path?: unknown; message?: unknown }>) {
      if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
      const field = issue.path.split(".")[0] ?? "";
      // the first complaint per field is the one a person can act on
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  } catch {
    return {};
  }
}

async function call<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<CallResult<T>> {
  try {
    const res = await apiRequest(method, url, body);
    if (!res.ok) {
      // apiRequest answers an unreachable server with a synthetic 503 instead of throwing
      const text = await res.text().catch(() => "");
      if (text.includes(NETWORK_ERROR_MESSAGE)) return { ok: false, network: true };
      return { ok: false, network: false, status: res.status, message: undefined, fieldErrors: {}, code: undefined };
    }
    const data = res.status === 204 ? (undefined as T) : ((await res.json().catch(() => undefined)) as T);
    return { ok: true, status: res.status, data };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        ok: false,
        network: false,
        status: error.status,
        message: error.serverMessage,
        fieldErrors: fieldErrorsFrom(error.body),
        code: error.code,
      };
    }
    // anything else (a URL the runtime refuses, a body that is not JSON) reads as "could not reach"
    console.warn(`[auth] ${method} ${url} failed`, error);
    return { ok: false, network: true };
  }
}

export type LoginAnswer = { user: AuthUser; message: string };

/** POST /api/auth/login: one endpoint for login and sign-up, told apart by `mode`. */
export function submitAuth(body: AuthBody): Promise<CallResult<LoginAnswer>> {
  return call<LoginAnswer>("POST", LOGIN_URL, body);
}

export function requestPasswordReset(email: string): Promise<CallResult<{ message: string }>> {
  return call<{ message: string }>("POST", FORGOT_PASSWORD_URL, { email });
}

export function resetPassword(token: string, newPassword: string): Promise<CallResult<{ message: string }>> {
  return call<{ message: string }>("POST", RESET_PASSWORD_URL, { token, newPassword });
}

/** What the login form says when it failed: the server's sentence, else the catalogue's fallback. */
export function loginFailureMessage(result: Exclude<CallResult<unknown>, { ok: true }>): string {
  if (result.network) return NETWORK_ERROR_MESSAGE;
  return result.message ?? AUTH_FALLBACK_MESSAGES.login;
}

/** The success sentence of each mode, as the catalogue words it. */
export function authSuccessMessage(mode: AuthBody["mode"]): string {
  return mode === "signup" ? ACCOUNT_MESSAGES.accountCreated : ACCOUNT_MESSAGES.loggedIn;
}

/**
 * After signing in: the header learns the user at once, the auth query is refetched to be sure, and
 * budgets priced as a visitor are dropped, since the server now sends the itemised lines.
 */
export async function afterSignIn(queryClient: QueryClient, user: AuthUser | undefined): Promise<void> {
  if (user) queryClient.setQueryData(authQueryKey, user);
  queryClient.removeQueries({ queryKey: [CALCULATE_BUDGET_URL] });
  await queryClient.invalidateQueries({ queryKey: authQueryKey });
}

/**
 * Full-page navigation (signing out must reach the server, not the client router). An object so tests can
 * replace `assign`: jsdom does not navigate.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
