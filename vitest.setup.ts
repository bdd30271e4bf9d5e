// Before every test file of every project: how many cases the property tests try (src/domain/testing/property-runs.ts).
import { configurePropertyRuns, defaultPropertyRuns } from "./src/domain/testing/property-runs";

configurePropertyRuns(defaultPropertyRuns(process.env.PROPERTY_RUNS, process.env.CI));
