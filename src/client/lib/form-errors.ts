import type { z } from "zod";

/** One complaint per top-level field, for showing next to that field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Keeps the first complaint per field, which is the one a person can act on; issues without a field are skipped. */
export function firstErrorPerField(issues: Iterable<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) {
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The field complaints of a 400 answer's body ({ issues: [{ path: "a.b", message }] }), keyed by top-level
 * field; a body that is not JSON or has no issues gives none.
 */
export function fieldErrorsOfBody(body: string): FieldErrors {
  try {
    const value = JSON.parse(body) as { issues?: unknown };
    if (!Array.isArray(value.issues)) return {};
    return firstErrorPerField(
      (value.issues as Array<{ path?: unknown; message?: unknown }>).flatMap((issue) =>
        typeof issue.path === "string" && typeof issue.message === "string"
          ? [{ field: issue.path.split(".")[0] ?? "", message: issue.message }]
          : [],
      ),
    );
  } catch {
    return {};
  }
}

/** A schema's complaints, keyed by top-level field name. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return firstErrorPerField(
    error.issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message })),
  );
}

/** The first field, in the order the form shows them, that has an error. */
export function firstInvalidField<F extends string>(
  order: readonly F[],
  errors: FieldErrors,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
