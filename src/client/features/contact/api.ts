import { type ContactBody, CONTACT_TOASTS } from "../../../domain/site/contact";
import { siteContract } from "../../../domain/site/site.contract";
import { ApiError, apiRequest } from "../../app/query-client";
import { type FieldErrors, fieldErrorsOfBody } from "../../lib/form-errors";

export const CONTACT_URL = "/api/contact";

/** What became of a contact message: sent (with the server's thanks), refused by the server, or not delivered. */
export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; network: true; message: string }
  | { ok: false; network: false; message: string; fieldErrors: FieldErrors };

/**
 * POST /api/contact, with the product's words already chosen: the server's thanks or a thank-you; the server's
 * refusal (a field's own complaint first) or "Failed to send message"; "An error occurred" when the server
 * could not be reached.
 */
export async function sendContactMessage(body: ContactBody): Promise<ContactResult> {
  try {
    const res = await apiRequest("POST", CONTACT_URL, body);
    // apiRequest answers an unreachable server with a synthetic 503 and rejects every other failure
    if (!res.ok) return { ok: false, network: true, message: CONTACT_TOASTS.network };
    const answer = siteContract.contact.response[200].safeParse(await res.json().catch(() => undefined));
    const message = answer.success && answer.data.message ? answer.data.message : CONTACT_TOASTS.successFallback;
    return { ok: true, message };
  } catch (error) {
    if (error instanceof ApiError) {
      const fieldErrors = fieldErrorsOfBody(error.body);
      const firstFieldError = Object.values(fieldErrors)[0];
      return {
        ok: false,
        network: false,
        message: firstFieldError ?? error.serverMessage ?? CONTACT_TOASTS.failureFallback,
        fieldErrors,
      };
    }
    console.warn(`[contact] POST ${CONTACT_URL} failed`, error);
    return { ok: false, network: true, message: CONTACT_TOASTS.network };
  }
}
