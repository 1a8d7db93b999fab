// What the measuring scripts (audit, benchmarks, screenshots) share: the Chromium they drive and
// its flags, which playwright.config.ts reads too; the built site served as `npm run serve` serves
// it; their common options; medians.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

// Debian's Chromium, or CHROMIUM_PATH's, where it is installed (browser downloads fail on our
// machines); elsewhere Playwright's own. The flags keep it quiet on a sandboxed, offline machine
// (docs/stack-notes.md, "Tests").
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const systemChromium = existsSync(chromiumPath) ? chromiumPath : null;
export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/** @type {import("@playwright/test").LaunchOptions} */
export const CHROMIUM_LAUNCH_OPTIONS = systemChromium
  ? { executablePath: systemChromium, args: [...CHROMIUM_FLAGS] }
  : {};

/** The Chromium to start without Playwright (Lighthouse's launcher). */
export async function chromiumExecutable() {
  return systemChromium ?? (await import("@playwright/test")).chromium.executablePath();
}

/**
 * A measuring script's options: --runs (1 to 20), --paths (comma-separated), --port of the server
 * it starts (0, the default, for a free one), and its own. Exits with one line and status 2 on
 * an unknown option or a bad --runs.
 * @param {string} name how the script's messages begin
 * @param {{ runs: number, paths: readonly string[], own?: import("node:util").ParseArgsOptionsConfig }} defaults
 */
export function readOptions(name, { runs, paths, own }) {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        runs: { type: "string", default: String(runs) },
        paths: { type: "string", default: paths.join(",") },
        port: { type: "string", default: "0" },
        ...own,
      },
    }));
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const count = Number(values.runs);
  if (!Number.isInteger(count) || count < 1 || count > 20) {
    console.error(`${name}: --runs must be a whole number from 1 to 20`);
    process.exit(2);
  }
  return { ...values, runs: count, paths: list(String(values.paths)) };
}

/** @param {string} text a comma-separated list */
export function list(text) {
  return text.split(",").map((item) => item.trim());
}

/**
 * Starts scripts/serve.mjs in a process of its own on `port` (0: a free one) once it listens.
 * @param {string} name how the script's messages begin
 * @param {string | number} port
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startServer(name, port) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const origin = await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${name}: the server exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
      const served = /being served at (http:\/\/\S+?)\/?\n/.exec(output);
      if (served) resolve(served[1]);
    });
  });
  return { origin, stop: () => child.kill() };
}

/**
 * The median of the numbers among `values` (others are left out); null if there are none.
 * @param {readonly unknown[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each figure's median over several runs, by the first run's keys.
 * @param {readonly Record<string, unknown>[]} runs
 * @returns {Record<string, number | null>}
 */
export function medians(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}
