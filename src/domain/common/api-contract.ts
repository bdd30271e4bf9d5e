// The shape every route contract of the API takes (the *.contract.ts modules of each area), and the one
// error answer all routes share. A contract names a route's method and path and the schemas of what it takes
// and answers; the server's route declares exactly these schemas and the client parses answers with them.
import { z } from "zod";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The status codes a route answers JSON with on success (an error answer is `errorAnswerSchema`). */
export type SuccessStatus = 200 | 201;

export type RouteContract = {
  method: ApiMethod;
  /** The path as the server registers it under /api, with `:name` for a path parameter. */
  path: `/api/${string}`;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answers by status code; a route that answers JSON has one for its success status. */
  response?: Partial<Record<SuccessStatus | 503, z.ZodType>>;
  /** Why the route has no JSON answer on success (a file, a redirect, 204 with no body). */
  answersWithout?: string;
};

/** Keeps a contract's exact schema types (for the route's type provider and the client's parse). */
export function routeContract<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The error codes of the API, each with its HTTP status in the server's error handling. */
export const ERROR_CODES = [
  "validation_error",
  "bad_request",
  "unauthorized",
  "forbidden",
  "revision_required",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "payment_setup_required",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field's complaint in a 400: where (dot-separated path, "(body)" for the whole body) and what. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every error answer of the API: a sentence for people, a code for programs, and a 400's field complaints. */
export const errorAnswerSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(fieldIssueSchema).optional(),
  /** The checkout's flag "payment setup is required". */
  setupRequired: z.literal(true).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A plain sentence answer ({ message }), as the account and password routes give. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
