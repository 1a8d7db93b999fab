import { escapeXml } from "./xml";

/** A page the sitemap lists: its path and when its content last changed (YYYY-MM-DD). */
export interface SitemapPage {
  path: string;
  lastModified: string;
  /** The page in each language it has and x-default, as its `hreflang` links name them. */
  alternates?: ReadonlyArray<{ hrefLang: string; path: string }>;
}

/**
 * The sitemap (sitemaps.org protocol), sorted by path. Each lastmod is the date the page itself
 * declares in `<meta name="dcterms.modified">` (app/lib/seo.ts), never the build time, so an
 * unchanged page keeps its lastmod; `npm run check:seo` holds the two to agreement.
 */
export function buildSitemap(siteUrl: string, pages: ReadonlyArray<SitemapPage>): string {
  const urls = [...pages]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((page) => {
      // Google, "Localized versions of your page": each language's URL lists them all.
      const alternates = (page.alternates ?? [])
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(`${siteUrl}${alternate.path}`)}"/>`,
        )
        .join("");
      return `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc><lastmod>${page.lastModified}</lastmod>${alternates}</url>`;
    });
  const xhtml = pages.some((page) => (page.alternates ?? []).length > 0)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything allowed, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
