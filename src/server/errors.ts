import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ErrorAnswer, ErrorCode, FieldIssue } from "../domain/common/api-contract";
import { isDatabaseUnavailable } from "./db/client";

/** What a 503 tells the client to wait before trying again (seconds). */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again.";

export type { ErrorCode, FieldIssue } from "../domain/common/api-contract";

const STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  revision_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  payment_setup_required: 503,
  internal: 500,
};

/** The JSON of every error answer (errorAnswerSchema of the API's contracts). */
export type ErrorBody = ErrorAnswer;

/** The one error type services throw; the handler below turns it into a response. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
  get statusCode(): number {
    return STATUS[this.code];
  }
}

function joinPath(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? "(body)" : path.map(String).join(".");
}

export function issuesFromZod(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: joinPath(issue.path), message: issue.message }));
}

/**
 * A 400 lists at most this many issues (the first ones), and says how many more there were: a body with
 * thousands of wrong keys must not get an answer a thousand times its size.
 */
export const LISTED_ISSUES_MAX = 20;
/** A path or message longer than this is cut: a field's name comes from the body and may be huge. */
const ISSUE_TEXT_MAX = 200;

function clip(text: string): string {
  return text.length > ISSUE_TEXT_MAX ? `${text.slice(0, ISSUE_TEXT_MAX - 1)}…` : text;
}

export function validationError(where: string, issues: FieldIssue[]): AppError {
  const listed = issues.slice(0, LISTED_ISSUES_MAX).map((i) => ({ path: clip(i.path), message: clip(i.message) }));
  const more = issues.length - listed.length;
  const summary = listed.map((i) => `${i.path}: ${i.message}`).join("; ") + (more > 0 ? `; and ${more} more` : "");
  return new AppError("validation_error", `Invalid ${where}: ${summary}`, listed);
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", message: "The request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_request", message: "The request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", message: "The request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Send the request body as application/json",
  },
};

function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = `request ${error.validationContext ?? "body"}`;
    return validationError(
      where,
      error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "(body)",
        message: v.message ?? "is invalid",
      })),
    );
  }
  if (error instanceof ZodError) return validationError("request", issuesFromZod(error));
  if (isDatabaseUnavailable(error)) return new AppError("unavailable", UNAVAILABLE_MESSAGE);
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return new AppError("rate_limited", error.message);
  if (status >= 400 && status < 500) return new AppError("bad_request", error.message);
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

/** Maps every thrown error to a JSON answer; never sends a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "internal") {
      request.log.error({ err: error }, "request failed");
    }
    if (appError.code === "unavailable") {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, "the database did not answer");
      if (!reply.hasHeader("Retry-After")) reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
    }
    const body: ErrorBody = { error: appError.message, code: appError.code };
    if (appError.issues) body.issues = appError.issues;
    if (appError.code === "payment_setup_required") body.setupRequired = true;
    return reply.status(appError.statusCode).send(body);
  });
}
