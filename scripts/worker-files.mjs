// The files the checker's two workers load (the crack-time estimator's and the blocklist's), found
// by following the imports of their built entries, and the <meta> element that names them on the
// checker's pages. Loaded at the checker, the page asks for them itself as soon as its code runs,
// instead of two round trips later when the workers do (docs/decisions/checker-verdict.md,
// "The workers' files, asked for by the page").

import { WORKER_FILES_META } from "../app/features/checker/lib/worker-files-meta.mjs";

/** The built worker entries whose files the checker asks for ahead. */
const WORKER_ENTRY = /^(?:crack-time|blocklist)-worker-[\w-]+\.js$/;

/** A relative import in a built chunk: `from"./x.js"`, `import"./x.js"` or `import("./x.js")`. */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g;

/**
 * A chunk's URL written into another as a string, for `import(url)` (a `?chunk-url` import: the
 * estimator's dictionaries): `` `/assets/x.js` ``.
 */
const CHUNK_URL = /[`"']\/assets\/([\w.-]+\.js)[`"']/g;

/**
 * Every file the workers import, directly or not, their entries first, then by size, largest first
 * (the estimator), so that its download starts first.
 * @param {readonly string[]} assetNames the names of the files in the build's assets folder
 * @param {(name: string) => string} read a file's text
 * @returns {string[]} names in the assets folder
 */
export function workerFiles(assetNames, read) {
  const entries = assetNames.filter((name) => WORKER_ENTRY.test(name)).sort();
  if (entries.length !== 2) {
    throw new Error(
      `worker-files: expected the checker's two worker entries, found ${entries.length}`,
    );
  }
  const found = new Map();
  const pending = [...entries];
  while (pending.length > 0) {
    const name = pending.shift();
    if (found.has(name)) continue;
    if (!assetNames.includes(name))
      throw new Error(`worker-files: ${name} is imported but not built`);
    const text = read(name);
    found.set(name, text.length);
    for (const [, imported] of text.matchAll(IMPORT)) pending.push(imported);
    for (const [, imported] of text.matchAll(CHUNK_URL)) pending.push(imported);
  }
  const imports = [...found.keys()].filter((name) => !entries.includes(name));
  imports.sort((a, b) => found.get(b) - found.get(a) || a.localeCompare(b));
  return [...entries, ...imports];
}

/**
 * `html` with a <meta> element before `</head>` naming `files` as URL paths under /assets/.
 * @param {string} html
 * @param {readonly string[]} files
 */
export function withWorkerFiles(html, files) {
  if (html.includes(`name="${WORKER_FILES_META}"`)) return html;
  const at = html.indexOf("</head>");
  if (at === -1) throw new Error("worker-files: a page without </head>");
  const content = files.map((name) => `/assets/${name}`).join(" ");
  return `${html.slice(0, at)}<meta name="${WORKER_FILES_META}" content="${content}"/>${html.slice(at)}`;
}
