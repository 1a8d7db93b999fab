// The first-paint scripts (docs/decisions/first-paint-password.md):
// app/features/generator/first-paint/first-paint-script.ts for passwords and doors/ for the
// pages made for another mode, bundled from the engine's own modules when the site is built and
// inlined into each page that embeds the generator, the script of the card's mode, so the first
// value is drawn while the page is parsed. The build's
// CSP allows it by its hash, like every inline script (scripts/security-headers.mjs).
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

import { asScriptText, bundleInlineScript } from "./inline-script.mjs";

const FIRST_PAINT = new URL("../app/features/generator/first-paint/", import.meta.url);
/** Each mode's entry: passwords on home and the landing pages, the others on their own pages. */
const ENTRIES = Object.freeze({
  password: fileURLToPath(new URL("first-paint-script.ts", FIRST_PAINT)),
  pin: fileURLToPath(new URL("doors/pin.ts", FIRST_PAINT)),
  memorable: fileURLToPath(new URL("doors/memorable.ts", FIRST_PAINT)),
  username: fileURLToPath(new URL("doors/username.ts", FIRST_PAINT)),
  passphrase: fileURLToPath(new URL("doors/passphrase.ts", FIRST_PAINT)),
});
const WITHOUT_EFF_LIST = fileURLToPath(new URL("without-eff-list.ts", FIRST_PAINT));
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
 * The English list as a module stays out of the passphrase and username scripts: they draw from
 * the packed list the page carries (without-eff-list.ts says why).
 * @type {import("esbuild").Plugin}
 */
const withoutEffList = {
  name: "keysmith:first-paint-without-eff-list",
  setup(build) {
    build.onResolve({ filter: /[\\/]eff-large-wordlist$/ }, () => ({ path: WITHOUT_EFF_LIST }));
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

const {
  CARD_ATTRIBUTE,
  HANDOFF_GLOBAL,
  INITIAL_MODE_ATTRIBUTE,
  TEMPLATE_ATTRIBUTE,
  WORDS_ATTRIBUTE,
} = await loadContract();

/**
 * The engine's word lists the passphrase (English) and username pages carry, packed
 * (first-paint/packed-words.ts), read from the engine's own modules.
 * @returns {Promise<{ passphrase: string, username: string }>}
 */
async function packWordLists() {
  const result = await build({
    stdin: {
      contents: `
        import { getEffLargeWordList } from "#core/generate/eff-large-wordlist";
        import { getUsernameWordList } from "#core/generate/username";
        import { packWords } from "./packed-words";
        export const passphrase = packWords(getEffLargeWordList());
        export const username = packWords(getUsernameWordList());
      `,
      resolveDir: fileURLToPath(FIRST_PAINT),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("first-paint: esbuild wrote no word lists");
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
}

/**
 * @typedef {keyof typeof ENTRIES} FirstPaintMode
 * @typedef {{ scripts: Record<FirstPaintMode, string>, words: Partial<Record<FirstPaintMode, string>> }} FirstPaintScripts
 */

/**
 * Each mode's script, minified, as an immediately run function, and the lists the pages of the
 * modes that draw words carry.
 * @returns {Promise<FirstPaintScripts>}
 */
export async function buildFirstPaintScripts() {
  const modes = /** @type {FirstPaintMode[]} */ (Object.keys(ENTRIES));
  const built = await Promise.all(
    modes.map((mode) =>
      bundleInlineScript(ENTRIES[mode], `first-paint (${mode})`, {
        alias: { "~": APP },
        plugins: [withoutMinimums, withoutNames, withoutEffList],
      }),
    ),
  );
  const scripts = /** @type {Record<FirstPaintMode, string>} */ (
    Object.fromEntries(modes.map((mode, index) => [mode, built[index]]))
  );
  const lists = await packWordLists();
  return { scripts, words: { passphrase: lists.passphrase, username: lists.username } };
}

/**
 * The mode a page's card opens in: its `data-initial-mode`, else passwords.
 * @param {string} html
 * @returns {FirstPaintMode}
 */
export function cardMode(html) {
  const mode = new RegExp(`${INITIAL_MODE_ATTRIBUTE}="([a-z]+)"`).exec(html)?.[1] ?? "password";
  if (!Object.hasOwn(ENTRIES, mode)) throw new Error(`first-paint: no script for mode ${mode}`);
  return /** @type {FirstPaintMode} */ (mode);
}

/**
 * The page with its mode's script inlined right after its main content (the card is inside it),
 * after the word list it draws from if it draws words, or the page unchanged when it embeds no
 * generator. The script removes its own element and the list once it has run, so React hydrates
 * the document it prerendered.
 * @param {string} html
 * @param {FirstPaintScripts} firstPaint
 * @returns {string}
 */
export function inlineFirstPaint(html, firstPaint) {
  if (!html.includes(CARD_ATTRIBUTE)) return html;
  if (html.includes(HANDOFF_GLOBAL)) return html;
  if (!html.includes(`<template ${TEMPLATE_ATTRIBUTE}`)) {
    throw new Error("first-paint: a generator page without the output's template");
  }
  const at = html.indexOf("</main>");
  if (at === -1 || html.indexOf("</main>", at + 1) !== -1) {
    throw new Error("first-paint: a generator page without exactly one </main>");
  }
  const mode = cardMode(html);
  const words = firstPaint.words[mode];
  // A data block, never run: the packed list is letters, hyphens and digits only.
  if (words !== undefined && !/^[a-z0-9-]*$/.test(words)) {
    throw new Error("first-paint: a word list with characters a data block must not hold");
  }
  const list =
    words === undefined ? "" : `<script type="text/plain" ${WORDS_ATTRIBUTE}>${words}</script>`;
  const safe = asScriptText(firstPaint.scripts[mode]);
  const end = at + "</main>".length;
  return `${html.slice(0, end)}${list}<script>${safe}</script>${html.slice(end)}`;
}
