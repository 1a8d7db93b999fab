// What the measuring scripts (`npm run audit`, `npm run bench:first-password`, screenshots) share:
// the Chromium they drive and its flags, which playwright.config.ts reads too, the built site
// served as `npm run serve` serves it, their common options, and medians.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

/**
 * Debian's Chromium, or the one CHROMIUM_PATH names, where it is installed (browser downloads
 * fail on our machines); null elsewhere, where Playwright's own browser runs.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SYSTEM_CHROMIUM = existsSync(chromiumPath) ? chromiumPath : null;

/** Flags that keep Debian's Chromium quiet on a sandboxed, offline machine (docs/stack-notes.md, "Tests"). */
export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/**
 * Playwright's launch options: the system Chromium with its flags, or Playwright's own browser.
 * @type {import("@playwright/test").LaunchOptions}
 */
export const CHROMIUM_LAUNCH_OPTIONS = SYSTEM_CHROMIUM
  ? { executablePath: SYSTEM_CHROMIUM, args: [...CHROMIUM_FLAGS] }
  : {};

/** The Chromium to start without Playwright (Lighthouse's launcher): the system's or Playwright's. */
export function chromiumExecutable() {
  return SYSTEM_CHROMIUM ?? chromium.executablePath();
}

/**
 * The options of a measuring script: --runs (1 to 20), --paths (comma-separated), --port of the
 * server it starts (a free one by default), and its own. Exits with a message on a bad --runs.
 * @template {import("node:util").ParseArgsOptionsConfig} Own
 * @param {string} name the script, as its messages begin
 * @param {{ runs: number, paths: readonly string[], own?: Own }} defaults
 */
export function readOptions(name, { runs, paths, own }) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: String(runs) },
      paths: { type: "string", default: paths.join(",") },
      port: { type: "string", default: "0" },
      ...own,
    },
  });
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
 * Starts `npm run serve`'s server (scripts/serve.mjs) in its own process on `port`, 0 for a free
 * one, and resolves once it listens.
 * @param {string} name the script, as its messages begin
 * @param {string | number} port
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startServer(name, port) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise((resolve, reject) => {
    let output = "";
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
 * The median of the numbers among `values` (null, undefined and the like are left out); null if
 * there are none.
 * @param {readonly unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each figure's median over several runs' results, all of the first result's keys.
 * @template {Record<string, unknown>} Result
 * @param {readonly Result[]} results
 * @returns {Record<keyof Result, number | null>}
 */
export function medians(results) {
  return /** @type {Record<keyof Result, number | null>} */ (
    Object.fromEntries(
      Object.keys(results[0] ?? {}).map((key) => [
        key,
        median(results.map((result) => result[key])),
      ]),
    )
  );
}
