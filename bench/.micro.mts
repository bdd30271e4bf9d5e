import { createDefaultPlannerData, plannerDataSchema, calculateBudget } from "../src/domain";
const plan = { ...createDefaultPlannerData(), shape: "rectangular" as const, materials: { sides: "stucco" as const, countertop: "granite" as const } };
const body = JSON.stringify(plan);
function time(name: string, fn: () => unknown, n = 50000) {
  for (let i = 0; i < 5000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(name.padEnd(22), ((performance.now() - t) / n * 1000).toFixed(1), "us");
}
time("JSON.parse", () => JSON.parse(body));
time("parse", () => plannerDataSchema.parse(JSON.parse(body)));
const parts = plannerDataSchema.shape;
const obj = JSON.parse(body);
for (const [k, s] of Object.entries(parts)) time(`  ${k}`, () => (s as any).parse(obj[k]), 20000);
time("calculateBudget", () => calculateBudget(plan));
