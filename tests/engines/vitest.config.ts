import { defineConfig } from "vitest/config";

// The cross-engine journeys (tests/engines/journeys.ts): one browser per engine file, the
// journeys of a file in sequence, one engine at a time on a small machine.
export default defineConfig({
  test: {
    include: ["tests/engines/*.test.ts"],
    environment: "node",
    fileParallelism: process.env.ENGINES_PARALLEL === "1",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["verbose"],
  },
});
