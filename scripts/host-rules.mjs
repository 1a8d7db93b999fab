// How the built site is served, written once: which URL answers with which file, which path
// redirects, what is not found, which headers each response carries and which encodings exist.
// `npm run serve` (scripts/serve.mjs) follows these rules at run time; scripts/host-config.mjs
// writes them out for real hosts (_headers, an nginx server block). Their agreement is tested.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

import {
  FRAME_FILE,
  buildFrameSecurityHeaders,
  buildSecurityHeaders,
  hashInlineScripts,
  readThirdPartyManifest,
} from "./security-headers.mjs";
import { LOCALE_PREFIXES, englishPathOf, pagePath } from "./site-pages.mjs";

/** Hashed file names: a new build writes new names, so a copy may be kept for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else may be stored but is checked with the server before each use. */
export const REVALIDATE_CACHE = "no-cache";
/** Two years, with subdomains, as the HSTS preload list asks (https://hstspreload.org/). */
export const HSTS = "max-age=63072000; includeSubDomains; preload";

/** The precompressed copies scripts/compress.mjs writes: each encoding with its file suffix. */
export const ENCODINGS = Object.freeze([
  Object.freeze({ name: "br", suffix: ".br" }),
  Object.freeze({ name: "gzip", suffix: ".gz" }),
]);

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|data|xml|json|svg|txt|webmanifest)$/;

/** The file every unknown path answers with, status 404 (scripts/post-build.mjs writes it). */
export const NOT_FOUND_FILE = "404.html";

/**
 * The not-found page in a language beside English (`de/404.html`): the answer to an unknown path
 * under that language's prefix (`/de/whatever`), when the build has it.
 * @param {string} prefix
 */
export const localizedNotFoundFile = (prefix) => `${prefix}/${NOT_FOUND_FILE}`;

const CONTENT_TYPES = new Map(
  Object.entries({
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    // React Router's client navigation data (turbo-stream), as its own server labels it.
    ".data": "text/x-script; charset=utf-8",
    ".woff2": "font/woff2",
  }),
);

/**
 * @typedef {{ path: string, file: string, scriptHashes: string[] }} Page
 *   a prerendered page: its one URL, its file under the build, its inline scripts' CSP sources
 * @typedef {{ path: string, file: string, origin: string, scriptHashes: string[] }} Frame
 *   a third-party frame page ("/frames/ad.html"): its file, the one provider origin its policy
 *   allows, its inline scripts' CSP sources
 * @typedef {{
 *   pages: Map<string, Page>,
 *   frames: Map<string, Frame>,
 *   files: Set<string>,
 *   notFound: Page,
 *   localizedNotFound: Map<string, Page>,
 *   entries: Set<string>,
 *   formOrigins: string[],
 *   reportUrl: string | null,
 *   pageConnectOrigins: Record<string, string[]>,
 * }} Site
 *   pages by URL path; the third-party frame pages by URL path (docs/decisions/
 *   third-party-isolation.md); the other files served by their own name ("assets/app-1a2b.js");
 *   every file of the build folder; where the newsletter form may post; where browsers report
 *   what the policy blocked (CSP_REPORT_URL), if anywhere; what one page alone may call besides
 *   the site (the checker's breach check)
 * @typedef {{ kind: "page", page: Page }
 *   | { kind: "frame", frame: Frame }
 *   | { kind: "file", file: string }
 *   | { kind: "redirect", location: string }
 *   | { kind: "not-found", locale?: string }} Target
 *   what a request path answers with
 */

/**
 * Whether a non-HTML file answers at its own name. Hidden: dot files, the host's files at the top
 * (`_headers`, `_redirects`; but `_root.data`, the home page's data for client navigation, is
 * React Router's), and the compressed copies, which are only sent in place of their original. HTML answers only at its page's clean URL (`__spa-fallback.html` and `404.html`
 * at none).
 * @param {string} file
 * @param {Set<string>} entries
 */
function isServedByName(file, entries) {
  if (file.endsWith(".html")) return false;
  if (/^_(?!root\.data$)/.test(file) || /(^|\/)\./.test(file)) return false;
  return !ENCODINGS.some(
    ({ suffix }) => file.endsWith(suffix) && entries.has(file.slice(0, -suffix.length)),
  );
}

/**
 * The site as the rules see it, from a list of its files (paths relative to the build folder,
 * "/"-separated) and a way to read an HTML file.
 * @param {Iterable<string>} fileList
 * @param {(file: string) => string} readHtml
 * @param {import("./security-headers.mjs").ThirdPartyManifest} thirdParties
 * @returns {Site}
 */
export function describeSite(fileList, readHtml, thirdParties) {
  const entries = new Set(fileList);
  if (!entries.has("index.html")) throw new Error("host-rules: the build has no index.html");
  if (!entries.has(NOT_FOUND_FILE)) {
    throw new Error(
      `host-rules: the build has no ${NOT_FOUND_FILE} (scripts/post-build.mjs writes it)`,
    );
  }
  /** @type {Page[]} */
  const pageList = [];
  const files = new Set();
  for (const file of [...entries].sort()) {
    // The not-found pages' own folders are no pages: `/404` is not found like any other.
    const path = pagePath(file);
    if (path !== null && !isNotFoundPath(path)) {
      pageList.push({ path, file, scriptHashes: hashInlineScripts(readHtml(file)) });
    } else if (isServedByName(file, entries)) {
      files.add(file);
    }
  }
  const pages = new Map(
    sharePoliciesOfTranslations(pageList)
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => [page.path, page]),
  );
  const notFound = {
    path: "/404.html",
    file: NOT_FOUND_FILE,
    scriptHashes: hashInlineScripts(readHtml(NOT_FOUND_FILE)),
  };
  /** @type {Map<string, Page>} */
  const localizedNotFound = new Map();
  for (const prefix of LOCALE_PREFIXES) {
    const file = localizedNotFoundFile(prefix);
    if (!entries.has(file)) continue;
    localizedNotFound.set(prefix, {
      path: `/${file}`,
      file,
      scriptHashes: hashInlineScripts(readHtml(file)),
    });
  }
  /** @type {Map<string, Frame>} */
  const frames = new Map();
  for (const [file, origin] of Object.entries(thirdParties.frames).sort()) {
    if (!FRAME_FILE.test(file) || !entries.has(file)) {
      throw new Error(`host-rules: the build lists the frame ${file} but has no such file`);
    }
    frames.set(`/${file}`, {
      path: `/${file}`,
      file,
      origin,
      scriptHashes: hashInlineScripts(readHtml(file)),
    });
  }
  return {
    pages,
    frames,
    files,
    notFound,
    localizedNotFound,
    entries,
    formOrigins: thirdParties.formOrigins,
    reportUrl: thirdParties.reportUrl ?? null,
    pageConnectOrigins: thirdParties.pageConnectOrigins ?? {},
  };
}

/**
 * The page's path under its language's prefix ("/password-checker" for "/de/password-checker"),
 * or null for an English page or a language's home page.
 * @param {string} path
 */
export function translatedSlug(path) {
  const english = englishPathOf(path);
  return english === "/" ? null : english;
}

/**
 * The pages, a page's translations sharing one policy: each allows the inline scripts of all six
 * (their first-paint data differs by language: a German passphrase page draws from the German
 * list). Still only scripts of this build, and of the same page; what the page may call is
 * the same in every language. It lets one `_headers` rule ("/* /password-checker", without the
 * space) answer for the six, where Cloudflare Pages reads at most 100 rules.
 * @param {Page[]} pageList
 * @returns {Page[]}
 */
function sharePoliciesOfTranslations(pageList) {
  /** @type {Map<string, Set<string>>} */
  const hashes = new Map();
  for (const page of pageList) {
    const slug = translatedSlug(page.path);
    if (slug === null) continue;
    const union = hashes.get(slug) ?? new Set();
    for (const hash of page.scriptHashes) union.add(hash);
    hashes.set(slug, union);
  }
  return pageList.map((page) => {
    const slug = translatedSlug(page.path);
    const union = slug === null ? undefined : hashes.get(slug);
    return union === undefined ? page : { ...page, scriptHashes: [...union].sort() };
  });
}

/**
 * Reads a build folder (`build/client` or a test's fixture) into the rules' view of it.
 * @param {string} root
 * @returns {Site}
 */
export function readSite(root) {
  const fileList = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
  return describeSite(
    fileList,
    (file) => readFileSync(join(root, file), "utf8"),
    readThirdPartyManifest(join(root, "third-parties.json")),
  );
}

/** @type {Target} */
const NOT_FOUND = Object.freeze({ kind: "not-found" });

/** @param {string} path */
function isNotFoundPath(path) {
  return path === "/404" || LOCALE_PREFIXES.some((prefix) => path === `/${prefix}/404`);
}

/**
 * The not-found answer for a path: in the language of its prefix when the build has that
 * language's not-found page (`/de/whatever`), else the English one.
 * @param {Site} site
 * @param {string} path
 * @returns {Target}
 */
function notFoundFor(site, path) {
  const prefix = path.split("/")[1] ?? "";
  return site.localizedNotFound.has(prefix) ? { kind: "not-found", locale: prefix } : NOT_FOUND;
}

/**
 * The not-found page a not-found answer sends.
 * @param {Site} site
 * @param {Target} target
 * @returns {Page}
 */
export function notFoundPage(site, target) {
  const locale = target.kind === "not-found" ? target.locale : undefined;
  return (locale === undefined ? undefined : site.localizedNotFound.get(locale)) ?? site.notFound;
}

/**
 * What a request path answers with. One URL per page: `/about/` and `/about/index.html` redirect
 * to `/about`; the not-found page's own names (`/404`, `/404.html`) are not found; nothing outside
 * the build's own list of files can be named, so no path escapes the folder.
 * @param {Site} site
 * @param {string} pathname the URL's path, still percent-encoded
 * @returns {Target}
 */
export function resolveRequest(site, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return notFoundFor(site, pathname);
  }
  const page = site.pages.get(path);
  if (page) return { kind: "page", page };
  const frame = site.frames.get(path);
  if (frame) return { kind: "frame", frame };
  const bare = path.endsWith("/index.html")
    ? path.slice(0, -"index.html".length)
    : path.replace(/\/+$/, "");
  const canonical = bare.replace(/\/+$/, "") || "/";
  if (bare !== path && site.pages.has(canonical)) {
    return { kind: "redirect", location: encodeURI(canonical) };
  }
  const file = path.slice(1);
  return site.files.has(file) ? { kind: "file", file } : notFoundFor(site, path);
}

/**
 * The security headers with a policy that allows exactly these inline scripts, plus HSTS where
 * the site is served over HTTPS (the host configs), never on local http.
 * @param {Site} site
 * @param {string[]} scriptHashes
 * @param {{ hsts?: boolean }} options
 * @param {string | null} [pagePath] the page whose own calls the policy allows, if any
 */
function securityHeaders(site, scriptHashes, { hsts = false }, pagePath = null) {
  return {
    ...buildSecurityHeaders(scriptHashes, {
      formOrigins: site.formOrigins,
      reportUrl: site.reportUrl,
      connectOrigins: (pagePath === null ? undefined : site.pageConnectOrigins[pagePath]) ?? [],
    }),
    ...(hsts ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/**
 * The headers of an answer that is neither a page nor a file (a redirect, a refused method):
 * the security headers, with a policy that allows no inline script.
 * @param {Site} site
 * @param {{ hsts?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function baseHeaders(site, options = {}) {
  return securityHeaders(site, [], options);
}

/**
 * The headers a response carries besides its body's own (type, length, encoding, validators):
 * the security headers, with the page's own Content-Security-Policy, and its cache rule. A
 * redirect (or a refused method) gets the security headers with no inline script allowed.
 * @param {Site} site
 * @param {Target} target
 * @param {{ hsts?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function responseHeaders(site, target, options = {}) {
  switch (target.kind) {
    case "page":
      return {
        ...securityHeaders(site, target.page.scriptHashes, options, target.page.path),
        "Cache-Control": REVALIDATE_CACHE,
      };
    case "frame":
      return {
        ...buildFrameSecurityHeaders(target.frame.scriptHashes, target.frame.origin),
        ...(options.hsts ? { "Strict-Transport-Security": HSTS } : {}),
        "Cache-Control": REVALIDATE_CACHE,
      };
    case "not-found":
      return {
        ...securityHeaders(site, notFoundPage(site, target).scriptHashes, options),
        "Cache-Control": REVALIDATE_CACHE,
      };
    case "file":
      return {
        ...securityHeaders(site, [], options),
        "Cache-Control": target.file.startsWith("assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      };
    case "redirect":
      return baseHeaders(site, options);
  }
}

/**
 * The headers every response carries, whatever its path: what `_headers` can attach to `/*`.
 * The policy, its report endpoint and X-Frame-Options differ between the site's documents and
 * its frame pages.
 * @param {Site} site
 * @param {{ hsts?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function commonHeaders(site, options) {
  const {
    "Content-Security-Policy": _policy,
    "X-Frame-Options": _framing,
    "Reporting-Endpoints": _reports,
    ...common
  } = baseHeaders(site, options);
  return common;
}

/**
 * The Content-Type of a file, by its extension.
 * @param {string} file
 */
export function contentType(file) {
  const extension = /\.[^./]+$/.exec(file)?.[0] ?? "";
  return CONTENT_TYPES.get(extension) ?? "application/octet-stream";
}
