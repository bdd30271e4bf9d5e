import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApplianceItem, createDefaultPlannerData } from "../../domain/planner/model";
import { plannerDataSchema } from "../../domain/planner/schema";
import { plannerDataArbitrary } from "../../domain/testing/arbitraries";
import { compileUnchangedCheck, UnsupportedSchemaError } from "./fast-path";

const unchanged = compileUnchangedCheck(plannerDataSchema);

/** What the route does with a body: the compiled check first, the zod parse otherwise. */
function viaFastPath(body: unknown) {
  return unchanged(body) ? { success: true as const, data: body } : plannerDataSchema.safeParse(body);
}

/** JSON values of every kind, with the edge cases a hand-made body might carry. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, "", " ", "24.0", "00", "-0", "2026-02-30", "2026-03-01", "\u{1F525}".repeat(101)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -10, max: 250 }),
  fc.constantFrom(0, -0, 0.5, 24, 204, 204.0000001, 23.999999, 50, 75, 100_000, 1e21),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 12 }).map((s) => ` ${s} `),
  fc.constant({}),
  fc.constant([]),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

type Json = Record<string, unknown> | unknown[];

/** Every path to a value inside a plan, so a mutation can land anywhere. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...prefix, k]))];
}

type Mutation = { kind: "set" | "delete" | "add"; pathIndex: number; value: unknown; key: string };

function mutate(plan: unknown, m: Mutation): unknown {
  const copy = structuredClone(plan) as Json;
  const all = paths(copy).filter((p) => p.length > 0);
  const path = all[m.pathIndex % all.length] ?? [];
  let parent: Json = copy;
  for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[k] as Json;
  const last = path[path.length - 1] as string | number;
  const target = parent as Record<string | number, unknown>;
  if (m.kind === "set") target[last] = m.value;
  else if (m.kind === "delete" && !Array.isArray(parent)) delete target[last];
  else if (m.kind === "add" && !Array.isArray(parent)) target[`${m.key}x`] = m.value;
  else target[last] = m.value;
  return copy;
}

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("set" as const, "delete" as const, "add" as const),
  pathIndex: fc.nat(),
  value: jsonValue,
  key: fc.string({ maxLength: 6 }),
});

/** Mutates a valid body; if the check still accepts it, the schema must accept it and return it as it is. */
function expectAcceptedOnlyUnchanged(check: (value: unknown) => boolean, schema: z.ZodType, valid: unknown, mutations: Mutation[]) {
  let body = valid;
  for (const m of mutations) body = mutate(body, m);
  if (!check(body)) return;
  const parsed = schema.safeParse(body);
  expect(parsed.success).toBe(true);
  expect(parsed.data).toEqual(body);
}

describe("the compiled check mirrors the plan schema", () => {
  it("accepts every plan the wizard can produce, so the fast path is the one taken", () => {
    fc.assert(
      fc.property(plannerDataArbitrary, (plan) => {
        const canonical = plannerDataSchema.parse(JSON.parse(JSON.stringify(plan)));
        expect(unchanged(JSON.parse(JSON.stringify(canonical)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("only ever accepts a body that the schema would accept and return unchanged", () => {
    fc.assert(
      fc.property(
        plannerDataArbitrary,
        fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }),
        (plan, mutations) =>
          expectAcceptedOnlyUnchanged(unchanged, plannerDataSchema, JSON.parse(JSON.stringify(plannerDataSchema.parse(plan))), mutations),
      ),
      { numRuns: 3000 },
    );
  });

  it("leaves to the schema what it must change or refuse", () => {
    const plan = createDefaultPlannerData();
    const cases: [string, unknown][] = [
      ["an empty body, which takes every default", {}],
      ["a missing section", { ...plan, materials: undefined }],
      ["an unknown field, which the schema drops", { ...plan, colour: "red" }],
      ["a name with spaces around it, which the schema trims", { ...plan, contractInfo: { ...plan.contractInfo, contractorName: " Ann " } }],
      ["a minimum above its maximum", { ...plan, constraints: { ...plan.constraints, L1: { min: 100, max: 90 } } }],
      ["the same appliance twice", { ...plan, appliances: [createApplianceItem("grill"), createApplianceItem("grill")] }],
      ["a size written as 24.0", { ...plan, appliances: [{ ...createApplianceItem("grill"), basePrices: { "24.0": 2200 } }] }],
      ["a date that does not exist", { ...plan, contractInfo: { ...plan.contractInfo, startDate: "2026-02-30" } }],
      ["a tip that is not a step", { ...plan, contractInfo: { ...plan.contractInfo, incentiveAmount: 75 } }],
      ["a length out of range", { ...plan, dimensions: { ...plan.dimensions, length: 205 } }],
      ["a 201-character name (in UTF-16 units, as the schema counts)", { ...plan, contractInfo: { ...plan.contractInfo, contractorName: `a${"\u{1F525}".repeat(100)}` } }],
    ];
    for (const [what, body] of cases) {
      const json = JSON.parse(JSON.stringify(body));
      expect(unchanged(json), what).toBe(false);
      // and the route's answer is the schema's answer
      const schema = plannerDataSchema.safeParse(json);
      const route = viaFastPath(json);
      expect(route.success, what).toBe(schema.success);
      if (schema.success) expect(route.data, what).toEqual(schema.data);
    }
    expect(viaFastPath({ ...plan, colour: "red" }).data).not.toHaveProperty("colour");
  });

  it("accepts a plan whose strings are at their longest, counted as the schema counts them", () => {
    const plan = createDefaultPlannerData();
    const longest = { ...plan, contractInfo: { ...plan.contractInfo, contractorName: "\u{1F525}".repeat(100) } };
    expect(plannerDataSchema.safeParse(longest).success).toBe(true);
    expect(unchanged(JSON.parse(JSON.stringify(longest)))).toBe(true);
  });

  // Shapes the plan schema does not use today, so a later field of one of these kinds is covered too.
  const smallSchemas: [string, z.ZodType, unknown][] = [
    [
      "defaults, including one around an optional value",
      z.object({ a: z.string().optional().default("x"), b: z.int().min(0).max(10).default(3) }),
      { a: "y", b: 4 },
    ],
    [
      "unions, nullable values and steps",
      z.object({ u: z.union([z.literal(""), z.string().regex(/^\d{4}$/)]), n: z.number().multipleOf(0.5).nullable() }),
      { u: "2026", n: 1.5 },
    ],
    [
      "records keyed by an enum and by a pattern",
      z.object({ byKey: z.record(z.enum(["a", "b"]), z.number()), bySize: z.record(z.string().regex(/^[1-9]\d?$/), z.int()) }),
      { byKey: { a: 1, b: 2 }, bySize: { "24": 5, "7": 6 } },
    ],
    [
      "a partial record keyed by an enum",
      z.object({ arms: z.partialRecord(z.enum(["a", "b", "c"]), z.enum(["L1", "L2"])) }),
      { arms: { a: "L1", c: "L2" } },
    ],
    [
      "bounded lists of objects with trimmed optional text",
      z.array(z.object({ id: z.enum(["x", "y"]), note: z.string().trim().max(3).optional() })).min(1).max(2),
      [{ id: "x", note: "ab" }, { id: "y" }],
    ],
    ["a refined object", z.object({ min: z.number(), max: z.number() }).refine((r) => r.min <= r.max), { min: 1, max: 2 }],
  ];

  it.each(smallSchemas)("mirrors the schema for %s", (_what, schema, valid) => {
    const check = compileUnchangedCheck(schema);
    expect(check(valid)).toBe(true);
    fc.assert(
      fc.property(fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), (mutations) =>
        expectAcceptedOnlyUnchanged(check, schema, structuredClone(valid), mutations),
      ),
      { numRuns: 1000 },
    );
  });

  it("refuses at start-up a schema it cannot mirror exactly", () => {
    expect(() => compileUnchangedCheck(z.object({ n: z.string().transform((s) => s.length) }))).toThrow();
    expect(() => compileUnchangedCheck(z.object({ when: z.date() }))).toThrow();
    // a pipe's JSON Schema is its output side: "abcd" would pass z.string() and skip the max(3) before it
    expect(() => compileUnchangedCheck(z.object({ code: z.string().max(3).pipe(z.string()) }))).toThrow(UnsupportedSchemaError);
    // zod would keep the first option's trimmed value; a later option accepting " a " as it is must not count
    expect(() => compileUnchangedCheck(z.object({ u: z.union([z.string().trim(), z.string()]) }))).toThrow(UnsupportedSchemaError);
  });

  it("runs a format's own check, not only the pattern written next to it", () => {
    const check = compileUnchangedCheck(z.object({ site: z.url() }));
    expect(check({ site: "https://example.com/" })).toBe(true);
    expect(check({ site: "not a web address" })).toBe(false);
    // base64 has a character pattern and checks the length on top of it
    const base64 = compileUnchangedCheck(z.object({ data: z.base64() }));
    expect(base64({ data: "YWJj" })).toBe(true);
    expect(base64({ data: "YWJ" })).toBe(false);
    // a pattern's flags are lost in JSON Schema: without its u flag, \u{61} would mean 61 letters "u"
    const letterA = compileUnchangedCheck(z.object({ name: z.string().regex(/^\u{61}$/u) }));
    expect(letterA({ name: "u".repeat(61) })).toBe(false);
  });
});
