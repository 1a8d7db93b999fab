import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compressFolder } from "./compress.mjs";
import {
  matchesPattern,
  renderHeadersFile,
  renderNginxConfig,
  renderRedirectsFile,
} from "./host-config.mjs";
import { HSTS, readSite } from "./host-rules.mjs";
import { createKeysmithServer } from "./serve.mjs";
import { get, makeTestSite } from "./test-site.mjs";

/** Headers that describe the body sent, not the rules: each server sets its own. */
const BODY_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "location",
  "allow",
]);

/**
 * @typedef {Record<string, string>} Headers lower-case name to value
 * @typedef {{ status: number, location?: string, headers: Headers }} Answer
 */

/** @param {Iterable<[string, string]>} entries */
function lowerCased(entries) {
  return Object.fromEntries([...entries].map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * `_headers` as rules: a path line, then indented "Name: value" lines.
 * @param {string} text
 */
function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!match || rules.length === 0) throw new Error(`_headers: cannot read "${line}"`);
    rules.at(-1)?.headers.push([match[1] ?? "", match[2] ?? ""]);
  }
  return rules;
}

/**
 * What Netlify or Cloudflare Pages send for a path: the headers of every matching rule, a name
 * given twice joined with ", " (Cloudflare's documented behaviour).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} path
 * @returns {{ headers: Headers, repeated: string[] }}
 */
function headersFileAnswer(rules, path) {
  /** @type {Headers} */
  const headers = {};
  const repeated = [];
  for (const rule of rules.filter((rule) => matchesPattern(rule.pattern, path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (key in headers) repeated.push(key);
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
  }
  return { headers, repeated };
}

/**
 * nginx server blocks, with their directives and locations (enough of nginx's syntax for the
 * generated file: one directive or one block opening per line).
 * @param {string} text
 */
function parseNginx(text) {
  /** @typedef {{ modifier: string, pattern: string, directives: string[], headers: Headers }} Location */
  /** @type {{ directives: string[], locations: Location[] }[]} */
  const servers = [];
  /** @type {{ kind: string, location?: Location }[]} */
  const stack = [];
  for (const raw of text.split("\n")) {
    const line = raw
      .replace(/^\s*#.*$/, "")
      .replace(/;\s+#.*$/, ";")
      .trim();
    if (!line) continue;
    const server = servers.at(-1);
    if (line === "server {") {
      servers.push({ directives: [], locations: [] });
      stack.push({ kind: "server" });
    } else if (line.startsWith("location ")) {
      const match = /^location\s+(=|\^~|~\*?)?\s*(\S+)\s*\{$/.exec(line);
      if (!match || !server) throw new Error(`nginx: cannot read "${line}"`);
      const location = {
        modifier: match[1] ?? "",
        pattern: match[2] ?? "",
        directives: [],
        headers: {},
      };
      server.locations.push(location);
      stack.push({ kind: "location", location });
    } else if (line.endsWith("{")) {
      stack.push({ kind: "block" });
    } else if (line === "}") {
      stack.pop();
    } else {
      const location = stack.at(-1)?.location;
      const header = /^add_header\s+([\w-]+)\s+(?:"([^"]*)"|'([^']*)')\s+always;$/.exec(line);
      if (header && location) {
        location.headers[(header[1] ?? "").toLowerCase()] = header[2] ?? header[3] ?? "";
      } else if (header) throw new Error(`nginx: add_header outside a location: ${line}`);
      else (location?.directives ?? server?.directives)?.push(line);
    }
  }
  return servers;
}

/**
 * nginx's choice of location for a URI: an exact match; else the longest prefix, unless a
 * regular expression (first in order) matches and the prefix is not ^~.
 * @param {ReturnType<typeof parseNginx>[number]["locations"]} locations
 * @param {string} uri
 */
function nginxLocation(locations, uri) {
  const exact = locations.find((l) => l.modifier === "=" && l.pattern === uri);
  if (exact) return exact;
  const longest = locations
    .filter((l) => (l.modifier === "" || l.modifier === "^~") && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (longest?.modifier === "^~") return longest;
  const regex = locations.find(
    (l) =>
      l.modifier.startsWith("~") && new RegExp(l.pattern, l.modifier === "~*" ? "i" : "").test(uri),
  );
  const chosen = regex ?? longest;
  if (!chosen) throw new Error(`nginx: no location for ${uri}`);
  return chosen;
}

/**
 * What the nginx server block answers for a path, following its return, try_files, internal
 * and error_page 404 directives.
 * @param {ReturnType<typeof parseNginx>[number]} server
 * @param {string} uri
 * @param {(file: string) => boolean} exists
 * @returns {Answer & { file?: string }}
 */
function nginxAnswer(server, uri, exists) {
  const location = nginxLocation(server.locations, uri);
  // A location's own error_page wins over the server's (a language's not-found page).
  const notFound = () => {
    const own = location.directives.find((d) => d.startsWith("error_page 404 "));
    if (!own) expect(server.directives).toContain("error_page 404 /404.html;");
    const file = own ? (own.replace(/;$/, "").split(/\s+/)[2] ?? "") : "/404.html";
    const page = nginxLocation(server.locations, file);
    expect(page.directives).toContain("internal;");
    return { status: 404, file: file.slice(1), headers: page.headers };
  };
  if (location.directives.includes("internal;")) {
    // An internal page asked for by name is not found, in the answer for its own place.
    const prefix = nginxLocation(server.locations, uri.replace(/[^/]*$/, "x"));
    const own = prefix.directives.find((d) => d.startsWith("error_page 404 "));
    const file = own ? (own.replace(/;$/, "").split(/\s+/)[2] ?? "") : "/404.html";
    return {
      status: 404,
      file: file.slice(1),
      headers: nginxLocation(server.locations, file).headers,
    };
  }
  const giveBack = location.directives.find((d) => d.startsWith("return "));
  if (giveBack) {
    const [, status, target] = giveBack.replace(/;$/, "").split(/\s+/);
    if (status !== "301") return notFound();
    return {
      status: 301,
      location: (target ?? "").replace("$is_args$args", ""),
      headers: location.headers,
    };
  }
  const tryFiles = location.directives.find((d) => d.startsWith("try_files "));
  if (!tryFiles) throw new Error(`nginx: location ${location.pattern} sends nothing`);
  const [, ...candidates] = tryFiles.replace(/;$/, "").split(/\s+/);
  expect(candidates.at(-1)).toBe("=404");
  for (const candidate of candidates.slice(0, -1)) {
    const file = candidate.replace("$uri", uri).slice(1);
    if (exists(file)) return { status: 200, file, headers: location.headers };
  }
  return notFound();
}

describe("the host configs send what the server sends", () => {
  const fixture = makeTestSite();
  const siteUrl = "https://keysmith.example";
  /** @type {import("node:http").Server} */
  let server;
  let port = 0;
  /** @type {import("./host-rules.mjs").Site} */
  let site;

  beforeAll(async () => {
    await compressFolder(fixture.root);
    site = readSite(fixture.root);
    server = createKeysmithServer({ root: fixture.root });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    fixture.remove();
  });

  /**
   * The server's answer with only the rules' headers.
   * @param {string} path
   * @returns {Promise<Answer>}
   */
  async function serverAnswer(path) {
    const response = await get(port, path);
    const headers = lowerCased(
      Object.entries(response.headers)
        .filter(([name]) => !BODY_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
    return { status: response.status, location: response.headers.location, headers };
  }

  /** Every path the fixture answers, and some it must not. */
  function paths() {
    const pages = [...site.pages.keys()];
    return [
      ...pages,
      ...pages.filter((path) => path !== "/").map((path) => `${path}/`),
      ...[...site.pages.values()].map((page) => `/${page.file}`),
      ...[...site.files].map((file) => `/${file}`),
      ...site.frames.keys(),
      "/frames/unlisted.html",
      "/frames/",
      "/frames/ad.html/",
      "/no-such-page",
      "/de/no-such-page",
      "/de/404",
      "/de/404.html",
      "/blog/no-such-post/",
      "/404",
      "/404/",
      "/404.html",
      "/404/index.html",
      "/__spa-fallback.html",
      "/_headers",
      "/.hidden",
      "/index.html.br",
      "/assets/app-1a2b3c.js.gz",
      "/assets/",
      "/assets",
    ];
  }

  it("nginx answers every path with the server's status, redirect and headers, plus HSTS", async () => {
    const [plain, secure] = parseNginx(renderNginxConfig(site, { siteUrl }));
    expect(plain?.directives).toContain("return 301 https://keysmith.example$request_uri;");
    if (!secure) throw new Error("nginx: no https server block");
    expect(secure.directives).toEqual(
      expect.arrayContaining(["gzip_static on;", "brotli_static on;", "listen 443 ssl;"]),
    );
    // try_files names a file; a folder counts only when the name ends in "/", which none does.
    const exists = (/** @type {string} */ file) =>
      statSync(join(fixture.root, file), { throwIfNoEntry: false })?.isFile() ?? false;
    for (const path of paths()) {
      const expected = await serverAnswer(path);
      const answer = nginxAnswer(secure, path, exists);
      expect({ status: answer.status, location: answer.location }, path).toEqual({
        status: expected.status,
        location: expected.location,
      });
      expect(answer.headers, path).toEqual({
        ...expected.headers,
        "strict-transport-security": HSTS,
      });
      if (answer.status === 404) {
        const served = await get(port, path);
        expect(served.body.equals(readFileSync(join(fixture.root, answer.file ?? ""))), path).toBe(
          true,
        );
      }
      if (answer.status === 200) {
        const served = await get(port, path);
        expect(served.body.equals(readFileSync(join(fixture.root, answer.file ?? ""))), path).toBe(
          true,
        );
      }
    }
  });

  it("_headers gives every page and file the server's headers, plus HSTS, none twice", async () => {
    const { text, warnings } = renderHeadersFile(site, { siteUrl });
    expect(warnings).toEqual([]);
    const rules = parseHeadersFile(text);
    for (const path of paths()) {
      const expected = await serverAnswer(path);
      // The hosts serve a folder's page at "/about/" too, with the page's headers.
      const page =
        expected.status === 301 && path.endsWith("/")
          ? await serverAnswer(expected.location ?? "")
          : null;
      if (expected.status !== 200 && !page) continue;
      const { headers, repeated } = headersFileAnswer(rules, path);
      expect(repeated, path).toEqual([]);
      expect(headers, path).toEqual({
        ...(page ?? expected).headers,
        "strict-transport-security": HSTS,
      });
    }
  });

  it("_headers answers for a page's translations with one rule, whose policy runs both", async () => {
    const rules = parseHeadersFile(renderHeadersFile(site, { siteUrl }).text);
    expect(rules.map((rule) => rule.pattern)).toEqual(
      expect.arrayContaining(["/*/about", "/*/about/"]),
    );
    expect(rules.map((rule) => rule.pattern)).not.toContain("/de/about");
    const policies = ["/de/about", "/fr/about"].map(
      (path) => headersFileAnswer(rules, path).headers["content-security-policy"],
    );
    expect(policies[0]).toBe(policies[1]);
    for (const locale of ["de", "fr"]) {
      const script = `window.__context = { route: "about", locale: "${locale}" }`;
      const hash = createHash("sha256").update(script).digest("base64");
      expect(policies[0]).toContain(`'sha256-${hash}'`);
    }
    // The English page keeps a policy of its own, which runs neither.
    expect(headersFileAnswer(rules, "/about").headers["content-security-policy"]).not.toBe(
      policies[0],
    );
  });

  it("_redirects sends each language's unknown paths its not-found page, status 404", () => {
    expect(renderRedirectsFile(site).split("\n")).toContain("/de/*  /de/404.html  404");
  });

  it("_headers gives an unknown path only the headers every response carries", async () => {
    const rules = parseHeadersFile(renderHeadersFile(site, { siteUrl }).text);
    const { headers } = headersFileAnswer(rules, "/no-such-page");
    const expected = (await serverAnswer("/no-such-page")).headers;
    const {
      "content-security-policy": _policy,
      "reporting-endpoints": _reports,
      "cache-control": _cache,
      "x-frame-options": _framing,
      ...common
    } = expected;
    expect(headers).toEqual({ ...common, "strict-transport-security": HSTS });
  });

  it("with a report URL built in, every server has the pages report to it", async () => {
    const url = "https://reports.example.org/csp";
    const [, secure] = parseNginx(renderNginxConfig(site, { siteUrl }));
    const rules = parseHeadersFile(renderHeadersFile(site, { siteUrl }).text);
    for (const path of ["/", "/blog/first-post", "/no-such-page"]) {
      const answers = [(await serverAnswer(path)).headers];
      if (secure) answers.push(nginxAnswer(secure, path, () => true).headers);
      if (path !== "/no-such-page") answers.push(headersFileAnswer(rules, path).headers);
      expect(answers, path).toHaveLength(path === "/no-such-page" ? 2 : 3);
      for (const headers of answers) {
        expect(headers["content-security-policy"], path).toContain(`report-uri ${url}`);
        expect(headers["content-security-policy"], path).toContain("report-to csp-endpoint");
        expect(headers["reporting-endpoints"], path).toBe(`csp-endpoint="${url}"`);
      }
    }
    // The frame pages have their own policy, which reports nowhere.
    const frame = (await serverAnswer("/frames/ad.html")).headers;
    expect(frame["content-security-policy"]).not.toContain("report");
    expect(frame["reporting-endpoints"]).toBeUndefined();
  });

  it("for an http SITE_URL, neither sends HSTS and nginx listens on http only", () => {
    const httpUrl = "http://keysmith.test";
    expect(renderHeadersFile(site, { siteUrl: httpUrl }).text).not.toContain(
      "Strict-Transport-Security",
    );
    const nginx = renderNginxConfig(site, { siteUrl: httpUrl });
    expect(nginx).not.toContain("Strict-Transport-Security");
    expect(nginx).not.toContain("443");
    const servers = parseNginx(nginx);
    expect(servers).toHaveLength(1);
    expect(servers[0]?.directives).toContain("listen 80;");
  });
});
