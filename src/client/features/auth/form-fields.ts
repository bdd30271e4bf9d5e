import type { z } from "zod";

/**
 * Turns a schema's complaints into one message per top-level field (the first, which is the one a person
 * can act on), for showing next to that field.
 */
export function fieldErrorsFromZod(error: z.ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in the order the form shows them, that has an error. */
export function firstInvalidField<F extends string>(
  order: readonly F[],
  errors: Partial<Record<string, string>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
