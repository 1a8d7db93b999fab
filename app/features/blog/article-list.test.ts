import { describe, expect, it } from "vitest";

import type { ArticleSummary } from "./article";
import { makeArticle } from "./article-fixture";
import {
  ALL_CATEGORIES,
  filterArticles,
  isFiltered,
  listCategories,
  matchesSearch,
  parseSort,
  selectFeatured,
  selectPopular,
  sortArticles,
} from "./article-list";

const article = makeArticle;

const slugs = (list: ReadonlyArray<ArticleSummary>) => list.map((item) => item.slug);

const ARTICLES = [
  article("a", {
    title: "Password Managers Explained",
    category: "Tools",
    tags: ["autofill", "Encryption"],
    publishDate: "2024-12-04",
    views: 6890,
    rating: 4.7,
  }),
  article("b", {
    excerpt: "What to do after a BREACH notice",
    category: "Response",
    publishDate: "2025-01-03",
    views: 1234,
    rating: 4.7,
  }),
  article("c", {
    category: "Security",
    tags: ["nist"],
    publishDate: "2024-11-06",
    views: 14760,
    rating: 4.9,
    featured: true,
  }),
  article("d", {
    category: "Guide",
    publishDate: "2024-11-26",
    views: 10230,
    rating: 4.8,
    featured: true,
  }),
];

describe("matchesSearch", () => {
  it("matches the title, the excerpt or any tag, ignoring case", () => {
    expect(matchesSearch(ARTICLES[0]!, "password MANAGERS")).toBe(true);
    expect(matchesSearch(ARTICLES[1]!, "breach")).toBe(true);
    expect(matchesSearch(ARTICLES[0]!, "encryption")).toBe(true);
    expect(matchesSearch(ARTICLES[2]!, "NIST")).toBe(true);
  });

  it("does not match the category, the slug or the body", () => {
    expect(matchesSearch(ARTICLES[0]!, "tools")).toBe(false);
    expect(matchesSearch(ARTICLES[0]!, "zzz")).toBe(false);
  });

  it("treats blank or padded text as the text itself", () => {
    expect(matchesSearch(ARTICLES[0]!, "   ")).toBe(true);
    expect(matchesSearch(ARTICLES[0]!, "  autofill ")).toBe(true);
  });
});

describe("filterArticles", () => {
  it("keeps everything with no search text and category All", () => {
    expect(slugs(filterArticles(ARTICLES, { search: "", category: ALL_CATEGORIES }))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("narrows by category", () => {
    expect(slugs(filterArticles(ARTICLES, { search: "", category: "Security" }))).toEqual(["c"]);
  });

  it("combines the search and the category", () => {
    expect(slugs(filterArticles(ARTICLES, { search: "title", category: "Guide" }))).toEqual(["d"]);
    expect(filterArticles(ARTICLES, { search: "breach", category: "Tools" })).toEqual([]);
  });
});

describe("sortArticles", () => {
  it("orders newest first, oldest first, by views and by rating", () => {
    expect(slugs(sortArticles(ARTICLES, "newest"))).toEqual(["b", "a", "d", "c"]);
    expect(slugs(sortArticles(ARTICLES, "oldest"))).toEqual(["c", "d", "a", "b"]);
    expect(slugs(sortArticles(ARTICLES, "popular"))).toEqual(["c", "d", "a", "b"]);
    expect(slugs(sortArticles(ARTICLES, "rating"))).toEqual(["c", "d", "a", "b"]);
  });

  it("breaks a rating tie by views", () => {
    // a and b are both rated 4.7; a has more views.
    const tied = sortArticles([ARTICLES[1]!, ARTICLES[0]!], "rating");
    expect(slugs(tied)).toEqual(["a", "b"]);
  });

  it("returns a copy and leaves the input alone", () => {
    const input = [...ARTICLES];
    const sorted = sortArticles(input, "oldest");
    expect(sorted).not.toBe(input);
    expect(slugs(input)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("sections", () => {
  it("selectFeatured keeps the featured articles, newest first", () => {
    expect(slugs(selectFeatured(ARTICLES))).toEqual(["d", "c"]);
  });

  it("selectPopular takes the top 3 by views", () => {
    expect(slugs(selectPopular(ARTICLES))).toEqual(["c", "d", "a"]);
    expect(slugs(selectPopular(ARTICLES, 1))).toEqual(["c"]);
    expect(selectPopular(ARTICLES.slice(0, 2))).toHaveLength(2);
  });

  it("listCategories gives All, then each distinct category alphabetically", () => {
    expect(listCategories([...ARTICLES, article("e", { category: "Tools" })])).toEqual([
      "All",
      "Guide",
      "Response",
      "Security",
      "Tools",
    ]);
  });

  it("isFiltered is true with search text or a category other than All", () => {
    expect(isFiltered({ search: "", category: "All" })).toBe(false);
    expect(isFiltered({ search: "  ", category: "All" })).toBe(false);
    expect(isFiltered({ search: "mfa", category: "All" })).toBe(true);
    expect(isFiltered({ search: "", category: "Tools" })).toBe(true);
  });

  it("parseSort accepts the four sorts and falls back to newest", () => {
    expect(parseSort("oldest")).toBe("oldest");
    expect(parseSort("popular")).toBe("popular");
    expect(parseSort("rating")).toBe("rating");
    expect(parseSort("views; drop table")).toBe("newest");
  });
});
