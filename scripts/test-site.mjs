// A small built site in a temporary folder, shaped like build/client, for the tests of the
// server, the compression step and the host configs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const PROSE =
  "<p>Keysmith makes strong passwords in your browser. Nothing you generate leaves it.</p>\n".repeat(
    40,
  );

/**
 * A prerendered page with a theme script before paint, structured data (not executed, so not
 * hashed) and a module script, like React Router's output.
 * @param {string} title
 * @param {string} inline the page's own inline script
 */
function page(title, inline) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script>document.documentElement.classList.toggle("dark", localStorage.getItem("theme") === "dark")</script>
<script type="application/ld+json">{"@context":"https://schema.org","name":"${title}"}</script>
</head><body><main><h1>${title}</h1>${PROSE}</main>
<script>${inline}</script>
<script type="module" async="">import "/assets/app-1a2b3c.js";</script></body></html>`;
}

const NOT_FOUND = page("404 - Page Not Found", 'console.error("404: " + location.pathname)');
/** The not-found page in German, with a script of its own (scripts/host-rules.mjs). */
const NOT_FOUND_DE = page(
  "404 – Seite nicht gefunden",
  'console.error("404 (de): " + location.pathname)',
);

/** Paths of the fixture, relative to its folder, and their contents. */
export const TEST_SITE_FILES = Object.freeze({
  "index.html": page("Keysmith", 'window.__context = { route: "home" }'),
  "about/index.html": page("About Keysmith", 'window.__context = { route: "about" }'),
  "blog/index.html": page("Blog", 'window.__context = { route: "blog" }'),
  "blog/first-post/index.html": page("First post", 'window.__context = { route: "post" }'),
  "blog.data": `[{"_1":2},"articles",${JSON.stringify(PROSE)}]`,
  // React Router's name for the home page's navigation data: served, unlike host files.
  "_root.data": `[{"_1":2},"meta",${JSON.stringify(PROSE)}]`,
  "blog/first-post.data": `[{"_1":2},"article",${JSON.stringify(PROSE)}]`,
  // A page in two other languages, each with its own first-paint data.
  "de/about/index.html": page(
    "Über Keysmith",
    'window.__context = { route: "about", locale: "de" }',
  ),
  "fr/about/index.html": page("À propos", 'window.__context = { route: "about", locale: "fr" }'),
  "404/index.html": NOT_FOUND,
  "404.html": NOT_FOUND,
  "de/404/index.html": NOT_FOUND_DE,
  "de/404.html": NOT_FOUND_DE,
  "__spa-fallback.html": page("Keysmith", 'console.log("SPA fallback")'),
  "assets/app-1a2b3c.js": `export function greet(name) { return "Hello, " + name; }\n`.repeat(30),
  "assets/style-4d5e6f.css": `.button { color: rebeccapurple; padding: 0.5rem 1rem; }\n`.repeat(30),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`,
  "icon-192.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
  "manifest.webmanifest": JSON.stringify({
    name: "Keysmith",
    start_url: "/",
    display: "standalone",
  }),
  "robots.txt": "User-agent: *\nAllow: /\n",
  "sitemap.xml": `<?xml version="1.0"?><urlset>${"<url><loc>https://keysmith.example/</loc></url>".repeat(10)}</urlset>`,
  "sw.js": `self.addEventListener("fetch", () => {});\n`.repeat(10),
  // A third-party frame page, as an ads build writes it (vite.config.ts), with its own script.
  "frames/ad.html": `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Advertisement</title></head><body><script>${'parent.postMessage({ source: "keysmith-frame", status: "ready" }, "*");'.repeat(8)}</script></body></html>`,
  "frames/unlisted.html": "<!DOCTYPE html><p>Not a frame this build lists.</p>",
  "third-parties.json": JSON.stringify({
    frames: { "frames/ad.html": "https://ads.example" },
    formOrigins: [],
    // Built with CSP_REPORT_URL set.
    reportUrl: "https://reports.example.org/csp",
  }),
  _headers: "/*\n  X-Example: not served\n",
  ".hidden": "not served",
});

/**
 * Writes the fixture into a new temporary folder.
 * @returns {{ root: string, remove: () => void }}
 */
export function makeTestSite() {
  const root = mkdtempSync(join(tmpdir(), "keysmith-site-"));
  for (const [file, contents] of Object.entries(TEST_SITE_FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), contents);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * One HTTP request with exactly the given headers (fetch would add Accept-Encoding and decode).
 * @param {number} port
 * @param {string} path sent as it is, unnormalized
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export function get(port, path, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
