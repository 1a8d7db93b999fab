#!/usr/bin/env node
// Builds the configured copy of the site (scripts/build-configured.mjs: ads, analytics and the
// breach check pointing at the stand-ins) into build-configured/, then serves it. Only the
// end-to-end tests use it; the real build stays unconfigured.
import { CONFIGURED_BUILD_DIR, buildConfigured } from "./build-configured.mjs";

try {
  buildConfigured({
    thirdPartyPort: Number(process.env.FAKE_THIRD_PARTY_PORT ?? 4319),
    breachApiPort: Number(process.env.FAKE_BREACH_API_PORT ?? 4320),
  });
} catch (error) {
  console.error(String(error));
  process.exit(1);
}

// Set before serve.mjs (through build-dir.mjs) reads which folder to serve.
process.env.KEYSMITH_BUILD_DIR = CONFIGURED_BUILD_DIR;
const { serveBuild } = await import("./serve.mjs");
serveBuild();
