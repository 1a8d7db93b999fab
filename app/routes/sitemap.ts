import { latestUpdate } from "~/features/blog/article-list";
import { getArticles } from "~/features/blog/content.server";
import { LEGAL_PAGE_PATHS, legalPageUpdated } from "~/features/legal/legal-page.server";
import { buildSitemap } from "~/lib/sitemap";
import { PAGE_UPDATED, SITE_URL } from "~/lib/site";

/**
 * /sitemap.xml, written by the build (a resource route, prerendered): every indexed page with the
 * date its own loader declares, from the same sources. `npm run check:seo` fails if a page is
 * missing or its date differs from the page's.
 */
export function loader() {
  const articles = getArticles();
  const pages = [
    ...Object.entries(PAGE_UPDATED).map(([path, date]) => ({
      path,
      lastModified: path === "/blog" ? latestUpdate(date, articles) : date,
    })),
    // The legal pages and About keep their date with their text, in content/pages.
    ...Object.entries(LEGAL_PAGE_PATHS).map(([path, name]) => ({
      path,
      lastModified: legalPageUpdated(name),
    })),
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      lastModified: article.lastUpdated,
    })),
  ];
  return new Response(buildSitemap(SITE_URL, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
