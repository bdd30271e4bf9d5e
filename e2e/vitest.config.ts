import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // a browser settles in its own time: poll for what a person would see for up to 5 s
    expect: { poll: { timeout: 5000 } },
    // one browser and one server at a time fit the two cores of a CI machine
    fileParallelism: false,
  },
});
