#!/usr/bin/env node
// Writes the service worker (scripts/service-worker.js) into the build, with a version and the
// list of files to precache, once scripts/post-build.mjs has finished the prerendered pages
// (docs/stack-notes.md, "Offline").
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { FETCH_AHEAD_MESSAGE } from "../app/features/checker/lib/worker-files-meta.mjs";
import { IS_GONE_MESSAGE } from "../app/lib/stale-build-meta.mjs";
import { CLIENT_DIR } from "./build-dir.mjs";
import { LOCALE_PREFIXES, pagePath } from "./site-pages.mjs";

const client = fileURLToPath(CLIENT_DIR);
const entries = await readdir(client, { recursive: true });

// Offline (docs/product-decisions.md, "Works offline"): precache every page, its client-navigation
// data and every asset, but not the 850 KB crack-time estimator, which the service worker caches
// the first time it is used.
const SKIP = [
  /^assets\/estimator-/,
  /^__spa-fallback\.html$/,
  // The not-found pages, English and each language's (`de/404.html`), answer with status 404,
  // which the list refuses: service-worker.js stores the English one apart, and answers an
  // unknown path with it offline, whatever its prefix.
  new RegExp(`^(?:(?:${LOCALE_PREFIXES.join("|")})/)?404(?:/index)?\\.html$`),
  /^og-image\.png$/,
  /^sw\.js$/,
  // The sandboxed ad and analytics frames: useless offline, and their policy comes from the host.
  /^frames\//,
];
const precache = [];
const hash = createHash("sha256");
for (const entry of entries.sort()) {
  if (SKIP.some((pattern) => pattern.test(entry))) continue;
  if (!/\.(html|data|js|css|svg|png|webmanifest)$/.test(entry)) continue;
  const url = pagePath(entry) ?? `/${entry}`;
  precache.push(url);
  hash.update(url);
  hash.update(await readFile(`${client}${entry}`));
}
hash.update(await readFile(`${client}404.html`));
const version = hash.digest("hex").slice(0, 12);
const worker = await readFile(new URL("./service-worker.js", import.meta.url), "utf8");
await writeFile(
  `${client}sw.js`,
  [
    `const VERSION = ${JSON.stringify(version)};`,
    `const PRECACHE = ${JSON.stringify(precache)};`,
    `const FETCH_AHEAD_MESSAGE = ${JSON.stringify(FETCH_AHEAD_MESSAGE)};`,
    `const IS_GONE_MESSAGE = ${JSON.stringify(IS_GONE_MESSAGE)};`,
    worker,
  ].join("\n"),
);

console.log(`build-service-worker: wrote sw.js (${precache.length} files, version ${version})`);
