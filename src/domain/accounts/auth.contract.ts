// The contracts of signing in and out, password reset and the login form's bot detection.
import { z } from "zod";
import { messageAnswerSchema, routeContract } from "../common/api-contract";
import { authBodySchema, authUserSchema, forgotPasswordBodySchema, INTERACTION_TYPES, resetPasswordBodySchema } from "./accounts";
import { text } from "../common/text";

/** The login and sign-up answer: the signed-in user and the sentence to show. */
export const authAnswerSchema = z.object({ user: authUserSchema, message: z.string() });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

export const trackInteractionBodySchema = z.object({
  sessionId: text().min(1).max(100),
  type: z.enum(INTERACTION_TYPES),
});

/** The login form's id, which its later interactions and its submission carry. */
export const formLoadAnswerSchema = z.object({ sessionId: z.string() });

export const authContract = {
  /** One route for login (200) and sign-up (201), told apart by `mode`. */
  login: routeContract({
    method: "POST",
    path: "/api/auth/login",
    body: authBodySchema,
    response: { 200: authAnswerSchema, 201: authAnswerSchema },
  }),
  user: routeContract({ method: "GET", path: "/api/auth/user", response: { 200: authUserSchema } }),
  /** A full-page navigation from the client ("Sign out"), hence GET and a redirect rather than JSON. */
  logout: routeContract({ method: "GET", path: "/api/logout", answersWithout: "a 302 redirect home" }),
  /** The planner sends the browser here to log in; only a path on this site is passed on. */
  loginPage: routeContract({
    method: "GET",
    path: "/api/login",
    querystring: z.object({ returnTo: z.unknown().optional() }),
    answersWithout: "a 302 redirect to the login page",
  }),
  forgotPassword: routeContract({
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordBodySchema,
    response: { 200: messageAnswerSchema },
  }),
  resetPassword: routeContract({
    method: "POST",
    path: "/api/auth/reset-password",
    body: resetPasswordBodySchema,
    response: { 200: messageAnswerSchema },
  }),
  /** Asked with an empty POST; the body is ignored. */
  trackFormLoad: routeContract({ method: "POST", path: "/api/auth/track-form-load", response: { 200: formLoadAnswerSchema } }),
  trackInteraction: routeContract({
    method: "POST",
    path: "/api/auth/track-interaction",
    body: trackInteractionBodySchema,
    answersWithout: "204, no body, whether the event counted or not",
  }),
} as const;
