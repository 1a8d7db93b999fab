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
 * A TypeScript module of the app or the engine, bundled by esbuild and imported here, so this
 * build reads the values the app's own modules hold.
 * @param {Pick<import("esbuild").BuildOptions, "entryPoints" | "stdin">} source its entry, or its text
 * @param {string} what what it holds, for the error when esbuild writes nothing
 * @returns {Promise<any>}
 */
async function importBundled(source, what) {
  const result = await build({
    ...source,
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`first-paint: esbuild wrote no ${what}`);
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString("base64")}`);
}

/**
 * The names the card, the script and this build share (first-paint/contract.ts), loaded from
 * the one module that names them.
 * @returns {Promise<typeof import("../app/features/generator/first-paint/contract.ts")>}
 */
async function loadContract() {
  return importBundled({ entryPoints: [CONTRACT] }, "contract");
}

const {
  CARD_ATTRIBUTE,
  HANDOFF_GLOBAL,
  INITIAL_MODE_ATTRIBUTE,
  TEMPLATE_ATTRIBUTE,
  WORDS_ATTRIBUTE,
} = await loadContract();

/** The passphrase page's translations, each drawing from its own language's list. */
const PASSPHRASE_PAGE_LANGUAGES = ["de", "es", "fr", "it", "pt", "cs"];

/**
 * The engine's word lists the passphrase (English) and username pages carry, packed
 * (first-paint/packed-words.ts), read from the engine's own modules; and the list of each
 * language the passphrase page is translated into, which that page carries instead
 * (docs/decisions/i18n-library.md, "Language-aware defaults").
 * @returns {Promise<{ passphrase: string, username: string, passphraseByLanguage: Record<string, string> }>}
 */
async function packWordLists() {
  return importBundled(
    {
      stdin: {
        contents: `
          import { getEffLargeWordList } from "#core/generate/eff-large-wordlist";
          import { loadWordList } from "#core/generate/load-word-list";
          import { getUsernameWordList } from "#core/generate/username";
          import { packWords } from "./packed-words";
          export const passphrase = packWords(getEffLargeWordList());
          export const username = packWords(getUsernameWordList());
          const languages = ${JSON.stringify(PASSPHRASE_PAGE_LANGUAGES)};
          const lists = await Promise.all(languages.map((language) => loadWordList(language)));
          export const passphraseByLanguage = Object.fromEntries(
            languages.map((language, index) => [language, packWords(lists[index])]),
          );
        `,
        resolveDir: fileURLToPath(FIRST_PAINT),
        loader: "ts",
      },
    },
    "word lists",
  );
}

/**
 * @typedef {keyof typeof ENTRIES} FirstPaintMode
 * @typedef {{ scripts: Record<FirstPaintMode, string>, words: Partial<Record<FirstPaintMode, string>>, passphraseWords?: Record<string, string> }} FirstPaintScripts
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
  return {
    scripts,
    words: { passphrase: lists.passphrase, username: lists.username },
    passphraseWords: lists.passphraseByLanguage,
  };
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
 * Where the card's element ends in the prerendered page: just after its closing tag. The card is
 * React's output, so its tags balance; a tag name in text or an attribute would be escaped or
 * quoted, never a `<` followed by the name.
 * @param {string} html
 * @returns {number}
 */
export function cardEnd(html) {
  const attribute = html.indexOf(CARD_ATTRIBUTE);
  const start = html.lastIndexOf("<", attribute);
  const name = /^<([a-z][a-z0-9]*)\s/.exec(html.slice(start))?.[1];
  if (attribute === -1 || name === undefined) throw new Error("first-paint: no card element");
  const tags = new RegExp(`<(/?)${name}(?=[\\s>])`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag !== null; tag = tags.exec(html)) {
    depth += tag[1] === "/" ? -1 : 1;
    if (depth === 0) return html.indexOf(">", tag.index) + 1;
  }
  throw new Error("first-paint: the card's element is never closed");
}

/**
 * The page with its mode's script inlined right after the card, after the word list it draws from
 * if it draws words, or the page unchanged when it embeds no generator. Right after the card, not
 * after `</main>`: the browser runs it, and paints the first value, without first downloading and
 * parsing the sections below the card (docs/decisions/first-paint-password.md). The script
 * removes its own element and the list once it has run, so React hydrates the document it
 * prerendered.
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
  if (html.indexOf(CARD_ATTRIBUTE) !== html.lastIndexOf(CARD_ATTRIBUTE)) {
    throw new Error("first-paint: a generator page with more than one card");
  }
  const end = cardEnd(html);
  const mode = cardMode(html);
  // A passphrase page in another language draws from that language's list.
  const lang = /<html[^>]*\slang="([a-z]+)"/.exec(html)?.[1];
  const translatedList =
    mode === "passphrase" && lang !== undefined ? firstPaint.passphraseWords?.[lang] : undefined;
  const words = translatedList ?? firstPaint.words[mode];
  // A data block, never run: the packed list is letters (accented ones too), hyphens and digits.
  if (words !== undefined && !/^[\p{Ll}0-9-]*$/u.test(words)) {
    throw new Error("first-paint: a word list with characters a data block must not hold");
  }
  const list =
    words === undefined ? "" : `<script type="text/plain" ${WORDS_ATTRIBUTE}>${words}</script>`;
  const safe = asScriptText(firstPaint.scripts[mode]);
  const head = html.indexOf("</head>");
  if (head === -1 || head > end) throw new Error("first-paint: a generator page without </head>");
  // The page is not painted until the parser has reached the script (Chromium's render-blocking
  // `rel="expect"`; others ignore it): with the stylesheet inside the HTML, nothing else holds
  // the first paint until then (docs/decisions/first-paint-password.md, "Styles in the HTML").
  const expect = `<link rel="expect" href="#${FIRST_PAINT_SCRIPT_ID}" blocking="render"/>`;
  return `${html.slice(0, head)}${expect}${html.slice(head, end)}${list}<script id="${FIRST_PAINT_SCRIPT_ID}">${safe}</script>${html.slice(end)}`;
}

/** The id of the inline script, which the first paint waits for. */
const FIRST_PAINT_SCRIPT_ID = "ks-first-paint";
