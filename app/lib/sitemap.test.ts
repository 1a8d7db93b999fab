import { describe, expect, it } from "vitest";

import { buildRobots, buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  it("lists each page's URL with its lastmod, sorted by path and escaped for XML", () => {
    expect(
      buildSitemap("https://keysmith.example", [
        { path: "/blog/a&b", lastModified: "2025-01-10" },
        { path: "/", lastModified: "2026-11-23" },
        { path: "/blog", lastModified: "2025-02-01" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://keysmith.example/</loc><lastmod>2026-11-23</lastmod></url>",
        "  <url><loc>https://keysmith.example/blog</loc><lastmod>2025-02-01</lastmod></url>",
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
