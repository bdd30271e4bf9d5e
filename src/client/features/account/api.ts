import { useQuery } from "@tanstack/react-query";
import type { AccountPasswordBody, AccountProfile, AccountProfileBody } from "../../../domain/accounts/account-page";
import type { MessageAnswer } from "../../../domain/common/api-contract";
import { ApiError, apiRequest, type HttpMethod, getQueryFn } from "../../app/query-client";
import { type FieldErrors, fieldErrorsOfBody } from "../../lib/form-errors";

export const ACCOUNT_URL = "/api/account";
export const ACCOUNT_PASSWORD_URL = "/api/account/password";
/** A plain link to it downloads the file (the server names it in Content-Disposition). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

export const accountQueryKey = [ACCOUNT_URL] as const;

/** The routes' contracts, which come with zod; they load with the first answer to read. */
const contract = async () => (await import("../../../domain/accounts/account.contract")).accountContract;

/** The signed-in person's profile; a 401 throws (the page then sends to the login page). */
export function useAccount() {
  return useQuery<AccountProfile>({
    queryKey: accountQueryKey,
    queryFn: async (context) => (await contract()).profile.response[200].parse(await getQueryFn<unknown>({ on401: "throw" })(context)),
  });
}

/** The outcome of an account call: its answer, or the server's sentence with its field complaints. */
export type AccountResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fieldErrors: FieldErrors };

const NETWORK_FAILURE = "We could not reach the server. Check your connection and try again.";

async function call<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  answer: () => Promise<{ parse(value: unknown): T }>,
): Promise<AccountResult<T>> {
  try {
    const res = await apiRequest(method, url, body);
    // apiRequest answers an unreachable server with a synthetic 503
    if (!res.ok) return { ok: false, status: res.status, message: NETWORK_FAILURE, fieldErrors: {} };
    return { ok: true, data: (await answer()).parse(await res.json()) };
  } catch (error) {
    if (error instanceof ApiError) {
      const fieldErrors = fieldErrorsOfBody(error.body);
      // a 400 names the fields; its own sentence lists them all, so the first complaint reads better
      const first = Object.values(fieldErrors)[0];
      return { ok: false, status: error.status, message: first ?? error.serverMessage ?? error.message, fieldErrors };
    }
    return { ok: false, status: 0, message: NETWORK_FAILURE, fieldErrors: {} };
  }
}

export function updateAccount(body: AccountProfileBody): Promise<AccountResult<AccountProfile>> {
  return call("PATCH", ACCOUNT_URL, body, async () => (await contract()).updateProfile.response[200]);
}

export function changeAccountPassword(body: AccountPasswordBody): Promise<AccountResult<MessageAnswer>> {
  return call("POST", ACCOUNT_PASSWORD_URL, body, async () => (await contract()).changePassword.response[200]);
}

export function deleteAccount(password: string): Promise<AccountResult<MessageAnswer>> {
  return call("DELETE", ACCOUNT_URL, { password }, async () => (await contract()).remove.response[200]);
}
