#!/usr/bin/env node
// Builds a second copy of the site with advertising and analytics configured (pointing at
// scripts/fake-third-party.mjs) and the breach check pointing at scripts/fake-breach-api.mjs,
// into build-configured/, then serves it. Only the end-to-end
// tests use it; the real build stays unconfigured.
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  KEYSMITH_BUILD_DIR: "build-configured",
  AD_PUBLISHER_ID: "pub-test-0001",
  AD_SCRIPT_URL: `http://127.0.0.1:${process.env.FAKE_THIRD_PARTY_PORT ?? 4319}/ad.js`,
  ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${process.env.FAKE_THIRD_PARTY_PORT ?? 4319}/analytics.js`,
  // The checker's breach check asks the stand-in range API (scripts/fake-breach-api.mjs).
  BREACH_API_URL: `http://127.0.0.1:${process.env.FAKE_BREACH_API_PORT ?? 4320}/range`,
};

for (const args of [
  ["react-router", "build"],
  ["node", "scripts/post-build.mjs"],
  ["node", "scripts/build-service-worker.mjs"],
]) {
  const [command, ...rest] = args;
  const result = spawnSync(
    command === "node" ? process.execPath : "npx",
    command === "node" ? rest : args,
    {
      env,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Set before serve.mjs (through build-dir.mjs) reads which folder to serve.
process.env.KEYSMITH_BUILD_DIR = "build-configured";
const { serveBuild } = await import("./serve.mjs");
serveBuild();
