import type { QueryClient } from "@tanstack/react-query";
import type { AuthBody, AuthUser } from "../../../domain/accounts/accounts";
import type { AuthAnswer } from "../../../domain/accounts/auth.contract";
import type { MessageAnswer } from "../../../domain/common/api-contract";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/messages";
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from "../../app/query-client";
import { toast } from "../../components/ui/use-toast";
import { type FieldErrors, fieldErrorsOfBody } from "../../lib/form-errors";
import { authQueryKey, dropSignInDependentAnswers } from "../../lib/session";

export { AUTH_GC_MS, AUTH_STALE_MS, AUTH_USER_URL, type AuthState, authQueryKey, LOGOUT_URL, pageNavigation, useAuth } from "../../lib/session";

export const LOGIN_URL = "/api/auth/login";
export const FORGOT_PASSWORD_URL = "/api/auth/forgot-password";
export const RESET_PASSWORD_URL = "/api/auth/reset-password";
export const TRACK_FORM_LOAD_URL = "/api/auth/track-form-load";
export const TRACK_INTERACTION_URL = "/api/auth/track-interaction";

/**
 * The catalogue's words for a form whose call failed: when the server could not be reached, and the fallback
 * when its answer carries no message of its own.
 */
export const FAILURE_TEXTS = {
  login: { network: NETWORK_ERROR_MESSAGE, fallback: "Failed to login" },
  forgot: { network: "Failed to send reset email", fallback: "Something went wrong" },
  reset: { network: "Something went wrong. Please try again.", fallback: "Failed to reset password" },
} as const;

/**
 * The outcome of an account call. The forms need three cases the catalogue words differently: the server
 * answered with a message, the server could not be reached, or it worked.
 */
export type CallResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; network: true }
  | { ok: false; network: false; status: number; message: string | undefined; fieldErrors: FieldErrors; code: string | undefined };

/**
 * The routes' contracts, which come with zod: the login page's first screen does without them, so they load
 * with the first answer to read.
 */
const contract = async () => (await import("../../../domain/accounts/auth.contract")).authContract;

/** Reads an answer with the route's schema for its status; an answer of another shape reads as "could not reach". */
type AnswerSchema<T> = (status: number) => Promise<{ parse(value: unknown): T }>;

async function call<T>(method: "GET" | "POST", url: string, body: unknown, answer: AnswerSchema<T>): Promise<CallResult<T>> {
  try {
    const res = await apiRequest(method, url, body);
    // apiRequest answers an unreachable server with a synthetic 503 and rejects every other failure
    if (!res.ok) return { ok: false, network: true };
    const data = (await answer(res.status)).parse(await res.json().catch(() => undefined));
    return { ok: true, status: res.status, data };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        ok: false,
        network: false,
        status: error.status,
        message: error.serverMessage,
        fieldErrors: fieldErrorsOfBody(error.body),
        code: error.code,
      };
    }
    // anything else (a URL the runtime refuses, a body that is not JSON) reads as "could not reach"
    console.warn(`[auth] ${method} ${url} failed`, error);
    return { ok: false, network: true };
  }
}

export type LoginAnswer = AuthAnswer;

/** POST /api/auth/login: one endpoint for login (200) and sign-up (201), told apart by `mode`. */
export function submitAuth(body: AuthBody): Promise<CallResult<LoginAnswer>> {
  return call("POST", LOGIN_URL, body, async (status) => (await contract()).login.response[status === 201 ? 201 : 200]);
}

export function requestPasswordReset(email: string): Promise<CallResult<MessageAnswer>> {
  return call("POST", FORGOT_PASSWORD_URL, { email }, async () => (await contract()).forgotPassword.response[200]);
}

export function resetPassword(token: string, newPassword: string): Promise<CallResult<MessageAnswer>> {
  return call("POST", RESET_PASSWORD_URL, { token, newPassword }, async () => (await contract()).resetPassword.response[200]);
}

type CallFailure = Exclude<CallResult<unknown>, { ok: true }>;
type ServerFailure = Extract<CallFailure, { network: false }>;

/**
 * Shows why a form's call failed, in the form and as an "Error" toast: the form's network sentence when the
 * server could not be reached, else the server's sentence (or what `fromServer` picks from its answer), else
 * the form's fallback.
 */
export function showCallFailure(
  result: CallFailure,
  texts: (typeof FAILURE_TEXTS)[keyof typeof FAILURE_TEXTS],
  setFormError: (message: string) => void,
  fromServer: (failure: ServerFailure) => string | undefined = (failure) => failure.message,
): void {
  const message = result.network ? texts.network : (fromServer(result) ?? texts.fallback);
  setFormError(message);
  toast({ title: "Error", description: message, variant: "destructive" });
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
  dropSignInDependentAnswers(queryClient);
  await queryClient.invalidateQueries({ queryKey: authQueryKey });
}
