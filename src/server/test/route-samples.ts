import { workedExample } from "./plans";

/**
 * What a route's path and body refer to: user A's project and its checkout session, and the invitation and
 * bid link of that project when there is one (a link never issued otherwise).
 */
export type RouteFixture = { projectId: number; checkoutSessionId: string; invitationId?: number; bidToken?: string };

/** A bid link's token no invitation has: the shape of a real one. */
export const UNISSUED_BID_TOKEN = "U".repeat(43);

/** A route's path with its parameters filled in from the fixture. */
export function routeUrl(path: string, fixture: RouteFixture): string {
  return path
    .replace("{id}", String(fixture.projectId))
    .replace("{sessionId}", fixture.checkoutSessionId)
    .replace("{tier}", "bronze")
    .replace("{invitationId}", String(fixture.invitationId ?? 1))
    .replace("{token}", fixture.bidToken ?? UNISSUED_BID_TOKEN);
}

/**
 * A valid body for each route that takes one, keyed "METHOD /path" as the OpenAPI document names routes;
 * the fuzz suite mutates them.
 */
export const VALID_BODIES: Record<string, (fixture: RouteFixture) => unknown> = {
  "POST /api/auth/login": () => ({ mode: "login", email: "someone@example.com", password: "whatever it is" }),
  "POST /api/auth/forgot-password": () => ({ email: "someone@example.com" }),
  "POST /api/auth/reset-password": () => ({ token: "some-reset-token", newPassword: "a brand new password" }),
  "POST /api/auth/track-interaction": () => ({ sessionId: "form-load-id", type: "mouse" }),
  "POST /api/contact": () => ({ name: "Dana", email: "dana@example.com", subject: "Hello", message: "A question" }),
  "POST /api/calculate-budget": () => workedExample(),
  "POST /api/projects": () => ({ ...workedExample(), name: "Back yard" }),
  "PUT /api/projects/{id}": () => workedExample(),
  "PATCH /api/projects/{id}": () => ({ name: "Taken over" }),
  "PATCH /api/account": () => ({
    firstName: "Dana",
    lastName: "Rivera",
    phoneNumber: "916 555 0100",
    propertyAddress: "12 Oak Lane",
    propertyCity: "Sacramento",
    propertyState: "CA",
    propertyZip: "95814",
  }),
  "POST /api/account/password": () => ({ currentPassword: "the current one", newPassword: "a brand new password" }),
  "DELETE /api/account": () => ({ password: "the current one" }),
  "POST /api/create-checkout-session": (f) => ({ projectId: f.projectId, serviceTier: "bronze", rushFee: false }),
  "POST /api/payment/verify": (f) => ({ sessionId: f.checkoutSessionId }),
  "POST /api/projects/{id}/track-download": () => ({ documentType: "pdf" }),
  "PUT /api/admin/pricing/{tier}": () => ({ price: 149, originalPrice: 199 }),
  "POST /api/agreements/{id}": () => ({ token: "A".repeat(43) }),
  "POST /api/agreements/{id}/document": () => ({ token: "A".repeat(43) }),
  "POST /api/agreements/{id}/document-html": () => ({ token: "A".repeat(43) }),
  "POST /api/agreements/{id}/accept": () => ({ token: "A".repeat(43), fullName: "Dana Rivera" }),
  "POST /api/analytics/events": () => ({ visitId: "visit-12345", events: [{ name: "step_completed", params: { step: 2 } }] }),
  "POST /api/projects/{id}/bid-invitations": () => ({ name: "Morgan Lee", email: "morgan@oakline.example" }),
  "PUT /api/bids/{token}": () => ({
    sowVersion: 1,
    rows: [{ rowId: "scope.countertop", status: "included", amount: 4100, note: "" }],
    company: "Oakline Builders",
    contactName: "Morgan Lee",
    contactEmail: "morgan@oakline.example",
    warrantyYears: 2,
    earliestStart: "2099-01-04",
    durationWeeks: 3,
    validUntil: "2099-12-31",
    submit: false,
  }),
};
