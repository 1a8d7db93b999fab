#!/usr/bin/env node
// `npm run audit`: Lighthouse against the site as `npm run serve` serves it, mobile and desktop
// presets, several runs each, medians. Prints a table and writes it as JSON. Lighthouse's mobile
// preset (simulated slow 4G, 4x slower CPU) is how we judge page speed
// (docs/product-decisions.md, "Fast everywhere").
//
//   npm run audit                          every audited page, mobile and desktop, 3 runs each
//   npm run audit -- --runs 5 --preset mobile --paths /,/privacy --out audit.json
//   AUDIT_URL=http://localhost:4173 npm run audit    audit a server that is already running
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import {
  CHROMIUM_FLAGS,
  chromiumExecutable,
  list,
  medians,
  readOptions,
  startServer,
} from "./harness.mjs";

/**
 * The pages audited by default: the tools, the blog, one article, one landing page, one legal page.
 */
const DEFAULT_PATHS = [
  "/",
  "/password-checker",
  "/bulk-generator",
  "/blog",
  "/blog/create-strong-passwords",
  "/wifi-password-generator",
  "/privacy",
];

const options = readOptions("audit", {
  runs: 3,
  paths: DEFAULT_PATHS,
  own: {
    preset: { type: "string", default: "mobile,desktop" },
    out: { type: "string", default: "audit-results.json" },
  },
});
const { runs, paths } = options;
const presets = list(options.preset);
for (const preset of presets) {
  if (preset !== "mobile" && preset !== "desktop") {
    console.error(`audit: --preset takes mobile, desktop or both, got "${preset}"`);
    process.exit(2);
  }
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
    chromePath: await chromiumExecutable(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
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

const server = process.env.AUDIT_URL
  ? { origin: process.env.AUDIT_URL.replace(/\/$/, ""), stop() {} }
  : await startServer("audit", options.port);
const rows = [];
try {
  for (const preset of presets) {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await auditWithRetries(`${server.origin}${path}`, preset));
      }
      rows.push({ preset, path, runs: results, median: medians(results) });
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
