#!/usr/bin/env node
// `npm run budgets` (part of `npm test`, after the build): the JavaScript and CSS each prerendered
// page loads before interaction, against the budgets of docs/decisions/first-view-budget.md.
// Deterministic: gzip sizes read from the build output, never timed. A failure prints the figures
// and the largest contributors.
import { fileURLToPath } from "node:url";

import { CLIENT_DIR } from "./build-dir.mjs";
import { englishPathOf } from "./site-pages.mjs";
import {
  BUDGETS,
  TARGETS,
  budgetFailures,
  kb,
  localizedExtraFailures,
  listPages,
  measurePage,
  targetGaps,
} from "./page-weight.mjs";

const clientDir = fileURLToPath(CLIENT_DIR);
const pages = await listPages(clientDir);
if (pages.length === 0) {
  console.error(`budgets: no prerendered pages in ${clientDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const weights = new Map();
for (const page of pages) weights.set(page.path, await measurePage(clientDir, page.file));

let failed = 0;
const rows = [];
for (const page of pages) {
  const weight = weights.get(page.path);
  const english = englishPathOf(page.path);
  const failures = [
    ...budgetFailures(page.path, weight),
    // A page in another language against its English page (docs/decisions/i18n-library.md).
    ...(english !== null && weights.has(english)
      ? localizedExtraFailures(page.path, weight, weights.get(english))
      : []),
  ];
  rows.push({ page, weight, failures });
  if (failures.length > 0) failed += 1;
}

const width = Math.max(...rows.map((row) => row.page.path.length));
console.log(
  `First-view weight per page, gzip. Enforced: generator pages ${kb(BUDGETS.generatorPageJsBytes)} (home in ${BUDGETS.homeJsFiles} files), others ${kb(BUDGETS.pageJsBytes)}, CSS ${kb(BUDGETS.cssBytes)}.`,
);
console.log(
  `Targets: home ${kb(TARGETS.homeJsBytes)} in ${TARGETS.homeJsFiles} files, others ${kb(TARGETS.pageJsBytes)}.`,
);
for (const { page, weight, failures } of rows) {
  console.log(
    `${failures.length ? "FAIL" : "ok  "} ${page.path.padEnd(width)}  JS ${kb(weight.jsBytes).padStart(9)} in ${String(weight.jsFiles).padStart(2)} files  CSS ${kb(weight.cssBytes).padStart(8)}  ${targetGaps(page.path, weight).join(", ") || "meets target"}`,
  );
  for (const failure of failures) console.log(`       ${failure}`);
  if (failures.length > 0) {
    console.log("       largest contributors:");
    for (const script of weight.scripts.slice(0, 8)) {
      console.log(`         ${kb(script.bytes).padStart(9)}  ${script.url}`);
    }
  }
}
console.log(`\nbudgets: ${rows.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
