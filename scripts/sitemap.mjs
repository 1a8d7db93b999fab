/**
 * The sitemap and robots.txt, from the pages the build prerendered (sitemaps.org protocol).
 * Each page says when its content last changed in `<meta name="dcterms.modified">`, which the
 * route's meta writes (app/lib/seo.ts): an article's lastUpdated, otherwise the date kept with
 * the page. The build time is never used, so an unchanged page keeps its lastmod.
 */

const MODIFIED_META = /<meta name="dcterms\.modified" content="(\d{4}-\d{2}-\d{2})"\s*\/?>/;

/**
 * The page's last-modified date (YYYY-MM-DD), or undefined if it declares none.
 * @param {string} html
 * @returns {string | undefined}
 */
export function readLastModified(html) {
  const date = MODIFIED_META.exec(html)?.[1];
  if (date === undefined || Number.isNaN(Date.parse(date))) return undefined;
  return date;
}

/** @param {string} text */
function escapeXml(text) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * @param {string} siteUrl the origin without a trailing slash
 * @param {ReadonlyArray<{ path: string, lastModified: string }>} pages
 * @returns {string}
 */
export function buildSitemap(siteUrl, pages) {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc><lastmod>${page.lastModified}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** @param {string} siteUrl the origin without a trailing slash */
export function buildRobots(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
