#!/usr/bin/env node
// After the build: write the blog's RSS 2.0 feed (docs/product-decisions.md, "Blog extras") to
// build/client/blog/rss.xml, newest article first, with absolute links from SITE_URL.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import matter from "gray-matter";
import { marked } from "marked";

import { readSiteUrl } from "./site-url.mjs";

const FEED_TITLE = "Keysmith security guides";
const FEED_DESCRIPTION =
  "Practical, current guides to strong passwords, passphrases, password managers, business password policy and what to do after a breach.";

const contentDir = new URL("../content/blog/", import.meta.url);
const outFile = fileURLToPath(new URL("../build/client/blog/rss.xml", import.meta.url));

/** @param {string} text */
export function escapeXml(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A YYYY-MM-DD date (or the Date YAML makes of one) as an RFC 822 date at midnight UTC.
 * @param {unknown} value
 * @param {string} where
 */
export function toRfc822(value, where) {
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00Z`)
        : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new Error(`${where}: publishDate must be a date written YYYY-MM-DD`);
  }
  // toUTCString gives "Fri, 03 Jan 2025 00:00:00 GMT", the RFC 822 form RSS 2.0 asks for.
  return { time: date.getTime(), text: date.toUTCString() };
}

/**
 * Root-relative links in an article (to other pages of the site) made absolute, as feed readers
 * show the content away from the site.
 * @param {string} html
 * @param {string} siteUrl
 */
function absolutizeLinks(html, siteUrl) {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

/**
 * @param {string} siteUrl
 * @param {Array<{ slug: string; source: string }>} files
 */
export function buildFeed(siteUrl, files) {
  const items = files.map(({ slug, source }) => {
    const where = `content/blog/${slug}.md`;
    const { data, content } = matter(source);
    for (const key of ["title", "excerpt"]) {
      if (typeof data[key] !== "string" || data[key].trim() === "") {
        throw new Error(`${where}: "${key}" must be a non-empty string`);
      }
    }
    const published = toRfc822(data.publishDate, where);
    const link = `${siteUrl}/blog/${slug}`;
    const html = absolutizeLinks(marked.parse(content, { async: false, gfm: true }), siteUrl);
    const categories = [data.category, ...(Array.isArray(data.tags) ? data.tags : [])].filter(
      (value) => typeof value === "string",
    );
    return {
      time: published.time,
      slug,
      xml: [
        "    <item>",
        `      <title>${escapeXml(data.title.trim())}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${published.text}</pubDate>`,
        `      <description>${escapeXml(data.excerpt.trim())}</description>`,
        ...categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        `      <content:encoded>${escapeXml(html)}</content:encoded>`,
        "    </item>",
      ].join("\n"),
    };
  });
  items.sort((a, b) => b.time - a.time || a.slug.localeCompare(b.slug));
  const newest = items[0];
  const feedUrl = `${siteUrl}/blog/rss.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    // The newest article's date, not the build time, so the same content gives the same file.
    newest ? `    <lastBuildDate>${new Date(newest.time).toUTCString()}</lastBuildDate>` : "",
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => item.xml),
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}

async function main() {
  const siteUrl = readSiteUrl(process.env);
  const names = (await readdir(contentDir)).filter((name) => name.endsWith(".md")).sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      slug: name.slice(0, -".md".length),
      source: await readFile(new URL(name, contentDir), "utf8"),
    })),
  );
  const xml = buildFeed(siteUrl, files);
  await mkdir(fileURLToPath(new URL("../build/client/blog/", import.meta.url)), {
    recursive: true,
  });
  await writeFile(outFile, xml);
  console.log(`build-feed: wrote blog/rss.xml (${files.length} articles)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
