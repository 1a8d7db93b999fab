import { defineConfig } from "vitest/config";

// The cross-engine journeys (tests/engines/journeys.ts): one browser per engine file, the
// journeys of a file in sequence, one engine at a time on a small machine.
export default defineConfig({
  test: {
    include: ["tests/engines/*.test.ts"],
    environment: "node",
    // The breach journey's configured build: the e2e tests' when current (configured-build.ts).
    globalSetup: ["tests/engines/global-setup.ts"],
    fileParallelism: process.env.ENGINES_PARALLEL === "1",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["verbose"],
  },
});
