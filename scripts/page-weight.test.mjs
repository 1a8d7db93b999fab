import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  budgetFailures,
  localizedExtraFailures,
  gzipSize,
  measurePage,
  pageEntryPoints,
  targetGaps,
} from "./page-weight.mjs";

const root = mkdtempSync(join(tmpdir(), "keysmith-weight-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

write("assets/framework.js", `export const react = "${"r".repeat(500)}";`);
write("assets/root.js", 'import { react } from "./framework.js"; export default react;');
write(
  "assets/home.js",
  'import "./framework.js"; const panel = () => import("./panel.js"); export { panel };',
);
write("assets/panel.js", `export const lazy = "${"p".repeat(5000)}";`);
write("assets/entry.js", 'import "./root.js";');
write("assets/app.css", "body{color:red}");
write(
  "index.html",
  '<html><head><link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
    '<body><script type="application/ld+json">{"a":1}</script><script>window.__reactRouterContext = {"loaderData":1};</script>' +
    '<script>document.title = "first paint";</script><script type="module">' +
    'await new Promise((r) => requestAnimationFrame(r));\nconst [a] = await Promise.all([import("/assets/home.js")]);\nimport("/assets/entry.js");' +
    "</script></body></html>",
);

describe("measurePage", () => {
  it("counts the boot script's imports and every static import, not lazy chunks", async () => {
    const weight = await measurePage(root, join(root, "index.html"));
    expect(weight.scripts.map((script) => script.url).sort()).toEqual([
      "(inline scripts)",
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/home.js",
      "/assets/root.js",
    ]);
    expect(weight.jsFiles).toBe(4);
    expect(weight.jsBytes).toBe(weight.scripts.reduce((sum, script) => sum + script.bytes, 0));
    expect(weight.cssBytes).toBe(gzipSize("body{color:red}"));
  });

  it("counts the code of inline scripts, not data blocks or React Router's loader data", () => {
    const entry = pageEntryPoints(
      '<script>var theme = 1;</script><script type="application/ld+json">{"a":1}</script>' +
        '<script>window.__reactRouterContext = {"loaderData":{}};</script><script type="module">import("/x.js");</script>',
    );
    expect(entry.inline).toEqual(["var theme = 1;", 'import("/x.js");']);
  });

  it("reads preloads, stylesheets and module imports from a page", () => {
    const entry = pageEntryPoints(
      '<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/b.css"/><script type="module">import "/c.js"; import("/d.js");</script>',
    );
    expect(entry.scripts.sort()).toEqual(["/a.js", "/c.js", "/d.js"]);
    expect(entry.styles).toEqual(["/b.css"]);
  });
});

describe("budgetFailures and targetGaps", () => {
  it("fails a page over its ceiling and names the figures", () => {
    expect(budgetFailures("/privacy", { jsBytes: 136_400, jsFiles: 10, cssBytes: 9_000 })).toEqual([
      "JavaScript 136.4 KB gzip is over the 136.3 KB budget",
    ]);
    expect(budgetFailures("/", { jsBytes: 135_000, jsFiles: 13, cssBytes: 21_000 })).toEqual([
      "13 JavaScript files is over the budget of 12",
      "CSS 21.0 KB gzip is over the 20.0 KB budget",
    ]);
    expect(budgetFailures("/wifi-password-generator", { jsBytes: 139_000, jsFiles: 17 })).toEqual([
      "JavaScript 139.0 KB gzip is over the 137.0 KB budget",
    ]);
    // A page in another language may load the message runtime beyond its English page's ceiling.
    expect(budgetFailures("/de", { jsBytes: 138_000, jsFiles: 12, cssBytes: 9_000 })).toEqual([]);
    expect(budgetFailures("/de", { jsBytes: 140_100, jsFiles: 12, cssBytes: 9_000 })).toEqual([
      "JavaScript 140.1 KB gzip is over the 140.0 KB budget",
    ]);
    expect(budgetFailures("/privacy", { jsBytes: 120_000, jsFiles: 10, cssBytes: 9_000 })).toEqual(
      [],
    );
  });

  it("holds a page in another language to 3 KB beyond its English page", () => {
    expect(localizedExtraFailures("/de", { jsBytes: 136_000 }, { jsBytes: 133_000 })).toEqual([]);
    expect(localizedExtraFailures("/de", { jsBytes: 136_100 }, { jsBytes: 133_000 })).toEqual([
      "JavaScript 3.1 KB gzip beyond / is over the 3.0 KB allowance for the message runtime",
    ]);
  });

  it("reports the distance to the first-view targets", () => {
    expect(targetGaps("/", { jsBytes: 130_000, jsFiles: 14 })).toEqual(["+5.0 KB JS", "+2 files"]);
    expect(targetGaps("/privacy", { jsBytes: 110_000, jsFiles: 30 })).toEqual([]);
  });
});
