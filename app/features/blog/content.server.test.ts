import { describe, expect, it } from "vitest";

import { parseFrontmatter } from "~/lib/markdown.server";

import { articleFrontmatterSchema, getArticles } from "./content.server";

const FRONTMATTER = `---
title: A title
excerpt: An excerpt
category: Guide
tags: [one, two]
publishDate: 2026-11-20
lastUpdated: 2026-11-22
author: editorial-team
metaDescription: A description
keywords: [one]
views: 1200
rating: 4.5
relatedArticles: []
---
Body`;

describe("article frontmatter", () => {
  it("is read into the fields the pages use, featured defaulting to false", () => {
    const { data } = parseFrontmatter(FRONTMATTER, articleFrontmatterSchema, "a.md");
    expect(data).toMatchObject({ publishDate: "2026-11-20", featured: false, views: 1200 });
  });

  it("fails with the file and the field named", () => {
    const bad = FRONTMATTER.replace("rating: 4.5", "rating: 9").replace("title: A title\n", "");
    expect(() => parseFrontmatter(bad, articleFrontmatterSchema, "content/blog/bad.md")).toThrow(
      /^content\/blog\/bad\.md: "title" .*; "rating" must be a number from 0 to 5$/,
    );
  });

  it("refuses a last update before publication", () => {
    const bad = FRONTMATTER.replace("lastUpdated: 2026-11-22", "lastUpdated: 2026-11-01");
    expect(() => parseFrontmatter(bad, articleFrontmatterSchema, "b.md")).toThrow(
      'b.md: "lastUpdated" is before "publishDate"',
    );
  });

  it("holds for every article in content/blog", () => {
    expect(getArticles().length).toBeGreaterThan(0);
  });
});
