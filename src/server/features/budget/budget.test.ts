import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateBudget } from "../../../domain/budget/budget";
import { BREAKDOWN_KEYS } from "../../../domain/budget/breakdown-keys";
import { createApplianceItem, createDefaultPlannerData } from "../../../domain/planner/model";
import type { PlannerData } from "../../../domain/planner/schema";
import { workedExample } from "../../test/plans";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";

describe("POST /api/calculate-budget", () => {
  let t: TestApp;
  let signedIn: { [SESSION_COOKIE]: string };
  beforeAll(async () => {
    t = await createTestApp();
    signedIn = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
  });
  afterAll(async () => {
    await t.close();
  });

  it("prices the worked example at $12,691 with the eleven lines and how each was computed, exactly as before the site questions", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: workedExample(), cookies: signedIn });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().breakdown)).toEqual([...BREAKDOWN_KEYS]);
    // written out, not recomputed: the site questions must not move a figure or a word of an existing budget
    expect(res.json()).toEqual({
      total: 12691,
      subtotal: 10576,
      incentiveAmount: 0,
      breakdown: {
        appliances: 2800,
        materials: 2773,
        labor: 2628,
        utilities: 1775,
        lighting: 0,
        pergolaMaterial: 0,
        pergolaLabor: 0,
        pergolaSpotlights: 0,
        integration: 0,
        permits: 600,
        contractorMarkup: 2115,
      },
      explanations: {
        appliances: 'Built-in Grill (36") $2,800',
        materials: "64 sq ft x $25 stucco sides + 21.3 sq ft x $55 granite countertop",
        labor:
          "8 ft run x $120 frame and base + 64 sq ft x $15 veneer install + 21.3 sq ft x $25 countertop fabrication + 1 appliance x $175 install",
        utilities: "1 dedicated circuit x $650 + 3 outside outlets x $225 + 3 inside outlets x $150 (no sink, so no water line)",
        lighting: "No lighting",
        pergolaMaterial: "No covered structure",
        pergolaLabor: "No covered structure",
        pergolaSpotlights: "No spotlights",
        integration: "Structure not embedded into the BBQ island",
        permits: "building permit $450 + electrical permit $150",
        contractorMarkup: "20% of $10,576 subtotal",
      },
      // one 36-inch grill: 36 + 28 inches of end buffers
      estimatedLengthIn: 64,
      warnings: [],
    });
  });

  it("prices the runs from the house for a signed-in owner who answered the site questions", async () => {
    const plan: PlannerData = {
      ...workedExample(),
      appliances: [{ ...createApplianceItem("grill"), btuPerHour: 120_000 }, createApplianceItem("sink")],
      site: { fuel: "natural-gas", gasRunFt: 45, electricalRunFt: 40, waterRunFt: 30, drain: "sewer", trenchSurface: "soil" },
    };
    const res = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: plan, cookies: signedIn });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = calculateBudget(plan);
    expect(body.breakdown.utilityRuns).toBe(expected.breakdown.utilityRuns);
    expect(body.breakdown.utilityRuns).toBeGreaterThan(0);
    expect(body.explanations.utilityRuns).toBe(expected.explanations.utilityRuns);
    expect(body.explanations.utilityRuns).toMatch(/^45 ft of 3\/4 in gas pipe/);
    // the line is in the subtotal the markup is charged on (the page prints it after the utilities by presentLineKeys)
    expect(body.subtotal).toBe(expected.subtotal);
    expect(body.total).toBe(expected.total);
    // a visitor still gets the total alone, the runs included in it
    const visitor = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: plan });
    expect(visitor.json().total).toBe(expected.total);
    expect(visitor.body).not.toContain("gas pipe");
  });

  it("answers a bad site answer with 400 naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: { ...workedExample(), site: { gasRunFt: 301, drain: "river" } },
      cookies: signedIn,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["site.gasRunFt", "site.drain"]));
  });

  it("masks the itemised lines for a visitor but still gives the total", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: workedExample() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12691);
    expect(body.breakdown).toBeNull();
    expect(body.explanations).toBeNull();
    // the subtotal beside the total would give away the markup line: a visitor gets the total alone
    expect(body).not.toHaveProperty("subtotal");
    expect(res.body).not.toContain("subtotal");
    expect(res.body).not.toContain("stucco");
    expect(body.estimatedLengthIn).toBe(64);
  });

  it("masks the itemised lines again once the user has logged out", async () => {
    const token = signedIn[SESSION_COOKIE];
    const before = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: workedExample(), cookies: signedIn });
    expect(before.json().breakdown).not.toBeNull();
    await t.app.inject({ method: "GET", url: "/api/logout", cookies: signedIn });
    const after = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: workedExample(),
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(after.json().breakdown).toBeNull();
    signedIn = { [SESSION_COOKIE]: (await signUpThroughApi(t.app)).token };
  });

  it("prices a partial or loosely written plan the same as the complete one", async () => {
    const complete = workedExample();
    const price = async (payload: unknown) => {
      const res = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload: payload as object, cookies: signedIn });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const expected = await price(complete);
    // unknown fields are dropped, text is trimmed, missing sections take their defaults
    const loose = {
      ...complete,
      colour: "red",
      contractInfo: { ...complete.contractInfo, contractorName: "  Ann Builder  " },
      constraints: undefined,
    };
    expect(await price(loose)).toEqual(expected);
    const partial = await price({ shape: "rectangular", materials: { sides: "stucco", countertop: "granite" } });
    expect(partial.total).toBe((await price({ ...createDefaultPlannerData(), shape: "rectangular", materials: { sides: "stucco", countertop: "granite" } })).total);
  });

  it("answers a malformed plan with 400 naming every bad field and its reason", async () => {
    const plan = workedExample();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: {
        ...plan,
        shape: "triangle",
        dimensions: { ...plan.dimensions, length: -5 },
        utilities: { ...plan.utilities, outletsOutside: "11" },
        appliances: [{ ...plan.appliances[0], id: "hot-tub" }],
        constraints: { ...plan.constraints, W2: { min: 60, max: 30 } },
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("validation_error");
    const paths = body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "shape",
        "dimensions.length",
        "utilities.outletsOutside",
        "appliances.0.id",
        "constraints.W2.max",
      ]),
    );
    for (const issue of body.issues) expect(issue.message.length).toBeGreaterThan(0);
    expect(body.error).toContain("dimensions.length");
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses absurd sizes and prices instead of pricing them", async () => {
    const plan = workedExample();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: {
        ...plan,
        dimensions: { ...plan.dimensions, length: 1e9 },
        appliances: [{ ...plan.appliances[0], customPrice: 1e12 }],
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["dimensions.length", "appliances.0.customPrice"]));
  });

  it("answers a body that is not JSON with a clear 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The request body is not valid JSON", code: "bad_request" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });
});

describe("a body with thousands of wrong record keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("gets a small 400 listing the first 20 issues and how many more there were", async () => {
    const plan = workedExample();
    const basePrices = Object.fromEntries(Array.from({ length: 24_000 }, (_, i) => [`k${i}`, 1]));
    const [first, ...rest] = plan.appliances;
    const payload = { ...plan, appliances: [{ ...first, basePrices }, ...rest] };
    expect(JSON.stringify(payload).length).toBeGreaterThan(200_000);

    const res = await t.app.inject({ method: "POST", url: "/api/calculate-budget", payload });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(4096);
    const answer = res.json();
    expect(answer.code).toBe("validation_error");
    expect(answer.issues).toHaveLength(20);
    expect(answer.issues[0].path).toMatch(/^appliances\.0\.basePrices/);
    expect(answer.error).toMatch(/and \d+ more$/);
  });

  it("refuses more sizes than an appliance can have, naming the field", async () => {
    const plan = workedExample();
    const basePrices = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [String(i + 10), 100]));
    const [first, ...rest] = plan.appliances;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: { ...plan, appliances: [{ ...first, basePrices }, ...rest] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "appliances.0.basePrices", message: "At most 20 sizes" }]);
  });

  it("cuts a huge field name in the answer", async () => {
    const plan = workedExample();
    const [first, ...rest] = plan.appliances;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/calculate-budget",
      payload: { ...plan, appliances: [{ ...first, basePrices: { ["x".repeat(100_000)]: 1 } }, ...rest] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(2048);
  });
});
