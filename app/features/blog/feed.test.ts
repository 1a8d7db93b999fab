import { describe, expect, it } from "vitest";

import { makeArticle } from "./article-fixture";
import { buildFeed } from "./feed";

const SITE = "https://keysmith.example";

function article(slug: string, publishDate: string, overrides = {}) {
  return { ...makeArticle(slug, { publishDate, ...overrides }), html: "<p>Body</p>\n" };
}

describe("buildFeed", () => {
  it("lists the articles newest first, a tie of dates by slug, dated by the newest", () => {
    const xml = buildFeed(SITE, [
      article("older", "2024-01-05"),
      article("tie-b", "2025-03-01"),
      article("tie-a", "2025-03-01"),
    ]);
    const links = [...xml.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual([
      `${SITE}/blog`,
      `${SITE}/blog/tie-a`,
      `${SITE}/blog/tie-b`,
      `${SITE}/blog/older`,
    ]);
    expect(xml).toContain("<lastBuildDate>Sat, 01 Mar 2025 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain("<pubDate>Fri, 05 Jan 2024 00:00:00 GMT</pubDate>");
    expect(xml).toContain(
      `<atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
  });

  it("escapes text, lists the category and tags, and makes the body's site links absolute", () => {
    const xml = buildFeed(SITE, [
      {
        ...article("a", "2025-01-01", { title: "Q&A <2025>", category: "Guide", tags: ["mfa"] }),
        html: '<p><a href="/about">About</a> <a href="//cdn.example/x">x</a></p>',
      },
    ]);
    expect(xml).toContain("<title>Q&amp;A &lt;2025&gt;</title>");
    expect(xml).toContain("<category>Guide</category>\n      <category>mfa</category>");
    expect(xml).toContain(
      `<content:encoded>&lt;p&gt;&lt;a href=&quot;${SITE}/about&quot;&gt;About&lt;/a&gt; &lt;a href=&quot;//cdn.example/x&quot;&gt;`,
    );
  });

  it("has no lastBuildDate without articles", () => {
    expect(buildFeed(SITE, [])).not.toContain("lastBuildDate");
  });
});
