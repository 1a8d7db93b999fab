#!/usr/bin/env node
// `npm run audit`: Lighthouse against the site as `npm run serve` serves it, mobile and desktop
// presets, several runs each, medians. Prints a table and writes it as JSON. Lighthouse's mobile
// preset (simulated slow 4G, 4x slower CPU) is how we judge page speed (issue 8;
// docs/product-decisions.md, "Fast everywhere").
//
//   npm run audit                          every audited page, mobile and desktop, 3 runs each
//   npm run audit -- --runs 5 --preset mobile --paths /,/privacy --out audit.json
//   AUDIT_URL=http://localhost:4173 npm run audit    audit a server that is already running
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

/** The pages issue 8 audits: the tools, the blog, one article, one landing page, one legal page. */
const DEFAULT_PATHS = [
  "/",
  "/password-checker",
  "/bulk-generator",
  "/blog",
  "/blog/create-strong-passwords",
  "/wifi-password-generator",
  "/privacy",
];

/**
 * Flags that keep Debian's Chromium quiet on a sandboxed, offline machine (docs/stack-notes.md,
 * "Tests").
 */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    preset: { type: "string", default: "mobile,desktop" },
    paths: { type: "string", default: DEFAULT_PATHS.join(",") },
    out: { type: "string", default: "audit-results.json" },
    port: { type: "string", default: "4391" },
  },
});

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error("audit: --runs must be a whole number from 1 to 20");
  process.exit(2);
}
const presets = options.preset.split(",").map((preset) => preset.trim());
for (const preset of presets) {
  if (preset !== "mobile" && preset !== "desktop") {
    console.error(`audit: --preset takes mobile, desktop or both, got "${preset}"`);
    process.exit(2);
  }
}
const paths = options.paths.split(",").map((path) => path.trim());

/** Starts `npm run serve`'s server on its own port unless AUDIT_URL names a running one. */
async function startServer() {
  if (process.env.AUDIT_URL) return { origin: process.env.AUDIT_URL.replace(/\/$/, ""), stop() {} };
  const port = options.port;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`audit: the server exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("being served")) resolve(undefined);
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures we track from one Lighthouse result. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
}

async function auditOnce(url, preset) {
  const userDataDir = mkdtempSync(join(tmpdir(), "keysmith-audit-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const flags = { port: chrome.port, output: "json", logLevel: "error" };
    const config = preset === "desktop" ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`audit: Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`audit: ${url}: ${result.lhr.runtimeError.message}`);
    }
    return figures(result.lhr);
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function auditWithRetries(url, preset, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, preset);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`audit: ${preset} ${url}: ${error.message}; trying again`);
    }
  }
}

const COLUMNS = [
  ["performance", "perf", (v) => String(v)],
  ["accessibility", "a11y", (v) => String(v)],
  ["bestPractices", "bp", (v) => String(v)],
  ["seo", "seo", (v) => String(v)],
  ["fcpMs", "FCP", (v) => `${(v / 1000).toFixed(2)} s`],
  ["lcpMs", "LCP", (v) => `${(v / 1000).toFixed(2)} s`],
  ["tbtMs", "TBT", (v) => `${Math.round(v)} ms`],
  ["cls", "CLS", (v) => v.toFixed(3)],
  ["jsBytes", "JS", (v) => `${(v / 1024).toFixed(1)} KB`],
  ["jsFiles", "JS files", (v) => String(v)],
];

function printTable(rows) {
  const header = ["preset", "page", ...COLUMNS.map(([, label]) => label)];
  const lines = rows.map((row) => [
    row.preset,
    row.path,
    ...COLUMNS.map(([key, , format]) => (row.median[key] == null ? "-" : format(row.median[key]))),
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  const format = (line) => `| ${line.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

const server = await startServer();
const rows = [];
try {
  for (const preset of presets) {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await auditWithRetries(`${server.origin}${path}`, preset));
      }
      const medianRow = Object.fromEntries(
        Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]),
      );
      rows.push({ preset, path, runs: results, median: medianRow });
      console.error(
        `audit: ${preset} ${path}: perf ${results.map((r) => r.performance).join(", ")}`,
      );
    }
  }
} finally {
  server.stop();
}

console.log(
  `\nLighthouse, medians of ${runs} run${runs === 1 ? "" : "s"} (${new Date().toISOString()})\n`,
);
printTable(rows);
writeFileSync(
  options.out,
  `${JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2)}\n`,
);
console.log(`\naudit: wrote ${options.out}`);
