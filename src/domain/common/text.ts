// Text a request may carry. PostgreSQL text and jsonb cannot hold the NUL character (nor jsonb a lone surrogate), so a body holding one
// would fail at the database with a 500; every text field of a request schema is made with `text()`,
// which refuses it with a 400 naming the field.
import { z } from "zod";

// In a browser the page's Content-Security-Policy forbids generating code (no 'unsafe-eval'): zod validates
// without it there, instead of trying eval once and tripping the policy (a violation in the console). Every
// schema module imports this one, so this runs before any schema is used.
if (typeof document !== "undefined") z.config({ jitless: true });

export const NUL_MESSAGE = "Must not contain the NUL character (\\u0000)";
/** A lone UTF-16 surrogate is not a character at all: PostgreSQL refuses it in jsonb, and it prints as nothing. */
export const UNPAIRED_SURROGATE_MESSAGE = "Must be valid Unicode text (it holds half of a character)";

// A plain pattern (not a custom refinement), so the budget's compiled fast-path check inlines it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is exactly what is refused
const WITHOUT_NUL = /^[^\u0000]*$/;
// every surrogate in a pair: a high one followed by a low one
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** A string schema that refuses the NUL character and broken Unicode; chain the field's own rules after it. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(WITHOUT_NUL, { message: NUL_MESSAGE })
    .regex(WELL_FORMED, { message: UNPAIRED_SURROGATE_MESSAGE });
}

/**
 * A record with at most `max` keys. Every record of a request schema is bounded, like every array and
 * string, so no field lets a body grow the work or the answer without limit.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(
  keys: K,
  values: V,
  max: number,
  what: string,
) {
  return z.record(keys, values).refine((record) => Object.keys(record).length <= max, { message: `At most ${max} ${what}` });
}
