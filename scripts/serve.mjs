#!/usr/bin/env node
// Serves the built site the way production does, by the rules in scripts/host-rules.mjs: each
// page at its one clean URL, the production security headers with each page's own
// Content-Security-Policy, long caching for hashed assets, the brotli or gzip copy the browser
// accepts (scripts/compress.mjs), and the not-found page with status 404 for any unknown path.
// sirv sends the files; `vite preview` cannot do any of this (docs/stack-notes.md, "Serving").
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import {
  COMPRESSIBLE,
  ENCODINGS,
  baseHeaders,
  chooseEncoding,
  contentType,
  readSite,
  resolveRequest,
  responseHeaders,
} from "./host-rules.mjs";

/**
 * One stored form of a file: as built, or one of its precompressed copies.
 * @typedef {{ file: string, encoding: string | null, etag: string, modified: number, size: number }} Variant
 * @typedef {Map<string, Variant>} Variants by encoding name, "identity" for the file as built
 */

/**
 * The forms of a file the build holds. Each gets a strong ETag from its bytes, so the same build
 * has the same validators on every server and after every restart.
 * @param {string} root
 * @param {string} file
 * @param {Set<string>} entries
 * @returns {Variants}
 */
function readVariants(root, file, entries) {
  /** @type {Variants} */
  const variants = new Map();
  const forms = [{ name: "identity", suffix: "", encoding: null }].concat(
    ENCODINGS.map(({ name, suffix }) => ({ name, suffix, encoding: name })),
  );
  for (const { name, suffix, encoding } of forms) {
    const stored = file + suffix;
    if (!entries.has(stored)) continue;
    const path = join(root, stored);
    const bytes = readFileSync(path);
    const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
    const { mtimeMs } = statSync(path);
    variants.set(name, { file: stored, encoding, etag, modified: mtimeMs, size: bytes.length });
  }
  return variants;
}

/**
 * The form to send for a request's Accept-Encoding.
 * @param {Variants} variants
 * @param {string | undefined} acceptEncoding
 * @returns {Variant}
 */
function pickVariant(variants, acceptEncoding) {
  const encoding = chooseEncoding(acceptEncoding, new Set(variants.keys()));
  const variant = variants.get(encoding ?? "identity");
  if (!variant) throw new Error("serve: a file of the build has disappeared");
  return variant;
}

/**
 * Whether the browser's stored copy is current (RFC 9110 §13.1.2, §13.1.3): If-None-Match when
 * sent, compared weakly; otherwise If-Modified-Since, to the second.
 * @param {import("node:http").IncomingMessage} req
 * @param {Variant} variant
 */
function isFresh(req, variant) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
    return (
      ifNoneMatch.trim() === "*" ||
      ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(variant.etag))
    );
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(variant.modified / 1000) * 1000 <= since;
}

/**
 * A server for one build folder; not yet listening.
 * @param {{ root: string }} options root: the folder to serve (`build/client`, or a test's)
 * @returns {import("node:http").Server}
 */
export function createKeysmithServer({ root }) {
  const folder = resolve(root);
  const site = readSite(folder);
  /** @type {Map<string, Variants>} */
  const variants = new Map();
  const served = [
    ...site.files,
    ...[...site.pages.values()].map((page) => page.file),
    ...[...site.frames.values()].map((frame) => frame.file),
  ];
  for (const file of [...served, site.notFound.file]) {
    variants.set(file, readVariants(folder, file, site.entries));
  }
  const notFoundBodies = new Map(
    [...(variants.get(site.notFound.file) ?? [])].map(([name, variant]) => [
      name,
      readFileSync(join(folder, variant.file)),
    ]),
  );
  // sirv only ever gets the exact stored file to send: the rules above decide which.
  const send = sirv(folder, { etag: false, extensions: [], dotfiles: false });

  /**
   * The not-found page, status 404, in the encoding the browser accepts.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function sendNotFound(req, res) {
    const variant = pickVariant(
      variants.get(site.notFound.file) ?? new Map(),
      req.headers["accept-encoding"],
    );
    const body = notFoundBodies.get(variant.encoding ?? "identity") ?? Buffer.alloc(0);
    res.writeHead(404, {
      ...responseHeaders(site, { kind: "not-found" }),
      "Content-Type": contentType(site.notFound.file),
      Vary: "Accept-Encoding",
      ...(variant.encoding ? { "Content-Encoding": variant.encoding } : {}),
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, {
        ...baseHeaders(site),
        Allow: "GET, HEAD",
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end("Method Not Allowed");
      return;
    }
    // A path that starts with "//" is still a path here, not another host.
    const requestTarget = req.url ?? "/";
    const url = requestTarget.startsWith("/")
      ? new URL(`http://localhost${requestTarget}`)
      : new URL(requestTarget, "http://localhost");
    const target = resolveRequest(site, url.pathname);
    if (target.kind === "not-found") {
      sendNotFound(req, res);
      return;
    }
    if (target.kind === "redirect") {
      const location = target.location + url.search;
      res.writeHead(301, {
        ...responseHeaders(site, target),
        Location: location,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end(req.method === "HEAD" ? undefined : `Moved Permanently: ${location}`);
      return;
    }
    const file =
      target.kind === "page"
        ? target.page.file
        : target.kind === "frame"
          ? target.frame.file
          : target.file;
    const variant = pickVariant(variants.get(file) ?? new Map(), req.headers["accept-encoding"]);
    for (const [name, value] of Object.entries(responseHeaders(site, target))) {
      res.setHeader(name, value);
    }
    if (COMPRESSIBLE.test(file)) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", variant.etag);
    if (isFresh(req, variant)) {
      res.writeHead(304);
      res.end();
      return;
    }
    res.setHeader("Content-Type", contentType(file));
    // Whole files only: they are small, and sirv reads "bytes=-500" as the first 500 bytes.
    delete req.headers.range;
    req.url = encodeURI(`/${variant.file}`);
    send(req, res, () => {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendNotFound(req, res);
    });
  }

  return createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error("serve: could not answer", req.url, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
}

/**
 * `npm run serve`: serves the build KEYSMITH_BUILD_DIR names on PORT (4173) and HOST (localhost).
 * @returns {import("node:http").Server}
 */
export function serveBuild() {
  const root = fileURLToPath(CLIENT_DIR);
  if (!existsSync(join(root, "index.html"))) {
    console.error(`serve: no build found in ${BUILD_DIR}/client. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "localhost";
  const server = createKeysmithServer({ root });
  server.listen(port, host, () => {
    console.log(`Keysmith is being served at http://${host}:${port}/`);
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  serveBuild();
}
