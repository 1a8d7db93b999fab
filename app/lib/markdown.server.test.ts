import * as v from "valibot";
import { describe, expect, it } from "vitest";

import {
  dateSchema,
  fillPlaceholders,
  parseFrontmatter,
  renderMarkdown,
  textSchema,
} from "./markdown.server";

const file = "content/pages/example.md";

describe("renderMarkdown", () => {
  it("fills figures after rendering, so a value is never read as Markdown", () => {
    const { html } = renderMarkdown("Symbols: {{symbols}} and `{{symbols}}`.", {
      file,
      values: { symbols: "*_<>&" },
    });
    expect(html).toBe("<p>Symbols: *_&lt;&gt;&amp; and <code>*_&lt;&gt;&amp;</code>.</p>\n");
  });

  it("replaces a paragraph holding only an HTML placeholder with that HTML", () => {
    const { html } = renderMarkdown("Before.\n\n{{contact}}\n\nAfter.", {
      file,
      values: { contact: { html: "<p>Write to us.</p>" } },
    });
    expect(html).toBe("<p>Before.</p>\n<p>Write to us.</p><p>After.</p>\n");
  });

  it("replaces a line of raw HTML holding only an HTML placeholder, or drops it when empty", () => {
    const table =
      "<table><tbody>\n<tr><td>a</td></tr>\n{{row}}\n<tr><td>b</td></tr>\n</tbody></table>";
    const filled = renderMarkdown(table, {
      file,
      values: { row: { html: "<tr><td>x</td></tr>" } },
    });
    expect(filled.html).toBe(
      "<table><tbody>\n<tr><td>a</td></tr>\n<tr><td>x</td></tr>\n<tr><td>b</td></tr>\n</tbody></table>",
    );
    const dropped = renderMarkdown(table, { file, values: { row: { html: "" } } });
    expect(dropped.html).toBe(
      "<table><tbody>\n<tr><td>a</td></tr>\n<tr><td>b</td></tr>\n</tbody></table>",
    );
  });

  it("fills a text placeholder alone in a list item or on a line of raw HTML as text", () => {
    const { html } = renderMarkdown("- {{item}}\n\n<div>\n{{item}}\n</div>", {
      file,
      values: { item: "a < b" },
    });
    expect(html).toBe("<ul>\n<li>a &lt; b</li>\n</ul>\n<div>\na &lt; b\n</div>");
  });

  it("fails on an unknown placeholder, naming the file and the name", () => {
    expect(() => renderMarkdown("Up to {{bulk.maximum}}.", { file, values: {} })).toThrow(
      'content/pages/example.md: unknown placeholder "{{bulk.maximum}}"',
    );
  });

  it("fails on HTML placed inside a sentence", () => {
    expect(() =>
      renderMarkdown("See {{contact}} below.", { file, values: { contact: { html: "<p/>" } } }),
    ).toThrow(/must be alone in its paragraph/);
  });

  it("numbers headings for a table of contents only when asked", () => {
    const markdown = "## One {{n}}\n\n### Two";
    expect(renderMarkdown(markdown, { file, values: { n: "1" } }).html).toBe(
      "<h2>One 1</h2>\n<h3>Two</h3>\n",
    );
    const numbered = renderMarkdown(markdown, { file, values: { n: "1" }, headingIds: true });
    expect(numbered.headings).toEqual([
      { id: "heading-0", text: "One 1", level: 2 },
      { id: "heading-1", text: "Two", level: 3 },
    ]);
  });

  it("marks links to the site's pages as the router's links, when asked", () => {
    const markdown = "[About](/about) and [EFF](https://www.eff.org/dice)";
    expect(renderMarkdown(markdown, { file, appLinks: true }).html).toBe(
      '<p><a href="/about" data-discover="true">About</a> and <a href="https://www.eff.org/dice">EFF</a></p>\n',
    );
    expect(renderMarkdown(markdown, { file }).html).not.toContain("data-discover");
  });
});

describe("fillPlaceholders", () => {
  it("fills plain text and refuses unknown names", () => {
    expect(fillPlaceholders("{{a}} to {{ b }}", { a: "8", b: "128" }, file)).toBe("8 to 128");
    expect(() => fillPlaceholders("{{c}}", {}, file)).toThrow(/unknown placeholder "\{\{c\}\}"/);
  });
});

describe("parseFrontmatter", () => {
  const schema = v.strictObject({ title: textSchema, lastUpdated: dateSchema });

  it("returns the checked fields and the body", () => {
    const parsed = parseFrontmatter(
      "---\ntitle: ' Hello '\nlastUpdated: 2026-11-25\n---\nBody\n",
      schema,
      file,
    );
    expect(parsed.data).toEqual({ title: "Hello", lastUpdated: "2026-11-25" });
    expect(parsed.body.trim()).toBe("Body");
  });

  it("fails with the file and every field at fault named", () => {
    expect(() =>
      parseFrontmatter("---\ntitle: ''\nlastUpdated: soon\n---\n", schema, file),
    ).toThrow(
      'content/pages/example.md: "title" must be a non-empty string; "lastUpdated" must be a date written YYYY-MM-DD',
    );
  });

  it("names a missing field and a field the schema does not know", () => {
    expect(() => parseFrontmatter("---\ntitel: Hello\n---\n", schema, file)).toThrow(
      /content\/pages\/example\.md: .*"title".*"titel"/,
    );
  });
});
