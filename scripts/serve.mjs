#!/usr/bin/env node
// Serves the built site the way production does, by the rules in scripts/host-rules.mjs: each
// page at its one clean URL, the production security headers with each page's own
// Content-Security-Policy, long caching for hashed assets, the brotli or gzip copy the browser
// accepts (scripts/compress.mjs), and the not-found page with status 404 for any unknown path.
// sirv sends the files; `vite preview` cannot do any of this (docs/stack-notes.md, "Serving").
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import {
  baseHeaders,
  contentType,
  notFoundPage,
  readSite,
  resolveRequest,
  responseHeaders,
} from "./host-rules.mjs";

/**
 * A server for one build folder; not yet listening.
 * @param {{ root: string }} options root: the folder to serve (`build/client`, or a test's)
 * @returns {import("node:http").Server}
 */
export function createKeysmithServer({ root }) {
  const folder = resolve(root);
  const site = readSite(folder);
  // sirv is handed the one file the rules chose, by its stored name, and sends its brotli or
  // gzip copy (scripts/compress.mjs) when the browser accepts one, with an ETag per copy and 304
  // for a current one. It sends no headers of its own beyond the body's: the rules set those.
  const send = sirv(folder, { brotli: true, gzip: true, etag: true, extensions: [] });

  /**
   * Sends one file of the build with the rules' headers for this answer.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} file
   * @param {import("./host-rules.mjs").Target} target
   */
  function sendFile(req, res, file, target) {
    for (const [name, value] of Object.entries(responseHeaders(site, target))) {
      res.setHeader(name, value);
    }
    // sirv adds it too, but not to a 304.
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", contentType(file));
    // Whole files only: they are small, and sirv reads "bytes=-500" as the first 500 bytes.
    delete req.headers.range;
    req.url = encodeURI(`/${file}`);
    send(req, res, () => {
      throw new Error(`serve: ${file} of the build has disappeared`);
    });
  }

  /**
   * The not-found page with status 404 (sirv would say 200), and never a 304: the page is the
   * answer to a path that has none. In the language of the path's prefix (`/de/whatever`).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {import("./host-rules.mjs").Target} target
   */
  function sendNotFound(req, res, target) {
    const writeHead = res.writeHead.bind(res);
    // sirv calls it as writeHead(status, headers), once.
    res.writeHead = (status, headers) => writeHead(status === 200 ? 404 : status, headers);
    delete req.headers["if-none-match"];
    sendFile(req, res, notFoundPage(site, target).file, target);
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
    switch (target.kind) {
      case "not-found":
        return sendNotFound(req, res, target);
      case "redirect": {
        const location = target.location + url.search;
        res.writeHead(301, {
          ...responseHeaders(site, target),
          Location: location,
          "Content-Type": "text/plain; charset=utf-8",
        });
        res.end(req.method === "HEAD" ? undefined : `Moved Permanently: ${location}`);
        return;
      }
      case "page":
        return sendFile(req, res, target.page.file, target);
      case "frame":
        return sendFile(req, res, target.frame.file, target);
      case "file":
        return sendFile(req, res, target.file, target);
    }
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
    // PORT=0 asks for a free port: say which one it is.
    const listening = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
    console.log(`Keysmith is being served at http://${host}:${listening}/`);
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  serveBuild();
}
