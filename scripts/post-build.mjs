#!/usr/bin/env node
// After React Router prerenders: give static servers a 404.html, so unknown paths answer with
// the full not-found page and status 404 (STACK-NOTES), and write the sitemap from the pages
// that were actually prerendered.
import { copyFile, readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { readSiteUrl } from "./site-url.mjs";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));

await copyFile(`${client}404/index.html`, `${client}404.html`);
const notFound = await readFile(`${client}404.html`, "utf8");
if (!notFound.includes("Page Not Found")) {
  throw new Error("post-build: 404.html does not contain the not-found page");
}

const entries = await readdir(client, { recursive: true });
const paths = entries
  .filter((entry) => entry === "index.html" || entry.endsWith("/index.html"))
  .map((entry) => `/${entry.slice(0, -"index.html".length)}`.replace(/\/$/, "") || "/")
  .filter((path) => path !== "/404")
  .sort();
const siteUrl = readSiteUrl(process.env);
const urls = paths
  .map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`)
  .join("\n");
await writeFile(
  `${client}sitemap.xml`,
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(
  `${client}robots.txt`,
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`post-build: wrote 404.html, sitemap.xml (${paths.length} pages) and robots.txt`);
