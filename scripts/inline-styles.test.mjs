import { describe, expect, it } from "vitest";

import { inlineStylesheets } from "./inline-styles.mjs";

const PAGE =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body></body>';

describe("inlineStylesheets", () => {
  it("puts the stylesheet in the HTML and keeps its link, disabled", () => {
    const html = inlineStylesheets(PAGE, () => ".card{border:1px solid}");
    expect(html).toContain(
      '<style data-href="/assets/root-1.css">.card{border:1px solid}</style><link rel="stylesheet" href="/assets/root-1.css" media="print" disabled=""/>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("refuses a stylesheet that would end the element early", () => {
    expect(() => inlineStylesheets(PAGE, () => "a{}</style><script>")).toThrow(/<\/style/);
  });

  it("leaves a page without the build's stylesheet alone", () => {
    const html = '<head><link rel="stylesheet" href="https://example.com/x.css"/></head>';
    expect(inlineStylesheets(html, () => "never")).toBe(html);
  });
});
