// `npm run validate:html` is the html-validate command line over the build, with the project's
// configuration (.htmlvalidate.mjs): what that configuration accepts and refuses, and that the
// command finds pages at any depth and reads it.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { afterAll, describe, expect, it } from "vitest";

import config from "../.htmlvalidate.mjs";

const validator = new HtmlValidate(new StaticConfigLoader(config));

/** A page as React Router prerenders it: self-closed void tags, camelCase attributes, useId ids. */
function page({ title = "<title>A page | Keysmith</title>", body = "<p>Hello</p>" } = {}) {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${title}<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head><body><main id="main-content">${body}</main></body></html>`;
}

/** @param {string} html */
async function rulesBroken(html) {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

/** React's serialisation: camelCase attributes, useId ids and empty boolean attributes. */
const REACT_BODY =
  '<label for="_R_1_">Uppercase</label><input type="checkbox" id="_R_1_" checked=""/><time dateTime="2025-01-10">10 January 2025</time><ul aria-label="Tags"><li>mfa</li></ul>';

describe("the project's html-validate configuration", () => {
  it("accepts valid HTML as React serialises it", async () => {
    expect(await rulesBroken(page({ body: REACT_BODY }))).toEqual([]);
  });

  it("still reports the errors the first audit found: a page without a title, aria-label on a paragraph, a form without a submit button", async () => {
    expect(await rulesBroken(page({ title: "" }))).toContain("element-required-content");
    expect(
      await rulesBroken(
        page({
          body: '<p aria-label="Generated password">x</p><form role="search" aria-label="Articles"><label for="q">Search</label><input id="q" type="search"/></form>',
        }),
      ),
    ).toEqual(expect.arrayContaining(["aria-label-misuse", "wcag/h32"]));
  });

  it("reports a title longer than search results show", async () => {
    const title = `<title>${"A very long title ".repeat(5)}</title>`;
    expect(await rulesBroken(page({ title }))).toEqual(["long-title"]);
  });
});

describe("npm run validate:html", () => {
  const root = mkdtempSync(join(tmpdir(), "keysmith-html-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** @param {string} path @param {string} text */
  function write(path, text) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  /** The package's command, on `root` instead of the build. */
  function validate() {
    const scripts = JSON.parse(
      readFileSync(new URL("../package.json", import.meta.url), "utf8"),
    ).scripts;
    const [command = "", ...args] = String(scripts["validate:html"]).split(" ");
    expect(args.at(-1)).toBe("build/client");
    try {
      execFileSync(join("node_modules", ".bin", command), [...args.slice(0, -1), root], {
        encoding: "utf8",
      });
      return { status: 0, output: "" };
    } catch (error) {
      const { status, stdout } = /** @type {{ status: number, stdout: string }} */ (error);
      return { status, output: stdout };
    }
  }

  it("passes React's pages with the project's configuration, skipping compressed copies", () => {
    write("index.html", page({ body: REACT_BODY }));
    write("index.html.br", "compressed, not HTML");
    write("blog/some-article/index.html", page({ body: REACT_BODY }));
    expect(validate()).toEqual({ status: 0, output: "" });
    // Each case starts html-validate as its own process, which takes seconds on a busy machine.
  }, 30_000);

  it("fails on a broken page at any depth and names it", () => {
    write("blog/broken/index.html", page({ title: "" }));
    const { status, output } = validate();
    expect(status).toBe(1);
    expect(output).toContain(join("blog", "broken", "index.html"));
    expect(output).toContain("element-required-content");
  }, 30_000);
});
