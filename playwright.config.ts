import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium where it is installed, with its flags; elsewhere Playwright's own browser.
import { CHROMIUM_LAUNCH_OPTIONS as launchOptions } from "./scripts/harness.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4317);
/** A second build, with ads and analytics configured, and the fake provider it loads from. */
const CONFIGURED_PORT = PORT + 1;
const THIRD_PARTY_PORT = PORT + 2;
/**
 * The stand-in range API the configured build's breach check asks. The Firefox and WebKit
 * journeys (after these tests) use +3, +5 and +7; +4 is free in both runs.
 */
const BREACH_API_PORT = PORT + 4;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Limits, not goals (those are in the benchmark scripts): a busy machine ran some tests two to
  // three times slower than a quiet one, past 30 s for a test and 5 s for a page to hydrate.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // page.route cannot see requests a service worker answers; the offline test allows it.
    serviceWorkers: "block",
    launchOptions,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /configured\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "configured",
      testMatch: /configured\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions,
        baseURL: `http://localhost:${CONFIGURED_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: "node scripts/serve-configured.mjs",
      env: {
        PORT: String(CONFIGURED_PORT),
        FAKE_THIRD_PARTY_PORT: String(THIRD_PARTY_PORT),
        FAKE_BREACH_API_PORT: String(BREACH_API_PORT),
      },
      url: `http://localhost:${CONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: "node scripts/fake-third-party.mjs",
      env: { PORT: String(THIRD_PARTY_PORT) },
      url: `http://127.0.0.1:${THIRD_PARTY_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: "node scripts/fake-breach-api.mjs",
      env: { PORT: String(BREACH_API_PORT) },
      url: `http://127.0.0.1:${BREACH_API_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
