import { describe, expect, it } from "vitest";

import { buildRobots, buildSitemap, readLastModified } from "./sitemap.mjs";

describe("readLastModified", () => {
  it("reads the date a prerendered page declares", () => {
    expect(
      readLastModified(
        '<head><meta name="description" content="x"/><meta name="dcterms.modified" content="2025-01-10"/></head>',
      ),
    ).toBe("2025-01-10");
  });

  it("gives nothing for a page without one or with an impossible date", () => {
    expect(readLastModified("<head><title>x</title></head>")).toBeUndefined();
    expect(
      readLastModified('<meta name="dcterms.modified" content="2025-13-45"/>'),
    ).toBeUndefined();
  });
});

describe("buildSitemap", () => {
  it("lists each page's URL with its lastmod, escaped for XML", () => {
    expect(
      buildSitemap("https://keysmith.example", [
        { path: "/", lastModified: "2026-11-23" },
        { path: "/blog/a&b", lastModified: "2025-01-10" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://keysmith.example/</loc><lastmod>2026-11-23</lastmod></url>",
        "  <url><loc>https://keysmith.example/blog/a&amp;b</loc><lastmod>2025-01-10</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("buildRobots", () => {
  it("allows everything and points at the sitemap", () => {
    expect(buildRobots("https://example.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n",
    );
  });
});
