// The first-paint script (docs/decisions/first-paint-password.md):
// app/features/generator/first-paint/first-paint-script.ts,
// bundled from the engine's own modules when the site is built and inlined into each page that
// embeds the generator, so the first password is drawn while the page is parsed. The build's
// CSP allows it by its hash, like every inline script (scripts/security-headers.mjs).
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

import { asScriptText, bundleInlineScript } from "./inline-script.mjs";

const ENTRY = fileURLToPath(
  new URL("../app/features/generator/first-paint/first-paint-script.ts", import.meta.url),
);
const APP = fileURLToPath(new URL("../app", import.meta.url));
const WITHOUT_MINIMUMS = fileURLToPath(
  new URL("../app/features/generator/first-paint/without-minimums.ts", import.meta.url),
);
const WITHOUT_NAMES = fileURLToPath(
  new URL("../app/features/generator/first-paint/without-names.ts", import.meta.url),
);
const CONTRACT = fileURLToPath(
  new URL("../app/features/generator/first-paint/contract.ts", import.meta.url),
);

/**
 * The engine's exact counts for minimums above one stay out of the inline script: the app draws
 * those passwords once it has loaded (without-minimums.ts says why).
 * @type {import("esbuild").Plugin}
 */
const withoutMinimums = {
  name: "keysmith:first-paint-without-minimums",
  setup(build) {
    build.onResolve({ filter: /[\\/]type-minimums$/ }, () => ({ path: WITHOUT_MINIMUMS }));
  },
};

/**
 * The names of invisible characters stay out too: the script shows no message (without-names.ts
 * says why).
 * @type {import("esbuild").Plugin}
 */
const withoutNames = {
  name: "keysmith:first-paint-without-names",
  setup(build) {
    build.onResolve({ filter: /[\\/]invisible-characters-message$/ }, () => ({
      path: WITHOUT_NAMES,
    }));
  },
};

/**
 * The names the card, the script and this build share (first-paint/contract.ts), loaded from
 * the one module that names them.
 * @returns {Promise<typeof import("../app/features/generator/first-paint/contract.ts")>}
 */
async function loadContract() {
  const result = await build({
    entryPoints: [CONTRACT],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("first-paint: esbuild wrote no contract");
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
}

const { CARD_ATTRIBUTE, HANDOFF_GLOBAL, TEMPLATE_ATTRIBUTE } = await loadContract();

/**
 * The script, minified, as an immediately run function.
 * @returns {Promise<string>}
 */
export function buildFirstPaintScript() {
  return bundleInlineScript(ENTRY, "first-paint", {
    alias: { "~": APP },
    plugins: [withoutMinimums, withoutNames],
  });
}

/**
 * The page with the script inlined right after its main content (the card is inside it), or
 * the page unchanged when it embeds no generator. The script removes its own element once it
 * has run, so React hydrates the document it prerendered.
 * @param {string} html
 * @param {string} script
 * @returns {string}
 */
export function inlineFirstPaint(html, script) {
  if (!html.includes(CARD_ATTRIBUTE)) return html;
  if (html.includes(HANDOFF_GLOBAL)) return html;
  if (!html.includes(`<template ${TEMPLATE_ATTRIBUTE}`)) {
    throw new Error("first-paint: a generator page without the output's template");
  }
  const at = html.indexOf("</main>");
  if (at === -1 || html.indexOf("</main>", at + 1) !== -1) {
    throw new Error("first-paint: a generator page without exactly one </main>");
  }
  const safe = asScriptText(script);
  const end = at + "</main>".length;
  return `${html.slice(0, end)}<script>${safe}</script>${html.slice(end)}`;
}
