#!/usr/bin/env node
// After React Router prerenders, its output finished: scripts wait for the first paint, static
// servers get a 404.html, so unknown paths answer with the full not-found page and status 404
// (docs/stack-notes.md, "Prerendering"), with its own policy in a <meta> element; and the
// client-navigation data React Router writes beside each resource route's file (the feed, the
// sitemap, robots.txt), which nothing reads, is removed.
import { readFileSync, statSync } from "node:fs";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { CLIENT_DIR } from "./build-dir.mjs";
import { compactManifest } from "./compact-manifest.mjs";
import { LOCALE_PREFIXES, englishPathOf, pagePath } from "./site-pages.mjs";
import { buildFirstPaintScripts, inlineFirstPaint } from "./first-paint.mjs";
import { paintBeforeScripts } from "./html-tuning.mjs";
import { inlineStylesheets } from "./inline-styles.mjs";
import { withPolicyMeta } from "./security-headers.mjs";
import { buildStaleBuildGuard, inlineStaleBuildGuard } from "./stale-build-guard.mjs";
import { withWorkerFiles, workerFiles } from "./worker-files.mjs";

const client = fileURLToPath(CLIENT_DIR);

// First paint before scripts (scripts/html-tuning.mjs), with the first password in it
// (or its mode's first value) on the pages that embed the generator (scripts/first-paint.mjs), and the stale-build
// guard first in every page's <head> (scripts/stale-build-guard.mjs); the stylesheet comes inside
// the HTML (scripts/inline-styles.mjs).
const firstPaintScripts = await buildFirstPaintScripts();
const staleBuildGuard = await buildStaleBuildGuard();
// The checker's pages, in every language, also name the files its workers load, so that the page
// can ask for them as soon as its code runs (scripts/worker-files.mjs). The list is read from the
// built assets, which the walk over the pages leaves as they are.
const assetNames = await readdir(`${client}assets`);
const checkerFiles = workerFiles(assetNames, (name) =>
  readFileSync(`${client}assets/${name}`, "utf8"),
);
const stylesheets = new Map();
const readStylesheet = (href) => {
  if (!stylesheets.has(href)) {
    stylesheets.set(href, readFileSync(`${client}${href.slice(1)}`, "utf8").trim());
  }
  return stylesheets.get(href);
};
let pagesTuned = 0;
let checkerPages = 0;
for (const entry of await readdir(client, { recursive: true })) {
  // The third-party frame pages are not React Router's and have no boot script.
  if (!entry.endsWith(".html") || entry.startsWith("frames/")) continue;
  const html = await readFile(`${client}${entry}`, "utf8");
  const tuned = inlineStylesheets(
    inlineStaleBuildGuard(
      inlineFirstPaint(paintBeforeScripts(html), firstPaintScripts),
      staleBuildGuard,
    ),
    readStylesheet,
  );
  if (tuned !== html) pagesTuned += 1;
  const path = pagePath(entry.replaceAll("\\", "/"));
  const isChecker = path !== null && (englishPathOf(path) ?? path) === "/password-checker";
  if (isChecker) checkerPages += 1;
  const page = isChecker ? withWorkerFiles(tuned, checkerFiles) : tuned;
  if (page !== html) await writeFile(`${client}${entry}`, page);
}
if (checkerPages !== LOCALE_PREFIXES.length + 1) {
  throw new Error(`post-build: found ${checkerPages} checker pages, expected one per language`);
}

// Netlify and Cloudflare Pages send 404.html for unknown paths with the `/*` headers only, no
// Content-Security-Policy: the page carries its own in a <meta> element (the same policy, less
// frame-ancestors and reports, which only a header can carry; it leaves by full page loads).
const notFound = withPolicyMeta(await readFile(`${client}404/index.html`, "utf8"));
if (!notFound.includes("Page Not Found")) {
  throw new Error("post-build: 404.html does not contain the not-found page");
}
await writeFile(`${client}404/index.html`, notFound);
await writeFile(`${client}404.html`, notFound);
// The not-found page in each other language, for unknown paths under its prefix
// (scripts/host-rules.mjs): `de/404.html` beside the German pages.
for (const prefix of LOCALE_PREFIXES) {
  const page = withPolicyMeta(await readFile(`${client}${prefix}/404/index.html`, "utf8"));
  if (!page.includes(`<html lang="${prefix}"`) || !page.includes(">404<")) {
    throw new Error(`post-build: ${prefix}/404.html is not the not-found page in "${prefix}"`);
  }
  await writeFile(`${client}${prefix}/404/index.html`, page);
  await writeFile(`${client}${prefix}/404.html`, page);
}

// A resource route's data ("sitemap.xml.data" beside "sitemap.xml"): only a client-side fetcher
// would ask for it. A page's data sits beside its folder ("about.data"), not beside a file.
const entries = await readdir(client, { recursive: true });
const resourceData = entries.filter(
  (entry) =>
    entry.endsWith(".data") &&
    statSync(`${client}${entry.slice(0, -".data".length)}`, { throwIfNoEntry: false })?.isFile(),
);
for (const entry of resourceData) await rm(`${client}${entry}`);

// The route manifest every page loads, its translated routes written once each.
const manifests = entries.filter((entry) => /^assets[\\/]manifest-[\w-]+\.js$/.test(entry));
if (manifests.length !== 1)
  throw new Error(`post-build: expected one route manifest, found ${manifests.length}`);
const manifestFile = `${client}${manifests[0]}`;
const manifestSource = await readFile(manifestFile, "utf8");
const compact = compactManifest(manifestSource, LOCALE_PREFIXES);
if (compact !== null) await writeFile(manifestFile, compact);

console.log(
  `post-build: scripts wait for the first paint on ${pagesTuned} pages; ${checkerPages} checker pages name their workers' ${checkerFiles.length} files; wrote 404.html and ${LOCALE_PREFIXES.length} in other languages; removed ${resourceData.length} resource routes' data; ${compact === null ? "left the route manifest as it was" : `route manifest ${manifestSource.length} → ${compact.length} bytes`}`,
);
