// A compiled check that answers, for a request body, "would the zod schema accept this exactly as it is?".
// When it says yes, the body is already what the schema's parse would return (every field present, nothing
// unknown, strings already trimmed, refinements met), so the route can use it without the slower parse.
// When it says no, the zod schema decides as always, with its defaults and its precise error messages.
// The zod schema stays the only definition: the check is generated from it at start-up, as one JavaScript
// function per object, array and record of the schema, with every leaf test written inline.
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { $ZodCheck, $ZodType } from "zod/v4/core";

export class UnsupportedSchemaError extends Error {
  override name = "UnsupportedSchemaError";
}

/** True when running one zod check on `value` raises no issue and leaves the value as it was. */
function passesUnchanged(check: $ZodCheck, value: unknown): boolean {
  try {
    const payload = { value, issues: [] as unknown[] };
    const result = check._zod.check(payload as never);
    // an asynchronous refinement cannot be decided here; the zod parse will
    return !(result instanceof Promise) && payload.issues.length === 0 && payload.value === value;
  } catch {
    // a refinement that throws on an unexpected shape means "not provably valid"
    return false;
  }
}

type Def = {
  type: string;
  checks?: $ZodCheck[];
  coerce?: boolean;
  innerType?: $ZodType;
  element?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  partial?: boolean;
  mode?: string;
};

type CheckDef = {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  maximum?: number;
  minimum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** The schema's checks in the order zod runs them: a format schema (z.int(), z.iso.date()) is its own first check. */
function checksOf(schema: $ZodType): $ZodCheck[] {
  const own = defOf(schema).checks ?? [];
  return schema._zod.traits.has("$ZodCheck") ? [schema as unknown as $ZodCheck, ...own] : own;
}

const NEVER_REWRITTEN = new Set(["string", "number", "boolean", "null", "enum", "literal"]);

/** Builds the source of the check; constants (sets, patterns, zod checks) are passed in by index. */
class CheckWriter {
  readonly constants: unknown[] = [];
  readonly functions: string[] = [];
  private readonly names = new Map<$ZodType, string>();
  private locals = 0;

  /** A number written into the source, or a constant when JavaScript has no literal for it. */
  number(value: unknown): string {
    return typeof value === "number" && Number.isFinite(value) ? String(value) : this.constant(value);
  }

  constant(value: unknown): string {
    this.constants.push(value);
    return `c[${this.constants.length - 1}]`;
  }

  local(): string {
    this.locals += 1;
    return `v${this.locals}`;
  }

  /** A JavaScript condition that is true when `schema` would return the value of `v` unchanged. */
  condition(schema: $ZodType, v: string): string {
    const def = defOf(schema);
    if (def.coerce) throw new UnsupportedSchemaError("No fast path for a coercing schema");
    const own = this.checks(schema, v);
    const all = (...parts: string[]) => `(${[...parts, ...own].join(" && ")})`;
    switch (def.type) {
      case "string":
        return all(`typeof ${v} === "string"`);
      case "number":
        return all(`typeof ${v} === "number"`, `Number.isFinite(${v})`);
      case "boolean":
        return all(`typeof ${v} === "boolean"`);
      case "null":
        return all(`${v} === null`);
      case "enum":
        return all(`${this.constant(new Set(Object.values(def.entries ?? {})))}.has(${v})`);
      case "literal":
        return all(`${this.constant(new Set(def.values))}.has(${v})`);
      case "optional":
        // absent stays absent; JSON has no undefined value to be rewritten
        return all(`(${v} === undefined || ${this.condition(this.inner(def), v)})`);
      case "nullable":
        return all(`(${v} === null || ${this.condition(this.inner(def), v)})`);
      case "default":
      case "prefault":
        // an absent value would be filled in, which is a change
        return all(`${v} !== undefined`, this.condition(this.inner(def), v));
      case "union": {
        const options = def.options ?? [];
        // zod keeps the first option that accepts; with options that never rewrite, any accepting option
        // returns the value as it is
        for (const option of options) {
          if (this.mayRewrite(option)) throw new UnsupportedSchemaError("No fast path for a union of rewriting options");
        }
        return all(`(${options.map((option) => this.condition(option, v)).join(" || ")})`);
      }
      case "object":
      case "array":
      case "record":
        return all(`${this.functionFor(schema)}(${v})`);
      default:
        throw new UnsupportedSchemaError(`No fast path for the zod type "${def.type}"`);
    }
  }

  private inner(def: Def): $ZodType {
    if (!def.innerType) throw new UnsupportedSchemaError(`No inner type in a zod "${def.type}"`);
    return def.innerType;
  }

  /** Conditions for the schema's own checks: plain bounds inline, anything else run as zod runs it. */
  private checks(schema: $ZodType, v: string): string[] {
    return checksOf(schema).map((check) => {
      const def = check._zod.def as CheckDef;
      const run = () => `passes(${this.constant(check)}, ${v})`;
      switch (def.check) {
        case "greater_than":
          return typeof def.value === "number" ? `${v} ${def.inclusive ? ">=" : ">"} ${this.number(def.value)}` : run();
        case "less_than":
          return typeof def.value === "number" ? `${v} ${def.inclusive ? "<=" : "<"} ${this.number(def.value)}` : run();
        case "max_length":
          return `${v}.length <= ${this.number(def.maximum)}`;
        case "min_length":
          return `${v}.length >= ${this.number(def.minimum)}`;
        case "length_equals":
          return `${v}.length === ${this.number(def.length)}`;
        case "number_format":
          return def.format === "safeint" ? `Number.isSafeInteger(${v})` : run();
        case "string_format":
          // a .regex() is exactly its pattern (tested with its own flags); other formats may check more than
          // their pattern, so zod runs them
          return def.format === "regex" && def.pattern && !def.pattern.global && !def.pattern.sticky
            ? `${this.constant(def.pattern)}.test(${v})`
            : run();
        case "overwrite":
          return `${this.constant(def.tx)}(${v}) === ${v}`;
        case "multiple_of":
        case "custom":
          return run();
        default:
          throw new UnsupportedSchemaError(`No fast path for the zod check "${def.check}"`);
      }
    });
  }

  /** Whether parsing with `schema` could return something other than its input. */
  private mayRewrite(schema: $ZodType): boolean {
    const def = defOf(schema);
    if (checksOf(schema).some((check) => (check._zod.def as CheckDef).check === "overwrite")) return true;
    if (NEVER_REWRITTEN.has(def.type)) return false;
    if (def.type === "nullable" || def.type === "optional") return this.mayRewrite(this.inner(def));
    if (def.type === "union") return (def.options ?? []).some((option) => this.mayRewrite(option));
    return true;
  }

  /** One function per container schema, written once however often the schema is used. */
  private functionFor(schema: $ZodType): string {
    const existing = this.names.get(schema);
    if (existing) return existing;
    const name = `f${this.names.size}`;
    this.names.set(schema, name);
    const def = defOf(schema);
    const body =
      def.type === "object" ? this.objectBody(def) : def.type === "array" ? this.arrayBody(def) : this.recordBody(def);
    this.functions.push(`function ${name}(o) {\n${body}\n  return true;\n}`);
    return name;
  }

  private objectBody(def: Def): string {
    if (def.catchall) throw new UnsupportedSchemaError("No fast path for an object with a catchall");
    const shape = def.shape ?? {};
    const keys = Object.keys(shape);
    const lines = [
      `  if (o === null || typeof o !== "object" || Array.isArray(o)) return false;`,
      // an unknown key would be dropped by the parse
      `  for (const k in o) switch (k) { ${keys.map((k) => `case ${JSON.stringify(k)}: `).join("")}break; default: return false; }`,
    ];
    for (const key of keys) {
      const v = this.local();
      const field = shape[key] as $ZodType;
      lines.push(`  const ${v} = o[${JSON.stringify(key)}];`, `  if (!${this.condition(field, v)}) return false;`);
    }
    return lines.join("\n");
  }

  private arrayBody(def: Def): string {
    if (!def.element) throw new UnsupportedSchemaError("No element type in a zod array");
    const v = this.local();
    return [
      `  if (!Array.isArray(o)) return false;`,
      `  for (let i = 0; i < o.length; i++) {`,
      `    const ${v} = o[i];`,
      `    if (!${this.condition(def.element, v)}) return false;`,
      `  }`,
    ].join("\n");
  }

  private recordBody(def: Def): string {
    const { keyType, valueType } = def;
    if (!keyType || !valueType) throw new UnsupportedSchemaError("No key or value type in a zod record");
    if (def.mode === "loose") throw new UnsupportedSchemaError("No fast path for a loose record");
    const keyDef = defOf(keyType);
    if (def.partial && keyDef.type !== "enum") throw new UnsupportedSchemaError("No fast path for a partial record not keyed by an enum");
    const head = `  if (o === null || typeof o !== "object" || Array.isArray(o)) return false;`;
    const v = this.local();
    if (keyDef.type === "enum") {
      // a record keyed by an enum has every one of its keys
      const keys = Object.values(keyDef.entries ?? {});
      if (!keys.every((k): k is string => typeof k === "string")) {
        throw new UnsupportedSchemaError("No fast path for a record with non-string enum keys");
      }
      if (def.partial) {
        // a partial record keyed by an enum has some of its keys, each with a valid value
        const k = this.local();
        return [
          head,
          `  for (const ${k} in o) {`,
          `    if (!${this.constant(new Set(keys))}.has(${k})) return false;`,
          `    const ${v} = o[${k}];`,
          `    if (!(${v} !== undefined && ${this.condition(valueType, v)})) return false;`,
          `  }`,
        ].join("\n");
      }
      const lines = [head, `  for (const k in o) if (!${this.constant(new Set(keys))}.has(k)) return false;`];
      for (const key of keys) {
        lines.push(`  { const ${v} = o[${JSON.stringify(key)}]; if (!(${v} !== undefined && ${this.condition(valueType, v)})) return false; }`);
      }
      return lines.join("\n");
    }
    if (keyDef.type !== "string") throw new UnsupportedSchemaError(`No fast path for a record keyed by "${keyDef.type}"`);
    const k = this.local();
    return [
      head,
      `  for (const ${k} in o) {`,
      `    if (!${this.condition(keyType, k)}) return false;`,
      `    const ${v} = o[${k}];`,
      `    if (!${this.condition(valueType, v)}) return false;`,
      `  }`,
    ].join("\n");
  }
}

/**
 * Compiles `schema` into a predicate that is true only for values the schema's parse would return
 * unchanged. Throws UnsupportedSchemaError at start-up for a schema it cannot mirror exactly.
 */
export function compileUnchangedCheck(schema: z.ZodType): (value: unknown) => boolean {
  const writer = new CheckWriter();
  const root = writer.condition(schema as unknown as $ZodType, "value");
  const source = `${writer.functions.join("\n")}\nreturn function unchanged(value) { return ${root}; };`;
  // generated from the application's own schema at start-up, never from a request
  const build = new Function("c", "passes", source) as (
    constants: unknown[],
    passes: typeof passesUnchanged,
  ) => (value: unknown) => boolean;
  return build(writer.constants, passesUnchanged);
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
