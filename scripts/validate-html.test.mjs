import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { formatReport, listHtmlFiles, validateFiles } from "./validate-html.mjs";

const root = mkdtempSync(join(tmpdir(), "keysmith-html-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A page as React Router prerenders it: self-closed void tags, camelCase attributes, useId ids. */
function page({ title = "<title>A page | Keysmith</title>", body = "<p>Hello</p>" } = {}) {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${title}<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head><body><main id="main-content">${body}</main></body></html>`;
}

write("index.html", page());
write("index.html.br", "compressed");
write("index.html.gz", "compressed");
write("blog/some-article/index.html", page());
write("404.html", page());
write("__spa-fallback.html", page());
write("assets/app.js", "export {};");

describe("listHtmlFiles", () => {
  it("finds every HTML file at any depth, sorted, without the compressed copies", async () => {
    const files = await listHtmlFiles(root);
    expect(files).toEqual(
      ["404.html", "__spa-fallback.html", "blog/some-article/index.html", "index.html"].map(
        (file) => join(root, file),
      ),
    );
  });
});

describe("validateFiles with the project's configuration", () => {
  it("accepts valid HTML as React serialises it", async () => {
    write(
      "react.html",
      page({
        body: '<label for="_R_1_">Uppercase</label><input type="checkbox" id="_R_1_" checked=""/><time dateTime="2025-01-10">10 January 2025</time><ul aria-label="Tags"><li>mfa</li></ul>',
      }),
    );
    const report = await validateFiles([join(root, "react.html")]);
    expect(report.results.flatMap((result) => result.messages)).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it("still reports the errors issue 12 found: a page without a title, aria-label on a paragraph, a form without a submit button", async () => {
    write("untitled.html", page({ title: "" }));
    write(
      "misuse.html",
      page({
        body: '<p aria-label="Generated password">x</p><form role="search" aria-label="Articles"><label for="q">Search</label><input id="q" type="search"/></form>',
      }),
    );
    const report = await validateFiles([join(root, "untitled.html"), join(root, "misuse.html")]);
    const rules = report.results.flatMap((result) =>
      result.messages.map((message) => message.ruleId),
    );
    expect(report.valid).toBe(false);
    expect(rules).toEqual(
      expect.arrayContaining(["element-required-content", "aria-label-misuse", "wcag/h32"]),
    );
  });

  it("reports a title longer than search results show", async () => {
    write("long.html", page({ title: `<title>${"A very long title ".repeat(5)}</title>` }));
    const report = await validateFiles([join(root, "long.html")]);
    expect(report.results[0]?.messages.map((message) => message.ruleId)).toEqual(["long-title"]);
  });
});

describe("formatReport", () => {
  it("lists each problem with its file, line, column and rule, then the count", async () => {
    write("sub/untitled.html", page({ title: "" }));
    const report = await validateFiles([join(root, "sub/untitled.html"), join(root, "index.html")]);
    const text = formatReport(report, { root, fileCount: 2 });
    expect(text.split("\n")).toEqual([
      expect.stringMatching(
        /^sub\/untitled\.html:1:\d+ error \[element-required-content\] .*title/,
      ),
      "validate-html: 2 HTML files, 1 error",
    ]);
  });

  it("says so when every file is valid", async () => {
    const report = await validateFiles([join(root, "index.html")]);
    expect(formatReport(report, { root, fileCount: 1 })).toBe(
      "validate-html: 1 HTML file, no errors",
    );
  });
});
