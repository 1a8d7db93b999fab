#!/usr/bin/env node
// `npm run validate:html` (part of `npm test`, after the build): every prerendered HTML file in
// the build, checked with html-validate's recommended rules as .htmlvalidate.mjs sets them
// (issue 12). Exits 1 on any error and lists each with its file, line and rule.
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { HtmlValidate, StaticConfigLoader } from "html-validate";

import config from "../.htmlvalidate.mjs";
import { CLIENT_DIR } from "./build-dir.mjs";

/**
 * Every HTML file under `dir`, as sorted paths: the pages, 404.html and the SPA fallback.
 * Compressed copies (.html.br, .html.gz) are the same files and are skipped.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listHtmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".html"))
    .map((entry) => join(dir, entry))
    .sort();
}

/**
 * Validates the files with the project's configuration only (no other .htmlvalidate file is
 * looked up beside them).
 * @param {string[]} files
 */
export async function validateFiles(files) {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  return validator.validateMultipleFiles(files);
}

/**
 * A readable report: one line per problem (`file:line:column rule message`), then a count.
 * @param {import("html-validate").Report} report
 * @param {{ root: string, fileCount: number }} options paths are shown relative to `root`
 * @returns {string}
 */
export function formatReport(report, { root, fileCount }) {
  const lines = [];
  for (const result of report.results) {
    for (const message of result.messages) {
      const kind = message.severity === 2 ? "error" : "warning";
      lines.push(
        `${relative(root, result.filePath)}:${message.line}:${message.column} ${kind} [${message.ruleId}] ${message.message}`,
      );
    }
  }
  const files = `${fileCount} HTML ${fileCount === 1 ? "file" : "files"}`;
  lines.push(
    report.valid
      ? `validate-html: ${files}, no errors`
      : `validate-html: ${files}, ${report.errorCount} ${report.errorCount === 1 ? "error" : "errors"}`,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const clientDir = fileURLToPath(CLIENT_DIR);
  const files = await listHtmlFiles(clientDir).catch(() => []);
  if (files.length === 0) {
    console.error(`validate-html: no HTML files in ${clientDir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const report = await validateFiles(files);
  const text = formatReport(report, { root: clientDir, fileCount: files.length });
  if (report.valid) console.log(text);
  else {
    console.error(text);
    process.exit(1);
  }
}
