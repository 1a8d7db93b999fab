#!/usr/bin/env node
// Writes the serving rules of scripts/host-rules.mjs for real hosts, so that production sends
// what `npm run serve` sends: `_headers` in the client build (Netlify, Cloudflare Pages) and an
// nginx server block in build/host/nginx.conf (outside the served folder).
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import {
  baseHeaders,
  commonHeaders,
  readSite,
  responseHeaders,
  translatedSlug,
} from "./host-rules.mjs";
import { readSiteUrl } from "./site-url.mjs";

/** Cloudflare Pages reads at most this many `_headers` rules, each line at most 2,000 characters. */
export const HEADERS_FILE_LIMITS = Object.freeze({ rules: 100, lineLength: 2000 });

/**
 * @typedef {import("./host-rules.mjs").Site} Site
 * @typedef {import("./host-rules.mjs").Target} Target
 * @typedef {{ pattern: string, headers: Record<string, string> }} HeaderRule
 */

/**
 * Whether a `_headers` path pattern matches a path: `*` stands for anything, "/" included.
 * @param {string} pattern
 * @param {string} path
 */
export function matchesPattern(pattern, path) {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`).test(path);
}

/**
 * Every response's headers less the ones `/*` gives all of them: its policy and cache rule.
 * @param {Record<string, string>} headers
 * @param {Record<string, string>} common
 */
function ownHeaders(headers, common) {
  const own = Object.entries(headers).filter(([name, value]) => common[name] !== value);
  for (const [name] of own) {
    if (name in common) throw new Error(`host-config: ${name} differs between paths`);
  }
  return Object.fromEntries(own);
}

/**
 * The `_headers` rules: `/*` with what every response carries, then for each path at most one
 * other rule, so no host ever joins two values of one header. Files that share an extension
 * and their headers share a `/*.ext` rule when no other URL of the site would match it.
 * @param {Site} site
 * @param {{ hsts: boolean }} options
 * @returns {HeaderRule[]}
 */
export function headerRules(site, options) {
  const common = commonHeaders(site, options);
  /** @param {Target} target */
  const own = (target) => ownHeaders(responseHeaders(site, target, options), common);
  /** @type {HeaderRule[]} */
  const rules = [{ pattern: "/*", headers: common }];

  const assets = [...site.files].filter((file) => file.startsWith("assets/"));
  const assetHeaders = assets.map((file) => JSON.stringify(own({ kind: "file", file })));
  if (assets.length > 0 && new Set(assetHeaders).size === 1) {
    rules.push({ pattern: "/assets/*", headers: own({ kind: "file", file: assets[0] ?? "" }) });
  }
  const urls = [
    ...[...site.pages.keys()].flatMap((path) => [path, `${path}/`]),
    ...[...site.frames.keys()],
    ...[...site.files].map((file) => `/${file}`),
  ];
  /** Whether no URL of the site but `allowed` matches a glob. */
  const onlyMatches = (/** @type {string} */ glob, /** @type {string[]} */ allowed) =>
    urls.every((url) => !matchesPattern(glob, url) || allowed.includes(url));

  // Netlify and Cloudflare Pages serve a folder's index.html at "/about/" as well (they choose
  // which of the two redirects), so each page's headers go to both. A page's translations share
  // their headers (host-rules.mjs, `sharePoliciesOfTranslations`): "/*/password-checker" answers
  // for the six when nothing else of the site ends that way. An unknown path that does
  // ("/xx/password-checker") gets that page's policy with its not-found page, whose scripts it
  // does not allow: the page shows, without its search.
  /** @type {Map<string, import("./host-rules.mjs").Page[]>} */
  const translations = new Map();
  for (const page of site.pages.values()) {
    const slug = translatedSlug(page.path);
    if (slug !== null) translations.set(slug, [...(translations.get(slug) ?? []), page]);
  }
  /** @type {Set<string>} */
  const answeredByGlob = new Set();
  for (const [slug, group] of translations) {
    const headers = group.map((page) => own({ kind: "page", page }));
    const paths = group.map((page) => page.path);
    if (
      group.length > 1 &&
      new Set(headers.map((h) => JSON.stringify(h))).size === 1 &&
      onlyMatches(`/*${slug}`, paths) &&
      onlyMatches(
        `/*${slug}/`,
        paths.map((path) => `${path}/`),
      )
    ) {
      const shared = headers[0] ?? {};
      rules.push(
        { pattern: `/*${slug}`, headers: shared },
        { pattern: `/*${slug}/`, headers: shared },
      );
      for (const path of paths) answeredByGlob.add(path);
    }
  }
  for (const page of site.pages.values()) {
    if (answeredByGlob.has(page.path)) continue;
    const headers = own({ kind: "page", page });
    rules.push({ pattern: page.path, headers });
    if (page.path !== "/") rules.push({ pattern: `${page.path}/`, headers });
  }
  // The third-party frame pages, each with its own policy. Cloudflare Pages redirects
  // "/frames/ad.html" to "/frames/ad" and serves it there, so that name gets the headers too.
  for (const frame of site.frames.values()) {
    const headers = own({ kind: "frame", frame });
    rules.push({ pattern: frame.path, headers });
    rules.push({ pattern: frame.path.replace(/\.html$/, ""), headers });
  }

  const covered = (/** @type {string} */ url) =>
    rules.some((rule) => rule !== rules[0] && matchesPattern(rule.pattern, url));
  /** @type {Map<string, string[]>} */
  const byExtension = new Map();
  for (const file of site.files) {
    if (covered(`/${file}`)) continue;
    const extension = /\.[^./]+$/.exec(file)?.[0] ?? "";
    byExtension.set(extension, [...(byExtension.get(extension) ?? []), file]);
  }
  for (const [extension, files] of byExtension) {
    const headers = files.map((file) => own({ kind: "file", file }));
    const glob = `/*${extension}`;
    const alone = onlyMatches(
      glob,
      files.map((file) => `/${file}`),
    );
    if (extension && alone && new Set(headers.map((h) => JSON.stringify(h))).size === 1) {
      rules.push({ pattern: glob, headers: headers[0] ?? {} });
    } else {
      files.forEach((file, index) =>
        rules.push({ pattern: `/${file}`, headers: headers[index] ?? {} }),
      );
    }
  }
  return rules;
}

/**
 * The `_headers` file for Netlify and Cloudflare Pages.
 * @param {Site} site
 * @param {{ siteUrl: string }} options
 * @returns {{ text: string, warnings: string[] }}
 */
export function renderHeadersFile(site, { siteUrl }) {
  const rules = headerRules(site, { hsts: isHttps(siteUrl) });
  const lines = [
    "# Response headers for Netlify and Cloudflare Pages, written by scripts/host-config.mjs from",
    "# scripts/host-rules.mjs at build time: change the rules, not this file.",
    "# Every path matches /* and at most one other rule, so no header is ever sent twice.",
    "# Unknown paths get the host's own 404.html answer, with the /* headers and those of a",
    "# /*.ext rule if one matches: the hosts match rules by the path asked for, not the file sent.",
    "# 404.html carries its own policy in a <meta> element for that reason.",
  ];
  for (const { pattern, headers } of rules) {
    lines.push(
      "",
      pattern,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  const warnings = [];
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    warnings.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads ${HEADERS_FILE_LIMITS.rules}`,
    );
  }
  const longest = Math.max(...lines.map((line) => line.length));
  if (longest > HEADERS_FILE_LIMITS.lineLength) {
    warnings.push(
      `_headers has a ${longest}-character line; Cloudflare Pages reads ${HEADERS_FILE_LIMITS.lineLength}`,
    );
  }
  return { text: `${lines.join("\n")}\n`, warnings };
}

/** @param {string} siteUrl */
function isHttps(siteUrl) {
  return new URL(siteUrl).protocol === "https:";
}

/**
 * nginx `add_header` lines; `always` so that 404 answers carry them too. A value in double
 * quotes, or in single quotes when it holds a double quote (Reporting-Endpoints).
 * @param {Record<string, string>} headers
 * @param {string} indent
 */
function addHeaders(headers, indent) {
  return Object.entries(headers).map(([name, value]) => {
    const quote = value.includes('"') ? "'" : '"';
    // In an nginx string "$" starts a variable and cannot be escaped.
    if (/[$\\]/.test(value) || value.includes(quote))
      throw new Error(`host-config: cannot write ${name}: ${value} for nginx`);
    return `${indent}add_header ${name} ${quote}${value}${quote} always;`;
  });
}

/**
 * An nginx `location` block.
 * @param {string} match e.g. "= /about", "/assets/", "~ \\.br$"
 * @param {string[]} directives
 * @param {Record<string, string>} [headers]
 */
function location(match, directives, headers = {}) {
  const indent = "        ";
  return [
    `    location ${match} {`,
    ...directives.map((directive) => `${indent}${directive}`),
    ...addHeaders(headers, indent),
    "    }",
  ];
}

/**
 * A sample nginx server block that serves the build by the same rules as `npm run serve`.
 * @param {Site} site
 * @param {{ siteUrl: string, root?: string }} options root: where the deployer copies build/client
 * @returns {string}
 */
export function renderNginxConfig(site, { siteUrl, root = "/var/www/keysmith" }) {
  const https = isHttps(siteUrl);
  const options = { hsts: https };
  const host = new URL(siteUrl).hostname;
  const origin = new URL(siteUrl).origin;
  const redirect = baseHeaders(site, options);
  const pages = [...site.pages.values()];
  const others = [...site.files].filter((file) => !file.startsWith("assets/"));
  const typed = others.filter((file) => /\.(data|webmanifest)$/.test(file));
  for (const file of [...site.files].filter((file) => /\.(data|webmanifest)$/.test(file))) {
    if (file.startsWith("assets/")) throw new Error(`host-config: no nginx rule types ${file}`);
  }
  const fileHeaders = (/** @type {string[]} */ files, /** @type {string} */ fallback) => {
    const all = new Set(
      files.map((file) => JSON.stringify(responseHeaders(site, { kind: "file", file }, options))),
    );
    if (all.size > 1) throw new Error(`host-config: the files under ${fallback} differ in headers`);
    return responseHeaders(site, { kind: "file", file: files[0] ?? fallback }, options);
  };
  const lines = [
    `# Keysmith on nginx, for ${origin}: written by scripts/host-config.mjs from`,
    "# scripts/host-rules.mjs at build time, the rules `npm run serve` follows. Include it in the",
    "# http {} block and copy build/client, with its .br and .gz copies, to the root below.",
    "# brotli_static needs the ngx_brotli module (Debian: libnginx-mod-http-brotli-static);",
    "# without it, delete that line and nginx sends the .gz copies only.",
    "# Every location repeats its add_header lines: one that has any inherits none.",
    "",
  ];
  if (https) {
    lines.push(
      "server {",
      "    listen 80;",
      "    listen [::]:80;",
      `    server_name ${host};`,
      `    return 301 https://${host}$request_uri;`,
      "}",
      "",
    );
  }
  lines.push(
    "server {",
    ...(https
      ? [
          "    listen 443 ssl;",
          "    listen [::]:443 ssl;",
          '    http2 on; # nginx 1.25.1 or later; before that, write "listen 443 ssl http2;" instead',
          `    server_name ${host};`,
          `    ssl_certificate /etc/ssl/certs/${host}.pem; # your certificate and its key`,
          `    ssl_certificate_key /etc/ssl/private/${host}.key;`,
          "    ssl_protocols TLSv1.2 TLSv1.3;",
        ]
      : ["    listen 80;", "    listen [::]:80;", `    server_name ${host};`]),
    "",
    `    root ${root};`,
    "    charset utf-8;",
    "    gzip_static on;",
    "    brotli_static on;",
    "    gzip_vary on;",
    "    error_page 404 /404.html;",
    "",
    "    if ($request_method !~ ^(GET|HEAD)$) {",
    "        return 405;",
    "    }",
    "",
    "    # The not-found page: the answer to every unknown path, with status 404.",
    ...location(
      "= /404.html",
      ["internal;"],
      responseHeaders(site, { kind: "not-found" }, options),
    ),
    "",
  );
  // The not-found page in each other language answers the unknown paths under its prefix
  // (scripts/host-rules.mjs, `notFoundPage`); files there are served as under "/".
  for (const [locale, page] of site.localizedNotFound) {
    lines.push(
      ...location(
        `= /${page.file}`,
        ["internal;"],
        responseHeaders(site, { kind: "not-found", locale }, options),
      ),
      ...location(
        `/${locale}/`,
        [`error_page 404 /${page.file};`, "try_files $uri =404;"],
        fileHeaders(
          others.filter((file) => !typed.includes(file)),
          "",
        ),
      ),
    );
  }
  lines.push(
    "",
    "    # Each page at one URL, with a policy that allows exactly its inline scripts.",
  );
  for (const page of pages) {
    lines.push(
      ...location(
        `= ${page.path}`,
        [`try_files /${page.file} =404;`],
        responseHeaders(site, { kind: "page", page }, options),
      ),
    );
  }
  if (site.frames.size > 0) {
    lines.push(
      "",
      "    # The sandboxed frames that hold the ad and analytics scripts, each with its own policy.",
    );
  }
  for (const frame of site.frames.values()) {
    lines.push(
      ...location(
        `= ${frame.path}`,
        [`try_files /${frame.file} =404;`],
        responseHeaders(site, { kind: "frame", frame }, options),
      ),
    );
  }
  lines.push("", "    # The other names of a page redirect to its URL.");
  for (const page of pages) {
    const target = `${page.path}$is_args$args`;
    if (page.path !== "/")
      lines.push(...location(`= ${page.path}/`, [`return 301 ${target};`], redirect));
    lines.push(...location(`= /${page.file}`, [`return 301 ${target};`], redirect));
  }
  lines.push(
    "",
    "    # Hashed assets: a new build has new names.",
    ...location(
      "/assets/",
      ["try_files $uri =404;"],
      fileHeaders(
        [...site.files].filter((file) => file.startsWith("assets/")),
        "assets/",
      ),
    ),
    "",
    "    # Every other file by its own name.",
    ...location(
      "/",
      ["try_files $uri =404;"],
      fileHeaders(
        others.filter((file) => !typed.includes(file)),
        "",
      ),
    ),
    "",
    "    # Not found by their own names: folders, HTML outside its page's URL, the compressed",
    "    # copies (sent only in place of their file), host files and dot files (but React",
    "    # Router's _root.data, the home page's navigation data).",
    ...location("~ (/$|\\.(html|br|gz)$|^/_(?!root\\.data$)|/\\.)", ["return 404;"]),
    "",
    "    # Types nginx's mime.types lacks: React Router's navigation data, the app manifest.",
    ...location(
      "~ \\.(data|webmanifest)$",
      [
        "types { text/x-script data; application/manifest+json webmanifest; }",
        "try_files $uri =404;",
      ],
      fileHeaders(typed, "x.data"),
    ),
    "}",
  );
  return `${lines.join("\n")}\n`;
}

/**
 * Netlify's `_redirects`: an unknown path under a language's prefix answers with that language's
 * not-found page, status 404 (Cloudflare Pages finds the nearest 404.html by itself). A rule
 * applies only where no file answers, so every page keeps its own.
 * @param {Site} site
 */
export function renderRedirectsFile(site) {
  const lines = [
    "# Written by scripts/host-config.mjs from scripts/host-rules.mjs at build time.",
    ...[...site.localizedNotFound].map(([locale, page]) => `/${locale}/*  /${page.file}  404`),
  ];
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const siteUrl = readSiteUrl(process.env);
  const site = readSite(fileURLToPath(CLIENT_DIR));
  const { text, warnings } = renderHeadersFile(site, { siteUrl });
  await writeFile(new URL("_headers", CLIENT_DIR), text);
  await writeFile(new URL("_redirects", CLIENT_DIR), renderRedirectsFile(site));
  const hostDir = new URL(`../${BUILD_DIR}/host/`, import.meta.url);
  await mkdir(hostDir, { recursive: true });
  await writeFile(new URL("nginx.conf", hostDir), renderNginxConfig(site, { siteUrl }));
  // A host that reads part of the file would serve some pages without their policy: the build
  // stops instead.
  for (const warning of warnings) console.error(`host-config: ${warning}`);
  if (warnings.length > 0) process.exitCode = 1;
  console.log(
    `host-config: wrote ${BUILD_DIR}/client/_headers, _redirects and ${BUILD_DIR}/host/nginx.conf for ${siteUrl}`,
  );
}
