#!/usr/bin/env node
// Serves the built site the way production does: each route's prerendered HTML at its clean
// URL, the production security headers, long caching for hashed assets, and the not-found page
// with HTTP status 404 for any unknown path. `vite preview` cannot do this (STACK-NOTES).
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import { buildSecurityHeaders, hashInlineScripts } from "./security-headers.mjs";

const root = resolve(fileURLToPath(CLIENT_DIR));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const TYPES = {
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
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
};

/** Per-file Content-Security-Policy, so each page's inline scripts run by hash, nothing else. */
const cspCache = new Map();
async function headersForHtml(file) {
  let headers = cspCache.get(file);
  if (!headers) {
    const html = await readFile(file, "utf8");
    headers = buildSecurityHeaders(hashInlineScripts(html));
    cspCache.set(file, headers);
  }
  return headers;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file under the build, or null; never escapes the build folder. */
async function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const candidates = decoded.endsWith("/")
    ? [join(target, "index.html")]
    : [target, join(target, "index.html")];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = await resolveFile(url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, "404.html");
      status = 404;
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const headers = type.startsWith("text/html")
      ? { ...(await headersForHtml(file)), "Cache-Control": "no-cache" }
      : {
          ...buildSecurityHeaders([]),
          "Cache-Control": url.pathname.startsWith("/assets/")
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        };
    res.writeHead(status, { ...headers, "Content-Type": type });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  } catch (error) {
    console.error("serve: could not answer", req.url, error);
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Internal Server Error");
  }
});

try {
  await stat(join(root, "index.html"));
} catch {
  console.error(`serve: no build found in ${BUILD_DIR}/client. Run \`npm run build\` first.`);
  process.exit(1);
}

server.listen(port, host, () => {
  console.log(`Keysmith is being served at http://${host}:${port}/`);
});
