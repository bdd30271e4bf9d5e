import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../domain/accounts/accounts";
import { SIGNED_IN_HINT_COOKIE } from "../../domain/accounts/session-hint";
import { useBuildTimeState } from "../app/build-time-state";
import { getQueryFn } from "../app/query-client";

// Who is signed in, for every page's header: kept apart from the account forms' calls, so the first page a
// visitor opens carries none of their code.

export const AUTH_USER_URL = "/api/auth/user";
export const LOGOUT_URL = "/api/logout";

/** docs/product/accounts-and-commerce.md: the current user is "stale 60 s, kept 5 minutes", with no retry. */
export const AUTH_STALE_MS = 60_000;
export const AUTH_GC_MS = 5 * 60_000;

export const authQueryKey = [AUTH_USER_URL] as const;

export type AuthState = {
  /**
   * The signed-in user, null when signed out, undefined while the server is asked (the signed-in hint is set:
   * most likely someone is signed in).
   */
  user: AuthUser | null | undefined;
};

/** Whether the server left the signed-in hint cookie: without it no session exists and nobody is asked. */
export function mayBeSignedIn(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * Who is signed in. A browser without the hint cookie is a visitor (null) without a request; otherwise a
 * 401 is the normal answer for an ended session and means null, and any other failure leaves the user
 * unknown (treated as signed out), which is what the header and the planner show.
 */
export function useAuth(): AuthState {
  const ask = useBuildTimeState()?.signedIn ?? mayBeSignedIn();
  const query = useQuery<AuthUser | null>({
    queryKey: authQueryKey,
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    staleTime: AUTH_STALE_MS,
    gcTime: AUTH_GC_MS,
    retry: false,
    enabled: ask,
  });
  if (!ask && query.data === undefined) return { user: null };
  return { user: query.isError ? null : query.data };
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

/**
 * Marks a query whose answer depends on who is signed in (a visitor's budget has no itemised lines): such
 * answers are dropped when someone signs in, so the next read asks the server again.
 */
export const SIGN_IN_DEPENDENT = { dependsOnSignIn: true } as const;

/** Drops every answer marked SIGN_IN_DEPENDENT. */
export function dropSignInDependentAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.dependsOnSignIn === true });
}
