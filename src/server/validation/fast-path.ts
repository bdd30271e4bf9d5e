// A compiled check that answers, for a request body, "would the zod schema accept this exactly as it is?".
// When it says yes, the body is already what the schema's parse would return (every field present, nothing
// unknown, strings already trimmed, refinements met), so the route can use it without the slower parse.
// When it says no, the zod schema decides as always, with its defaults and its precise error messages.
// The zod schema stays the only definition: the check is generated from it at start-up.
import { _, Ajv, type AnySchemaObject } from "ajv";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodCheck, $ZodType } from "zod/v4/core";

// Constraints that z.toJSONSchema writes into the JSON Schema itself.
const EXPRESSED_IN_JSON_SCHEMA = new Set([
  "greater_than",
  "less_than",
  "number_format",
  "max_length",
  "min_length",
  "length_equals",
  "max_size",
  "min_size",
  "size_equals",
]);

// Checks run as zod runs them, through one custom keyword: what JSON Schema cannot say, and steps (zod
// compares decimals where a JSON Schema validator divides floats; the JSON Schema's step still applies too).
const RUN_BY_ZOD = new Set(["string_format", "overwrite", "custom", "multiple_of"]);

const CHECK_KEYWORD = "x-zod-checks";

export class UnsupportedSchemaError extends Error {
  override name = "UnsupportedSchemaError";
}

/** The schema's checks as zod runs them: a format schema (z.int(), z.url()) is itself its first check. */
function checksOf(schema: $ZodType): $ZodCheck[] {
  const own = schema._zod.def.checks ?? [];
  return schema._zod.traits.has("$ZodCheck") ? [schema as unknown as $ZodCheck, ...own] : own;
}

const NEVER_REWRITTEN = new Set(["string", "number", "boolean", "null", "enum", "literal"]);
const MIRRORED_TYPES = new Set([
  ...NEVER_REWRITTEN,
  "object",
  "array",
  "record",
  "union",
  "optional",
  "nullable",
  "default",
  "prefault",
]);

/** Whether parsing with `schema` could return something other than its input. */
function mayRewrite(schema: $ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: $ZodType; options?: $ZodType[] };
  if (checksOf(schema).some((check) => check._zod.def.check === "overwrite")) return true;
  if (NEVER_REWRITTEN.has(def.type)) return false;
  if ((def.type === "nullable" || def.type === "optional") && def.innerType) return mayRewrite(def.innerType);
  if (def.type === "union") return (def.options ?? []).some(mayRewrite);
  return true;
}

/** True when running one zod check on `value` raises no issue and leaves the value as it was. */
function passesUnchanged(check: $ZodCheck, value: unknown): boolean {
  const def = check._zod.def as { check: string; tx?: (v: unknown) => unknown };
  try {
    if (def.check === "overwrite") return def.tx?.(value) === value;
    const payload = { value, issues: [] as unknown[] };
    const result = check._zod.check(payload as never);
    // an asynchronous refinement cannot be decided here; the zod parse will
    return !(result instanceof Promise) && payload.issues.length === 0 && payload.value === value;
  } catch {
    // a refinement that throws on an unexpected shape means "not provably valid"
    return false;
  }
}

/**
 * Compiles `schema` into a predicate that is true only for values the schema's parse would return
 * unchanged. Throws UnsupportedSchemaError at start-up for a schema it cannot mirror exactly.
 */
export function compileUnchangedCheck(schema: z.ZodType): (value: unknown) => boolean {
  const checks: $ZodCheck[] = [];
  const jsonSchema = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "throw",
    override(ctx) {
      const schemaHere = ctx.zodSchema as $ZodType;
      const def = schemaHere._zod.def as { type: string; options?: $ZodType[] };
      // kinds whose JSON Schema says exactly what their parse accepts unchanged; a pipe, for one, is written
      // as its output side only, so its input side would go unchecked
      if (!MIRRORED_TYPES.has(def.type)) throw new UnsupportedSchemaError(`No fast path for the zod type "${def.type}"`);
      // zod keeps the first union option that accepts, rewritten or not; the JSON Schema's anyOf would take
      // a later option that accepts the value unchanged
      if (def.type === "union" && def.options?.some(mayRewrite)) {
        throw new UnsupportedSchemaError("No fast path for a union of options that may rewrite their value");
      }
      const indexes: number[] = [];
      for (const check of checksOf(schemaHere)) {
        const def = check._zod.def as { check: string; format?: string; pattern?: RegExp };
        if (EXPRESSED_IN_JSON_SCHEMA.has(def.check)) continue;
        // a flagless .regex() is exactly the pattern written for it; a pattern's flags are lost in JSON Schema,
        // and other formats may check more than their pattern, so zod runs those
        if (def.check === "string_format" && def.format === "regex" && def.pattern?.flags === "") continue;
        if (RUN_BY_ZOD.has(def.check)) {
          indexes.push(checks.push(check) - 1);
          continue;
        }
        throw new UnsupportedSchemaError(`No fast path for the zod check "${def.check}"`);
      }
      if (indexes.length > 0) (ctx.jsonSchema as Record<string, unknown>)[CHECK_KEYWORD] = indexes;
    },
  }) as AnySchemaObject;
  delete jsonSchema.$schema;

  const ajv = new Ajv({
    strict: false,
    allErrors: false,
    // the same string lengths (UTF-16 units), regular expressions and numbers as zod
    unicode: false,
    unicodeRegExp: false,
    strictNumbers: true,
    // formats are checked by the patterns zod writes next to them
    validateFormats: false,
    // `unicode: false` is what makes lengths count as zod counts them; its deprecation notice is noise
    logger: { log: console.log, warn: () => {}, error: console.error },
  });
  ajv.addKeyword({
    keyword: CHECK_KEYWORD,
    schemaType: "array",
    // Generated inline: a function keyword would get a context object and its path string built on every
    // call, on every checked value of every request.
    code(cxt) {
      const own = (cxt.schema as number[]).map((index) => {
        const check = checks[index];
        if (!check) throw new Error(`No zod check at ${index}`);
        return check;
      });
      const passesAll = (value: unknown): boolean => {
        for (const check of own) if (!passesUnchanged(check, value)) return false;
        return true;
      };
      cxt.fail(_`!${cxt.gen.scopeValue("keyword", { ref: passesAll })}(${cxt.data})`);
    },
  });
  const validate = ajv.compile(jsonSchema);
  return (value) => validate(value) === true;
}

const compiled = new WeakMap<z.ZodType, (value: unknown) => boolean>();

/**
 * Fastify's validator for a route whose zod schema is worth a compiled fast path: values the compiled check
 * proves valid go through untouched; every other value is parsed by the zod schema (defaults filled in, 400
 * issues as everywhere else).
 */
export function fastPathValidatorCompiler<T>(routeSchema: FastifyRouteSchemaDef<T>): FastifyValidationResult {
  // generic so a route can name it whatever its schema object's type; the schema is a zod type at run time
  const zodRouteSchema = routeSchema as unknown as FastifyRouteSchemaDef<z.ZodType>;
  let unchanged = compiled.get(zodRouteSchema.schema);
  if (!unchanged) {
    unchanged = compileUnchangedCheck(zodRouteSchema.schema);
    compiled.set(zodRouteSchema.schema, unchanged);
  }
  const check = unchanged;
  const parse = validatorCompiler(zodRouteSchema);
  return (data) => (check(data) ? { value: data } : parse(data));
}
