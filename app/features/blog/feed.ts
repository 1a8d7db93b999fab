import { escapeXml } from "~/lib/xml";

import type { Article } from "./article";
import { FEED_PATH, FEED_TITLE } from "./feed-link";

const FEED_DESCRIPTION =
  "Practical, current guides to strong passwords, passphrases, password managers, business password policy and what to do after a breach.";

type FeedArticle = Pick<
  Article,
  "slug" | "title" | "excerpt" | "category" | "tags" | "publishDate" | "html"
>;

/** A YYYY-MM-DD date at midnight UTC, in the RFC 822 form RSS 2.0 asks for ("Fri, 03 Jan 2025 00:00:00 GMT"). */
function toRfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/**
 * Root-relative links in an article (to other pages of the site) made absolute, as feed readers
 * show the content away from the site.
 */
function absolutizeLinks(html: string, siteUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

function feedItem(article: FeedArticle, siteUrl: string): string {
  const link = `${siteUrl}/blog/${article.slug}`;
  return [
    "    <item>",
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      <pubDate>${toRfc822(article.publishDate)}</pubDate>`,
    `      <description>${escapeXml(article.excerpt)}</description>`,
    ...[article.category, ...article.tags].map(
      (category) => `      <category>${escapeXml(category)}</category>`,
    ),
    `      <content:encoded>${escapeXml(absolutizeLinks(article.html, siteUrl))}</content:encoded>`,
    "    </item>",
  ].join("\n");
}

/**
 * The blog's RSS 2.0 feed (docs/product-decisions.md, "Blog extras"): every article, newest
 * first (a tie of dates by slug), with absolute links from `siteUrl`.
 */
export function buildFeed(siteUrl: string, articles: ReadonlyArray<FeedArticle>): string {
  const items = [...articles].sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug),
  );
  const newest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    // The newest article's date, not the build time, so the same content gives the same file.
    ...(newest ? [`    <lastBuildDate>${toRfc822(newest.publishDate)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((article) => feedItem(article, siteUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
