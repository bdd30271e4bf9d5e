// `npm run bench`: every bench in turn, each printing its tables and an "on target" or "BELOW TARGET" line.
// A bench that misses its target does not stop the others; the run fails at the end if any did.
import { spawnSync } from "node:child_process";

/** The long fuzz run: the suite npm test runs on a small sample, here with at least 10,000 bodies. */
const FUZZ_RUNS_PER_ROUTE = process.env.FUZZ_RUNS_PER_ROUTE ?? "720";

const BENCHES = [
  ["bench/budget.ts"],
  ["bench/budget-validator.ts"],
  ["bench/sow.ts"],
  ["bench/pdf-stall.ts"],
  ["bench/startup.ts"],
  ["bench/faults.ts"],
  ["bench/faults-postgres.ts"],
  ["bench/faults-mail.ts"],
  ["fuzz", "node_modules/vitest/vitest.mjs", "run", "src/server/fuzz.test.ts"],
  ["bench/scene-view.ts"],
  ["bench/lighthouse.ts"],
];

const failed = [];
for (const [bench, ...rest] of BENCHES) {
  const args = rest.length > 0 ? rest : ["--import", "tsx", bench];
  if (bench === "fuzz") console.log(`\nFuzzing every route that takes a body, ${FUZZ_RUNS_PER_ROUTE} bodies each (FUZZ_RUNS_PER_ROUTE)`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, FUZZ_RUNS_PER_ROUTE } });
  if (result.status !== 0) failed.push(bench);
}
console.log(failed.length === 0 ? "\nbench: every part ran" : `\nbench: these parts failed or missed their target: ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
