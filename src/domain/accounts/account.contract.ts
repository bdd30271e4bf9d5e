// The contracts of the signed-in person's own account: see and correct it, change the password, export it,
// delete it.
import { messageAnswerSchema, routeContract } from "../common/api-contract";
import { accountDeleteBodySchema, accountExportSchema, accountPasswordBodySchema, accountProfileBodySchema, accountProfileSchema } from "./account-page";

export const accountContract = {
  profile: routeContract({ method: "GET", path: "/api/account", response: { 200: accountProfileSchema } }),
  updateProfile: routeContract({
    method: "PATCH",
    path: "/api/account",
    body: accountProfileBodySchema,
    response: { 200: accountProfileSchema },
  }),
  changePassword: routeContract({
    method: "POST",
    path: "/api/account/password",
    body: accountPasswordBodySchema,
    response: { 200: messageAnswerSchema },
  }),
  /** JSON sent as a file download (Content-Disposition: attachment). */
  exportData: routeContract({ method: "GET", path: "/api/account/export", response: { 200: accountExportSchema } }),
  remove: routeContract({ method: "DELETE", path: "/api/account", body: accountDeleteBodySchema, response: { 200: messageAnswerSchema } }),
} as const;
