// Builds a second copy of the site into build-configured/, with advertising and analytics
// configured (pointing at scripts/fake-third-party.mjs) and the breach check pointing at
// scripts/fake-breach-api.mjs. Only the tests use it: the Chromium end-to-end tests
// (scripts/serve-configured.mjs) and the Firefox and WebKit breach journey (tests/engines/), which
// reuses the copy those made when it is current. The real build stays unconfigured.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const CONFIGURED_BUILD_DIR = "build-configured";

/**
 * Runs the build steps the tests need (not compression or host files) with the test settings.
 * @param {{ thirdPartyPort: number, breachApiPort: number }} ports where the stand-ins listen
 */
export function buildConfigured({ thirdPartyPort, breachApiPort }) {
  // As `npm run build` would run: a test runner's NODE_ENV=test (and its own variables) would
  // give React's development build, whose output differs from the prerendered pages.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST"),
    ),
  );
  const env = {
    ...inherited,
    KEYSMITH_BUILD_DIR: CONFIGURED_BUILD_DIR,
    AD_PUBLISHER_ID: "pub-test-0001",
    AD_SCRIPT_URL: `http://127.0.0.1:${thirdPartyPort}/ad.js`,
    ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${thirdPartyPort}/analytics.js`,
    // The checker's breach check asks the stand-in range API (scripts/fake-breach-api.mjs).
    BREACH_API_URL: `http://127.0.0.1:${breachApiPort}/range`,
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
      { env, stdio: "inherit", cwd: fileURLToPath(new URL("..", import.meta.url)) },
    );
    if (result.status !== 0) {
      throw new Error(`build-configured: ${args.join(" ")} exited with ${result.status}`);
    }
  }
}
