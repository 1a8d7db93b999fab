import { latestUpdate } from "~/features/blog/article-list";
import { getArticles } from "~/features/blog/content.server";
import { LEGAL_PAGE_PATHS, legalPageUpdated } from "~/features/legal/legal-page.server";
import { alternatesOf } from "~/lib/i18n/alternates";
import { LOCALES, SOURCE_LOCALE, localesOfPage, localizedPath } from "~/lib/i18n/locales";
import { buildSitemap } from "~/lib/sitemap";
import { PAGE_UPDATED, SITE_URL, TRANSLATION_UPDATED } from "~/lib/site";

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
      alternates: alternatesOf(path),
    })),
    // The translated pages in each other language (docs/decisions/i18n-library.md).
    ...Object.entries(PAGE_UPDATED).flatMap(([path, date]) =>
      LOCALES.filter(
        (locale) => locale !== SOURCE_LOCALE && localesOfPage(path).includes(locale),
      ).map((locale) => ({
        path: localizedPath(locale, path),
        lastModified: TRANSLATION_UPDATED[path] ?? date,
        alternates: alternatesOf(path),
      })),
    ),
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
