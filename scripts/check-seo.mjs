#!/usr/bin/env node
// `npm run check:seo` (part of `npm test`, after the build): every prerendered page's structured
// data, Open Graph and Twitter card tags, and the sitemap and robots.txt, checked with
// scripts/seo-checks.mjs (docs/decisions/search-and-social-data.md). Exits 1 and lists the problems
// if there are any.
import { readFile, readdir } from "node:fs/promises";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";

import { CLIENT_DIR } from "./build-dir.mjs";
import { checkSitemap, checkSocialTags, checkStructuredData, parseHtml } from "./seo-checks.mjs";
import { pagePath } from "./site-pages.mjs";
import { readSiteUrl } from "./site-url.mjs";

const clientDir = fileURLToPath(CLIENT_DIR);
const siteUrl = readSiteUrl(process.env);
// Every HTML file but React Router's SPA fallback shell, which is no page: no host serves it
// (scripts/host-rules.mjs), so it carries a title and noindex only (app/root.tsx).
const files = (await readdir(clientDir, { recursive: true }).catch(() => []))
  .map((entry) => entry.split(sep).join("/"))
  .filter((file) => file.endsWith(".html") && file !== "__spa-fallback.html")
  .sort();
if (files.length === 0) {
  console.error(`check-seo: no HTML files in ${clientDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const pages = [];
const problems = [];
for (const file of files) {
  const page = parseHtml(await readFile(`${clientDir}${file}`, "utf8"));
  // "404.html" and the frame pages are checked under their own names.
  const path = pagePath(file) ?? `/${file}`;
  pages.push({ path, html: page });
  for (const problem of [
    ...checkStructuredData({ path, html: page, siteUrl }),
    ...checkSocialTags(page),
  ]) {
    problems.push(`${path}: ${problem}`);
  }
}
problems.push(
  ...checkSitemap({
    sitemap: await readFile(`${clientDir}sitemap.xml`, "utf8"),
    robots: await readFile(`${clientDir}robots.txt`, "utf8"),
    siteUrl,
    pages,
  }),
);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`check-seo: ${problems.length} problems in ${files.length} HTML files`);
  process.exit(1);
}
const indexed = pages.filter((page) => page.html.querySelector('link[rel="canonical"]')).length;
console.log(
  `check-seo: ${files.length} HTML files (${indexed} indexed): structured data, social tags and sitemap are complete`,
);
