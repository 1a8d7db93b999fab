// What each prerendered page makes the browser load before the visitor can interact: the JavaScript
// of its inline boot script, everything that imports statically, and its stylesheets, measured as
// gzip bytes from the build output (docs/decisions/first-view-budget.md). Dynamic imports inside
// chunks are code that loads when used, so they are not followed; the boot script's own import() is
// the hydration entry and is.
import { readFile, readdir } from "node:fs/promises";
import { join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";

import { init, parse } from "es-module-lexer";

import { GENERATOR_PATHS, englishPathOf, pagePath } from "./site-pages.mjs";

/**
 * The first-view targets of docs/product-decisions.md, "Fast everywhere", and
 * docs/decisions/first-view-budget.md. One KB is 1,000 bytes.
 */
export const TARGETS = Object.freeze({
  homeJsBytes: 125_000,
  homeJsFiles: 12,
  pageJsBytes: 115_000,
  cssBytes: 20_000,
});

/**
 * What `npm test` enforces. The JavaScript targets sit at or below what React 19 and React Router
 * 7 load on any page with this site's header and theme before the app's own code (about 116 KB
 * gzip; docs/decisions/first-view-budget.md), so these ceilings hold what has been won instead: a
 * change that adds first-view code fails here and must load it lazily. Lower them as pages get
 * lighter. The home page's file count meets its target.
 */
export const BUDGETS = Object.freeze({
  /**
   * The home page and the landing pages, which embed the generator. 147 KB until the first view's
   * second pass (chunk groups, build-time meta, lazy promotional sections), then 143 KB; 135.5 KB
   * since the chunk groups stopped counting a page that imports the engine's index as loading
   * all of it (the heaviest, the WiFi page, is 134.9 KB). It held when the stale-build guard
   * became an inline script (below): the landing pages' details left their client modules at the
   * same time (the WiFi page 134.0 KB with the guard). 135.8 KB since the pages speak other
   * languages (docs/decisions/i18n-library.md, "What it costs"): English pages load no message
   * runtime, but every page carries the shell's messages, the links to the translated pages and
   * six more routes in the manifest (1.0 to 1.2 KB; the WiFi page 135.8 KB). 136.1 KB since the
   * WiFi page and the not-found page speak them too: twelve more routes in the manifest every
   * page loads (0.24 KB, less the site's name that joined the shared file: 0.15 to 0.26 KB; the
   * WiFi page 136.0 KB). 136.3 KB since the checker, the bulk page and the four doors speak them
   * too: 36 more routes in the manifest, written once per page (scripts/compact-manifest.mjs:
   * 0.45 KB instead of 0.9 KB), and the WiFi page's messages (the WiFi page 136.2 KB). Kept
   * when the symbols page spoke them too: its six routes (33 bytes) paid for by writing each of
   * the blog's articles after the first as its path alone (27 bytes; the WiFi page 136.29 KB).
   * 136.4 KB since the business page speaks them too: its six routes and its path in the shared
   * file (39 bytes), of which writing each route's flags only where they differ from most
   * routes' won back 24 (scripts/compact-manifest.mjs): the WiFi page is 136.30 KB, on the line.
   * 136.8 KB since a field typed into before hydration keeps its text (app/lib/typed-before-hydration.ts):
   * an inline script in every page's <head> that notes which fields get typing (0.12 KB), and the
   * hook in the number field every generator card shows; neither can load lazily, since both
   * must be there when the page hydrates (about 0.3 KB; the WiFi page 136.7 KB). 137.0 KB since
   * the stale-build guard asks the service worker, not the page, whether a file that answered
   * 404 is gone from the server (app/lib/stale-build.ts): on a network that reaches nothing the
   * worker's own 404 for a file it could not fetch was taken for a deploy, and the page reloaded,
   * wiping what was typed, to say that Keysmith was being updated (0.18 KB; the WiFi page
   * 136.87 KB).
   */
  generatorPageJsBytes: 137_000,
  homeJsFiles: TARGETS.homeJsFiles,
  /**
   * 132 KB until the same pass; the heaviest, the checker, was 131.1 KB with the shared Field.
   * 132.5 KB since every page carries the stale-build guard in its entry
   * (docs/decisions/content-security-policy.md, "Stale tabs after a deploy": about 0.7 KB,
   * app/lib/stale-build.ts), which cannot load lazily: it is what recovers when lazy chunks no
   * longer load. 133.5 KB since the guard became an inline script in every page's <head>
   * (docs/decisions/content-security-policy.md, "Stale tabs after a deploy"): listening before the
   * route modules load, and catching their failures too, it grew to about 1.3 KB, and an inline
   * script shares no gzip window with the entry it left. 133.6 KB since the pages made for one
   * kind of secret (passphrases, PINs, memorable passwords, usernames): four more routes make the
   * route manifest every page loads 0.21 KB larger, and the header's Tools menu costs 0.18 KB (its
   * layout is CSS, app/app.css); the heaviest, the bulk generator, is 133.5 KB. 134 KB since the
   * WiFi handoff is one instance provided at the root (app/features/wifi-qr/wifi-handoff-provider.tsx)
   * instead of module variables, about 0.2 KB in the shared file, and the stale-build notice says
   * whether it reloaded (0.05 KB): the bulk generator is 133.8 KB. 134.9 KB since the pages speak
   * other languages, as for the generator pages above: the bulk generator is 134.9 KB. 135.1 KB
   * with the twelve routes of the WiFi and not-found pages in other languages (the bulk generator
   * 135.0 KB). 136.2 KB since the checker speaks them: the manifest's routes as above, and the
   * checker's words in its own messages (about 1.4 KB: the engine keeps its English for the
   * command line, so the English page carries both). The checker is 136.1 KB, the bulk generator
   * 135.6 KB. 135.7 KB since the checker's result (its components and words) is a chunk
   * loaded while the page is idle (docs/decisions/checker-verdict.md, "The result's own chunk"):
   * the checker is 131.7 KB, the heaviest is the bulk generator, 135.6 KB. 135.8 KB since the
   * pages in other languages write their figures without Intl (docs/decisions/i18n-library.md,
   * "Language-aware defaults": about 100 ms less of a phone's hydration on `/de`): the checker's
   * route imports that module, so the manifest every page loads names one more file (15 bytes),
   * and the bulk generator is 135.71 KB. 136.1 KB for the same inline script and hook as the
   * generator pages above (about 0.3 KB): the bulk generator is 136.0 KB. 136.3 KB for the
   * guard's question to the service worker, as above (0.18 KB): the bulk generator is 136.21 KB.
   */
  pageJsBytes: 136_300,
  /**
   * What a page in another language may load beyond its English page: Lingui's runtime and the
   * code that plugs it in (docs/decisions/i18n-library.md, "What it costs"), at most 3 KB gzip.
   */
  localizedExtraJsBytes: 3_000,
  cssBytes: TARGETS.cssBytes,
});

/** @param {string} text */
export function gzipSize(text) {
  return gzipSync(text, { level: 9 }).length;
}

/** React Router's hydration data: the page's loader data as a script, not code of ours. */
const ROUTER_DATA = /^\s*window\.__reactRouterContext\b/;

/**
 * The module specifiers an HTML page asks for up front: modulepreload links, module script
 * sources, and every import (static or dynamic) of its inline module scripts; and the code of
 * its executable inline scripts (the theme, typed-fields, scroll restoration and first-paint scripts:
 * docs/decisions/first-paint-password.md), which the page pays for in its HTML.
 * @param {string} html
 */
export function pageEntryPoints(html) {
  const scripts = new Set();
  const styles = new Set();
  const inline = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/i.test(tag)) scripts.add(href);
    // A disabled or print stylesheet does not hold up the first view (scripts/inline-styles.mjs).
    else if (/\brel="stylesheet"/i.test(tag) && !/\bmedia="print"|\bdisabled\b/i.test(tag)) {
      styles.add(href);
    }
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => match[1] ?? "",
  );
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) {
      scripts.add(src);
      continue;
    }
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
    const body = match[2] ?? "";
    if ((type === undefined || type === "module") && !ROUTER_DATA.test(body)) inline.push(body);
    if (type !== "module") continue;
    const [imports] = parse(match[2] ?? "");
    for (const specifier of imports) if (specifier.n) scripts.add(specifier.n);
  }
  return { scripts: [...scripts], styles: [...styles], inline, inlineStyles };
}

/**
 * The JavaScript files and stylesheets a page loads before interaction, each with its gzip size.
 * @param {string} clientDir the built site's folder
 * @param {string} htmlFile a page under it
 */
export async function measurePage(clientDir, htmlFile) {
  await init;
  const html = await readFile(htmlFile, "utf8");
  const entry = pageEntryPoints(html);
  const toFile = (url) => join(clientDir, url.replace(/^\//, ""));
  const scripts = new Map();
  const queue = entry.scripts.filter((url) => url.startsWith("/"));
  while (queue.length > 0) {
    const url = queue.shift();
    if (scripts.has(url)) continue;
    const source = await readFile(toFile(url), "utf8");
    scripts.set(url, gzipSize(source));
    const [imports] = parse(source);
    for (const specifier of imports) {
      // d === -1: a static import or re-export; dynamic ones load when used.
      if (specifier.d !== -1 || !specifier.n) continue;
      queue.push(posix.resolve(posix.dirname(url), specifier.n));
    }
  }
  const styles = new Map();
  for (const url of entry.styles) {
    if (url.startsWith("/")) styles.set(url, gzipSize(await readFile(toFile(url), "utf8")));
  }
  // The stylesheet inlined in the HTML (scripts/inline-styles.mjs) weighs as much as the file.
  const inlineStyleBytes = entry.inlineStyles.reduce((total, css) => total + gzipSize(css), 0);
  if (inlineStyleBytes > 0) styles.set("(inline styles)", inlineStyleBytes);
  // Each inline script compressed on its own: a little more than it costs inside the page's
  // compressed HTML, never less.
  const inlineBytes = entry.inline.reduce((total, body) => total + gzipSize(body), 0);
  if (inlineBytes > 0) scripts.set("(inline scripts)", inlineBytes);
  const sum = (map) => [...map.values()].reduce((total, size) => total + size, 0);
  return {
    scripts: [...scripts].map(([url, bytes]) => ({ url, bytes })).sort((a, b) => b.bytes - a.bytes),
    styles: [...styles].map(([url, bytes]) => ({ url, bytes })),
    jsBytes: sum(scripts),
    jsFiles: scripts.size - (inlineBytes > 0 ? 1 : 0),
    cssBytes: sum(styles),
  };
}

/**
 * Every prerendered page of a build, as its URL path and HTML file.
 * @param {string} clientDir
 */
export async function listPages(clientDir) {
  const entries = await readdir(clientDir, { recursive: true });
  const pages = [];
  for (const entry of entries) {
    const path = pagePath(entry);
    if (path !== null) pages.push({ path, file: join(clientDir, entry) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * How far a page is from the first-view targets (docs/product-decisions.md, "Fast everywhere"), in
 * words; none when it meets them.
 * @param {string} path
 * @param {{ jsBytes: number, jsFiles: number }} weight
 */
export function targetGaps(path, weight) {
  const gaps = [];
  const jsTarget = path === "/" ? TARGETS.homeJsBytes : TARGETS.pageJsBytes;
  if (weight.jsBytes > jsTarget) gaps.push(`+${kb(weight.jsBytes - jsTarget)} JS`);
  if (path === "/" && weight.jsFiles > TARGETS.homeJsFiles) {
    gaps.push(`+${weight.jsFiles - TARGETS.homeJsFiles} files`);
  }
  return gaps;
}

/**
 * The budget failures of one page's measurement, in words; none when it is within budget.
 * @param {string} path
 * @param {{ jsBytes: number, jsFiles: number, cssBytes: number }} weight
 */
export function budgetFailures(path, weight) {
  const failures = [];
  const english = englishPathOf(path);
  const jsLimit =
    (GENERATOR_PATHS.includes(english ?? path)
      ? BUDGETS.generatorPageJsBytes
      : BUDGETS.pageJsBytes) + (english === null ? 0 : BUDGETS.localizedExtraJsBytes);
  if (weight.jsBytes > jsLimit) {
    failures.push(`JavaScript ${kb(weight.jsBytes)} gzip is over the ${kb(jsLimit)} budget`);
  }
  if (path === "/" && weight.jsFiles > BUDGETS.homeJsFiles) {
    failures.push(
      `${weight.jsFiles} JavaScript files is over the budget of ${BUDGETS.homeJsFiles}`,
    );
  }
  if (weight.cssBytes > BUDGETS.cssBytes) {
    failures.push(`CSS ${kb(weight.cssBytes)} gzip is over the ${kb(BUDGETS.cssBytes)} budget`);
  }
  return failures;
}

/**
 * The failure of a page in another language that loads more than the message runtime's allowance
 * beyond its English page (BUDGETS.localizedExtraJsBytes), in words; none when within it.
 * @param {string} path
 * @param {{ jsBytes: number }} weight
 * @param {{ jsBytes: number }} englishWeight the weight of its English page
 */
export function localizedExtraFailures(path, weight, englishWeight) {
  const extra = weight.jsBytes - englishWeight.jsBytes;
  if (extra <= BUDGETS.localizedExtraJsBytes) return [];
  return [
    `JavaScript ${kb(extra)} gzip beyond ${englishPathOf(path)} is over the ${kb(BUDGETS.localizedExtraJsBytes)} allowance for the message runtime`,
  ];
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** A file's name relative to the build, for messages. */
export function shortName(clientDir, file) {
  return relative(clientDir, file);
}
