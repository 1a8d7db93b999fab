import { escapeXml } from "./xml";

/** A page the sitemap lists: its path and when its content last changed (YYYY-MM-DD). */
export interface SitemapPage {
  path: string;
  lastModified: string;
}

/**
 * The sitemap (sitemaps.org protocol), sorted by path. Each lastmod is the date the page itself
 * declares in `<meta name="dcterms.modified">` (app/lib/seo.ts), never the build time, so an
 * unchanged page keeps its lastmod; `npm run check:seo` holds the two to agreement.
 */
export function buildSitemap(siteUrl: string, pages: ReadonlyArray<SitemapPage>): string {
  const urls = [...pages]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(
      (page) =>
        `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc><lastmod>${page.lastModified}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything allowed, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
